// rotate-view.js: the parts of <rotate-game>'s DOM that are Rotate's own (the turn on the player cards, the
// size and K in the setup, the rules) on disc-view.js's table; built once, updated from engine snapshots.
import { h } from '../../common/element.js';
import { createDisc, landingRow } from '../../common/disc/disc-board.js';
import { buildTable, chipChoice, chosen, kbd, keysHelp, renderTable, wireTable } from '../../common/disc/disc-view.js';
import { COLOUR, PIECE, SEATS, gameTitle, headline, overSentence, seatRole, turnState } from './rotate-text.js';

// A person's once-per-game turn shows on their button; a computer's on a badge.
function turnParts(seat) {
  const badge = h('span', { class: 'badge' });
  const turn = h('button', {
    type: 'button', class: 'btn btn-turn', part: 'button turn-button', 'data-seat': String(seat), 'aria-keyshortcuts': 'T',
  }, h('span', { class: 'turn-icon', 'aria-hidden': 'true' }, '⟳'), h('span', { class: 'btn-text' }, 'Turn board'),
  h('span', { class: 'visually-hidden turn-whose' }), kbd('T'));
  return { badge, turn };
}

/** The whole skeleton, built once; returns the elements later renders fill in. */
export function buildLayout() {
  const turns = [turnParts(0), turnParts(1)];
  const holder = {};
  const setupForm = buildSetup(holder);
  const r = buildTable({
    prefix: 'rg', colours: COLOUR, pieces: PIECE, extras: turns.map((t) => [t.badge, t.turn]),
    setupForm, setupTitleId: 'rg-setup-title', rules: rules(),
  });
  Object.assign(r, holder, { setupForm });
  r.players.forEach((p, seat) => Object.assign(p, turns[seat]));
  return r;
}

function seatChoice(seat) {
  const name = COLOUR[seat].toLowerCase();
  const { element, inputs } = chipChoice(name, SEATS.map((s) => ({ value: s.kind, label: s.kind === 'human' ? 'Person' : s.kind[0].toUpperCase() + s.kind.slice(1) })));
  const fieldset = h('fieldset', { class: `seat-choice is-${name}` },
    h('legend', {}, createDisc(PIECE[seat], 'legend-disc'), h('span', {}, COLOUR[seat]), h('span', { class: 'legend-note' }, seat === 0 ? 'moves first' : 'moves second')),
    element);
  return { fieldset, inputs };
}

function buildSetup(r) {
  r.size = h('select', { name: 'size' }, [5, 6, 7, 8, 9, 10].map((n) => h('option', { value: String(n) }, `${n} × ${n}`)));
  r.k = h('select', { name: 'k' });
  r.seatChoices = [seatChoice(0), seatChoice(1)];
  r.setupError = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  r.startNew = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-start' }, 'Start new game');
  return h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: 'rg-setup-title', class: 'panel-title' }, 'New game'),
    h('div', { class: 'field-row' },
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, 'Board'), r.size),
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, 'In a row to win'), r.k)),
    r.seatChoices.map((s) => s.fieldset),
    h('p', { class: 'hint' }, 'Casual makes mistakes, medium looks a few moves ahead, strong thinks hardest.'),
    r.setupError, r.startNew);
}

function fillK(r, n, k) {
  const options = [];
  for (let i = 3; i <= n; i += 1) options.push(h('option', { value: String(i) }, String(i)));
  r.k.replaceChildren(...options);
  r.k.value = String(Math.min(Math.max(3, k), n));
}

/** Shows settings { n, k, seats } in the setup form. */
export function renderSetup(r, s) {
  r.size.value = String(s.n);
  fillK(r, Number(s.n) || 7, Number(s.k) || 4);
  r.seatChoices.forEach((choice, seat) => {
    for (const input of choice.inputs) input.checked = input.value === s.seats[seat];
  });
}

export function readSetup(r) {
  return {
    n: Number(r.size.value),
    k: Number(r.k.value),
    seats: r.seatChoices.map((choice) => chosen(choice.inputs, 'human')),
  };
}

/**
 * Connects the controls to the controller's handlers (`on`, see disc-view.js's wireTable) and
 * Rotate's own: the turn buttons call on.turn(seat); the size refills the choices of K.
 */
export function wireLayout(r, on) {
  wireTable(r, on);
  for (const p of r.players) p.turn.addEventListener('click', () => on.turn(Number(p.turn.dataset.seat)));
  r.size.addEventListener('change', () => fillK(r, Number(r.size.value), Number(r.k.value)));
}

const WORDS = { colours: COLOUR, pieces: PIECE, headline, title: gameTitle, role: seatRole, over: overSentence };

/**
 * Updates everything but the board's cells from `m` = { snap, thinking: {seconds}|null, stalled,
 * cursor (1-based column), event }.
 */
export function renderGame(r, m) {
  const { view, status } = m.snap;
  renderTable(r, { ...m, full: (c) => landingRow(view.rows, c - 1) < 0 }, WORDS);
  r.players.forEach((p, seat) => {
    const human = view.seats[seat] === 'human';
    const toMove = !status.over && view.toMove === seat;
    p.badge.textContent = turnState(view, seat);
    p.badge.classList.toggle('is-used', view.rotated[seat]);
    p.badge.hidden = human;
    p.turn.hidden = !human;
    // Once used, the turn is gone for the game: a real disabled button. Otherwise it stays pressable
    // and says why when it cannot be used now.
    p.turn.disabled = view.rotated[seat];
    const unavailable = status.over || !toMove;
    if (unavailable && !view.rotated[seat]) p.turn.setAttribute('aria-disabled', 'true');
    else p.turn.removeAttribute('aria-disabled');
    p.turn.querySelector('.btn-text').textContent = view.rotated[seat] ? 'Turn used' : 'Turn board';
    p.turn.querySelector('.turn-icon').textContent = view.rotated[seat] ? '✓' : '⟳';
    // The name is the visible words and then whose turn it is (unseen text, not an aria-label, so
    // that the visible words stay the start of the name and speech control finds "Turn board").
    p.turn.querySelector('.turn-whose').textContent = view.rotated[seat] ? ` (${COLOUR[seat]})` : ` (${COLOUR[seat]}, once per game)`;
  });
}

function rules() {
  return [
    h('p', {}, 'Connect four — or K — on a square board. Red and Blue take turns dropping discs; a disc falls to the lowest free hole of its column. Line up K of your discs across, down or diagonally to win.'),
    h('ul', {},
      h('li', {}, h('strong', {}, 'The turn: '), 'once per game, each player may spend a move to turn the whole board a quarter clockwise. Gravity then pulls every disc down, which can make lines — for either player.'),
      h('li', {}, 'If the turn (or a drop) makes lines for both players at once, the game is a draw. A full board is a draw too.'),
      h('li', {}, 'Red moves first. Ring discs are red, cross discs are blue.')),
    h('h3', {}, 'Keyboard'),
    keysHelp([
      [[kbd('1'), '–', kbd('9'), ' ', kbd('0')], 'Drop in that column (0 is column 10)'],
      [[kbd('←'), ' ', kbd('→'), ' ', kbd('⏎')], 'Choose a column, drop'],
      [[kbd('T')], 'Turn the board (once per game)'],
      [[kbd('Ctrl'), '+', kbd('Z')], ['Undo (also ', kbd('U'), ')']],
      [[kbd('Ctrl'), '+', kbd('Y')], 'Redo'],
    ]),
  ];
}
