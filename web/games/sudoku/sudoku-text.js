// sudoku-text.js: the words of <sudoku-game>: grades, cell names and labels, times, move and check sentences, in the
// element's language (t, from sudoku-words.js).
// Everything here reads engine views and results; no rule of the game is decided in this file.
import { say } from '../../common/words.js';

/** The generator's grades (wasm/README.md); their names and hardest techniques are sudoku.grade.<id> and sudoku.about.<id>. */
export const GRADES = [{ id: 'easy' }, { id: 'medium' }, { id: 'hard' }, { id: 'expert' }, { id: 'extreme' }];
export const DEFAULT_GRADE = 'medium';

const known = (id) => GRADES.some((g) => g.id === id);
export const gradeLabel = (t, id) => (known(id) ? t(`sudoku.grade.${id}`) : id);
/** A grade name as the attribute or URL gave it, or the default. */
export const gradeOf = (text) => (GRADES.some((g) => g.id === text) ? text : DEFAULT_GRADE);

export const rowOf = (cell) => Math.floor(cell / 9);
export const colOf = (cell) => cell % 9;
export const boxOf = (cell) => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

/**
 * A technique as the grader names it ("Hidden single", core/sudoku/explain.cpp) in `lang`: the
 * core's own message sudoku.technique.<name in lower case, dashed>, worded by the catalogues of
 * web/common/words/ (the same words as in the hint's explanation); English, and a name no
 * catalogue knows, as the core gave it.
 */
export function techniqueName(name, lang) {
  const slug = String(name).toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  return say({ id: `sudoku.technique.${slug}`, args: {} }, name, lang);
}

/** "r3c4", as the engine's explanations name cells. */
export const cellName = (cell) => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;

/** "r1c3", "r1c3 and r4c5", "r1c3, r4c5 and r9c9". */
export function listCells(t, cells) {
  const names = cells.map(cellName);
  return names.length < 2 ? names.join('') : t('sudoku.and', { list: names.slice(0, -1).join(', '), last: names.at(-1) });
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
export function spokenTime(t, ms) {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const parts = /** @type {[number, string][]} */ ([[Math.floor(total / 3600), 'hours'], [Math.floor((total % 3600) / 60), 'minutes'], [total % 60, 'seconds']])
    .filter(([n], i) => n > 0 || (i === 2 && total === 0))
    .map(([n, unit]) => t(`sudoku.${unit}`, { n }));
  return parts.join(' ');
}

/**
 * What a screen reader hears on a cell: "row 3, column 4, 7, given", "row 1, column 2, empty,
 * notes 1 5", then what is marked on it (a conflict, a wrong digit after Check, the hint: its digits and
 * the ones it removes are said as they show).
 */
export function cellLabel(t, view, cell, { candidates = false, wrong = false, hint = false, target = null, hinted = [], removes = [] } = {}) {
  const value = view.values[cell];
  const words = [t('sudoku.cell.where', { r: rowOf(cell) + 1, c: colOf(cell) + 1 })];
  if (value) {
    words.push(String(value));
    if (view.givens[cell]) words.push(t('sudoku.cell.given'));
  } else {
    words.push(t('sudoku.cell.empty'));
    if (view.notes[cell].length) words.push(t('sudoku.cell.notes', { list: view.notes[cell].join(' ') }));
    if (candidates) words.push(view.candidates[cell].length ? t('sudoku.cell.candidates', { list: view.candidates[cell].join(' ') }) : t('sudoku.cell.noCandidates'));
    // The hint's digits show in its cells even with candidates hidden: what shows is said.
    else if (hinted.length) words.push(t('sudoku.cell.candidates', { list: hinted.join(' ') }));
  }
  if (view.conflicts.includes(cell)) words.push(t('sudoku.cell.conflict'));
  if (wrong) words.push(t('sudoku.cell.wrong'));
  if (removes.length) words.push(t('sudoku.cell.removes', { list: removes.join(' ') }));
  if (target) words.push(t('sudoku.cell.target', { digit: target }));
  else if (hint) words.push(t('sudoku.cell.inHint'));
  return words.join(', ');
}

/** The title over the board: "Medium puzzle". */
export const headline = (t, view) => (known(view.difficulty) ? t(`sudoku.headline.${view.difficulty}`) : view.difficulty);

// The change that ends the puzzle (the grid full and right); a restored or new game is no change.
export const solvedBy = (prev, snap) => Boolean(prev && snap.status.over && !prev.status.over);

/** The words said when note mode (`noteMode`) or the candidates (`candidates`) turn `on` or off. */
export const modeSaid = (key, on) => (key === 'noteMode' ? (on ? 'sudoku.noteModeOn' : 'sudoku.noteModeOff') : (on ? 'sudoku.candidatesShown' : 'sudoku.candidatesHidden'));

/** The cell a move string is about ("p405" → 40, "e7" → 7), or null (the hint intent "h"). */
export const cellOfMove = (move) => (/^[pne]\d/.test(move ?? '') ? Number(move.slice(1, move[0] === 'e' ? undefined : -1)) : null);

/** What a move did, from the move string and the snapshot after it: "5 in r3c4." */
export function describeMove(t, move, view) {
  const cell = cellOfMove(move);
  if (cell === null) return '';
  const name = cellName(cell);
  switch (move[0]) {
    case 'p': {
      const values = { digit: move.at(-1), cell: name };
      return view.conflicts.includes(cell) ? t('sudoku.move.clash', { ...values, cells: listCells(t, clashesOf(view, cell)) }) : t('sudoku.move.place', values);
    }
    case 'n': {
      const digit = Number(move.at(-1));
      return t(view.notes[cell].includes(digit) ? 'sudoku.move.noteAdded' : 'sudoku.move.noteRemoved', { digit, cell: name });
    }
    case 'e': return t('sudoku.move.erased', { cell: name });
    default: return '';
  }
}

/** The line under the board after a change (`how`: the controller's, or hint, reveal, reveal-all, unreveal). */
export function changeLine(t, how, prev, snap) {
  const move = (s) => describeMove(t, s.lastMove, s.view);
  switch (how) {
    case 'undo': return prev.lastMove ? t('sudoku.change.undone', { move: move(prev) }) : t('sudoku.change.undoneBare');
    case 'redo': return t('sudoku.change.redone', { move: move(snap) });
    case 'hint': return t('sudoku.change.hint', { move: move(snap) });
    case 'reveal': return t('sudoku.change.reveal', { move: move(snap) });
    case 'reveal-all': return t('sudoku.change.revealAll');
    case 'unreveal': return t('sudoku.change.unreveal');
    default: return move(snap);
  }
}

/** What the share buttons ('puzzle', 'progress') say when the link is copied, or shown to copy by hand. */
export const shareWords = (t, what) => ({ copied: t(`sudoku.share.${what}Copied`), manual: t(`sudoku.share.${what}Manual`) });

/** The cells of `cell`'s row, column and box that hold the same digit (for "It clashes with …"). */
export function clashesOf(view, cell) {
  const digit = view.values[cell];
  return view.conflicts.filter((other) => other !== cell && view.values[other] === digit && seesCell(cell, other));
}

/** True when two cells share a row, a column or a box. */
export const seesCell = (a, b) => rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b);


/** Check's verdict: `wrong` cells among the `placed` digits the player put in. */
export function checkSentence(t, wrong, placed) {
  if (placed === 0) return t('sudoku.check.nothing');
  if (wrong.length === 0) return t('sudoku.check.right', { n: placed });
  return t('sudoku.check.wrong', { n: wrong.length, cells: listCells(t, wrong) });
}

/** The result's title and sentence once the grid is full and right. */
export function overWords(t, { view, ms, assist, best, newBest }) {
  const grade = known(view.difficulty) ? t(`sudoku.gradeWord.${view.difficulty}`) : view.difficulty;
  if (assist === 'all') return { title: t('sudoku.over.revealedTitle'), text: t('sudoku.over.revealedText', { grade, time: formatTime(ms) }) };
  const time = t('sudoku.over.time', { grade, time: formatTime(ms) });
  if (assist === 'cells') return { title: t('sudoku.over.solved'), text: `${time} ${t('sudoku.over.cellsRevealed')}` };
  if (assist === 'help') return { title: t('sudoku.over.solved'), text: `${time} ${t('sudoku.over.helped')}` };
  if (newBest) return { title: t('sudoku.over.newBestTitle'), text: `${time} ${t('sudoku.over.isBest', { grade })}` };
  return { title: t('sudoku.over.solved'), text: `${time}${best ? ` ${t('sudoku.over.best', { grade, time: formatTime(best) })}` : ''}` };
}

/** Keys the rules panel documents, as [keys, what they do (sudoku.key.<id>)]. */
export const KEYS = [
  [['1', '–', '9'], 'place'],
  [['Shift', '+', '1', '–', '9'], 'note'],
  [['⌫'], 'erase'],
  [['←', '↑', '→', '↓'], 'move'],
  [['N'], 'notes'],
  [['A'], 'candidates'],
  [['H'], 'hint'],
  [['P'], 'pause'],
  [['Ctrl', '+', 'Z'], 'undo'],
  [['Ctrl', '+', 'Y'], 'redo'],
];
