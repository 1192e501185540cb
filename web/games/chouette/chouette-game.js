// chouette-game.js: the <chouette-game> custom element: a hot-seat table of Cul de chouette for 2-8 people or computers, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   players      seat letters, 2-8 of h (person) and c (computer), e.g. "hhc"; when present and
//                nothing is saved, the game starts without the setup form
//   names        comma-separated player names ("Ada,Bob"); shown as text, never as HTML
//   target       the score that wins (default 343)
//   rules        engine option flags, e.g. "sf,bc,z" (packs, house rules and the options dbl, lc, gb,
//                ach, cdb: Doublette, Lance-Civet, Grelottine side bets, Achat, Civet doublé;
//                core/chouette/README.md)
//   scribe       scribe mode: people throw real dice and type their values
//   lang         "en" (default) or "fr": the labels; the calls stay French in both
//   seed         seeded dice (tests, replays; the computers' choices follow from the table)
//   game-id      a game to open, as shared by link: a whole save ("chouette:3::t235.t544:2");
//                players, names and scribe then name its seats when they fit (share writes them)
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
//   current-player token history referee rules notice winner button throw-button race-button
//   lance-civet lance-civet-button side-bets side-bet-button achat-button ...).
// Keys (focus in the element, or on the page outside other components; never in a text field):
//   T throw, digits 1-6 + Enter in scribe mode, S siroter, K keep, N pass, V bet a Civet,
//   A L Q P Z M W N one per seat in a race and Enter to close it, U or Ctrl+Z undo, Ctrl+Y redo.
import { errorText } from '../../common/engine.js';
import { defineElement, ownsKey, prefersReducedMotion, undoRedoKey } from '../../common/element.js';
import { ComputerTurn, GameElement, loadEngineFor, setNotice, shareLink } from '../../common/game-element.js';
import { createAnnouncer } from '../../common/announcer.js';
import { createStore } from '../../common/storage.js';
import { diceStylesheet } from '../../common/dice.js';
import { Race, isRace } from './chouette-race.js';
import { historyEntry, historyMatches, movesOf, rebuildHistory } from './chouette-history.js';
import { buildLayout, renderGame, renderLabels } from './chouette-view.js';
import { renderPanel, renderReferee, throwSeats } from './chouette-panels.js';
import { keepControls } from './chouette-dom.js';
import { renderRules } from './chouette-rules.js';
import { buildSetup, defaultSettings, paramsOf, readSetup, renderSetup, seatedSave, settingsOf, wireSetup } from './chouette-setup.js';
import { changeSentence, engineText, prompt, textContext } from './chouette-text.js';
import { langOf } from './chouette-words.js';
import { keyIntent } from './chouette-keys.js';

const STORE_VERSION = 1;
const RACE_MS = 5000;
const SUITE_RACE_MS = 8000;
const TIE_MS = 120;
const LATE_MS = 1500;
const COMPUTER_TIMEOUT_MS = 30000;
const FAST_DIVISOR = 30;  // with `fast`, the computers' times (view.computer.ms, view.reactions) shrink 30 times
// Optional windows whose controls offer the next turn's throw (the others have their own buttons).
const PASSED_BY_THROW = new Set(['grelottine', 'soufflette']);

const validRecord = (d) => d && typeof d.save === 'string' && d.save.startsWith('chouette:') && Array.isArray(d.names)
  && Array.isArray(d.kinds) && typeof d.scribe === 'boolean' && Array.isArray(d.history);
const kindsOf = (view) => view.players.map((p) => (p.computer ? 'c' : 'h'));
const validPrefs = (d) => d && typeof d === 'object' && !Array.isArray(d);

export class ChouetteGame extends GameElement {
  static styles = [diceStylesheet, new URL('./chouette-game.css', import.meta.url), new URL('./chouette-panels.css', import.meta.url)];
  static observedAttributes = ['lang'];

  /** @type {import('../../common/engine.js').Arcade | null} */
  #arcade = null;
  #store = null;
  #prefs = null;
  #r = null;
  #setup = null;
  #announcer = null;
  #snap = null;
  #game = null;        // { names, kinds, scribe, seed, history }
  #race = null;        // the race open on the table, if any
  /** @type {ReturnType<typeof setInterval> | 0} */
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
    const problem = this.#openLink(id);
    if (problem) this.#notice(problem);
    return !problem;
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
    // A refused link is said over whichever comes next.
    const id = this.getAttribute('game-id');
    const problem = id ? this.#openLink(id) : '';
    if (id && !problem) return;
    const record = this.#store.load();
    if ((record && this.#restore(record)) || (!record && this.hasAttribute('players') && this.#startFromAttributes())) {
      if (problem) this.#notice(problem);
    } else if (!record) {
      this.#showSetup(problem && `${problem} ${this.#ctx().w.startBelow}`, undefined, { focus: false });
    }
  }

  // A saved game; one the engine refuses is reported over the setup form.
  #restore(record) {
    const w = this.#ctx().w;
    try {
      const snap = this.#arcade.session.load(seatedSave(record.save, record.kinds));
      this.#game = { names: record.names, kinds: kindsOf(snap.view), scribe: record.scribe, seed: record.seed ?? null, history: record.history };
      if (!historyMatches(record.history, snap.save)) this.#rebuildHistory(snap.save);
      this.#show(snap, { how: 'restore' });
      this.#announcer.announce(`${w.savedResumed} ${prompt(snap.view, this.#ctx())}`);
      return true;
    } catch (error) {
      this.#showSetup(`${w.loadFailed} ${engineText(errorText(error), this.#ctx())} ${w.startBelow}`, undefined, { focus: false });
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
    wireSetup(s, {
      redraw: (settings) => this.#drawSetup(settings),
      cancel: () => this.#closeSetup(),
      start: (settings) => {
        try {
          this.#start(settings);
        } catch (error) {
          s.error.textContent = engineText(errorText(error), this.#ctx());
          s.error.hidden = false;
        }
      },
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
      scribe: Boolean(settings.scribe), seed, history: [],
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
      this.#notice(engineText(errorText(error), this.#ctx()));
    }
  }

  // A game from a shared link: a whole save, checked by the engine. The names, computer seats and
  // scribe mode are not in a save: the link's page options give them when they fit its seats
  // (as share writes them), else everyone is a person with the default name.
  // Returns '' once the game is shown, else the sentence saying why the link was refused.
  #openLink(id) {
    /** @type {import('../../../wasm/arcade').Snapshot<import('../../../wasm/arcade').ChouetteView>} */
    let snap;
    const given = this.#attributeSettings();
    try {
      snap = this.#arcade.session.load(seatedSave(String(id).trim(), given.seats.map((seat) => seat.kind)));
      if (snap.game !== 'chouette') throw Object.assign(new Error('That link is not a Cul de chouette game.'), { name: 'ArcadeError' });
    } catch (error) {
      return `${this.#ctx().w.linkFailed} ${engineText(errorText(error), this.#ctx())}`;
    }
    const seats = snap.view.players.length;
    const seed = this.#seed();
    const fits = this.hasAttribute('players') && given.seats.length === seats;
    this.#game = {
      names: fits ? given.seats.map((seat) => seat.name) : Array(seats).fill(''),
      kinds: kindsOf(snap.view),
      scribe: fits && given.scribe, seed, history: [],
    };
    this.#rebuildHistory(snap.save);
    this.#show(snap, { how: 'restore' });
    this.#announcer.announce(prompt(snap.view, this.#ctx()));
    return '';
  }

  // ---- the setup form --------------------------------------------------------------------------

  #drawSetup(settings) {
    renderSetup(this.#setup, settings, this.#ctx(), { canCancel: Boolean(this.#snap) });
  }

  #showSetup(error = '', settings = this.#game && this.#snap
    ? settingsOf(this.#snap.view, this.#game.names, this.#game.kinds, this.#game.scribe) : defaultSettings(this.#prefs?.load()), { focus = true } = {}) {
    const r = this.#r;
    const s = this.#setup;
    this.#stopActivity();
    this.#drawSetup(settings);
    Object.assign(s.error, { textContent: error, hidden: !error });
    this.#reveal(r.setup);
    if (focus) s.seatList.querySelector('input')?.focus({ preventScroll: true });
  }

  // Shows one of the loading line, the setup form and the game; hides the other two.
  #reveal(shown) {
    for (const part of [this.#r.loading, this.#r.setup, this.#r.game]) part.hidden = part !== shown;
  }

  #closeSetup() {
    this.#reveal(this.#r.game);
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
    this.#reveal(r.game);
    if (by !== 'computer') this.#notice('');
    r.shareNote.textContent = '';
    r.shareLink.hidden = true;
    const animate = how === 'move' && snap.lastMove?.startsWith('t') && !this.flag('fast') && !prefersReducedMotion();
    this.#renderAll({ animate });

    const ctx = this.#ctx();
    if (how === 'move' || how === 'undo' || how === 'redo') this.#announcer.announce(changeSentence(snap, this.#game.history[snap.position - 1], how, ctx));
    this.emit('chouette-change', snap);
    if (snap.status.over && !(prev?.status.over) && how === 'move') {
      const { view } = snap;
      this.emit('chouette-over', { winner: view.winner, name: ctx.name(view.winner), scores: view.players.map((p) => p.score) });
      r.winnerTitle.focus({ preventScroll: false });
    }
    this.#afterShow();
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
    const kept = keepControls(this.shadowRoot, this.#r.panel, this.#r.table);
    renderGame(r, { snap, ctx, kinds: this.#game.kinds, history, entry: history[snap.position - 1] ?? null, animate });
    renderPanel(r.panel, this.#panelModel(ctx), this.#actions());
    renderRules(r.rulesBody, { fr: ctx.fr, seats: snap.view.players.length, packs: snap.view.options.packs, options: snap.view.options, target: snap.view.target });
    renderReferee(r.refereeBody, snap.view, ctx, (move) => this.#human(move));
    this.toggleAttribute('data-over', snap.status.over);
    kept();
  }

  #panelModel(ctx) {
    return { snap: this.#snap, ctx, kinds: this.#game.kinds, scribe: this.#game.scribe, race: this.#race, kept: this.#kept, scribeText: this.#scribeText };
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
      this.#store.save({ save: this.#snap.save, names: g.names, kinds: g.kinds, scribe: g.scribe, seed: g.seed, history: g.history });
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
      // Stopped (a newer game) or refused: the entries already known stay, the note goes.
      if (this.#rebuilding !== controller) return;
      this.#rebuilding = null;
      this.#renderAll();
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

  #throw() {
    if (!this.#snap || this.#r.game.hidden) return;
    const ctx = this.#ctx();
    const seats = throwSeats(this.#snap.view);
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
    const fast = this.flag('fast');
    if (isRace(snap.view.window)) {
      if (!this.#race) this.#openRace(snap, fast);
      return;
    }
    // The engine says which computer acts next and how long it takes, then plays it in the worker.
    const plan = snap.view.computer;
    if (this.#computer.active || !plan) return;
    const save = snap.save;
    this.#computer.start('session.computer', [save, this.#random()], {
      timeout: COMPUTER_TIMEOUT_MS,
      pause: fast ? Math.round(plan.ms / FAST_DIVISOR) : plan.ms,
      tick: () => {},
      done: (next) => {
        if (this.#snap?.save === save) this.#show(next, { how: 'move', prev: snap, by: 'computer' });
      },
      failed: (error) => {
        if (this.#snap?.save === save) this.#notice(engineText(errorText(error), this.#ctx()));
      },
    });
  }

  #openRace(snap, fast) {
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
    race.react(snap.view.reactions.map(({ seat, ms, onlyFirst }) => ({ seat, delay: fast ? Math.round(ms / FAST_DIVISOR) : ms, onlyFirst })));
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
    const kept = keepControls(this.shadowRoot, this.#r.panel, this.#r.table);
    renderPanel(this.#r.panel, this.#panelModel(ctx), this.#actions());
    kept();
  }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share() {
    if (!this.#snap) return;
    const w = this.#ctx().w;
    // A save holds no names nor computer seats: the link carries them as page options (a comma
    // inside a name would split it, so it becomes a space).
    const { names, kinds, scribe } = this.#game;
    const query = { players: kinds.join('') };
    // Unnamed seats are called "Player n" anyway: a link of empty names would only be noise.
    if (names.some((n) => n)) query.names = names.map((n) => n.replaceAll(',', ' ')).join(',');
    if (scribe) query.scribe = '';
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, this.#snap.save, { copied: w.shareCopied, manual: w.shareManual }, query);
  }

  // ---- keyboard --------------------------------------------------------------------------------

  #key(event) {
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this, event)) return;
    const how = undoRedoKey(event);
    const intent = how ? { name: how } : keyIntent(event, {
      race: Boolean(this.#race), seats: this.#snap.view.players.length, scribe: this.#game.scribe, scribeText: this.#scribeText,
    });
    if (!intent) return;
    event.preventDefault();
    const { view } = this.#snap;
    const w = this.#ctx().w;
    const civet = this.#r.panel.querySelector('[data-key="civet-go"]');
    const actions = {
      undo: () => this.undo(),
      redo: () => this.redo(),
      call: () => this.#call(intent.seat, event.timeStamp || performance.now()),
      close: () => this.#race.close(),
      digit: () => this.#scribeDigit(intent.digit),
      erase: () => { this.#scribeText = this.#scribeText.slice(0, -1); this.#renderAll(); },
      record: () => this.#scribe(this.#scribeText),
      throw: () => this.#throw(),
      siroter: () => this.#human('s'),
      keep: () => (view.window === 'sirotage' ? this.#human('n') : this.#notice(w.noChouette)),
      pass: () => this.#human('n'),
      civet: () => (civet ? civet.click() : this.#notice(w.noCivet)),
    };
    actions[intent.name]();
  }

  // A digit typed for the scribe's dice: the throw goes to the engine once it has all its dice.
  #scribeDigit(digit) {
    const { view } = this.#snap;
    this.#scribeText += digit;
    const needed = view.window === 'turn' ? 3 - view.partial.length : view.diceNeeded;
    if (needed > 0 && this.#scribeText.length >= needed) this.#scribe(this.#scribeText);
    else this.#renderAll();
  }
}

defineElement('chouette-game', ChouetteGame);
