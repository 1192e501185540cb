// rotate-board.js: what only Rotate's boards do (disc-board.js draws them): the board turning a quarter
// clockwise with the pieces falling, and the judge's "pushed right" answers turned into the real picture.
import { prefersReducedMotion } from '../../common/element.js';
import { EASE_IN } from '../../common/disc/disc-board.js';

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

/**
 * `board` (a square one from createBoard) turns a quarter clockwise with `before` on it, then the
 * pieces fall to `after` (both top row first); `marks` are drawn once everything has landed.
 * Resolves to false when board.stop() interrupted it (the caller then draws the newer state itself).
 */
export async function turnBoard(board, before, after, marks = {}) {
  const { stage, cells, n } = board;
  const mine = board.epoch;
  if (prefersReducedMotion()) {
    board.render(after, marks);
    return true;
  }
  board.render(before, {});
  stage.classList.add('is-turning');
  const rotation = board.track(stage.animate([
    { transform: 'rotate(0deg) scale(1)' },
    { transform: 'rotate(45deg) scale(0.86)', offset: 0.5 },
    { transform: 'rotate(90deg) scale(1)' },
  ], { duration: 720, easing: 'cubic-bezier(0.45, 0, 0.3, 1)', fill: 'forwards' }));
  const turned = await rotation.finished.then(() => true, () => false);
  if (!turned || mine !== board.epoch) return false;
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
    falls.push(board.track(disc.animate([
      { transform: `translateY(${-rows * pitch}px)`, easing: EASE_IN },
      { transform: 'translateY(0)', offset: 0.84, easing: 'ease-out' },
      { transform: `translateY(${-pitch * 0.1}px)`, offset: 0.93, easing: 'ease-in' },
      { transform: 'translateY(0)' },
    ], { duration: 260 + 110 * Math.sqrt(rows), delay: 40 * (n - 1 - p.row) })).finished.then(() => true, () => false));
  }
  const landed = (await Promise.all(falls)).every(Boolean);
  if (!landed || mine !== board.epoch) return false;
  board.render(after, marks);
  return true;
}
