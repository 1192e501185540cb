// connect4-view.js: the parts of <connect4-game>'s DOM that are Connect Four's own (the setup's opponent and colour,
// the column evaluations on the board and in their panel, the rules) on disc-view.js's table; no rules here.
import { h } from '../../common/element.js';
import { createDisc, landingRow } from '../../common/disc/disc-board.js';
import { buildTable, renderTable, wireTable } from '../../common/disc/disc-view.js';
import { chipChoice, chosen, keysHelp } from '../../common/grid/grid-table.js';
import { kbd, setDisabledLook } from '../../common/grid/grid-dock.js';
import { colourName } from '../../common/disc/disc-text.js';
import {
  COLOUR, PIECE, bookSentences, columnSentences, evaluationText, gameTitle, headline, overSentence, rowsOf, scoreChip, seatRole,
} from './connect4-text.js';

// What renderTable (disc-view.js) words the shared parts with.
const TEXT = { COLOUR, PIECE, headline, gameTitle, seatRole, overSentence };

const OPPONENTS = ['perfect', 'strong', 'casual', 'human'];

/** The whole skeleton, built once in the words of `t`; returns the elements later renders fill in. */
export function buildLayout(t) {
  const parts = {};
  const setupForm = buildSetup(t, parts);
  const evaluation = buildEvaluation(t, parts);
  const r = buildTable(t, {
    prefix: 'c4', colours: COLOUR, pieces: PIECE, setupForm, setupTitleId: 'c4-setup-title', rules: rules(t, parts), panels: [evaluation],
  });
  // The chips sit on the board, under the column they are about (placed by renderGame).
  parts.evalRow = h('div', { class: 'eval-row', part: 'eval-row', 'aria-hidden': 'true', hidden: true },
    Array.from({ length: 7 }, () => h('span', { class: 'eval-chip', part: 'eval-chip' }, h('b', {}), h('small', {}))));
  return Object.assign(r, parts, { setupForm, evaluation });
}

function buildSetup(t, r) {
  r.opponent = chipChoice('opponent', OPPONENTS.map((value) => ({ value, label: t(value === 'human' ? 'person' : `c4.level.${value}`) })));
  r.colour = chipChoice('colour', [0, 1].map((seat) => ({
    value: String(seat),
    label: [createDisc(PIECE[seat], 'legend-disc'), ` ${colourName(t, COLOUR[seat])}`],
  })));
  r.setupError = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  return h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: 'c4-setup-title', class: 'panel-title' }, t('newGame')),
    h('fieldset', { class: 'opponent-choice' }, h('legend', {}, t('disc.opponent')), r.opponent.element),
    h('fieldset', { class: 'colour-choice' }, h('legend', {}, t('disc.youPlay'), h('span', { class: 'legend-note' }, t('c4.redFirst'))), r.colour.element),
    r.levelsHint = h('p', { class: 'hint' }, t('c4.levelsHint')),
    r.setupError,
    h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-start' }, t('grid.startNew')));
}

function buildEvaluation(t, r) {
  r.evaluate = h('button', { type: 'button', class: 'btn btn-primary', part: 'button evaluate-button', 'aria-keyshortcuts': 'E' },
    h('span', { class: 'btn-text' }, t('c4.showEvaluations')), kbd('E'));
  r.evalSummary = h('p', { class: 'eval-summary', role: 'status', 'aria-live': 'polite' });
  r.evalList = h('ol', { class: 'eval-list', part: 'eval-list', hidden: true });
  r.proof = h('p', { class: 'proof', part: 'proof', hidden: true });
  return h('section', { class: 'evaluation panel', part: 'evaluation', 'data-panel': 'analysis', 'aria-labelledby': 'c4-eval-title' },
    h('div', { class: 'eval-head' }, h('h2', { id: 'c4-eval-title', class: 'panel-title' }, t('c4.evaluationsTitle')), r.evaluate),
    r.evalHint = h('p', { class: 'hint' }, t('c4.evaluationsHint')),
    r.evalSummary, r.evalList, r.proof);
}

/** Shows settings { seats } in the setup form: the person's colour and the other seat's kind. */
export function renderSetup(r, { seats }) {
  const person = seats.indexOf('human');
  const opponent = person < 0 ? seats[1] : seats[1 - person];
  for (const input of r.opponent.inputs) input.checked = input.value === opponent;
  for (const input of r.colour.inputs) input.checked = input.value === String(Math.max(person, 0));
}

/** The form's settings: { seats: [red's kind, yellow's] }. */
export function readSetup(r) {
  const opponent = chosen(r.opponent.inputs, 'strong');
  if (opponent === 'human') return { seats: ['human', 'human'] };
  return { seats: chosen(r.colour.inputs, '0') === '0' ? ['human', opponent] : [opponent, 'human'] };
}

/** Connects the controls (disc-view.js's wireTable) and the evaluate button (on.evaluate()). */
export function wireLayout(r, on) {
  wireTable(r, on);
  r.evaluate.addEventListener('click', () => on.evaluate());
  // Two people need no colour: the choice steps back.
  r.opponent.element.addEventListener('change', () => r.colour.element.classList.toggle('is-idle', chosen(r.opponent.inputs) === 'human'));
}

/**
 * Updates everything but the board's cells from `m` = { snap, thinking, stalled, cursor, event,
 * evaluation: { status: 'running' | 'done', moves, columns, seconds } | null, proof: { text } | null,
 * status(snap): the core's status line in the element's language, book: the opening book as
 * connect4-text.js's bookSentences takes it }.
 */
export function renderGame(r, m) {
  const { t } = r;
  const book = bookSentences(t, m.book);
  r.bookEvaluations.textContent = book.evaluations;
  r.bookComputer.textContent = book.computer;
  // Past an exact book the perfect level has no budget to speak of.
  r.levelsHint.textContent = m.book.exact ? t('c4.levelsHintExact', { depth: m.book.depth }) : t('c4.levelsHint');
  const { view } = m.snap;
  const rows = rowsOf(view);
  renderTable(r, { ...m, full: (c) => landingRow(rows, c - 1) < 0 }, TEXT);
  r.colour.element.classList.toggle('is-idle', chosen(r.opponent.inputs) === 'human');
  renderEvaluation(r, m.evaluation, view, m.book.exact === true);
  r.proof.hidden = !m.proof;
  r.proof.textContent = m.proof ? t('c4.lastComputerMove', { text: m.proof.text }) : '';
}

// exact: the search runs to the end past an exact opening book (no one-second budget to speak of).
function renderEvaluation(r, evaluation, view, exact) {
  const { t } = r;
  r.evalHint.textContent = t(exact ? 'c4.evaluationsHintExact' : 'c4.evaluationsHint');
  const done = evaluation?.status === 'done' ? evaluation : null;
  const running = evaluation?.status === 'running';
  const frame = r.boardSlot.querySelector('.board-frame');
  if (frame && r.evalRow.parentNode !== frame) frame.append(r.evalRow);
  r.evalRow.hidden = !done && !running;
  r.evalList.hidden = !done;
  r.evaluate.querySelector('.btn-text').textContent = t(running ? 'c4.evaluating' : done && done.columns.some((c) => c && !c.proven) ? 'c4.searchFurther' : 'c4.showEvaluations');
  r.evaluate.classList.toggle('is-busy', running);
  const personToMove = view.toMove !== null && view.seats[view.toMove] === 'human';
  setDisabledLook(r.evaluate, running || !personToMove);
  if (running) r.evalSummary.textContent = t(exact ? 'c4.evaluatingExact' : 'c4.evaluatingAll');
  else if (done) r.evalSummary.textContent = evaluationText(t, done.columns, done.seconds, view);
  else if (view.toMove === null) r.evalSummary.textContent = t('c4.gameOver');
  else r.evalSummary.textContent = t(personToMove ? 'c4.pressE' : 'c4.evalsPerson');
  if (running) {
    // Under the board, the columns proven so far (spread over workers, they come one by one) and
    // a quiet "…" for the others, shown only past 300 ms (connect4-game.css): quick answers do not flicker.
    renderChips(r, evaluation.found, view);
    return;
  }
  if (!done) return;
  r.evalList.replaceChildren(...columnSentences(t, done.columns, view).map((sentence, i) => {
    const column = done.columns[i];
    return h('li', { class: `eval-item${column && !column.proven ? ' is-bounded' : ''}` }, sentence);
  }));
  renderChips(r, done.columns, view);
}

// One chip under each column: its score in short, "…" while it is searched (undefined), none when full (null).
function renderChips(r, columns, view) {
  [...r.evalRow.children].forEach((chip, i) => {
    const column = columns[i];
    const { word, detail } = column ? scoreChip(r.t, column, view.moves.length) : { word: column === undefined ? '…' : '', detail: '' };
    const kind = column === undefined ? 'pending' : !column ? 'full' : column.lower > 0 ? 'win' : column.upper < 0 ? 'loss' : column.proven ? 'draw' : 'open';
    chip.className = `eval-chip is-${kind}${column && !column.proven ? ' is-bounded' : ''}`;
    chip.children[0].textContent = word;
    chip.children[1].textContent = detail;
  });
}

function rules(t, r) {
  // Their words depend on the opening book (renderGame): whether this copy has one, and how loading it went.
  r.bookEvaluations = h('span', { class: 'book-evaluations' });
  r.bookComputer = h('span', { class: 'book-computer' });
  return [
    h('p', {}, t('c4.rules.intro')),
    h('ul', {},
      h('li', {}, t('c4.rules.first')),
      h('li', {}, h('strong', {}, t('c4.rules.evaluations')), ' ', t('c4.rules.evaluationsText'), ' ', r.bookEvaluations),
      h('li', {}, h('strong', {}, t('c4.rules.computer')), ' ', r.bookComputer)),
    h('h3', { class: 'keys-title' }, t('keyboard')),
    keysHelp([
      [[kbd('1'), '–', kbd('7')], t('disc.dropInThat')],
      [[kbd('←'), ' ', kbd('→'), ' ', kbd('⏎')], t('disc.chooseDrop')],
      [[kbd('E')], t('c4.rules.evaluateKey')],
      [[kbd('Ctrl'), '+', kbd('Z')], t('disc.undoBoth', { key: 'U' })],
      [[kbd('Ctrl'), '+', kbd('Y')], t('disc.redoKey')],
    ]),
  ];
}
