// __game__-view.js: <__game__-game>'s DOM: the headline, the shared grid board (common/grid/), its dock, undo and redo, the tools, the setup and the rules; built once, updated from engine snapshots (no rules here).
import { h } from '../../common/element.js';
import { createGrid } from '../../common/grid/grid-board.js';
import { buildDock, buildUndoRedo, kbd, renderDock, renderUndoRedo } from '../../common/grid/grid-dock.js';

export const SIDE = 3;
// What the board draws for the view's 0 (empty), 1 (X) and 2 (O).
export const PIECE = ['', 'X', 'O'];
// Seat kinds as the engine's params write them.
export const SEATS = [{ kind: 'human', letter: 'h' }, { kind: 'computer', letter: 'r' }];
// The rules panel's keys: [key caps, what they do (a page word)].
const KEYS = [[['1', '9'], '__game__.keys.cell'], [['←', '→', '↑', '↓'], '__game__.keys.move'], [['Ctrl', 'Z'], '__game__.keys.undo'], [['Ctrl', 'Y'], '__game__.keys.redo']];

/** The whole skeleton, built once in the words of `t` (page words); `onCell(row, col)`: a cell pressed. */
export function buildLayout(t, onCell) {
  const r = { t };
  r.headline = h('h2', { class: 'headline', tabindex: '-1' });
  r.grid = createGrid({
    rows: SIDE, cols: SIDE, label: t('__game__.board'), part: 'grid controls',
    cellLabel: (row, col) => t('__game__.cell', { n: row * SIDE + col + 1 }),
    onCell: (row, col) => onCell(row, col), onRefuse: (row, col) => onCell(row, col),
  });
  Object.assign(r, buildDock(t), buildUndoRedo(t));
  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });
  r.event = h('p', { class: 'event', part: 'event' });
  r.newGame = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button new-game-button' }, t('newGame'));
  r.tools = h('div', { class: 'tools' }, r.undo, r.redo, r.newGame);
  r.seatChoices = [0, 1].map((seat) => h('select', { name: `seat${seat}` },
    SEATS.map((s) => h('option', { value: s.kind }, t(s.kind === 'human' ? 'person' : 'computer')))));
  r.setupError = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  r.startNew = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-start' }, t('startGame'));
  r.setupForm = h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: '__game__-setup-title', class: 'panel-title' }, t('newGame')),
    r.seatChoices.map((select, seat) => h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('__game__.playsAs', { piece: PIECE[seat + 1] })), select)),
    r.setupError, r.startNew);
  r.setup = h('section', { class: 'setup panel', part: 'setup', 'data-panel': 'setup', 'aria-labelledby': '__game__-setup-title' }, r.setupForm);
  r.rules = h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, h('summary', {}, t('rulesAndKeys')),
    h('div', { class: 'rules-body' }, h('p', {}, t('__game__.rules')),
      h('h3', { class: 'keys-title' }, t('keyboard')),
      h('dl', { class: 'keys-help' }, KEYS.flatMap(([keys, what]) => [h('dt', {}, keys.map((key) => kbd(key))), h('dd', {}, t(what))]))));
  r.board = h('section', { class: 'table', part: 'board', 'aria-labelledby': '__game__-headline' },
    Object.assign(r.headline, { id: '__game__-headline' }), r.grid.element, r.dock);
  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.board, r.notice, r.event, r.tools), h('div', { class: 'side-col' }, r.setup, r.rules));
  r.loading = h('p', { class: 'loading panel', role: 'status' }, t('__game__.loading'));
  return r;
}

/** Connects the controls to the controller's handlers (game-spec.js's Handlers). */
export function wireLayout(r, on) {
  for (const [button, handler] of [[r.stop, on.stop], [r.resume, on.resume], [r.undo, on.undo], [r.redo, on.redo], [r.newGame, on.newGame]]) {
    button.addEventListener('click', () => handler());
  }
  r.setupForm.addEventListener('submit', (event) => {
    event.preventDefault();
    on.setup();
  });
}

export function renderSetup(r, settings) {
  r.seatChoices.forEach((select, seat) => { select.value = settings.seats[seat]; });
}

export const readSetup = (r) => ({ seats: r.seatChoices.map((select) => select.value) });

/**
 * Updates the view from `m` (game-spec.js's RenderModel) plus `status` (the core's status line in
 * the element's language) and `locked` (the board refuses: not a person's move now).
 */
export function renderGame(r, m) {
  const { snap } = m;
  const { board, line } = snap.view;
  r.headline.textContent = m.status;
  r.grid.render((row, col) => {
    const cell = row * SIDE + col;
    const piece = PIECE[board[row][col]];
    return {
      piece,
      label: r.t('__game__.cell', { n: cell + 1 }) + (piece ? ` ${piece}` : ''),
      disabled: piece !== '' || snap.status.over,
      classes: { 'is-win': line.includes(cell) },
    };
  });
  r.grid.setDisabled(m.locked);
  r.event.textContent = m.event;
  renderDock(r, { waiting: Boolean(m.thinking) || (m.stalled && snap.status.computerToMove), stalled: m.stalled, thinking: m.thinking ?? { seconds: 0 }, who: m.who });
  renderUndoRedo(r, snap);
}
