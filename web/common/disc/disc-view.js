// disc-view.js: what the disc-dropping games (<rotate-game>, <connect4-game>) add to the shared table (../grid/grid-table.js):
// player cards with their discs, the column buttons over the board and the landing preview's hover, the discs of
// the result; built once, then updated from engine snapshots (no rules here). Each game adds its own parts.
import { h } from '../element.js';
import { createBoard, createDisc } from './disc-board.js';
import { colourName } from './disc-text.js';
import * as table from '../grid/grid-table.js';
import { tapMap } from '../grid/grid-board.js';

const keyOfColumn = (c) => (c === 10 ? '0' : String(c));

/**
 * The whole skeleton, built once in the words of `t`: grid-table.js's, with a disc on each player
 * card and the column buttons (r.columns). `game` = { prefix (for ids), colours, pieces, extras:
 * [nodes of seat 0, of seat 1] for the player cards, setupForm, setupTitleId, rules, tools, panels,
 * loading } (grid-table.js's buildTable). Returns r: grid-table.js's parts and columns.
 */
export function buildTable(t, game) {
  const players = [0, 1].map((seat) => ({
    id: game.colours[seat], icon: createDisc(game.pieces[seat], 'player-disc'), name: colourName(t, game.colours[seat]), extras: game.extras?.[seat] ?? [],
  }));
  const r = table.buildTable(t, { ...game, players });
  r.columns = h('div', { class: 'columns', part: 'columns controls', role: 'toolbar', 'aria-label': t('disc.dropADisc') });
  return r;
}

/**
 * (Re)builds the board of `width` × `height` cells (square when height is left out) and its column
 * buttons in r.boardSlot; returns the board (disc-board.js).
 */
export function buildBoard(r, { width, height = width, label }) {
  const board = createBoard({ width, height, kind: 'game', label, t: r.t });
  r.columns.replaceChildren(...Array.from({ length: width }, (_, i) => {
    const c = i + 1;
    return h('button', {
      type: 'button', class: 'col', part: 'column', 'data-col': String(c), tabindex: i === Math.floor(width / 2) ? '0' : '-1',
      'aria-keyshortcuts': c <= 10 ? keyOfColumn(c) : null,
    }, h('span', { class: 'col-arrow', 'aria-hidden': 'true' }), h('span', { class: 'col-key', 'aria-hidden': 'true' }, keyOfColumn(c)));
  }));
  board.element.prepend(r.columns);
  r.boardSlot.replaceChildren(board.element);
  return board;
}

/** Moves the columns' one tab stop (and the cursor look) to `column` (1-based); focuses it if asked. */
export function markColumn(r, column, focus) {
  const buttons = [...r.columns.children];
  for (const b of buttons) {
    const on = Number(b.dataset.col) === column;
    b.tabIndex = on ? 0 : -1;
    b.classList.toggle('is-cursor', on);
  }
  if (focus) buttons[column - 1]?.focus();
}

/**
 * Connects the controls to the controller's handlers (`on`): a column button or a cell drops,
 * on.drop(column, from); the pointer and focus preview, on.hover(column | null, how); the table's
 * own (grid-table.js's wireTable) calls such as on.undo(); on.setup() reads the game's own form.
 */
export function wireTable(r, on) {
  r.columns.addEventListener('click', (event) => {
    const button = event.target.closest('.col');
    if (button) on.drop(Number(button.dataset.col), button);
  });
  tapMap(r.boardSlot, (row, col, cell) => on.drop(col + 1, cell));
  // The landing preview follows the pointer and the focus.
  const hover = (event) => {
    const target = event.target.closest?.('.col, .cell');
    if (target) on.hover(target.classList.contains('col') ? Number(target.dataset.col) : Number(target.dataset.c) + 1);
  };
  r.boardSlot.addEventListener('pointerover', hover);
  r.boardSlot.addEventListener('focusin', hover);
  r.boardSlot.addEventListener('pointerleave', () => on.hover(null, 'pointer'));
  r.boardSlot.addEventListener('focusout', (event) => { if (!r.boardSlot.contains(event.relatedTarget)) on.hover(null, 'focus'); });
  table.wireTable(r, on);
}

// The words grid-table.js's renderTable asks for, from a game's text module in the language of `t`.
const wordsOf = (text, t, status) => ({
  status,
  headline: (snap, options) => text.headline(t, snap, options),
  title: (view) => text.gameTitle(t, view),
  role: (view, seat) => text.seatRole(t, view, seat),
  over: (snap) => text.overSentence(t, snap, status(snap)),
  seatName: (seat) => colourName(t, text.COLOUR[seat]),
  overIcon: (winners) => (winners.length === 1 ? [createDisc(text.PIECE[winners[0]], 'over-disc')] : text.PIECE.map((piece) => createDisc(piece, 'over-disc'))),
});

/**
 * Updates the table (grid-table.js's renderTable) and the column buttons from `m` = { snap,
 * thinking: {seconds}|null, stalled, cursor, event, full(column) (true when a 1-based column takes
 * no disc), status(snap): the core's status line in the element's language, remote: { seats, mine,
 * link } | null in a game with a friend } in the words of r.t and of the game's text module `text` =
 * { COLOUR, PIECE, headline(t, snap, {thinking}), gameTitle(t, view), seatRole(t, view, seat),
 * overSentence(t, snap, status) } (connect4-text.js, rotate-text.js).
 */
export function renderTable(r, m, text) {
  const { t } = r;
  const { view, status } = m.snap;
  table.renderTable(r, m, wordsOf(text, t, m.status));
  // Column buttons: aria-disabled (still pressable: a refusal says why) when full or not a person's move.
  const over = status.over;
  const blocked = over || view.seats[view.toMove] !== 'human' || Boolean(m.thinking) || (m.remote && !m.remote.mine);
  [...r.columns.children].forEach((button) => {
    const c = Number(button.dataset.col);
    const full = m.full(c);
    button.classList.toggle('is-cursor', c === m.cursor);
    button.classList.toggle('is-full', full);
    if (blocked || full) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    button.setAttribute('aria-label', t(full ? 'disc.columnFull' : 'disc.dropIn', { c }));
  });
  r.columns.setAttribute('aria-label', over ? t('disc.columnsOver') : t('disc.dropColour', { colour: t(`disc.piece.${text.COLOUR[view.toMove]}`) }));
}
