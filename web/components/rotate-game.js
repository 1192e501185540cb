// rotate-game.js: the <rotate-game> custom element: Connect-K where each player may turn the board once, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   size         the board's side, 5-10 (default 7)
//   k            discs in a row to win, 3 to size (default 4)
//   players      two seat letters, Red's then Blue's: h person, 1 casual, 2 medium, 3 strong
//                computer (default "h2")
//   game-id      a position to open, as shared by link: a whole save ("rotate:h2,n7,k4::d4.d4:2")
//                or a game id ("rotate:h2,n7,k4")
//   storage-key  localStorage key of the saved game (default "kata-arcade:rotate")
//   fast         the computer's moves appear without the short pause
// Events (bubbling, composed):
//   rotate-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   rotate-over    detail: { winners: [seats], draw, text, save }
// Properties and methods: snapshot, save, thinking, paused, drop(column), turn(), undo(), redo(), loadGame(id),
//   newGame(settings {n, k, seats}).
// Theming: --arcade-font, --arcade-fg, --arcade-muted, --arcade-surface, --arcade-surface-muted,
//   --arcade-border, --arcade-accent, --arcade-accent-strong, --arcade-on-accent, --arcade-focus,
//   --arcade-radius, --arcade-shadow, --arcade-board-bg, --arcade-board-fg, --arcade-board-muted,
//   --rotate-red, --rotate-blue, --rotate-frame, --rotate-frame-edge, --rotate-hole, --rotate-win;
//   ::part(root game board grid disc columns column player player-red player-blue thinking result
//   notice event setup rules button turn-button undo-button redo-button share-button ...).
// Keys (focus in the element, or on the page outside other components): 1-9 and 0 drop in that
// column, T turns the board, ←/→ choose a column and Enter drops, arrows move inside the board,
// Ctrl+Z / U undo, Ctrl+Y redo.
import { engine, errorText } from '../js/engine.js';
import { defineElement, ownsKey, prefersReducedMotion, undoRedoKey } from '../js/element.js';
import { ComputerTurn, GameElement, setNotice, shareLink, showStartFailure } from '../js/game-element.js';
import { createAnnouncer } from '../js/announcer.js';
import { createStore } from '../js/storage.js';
import { landingRow, moveInGrid } from './rotate-board.js';
import { COLOUR, PIECE, describeMove, gameTitle, paramsOf, settingsFromAttributes, settingsOf } from './rotate-text.js';
import { buildBoard, buildLayout, renderGame, renderSetup, wireLayout } from './rotate-view.js';

const STORE_VERSION = 1;
const COMPUTER_TIMEOUT_MS = 60000;
const COMPUTER_PAUSE_MS = 500;

const validRecord = (d) => d && typeof d.save === 'string' && d.save.startsWith('rotate:') && typeof d.paused === 'boolean';

export class RotateGame extends GameElement {
  static styles = ['./rotate-base.css', './rotate-board.css', './rotate-game.css'].map((file) => new URL(file, import.meta.url));

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

  get snapshot() { return this.#snap; }
  get save() { return this.#snap?.save ?? null; }
  /** True while the computer is choosing a move (in the engine worker). */
  get thinking() { return this.#computer.active; }
  /** True when a computer is to move but waits for "Let the computer move" (after Stop or an undo). */
  get paused() { return this.#stalled; }

  constructor() {
    super({
      boot: () => this.#boot(),
      resume: () => this.#maybeThink(),
      suspend: () => this.#cancelThinking(),
      key: (event) => this.#key(event),
    });
  }

  drop(column) { this.#drop(column); }
  turn() { this.#turn(); }
  undo() { this.#undoRedo('undo'); }
  redo() { this.#undoRedo('redo'); }
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
    this.#store = createStore(this.getAttribute('storage-key') || 'kata-arcade:rotate', { version: STORE_VERSION, validate: validRecord });
    renderSetup(r, this.#attributeSettings());
    const id = this.getAttribute('game-id');
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
        renderSetup(r, settingsOf(snap.view));
        this.#announcer.announce(`Saved game resumed: ${gameTitle(snap.view)}. ${snap.status.text}`);
        return;
      } catch (error) {
        this.#startSafely(this.#attributeSettings(), `Your saved game could not be loaded: ${errorText(error)} A new game has started.`);
        return;
      }
    }
    this.#startSafely(this.#attributeSettings());
  }

  // Starts from settings; settings the engine refuses fall back to the default game, with its sentence shown.
  #startSafely(settings, notice = '') {
    try {
      this.#start(settings);
      if (notice) this.#notice(notice);
      return;
    } catch (error) {
      notice = `${notice ? `${notice} ` : ''}The game could not start: ${errorText(error)} A 7 × 7 game has started instead.`;
    }
    try {
      this.#start({ n: 7, k: 4, seats: settings.seats?.length === 2 ? settings.seats : ['human', 'medium'] });
    } catch {
      this.#start({ n: 7, k: 4, seats: ['human', 'medium'] });
    }
    this.#notice(notice);
  }

  #attributeSettings() { return settingsFromAttributes((name) => this.getAttribute(name)); }
  #currentSettings() { return this.#snap ? settingsOf(this.#snap.view) : this.#attributeSettings(); }

  /** Starts a new game; throws the engine's sentence for settings it refuses. */
  #start(settings) {
    const snap = this.#arcade.session.create('rotate', { params: paramsOf(settings) });
    this.#fresh();
    this.#show(snap, { how: 'new' });
    renderSetup(this.#r, settingsOf(snap.view));
    this.#announcer.announce(`New game: ${gameTitle(snap.view)}. ${snap.status.text}`);
    return snap;
  }

  // A position from a shared link: a whole save, or a game id (game:params[:desc]) from the start.
  #loadId(id) {
    let text = String(id).trim();
    const fields = text.split(':').length;
    if (fields === 2) text += ':::0';
    else if (fields === 3) text += '::0';
    let snap;
    try {
      snap = this.#arcade.session.load(text);
      if (snap.game !== 'rotate') throw Object.assign(new Error('That link is not a Rotate game.'), { name: 'ArcadeError' });
    } catch (error) {
      this.#startSafely(this.#snap ? this.#currentSettings() : this.#attributeSettings(), `That link could not be opened: ${errorText(error)} A new game has started instead.`);
      return false;
    }
    this.#fresh();
    this.#show(snap, { how: 'new' });
    renderSetup(this.#r, settingsOf(snap.view));
    this.#announcer.announce(`Shared position opened: ${gameTitle(snap.view)}. ${snap.status.text}`);
    return true;
  }

  #fresh() {
    this.#cancelThinking();
    this.#stalled = false;
    this.#event = '';
    this.#hover = null;
    this.#board?.stop();
    this.#busy = false;
  }

  // ---- wiring ----------------------------------------------------------------------------------

  #wire() {
    const r = this.#r;
    wireLayout(r, {
      drop: (column, from) => {
        if (from?.classList.contains('col')) this.#setCursor(column, { focus: false });
        this.#drop(column);
      },
      turn: (seat) => this.#turn(seat),
      hover: (column, how) => {
        if (column === null && how === 'focus' && this.#hover !== null && this.#r.boardSlot.matches(':hover')) return;
        this.#hover = column;
        this.#paintBoard();
      },
      stop: () => {
        this.#cancelThinking();
        this.#stalled = true;
        this.#persist();
        this.#notice('Stopped. The computer waits until you press “Let the computer move”.', false);
        this.#render();
        r.resume.focus();
      },
      resume: () => { this.#stalled = false; this.#notice(''); this.#persist(); this.#render(); this.#maybeThink(); },
      undo: () => this.undo(),
      redo: () => this.redo(),
      share: () => this.#share(),
      newGame: () => this.#focusSetup(),
      again: () => this.#startFromSetup(this.#currentSettings()),
      setup: (settings) => this.#startFromSetup(settings),
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
    renderSetup(r, this.#currentSettings());
    r.setupError.hidden = true;
    r.setup.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    r.size.focus({ preventScroll: true });
  }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Shows a snapshot (animating a move just played), saves it, narrates it and tells the host page.
  #show(snap, { how, prev = null }) {
    const wasOver = prev?.status.over ?? false;
    this.#snap = snap;
    if (how !== 'restore') this.#notice('');
    this.#r.shareNote.textContent = '';
    this.#r.shareLink.hidden = true;
    if (!this.#board || this.#board.n !== snap.view.n) {
      this.#board?.stop();
      this.#board = buildBoard(this.#r, snap.view.n);
      this.#cursor = Math.ceil(snap.view.n / 2);
      this.#setCursor(this.#cursor, { focus: false });
    }
    this.#event = how === 'move' || how === 'computer' || how === 'redo' ? describeMove(snap) : how === 'undo' ? 'Move taken back.' : '';
    const animate = (how === 'move' || how === 'computer') && prev && !prefersReducedMotion();
    this.#board.stop();
    this.#busy = false;
    if (animate) this.#animating = this.#animateMove(prev, snap);
    else this.#animating = Promise.resolve();
    this.#persist();
    this.#render();
    if (how === 'move' || how === 'computer' || how === 'undo' || how === 'redo') {
      this.#announcer.announce(`${this.#event} ${snap.status.text}`);
    }
    this.emit('rotate-change', snap);
    if (snap.status.over && !wasOver && (how === 'move' || how === 'computer')) {
      // The result and its buttons come next in the tab order (the animated path does this on landing).
      if (!animate) this.#r.overTitle.focus({ preventScroll: true });
      this.emit('rotate-over', { winners: [...snap.status.winners], draw: snap.status.winners.length !== 1, text: snap.status.text, save: snap.save });
    }
    this.#maybeThink();
  }

  async #animateMove(prev, next) {
    const board = this.#board;
    this.#busy = true;
    const marks = this.#marks(next);
    let done;
    if (next.lastMove === 'r') {
      done = await board.turn(prev.view.rows, next.view.rows, marks);
    } else {
      const c = next.view.lastColumn - 1;
      board.render(next.view.rows, { last: marks.last });
      done = await board.drop(landingRow(prev.view.rows, c), c);
    }
    if (!done || this.#snap !== next) return;
    this.#busy = false;
    this.#paintBoard();
    if (next.status.over) this.#r.overTitle.focus({ preventScroll: true });
  }

  #marks(snap) {
    const { view } = snap;
    const marks = { win: view.winningCells };
    if (view.lastColumn) {
      const c = view.lastColumn - 1;
      const r = view.rows.findIndex((line) => line[c] !== '.');
      if (r >= 0) marks.last = [r, c];
    }
    return marks;
  }

  #humanToMove() {
    const snap = this.#snap;
    return Boolean(snap && !snap.status.over && snap.view.seats[snap.view.toMove] === 'human');
  }

  #paintBoard() {
    if (!this.#board || !this.#snap || this.#busy) return;
    const marks = this.#marks(this.#snap);
    const column = this.#hover;
    if (column && this.#humanToMove() && !this.#computer.active) {
      const r = landingRow(this.#snap.view.rows, column - 1);
      if (r >= 0) marks.ghost = { r, c: column - 1, piece: PIECE[this.#snap.view.toMove] };
    }
    this.#board.render(this.#snap.view.rows, marks);
  }

  #render() {
    const snap = this.#snap;
    if (!snap) return;
    const r = this.#r;
    r.game.hidden = false;
    const focused = this.shadowRoot.activeElement;
    renderGame(r, {
      snap, thinking: this.#computer.active ? { seconds: this.#computer.seconds() } : null, stalled: this.#stalled,
      cursor: this.#cursor, event: this.#event,
    });
    this.#paintBoard();
    this.toggleAttribute('data-over', snap.status.over);
    if (focused instanceof HTMLElement && (focused.closest('[hidden]') || focused.disabled)) r.headline.focus({ preventScroll: true });
  }

  #persist() {
    if (!this.#snap || !this.#store) return;
    try {
      this.#store.save({ save: this.#snap.save, paused: this.#stalled });
    } catch (error) {
      this.#notice(`The game could not be saved: ${errorText(error)}`);
    }
  }

  #notice(text, isError = true) { setNotice(this.#r.notice, text, isError); }

  // ---- moves -----------------------------------------------------------------------------------

  // Runs one engine call on the current save; a refusal leaves the game as it was and is shown.
  #act(call, how) {
    const prev = this.#snap;
    if (!prev) return null;
    let next;
    try {
      next = call(prev.save);
    } catch (error) {
      this.#notice(errorText(error)); // a live region: screen readers hear it
      return null;
    }
    this.#show(next, { how, prev });
    return next;
  }

  // Why a person cannot move now, or '' when they can. The engine still judges the move itself.
  #notYourMove() {
    const snap = this.#snap;
    if (!snap) return 'The game is still loading.';
    if (snap.status.over) return `The game is over: ${snap.status.text}`;
    if (snap.view.seats[snap.view.toMove] !== 'human') {
      const who = COLOUR[snap.view.toMove];
      return this.#stalled ? `${who} is played by the computer, which is waiting: press “Let the computer move”.`
        : `Please wait: ${who} is played by the computer.`;
    }
    return '';
  }

  #drop(column) {
    const why = this.#notYourMove();
    if (why) { this.#notice(why); return; }
    this.#act((save) => this.#arcade.session.play(save, `d${column}`), 'move');
  }

  // The turn button of a seat, or T for the player to move. The engine refuses a second turn.
  #turn(seat = null) {
    const why = this.#notYourMove();
    if (why) { this.#notice(why); return; }
    if (seat !== null && seat !== this.#snap.view.toMove) {
      this.#notice(`It is ${COLOUR[this.#snap.view.toMove]}'s move: ${COLOUR[seat]} can turn the board on ${COLOUR[seat]}'s own move.`);
      return;
    }
    this.#act((save) => this.#arcade.session.play(save, 'r'), 'move');
  }

  // Undo and redo step over the computer's moves, so they land where a person is to move. A
  // computer left to move after an undo waits for the player's word (it would otherwise replay at once).
  #undoRedo(how) {
    const prev = this.#snap;
    if (!prev) return;
    const step = how === 'undo' ? prev.canUndo : prev.canRedo;
    if (!step) { this.#notice(how === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.'); return; }
    this.#cancelThinking();
    const session = this.#arcade.session;
    const anyHuman = prev.view.seats.includes('human');
    let next;
    try {
      next = session[how](prev.save);
      while (anyHuman && !next.status.over && next.status.computerToMove && (how === 'undo' ? next.canUndo : next.canRedo)) next = session[how](next.save);
    } catch (error) {
      this.#notice(errorText(error));
      return;
    }
    this.#stalled = !next.status.over && next.status.computerToMove && (how === 'undo' || this.#stalled);
    this.#show(next, { how, prev });
  }

  #setCursor(column, { focus = true } = {}) {
    const n = this.#snap?.view.n ?? this.#board?.n ?? 7;
    this.#cursor = Math.max(1, Math.min(n, column));
    const buttons = [...this.#r.columns.children];
    for (const b of buttons) {
      const on = Number(b.dataset.col) === this.#cursor;
      b.tabIndex = on ? 0 : -1;
      b.classList.toggle('is-cursor', on);
    }
    if (focus) buttons[this.#cursor - 1]?.focus();
  }

  // ---- the computer, in the worker -------------------------------------------------------------

  #maybeThink() {
    const snap = this.#snap;
    if (!snap || snap.status.over || !snap.status.computerToMove) return;
    if (this.#computer.active || this.#stalled || !this.isConnected) return;
    this.#think();
  }

  // The move lands after the short pause and after the previous move's animation has finished.
  #think() {
    const snap = this.#snap;
    const save = snap.save;
    this.#computer.start('session.computer', [save], {
      timeout: COMPUTER_TIMEOUT_MS,
      pause: this.flag('fast') || prefersReducedMotion() ? 0 : COMPUTER_PAUSE_MS,
      after: this.#animating,
      tick: (seconds) => { this.#r.thinkingText.textContent = `${COLOUR[snap.view.toMove]} is thinking… ${seconds} s`; },
      started: () => this.#render(),
      done: (next) => {
        if (this.#snap.save === save) this.#show(next, { how: 'computer', prev: snap });
      },
      failed: (error) => {
        this.#stalled = true;
        this.#notice(errorText(error));
        this.#persist();
        this.#render();
      },
    });
  }

  #cancelThinking() { this.#computer.cancel(); }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share() {
    if (!this.#snap) return;
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, this.#snap.save, {
      copied: 'Link copied. Whoever opens it continues from this position.',
      manual: 'Copy this link to share the position:',
    });
  }

  // ---- keyboard --------------------------------------------------------------------------------

  #key(event) {
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this, event)) return;
    const { key } = event;
    const lower = key.length === 1 ? key.toLowerCase() : key;
    if (event.ctrlKey || event.metaKey) {
      const how = undoRedoKey(event);
      if (how) { event.preventDefault(); this[how](); }
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
      if (!event.repeat) this.#drop(Number(element.closest('.cell').dataset.c) + 1);
      return;
    }
    if (key === 'Enter' || key === ' ') {
      if (control) return; // buttons and links do what they say
      if (key === ' ') return;
      event.preventDefault();
      if (!event.repeat) this.#drop(this.#cursor);
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key) && (onColumn || !control)) {
      event.preventDefault();
      const n = this.#snap.view.n;
      const to = key === 'Home' ? 1 : key === 'End' ? n : this.#cursor + (key === 'ArrowLeft' ? -1 : 1);
      this.#setCursor(((to - 1 + n) % n) + 1, { focus: Boolean(onColumn) });
      this.#hover = this.#cursor;
      this.#render();
      return;
    }
    if (event.repeat) return;
    if (/^[0-9]$/.test(key)) {
      event.preventDefault();
      const column = key === '0' ? 10 : Number(key);
      if (column <= this.#snap.view.n) this.#setCursor(column, { focus: Boolean(onColumn) });
      this.#drop(column);
      return;
    }
    if (lower === 't') { event.preventDefault(); this.#turn(); return; }
    if (lower === 'u') { event.preventDefault(); this.undo(); }
  }
}

defineElement('rotate-game', RotateGame);
