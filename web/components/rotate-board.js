// rotate-board.js: the Rotate board shared by <rotate-game> and <rotate-judge>: holes, discs with symbols,
// an ARIA grid with labelled cells, and the animations (a disc dropping; the board turning clockwise
// and the pieces falling). Drawing only: which piece is where and who won always come from the engine.
import { h, prefersReducedMotion } from '../js/element.js';

const SVG = 'http://www.w3.org/2000/svg';

/** Words for the board's characters. */
export const PIECE_NAME = { R: 'red', B: 'blue', '.': 'empty' };

// Symbols with a quarter-turn symmetry (a ring, a cross): a disc looks the same before and after the
// board turns, so the turn can hand over from the rotated drawing to the new one without a jump.
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

/** A disc of `piece` ('R' or 'B'): a glossy bead carrying its symbol (ring for red, cross for blue). */
export function createDisc(piece, className = '') {
  return h('span', { class: `disc ${piece === 'R' ? 'is-red' : 'is-blue'}${className ? ` ${className}` : ''}`, part: 'disc', 'aria-hidden': 'true' }, symbol(piece));
}

/** The label a screen reader gets for a cell: "row 3, column 4, red" (rows counted from the top). */
export function cellLabel(r, c, piece, { win = false, last = false } = {}) {
  return `row ${r + 1}, column ${c + 1}, ${PIECE_NAME[piece] ?? 'empty'}${win ? ', in a winning line' : ''}${last ? ', last move' : ''}`;
}

/**
 * The real picture of a judge's answer: analyze() gives the turned board in its equivalent
 * "pushed right" form; turning that form a quarter clockwise gives what the player sees
 * (cell (r, c) goes to (c, n-1-r)). Cells map the same way.
 */
export function pictureOfPushed(rows) {
  const n = rows.length;
  const out = Array.from({ length: n }, () => Array(n).fill('.'));
  rows.forEach((row, r) => [...row].forEach((piece, c) => { out[c][n - 1 - r] = piece; }));
  return out.map((row) => row.join(''));
}
export const cellOfPushed = ([r, c], n) => [c, n - 1 - r];

/**
 * Where each piece of `rows` lands when the board turns a quarter clockwise and gravity pulls:
 * the piece at (r, c) is carried to (c, n-1-r), then falls to the bottom of that column keeping
 * the order of its row. Returns [{ piece, row, col, fromRow }] in final coordinates (geometry for
 * the animation; the engine's rows are what is shown).
 */
export function fallPlan(rows) {
  const n = rows.length;
  const plan = [];
  rows.forEach((row, r) => {
    const pieces = [...row].map((piece, c) => ({ piece, c })).filter((p) => p.piece !== '.');
    pieces.forEach((p, i) => plan.push({ piece: p.piece, row: n - pieces.length + i, col: n - 1 - r, fromRow: p.c }));
  });
  return plan;
}

/** The row a disc dropped in column `c` lands on, or -1 when the column is full (what to preview). */
export function landingRow(rows, c) {
  for (let r = rows.length - 1; r >= 0; r -= 1) if (rows[r][c] === '.') return r;
  return -1;
}

const easeIn = 'cubic-bezier(0.55, 0, 1, 0.45)';

/**
 * Builds a board of n×n cells. kind: 'game' or 'editor' (an interactive ARIA grid: focusable
 * cells with one tab stop) or 'mini' (a picture with a label, for lists of cases).
 * Returns an object with element, stage, n, cells[r][c], render(rows, marks), disc(r, c),
 * focusCell(r, c), stop() and the animations drop(r, c) and turn(before, after, marks).
 */
export function createBoard({ n, kind = 'game', label = 'Board' }) {
  const interactive = kind !== 'mini';
  const cells = [];
  const rowsEls = [];
  for (let r = 0; r < n; r += 1) {
    const row = h('div', { class: 'grid-row', role: interactive ? 'row' : null, 'aria-rowindex': interactive ? String(r + 1) : null });
    cells.push([]);
    for (let c = 0; c < n; c += 1) {
      const cell = h('div', {
        class: 'cell', 'data-r': String(r), 'data-c': String(c),
        role: interactive ? 'gridcell' : null, 'aria-colindex': interactive ? String(c + 1) : null,
        tabindex: interactive ? (r === n - 1 && c === 0 ? '0' : '-1') : null,
      }, h('span', { class: 'hole', 'aria-hidden': 'true' }));
      row.append(cell);
      cells[r].push(cell);
    }
    rowsEls.push(row);
  }
  const stage = h('div', {
    class: 'stage', part: 'grid',
    role: interactive ? 'grid' : 'img', 'aria-label': label,
    'aria-rowcount': interactive ? String(n) : null, 'aria-colcount': interactive ? String(n) : null,
  }, rowsEls);
  const element = h('div', { class: `board-frame is-${kind}`, 'data-n': String(n) }, stage);
  const pieces = Array.from({ length: n }, () => Array(n).fill('.'));
  let epoch = 0;

  const board = {
    element, stage, n, cells, kind,
    get epoch() { return epoch; },

    /** Draws `rows` (top row first, 'R' 'B' '.'); marks: { win: [[r, c]], last: [r, c], ghost: {r, c, piece} }. */
    render(rows, marks = {}) {
      const win = new Set((marks.win ?? []).map(([r, c]) => `${r},${c}`));
      const last = marks.last ? `${marks.last[0]},${marks.last[1]}` : '';
      const ghost = marks.ghost && marks.ghost.r >= 0 ? `${marks.ghost.r},${marks.ghost.c}` : '';
      stage.classList.toggle('has-win', win.size > 0);
      for (let r = 0; r < n; r += 1) {
        for (let c = 0; c < n; c += 1) {
          const piece = rows[r]?.[c] ?? '.';
          const cell = cells[r][c];
          if (pieces[r][c] !== piece) {
            cell.querySelector('.disc')?.remove();
            if (piece !== '.') cell.append(createDisc(piece));
            pieces[r][c] = piece;
          }
          const key = `${r},${c}`;
          cell.classList.toggle('is-win', win.has(key));
          cell.classList.toggle('is-last', key === last);
          cell.classList.toggle('is-ghost', key === ghost);
          if (key === ghost) cell.dataset.ghost = marks.ghost.piece;
          else delete cell.dataset.ghost;
          if (interactive) cell.setAttribute('aria-label', cellLabel(r, c, piece, { win: win.has(key), last: key === last }));
        }
      }
    },

    disc(r, c) { return cells[r][c].querySelector('.disc'); },

    /** Moves the grid's one tab stop to (r, c) and, unless `quiet`, focuses it. */
    focusCell(r, c, { quiet = false } = {}) {
      const target = cells[Math.max(0, Math.min(n - 1, r))][Math.max(0, Math.min(n - 1, c))];
      for (const row of cells) for (const cell of row) cell.tabIndex = cell === target ? 0 : -1;
      if (!quiet) target.focus();
      return target;
    },

    /** The cell holding the tab stop. */
    current() {
      for (const row of cells) for (const cell of row) if (cell.tabIndex === 0) return cell;
      return cells[n - 1][0];
    },

    /** Ends every running animation at once (a newer state is about to be drawn). */
    stop() {
      epoch += 1;
      for (const animation of stage.getAnimations({ subtree: true })) animation.cancel();
      stage.classList.remove('is-turning');
    },

    /** A disc falls into (r, c) from above the board, with a small bounce. Resolves when it lands. */
    async drop(r, c) {
      const disc = board.disc(r, c);
      if (!disc || prefersReducedMotion()) return true;
      const pitch = cells[1][0].offsetTop - cells[0][0].offsetTop;
      const from = cells[r][c].offsetTop + pitch;
      const duration = 220 + 55 * Math.sqrt(r + 1) * 4;
      const animation = disc.animate([
        { transform: `translateY(${-from}px)`, easing: easeIn },
        { transform: 'translateY(0)', offset: 0.78, easing: 'ease-out' },
        { transform: `translateY(${-pitch * 0.14}px)`, offset: 0.9, easing: 'ease-in' },
        { transform: 'translateY(0)' },
      ], { duration });
      return animation.finished.then(() => true, () => false);
    },

    /**
     * The board turns a quarter clockwise with `before` on it, then the pieces fall to `after`
     * (both top row first); `marks` are drawn once everything has landed. Resolves to false when
     * stop() interrupted it (the caller then draws the newer state itself).
     */
    async turn(before, after, marks = {}) {
      const mine = epoch;
      if (prefersReducedMotion()) {
        board.render(after, marks);
        return true;
      }
      board.render(before, {});
      stage.classList.add('is-turning');
      const rotation = stage.animate([
        { transform: 'rotate(0deg) scale(1)' },
        { transform: 'rotate(45deg) scale(0.86)', offset: 0.5 },
        { transform: 'rotate(90deg) scale(1)' },
      ], { duration: 720, easing: 'cubic-bezier(0.45, 0, 0.3, 1)', fill: 'forwards' });
      const turned = await rotation.finished.then(() => true, () => false);
      if (!turned || mine !== epoch) return false;
      // Hand over from the rotated drawing to the new board (discs look the same either way up):
      // each disc starts where the turn carried it and falls to where the engine says it lies.
      board.render(after, {});
      rotation.cancel();
      stage.classList.remove('is-turning');
      const pitch = cells[1][0].offsetTop - cells[0][0].offsetTop;
      const falls = [];
      for (const p of fallPlan(before)) {
        const disc = board.disc(p.row, p.col);
        if (!disc || after[p.row][p.col] !== p.piece || p.row === p.fromRow) continue;
        const rows = p.row - p.fromRow;
        falls.push(disc.animate([
          { transform: `translateY(${-rows * pitch}px)`, easing: easeIn },
          { transform: 'translateY(0)', offset: 0.84, easing: 'ease-out' },
          { transform: `translateY(${-pitch * 0.1}px)`, offset: 0.93, easing: 'ease-in' },
          { transform: 'translateY(0)' },
        ], { duration: 260 + 110 * Math.sqrt(rows), delay: 40 * (n - 1 - p.row) }).finished.then(() => true, () => false));
      }
      const landed = (await Promise.all(falls)).every(Boolean);
      if (!landed || mine !== epoch) return false;
      board.render(after, marks);
      return true;
    },
  };
  return board;
}

/** Moves focus inside an interactive board's grid for arrow keys, Home and End; true when handled. */
export function moveInGrid(board, event) {
  const cell = event.composedPath().find((node) => node instanceof Element && node.classList?.contains('cell'));
  if (!cell || !board.stage.contains(cell)) return false;
  let r = Number(cell.dataset.r);
  let c = Number(cell.dataset.c);
  switch (event.key) {
    case 'ArrowLeft': c -= 1; break;
    case 'ArrowRight': c += 1; break;
    case 'ArrowUp': r -= 1; break;
    case 'ArrowDown': r += 1; break;
    case 'Home': c = 0; if (event.ctrlKey) r = 0; break;
    case 'End': c = board.n - 1; if (event.ctrlKey) r = board.n - 1; break;
    default: return false;
  }
  board.focusCell(r, c);
  return true;
}
