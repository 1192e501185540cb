// disc-game.js: DiscGameController, the play of the disc-dropping games (<rotate-game>, <connect4-game>): two seats,
// persons or computers (moving in the engine worker), undo/redo over the computer's moves, save and resume,
// share links, the column keyboard; and DiscGameElement, their element's shared half, which owns one.
import { warmUpWorker } from '../engine-client.js';
import { errorText } from '../engine.js';
import { ownsKey, prefersReducedMotion, undoRedoKey } from '../element.js';
import { ComputerTurn, GameElement, attempt, loadEngineFor, setNotice, shareLink } from '../game-element.js';
import { createAnnouncer } from '../announcer.js';
import { createStore } from '../storage.js';
import { landingRow, moveInGrid } from './disc-board.js';
import { buildBoard, markColumn } from './disc-view.js';

const STORE_VERSION = 1;
const COMPUTER_TIMEOUT_MS = 60000;
const COMPUTER_PAUSE_MS = 500;

/**
 * The spec, a game's parts (plain functions of engine values unless said otherwise):
 *   game, name          the engine's game name ('rotate') and the players' ('Rotate')
 *   storageKey          the default localStorage key of the saved game
 *   colours, pieces     seat names (['Red', 'Blue']) and board characters (['R', 'B'])
 *   layout()            the view's skeleton r (disc-view.js's buildTable and the game's own parts)
 *   wire(r, on)         connects the controls to the handlers in `on`
 *   renderSetup(r, settings), readSetup(r), render(r, model), setupFocus(r): the setup form and the
 *                       view's update (model: snap, thinking, stalled, cursor, event)
 *   fromAttributes(get), settingsOf(view), paramsOf(settings): new-game settings
 *   fallback(settings)  [settings, sentence] of the game to start when the engine refuses settings
 *   shape(view)         { width, height, label } of the board
 *   rows(view), winCells(view): the board as rows of characters (top first) and the winning cells
 *   dropMove(column)    the engine move dropping a disc in a 1-based column
 *   describeMove(snap), title(view): sentences
 * and hooks, closures over the element's own state:
 *   computer(snap)      optional { method, args, snapshot(result, ms) }: the worker call that moves
 *                       for the computer and the snapshot it leads to (default: session.computer);
 *                       ms is the call's time
 *   animate(prev, next, board, marks)  optional: a move of the game's own to draw (a promise of
 *                       true once drawn, false when interrupted), or null for a drop
 *   key(event, lower)   optional: the game's own keys; true when handled
 *   shown(snap, how)    optional: after every snapshot shown
 */
export class DiscGameController {
  #element;
  #spec;
  /** @type {import('../engine.js').Arcade | null} */
  #arcade = null;
  #store = null;
  #snap = null;
  #r = null;
  #board = null;
  #announcer = null;
  #computer = new ComputerTurn();  // the worker finding the computer's move
  #stalled = false;   // the computer is paused (stopped, undone to, or its move failed)
  #cursor = 4;        // the chosen column (1-based) for arrows and Enter
  #hover = null;      // the column under the pointer or focus, for the landing preview
  #event = '';        // the line under the board
  #animating = Promise.resolve();
  #busy = false;      // an animation is drawing the board

  /** `makeSpec(controller)` gives the game's parts (their hooks may keep the controller to act on the game). */
  constructor(element, makeSpec) {
    this.#element = element;
    this.#spec = makeSpec(this);
  }

  get arcade() { return this.#arcade; }
  get snap() { return this.#snap; }
  get r() { return this.#r; }
  get thinking() { return this.#computer.active; }
  get paused() { return this.#stalled; }
  get announcer() { return this.#announcer; }

  loadGame(id) {
    if (!this.#arcade) { this.#element.setAttribute('game-id', id); return false; }
    return this.#loadId(id);
  }

  newGame(settings = this.#currentSettings()) { return this.#start(settings); }

  // ---- start-up --------------------------------------------------------------------------------

  async boot() {
    const spec = this.#spec;
    const r = this.#r = spec.layout();
    this.#element.root.append(r.loading, r.game);
    this.#announcer = createAnnouncer(this.#element.root);
    this.#wire();
    // The worker loads its engine while this thread loads its own: a computer that moves first
    // answers without waiting for that.
    warmUpWorker();
    this.#arcade = await loadEngineFor(r.loading);
    if (!this.#arcade) return;
    const validRecord = (d) => d && typeof d.save === 'string' && d.save.startsWith(`${spec.game}:`) && typeof d.paused === 'boolean';
    this.#store = createStore(this.#element.getAttribute('storage-key') || spec.storageKey, { version: STORE_VERSION, validate: validRecord });
    spec.renderSetup(r, this.#attributeSettings());
    const id = this.#element.getAttribute('game-id');
    if (id) {
      this.#loadId(id);
      return;
    }
    const record = this.#store.load();
    if (record) {
      try {
        const snap = this.#arcade.session.load(record.save);
        this.#stalled = record.paused;
        this.#show(snap, { how: 'restore' });
        spec.renderSetup(r, spec.settingsOf(snap.view));
        this.#announcer.announce(`Saved game resumed: ${spec.title(snap.view)}. ${snap.status.text}`);
        return;
      } catch (error) {
        this.#startSafely(this.#attributeSettings(), `Your saved game could not be loaded: ${errorText(error)} A new game has started.`);
        return;
      }
    }
    this.#startSafely(this.#attributeSettings());
  }

  // Starts from settings; settings the engine refuses fall back to the game's default, with its sentence shown.
  #startSafely(settings, notice = '') {
    try {
      this.#start(settings);
      if (notice) this.notice(notice);
      return;
    } catch (error) {
      const [fallback, instead] = this.#spec.fallback(settings);
      notice = `${notice ? `${notice} ` : ''}The game could not start: ${errorText(error)} ${instead}`;
      try {
        this.#start(fallback);
      } catch {
        this.#start(this.#spec.fallback({})[0]);
      }
    }
    this.notice(notice);
  }

  #attributeSettings() { return this.#spec.fromAttributes((name) => this.#element.getAttribute(name)); }
  #currentSettings() { return this.#snap ? this.#spec.settingsOf(this.#snap.view) : this.#attributeSettings(); }

  /** Starts a new game; throws the engine's sentence for settings it refuses. */
  #start(settings) {
    const spec = this.#spec;
    const snap = this.#arcade.session.create(spec.game, { params: spec.paramsOf(settings) });
    this.#fresh();
    this.#show(snap, { how: 'new' });
    spec.renderSetup(this.#r, spec.settingsOf(snap.view));
    this.#announcer.announce(`New game: ${spec.title(snap.view)}. ${snap.status.text}`);
    return snap;
  }

  // A position from a shared link: a whole save, or a game id (game:params[:desc]) from the start.
  #loadId(id) {
    const spec = this.#spec;
    let text = String(id).trim();
    const fields = text.split(':').length;
    if (fields === 2) text += ':::0';
    else if (fields === 3) text += '::0';
    let snap;
    try {
      snap = this.#arcade.session.load(text);
      if (snap.game !== spec.game) throw Object.assign(new Error(`That link is not a ${spec.name} game.`), { name: 'ArcadeError' });
    } catch (error) {
      this.#startSafely(this.#currentSettings(), `That link could not be opened: ${errorText(error)} A new game has started instead.`);
      return false;
    }
    this.#fresh();
    this.#show(snap, { how: 'new' });
    spec.renderSetup(this.#r, spec.settingsOf(snap.view));
    this.#announcer.announce(`Shared position opened: ${spec.title(snap.view)}. ${snap.status.text}`);
    return true;
  }

  #fresh() {
    this.cancelThinking();
    this.#stalled = false;
    this.#event = '';
    this.#hover = null;
    this.#board?.stop();
    this.#busy = false;
  }

  // ---- wiring ----------------------------------------------------------------------------------

  #wire() {
    const r = this.#r;
    this.#spec.wire(r, {
      drop: (column, from) => {
        if (from?.classList.contains('col')) this.#setCursor(column, { focus: false });
        this.drop(column);
      },
      hover: (column, how) => {
        if (column === null && how === 'focus' && this.#hover !== null && r.boardSlot.matches(':hover')) return;
        this.#hover = column;
        this.#paintBoard();
      },
      stop: () => {
        this.cancelThinking();
        this.#stalled = true;
        this.#persist();
        this.notice('Stopped. The computer waits until you press “Let the computer move”.', false);
        this.render();
        r.resume.focus();
      },
      resume: () => { this.#stalled = false; this.notice(''); this.#persist(); this.render(); this.maybeThink(); },
      undo: () => this.undoRedo('undo'),
      redo: () => this.undoRedo('redo'),
      share: () => this.#share(),
      newGame: () => this.#focusSetup(),
      again: () => this.#startFromSetup(this.#currentSettings()),
      setup: () => this.#startFromSetup(this.#spec.readSetup(r)),
    });
  }

  #startFromSetup(settings) {
    const r = this.#r;
    try {
      this.#start(settings);
      r.setupError.hidden = true;
      r.headline.focus({ preventScroll: false });
    } catch (error) {
      r.setupError.textContent = errorText(error);
      r.setupError.hidden = false;
    }
  }

  #focusSetup() {
    const r = this.#r;
    this.#spec.renderSetup(r, this.#currentSettings());
    r.setupError.hidden = true;
    r.setup.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    this.#spec.setupFocus(r).focus({ preventScroll: true });
  }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Shows a snapshot (animating a move just played), saves it, narrates it and tells the host page.
  #show(snap, { how, prev = null }) {
    const spec = this.#spec;
    const wasOver = prev?.status.over ?? false;
    this.#snap = snap;
    if (how !== 'restore') this.notice('');
    this.#r.shareNote.textContent = '';
    this.#r.shareLink.hidden = true;
    const shape = spec.shape(snap.view);
    shape.height ??= shape.width;  // a square board
    if (!this.#board || this.#board.width !== shape.width || this.#board.height !== shape.height) {
      this.#board?.stop();
      this.#board = buildBoard(this.#r, shape);
      this.#cursor = Math.ceil(shape.width / 2);
      this.#setCursor(this.#cursor, { focus: false });
    }
    const moved = how === 'move' || how === 'computer';
    this.#event = moved || how === 'redo' ? spec.describeMove(snap) : how === 'undo' ? 'Move taken back.' : '';
    const animate = moved && prev && !prefersReducedMotion();
    this.#board.stop();
    this.#busy = false;
    this.#animating = animate ? this.#animateMove(prev, snap) : Promise.resolve();
    this.#persist();
    spec.shown?.(snap, how);
    this.render();
    if (moved || how === 'undo' || how === 'redo') {
      this.#announcer.announce(`${this.#event} ${snap.status.text}`);
    }
    this.#element.emit(`${spec.game}-change`, snap);
    if (snap.status.over && !wasOver && moved) {
      // The result and its buttons come next in the tab order (the animated path does this on landing).
      if (!animate) this.#r.overTitle.focus({ preventScroll: true });
      this.#element.emit(`${spec.game}-over`, { winners: [...snap.status.winners], draw: snap.status.winners.length !== 1, text: snap.status.text, save: snap.save });
    }
    this.maybeThink();
  }

  async #animateMove(prev, next) {
    const spec = this.#spec;
    const board = this.#board;
    this.#busy = true;
    const marks = this.#marks(next);
    let done = await spec.animate?.(prev, next, board, marks);
    if (done === undefined || done === null) {
      const view = next.view;
      const c = view.lastColumn - 1;
      board.render(spec.rows(view), { last: marks.last });
      done = await board.drop(landingRow(spec.rows(prev.view), c), c);
    }
    if (!done || this.#snap !== next) return;
    this.#busy = false;
    this.#paintBoard();
    if (next.status.over) this.#r.overTitle.focus({ preventScroll: true });
  }

  #marks(snap) {
    const { view } = snap;
    const marks = { win: this.#spec.winCells(view) };
    if (view.lastColumn) {
      const c = view.lastColumn - 1;
      const r = this.#spec.rows(view).findIndex((line) => line[c] !== '.');
      if (r >= 0) marks.last = [r, c];
    }
    return marks;
  }

  /** True when the game is on and a person is to move. */
  humanToMove() {
    const snap = this.#snap;
    return Boolean(snap && !snap.status.over && snap.view.seats[snap.view.toMove] === 'human');
  }

  #paintBoard() {
    if (!this.#board || !this.#snap || this.#busy) return;
    const marks = this.#marks(this.#snap);
    const column = this.#hover;
    const rows = this.#spec.rows(this.#snap.view);
    if (column && this.humanToMove() && !this.#computer.active) {
      const r = landingRow(rows, column - 1);
      if (r >= 0) marks.ghost = { r, c: column - 1, piece: this.#spec.pieces[this.#snap.view.toMove] };
    }
    this.#board.render(rows, marks);
  }

  /** Updates the view from the current snapshot (the element calls it when its own state changed). */
  render() {
    const snap = this.#snap;
    if (!snap) return;
    const r = this.#r;
    r.game.hidden = false;
    const focused = this.#element.shadowRoot.activeElement;
    this.#spec.render(r, {
      snap, thinking: this.#computer.active ? { seconds: this.#computer.seconds() } : null, stalled: this.#stalled,
      cursor: this.#cursor, event: this.#event,
    });
    this.#paintBoard();
    this.#element.toggleAttribute('data-over', snap.status.over);
    if (focused instanceof HTMLElement && (focused.closest('[hidden]') || /** @type {HTMLButtonElement} */ (focused).disabled)) r.headline.focus({ preventScroll: true });
  }

  #persist() {
    if (!this.#snap || !this.#store) return;
    try {
      this.#store.save({ save: this.#snap.save, paused: this.#stalled });
    } catch (error) {
      this.notice(`The game could not be saved: ${errorText(error)}`);
    }
  }

  /** Shows a sentence in the notice line (a live region); an error unless `isError` is false. */
  notice(text, isError = true) { setNotice(this.#r.notice, text, isError); }

  // ---- moves -----------------------------------------------------------------------------------

  /** Runs one engine call on the current save; a refusal leaves the game as it was and is shown. */
  act(call, how) {
    const prev = this.#snap;
    if (!prev) return null;
    // The notice is a live region: screen readers hear a refusal.
    const next = attempt(() => call(prev.save), (sentence) => this.notice(sentence));
    if (next) this.#show(next, { how, prev });
    return next;
  }

  /** Why a person cannot move now, or '' when they can. The engine still judges the move itself. */
  notYourMove() {
    const snap = this.#snap;
    if (!snap) return 'The game is still loading.';
    if (snap.status.over) return `The game is over: ${snap.status.text}`;
    if (snap.view.seats[snap.view.toMove] !== 'human') {
      const who = this.#spec.colours[snap.view.toMove];
      return this.#stalled ? `${who} is played by the computer, which is waiting: press “Let the computer move”.`
        : `Please wait: ${who} is played by the computer.`;
    }
    return '';
  }

  drop(column) {
    const why = this.notYourMove();
    if (why) { this.notice(why); return; }
    this.act((save) => this.#arcade.session.play(save, this.#spec.dropMove(column)), 'move');
  }

  /**
   * Undo and redo step over the computer's moves, so they land where a person is to move. A
   * computer left to move after an undo waits for the player's word (it would otherwise replay at once).
   */
  undoRedo(how) {
    const prev = this.#snap;
    if (!prev) return;
    const step = how === 'undo' ? prev.canUndo : prev.canRedo;
    if (!step) { this.notice(how === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.'); return; }
    this.cancelThinking();
    const session = this.#arcade.session;
    const anyHuman = prev.view.seats.includes('human');
    let next;
    try {
      next = session[how](prev.save);
      while (anyHuman && !next.status.over && next.status.computerToMove && (how === 'undo' ? next.canUndo : next.canRedo)) next = session[how](next.save);
    } catch (error) {
      this.notice(errorText(error));
      return;
    }
    this.#stalled = !next.status.over && next.status.computerToMove && (how === 'undo' || this.#stalled);
    this.#show(next, { how, prev });
  }

  #setCursor(column, { focus = true } = {}) {
    const width = this.#board?.width ?? 7;
    this.#cursor = Math.max(1, Math.min(width, column));
    markColumn(this.#r, this.#cursor, focus);
  }

  // ---- the computer, in the worker -------------------------------------------------------------

  /** Lets the computer move if it is its turn (after a connection, a resume or a move). */
  maybeThink() {
    const snap = this.#snap;
    if (!snap || snap.status.over || !snap.status.computerToMove) return;
    if (this.#computer.active || this.#stalled || !this.#element.isConnected) return;
    this.#think();
  }

  // The move lands after the short pause and after the previous move's animation has finished.
  #think() {
    const snap = this.#snap;
    const save = snap.save;
    const call = this.#spec.computer?.(snap)
      ?? { method: 'session.computer', args: [save], snapshot: (next) => next };
    this.#computer.start(call.method, call.args, {
      timeout: COMPUTER_TIMEOUT_MS,
      pause: this.#element.flag('fast') || prefersReducedMotion() ? 0 : COMPUTER_PAUSE_MS,
      after: this.#animating,
      tick: (seconds) => { this.#r.thinkingText.textContent = `${this.#spec.colours[snap.view.toMove]} is thinking… ${seconds} s`; },
      started: () => this.render(),
      done: (result, ms) => {
        if (this.#snap.save !== save) return;
        let next;
        try {
          next = call.snapshot(result, ms);
        } catch (error) {
          this.#computerFailed(error);
          return;
        }
        this.#show(next, { how: 'computer', prev: snap });
      },
      failed: (error) => this.#computerFailed(error),
    });
  }

  #computerFailed(error) {
    this.#stalled = true;
    this.notice(errorText(error));
    this.#persist();
    this.render();
  }

  cancelThinking() { this.#computer.cancel(); }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share() {
    if (!this.#snap) return;
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, this.#snap.save, {
      copied: 'Link copied. Whoever opens it continues from this position.',
      manual: 'Copy this link to share the position:',
    });
  }

  // ---- keyboard --------------------------------------------------------------------------------

  /** Every keydown on the document: digits drop, arrows and Enter choose and drop, U and Ctrl+Z/Y undo and redo. */
  key(event) {
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this.#element, event)) return;
    const { key } = event;
    const lower = key.length === 1 ? key.toLowerCase() : key;
    if (event.ctrlKey || event.metaKey) {
      const how = undoRedoKey(event);
      if (how) { event.preventDefault(); this.undoRedo(how); }
      return;
    }
    const origin = event.composedPath()[0];
    const element = origin instanceof Element ? origin : null;
    const inGrid = Boolean(element?.closest('.cell'));
    const onColumn = element?.closest('.col');
    const control = element?.closest('button, a, summary, input, select');
    if (inGrid && moveInGrid(this.#board, event)) {
      event.preventDefault();
      this.#hover = Number(this.#board.current().dataset.c) + 1;
      this.#setCursor(this.#hover, { focus: false });
      this.#paintBoard();
      return;
    }
    if ((key === 'Enter' || key === ' ') && inGrid) {
      event.preventDefault();
      if (!event.repeat) this.drop(Number(/** @type {HTMLElement} */ (element.closest('.cell')).dataset.c) + 1);
      return;
    }
    if (key === 'Enter' || key === ' ') {
      if (control) return; // buttons and links do what they say
      if (key === ' ') return;
      event.preventDefault();
      if (!event.repeat) this.drop(this.#cursor);
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key) && (onColumn || !control)) {
      event.preventDefault();
      const width = this.#board.width;
      const to = key === 'Home' ? 1 : key === 'End' ? width : this.#cursor + (key === 'ArrowLeft' ? -1 : 1);
      this.#setCursor(((to - 1 + width) % width) + 1, { focus: Boolean(onColumn) });
      this.#hover = this.#cursor;
      this.render();
      return;
    }
    if (event.repeat) return;
    if (/^[0-9]$/.test(key)) {
      event.preventDefault();
      const column = key === '0' ? 10 : Number(key);
      if (column <= this.#board.width) this.#setCursor(column, { focus: Boolean(onColumn) });
      this.drop(column);
      return;
    }
    if (this.#spec.key?.(event, lower)) { event.preventDefault(); return; }
    if (lower === 'u') { event.preventDefault(); this.undoRedo('undo'); }
  }
}

/**
 * The element half every disc-dropping game shares: the controller, the properties snapshot, save,
 * thinking, paused and the methods drop, undo, redo, loadGame, newGame. `makeSpec(play)` gives the
 * game's parts (see DiscGameController); its hooks may keep `play` to act on the game. `suspend`:
 * what else stops when the element leaves the page.
 */
export class DiscGameElement extends GameElement {
  #play;

  /**
   * @param {(play: any) => any} makeSpec
   * @param {{ suspend?: () => void }} [options]
   */
  constructor(makeSpec, { suspend } = {}) {
    super({
      boot: () => this.#play.boot(),
      resume: () => this.#play.maybeThink(),
      suspend: () => { this.#play.cancelThinking(); suspend?.(); },
      key: (event) => this.#play.key(event),
    });
    this.#play = new DiscGameController(this, makeSpec);
  }

  get snapshot() { return this.#play.snap; }
  get save() { return this.#play.snap?.save ?? null; }
  /** True while the computer is choosing a move (in the engine worker). */
  get thinking() { return this.#play.thinking; }
  /** True when a computer is to move but waits for "Let the computer move" (after Stop or an undo). */
  get paused() { return this.#play.paused; }

  drop(column) { this.#play.drop(column); }
  undo() { this.#play.undoRedo('undo'); }
  redo() { this.#play.undoRedo('redo'); }
  loadGame(id) { return this.#play.loadGame(id); }
  newGame(settings) { return this.#play.newGame(settings); }
}
