// connect4-view.js: the parts of <connect4-game>'s DOM that are Connect Four's own (the setup's opponent and colour,
// the column evaluations on the board and in their panel, the rules) on disc-view.js's table; no rules here.
import { h } from '../../common/element.js';
import { createDisc, landingRow } from '../../common/disc/disc-board.js';
import { buildTable, chipChoice, chosen, kbd, keysHelp, renderTable, setDisabledLook, wireTable } from '../../common/disc/disc-view.js';
import {
  COLOUR, PIECE, bookSentences, columnSentences, evaluationText, gameTitle, headline, overSentence, rowsOf, scoreChip, seatRole,
} from './connect4-text.js';

const OPPONENTS = [
  { value: 'perfect', label: 'Perfect' },
  { value: 'strong', label: 'Strong' },
  { value: 'casual', label: 'Casual' },
  { value: 'human', label: 'Person' },
];

/** The whole skeleton, built once; returns the elements later renders fill in. */
export function buildLayout() {
  const parts = {};
  const setupForm = buildSetup(parts);
  const evaluation = buildEvaluation(parts);
  const r = buildTable({
    prefix: 'c4', colours: COLOUR, pieces: PIECE, setupForm, setupTitleId: 'c4-setup-title', rules: rules(parts), panels: [evaluation],
  });
  // The chips sit on the board, under the column they are about (placed by renderGame).
  parts.evalRow = h('div', { class: 'eval-row', part: 'eval-row', 'aria-hidden': 'true', hidden: true },
    Array.from({ length: 7 }, () => h('span', { class: 'eval-chip', part: 'eval-chip' }, h('b', {}), h('small', {}))));
  return Object.assign(r, parts, { setupForm, evaluation });
}

function buildSetup(r) {
  r.opponent = chipChoice('opponent', OPPONENTS);
  r.colour = chipChoice('colour', [0, 1].map((seat) => ({
    value: String(seat),
    label: [createDisc(PIECE[seat], 'legend-disc'), ` ${COLOUR[seat]}`],
  })));
  r.setupError = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  return h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: 'c4-setup-title', class: 'panel-title' }, 'New game'),
    h('fieldset', { class: 'opponent-choice' }, h('legend', {}, 'Opponent'), r.opponent.element),
    h('fieldset', { class: 'colour-choice' }, h('legend', {}, 'You play', h('span', { class: 'legend-note' }, 'Red moves first')), r.colour.element),
    h('p', { class: 'hint' }, 'Perfect searches up to 3 million positions a move (at most 0.8 s) and plays perfectly whenever that proves the best move; strong searches 200,000; casual 5,000 and plays carelessly one move in three.'),
    r.setupError,
    h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-start' }, 'Start new game'));
}

function buildEvaluation(r) {
  r.evaluate = h('button', { type: 'button', class: 'btn btn-primary', part: 'button evaluate-button', 'aria-keyshortcuts': 'E' },
    h('span', { class: 'btn-text' }, 'Show evaluations'), kbd('E'));
  r.evalSummary = h('p', { class: 'eval-summary', role: 'status', 'aria-live': 'polite' });
  r.evalList = h('ol', { class: 'eval-list', part: 'eval-list', hidden: true });
  r.proof = h('p', { class: 'proof', part: 'proof', hidden: true });
  return h('section', { class: 'evaluation panel', part: 'evaluation', 'data-panel': 'analysis', 'aria-labelledby': 'c4-eval-title' },
    h('div', { class: 'eval-head' }, h('h2', { id: 'c4-eval-title', class: 'panel-title' }, 'Column evaluations'), r.evaluate),
    h('p', { class: 'hint' }, 'How each column scores for the side to move, searched for up to a second. Exact scores are proven; a dashed chip is a bound the search could not prove within the budget.'),
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

const WORDS = { colours: COLOUR, pieces: PIECE, headline, title: gameTitle, role: seatRole, over: overSentence };

/**
 * Updates everything but the board's cells from `m` = { snap, thinking, stalled, cursor, event,
 * evaluation: { status: 'running' | 'done', moves, columns, seconds } | null, proof: { text } | null,
 * book: the opening book as connect4-text.js's bookSentences takes it }.
 */
export function renderGame(r, m) {
  const book = bookSentences(m.book);
  r.bookEvaluations.textContent = book.evaluations;
  r.bookComputer.textContent = book.computer;
  const { view } = m.snap;
  const rows = rowsOf(view);
  renderTable(r, { ...m, full: (c) => landingRow(rows, c - 1) < 0 }, WORDS);
  r.colour.element.classList.toggle('is-idle', chosen(r.opponent.inputs) === 'human');
  renderEvaluation(r, m.evaluation, view);
  r.proof.hidden = !m.proof;
  r.proof.textContent = m.proof ? `The computer's last move: ${m.proof.text}` : '';
}

function renderEvaluation(r, evaluation, view) {
  const done = evaluation?.status === 'done' ? evaluation : null;
  const running = evaluation?.status === 'running';
  const frame = r.boardSlot.querySelector('.board-frame');
  if (frame && r.evalRow.parentNode !== frame) frame.append(r.evalRow);
  r.evalRow.hidden = !done;
  r.evalList.hidden = !done;
  r.evaluate.querySelector('.btn-text').textContent = running ? 'Evaluating…' : done && done.columns.some((c) => c && !c.proven) ? 'Search further' : 'Show evaluations';
  r.evaluate.classList.toggle('is-busy', running);
  const personToMove = view.toMove !== null && view.seats[view.toMove] === 'human';
  setDisabledLook(r.evaluate, running || !personToMove);
  if (running) r.evalSummary.textContent = 'Evaluating every column (up to 1 s)…';
  else if (done) r.evalSummary.textContent = evaluationText(done.columns, done.seconds, view);
  else if (view.toMove === null) r.evalSummary.textContent = 'The game is over.';
  else r.evalSummary.textContent = personToMove ? 'Press E or the button to see how each column scores.' : 'Evaluations are for a person\'s move.';
  if (!done) return;
  r.evalList.replaceChildren(...columnSentences(done.columns, view).map((sentence, i) => {
    const column = done.columns[i];
    return h('li', { class: `eval-item${column && !column.proven ? ' is-bounded' : ''}` }, sentence);
  }));
  [...r.evalRow.children].forEach((chip, i) => {
    const column = done.columns[i];
    const { word, detail } = column ? scoreChip(column, view.moves.length) : { word: '', detail: '' };
    const kind = !column ? 'full' : column.lower > 0 ? 'win' : column.upper < 0 ? 'loss' : column.proven ? 'draw' : 'open';
    chip.className = `eval-chip is-${kind}${column && !column.proven ? ' is-bounded' : ''}`;
    chip.children[0].textContent = word;
    chip.children[1].textContent = detail;
  });
}

function rules(r) {
  // Their words depend on the opening book (renderGame): whether this copy has one, and how loading it went.
  r.bookEvaluations = h('span', { class: 'book-evaluations' });
  r.bookComputer = h('span', { class: 'book-computer' });
  return [
    h('p', {}, 'Red and Yellow take turns dropping discs into a board of 7 columns and 6 rows; a disc falls to the lowest free hole of its column. The first to line up four — across, down or diagonally — wins; a full board is a draw.'),
    h('ul', {},
      h('li', {}, 'Red moves first. Ring discs are red, cross discs are yellow.'),
      h('li', {}, h('strong', {}, 'Evaluations: '), 'for each column, whether playing there wins, draws or loses with best play from both sides, and in how many of your moves. ', r.bookEvaluations),
      h('li', {}, h('strong', {}, 'The computer: '), r.bookComputer)),
    h('h3', {}, 'Keyboard'),
    keysHelp([
      [[kbd('1'), '–', kbd('7')], 'Drop in that column'],
      [[kbd('←'), ' ', kbd('→'), ' ', kbd('⏎')], 'Choose a column, drop (also in the board)'],
      [[kbd('E')], 'Evaluate every column'],
      [[kbd('Ctrl'), '+', kbd('Z')], ['Undo your move and the computer\'s reply (also ', kbd('U'), ')']],
      [[kbd('Ctrl'), '+', kbd('Y')], 'Redo'],
    ]),
  ];
}
