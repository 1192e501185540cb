// sudoku-panels.js: the side of <sudoku-game>: new puzzle by grade, import and reveal dialogs, sharing, best times, rules.
// Builds the DOM and shows values; the element decides what happens.
import { h } from '../../common/element.js';
import { GRADES, KEYS, formatTime } from './sudoku-text.js';

export const kbd = (key) => h('kbd', { 'aria-hidden': 'true' }, key);
const keysOf = (keys) => keys.map((k) => (k === '–' || k === '+' ? k : kbd(k)));

/** The "New puzzle" form: one chip per grade and the button; fills `r`. */
export function buildSetup(r) {
  r.gradeInputs = GRADES.map((g) => h('input', { type: 'radio', name: 'grade', value: g.id }));
  const chips = GRADES.map((g, i) => h('label', { class: 'chip', title: g.about },
    r.gradeInputs[i], h('span', { class: 'chip-name' }, g.label), h('span', { class: 'chip-about' }, g.about)));
  r.newGame = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-button' }, 'New puzzle');
  r.importOpen = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button import-button', 'aria-haspopup': 'dialog' }, 'Import a puzzle…');
  r.setupForm = h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: 'sg-setup-title', class: 'panel-title' }, 'New puzzle'),
    h('fieldset', {}, h('legend', {}, 'Difficulty'), h('div', { class: 'chips' }, chips)),
    h('div', { class: 'setup-actions' }, r.newGame, r.importOpen));
  return h('section', { class: 'setup panel', part: 'setup', 'data-panel': 'setup', 'aria-labelledby': 'sg-setup-title' }, r.setupForm);
}

/** The share buttons, the note saying what happened and the field for copying by hand. */
export function buildShare(r) {
  r.sharePuzzle = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-puzzle-button' }, 'Share puzzle');
  r.shareProgress = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-progress-button' }, 'Share with progress');
  r.shareNote = h('p', { class: 'share-note', part: 'share-note', role: 'status', 'aria-live': 'polite' });
  r.shareLink = h('input', { type: 'text', class: 'share-link', readonly: true, 'aria-label': 'Link to share', hidden: true });
  return h('section', { class: 'share panel', part: 'share', 'data-panel': 'share', 'aria-labelledby': 'sg-share-title' },
    h('h2', { id: 'sg-share-title', class: 'panel-title' }, 'Share'),
    h('div', { class: 'share-actions' }, r.sharePuzzle, r.shareProgress), r.shareNote, r.shareLink);
}

/** The best time of each grade. */
export function buildBest(r) {
  r.bestTimes = GRADES.map(() => h('dd', {}));
  return h('section', { class: 'best panel', part: 'best-times', 'data-panel': 'best', 'aria-labelledby': 'sg-best-title' },
    h('h2', { id: 'sg-best-title', class: 'panel-title' }, 'Best times'),
    h('dl', { class: 'best-list' }, GRADES.flatMap((g, i) => [h('dt', {}, g.label), r.bestTimes[i]])),
    h('p', { class: 'hint' }, 'Kept in this browser. Puzzles with revealed cells do not count.'));
}

export function renderBest(r, best) {
  GRADES.forEach((g, i) => { r.bestTimes[i].textContent = best[g.id] ? formatTime(best[g.id]) : '—'; });
}

/** Shows `grade` as the chosen chip. */
export function renderSetup(r, grade) {
  for (const input of r.gradeInputs) input.checked = input.value === grade;
}

export const readGrade = (r) => r.gradeInputs.find((i) => i.checked)?.value ?? null;

/** The import dialog: a text area for 81 cells, the engine's objection, Open and Cancel. */
export function buildImport(r) {
  r.importText = h('textarea', {
    class: 'share-link import-text', rows: '5', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off',
    'aria-labelledby': 'sg-import-title', 'aria-describedby': 'sg-import-help',
  });
  r.importError = h('p', { class: 'notice', role: 'alert' });
  r.importGo = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button import-open-button' }, 'Open puzzle');
  r.importCancel = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button' }, 'Cancel');
  r.importForm = h('form', { class: 'dialog-form', novalidate: true },
    h('h2', { id: 'sg-import-title', class: 'dialog-title' }, 'Import a puzzle'),
    h('p', { id: 'sg-import-help', class: 'hint' }, '81 cells row by row: digits 1 to 9, and . or 0 for an empty cell. Spaces and line breaks are ignored. The puzzle needs exactly one solution.'),
    r.importText, r.importError, h('div', { class: 'dialog-actions' }, r.importGo, r.importCancel));
  r.importDialog = h('dialog', { class: 'dialog', part: 'import-dialog', 'aria-labelledby': 'sg-import-title' }, r.importForm);
  return r.importDialog;
}

/** The confirmation before the whole solution is shown. */
export function buildRevealAll(r) {
  r.revealYes = h('button', { type: 'button', class: 'btn btn-danger', part: 'button reveal-confirm-button' }, 'Reveal the solution');
  r.revealNo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button' }, 'Keep playing');
  r.revealDialog = h('dialog', { class: 'dialog', part: 'reveal-dialog', 'aria-labelledby': 'sg-reveal-title', 'aria-describedby': 'sg-reveal-text' },
    h('div', { class: 'dialog-form' },
      h('h2', { id: 'sg-reveal-title', class: 'dialog-title' }, 'Reveal the whole solution?'),
      h('p', { id: 'sg-reveal-text' }, 'Every empty or wrong cell gets its digit, the timer stops and the puzzle does not count for best times. Undo takes it back.'),
      h('div', { class: 'dialog-actions' }, r.revealYes, r.revealNo)));
  return r.revealDialog;
}

/** The folded rules and the key list. */
export function buildRules() {
  return h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, h('summary', {}, 'Rules and keys'),
    h('div', { class: 'rules-body' },
      h('p', {}, 'Fill every empty cell with a digit from 1 to 9 so that each row, each column and each of the nine 3 × 3 boxes holds every digit once. The bold digits are given and cannot change.'),
      h('ul', {},
        h('li', {}, h('strong', {}, 'Notes: '), 'your own pencil marks (note mode, N). Placing a digit removes it from the notes of its row, column and box.'),
        h('li', {}, h('strong', {}, 'Candidates: '), 'the digits no cell of the row, column or box holds yet, worked out by the engine (A). They are drawn apart from your notes and never change them.'),
        h('li', {}, h('strong', {}, 'Hint: '), 'the next logical step, its cells lit on the board and explained; its “Place” button puts in the digit it leads to.'),
        h('li', {}, h('strong', {}, 'Check '), 'marks your digits that differ from the solution; ', h('strong', {}, 'Reveal '), 'fills the selected cell, or the whole grid.'),
        h('li', {}, 'Digits that clash in a row, column or box are shown in red. The timer pauses while the page is hidden.')),
      h('h3', {}, 'Grades'),
      h('ul', {}, GRADES.map((g) => h('li', {}, h('strong', {}, `${g.label}: `), g.about))),
      h('h3', {}, 'Keyboard'),
      h('dl', { class: 'keys-help' }, KEYS.flatMap(([keys, what]) => [h('dt', {}, keysOf(keys)), h('dd', {}, what)]))));
}
