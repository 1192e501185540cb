// grid-table.js: the table a two-seat board game shows around its board (the disc games, new grid games): head, player cards, the board's slot, the dock, the result, the tools under it and the side panels; built once, updated from engine snapshots. No rules: the game's words say everything.
//
// The API below is stable (the disc games and new grid games build on it):
//   buildTable(t, game) → r   the skeleton; game = { prefix (for ids), players: [seat 0's, seat 1's]
//       each { id (a class and part name: 'red'), icon (a node), name, extras (nodes: a game's own
//       buttons or badges) }, setupForm, setupTitleId, rules (nodes of the rules panel), tools (more
//       buttons before Share), panels (more nodes under the board), loading (text) }.
//       r: headline, meta, players[seat].{card, role}, boardSlot (the game puts its board there),
//       dock, thinkingText, stop, resume, over, overIcon, overTitle, overText, again,
//       notice, board, event, shareNote, shareLink, send, qr, undo, redo, share, friend, newGame, tools,
//       setup, rules, game, loading; and r.t.
//   wireTable(r, on)          the controller's handlers (game-spec.js's Handlers, on.friend and on.qr too) on its
//                             buttons, on.setup() on the setup form's submit
//   renderTable(r, m, words)  m = { snap, thinking, stalled, event, remote: { seats, mine, link } | null };
//       words = { headline(snap, { thinking }), title(view), role(view, seat), over(snap),
//       status(snap), seatName(seat), overIcon(winners) (nodes of the result's icon) }
//   chipChoice(name, options), chosen(inputs, fallback), keysHelp(entries): setup and rules parts
// A grid game's spec (game-spec.js) on these parts: layout: buildTable, then a createGrid (grid-board.js) appended to
// r.boardSlot; wire: wireTable(r, on) and tapMap(r.boardSlot, (row, col) => play a move, (row, col) => say why not);
// render: renderTable(r, model, words), grid.render(...) and grid.setDisabled(not the player's turn); key: grid.key(event)
// (the controller keeps Ctrl+ keys for undo and redo, so Ctrl+Home/End reach the grid only through grid.listen());
// overDetail: grid-dock.js's; pageWords: the game's words with grid-words.js's.
// t: the element's page words (common-words.js and grid-words.js). Its look: grid-table.css (after controls.css; the
// game's sheet defines the colours it names); the board's: the game's (grid-board.css for button cells).
import { h } from '../element.js';
import { buildDock, buildUndoRedo, renderDock, renderUndoRedo, wireDock } from './grid-dock.js';

/** A player's card: their icon, name and role line, then `extras`. */
function playerCard(seat, { id, icon, name, extras = [] }) {
  const p = {};
  p.role = h('span', { class: 'player-role' });
  p.card = h('div', { class: `player is-${id}`, part: `player player-${id}`, 'data-seat': String(seat) },
    icon, h('div', { class: 'player-text' }, h('span', { class: 'player-name' }, name), p.role), ...extras);
  return p;
}

/** The whole skeleton, built once in the words of `t` (see the header). */
export function buildTable(t, game) {
  const r = { t };
  r.headline = h('h2', { id: `${game.prefix}-headline`, class: 'headline', tabindex: '-1' });
  r.meta = h('p', { class: 'meta' });
  r.players = game.players.map((player, seat) => playerCard(seat, player));
  r.boardSlot = h('div', { class: 'board-slot' });
  Object.assign(r, buildDock(t));

  r.overIcon = h('div', { class: 'over-icon', 'aria-hidden': 'true' });
  r.overTitle = h('h3', { class: 'over-title', tabindex: '-1' });
  r.overText = h('p', { class: 'over-text' });
  r.again = h('button', { type: 'button', class: 'btn btn-primary', part: 'button again-button' }, t('playAgain'));
  r.over = h('div', { class: 'over', part: 'result', hidden: true },
    r.overIcon, h('div', { class: 'over-body' }, r.overTitle, r.overText), h('div', { class: 'over-actions' }, r.again));

  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });
  r.shareLink = h('input', { type: 'text', class: 'share-link', readonly: true, 'aria-label': t('grid.linkField'), hidden: true });
  // Beside the link while a friend is to move: on the table in the dock's place (no computer thinks then),
  // so that both are in view beside the board on a laptop as on a phone (the tools row is further down).
  r.send = h('button', { type: 'button', class: 'btn btn-primary', part: 'button send-button', hidden: true }, t('remote.send'));
  // And the link as a QR code, for a phone beside this device (game-remote.js's showQr).
  r.qr = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button qr-button', 'aria-haspopup': 'dialog', hidden: true }, t('remote.showQr'));
  r.board = h('section', { class: 'table dark-board', part: 'board', 'aria-labelledby': `${game.prefix}-headline` },
    h('header', { class: 'board-head' }, r.headline, r.meta),
    h('div', { class: 'players' }, r.players.map((p) => p.card)),
    r.boardSlot, r.dock, h('div', { class: 'send-row' }, r.shareLink, r.send, r.qr), r.over, r.notice);

  r.event = h('p', { class: 'event', part: 'event' });
  r.shareNote = h('p', { class: 'share-note', part: 'share-note', role: 'status', 'aria-live': 'polite' });
  Object.assign(r, buildUndoRedo(t));
  r.share = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-button' }, t('grid.share'));
  r.friend = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button friend-button' }, t('remote.playFriend'));
  r.newGame = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button new-game-button' }, t('newGame'));
  r.tools = h('div', { class: 'tools' }, r.undo, r.redo, ...(game.tools ?? []), r.share, r.friend, r.newGame);

  r.setup = h('section', { class: 'setup panel', part: 'setup', 'data-panel': 'setup', 'aria-labelledby': game.setupTitleId }, game.setupForm);
  r.rules = h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, h('summary', {}, t('rulesAndKeys')), h('div', { class: 'rules-body' }, game.rules));

  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.board, h('div', { class: 'under-board' }, r.event, r.shareNote), ...(game.panels ?? []), r.tools),
    h('div', { class: 'side-col' }, r.setup, r.rules));
  r.loading = h('p', { class: 'loading panel', role: 'status' }, game.loading ?? t('grid.loading'));
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

/** Connects the table's buttons to the controller's handlers (`on`); on.setup() reads the game's own form. */
export function wireTable(r, on) {
  wireDock(r, on);
  const clicks = [[r.share, on.share], [r.friend, on.friend], [r.send, on.share], [r.newGame, on.newGame], [r.again, on.again]];
  for (const [button, handler] of clicks) button.addEventListener('click', () => handler());
  r.qr.addEventListener('click', () => on.qr(r.qr));
  r.setup.addEventListener('submit', (event) => {
    event.preventDefault();
    on.setup();
  });
}

/** Updates the table from `m` in the game's `words` (see the header); the board is the game's. */
export function renderTable(r, m, words) {
  const { snap } = m;
  const { t } = r;
  const { view, status } = snap;
  const over = status.over;
  const single = status.winners.length === 1;
  const computerMoves = !over && view.seats[view.toMove] !== 'human';
  r.headline.textContent = words.headline(snap, { thinking: Boolean(m.thinking) });
  r.headline.dataset.seat = over ? (single ? String(status.winners[0]) : '') : String(view.toMove);
  r.meta.textContent = words.title(view);
  r.board.classList.toggle('is-over', over);
  r.board.dataset.toMove = over ? '' : String(view.toMove);

  r.players.forEach((p, seat) => {
    const toMove = !over && view.toMove === seat;
    const won = over && single && status.winners[0] === seat;
    p.card.classList.toggle('is-to-move', toMove);
    p.card.classList.toggle('is-winner', won);
    const role = m.remote ? t(m.remote.seats.includes(seat) ? 'grid.you' : 'remote.friend') : words.role(view, seat);
    p.role.textContent = toMove ? t('grid.roleToPlay', { role }) : won ? t('grid.roleWinner', { role }) : role;
  });

  const who = over ? '' : words.seatName(view.toMove);
  renderDock(r, { waiting: computerMoves && (Boolean(m.thinking) || m.stalled), stalled: m.stalled, thinking: m.thinking, who });

  r.over.hidden = !over;
  if (over) {
    r.over.classList.toggle('is-win', single);
    r.overIcon.replaceChildren(...words.overIcon(status.winners));
    r.overIcon.classList.toggle('is-pair', !single);
    r.overTitle.textContent = words.headline(snap);
    r.overText.textContent = words.over(snap);
  }

  renderUndoRedo(r, snap, Boolean(m.remote));
  r.event.textContent = m.event || words.status(snap);
  renderRemote(r, m.remote, { who, over, event: m.event });
}

// A game with a friend: the share button sends the turn link, and while the friend is to move
// the link stays in view on the table (to copy by hand, or to send again) with what to do next.
function renderRemote(r, remote, { who, over, event }) {
  const { t } = r;
  r.share.textContent = t(remote ? 'remote.send' : 'grid.share');
  r.friend.hidden = Boolean(remote) && !over;
  const waiting = Boolean(remote) && !remote.mine && !over;
  r.board.classList.toggle('is-remote-waiting', waiting);
  r.send.hidden = !waiting;
  // The last link of a finished game too: the friend sees how it ended.
  r.qr.hidden = !waiting && !(remote && over);
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
