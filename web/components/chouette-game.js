// chouette-game.js: the <chouette-game> custom element: a hot-seat table of Cul de chouette for 2-8 people or computers, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   players      seat letters, 2-8 of h (person) and c (computer), e.g. "hhc"; when present and
//                nothing is saved, the game starts without the setup form
//   names        comma-separated player names ("Ada,Bob"); shown as text, never as HTML
//   target       the score that wins (default 343)
//   rules        engine option flags, e.g. "sf,bc,z" (packs and house rules, core/chouette/README.md)
//   scribe       scribe mode: people throw real dice and type their values
//   lang         "en" (default) or "fr": the labels; the calls stay French in both
//   seed         seeded dice and computer choices (tests, replays)
//   game-id      a game to open, as shared by link: a whole save ("chouette:3::t235.t544:2")
//   storage-key  localStorage key of the saved game (default "kata-arcade:chouette")
//   fast         computer players act at once and dice do not tumble
//   race-ms, tie-ms  a race's time limit (default 5000, 8000 for a Suite) and how close two calls
//                must be to tie (default 120)
// Events (bubbling, composed):
//   chouette-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   chouette-over    detail: { winner, name, scores }
//   chouette-call    detail: { seat, window } when a player calls in a race
// Properties and methods: snapshot, save, names, history, throwDice(), call(seat), undo(), redo(),
//   loadGame(id), newGame().
// Theming: --arcade-* (controls.css), --arcade-table-bg, --arcade-table-fg, --arcade-gold, --arcade-die-*;
//   ::part(root setup table tray combination effects prompt actions race scoreboard player
//   current-player token history referee rules notice winner button throw-button race-button ...).
// Keys (focus in the element, or on the page outside other components; never in a text field):
//   T throw, digits 1-6 + Enter in scribe mode, S siroter, K keep, N pass, V bet a Civet,
//   A L Q P Z M W N one per seat in a race and Enter to close it, U or Ctrl+Z undo, Ctrl+Y redo.
import { errorText } from '../js/engine.js';
import { defineElement, h, ownsKey, prefersReducedMotion, undoRedoKey } from '../js/element.js';
import { ComputerTurn, GameElement, loadEngineFor, setNotice, shareLink } from '../js/game-element.js';
import { createAnnouncer } from '../js/announcer.js';
import { createStore } from '../js/storage.js';
import { diceStylesheet } from '../js/dice.js';
import { Race, isRace } from './chouette-race.js';
import { botPlan, chanceOf, newSalt, raceReactions } from './chouette-bots.js';
import { historyEntry, historyMatches, movesOf, rebuildHistory } from './chouette-history.js';
import { buildLayout, renderGame, renderLabels } from './chouette-view.js';
import { renderPanel } from './chouette-panels.js';
import { renderRules } from './chouette-rules.js';
import { buildSetup, paramsOf, readSetup, renderSetup, settingsOf, MAX_SEATS } from './chouette-setup.js';
import { effectSentence, engineText, moveSentence, prompt, textContext, winnerSentence } from './chouette-text.js';
import { RACE_KEYS, langOf } from './chouette-words.js';

const STORE_VERSION = 1;
const RACE_MS = 5000;
const SUITE_RACE_MS = 8000;
const TIE_MS = 120;
const LATE_MS = 1500;
const COMPUTER_TIMEOUT_MS = 30000;
// Optional windows whose controls offer the next turn's throw (the others have their own buttons).
const PASSED_BY_THROW = new Set(['grelottine', 'soufflette']);

const validRecord = (d) => d && typeof d.save === 'string' && d.save.startsWith('chouette:') && Array.isArray(d.names)
  && Array.isArray(d.kinds) && typeof d.scribe === 'boolean' && typeof d.salt === 'string' && Array.isArray(d.history);
const validPrefs = (d) => d && typeof d === 'object' && !Array.isArray(d);

export class ChouetteGame extends GameElement {
  static styles = [diceStylesheet, new URL('./chouette-game.css', import.meta.url), new URL('./chouette-panels.css', import.meta.url)];
  static observedAttributes = ['lang'];

  #arcade = null;
  #store = null;
  #prefs = null;
  #r = null;
  #setup = null;
  #announcer = null;
  #snap = null;
  #game = null;        // { names, kinds, scribe, salt, seed, history }
  #race = null;        // the race open on the table, if any
  #raceTimer = 0;
  #computer = new ComputerTurn();
  #scribeText = '';
  #kept = new Set();   // Soufflette dice kept for the next throw
  #rebuilding = null;  // AbortController while the history is rebuilt

  get snapshot() { return this.#snap; }
  get save() { return this.#snap?.save ?? null; }
  get names() { return this.#snap ? this.#snap.view.players.map((_, i) => this.#ctx().name(i)) : []; }
  get history() { return this.#game ? this.#game.history.slice(0, this.#snap?.position ?? 0) : []; }

  constructor() {
    super({
      boot: () => this.#boot(),
      resume: () => this.#afterShow(),
      suspend: () => this.#stopActivity(),
      key: (event) => this.#key(event),
    });
  }

  attributeChangedCallback(name, before, after) {
    if (name === 'lang' && before !== after && this.#r) this.#renderAll();
  }

  throwDice() { this.#throw(); }
  call(seat) { this.#call(seat); }
  undo() { this.#undoRedo('undo'); }
  redo() { this.#undoRedo('redo'); }
  newGame() { this.#showSetup(); }
  loadGame(id) {
    if (!this.#arcade) { this.setAttribute('game-id', id); return false; }
    return this.#loadId(id);
  }

  // ---- start-up --------------------------------------------------------------------------------

  async #boot() {
    this.#setup = buildSetup();
    const r = this.#r = buildLayout(this.#setup.section);
    this.root.append(r.bar, r.loading, r.setup, r.game);
    this.#announcer = createAnnouncer(this.root);
    renderLabels(r, this.#ctx());
    this.#wire();
    this.#arcade = await loadEngineFor(r.loading);
    if (!this.#arcade) return;
    const key = this.getAttribute('storage-key') || 'kata-arcade:chouette';
    this.#store = createStore(key, { version: STORE_VERSION, validate: validRecord });
    this.#prefs = createStore(`${key}:prefs`, { version: STORE_VERSION, validate: validPrefs });
    const prefs = this.#prefs.load() ?? {};
    if (!this.hasAttribute('lang') && prefs.lang) this.setAttribute('lang', langOf(prefs.lang));
    renderLabels(r, this.#ctx());

    // The first of: a shared link, the saved game, a game described by attributes, else the form.
    const id = this.getAttribute('game-id');
    const record = this.#store.load();
    const opened = (id && this.#loadId(id)) || (record && this.#restore(record))
      || (this.hasAttribute('players') && this.#startFromAttributes());
    if (!opened && !id && !record) this.#showSetup('', undefined, { focus: false });
  }

  // A saved game; one the engine refuses is reported over the setup form.
  #restore(record) {
    const w = this.#ctx().w;
    try {
      const snap = this.#arcade.session.load(record.save);
      this.#game = { names: record.names, kinds: record.kinds, scribe: record.scribe, salt: record.salt, seed: record.seed ?? null, history: record.history };
      if (!historyMatches(record.history, snap.save)) this.#rebuildHistory(snap.save);
      this.#show(snap, { how: 'restore' });
      this.#announcer.announce(`${w.savedResumed} ${prompt(snap.view, this.#ctx())}`);
      return true;
    } catch (error) {
      this.#showSetup(`${w.loadFailed} ${errorText(error)} ${w.startBelow}`, undefined, { focus: false });
      return false;
    }
  }

  #startFromAttributes() {
    const settings = this.#attributeSettings();
    try {
      this.#start(settings);
      return true;
    } catch (error) {
      this.#showSetup(engineText(errorText(error), this.#ctx()), settings, { focus: false });
      return false;
    }
  }

  #wire() {
    const r = this.#r;
    const s = this.#setup;
    const clicks = [
      [r.langEn, () => this.#setLang('en')], [r.langFr, () => this.#setLang('fr')],
      [r.undo, () => this.undo()], [r.redo, () => this.redo()], [r.share, () => this.#share()],
      [r.newGame, () => this.#showSetup()], [r.winnerNew, () => this.#showSetup()], [r.playAgain, () => this.#rematch()],
    ];
    for (const [button, action] of clicks) button.addEventListener('click', action);
    s.form.addEventListener('click', (event) => {
      const remove = event.target.closest('.remove-seat');
      const settings = readSetup(s);
      if (remove) {
        settings.seats.splice(Number(remove.dataset.seat), 1);
        this.#drawSetup(settings);
        s.addSeat.focus();
      } else if (event.target.closest('.add-seat') && settings.seats.length < MAX_SEATS) {
        settings.seats.push({ name: '', kind: 'c' });
        this.#drawSetup(settings);
        s.seatList.lastElementChild.querySelector('input').focus();
      } else if (event.target === s.cancel) {
        this.#closeSetup();
      }
    });
    s.form.addEventListener('submit', (event) => {
      event.preventDefault();
      try {
        this.#start(readSetup(s));
      } catch (error) {
        s.error.textContent = engineText(errorText(error), this.#ctx());
        s.error.hidden = false;
      }
    });
  }

  #ctx() {
    return textContext(this.getAttribute('lang'), this.#game?.names ?? [], this.#game?.kinds ?? []);
  }

  #setLang(lang) {
    this.setAttribute('lang', lang);
    try {
      this.#prefs?.save({ ...(this.#prefs.load() ?? {}), lang });
    } catch { /* the choice lasts for this page */ }
  }

  #attributeSettings() {
    const letters = (this.getAttribute('players') || 'hhh').trim();
    const names = (this.getAttribute('names') ?? '').split(',');
    const rules = (this.getAttribute('rules') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    return {
      seats: [...letters].map((letter, i) => ({ kind: letter === 'c' ? 'c' : 'h', name: (names[i] ?? '').trim() })),
      target: this.getAttribute('target') ?? '',
      flags: rules,
      scribe: this.flag('scribe'),
    };
  }

  #seed() {
    const text = this.getAttribute('seed');
    if (text === null || text.trim() === '') return null;
    return /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim();
  }

  // Starts a game; the engine checks the settings and throws its sentence for bad ones.
  #start(settings) {
    const snap = this.#arcade.session.create('chouette', { params: paramsOf(settings) });
    const seed = this.#seed();
    this.#game = {
      names: settings.seats.map((s) => s.name ?? ''), kinds: settings.seats.map((s) => (s.kind === 'c' ? 'c' : 'h')),
      scribe: Boolean(settings.scribe), salt: newSalt(seed), seed, history: [],
    };
    try {
      this.#prefs.save({ ...(this.#prefs.load() ?? {}), names: this.#game.names, kinds: this.#game.kinds });
    } catch { /* remembering names is a convenience */ }
    this.#cancelRebuild();
    this.#show(snap, { how: 'new' });
    this.#announcer.announce(`${this.#ctx().w.newGameStarted} ${prompt(snap.view, this.#ctx())}`);
  }

  #rematch() {
    const { view } = this.#snap;
    try {
      this.#start(settingsOf(view, this.#game.names, this.#game.kinds, this.#game.scribe));
    } catch (error) {
      this.#notice(errorText(error));
    }
  }

  // A game from a shared link: a whole save, checked by the engine. The names and computer seats
  // are not in a save: everyone is a person with the default name.
  #loadId(id) {
    let snap;
    try {
      snap = this.#arcade.session.load(String(id).trim());
      if (snap.game !== 'chouette') throw Object.assign(new Error('That link is not a Cul de chouette game.'), { name: 'ArcadeError' });
    } catch (error) {
      const w = this.#ctx().w;
      if (this.#snap) this.#notice(`${w.linkFailed} ${errorText(error)}`);
      else this.#showSetup(`${w.linkFailed} ${errorText(error)} ${w.startBelow}`, undefined, { focus: false });
      return false;
    }
    const seats = snap.view.players.length;
    const seed = this.#seed();
    this.#game = { names: Array(seats).fill(''), kinds: Array(seats).fill('h'), scribe: false, salt: newSalt(seed), seed, history: [] };
    this.#rebuildHistory(snap.save);
    this.#show(snap, { how: 'restore' });
    this.#announcer.announce(prompt(snap.view, this.#ctx()));
    return true;
  }

  // ---- the setup form --------------------------------------------------------------------------

  #defaultSettings() {
    const prefs = this.#prefs?.load() ?? {};
    const names = Array.isArray(prefs.names) ? prefs.names : [];
    const kinds = Array.isArray(prefs.kinds) ? prefs.kinds : [];
    const count = Math.max(3, Math.min(MAX_SEATS, names.length || 3));
    return {
      seats: Array.from({ length: count }, (_, i) => ({ name: typeof names[i] === 'string' ? names[i] : '', kind: kinds[i] === 'c' ? 'c' : 'h' })),
      target: 343, flags: [], scribe: false,
    };
  }

  #drawSetup(settings) {
    renderSetup(this.#setup, settings, this.#ctx(), { canCancel: Boolean(this.#snap) });
  }

  #showSetup(error = '', settings = this.#game && this.#snap
    ? settingsOf(this.#snap.view, this.#game.names, this.#game.kinds, this.#game.scribe) : this.#defaultSettings(), { focus = true } = {}) {
    const r = this.#r;
    const s = this.#setup;
    this.#stopActivity();
    this.#drawSetup(settings);
    s.error.textContent = error;
    s.error.hidden = !error;
    r.loading.hidden = true;
    r.setup.hidden = false;
    r.game.hidden = true;
    if (focus) s.seatList.querySelector('input')?.focus({ preventScroll: true });
  }

  #closeSetup() {
    this.#r.setup.hidden = true;
    this.#r.game.hidden = false;
    this.#afterShow();
    this.#r.newGame.focus();
  }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Shows a snapshot: history, storage, the table, the words for screen readers, the events, and
  // what happens next (a race opens, a computer player acts).
  #show(snap, { how, prev = null, by = 'human' }) {
    const r = this.#r;
    const before = this.#snap;
    this.#snap = snap;
    this.#stopActivity();
    if (!before || before.position !== snap.position || before.save !== snap.save) {
      this.#scribeText = '';
      this.#kept.clear();
    }
    if (how === 'move' && prev) {
      const history = this.#game.history.slice(0, prev.position);
      history.push(historyEntry(prev, snap, by));
      this.#game.history = history;
    }
    this.#persist();
    r.loading.hidden = true;
    r.setup.hidden = true;
    r.game.hidden = false;
    if (by !== 'computer') this.#notice('');
    r.shareNote.textContent = '';
    r.shareLink.hidden = true;
    const animate = how === 'move' && snap.lastMove?.startsWith('t') && !this.flag('fast') && !prefersReducedMotion();
    this.#renderAll({ animate });

    const ctx = this.#ctx();
    if (how === 'move' || how === 'undo' || how === 'redo') this.#announcer.announce(this.#describe(snap, how, ctx));
    this.emit('chouette-change', snap);
    if (snap.status.over && !(prev?.status.over) && how === 'move') {
      const { view } = snap;
      this.emit('chouette-over', { winner: view.winner, name: ctx.name(view.winner), scores: view.players.map((p) => p.score) });
      r.winnerTitle.focus({ preventScroll: false });
    }
    this.#afterShow();
  }

  #describe(snap, how, ctx) {
    const parts = [];
    if (how === 'undo') parts.push(ctx.w.undone);
    if (how === 'redo') parts.push(ctx.w.redone);
    const entry = this.#game.history[snap.position - 1];
    if (how !== 'undo' && entry) {
      parts.push(moveSentence(entry, ctx));
      parts.push(...entry.effects.map((e) => effectSentence(e, ctx)));
    }
    parts.push(snap.status.over ? winnerSentence(snap.view, ctx) : prompt(snap.view, ctx));
    return parts.join(' ');
  }

  // Draws everything for the current language, keeping focus and half-typed values in the panel.
  #renderAll({ animate = false } = {}) {
    const r = this.#r;
    const ctx = this.#ctx();
    renderLabels(r, ctx);
    this.root.setAttribute('lang', ctx.lang);
    if (!r.setup.hidden) this.#drawSetup(readSetup(this.#setup));
    const snap = this.#snap;
    if (!snap || !this.#game) return;
    r.scribeBadge.hidden = !this.#game.scribe;
    const history = this.#game.history;
    r.historyNote.hidden = !this.#rebuilding;
    r.historyNote.textContent = ctx.w.historyRebuilding;
    const kept = this.#keepControls();
    renderGame(r, { snap, ctx, kinds: this.#game.kinds, history, entry: history[snap.position - 1] ?? null, animate });
    renderPanel(r.panel, this.#panelModel(ctx), this.#actions());
    renderRules(r.rulesBody, { fr: ctx.fr, seats: snap.view.players.length, packs: snap.view.options.packs, target: snap.view.target });
    this.#renderReferee(ctx);
    this.toggleAttribute('data-over', snap.status.over);
    kept();
  }

  #panelModel(ctx) {
    return { snap: this.#snap, ctx, kinds: this.#game.kinds, scribe: this.#game.scribe, race: this.#race, kept: this.#kept, scribeText: this.#scribeText };
  }

  // Remembers the focused control and the values typed in the panel and referee; the returned
  // function puts them back after a redraw (controls are found again by their data-key).
  #keepControls() {
    const root = this.shadowRoot;
    const active = root.activeElement;
    const focusKey = active?.dataset?.key ?? null;
    const inPanel = Boolean(active && (this.#r.panel.contains(active)));
    const values = new Map();
    for (const el of root.querySelectorAll('.action-panel [data-key], .referee [data-key]')) {
      if ((el.localName === 'input' || el.localName === 'select') && el.dataset.key !== 'scribe') values.set(el.dataset.key, el.value);
    }
    return () => {
      for (const [key, value] of values) {
        const el = root.querySelector(`[data-key="${key}"]`);
        if (el && (el.localName === 'input' || [...el.options].some((o) => o.value === value))) el.value = value;
      }
      if (!focusKey || root.activeElement === active) return;
      const again = root.querySelector(`[data-key="${focusKey}"]`);
      if (again && !again.disabled) again.focus({ preventScroll: true });
      else if (inPanel) (this.#r.panel.querySelector('[data-primary="true"]') ?? this.#r.table).focus({ preventScroll: true });
    };
  }

  #renderReferee(ctx) {
    const { view } = this.#snap;
    const { w } = ctx;
    const seat = h('select', { 'data-key': 'ref-seat', 'aria-label': w.player },
      view.players.map((_, i) => h('option', { value: String(i) }, ctx.name(i))));
    const change = h('input', { type: 'text', class: 'text-field', inputmode: 'numeric', autocomplete: 'off', 'data-key': 'ref-change', 'aria-label': w.change, placeholder: '+10 / −10' });
    const button = (text, key, onClick) => {
      const b = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button', 'data-key': key }, text);
      b.addEventListener('click', onClick);
      return b;
    };
    const correct = button(w.correct, 'ref-correct', () => {
      const text = change.value.trim().replace('−', '-');
      this.#human(`e${seat.value}=${/^[+-]/.test(text) ? text : `+${text}`}`);
    });
    const field = (text, control) => h('label', { class: 'field' }, h('span', { class: 'field-label' }, text), control);
    this.#r.refereeBody.replaceChildren(h('p', { class: 'hint' }, w.refereeHint),
      h('div', { class: 'field-row' }, field(w.player, seat), field(w.change, change)),
      h('div', { class: 'choice' }, correct, button(w.bevue(view.options.bevue), 'ref-bevue', () => this.#human(`x${seat.value}`))));
  }

  #actions() {
    return {
      play: (move) => this.#human(move),
      throwDice: () => this.#throw(),
      scribe: (text) => this.#scribe(text),
      scribeTyped: (text) => { this.#scribeText = text; },
      call: (seat, at) => this.#call(seat, at),
      closeRace: () => this.#race?.close(),
      bet: (seat, face) => (face ? this.#human(`b${seat}=${face}`) : this.#notice(this.#ctx().w.noBet)),
      toggleKeep: (face) => {
        if (this.#kept.has(face)) this.#kept.delete(face); else this.#kept.add(face);
        this.#renderAll();
      },
    };
  }

  #persist() {
    if (!this.#snap || !this.#store || !this.#game) return;
    const g = this.#game;
    try {
      this.#store.save({ save: this.#snap.save, names: g.names, kinds: g.kinds, scribe: g.scribe, salt: g.salt, seed: g.seed, history: g.history });
    } catch (error) {
      this.#notice(`${this.#ctx().w.notSaved} ${errorText(error)}`);
    }
  }

  #notice(text, isError = true) { setNotice(this.#r.notice, text, isError); }

  // ---- history rebuilt from a save that came without one ---------------------------------------

  #rebuildHistory(save) {
    this.#cancelRebuild();
    const controller = new AbortController();
    this.#rebuilding = controller;
    const game = this.#game;
    game.history = movesOf(save).map(() => null);
    rebuildHistory(save, { signal: controller.signal }).then((entries) => {
      if (this.#rebuilding !== controller || this.#game !== game) return;
      entries.forEach((entry, i) => {
        if (game.history[i] === null && movesOf(this.#snap.save)[i] === entry.move) game.history[i] = entry;
      });
      this.#rebuilding = null;
      this.#persist();
      this.#renderAll();
    }).catch(() => {
      if (this.#rebuilding === controller) this.#rebuilding = null;
    });
  }

  #cancelRebuild() {
    this.#rebuilding?.abort();
    this.#rebuilding = null;
  }

  // ---- moves -----------------------------------------------------------------------------------

  #random() {
    const seed = this.#game?.seed;
    return seed === null || seed === undefined ? undefined : { seed };
  }

  // A person's move: refused with a sentence while a race is open, else judged by the engine.
  #human(move) {
    if (!this.#snap || this.#r.game.hidden) return false;
    if (this.#race) {
      this.#notice(this.#ctx().w.raceOpen);
      return false;
    }
    return this.#play(move, 'human');
  }

  // Runs one move on the current save; a refusal leaves the game as it was and says why.
  #play(move, by) {
    const prev = this.#snap;
    this.#computer.cancel();
    let next;
    try {
      next = this.#arcade.session.play(prev.save, move, move === 't' || move.startsWith('h') ? this.#random() : undefined);
    } catch (error) {
      this.#notice(engineText(errorText(error), this.#ctx()));
      this.#afterShow();
      return false;
    }
    this.#show(next, { how: 'move', prev, by });
    return true;
  }

  // The seats that throw now (several for a throw-off or tie-break), for "please wait".
  #throwers() {
    const { view } = this.#snap;
    switch (view.window) {
      case 'throw-off': case 'pas-mou-tie': case 'grelotte-tie': return view.tied;
      case 'turn': return [view.turn];
      case 'bets': return [view.sirotage.sirotant];
      case 'challenge': return [view.challenge.challenged];
      case 'soufflette-throws': return [view.soufflette.challenged];
      case 'bleu-rouge': return [view.toMove];
      default: return [(view.turn + 1) % view.players.length];
    }
  }

  #throw() {
    if (!this.#snap || this.#r.game.hidden) return;
    const ctx = this.#ctx();
    const seats = this.#throwers();
    if (!seats.some((s) => this.#game.kinds[s] !== 'c')) {
      this.#notice(ctx.w.wait(ctx.name(seats[0])));
      return;
    }
    if (this.#game.scribe) {
      const input = this.#r.panel.querySelector('.scribe-input');
      if (input) input.focus();
      else this.#notice(ctx.w.nothingToThrow);
      return;
    }
    const { view } = this.#snap;
    const souffle = view.window === 'soufflette-throws' && view.soufflette.throws > 0;
    this.#throwMove(souffle ? `h${[4, 2, 1].filter((f) => this.#kept.has(f)).join('')}` : 't');
  }

  // A throw; in a window nobody took up (no challenge, no Soufflette), the table passes first, as
  // its own move: a pass that ends the game (a score at the target) leaves nothing to throw.
  #throwMove(move) {
    if (PASSED_BY_THROW.has(this.#snap.view.window)) {
      if (!this.#human('n') || this.#snap.status.over) return false;
    }
    return this.#human(move);
  }

  #scribe(text) {
    const digits = String(text).trim();
    if (!digits) {
      this.#notice(this.#ctx().w.scribeEmpty);
      return;
    }
    // A refused throw (a 7, too many dice) clears the field: the notice says why.
    if (this.#throwMove(`t${digits}`) === false) {
      this.#scribeText = '';
      this.#renderAll();
    }
  }

  #call(seat, at = performance.now()) {
    const race = this.#race;
    if (!race || race.closed) {
      this.#notice(this.#ctx().w.nothingToThrow);
      return;
    }
    race.call(seat, at);
  }

  // Undo and redo step over computer players' decisions, so that they land on a person's.
  #undoRedo(how) {
    const prev = this.#snap;
    if (!prev || this.#r.game.hidden) return;
    const session = this.#arcade.session;
    let next;
    try {
      next = session[how](prev.save);
      while (how === 'undo' && next.canUndo && this.#game.history[next.position - 1]?.by === 'computer') next = session.undo(next.save);
    } catch (error) {
      this.#notice(engineText(errorText(error), this.#ctx()));
      return;
    }
    this.#show(next, { how, prev });
  }

  // ---- what happens after a snapshot: races and computer players -------------------------------

  #stopActivity() {
    this.#computer.cancel();
    this.#race?.dispose();
    this.#race = null;
    clearInterval(this.#raceTimer);
  }

  #afterShow() {
    const snap = this.#snap;
    if (!snap || !this.#game || this.#r.game.hidden || !this.isConnected || snap.status.over) return;
    const chance = chanceOf(this.#game.salt);
    const fast = this.flag('fast');
    if (isRace(snap.view.window)) {
      if (!this.#race) this.#openRace(snap, chance, fast);
      return;
    }
    if (this.#computer.active) return;
    const plan = botPlan(snap, this.#game.kinds, chance, { fast });
    if (!plan) return;
    const save = snap.save;
    this.#computer.start('session.play', [save, plan.move, this.#random()], {
      timeout: COMPUTER_TIMEOUT_MS,
      pause: plan.delay,
      tick: () => {},
      done: (next) => {
        if (this.#snap?.save === save) this.#show(next, { how: 'move', prev: snap, by: 'computer' });
      },
      failed: (error) => {
        if (this.#snap?.save === save) this.#notice(engineText(errorText(error), this.#ctx()));
      },
    });
  }

  #openRace(snap, chance, fast) {
    const window = snap.view.window;
    const limit = Number(this.getAttribute('race-ms')) || (window === 'grelotte' ? SUITE_RACE_MS : RACE_MS);
    const tie = Number(this.getAttribute('tie-ms')) || TIE_MS;
    const race = new Race({
      window, seats: snap.view.players.length, limitMs: limit, tieMs: tie, lateMs: Math.min(LATE_MS, limit),
      onCall: (_, seat) => {
        const ctx = this.#ctx();
        this.#announcer.announce(ctx.w.calls(ctx.name(seat)));
        this.emit('chouette-call', { seat, window });
        this.#renderRace();
      },
      onClose: (move) => {
        if (this.#race !== race) return;
        this.#race = null;
        clearInterval(this.#raceTimer);
        this.#play(move, 'table');
      },
    });
    this.#race = race;
    for (const reaction of raceReactions(snap, this.#game.kinds, chance, { fast })) {
      race.schedule(reaction.delay, () => {
        if (reaction.onlyFirst && race.calls.length) return;
        race.call(reaction.seat);
      });
    }
    this.#raceTimer = setInterval(() => this.#renderRace(true), 250);
    this.#renderRace();
  }

  // Redraws the race rows, or only its countdown (every quarter second).
  #renderRace(countdownOnly = false) {
    const race = this.#race;
    if (!race) return;
    const ctx = this.#ctx();
    const countdown = this.#r.panel.querySelector('.race-countdown');
    if (countdown) countdown.textContent = ctx.w.raceCloses(Math.ceil(race.remaining() / 1000));
    if (countdownOnly) return;
    const kept = this.#keepControls();
    renderPanel(this.#r.panel, this.#panelModel(ctx), this.#actions());
    kept();
  }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share() {
    if (!this.#snap) return;
    const w = this.#ctx().w;
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, this.#snap.save, { copied: w.shareCopied, manual: w.shareManual });
  }

  // ---- keyboard --------------------------------------------------------------------------------

  #key(event) {
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this, event)) return;
    const how = undoRedoKey(event);
    if (how) {
      event.preventDefault();
      this[how]();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.repeat) return;
    const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
    const origin = event.composedPath()[0];
    const onControl = origin instanceof Element && Boolean(origin.closest('button, a, summary, select'));
    if (this.#race) {
      const seat = RACE_KEYS.indexOf(key);
      if (seat >= 0 && seat < this.#snap.view.players.length) {
        event.preventDefault();
        this.#call(seat, event.timeStamp || performance.now());
      } else if (key === 'Enter' && !onControl) {
        event.preventDefault();
        this.#race.close();
      } else if (key === 'U') {
        event.preventDefault();
        this.undo();
      }
      return;
    }
    const action = this.#keyAction(key, onControl);
    if (!action) return;
    event.preventDefault();
    action();
  }

  #keyAction(key, onControl) {
    const { view } = this.#snap;
    const ctx = this.#ctx();
    if (this.#game.scribe && /^[0-9]$/.test(key)) {
      return () => {
        this.#scribeText += key;
        const needed = view.window === 'turn' ? 3 - view.partial.length : view.diceNeeded;
        if (this.#scribeText.length >= needed && needed > 0) this.#scribe(this.#scribeText);
        else this.#renderAll();
      };
    }
    if (this.#game.scribe && key === 'Backspace' && this.#scribeText) return () => { this.#scribeText = this.#scribeText.slice(0, -1); this.#renderAll(); };
    if (this.#game.scribe && key === 'Enter' && !onControl && this.#scribeText) return () => this.#scribe(this.#scribeText);
    switch (key) {
      case 'T': return () => this.#throw();
      case 'S': return () => this.#human('s');
      case 'K': return () => (view.window === 'sirotage' ? this.#human('n') : this.#notice(ctx.w.noChouette));
      case 'N': return () => this.#human('n');
      case 'U': return () => this.undo();
      case 'V': return () => {
        const button = this.#r.panel.querySelector('[data-key="civet-go"]');
        if (button) button.click(); else this.#notice(ctx.w.noCivet);
      };
      default: return null;
    }
  }
}

defineElement('chouette-game', ChouetteGame);
