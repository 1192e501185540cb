// disc-view.js: the DOM the disc-dropping games share (<rotate-game>, <connect4-game>): the dark table with its
// head, player cards, column buttons, the computer's dock (../grid/grid-dock.js) and the result, the tools under
// it and the side panels; built once, then updated from engine snapshots (no rules here). Each game adds its own parts.
import { h } from '../element.js';
import { createBoard, createDisc } from './disc-board.js';
import { colourName } from './disc-text.js';
import { buildDock, buildUndoRedo, renderDock, renderUndoRedo, wireDock } from '../grid/grid-dock.js';

const keyOfColumn = (c) => (c === 10 ? '0' : String(c));

/** A player's card: their disc, name (`colour`: its id) and role line, then `extras` (a game's own buttons or badges). */
function playerCard(t, seat, colour, piece, extras) {
  const p = {};
  p.role = h('span', { class: 'player-role' });
  p.card = h('div', { class: `player is-${colour}`, part: `player player-${colour}`, 'data-seat': String(seat) },
    createDisc(piece, 'player-disc'),
    h('div', { class: 'player-text' }, h('span', { class: 'player-name' }, colourName(t, colour)), p.role),
    ...extras);
  return p;
}

/**
 * The whole skeleton, built once in the words of `t`. `game` = { prefix (for ids), colours, pieces, extras: [nodes of
 * seat 0, of seat 1] for the player cards, setupForm, setupTitleId, rules (nodes of the rules
 * panel), tools (more buttons before Share), panels (more nodes under the board), loading text }.
 * Returns r, the elements later renders fill in: headline, meta, players[seat].{card, role},
 * columns, boardSlot, dock, thinkingText, stop, resume, over, overIcon, overTitle, overText, again,
 * change, notice, board, event, shareNote, shareLink, undo, redo, share, friend, newGame, tools, setup,
 * rules, game, loading.
 */
export function buildTable(t, game) {
  const r = { t };
  r.headline = h('h2', { id: `${game.prefix}-headline`, class: 'headline', tabindex: '-1' });
  r.meta = h('p', { class: 'meta' });
  r.players = [0, 1].map((seat) => playerCard(t, seat, game.colours[seat], game.pieces[seat], game.extras?.[seat] ?? []));
  r.columns = h('div', { class: 'columns', part: 'columns controls', role: 'toolbar', 'aria-label': t('disc.dropADisc') });
  r.boardSlot = h('div', { class: 'board-slot' });

  Object.assign(r, buildDock(t));

  r.overIcon = h('div', { class: 'over-icon', 'aria-hidden': 'true' });
  r.overTitle = h('h3', { class: 'over-title', tabindex: '-1' });
  r.overText = h('p', { class: 'over-text' });
  r.again = h('button', { type: 'button', class: 'btn btn-primary', part: 'button again-button' }, t('playAgain'));
  r.change = h('button', { type: 'button', class: 'btn btn-light', part: 'button change-button' }, t('disc.changeGame'));
  r.over = h('div', { class: 'over', part: 'result', hidden: true },
    r.overIcon, h('div', { class: 'over-body' }, r.overTitle, r.overText), h('div', { class: 'over-actions' }, r.again, r.change));

  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });
  r.board = h('section', { class: 'table', part: 'board', 'aria-labelledby': `${game.prefix}-headline` },
    h('header', { class: 'board-head' }, r.headline, r.meta),
    h('div', { class: 'players' }, r.players.map((p) => p.card)),
    r.boardSlot, r.dock, r.over, r.notice);

  r.event = h('p', { class: 'event', part: 'event' });
  r.shareNote = h('p', { class: 'share-note', part: 'share-note', role: 'status', 'aria-live': 'polite' });
  r.shareLink = h('input', { type: 'text', class: 'share-link', readonly: true, 'aria-label': t('disc.linkField'), hidden: true });
  // Beside the link while a friend is to move, in view on a phone (the tools row is further down).
  r.send = h('button', { type: 'button', class: 'btn btn-primary', part: 'button send-button', hidden: true }, t('remote.send'));
  Object.assign(r, buildUndoRedo(t));
  r.share = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-button' }, t('disc.share'));
  r.friend = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button friend-button' }, t('remote.playFriend'));
  r.newGame = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button new-game-button' }, t('newGame'));
  r.tools = h('div', { class: 'tools' }, r.undo, r.redo, ...(game.tools ?? []), r.share, r.friend, r.newGame);

  r.setup = h('section', { class: 'setup panel', part: 'setup', 'data-panel': 'setup', 'aria-labelledby': game.setupTitleId }, game.setupForm);
  r.rules = h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, h('summary', {}, t('rulesAndKeys')), h('div', { class: 'rules-body' }, game.rules));

  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.board, h('div', { class: 'under-board' }, r.event, r.shareNote, r.shareLink, r.send), ...(game.panels ?? []), r.tools),
    h('div', { class: 'side-col' }, r.setup, r.rules));
  r.loading = h('p', { class: 'loading panel', role: 'status' }, game.loading ?? t('disc.loading'));
  return r;
}

/** A row of radio chips named `name`: options [{ value, label (nodes) }]; returns { element, inputs }. */
export function chipChoice(name, options) {
  const inputs = options.map((o) => h('input', { type: 'radio', name, value: o.value }));
  const element = h('div', { class: `chips is-${options.length}` }, options.map((o, i) => h('label', { class: 'chip' }, inputs[i], h('span', {}, o.label))));
  return { element, inputs };
}

/** The value of a chip row's checked input, or `fallback`. */
export const chosen = (inputs, fallback) => inputs.find((i) => i.checked)?.value ?? fallback;

/** The keys list of a rules panel: entries of [keys (nodes), what they do]. */
export function keysHelp(entries) {
  return h('dl', { class: 'keys-help' }, entries.flatMap(([keys, what]) => [h('dt', {}, keys), h('dd', {}, what)]));
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
 * Connects the shared controls to the controller's handlers (`on`): clicks become calls such as
 * on.drop(column) or on.undo(); on.setup() reads the game's own form.
 */
export function wireTable(r, on) {
  r.columns.addEventListener('click', (event) => {
    const button = event.target.closest('.col');
    if (button) on.drop(Number(button.dataset.col), button);
  });
  r.boardSlot.addEventListener('click', (event) => {
    const cell = event.target.closest('.cell');
    if (cell) on.drop(Number(cell.dataset.c) + 1, cell);
  });
  // The landing preview follows the pointer and the focus.
  const hover = (event) => {
    const target = event.target.closest?.('.col, .cell');
    if (target) on.hover(target.classList.contains('col') ? Number(target.dataset.col) : Number(target.dataset.c) + 1);
  };
  r.boardSlot.addEventListener('pointerover', hover);
  r.boardSlot.addEventListener('focusin', hover);
  r.boardSlot.addEventListener('pointerleave', () => on.hover(null, 'pointer'));
  r.boardSlot.addEventListener('focusout', (event) => { if (!r.boardSlot.contains(event.relatedTarget)) on.hover(null, 'focus'); });
  wireDock(r, on);
  const clicks = [[r.share, on.share], [r.friend, on.friend], [r.send, on.share], [r.newGame, on.newGame], [r.change, on.newGame], [r.again, on.again]];
  for (const [button, handler] of clicks) button.addEventListener('click', () => handler());
  r.setup.addEventListener('submit', (event) => {
    event.preventDefault();
    on.setup();
  });
}

// The words renderTable asks for, from a game's text module in the language of `t`.
const wordsOf = (text, t, status) => ({
  colours: text.COLOUR, pieces: text.PIECE, status,
  headline: (snap, options) => text.headline(t, snap, options),
  title: (view) => text.gameTitle(t, view),
  role: (view, seat) => text.seatRole(t, view, seat),
  over: (snap) => text.overSentence(t, snap, status(snap)),
});

/**
 * Updates the shared parts from `m` = { snap, thinking: {seconds}|null, stalled, cursor, event,
 * full(column) (true when a 1-based column takes no disc), status(snap): the core's status line in
 * the element's language, remote: { seats, mine, link } | null in a game with a friend } in the words of r.t and of the game's text module `text` = { COLOUR,
 * PIECE, headline(t, snap, {thinking}), gameTitle(t, view), seatRole(t, view, seat),
 * overSentence(t, snap, status) } (connect4-text.js, rotate-text.js).
 */
export function renderTable(r, m, text) {
  const words = wordsOf(text, r.t, m.status);
  const { snap } = m;
  const { t } = r;
  const { view, status } = snap;
  const over = status.over;
  const computerMoves = !over && view.seats[view.toMove] !== 'human';
  r.headline.textContent = words.headline(snap, { thinking: Boolean(m.thinking) });
  r.headline.dataset.seat = over ? (status.winners.length === 1 ? String(status.winners[0]) : '') : String(view.toMove);
  r.meta.textContent = words.title(view);
  r.board.classList.toggle('is-over', over);
  r.board.dataset.toMove = over ? '' : String(view.toMove);

  r.players.forEach((p, seat) => {
    const toMove = !over && view.toMove === seat;
    const won = over && status.winners.length === 1 && status.winners[0] === seat;
    p.card.classList.toggle('is-to-move', toMove);
    p.card.classList.toggle('is-winner', won);
    const role = m.remote ? t(m.remote.seats.includes(seat) ? 'disc.you' : 'remote.friend') : words.role(view, seat);
    p.role.textContent = toMove ? t('disc.roleToPlay', { role }) : won ? t('disc.roleWinner', { role }) : role;
  });

  // Column buttons: aria-disabled (still pressable: a refusal says why) when full or not a person's move.
  const blocked = over || computerMoves || Boolean(m.thinking) || (m.remote && !m.remote.mine);
  [...r.columns.children].forEach((button) => {
    const c = Number(button.dataset.col);
    const full = m.full(c);
    button.classList.toggle('is-cursor', c === m.cursor);
    button.classList.toggle('is-full', full);
    if (blocked || full) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    button.setAttribute('aria-label', t(full ? 'disc.columnFull' : 'disc.dropIn', { c }));
  });
  r.columns.setAttribute('aria-label', over ? t('disc.columnsOver') : t('disc.dropColour', { colour: t(`disc.piece.${words.colours[view.toMove]}`) }));

  const who = over ? '' : colourName(t, words.colours[view.toMove]);
  renderDock(r, { waiting: computerMoves && (Boolean(m.thinking) || m.stalled), stalled: m.stalled, thinking: m.thinking, who });

  r.over.hidden = !over;
  if (over) {
    const single = status.winners.length === 1;
    r.over.classList.toggle('is-win', single);
    r.overIcon.replaceChildren(...(single ? [createDisc(words.pieces[status.winners[0]], 'over-disc')]
      : words.pieces.map((piece) => createDisc(piece, 'over-disc'))));
    r.overIcon.classList.toggle('is-pair', !single);
    r.overTitle.textContent = words.headline(snap);
    r.overText.textContent = words.over(snap);
  }

  renderUndoRedo(r, snap, Boolean(m.remote));
  r.event.textContent = m.event || words.status(snap);
  renderRemote(r, m.remote, { who, over, event: m.event });
}

// A game with a friend: the share button sends the turn link, and while the friend is to move
// the link stays in view (to copy by hand, or to send again) with what to do next.
function renderRemote(r, remote, { who, over, event }) {
  const { t } = r;
  r.share.textContent = t(remote ? 'remote.send' : 'disc.share');
  r.friend.hidden = Boolean(remote) && !over;
  const waiting = Boolean(remote) && !remote.mine && !over;
  r.board.classList.toggle('is-remote-waiting', waiting);
  r.send.hidden = !waiting;
  if (!remote) return;
  if (!over) {
    // What happened (a move), then what to do now: the status line is said by the latter.
    const next = t(remote.mine ? 'remote.yourMove' : 'remote.waiting', { who });
    r.event.textContent = event ? `${event} ${next}` : next;
  }
  if (waiting) {
    r.shareLink.value = remote.link;
    r.shareLink.hidden = false;
  }
}
