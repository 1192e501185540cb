// rotate-judge-edit.js: the editor's board of <rotate-judge> (rotate-judge.js) as rows of text ('.', 'R', 'B'): resized, and changed one cell at a time with every piece resting on another or on the floor.
import { landingRow } from '../../common/disc/disc-board.js';

/** The board sizes the editor offers. */
export const EDITOR_SIZES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The board `rows` at size `n`: the pieces that still fit, at the bottom of their columns. */
export function resizeRows(old, n) {
  const rows = Array.from({ length: n }, () => Array(n).fill('.'));
  for (let c = 0; c < Math.min(n, old.length); c += 1) {
    const column = old.map((line) => line[c]).filter((piece) => piece !== '.');
    column.slice(-n).reverse().forEach((piece, i) => { rows[n - 1 - i][c] = piece; });
  }
  return rows.map((line) => line.join(''));
}

/**
 * The board `old` changed at (r, c): { rows }, or { said } (in the words of `t`) when nothing can
 * change. how: 'cycle' (empty → red on top of the column, red → blue → empty for the top piece,
 * red ↔ blue under it), 'R' / 'B' (set that colour), 'remove' (the column's top piece).
 */
export function editRows(old, r, c, how, t) {
  const rows = old.map((line) => [...line]);
  const n = old.length;
  const top = landingRow(old, c) + 1; // the column's top piece, or n when empty
  let said = '';
  if (how === 'remove') {
    if (top >= n) said = t('rotate.judge.columnEmpty', { c: c + 1 });
    else rows[top][c] = '.';
  } else if (r < top) {
    // An empty cell: the piece drops onto the column.
    if (top === 0) said = t('rotate.judge.columnFull', { c: c + 1 });
    else rows[top - 1][c] = how === 'B' ? 'B' : 'R';
  } else if (how === 'R' || how === 'B') {
    rows[r][c] = how;
  } else if (r === top) {
    rows[r][c] = rows[r][c] === 'R' ? 'B' : '.';
  } else {
    rows[r][c] = rows[r][c] === 'R' ? 'B' : 'R';
  }
  return said ? { said } : { rows: rows.map((line) => line.join('')) };
}
