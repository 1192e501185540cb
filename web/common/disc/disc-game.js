// disc-game.js: what the disc-dropping games (<rotate-game>, <connect4-game>) add to the shared GameController: the board,
// its cursor and landing preview, drops and their animation, the column keyboard; and DiscGameElement, their element.
import { ControlledGameElement } from '../game-controller.js';
import { prefersReducedMotion } from '../element.js';
import { landingRow, moveInGrid } from './disc-board.js';
import { colourName } from './disc-text.js';
import { overDetail } from '../grid/grid-dock.js';
import { buildBoard, markColumn } from './disc-view.js';

// A disc game's own spec is a DiscGameSpec (../game-spec.js, where its hooks are typed and
// documented with the controller's); DiscPlay makes the controller's GameSpec from it.
class DiscPlay {
  #play;           // the GameController
  #game;           // the game's spec
  #board = null;
  #cursor = 4;     // the chosen column (1-based) for arrows and Enter
  #hover = null;   // the column under the pointer or focus, for the landing preview
  #busy = false;   // an animation is drawing the board

  constructor(play, game) {
    this.#play = play;
    this.#game = game;
  }

  /** The whole spec the controller receives. @returns {import('../game-spec.js').GameSpec} */
  spec() {
    const game = this.#game;
    return {
      ...game,
      warmUpWorker: true,
      seatName: (snap, seat) => colourName(this.#play.t, game.colours[seat]),
      words: {
        resumed: (snap) => this.#told('disc.resumed', snap),
        started: (snap) => this.#told('disc.started', snap),
        opened: (snap) => this.#told('disc.opened', snap),
      },
      wire: (r, on) => game.wire(r, {
        ...on,
        drop: (column, from) => {
          if (from?.classList.contains('col')) this.#setCursor(column, { focus: false });
          this.drop(column);
        },
        hover: (column, how) => {
          if (column === null && how === 'focus' && this.#hover !== null && r.boardSlot.matches(':hover')) return;
          this.#hover = column;
          this.#paint();
        },
      }),
      fresh: () => {
        this.#hover = null;
        this.#board?.stop();
        this.#busy = false;
      },
      present: (snap, how, prev) => this.#present(snap, how, prev),
      sound: () => 'disc',
      model: () => ({ cursor: this.#cursor }),
      painted: () => this.#paint(),
      finished: () => { if (!this.#busy) this.#play.r.overTitle.focus({ preventScroll: true }); },
      overDetail,
      key: (event, lower) => this.#key(event, lower),
    };
  }

  // The announcement `key` of a game that starts, resumes or opens: its title and status.
  #told(key, snap) {
    return this.#play.t(key, { title: this.#game.title(this.#play.t, snap.view), status: this.#play.statusText(snap) });
  }

  drop(column) {
    this.#play.play(this.#game.dropMove(column));
  }

  // A new board when the shape changed; a move just played is animated (the computer's next move
  // waits for the promise returned).
  #present(snap, how, prev) {
    const shape = this.#game.shape(this.#play.t, snap.view);
    shape.height ??= shape.width;  // a square board
    if (!this.#board || this.#board.width !== shape.width || this.#board.height !== shape.height) {
      this.#board?.stop();
      this.#board = buildBoard(this.#play.r, shape);
      this.#cursor = Math.ceil(shape.width / 2);
      this.#setCursor(this.#cursor, { focus: false });
    }
    const animate = (how === 'move' || how === 'computer') && prev && !prefersReducedMotion();
    this.#board.stop();
    this.#busy = false;
    return animate ? this.#animate(prev, snap) : Promise.resolve();
  }

  async #animate(prev, next) {
    const game = this.#game;
    const board = this.#board;
    this.#busy = true;
    const marks = this.#marks(next);
    let done = await game.animate?.(prev, next, board, marks);
    if (done === undefined || done === null) {
      const c = next.view.lastColumn - 1;
      board.render(game.rows(next.view), { last: marks.last });
      done = await board.drop(landingRow(game.rows(prev.view), c), c);
    }
    if (!done || this.#play.snap !== next) return;
    this.#busy = false;
    this.#paint();
    if (next.status.over) this.#play.r.overTitle.focus({ preventScroll: true });
  }

  #marks(snap) {
    const { view } = snap;
    const marks = { win: this.#game.winCells(view) };
    if (view.lastColumn) {
      const c = view.lastColumn - 1;
      const r = this.#game.rows(view).findIndex((line) => line[c] !== '.');
      if (r >= 0) marks.last = [r, c];
    }
    return marks;
  }

  #paint() {
    const snap = this.#play.snap;
    if (!this.#board || !snap || this.#busy) return;
    const marks = this.#marks(snap);
    const column = this.#hover;
    const rows = this.#game.rows(snap.view);
    if (column && !this.#play.notYourMove() && !this.#play.thinking) {
      const r = landingRow(rows, column - 1);
      if (r >= 0) marks.ghost = { r, c: column - 1, piece: this.#game.pieces[snap.view.toMove] };
    }
    this.#board.render(rows, marks);
  }

  #setCursor(column, { focus = true } = {}) {
    const width = this.#board?.width ?? 7;
    this.#cursor = Math.max(1, Math.min(width, column));
    markColumn(this.#play.r, this.#cursor, focus);
  }

  /** Digits drop, arrows and Enter choose and drop, arrows move inside the board; then the game's own keys. */
  #key(event, lower) {
    const { key } = event;
    const origin = event.composedPath()[0];
    const element = origin instanceof Element ? origin : null;
    const inGrid = Boolean(element?.closest('.cell'));
    const onColumn = element?.closest('.col');
    const control = element?.closest('button, a, summary, input, select');
    if (inGrid && moveInGrid(this.#board, event)) {
      this.#hover = Number(this.#board.current().dataset.c) + 1;
      this.#setCursor(this.#hover, { focus: false });
      this.#paint();
      return true;
    }
    if ((key === 'Enter' || key === ' ') && inGrid) {
      if (!event.repeat) this.drop(Number(/** @type {HTMLElement} */ (element.closest('.cell')).dataset.c) + 1);
      return true;
    }
    if (key === 'Enter' || key === ' ') {
      if (control || key === ' ') return false;  // buttons and links do what they say
      if (!event.repeat) this.drop(this.#cursor);
      return true;
    }
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key) && (onColumn || !control)) {
      const width = this.#board.width;
      const to = key === 'Home' ? 1 : key === 'End' ? width : this.#cursor + (key === 'ArrowLeft' ? -1 : 1);
      this.#setCursor(((to - 1 + width) % width) + 1, { focus: Boolean(onColumn) });
      this.#hover = this.#cursor;
      this.#play.render();
      return true;
    }
    if (event.repeat) return false;
    if (/^[0-9]$/.test(key)) {
      const column = key === '0' ? 10 : Number(key);
      if (column <= this.#board.width) this.#setCursor(column, { focus: Boolean(onColumn) });
      this.drop(column);
      return true;
    }
    return Boolean(this.#game.key?.(event, lower));
  }
}

/**
 * The element of a disc-dropping game: the shared controlled element plus drop(column).
 * `makeSpec(play)` gives the game's spec (above); its hooks may keep `play` (the GameController).
 */
export class DiscGameElement extends ControlledGameElement {
  #disc = null;

  // The spec is made at the first connection (game-controller.js), when this element's fields exist.
  /** @param {(play: import('../game-controller.js').GameController) => import('../game-spec.js').DiscGameSpec} makeSpec @param {object} [options] */
  constructor(makeSpec, options) {
    super((play) => {
      this.#disc = new DiscPlay(play, makeSpec(play));
      return this.#disc.spec();
    }, options);
  }

  drop(column) { this.#disc?.drop(column); }
}
