// disc-board.js: the board of the disc-dropping games (<rotate-game>, <rotate-judge>, <connect4-game>): holes,
// discs with symbols as well as colours, an ARIA grid with labelled cells, and a disc's drop. Drawing only:
// which piece is where and who won always come from the engine. Rotate's turn of the board is in rotate-board.js.
import { h, prefersReducedMotion } from '../element.js';
import { createGrid } from '../grid/grid-board.js';

const SVG = 'http://www.w3.org/2000/svg';

/** Words for the board's characters: R red, B blue (Rotate), Y yellow (Connect Four), '.' empty. */
export const PIECE_NAME = { R: 'red', B: 'blue', Y: 'yellow', '.': 'empty' };

// The first player's disc carries a ring, the second's a cross. Both have a quarter-turn symmetry:
// in Rotate a disc looks the same before and after the board turns, so the turn can hand over from
// the rotated drawing to the new one without a jump.
function symbol(piece) {
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', '0 0 24 24');
  root.setAttribute('class', 'disc-symbol');
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, piece === 'R' ? 'circle' : 'path');
  if (piece === 'R') {
    shape.setAttribute('cx', '12');
    shape.setAttribute('cy', '12');
    shape.setAttribute('r', '6');
  } else {
    shape.setAttribute('d', 'M7 7L17 17M17 7L7 17');
  }
  root.append(shape);
  return root;
}

/** A disc of `piece` ('R', 'B' or 'Y'): a glossy bead carrying its symbol (a ring for red, a cross for the others). */
export function createDisc(piece, className = '') {
  return h('span', { class: `disc is-${PIECE_NAME[piece]}${className ? ` ${className}` : ''}`, part: 'disc', 'aria-hidden': 'true' }, symbol(piece));
}

/** The label a screen reader gets for a cell: "row 3, column 4, red" (rows counted from the top), in the words of `t`. */
export function cellLabel(t, r, c, piece, { win = false, last = false } = {}) {
  const where = t('disc.cell', { r: r + 1, c: c + 1, piece: t(`disc.piece.${PIECE_NAME[piece] ?? 'empty'}`) });
  return `${where}${win ? t('disc.cellWin') : ''}${last ? t('disc.cellLast') : ''}`;
}

/** The row a disc dropped in column `c` lands on, or -1 when the column is full (what to preview). */
export function landingRow(rows, c) {
  for (let r = rows.length - 1; r >= 0; r -= 1) if (rows[r][c] === '.') return r;
  return -1;
}

/** The easing of a falling disc (gravity: slow, then fast). */
export const EASE_IN = 'cubic-bezier(0.55, 0, 1, 0.45)';

/**
 * Builds a board of `width` × `height` cells (n × n when only `n` is given). kind: 'game' or
 * 'editor' (an interactive ARIA grid: focusable cells with one tab stop) or 'mini' (a picture with
 * a label, for lists of cases). Returns an object with element, stage, n (the width), width,
 * height, cells[r][c], render(rows, marks), disc(r, c), focusCell(r, c), current(), stop() and the
 * animation drop(r, c).
 * `t`: the element's page words (cell labels, the default label).
 * @param {{ n?: number, width?: number, height?: number, kind?: 'game' | 'editor' | 'mini', label?: string,
 *   t: (key: string, values?: Record<string, string | number>) => string }} options
 */
export function createBoard({ n, width = n, height = n, kind = 'game', label, t }) {
  const interactive = kind !== 'mini';
  const grid = createGrid({
    rows: height, cols: width, label: label ?? t('disc.board'), tag: 'div', interactive, className: 'stage', empty: '.', start: [height - 1, 0],
    fill: (cell) => cell.append(h('span', { class: 'hole', 'aria-hidden': 'true' })),
    paint: (cell, piece) => {
      cell.querySelector('.disc')?.remove();
      if (piece !== '.') cell.append(createDisc(piece));
    },
  });
  const { cells, element: stage } = grid;
  // data-n sizes the frame by its width (disc-board.css); data-height shapes a non-square one.
  // Columns are numbered 1, 2, 3… from the left in every language: the board stays left to right
  // when the page reads right to left (Hebrew).
  const element = h('div', { class: `board-frame is-${kind}`, 'data-n': String(width), 'data-height': String(height), dir: 'ltr' }, stage);
  let epoch = 0;
  // The moves' animations still running, which stop() ends. Kept here rather than asked of the
  // stage (getAnimations), which forces a layout: on a slow phone the first board's stop() took a
  // whole layout of its own before anything had moved (issue 25).
  const running = new Set();

  const board = {
    element, stage, grid, n: width, width, height, cells, kind,
    get epoch() { return epoch; },

    /** Keeps `animation` (one of a move's) until it ends, so that stop() can end it; returns it. */
    track(animation) {
      running.add(animation);
      const done = () => running.delete(animation);
      animation.finished.then(done, done);
      return animation;
    },

    /** Draws `rows` (top row first, 'R' 'B' 'Y' '.'); marks: { win: [[r, c]], last: [r, c], ghost: {r, c, piece} }. */
    render(rows, marks = {}) {
      const win = new Set((marks.win ?? []).map(([r, c]) => `${r},${c}`));
      const last = marks.last ? `${marks.last[0]},${marks.last[1]}` : '';
      const ghost = marks.ghost && marks.ghost.r >= 0 ? `${marks.ghost.r},${marks.ghost.c}` : '';
      stage.classList.toggle('has-win', win.size > 0);
      grid.render((r, c) => {
        const piece = rows[r]?.[c] ?? '.';
        const key = `${r},${c}`;
        return {
          piece,
          label: interactive ? cellLabel(t, r, c, piece, { win: win.has(key), last: key === last }) : undefined,
          classes: { 'is-win': win.has(key), 'is-last': key === last, 'is-ghost': key === ghost },
          data: { ghost: key === ghost ? marks.ghost.piece : undefined },
        };
      });
    },

    disc(r, c) { return cells[r][c].querySelector('.disc'); },

    /** Moves the grid's one tab stop to (r, c) and, unless `quiet`, focuses it. */
    focusCell: (r, c, options) => grid.focusCell(r, c, options),

    /** The cell holding the tab stop. */
    current: () => grid.current(),

    /** Ends every running animation at once (a newer state is about to be drawn). */
    stop() {
      epoch += 1;
      for (const animation of [...running]) animation.cancel();
      running.clear();
      stage.classList.remove('is-turning');
    },

    /** A disc falls into (r, c) from above the board, with a small bounce. Resolves when it lands. */
    async drop(r, c) {
      const disc = board.disc(r, c);
      if (!disc || prefersReducedMotion()) return true;
      const pitch = cells[1][0].offsetTop - cells[0][0].offsetTop;
      const from = cells[r][c].offsetTop + pitch;
      const duration = 220 + 55 * Math.sqrt(r + 1) * 4;
      const animation = board.track(disc.animate([
        { transform: `translateY(${-from}px)`, easing: EASE_IN },
        { transform: 'translateY(0)', offset: 0.78, easing: 'ease-out' },
        { transform: `translateY(${-pitch * 0.14}px)`, offset: 0.9, easing: 'ease-in' },
        { transform: 'translateY(0)' },
      ], { duration }));
      return animation.finished.then(() => true, () => false);
    },
  };
  return board;
}

/** Moves focus inside an interactive board's grid for arrow keys, Home and End (grid-board.js); true when handled. */
export const moveInGrid = (board, event) => board.grid.move(event);
