// rotate-view.js: the parts of <rotate-game>'s DOM that are Rotate's own (the turn on the player cards, the
// size and K in the setup, the rules) on disc-view.js's table; built once, updated from engine snapshots.
import { h } from '../../common/element.js';
import { createDisc, landingRow } from '../../common/disc/disc-board.js';
import { buildTable, renderTable, wireTable } from '../../common/disc/disc-view.js';
import { chipChoice, chosen, keysHelp } from '../../common/grid/grid-table.js';
import { kbd } from '../../common/grid/grid-dock.js';
import { colourName } from '../../common/disc/disc-text.js';
import { COLOUR, PIECE, SEATS, gameTitle, headline, overSentence, seatRole, turnState } from './rotate-text.js';

// What renderTable (disc-view.js) words the shared parts with.
const TEXT = { COLOUR, PIECE, headline, gameTitle, seatRole, overSentence };

// A person's once-per-game turn shows on their button; a computer's on a badge.
function turnParts(t, seat) {
  const badge = h('span', { class: 'badge' });
  const turn = h('button', {
    type: 'button', class: 'btn btn-turn', part: 'button turn-button', 'data-seat': String(seat), 'aria-keyshortcuts': 'T',
  }, h('span', { class: 'turn-icon', 'aria-hidden': 'true' }, '⟳'), h('span', { class: 'btn-text' }, t('rotate.turnBoard')),
  h('span', { class: 'visually-hidden turn-whose' }), kbd('T'));
  return { badge, turn };
}

/** The whole skeleton, built once in the words of `t`; returns the elements later renders fill in. */
export function buildLayout(t) {
  const turns = [turnParts(t, 0), turnParts(t, 1)];
  const holder = {};
  const setupForm = buildSetup(t, holder);
  const r = buildTable(t, {
    prefix: 'rg', colours: COLOUR, pieces: PIECE, extras: turns.map((turn) => [turn.badge, turn.turn]),
    setupForm, setupTitleId: 'rg-setup-title', rules: rules(t),
  });
  Object.assign(r, holder, { setupForm });
  r.players.forEach((p, seat) => Object.assign(p, turns[seat]));
  return r;
}

function seatChoice(t, seat) {
  const name = COLOUR[seat];
  const { element, inputs } = chipChoice(name, SEATS.map((s) => ({ value: s.kind, label: t(s.kind === 'human' ? 'person' : `rotate.level.${s.kind}`) })));
  const fieldset = h('fieldset', { class: `seat-choice is-${name}` },
    h('legend', {}, createDisc(PIECE[seat], 'legend-disc'), h('span', {}, colourName(t, name)), h('span', { class: 'legend-note' }, t(seat === 0 ? 'rotate.movesFirst' : 'rotate.movesSecond'))),
    element);
  return { fieldset, inputs };
}

function buildSetup(t, r) {
  r.size = h('select', { name: 'size' }, [5, 6, 7, 8, 9, 10].map((n) => h('option', { value: String(n) }, `${n} × ${n}`)));
  r.k = h('select', { name: 'k' });
  r.seatChoices = [seatChoice(t, 0), seatChoice(t, 1)];
  r.setupError = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  r.startNew = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-start' }, t('grid.startNew'));
  return h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: 'rg-setup-title', class: 'panel-title' }, t('newGame')),
    h('div', { class: 'field-row' },
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('rotate.size')), r.size),
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('rotate.k')), r.k)),
    r.seatChoices.map((s) => s.fieldset),
    h('p', { class: 'hint' }, t('rotate.levelsHint')),
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

/**
 * Updates everything but the board's cells from `m` = { snap, thinking: {seconds}|null, stalled,
 * cursor (1-based column), event, status(snap): the core's status line in the element's language }.
 */
export function renderGame(r, m) {
  const { t } = r;
  const { view, status } = m.snap;
  renderTable(r, { ...m, full: (c) => landingRow(view.rows, c - 1) < 0 }, TEXT);
  r.players.forEach((p, seat) => {
    const human = view.seats[seat] === 'human';
    const toMove = !status.over && view.toMove === seat;
    p.badge.textContent = turnState(t, view, seat);
    p.badge.classList.toggle('is-used', view.rotated[seat]);
    p.badge.hidden = human;
    p.turn.hidden = !human;
    // Once used, the turn is gone for the game: a real disabled button. Otherwise it stays pressable
    // and says why when it cannot be used now.
    p.turn.disabled = view.rotated[seat];
    const unavailable = status.over || !toMove;
    if (unavailable && !view.rotated[seat]) p.turn.setAttribute('aria-disabled', 'true');
    else p.turn.removeAttribute('aria-disabled');
    p.turn.querySelector('.btn-text').textContent = t(view.rotated[seat] ? 'rotate.turnUsed' : 'rotate.turnBoard');
    p.turn.querySelector('.turn-icon').textContent = view.rotated[seat] ? '✓' : '⟳';
    // The name is the visible words and then whose turn it is (unseen text, not an aria-label, so
    // that the visible words stay the start of the name and speech control finds "Turn board").
    p.turn.querySelector('.turn-whose').textContent = t(view.rotated[seat] ? 'rotate.whose' : 'rotate.whoseOnce', { who: colourName(t, COLOUR[seat]) });
  });
}

function rules(t) {
  return [
    h('p', {}, t('rotate.rules.intro')),
    h('ul', {},
      h('li', {}, h('strong', {}, t('rotate.rules.turn')), ' ', t('rotate.rules.turnText')),
      h('li', {}, t('rotate.rules.both')),
      h('li', {}, t('rotate.rules.first'))),
    h('h3', { class: 'keys-title' }, t('keyboard')),
    keysHelp([
      [[kbd('1'), '–', kbd('9'), ' ', kbd('0')], t('rotate.rules.dropKey')],
      [[kbd('←'), ' ', kbd('→'), ' ', kbd('⏎')], t('rotate.rules.chooseKey')],
      [[kbd('T')], t('rotate.rules.turnKey')],
      [[kbd('Ctrl'), '+', kbd('Z')], t('rotate.rules.undoKey', { key: 'U' })],
      [[kbd('Ctrl'), '+', kbd('Y')], t('disc.redoKey')],
    ]),
  ];
}
