// sudoku-text.js: the words of <sudoku-game>: grades, cell names and labels, times, move and check sentences.
// Everything here reads engine views and results; no rule of the game is decided in this file.

/** The generator's grades, hardest technique first named (wasm/README.md), with the words players see. */
export const GRADES = [
  { id: 'easy', label: 'Easy', about: 'singles only' },
  { id: 'medium', label: 'Medium', about: 'locked candidates' },
  { id: 'hard', label: 'Hard', about: 'pairs, triples and quads' },
  { id: 'expert', label: 'Expert', about: 'X-Wing, Swordfish, XY-Wing' },
  { id: 'extreme', label: 'Extreme', about: 'needs trial and error' },
];
export const DEFAULT_GRADE = 'medium';

export const gradeLabel = (id) => GRADES.find((g) => g.id === id)?.label ?? id;
/** A grade name as the attribute or URL gave it, or the default. */
export const gradeOf = (text) => (GRADES.some((g) => g.id === text) ? text : DEFAULT_GRADE);

export const rowOf = (cell) => Math.floor(cell / 9);
export const colOf = (cell) => cell % 9;
export const boxOf = (cell) => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

/** "r3c4", as the engine's explanations name cells. */
export const cellName = (cell) => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;

/** "r1c3", "r1c3 and r4c5", "r1c3, r4c5 and r9c9". */
export function listCells(cells) {
  const names = cells.map(cellName);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 4:05, or 1:02:03 past an hour (tabular digits in the view). */
export function formatTime(ms) {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The time in words for screen readers: "4 minutes 5 seconds". */
export function spokenTime(ms) {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const parts = /** @type {[number, string][]} */ ([[Math.floor(total / 3600), 'hour'], [Math.floor((total % 3600) / 60), 'minute'], [total % 60, 'second']])
    .filter(([n], i) => n > 0 || (i === 2 && total === 0))
    .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/**
 * What a screen reader hears on a cell: "row 3, column 4, 7, given", "row 1, column 2, empty,
 * notes 1 5", then what is marked on it (a conflict, a wrong digit after Check, the hint).
 */
export function cellLabel(view, cell, { candidates = false, wrong = false, hint = false, target = null } = {}) {
  const where = `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;
  const value = view.values[cell];
  const words = [where];
  if (value) {
    words.push(String(value));
    if (view.givens[cell]) words.push('given');
  } else {
    words.push('empty');
    if (view.notes[cell].length) words.push(`notes ${view.notes[cell].join(' ')}`);
    if (candidates) words.push(view.candidates[cell].length ? `candidates ${view.candidates[cell].join(' ')}` : 'no candidates');
  }
  if (view.conflicts.includes(cell)) words.push('conflict');
  if (wrong) words.push('wrong');
  if (target) words.push(`the hint places ${target} here`);
  else if (hint) words.push('part of the hint');
  return words.join(', ');
}

/** The title over the board: "Medium puzzle". */
export const headline = (view) => `${gradeLabel(view.difficulty)} puzzle`;

/** The cell a move string is about ("p405" → 40, "e7" → 7), or null (the hint intent "h"). */
export const cellOfMove = (move) => (/^[pne]\d/.test(move ?? '') ? Number(move.slice(1, move[0] === 'e' ? undefined : -1)) : null);

/** What a move did, from the move string and the snapshot after it: "5 in r3c4." */
export function describeMove(move, view) {
  const cell = cellOfMove(move);
  if (cell === null) return '';
  const name = cellName(cell);
  switch (move[0]) {
    case 'p': {
      const clash = view.conflicts.includes(cell) ? ` It clashes with ${listCells(clashesOf(view, cell))}.` : '';
      return `${move.at(-1)} in ${name}.${clash}`;
    }
    case 'n': {
      const digit = Number(move.at(-1));
      return view.notes[cell].includes(digit) ? `Note ${digit} added in ${name}.` : `Note ${digit} removed from ${name}.`;
    }
    case 'e': return `${name} erased.`;
    default: return '';
  }
}

/** The line under the board after a change (`how`: the controller's, or hint, reveal, reveal-all, unreveal). */
export function changeLine(how, prev, snap) {
  switch (how) {
    case 'undo': return prev.lastMove ? `Undone: ${describeMove(prev.lastMove, prev.view)}` : 'Undone.';
    case 'redo': return `Redone: ${describeMove(snap.lastMove, snap.view)}`;
    case 'hint': return `Hint placed: ${describeMove(snap.lastMove, snap.view)}`;
    case 'reveal': return `Revealed: ${describeMove(snap.lastMove, snap.view)}`;
    case 'reveal-all': return 'The whole solution is shown.';
    case 'unreveal': return 'Undone: the revealed solution.';
    default: return describeMove(snap.lastMove, snap.view);
  }
}

/** What the two share buttons say when the link is copied, or shown to copy by hand. */
export const SHARE_WORDS = {
  puzzle: { copied: 'Link copied. It opens this puzzle from the start.', manual: 'Copy this link to share the puzzle:' },
  progress: { copied: 'Link copied. It opens this puzzle with your digits, notes and time so far.', manual: 'Copy this link to share the puzzle with your progress:' },
};

/** The cells of `cell`'s row, column and box that hold the same digit (for "It clashes with …"). */
export function clashesOf(view, cell) {
  const digit = view.values[cell];
  return view.conflicts.filter((other) => other !== cell && view.values[other] === digit && seesCell(cell, other));
}

/** True when two cells share a row, a column or a box. */
export const seesCell = (a, b) => rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b);


/** Check's verdict: `wrong` cells among the `placed` digits the player put in. */
export function checkSentence(wrong, placed) {
  if (placed === 0) return 'There is nothing to check yet: none of the digits is yours.';
  if (wrong.length === 0) return placed === 1 ? 'Your digit is right.' : `All ${placed} of your digits are right.`;
  const count = wrong.length === 1 ? '1 of your digits is wrong' : `${wrong.length} of your digits are wrong`;
  return `${count}: ${listCells(wrong)}.`;
}

/** The result's title and sentence once the grid is full and right. */
export function overWords({ view, ms, assist, best, newBest }) {
  const grade = gradeLabel(view.difficulty).toLowerCase();
  if (assist === 'all') return { title: 'Solution revealed', text: `The ${grade} puzzle, shown whole after ${formatTime(ms)}. Revealed puzzles do not count for best times.` };
  const time = `You solved the ${grade} puzzle in ${formatTime(ms)}.`;
  if (assist === 'cells') return { title: 'Solved!', text: `${time} Revealed cells keep it out of the best times.` };
  if (newBest) return { title: 'Solved! A new best time', text: `${time} That is your best ${grade} time.` };
  return { title: 'Solved!', text: `${time}${best ? ` Your best ${grade} time is ${formatTime(best)}.` : ''}` };
}

/** Keys the page documents (rules panel and footer), as [keys, what they do]. */
export const KEYS = [
  [['1', '–', '9'], 'Place a digit (in note mode: toggle a note)'],
  [['Shift', '+', '1', '–', '9'], 'Toggle a note, in either mode'],
  [['⌫'], 'Erase (also Delete or 0)'],
  [['←', '↑', '→', '↓'], 'Move; Home / End: start / end of the row, with Ctrl: of the grid'],
  [['N'], 'Note mode on / off'],
  [['A'], 'Show / hide the candidates'],
  [['H'], 'Hint: the next logical step'],
  [['P'], 'Pause / resume'],
  [['Ctrl', '+', 'Z'], 'Undo'],
  [['Ctrl', '+', 'Y'], 'Redo (also Ctrl+Shift+Z)'],
];
