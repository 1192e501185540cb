// sudoku-panels.js: the side of <sudoku-game>: new puzzle by grade, import and reveal dialogs, sharing, best times, rules.
// Builds the DOM and shows values; the element decides what happens.
import { h, kbd } from '../../common/element.js';
import { GRADES, KEYS, formatTime } from './sudoku-text.js';

const keysOf = (keys) => keys.map((k) => (k === '–' || k === '+' ? k : kbd(k)));

/** The "New puzzle" form: one chip per grade and the button; fills `r` (in the words of r.t). */
export function buildSetup(r) {
  const { t } = r;
  r.gradeInputs = GRADES.map((g) => h('input', { type: 'radio', name: 'grade', value: g.id }));
  const chips = GRADES.map((g, i) => h('label', { class: 'chip', title: t(`sudoku.about.${g.id}`) },
    r.gradeInputs[i], h('span', { class: 'chip-name' }, t(`sudoku.grade.${g.id}`)), h('span', { class: 'chip-about' }, t(`sudoku.about.${g.id}`))));
  r.newGame = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-button' }, t('sudoku.newPuzzle'));
  r.importOpen = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button import-button', 'aria-haspopup': 'dialog' }, t('sudoku.importOpen'));
  r.setupForm = h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: 'sg-setup-title', class: 'panel-title' }, t('sudoku.newPuzzle')),
    h('fieldset', {}, h('legend', {}, t('sudoku.difficulty')), h('div', { class: 'chips' }, chips)),
    h('div', { class: 'setup-actions' }, r.newGame, r.importOpen));
  return h('section', { class: 'setup panel', part: 'setup', 'data-panel': 'setup', 'aria-labelledby': 'sg-setup-title' }, r.setupForm);
}

/** The share buttons, the note saying what happened and the field for copying by hand. */
export function buildShare(r) {
  const { t } = r;
  r.sharePuzzle = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-puzzle-button' }, t('sudoku.sharePuzzle'));
  r.shareProgress = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-progress-button' }, t('sudoku.shareProgress'));
  r.shareNote = h('p', { class: 'share-note', part: 'share-note', role: 'status', 'aria-live': 'polite' });
  r.shareLink = h('input', { type: 'text', class: 'share-link', readonly: true, 'aria-label': t('sudoku.shareLink'), hidden: true });
  return h('section', { class: 'share panel', part: 'share', 'data-panel': 'share', 'aria-labelledby': 'sg-share-title' },
    h('h2', { id: 'sg-share-title', class: 'panel-title' }, t('sudoku.share')),
    h('div', { class: 'share-actions' }, r.sharePuzzle, r.shareProgress), r.shareNote, r.shareLink);
}

/** The best time of each grade. */
export function buildBest(r) {
  const { t } = r;
  r.bestTimes = GRADES.map(() => h('dd', {}));
  return h('section', { class: 'best panel', part: 'best-times', 'data-panel': 'best', 'aria-labelledby': 'sg-best-title' },
    h('h2', { id: 'sg-best-title', class: 'panel-title' }, t('sudoku.bestTimes')),
    h('dl', { class: 'best-list' }, GRADES.flatMap((g, i) => [h('dt', {}, t(`sudoku.grade.${g.id}`)), r.bestTimes[i]])),
    h('p', { class: 'hint' }, t('sudoku.bestHint')));
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
  const { t } = r;
  r.importText = h('textarea', {
    class: 'share-link import-text', rows: '5', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off',
    'aria-labelledby': 'sg-import-title', 'aria-describedby': 'sg-import-help',
  });
  r.importError = h('p', { class: 'notice', role: 'alert' });
  r.importGo = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button import-open-button' }, t('sudoku.openPuzzle'));
  r.importCancel = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button' }, t('sudoku.cancel'));
  r.importForm = h('form', { class: 'dialog-form', novalidate: true },
    h('h2', { id: 'sg-import-title', class: 'dialog-title' }, t('sudoku.importTitle')),
    h('p', { id: 'sg-import-help', class: 'hint' }, t('sudoku.importHelp')),
    r.importText, r.importError, h('div', { class: 'dialog-actions' }, r.importGo, r.importCancel));
  r.importDialog = h('dialog', { class: 'dialog', part: 'import-dialog', 'aria-labelledby': 'sg-import-title' }, r.importForm);
  return r.importDialog;
}

/** The confirmation before the whole solution is shown. */
export function buildRevealAll(r) {
  const { t } = r;
  r.revealYes = h('button', { type: 'button', class: 'btn btn-danger', part: 'button reveal-confirm-button' }, t('sudoku.revealYes'));
  r.revealNo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button' }, t('sudoku.revealNo'));
  r.revealDialog = h('dialog', { class: 'dialog', part: 'reveal-dialog', 'aria-labelledby': 'sg-reveal-title', 'aria-describedby': 'sg-reveal-text' },
    h('div', { class: 'dialog-form' },
      h('h2', { id: 'sg-reveal-title', class: 'dialog-title' }, t('sudoku.revealTitle')),
      h('p', { id: 'sg-reveal-text' }, t('sudoku.revealText')),
      h('div', { class: 'dialog-actions' }, r.revealYes, r.revealNo)));
  return r.revealDialog;
}

/** The folded rules and the key list, in the words of `t`. */
export function buildRules(t) {
  const item = (title, text) => h('li', {}, h('strong', {}, t(title)), ' ', t(text));
  return h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, h('summary', {}, t('rulesAndKeys')),
    h('div', { class: 'rules-body' },
      h('p', {}, t('sudoku.rules.intro')),
      h('ul', {},
        item('sudoku.rules.notes', 'sudoku.rules.notesText'),
        item('sudoku.rules.candidates', 'sudoku.rules.candidatesText'),
        item('sudoku.rules.hint', 'sudoku.rules.hintText'),
        h('li', {}, h('strong', {}, t('sudoku.rules.check')), ' ', t('sudoku.rules.checkText'), ' ', h('strong', {}, t('sudoku.rules.reveal')), ' ', t('sudoku.rules.revealText')),
        h('li', {}, t('sudoku.rules.clash'))),
      h('h3', {}, t('sudoku.rules.grades')),
      h('ul', {}, GRADES.map((g) => h('li', {}, h('strong', {}, t(`sudoku.grade.${g.id}`)), ' ', t(`sudoku.about.${g.id}`)))),
      h('h3', { class: 'keys-title' }, t('keyboard')),
      h('dl', { class: 'keys-help' }, KEYS.flatMap(([keys, what]) => [h('dt', {}, keysOf(keys)), h('dd', {}, t(`sudoku.key.${what}`))]))));
}
