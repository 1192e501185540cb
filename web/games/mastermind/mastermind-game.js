// mastermind-game.js: the <mastermind-game> custom element: Mastermind and Bulls & Cows, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   preset       classic (4 pegs, 6 colours, 10 rows), super (5, 8, 12) or bulls (Bulls & Cows:
//                4 different digits); default classic
//   pegs, colours, rows, duplicates
//                a custom game instead (2-8 pegs, 2-10 colours, 1-30 rows; duplicates="false" for
//                codes without repeats); the engine judges the values and says what is wrong
//   mode         break (you break the computer's code, the default) or make (the computer breaks yours)
//   strategy     the computer's way of guessing in make mode: best (default), optimal, knuth or consistent
//   seed         a whole number: the same seed gives the same secret (tests, replays)
//   game-id      a game to start, as shared by link: "mastermind:p4,c6,r10:<code>" (or a whole save)
//   look         symbols (default) or numbers: what colour pegs carry besides their colour
//   storage-key  localStorage key of the saved game (default "kata-arcade:mastermind")
//   fast         the computer's guesses appear without the short pause
// Events (bubbling, composed):
//   mastermind-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   mastermind-over    detail: { mode, solved, gaveUp, guesses, secret, winner: 'you' | 'computer' }
// Properties and methods: snapshot, save, gameId, look, draft, pick(colour), guess(), hint(),
//   answer(exact, misplaced), undo(), redo(), giveUp(), loadGame(id), newGame(settings).
// Theming: --arcade-font, --arcade-fg, --arcade-muted, --arcade-surface, --arcade-surface-muted,
//   --arcade-border, --arcade-accent, --arcade-accent-strong, --arcade-on-accent, --arcade-focus,
//   --arcade-radius, --arcade-shadow, --arcade-board-bg, --arcade-board-fg, --arcade-board-muted,
//   --arcade-hole, --arcade-peg-1 … --arcade-peg-10, --arcade-key-exact, --arcade-key-misplaced;
//   ::part(root game board secret rows row current-row peg slot palette swatch controls result
//   notice event setup display rules button guess-button hint-button answer-button undo-button ...).
// Keys (focus in the element, or on the page outside other components): 1-9 and 0 colours,
// ←/→ slots, Backspace clear, Enter guess/answer/start, H hint, E/M (B/C) answer counts (Shift:
// fewer), Ctrl+Z / U undo, Ctrl+Y redo.
import { engine, errorText } from '../../common/engine.js';
import { callEngine } from '../../common/engine-client.js';
import { defineElement, prefersReducedMotion } from '../../common/element.js';
import { ComputerTurn, GameElement, setNotice, shareLink, showStartFailure } from '../../common/game-element.js';
import { createAnnouncer } from '../../common/announcer.js';
import { createStore } from '../../common/storage.js';
import { codeText } from './mastermind-pegs.js';
import { keyCommand, ownsKey } from './mastermind-input.js';
import { describeChange, isDigits, lookOf, nextStep, paramsOf, settingsFromAttributes, settingsOf, shownSentence } from './mastermind-text.js';
import { buildControls, buildLayout, renderGame, renderRules, renderSetup, wireLayout } from './mastermind-view.js';

const STORE_VERSION = 1;
const COMPUTER_TIMEOUT_MS = 60000;
const HINT_TIMEOUT_MS = 20000;
const COMPUTER_PAUSE_MS = 450;

const codeLike = (a) => Array.isArray(a) && a.length <= 8 && a.every((n) => Number.isInteger(n) && n >= 0 && n <= 10);
const validRecord = (d) => d && typeof d.save === 'string' && codeLike(d.draft) && Number.isInteger(d.active)
  && (d.secret === null || codeLike(d.secret)) && typeof d.secretShown === 'boolean'
  && ['symbols', 'numbers'].includes(d.look) && (d.seed === null || Number.isInteger(d.seed));

export class MastermindGame extends GameElement {
  static styles = [new URL('./mastermind-game.css', import.meta.url)];

  /** @type {import('../../common/engine.js').Arcade | null} */
  #arcade = null;
  #store = null;
  #snap = null;
  #r = null;
  #announcer = null;
  #look = 'symbols';
  #draft = [];
  #active = 0;
  #secret = null;
  #secretShown = true;
  #answer = { exact: 0, misplaced: 0 };
  #seed = null;
  #computer = new ComputerTurn();  // the worker computing the computer's guess
  #stalled = false;    // the computer's last attempt failed or was stopped
  #hinting = null;     // { controller, save } while the worker finds a hint
  #event = null;       // the line under the board, when something more specific than the next step
  #shape = '';         // pegs/colours/duplicates/look the palette, slots and rules were built for

  get snapshot() { return this.#snap; }
  get save() { return this.#snap?.save ?? null; }
  /** The shareable id: the save's first three fields (game, params, disguised secret). */
  get gameId() { return this.#snap ? this.#snap.save.split(':').slice(0, 3).join(':') : null; }
  get look() { return this.#snap ? lookOf(this.#snap.view, this.#look) : this.#look; }
  get draft() { return [...this.#draft]; }

  constructor() {
    super({
      boot: () => this.#boot(),
      resume: () => this.#maybeThink(),
      suspend: () => { this.#cancelThinking(); this.#cancelHint(); },
      key: (event) => this.#key(event),
    });
  }

  pick(colour) { this.#pick(colour); }
  guess() { this.#submit(); }
  hint() { return this.#hint(); }
  answer(exact, misplaced) {
    if (Number.isInteger(exact)) this.#answer.exact = exact;
    if (Number.isInteger(misplaced)) this.#answer.misplaced = misplaced;
    this.#sendAnswer();
  }
  undo() { this.#undoRedo('undo'); }
  redo() { this.#undoRedo('redo'); }
  giveUp() { this.#act((save) => this.#arcade.session.play(save, 'x'), 'move'); }
  loadGame(id) {
    if (!this.#arcade) { this.setAttribute('game-id', id); return false; }
    return this.#loadId(id);
  }
  newGame(settings = this.#currentSettings()) { return this.#start(settings); }

  // ---- start-up --------------------------------------------------------------------------------

  async #boot() {
    const r = this.#r = buildLayout();
    this.root.append(r.loading, r.game);
    this.#announcer = createAnnouncer(this.root);
    this.#wire();
    try {
      this.#arcade = await engine();
    } catch (error) {
      showStartFailure(r.loading, error);
      return;
    }
    r.loading.hidden = true;
    this.#store = createStore(this.getAttribute('storage-key') || 'kata-arcade:mastermind', { version: STORE_VERSION, validate: validRecord });
    const record = this.#store.load();
    this.#look = this.getAttribute('look') === 'numbers' ? 'numbers' : record?.look ?? 'symbols';
    this.#seed = this.#seedAttribute();
    renderSetup(r, this.#attributeSettings());

    const id = this.getAttribute('game-id');
    if (id) {
      this.#loadId(id);
      return;
    }
    if (record) {
      try {
        const snap = this.#arcade.session.load(record.save);
        this.#seed = record.seed;
        this.#secret = record.secret;
        this.#secretShown = record.secretShown;
        this.#show(snap, { how: 'restore', draft: record.draft, active: record.active });
        this.#announcer.announce(`Saved game resumed. ${nextStep(snap, this.look)}`);
        return;
      } catch (error) {
        this.#startSafely(this.#attributeSettings(), `Your saved game could not be loaded: ${errorText(error)} A new game has started.`);
        return;
      }
    }
    this.#startSafely(this.#attributeSettings());
  }

  // Starts from settings; settings the engine refuses fall back to Classic, with its sentence shown.
  // An engine that failed inside is being recreated (arcade.mjs): Classic is tried again shortly.
  async #startSafely(settings, notice = '') {
    try {
      this.#start(settings);
      if (notice) this.#notice(notice);
      return;
    } catch (error) {
      notice = `${notice ? `${notice} ` : ''}The game could not start: ${errorText(error)} Classic Mastermind has started instead.`;
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        this.#start({ ...settings, preset: 'classic', mode: 'break' });
        this.#notice(notice);
        return;
      } catch (error) {
        if (attempt >= 10) {
          showStartFailure(this.#r.loading, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  }

  #seedAttribute() {
    const text = (this.getAttribute('seed') ?? '').trim();
    return /^\d+$/.test(text) ? Number(text) : null;
  }

  #attributeSettings() { return settingsFromAttributes((name) => this.getAttribute(name)); }
  #currentSettings() { return this.#snap ? settingsOf(this.#snap.view) : this.#attributeSettings(); }

  /** Starts a new game; throws the engine's sentence for settings it refuses. */
  #start(settings) {
    const params = paramsOf(settings);
    const snap = this.#arcade.session.create('mastermind', { params }, this.#random());
    this.#fresh();
    this.#show(snap, { how: 'new' });
    this.#announcer.announce(`New game: ${this.#r.meta.textContent}. ${nextStep(snap, this.look)}`);
    return snap;
  }

  // A game from a shared link. A bad id is reported and a new game starts instead.
  #loadId(id) {
    let snap;
    try {
      snap = this.#arcade.session.load(String(id).trim());
      if (!snap.save.startsWith('mastermind:')) throw Object.assign(new Error('That link is not a Mastermind game.'), { name: 'ArcadeError' });
    } catch (error) {
      this.#startSafely(this.#snap ? this.#currentSettings() : this.#attributeSettings(), `That game link could not be opened: ${errorText(error)} A new game has started instead.`);
      return false;
    }
    this.#fresh();
    this.#show(snap, { how: 'new' });
    this.#announcer.announce(`Shared game opened: ${this.#r.meta.textContent}. ${nextStep(snap, this.look)}`);
    return true;
  }

  // Forgets everything that belonged to the previous game.
  #fresh() {
    this.#cancelThinking();
    this.#cancelHint();
    this.#stalled = false;
    this.#secret = null;
    this.#secretShown = true;
    this.#draft = [];
    this.#active = 0;
    this.#answer = { exact: 0, misplaced: 0 };
    this.#event = null;
    this.#confirm(false);
  }

  #random() { return this.#seed === null ? undefined : { seed: this.#seed }; }

  // ---- wiring ----------------------------------------------------------------------------------

  #wire() {
    const r = this.#r;
    wireLayout(r, {
      pick: (colour) => this.#pick(colour),
      selectSlot: (index, slot) => { this.#active = index; this.#renderInput(slot); },
      clear: () => this.#clearRow(),
      hint: () => this.#hint(),
      submit: () => this.#submit(),
      answer: () => this.#sendAnswer(),
      useSecret: () => { const f = this.#fromSecret(); if (f) this.#setAnswer(f.exact, f.misplaced); },
      step: (which, by) => this.#step(which, by),
      stop: () => {
        this.#cancelThinking();
        this.#stalled = true;
        this.#notice('Stopped. The computer has not guessed yet: try again, or start a new game.');
        this.#render();
        r.retry.focus();
      },
      retry: () => { this.#stalled = false; this.#notice(''); this.#think(); },
      toggleSecret: () => { this.#secretShown = !this.#secretShown; this.#persist(); this.#render(); },
      undo: () => this.undo(),
      redo: () => this.redo(),
      giveUp: () => (this.#snap?.status.over ? this.#notice('The game is over.') : this.#confirm(true)),
      confirmGiveUp: () => { this.#confirm(false); this.giveUp(); },
      cancelGiveUp: () => { this.#confirm(false); r.giveUp.focus(); },
      share: () => this.#share(),
      newGame: () => this.#focusSetup(),
      again: () => this.#startFromSetup(this.#currentSettings()),
      setup: (settings) => this.#startFromSetup(settings),
      look: (look) => { this.#look = look; this.#persist(); this.#render(); },
    });
  }

  #startFromSetup(settings) {
    const r = this.#r;
    try {
      this.#start(settings);
      renderSetup(r, settings);
      r.setupError.hidden = true;
      r.headline.focus({ preventScroll: false });
    } catch (error) {
      r.setupError.textContent = errorText(error);
      r.setupError.hidden = false;
    }
  }

  #focusSetup() {
    const r = this.#r;
    renderSetup(r, this.#currentSettings());
    r.setupError.hidden = true;
    r.setup.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    (r.modeInputs.find((i) => i.checked) ?? r.modeInputs[0]).focus({ preventScroll: true });
  }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Shows a snapshot, saves it, narrates it and lets the host page know.
  #show(snap, { how, prev = null, draft = null, active = 0 }) {
    this.#snap = snap;
    const { view } = snap;
    this.#draft = draft && draft.length === view.pegs ? [...draft] : this.#draft.length === view.pegs ? this.#draft : Array(view.pegs).fill(0);
    this.#active = Math.min(Math.max(0, active), view.pegs - 1);
    if (how !== 'input') this.#answer = { exact: 0, misplaced: 0 };
    if (how !== 'restore' && how !== 'input') this.#notice('');
    if (how !== 'input') { this.#r.shareNote.textContent = ''; this.#r.shareLink.hidden = true; }
    if (prev) this.#event = describeChange(prev, snap, how, this.look);
    else if (how !== 'hint') this.#event = null;
    this.#persist();
    this.#r.loading.hidden = true;
    this.#r.game.hidden = false;
    this.#render();
    if (prev) this.#announcer.announce(this.#event);

    this.emit('mastermind-change', snap);
    const r = this.#r;
    if (snap.status.over && r.overTitle.dataset.fresh) {
      delete r.overTitle.dataset.fresh;
      if (how !== 'restore') r.overTitle.focus({ preventScroll: false });
      if (how !== 'restore' && (!prev || !prev.status.over)) {
        const make = view.mode === 'make';
        this.emit('mastermind-over', {
          mode: view.mode, solved: view.solved, gaveUp: view.gaveUp, guesses: view.history.length,
          secret: make ? (this.#secret ? [...this.#secret] : null) : view.secret,
          winner: make === view.solved ? 'computer' : 'you',
        });
      }
    }
    this.#maybeThink();
  }

  #render() {
    const r = this.#r;
    const snap = this.#snap;
    if (!snap) return;
    const look = this.look;
    const shape = `${snap.view.pegs}/${snap.view.colours}/${snap.view.duplicates}/${look}`;
    if (shape !== this.#shape) {
      this.#shape = shape;
      buildControls(r, snap.view, look);
      renderRules(r, snap.view, look);
    }
    const focused = this.shadowRoot.activeElement;
    renderGame(r, {
      snap, look, draft: this.#draft, active: this.#active, secret: this.#secret, secretShown: this.#secretShown,
      answer: this.#answer, thinking: this.#computer.active ? { seconds: this.#computer.seconds() } : null, stalled: this.#stalled,
      fromSecret: this.#fromSecret(), event: this.#event,
    });
    this.toggleAttribute('data-over', snap.status.over);
    this.#keepFocus(focused);
  }

  // Focus inside a part that just got hidden would fall back to the page: park it on the headline.
  #keepFocus(focused) {
    if (!focused || !(focused instanceof HTMLElement)) return;
    if (focused.closest('[hidden]') || (/** @type {HTMLButtonElement} */ (focused).disabled && focused.matches('button'))) {
      this.#r.headline.focus({ preventScroll: true });
    }
  }

  #persist() {
    if (!this.#snap || !this.#store) return;
    try {
      this.#store.save({
        save: this.#snap.save, draft: this.#draft, active: this.#active, secret: this.#secret,
        secretShown: this.#secretShown, look: this.#look, seed: this.#seed,
      });
    } catch (error) {
      this.#notice(`The game could not be saved: ${errorText(error)}`);
    }
  }

  #notice(text) { setNotice(this.#r.notice, text); }

  #confirm(on) {
    const r = this.#r;
    if (!r) return;
    r.confirm.hidden = !on;
    if (on) r.confirmNo.focus();
  }

  // ---- moves -----------------------------------------------------------------------------------

  // Runs one engine call on the current save; a refusal leaves the game as it was and is shown.
  #act(call, how) {
    const prev = this.#snap;
    if (!prev) return null;
    let next;
    try {
      next = call(prev.save);
    } catch (error) {
      this.#notice(shownSentence(errorText(error), prev.view));
      return null;
    }
    this.#show(next, { how, prev });
    return next;
  }

  #playing() { return this.#snap && !this.#snap.status.over; }
  #settingUp() {
    const v = this.#snap?.view;
    return Boolean(v && v.mode === 'make' && v.history.length === 0 && !this.#snap.status.over && !this.#computer.active && !this.#stalled);
  }
  #editing() { const v = this.#snap?.view; return Boolean(this.#playing() && (v.mode === 'break' || this.#settingUp())); }

  // Why the row cannot be edited now, or '' when it can.
  #notEditable() {
    const snap = this.#snap;
    if (!snap) return 'The game is still loading.';
    if (snap.status.over) return 'The game is over.';
    if (this.#editing()) return '';
    if (!snap.view.awaitingAnswer) return 'Please wait: the computer is choosing its guess.';
    const digits = isDigits(snap.view);
    return `Answer the computer's guess with ${digits ? 'B and C' : 'E and M'} (Shift for fewer), or the + and − buttons.`;
  }

  #pick(colour) {
    const why = this.#notEditable();
    if (why) { this.#notice(why); return; }
    const { view } = this.#snap;
    if (!(colour >= 1 && colour <= view.colours)) {
      this.#notice(`This game has ${view.colours} ${isDigits(view) ? 'digits' : 'colours'}: ${isDigits(view) ? 'that digit' : `colour ${colour}`} is not one of them.`);
      return;
    }
    this.#draft[this.#active] = colour;
    if (this.#active < view.pegs - 1) this.#active += 1;
    this.#notice('');
    this.#persist();
    this.#renderInput();
  }

  #moveSlot(to) {
    if (!this.#editing()) return;
    this.#active = Math.min(Math.max(0, to), this.#snap.view.pegs - 1);
    this.#persist();
    this.#renderInput();
  }

  #clearSlot(back) {
    if (!this.#editing()) return;
    if (this.#draft[this.#active] === 0 && back && this.#active > 0) this.#active -= 1;
    this.#draft[this.#active] = 0;
    this.#persist();
    this.#renderInput();
  }

  #clearRow() {
    if (!this.#editing()) return;
    this.#draft = Array(this.#snap.view.pegs).fill(0);
    this.#active = 0;
    this.#persist();
    this.#renderInput();
  }

  // Re-renders after input; focus that was on a slot follows the selected slot.
  #renderInput(clicked = null) {
    const focused = this.shadowRoot.activeElement;
    this.#render();
    const group = this.#settingUp() ? this.#r.secretSlots : this.#r.slots;
    if ((focused && focused.classList.contains('slot')) || clicked) group.children[this.#active]?.focus();
  }

  #submit() {
    if (!this.#snap) return;
    const { view, status } = this.#snap;
    if (status.over) { this.#notice('The game is over.'); return; }
    if (view.mode === 'make') {
      if (this.#settingUp()) this.#startMake();
      else if (view.awaitingAnswer) this.#sendAnswer();
      else this.#notice(this.#stalled ? 'The computer has not guessed yet: press Try again.' : 'Please wait: the computer is choosing its guess.');
      return;
    }
    const blank = this.#draft.indexOf(0);
    if (blank >= 0) {
      this.#notice(`Slot ${blank + 1} is empty: pick a ${isDigits(view) ? 'digit' : 'colour'} for every slot first.`);
      this.#active = blank;
      this.#renderInput();
      return;
    }
    const guess = [...this.#draft];
    const next = this.#act((save) => this.#arcade.session.play(save, `g${letters(guess)}`), 'move');
    if (next) {
      this.#draft = Array(view.pegs).fill(0);
      this.#active = 0;
      this.#persist();
      this.#render();
    }
  }

  // Make mode: the player's private secret (if any) is checked against the game's options, then
  // the computer makes its first guess. The secret never goes into the save or to the computer.
  #startMake() {
    const { view } = this.#snap;
    const filled = this.#draft.filter(Boolean).length;
    if (filled > 0 && filled < view.pegs) {
      this.#notice(`Your secret has ${filled} of ${view.pegs} ${isDigits(view) ? 'digits' : 'pegs'}: fill every slot, or clear it to keep the code in your head.`);
      return;
    }
    if (filled === view.pegs) {
      const problem = this.#checkSecret(this.#draft);
      if (problem) {
        this.#notice(shownSentence(problem, view));
        return;
      }
      this.#secret = [...this.#draft];
    } else {
      this.#secret = null;
    }
    this.#notice('');
    this.#think();
  }

  // The engine's objection to `code` as a code of this game, or '' (played as a guess in a
  // throwaway game with the same options: the real game never sees it).
  #checkSecret(code) {
    const params = this.#snap.save.split(':')[1].split(',').filter((p) => p !== 'make' && !['best', 'optimal', 'knuth', 'consistent'].includes(p)).join(',');
    try {
      const scratch = this.#arcade.session.create('mastermind', { params }, { seed: 1 });
      this.#arcade.session.play(scratch.save, `g${letters(code)}`);
      return '';
    } catch (error) {
      return errorText(error).replace('the guess', 'your secret');
    }
  }

  // The answer the player's own secret gives to the guess awaiting an answer, or null.
  #fromSecret() {
    const view = this.#snap?.view;
    if (!view || view.mode !== 'make' || !view.awaitingAnswer || !this.#secret || this.#snap.status.over) return null;
    try {
      return this.#arcade.mastermind.feedback(this.#secret, view.history[view.history.length - 1].guess);
    } catch {
      return null;
    }
  }

  #step(which, delta) {
    if (!this.#snap?.view.awaitingAnswer || this.#snap.status.over) return;
    const value = this.#answer[which] + delta;
    this.#setAnswer(which === 'exact' ? value : this.#answer.exact, which === 'misplaced' ? value : this.#answer.misplaced);
  }

  #setAnswer(exact, misplaced) {
    const pegs = this.#snap.view.pegs;
    const clamp = (n) => Math.min(Math.max(0, n), pegs);
    this.#answer = { exact: clamp(exact), misplaced: clamp(misplaced) };
    this.#render();
  }

  #sendAnswer() {
    if (!this.#snap) return;
    const { exact, misplaced } = this.#answer;
    this.#act((save) => this.#arcade.session.play(save, `a${exact}${misplaced}`), 'move');
  }

  // Undo/redo step over the computer's turn in make mode (the core's undoDecision/redoDecision), so they land where the player acts.
  #undoRedo(how) {
    if (!this.#snap) return;
    this.#cancelThinking();
    this.#cancelHint();
    this.#stalled = false;
    this.#confirm(false);
    const session = this.#arcade.session;
    const undoneGuess = how === 'undo' && this.#snap.view.mode === 'break' && this.#snap.lastMove?.startsWith('g')
      ? this.#snap.view.history[this.#snap.view.history.length - 1]?.guess : null;
    const next = this.#act((save) => (how === 'undo' ? session.undoDecision(save) : session.redoDecision(save)), how);
    if (!next) return;
    // An undone guess comes back into the row, to change one peg and try again.
    if (undoneGuess) this.#draft = [...undoneGuess];
    else if (next.view.mode === 'make' && next.view.history.length === 0) this.#draft = this.#secret ? [...this.#secret] : Array(next.view.pegs).fill(0);
    else this.#draft = Array(next.view.pegs).fill(0);
    this.#active = 0;
    this.#persist();
    this.#render();
  }

  // ---- the worker: computer guesses and hints ---------------------------------------------------

  #maybeThink() {
    const snap = this.#snap;
    if (!snap || snap.status.over || !snap.status.computerToMove || snap.view.history.length === 0) return;
    if (this.#computer.active || this.#stalled || !this.isConnected) return;
    this.#think();
  }

  #think() {
    const snap = this.#snap;
    if (!snap || this.#computer.active || snap.status.over || !snap.status.computerToMove) return;
    const save = snap.save;
    this.#stalled = false;
    this.#computer.start('session.computer', [save, this.#random()], {
      timeout: COMPUTER_TIMEOUT_MS,
      pause: this.flag('fast') || prefersReducedMotion() ? 0 : COMPUTER_PAUSE_MS,
      tick: (seconds) => { this.#r.thinkingText.textContent = `The computer is thinking… ${seconds} s`; },
      started: () => this.#render(),
      done: (next) => {
        if (this.#snap.save === save) this.#show(next, { how: 'computer', prev: snap });
      },
      failed: (error) => {
        this.#stalled = true;
        this.#notice(errorText(error));
        this.#render();
      },
    });
  }

  #cancelThinking() { this.#computer.cancel(); }

  async #hint() {
    const snap = this.#snap;
    if (!snap || this.#hinting) return;
    if (snap.status.over) { this.#notice('The game is over.'); return; }
    const controller = new AbortController();
    const hinting = { controller, save: snap.save };
    this.#hinting = hinting;
    const r = this.#r;
    r.hint.setAttribute('aria-busy', 'true');
    r.hint.classList.add('is-busy');
    try {
      const hint = await callEngine('mastermind.hint', [snap.save], { timeout: HINT_TIMEOUT_MS, signal: controller.signal });
      if (this.#hinting !== hinting || this.#snap.save !== snap.save) return;
      this.#draft = [...hint.guess];
      this.#active = Math.max(0, hint.guess.length - 1);
      const remain = hint.remaining === 1 ? '1 code remains: this is it!' : `${hint.remaining} codes remain.`;
      this.#event = `Hint: ${codeText(hint.guess, this.look)} fits every answer so far. ${remain}`;
      this.#notice('');
      this.#persist();
      this.#renderInput();
      this.#announcer.announce(`${this.#event} Press Enter to guess it.`);
    } catch (error) {
      if (this.#hinting === hinting) this.#notice(shownSentence(errorText(error), snap.view));
    } finally {
      if (this.#hinting === hinting) {
        this.#hinting = null;
        r.hint.removeAttribute('aria-busy');
        r.hint.classList.remove('is-busy');
      }
    }
  }

  #cancelHint() {
    const hinting = this.#hinting;
    if (!hinting) return;
    this.#hinting = null;
    hinting.controller.abort();
    this.#r?.hint.removeAttribute('aria-busy');
    this.#r?.hint.classList.remove('is-busy');
  }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share() {
    if (!this.#snap) return;
    const what = this.#snap.view.mode === 'make' ? 'these settings' : 'this code';
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, this.gameId, {
      copied: `Link copied. Whoever opens it plays ${what} from the start.`,
      manual: `Copy this link to share ${what}:`,
    });
  }

  // ---- keyboard (mastermind-input.js decides what a key asks for) --------------------------------

  #rove(group, target) {
    for (const item of group.children) item.tabIndex = item === target ? 0 : -1;
  }

  #key(event) {
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this, event)) return;
    const { view, status } = this.#snap;
    const command = keyCommand(event, {
      editing: this.#editing(), answering: view.mode === 'make' && view.awaitingAnswer && !status.over,
      digits: isDigits(view), pegs: view.pegs, answer: this.#answer, swatches: [...this.#r.palette.children],
    });
    if (!command || (command.type === 'close' && this.#r.confirm.hidden)) return;
    event.preventDefault();
    this.#run(command);
  }

  #run(command) {
    switch (command.type) {
      case 'undo': this.undo(); break;
      case 'redo': this.redo(); break;
      case 'submit': this.#submit(); break;
      case 'hint': this.#hint(); break;
      case 'close': this.#confirm(false); break;
      case 'pick': this.#pick(command.colour); break;
      case 'clear': this.#clearSlot(command.back); break;
      case 'step': this.#step(command.which, command.by); break;
      case 'slot': {
        const last = this.#snap.view.pegs - 1;
        this.#moveSlot(command.to === 'first' ? 0 : command.to === 'last' ? last : this.#active + command.to);
        break;
      }
      case 'swatch': {
        const swatch = this.#r.palette.children[command.index];
        this.#rove(this.#r.palette, swatch);
        swatch.focus();
        break;
      }
      default: break;
    }
  }
}

const letters = (code) => code.map((n) => String.fromCharCode(96 + n)).join('');

defineElement('mastermind-game', MastermindGame);
