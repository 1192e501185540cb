// rotate-view.js: builds and updates the DOM of <rotate-game> from engine snapshots (no rules here).
import { h } from '../js/element.js';
import { createBoard, createDisc, landingRow } from './rotate-board.js';
import { COLOUR, PIECE, SEATS, gameTitle, headline, overSentence, seatRole, turnState } from './rotate-text.js';

const kbd = (key) => h('kbd', { 'aria-hidden': 'true' }, key);
const keyOfColumn = (c) => (c === 10 ? '0' : String(c));

function player(seat) {
  const name = COLOUR[seat];
  const p = {};
  p.role = h('span', { class: 'player-role' });
  p.badge = h('span', { class: 'badge' });
  p.turn = h('button', {
    type: 'button', class: 'btn btn-turn', part: 'button turn-button', 'data-seat': String(seat), 'aria-keyshortcuts': 'T',
  }, h('span', { class: 'turn-icon', 'aria-hidden': 'true' }, '⟳'), h('span', { class: 'btn-text' }, 'Turn board'), kbd('T'));
  p.card = h('div', { class: `player is-${name.toLowerCase()}`, part: `player player-${name.toLowerCase()}`, 'data-seat': String(seat) },
    createDisc(PIECE[seat], 'player-disc'),
    h('div', { class: 'player-text' }, h('span', { class: 'player-name' }, name), p.role),
    p.badge, p.turn);
  return p;
}

/** The whole skeleton, built once; returns the elements later renders fill in. */
export function buildLayout() {
  const r = {};
  r.headline = h('h2', { id: 'rg-headline', class: 'headline', tabindex: '-1' });
  r.meta = h('p', { class: 'meta' });
  r.players = [player(0), player(1)];
  r.columns = h('div', { class: 'columns', part: 'columns', role: 'toolbar', 'aria-label': 'Drop a disc' });
  r.boardSlot = h('div', { class: 'board-slot' });

  r.thinkingText = h('p', { class: 'thinking-text' });
  r.stop = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button stop-button' }, 'Stop');
  r.resume = h('button', { type: 'button', class: 'btn btn-primary', part: 'button resume-button' }, 'Let the computer move');
  r.spinner = h('span', { class: 'spinner', 'aria-hidden': 'true' });
  r.dock = h('div', { class: 'dock', part: 'thinking' }, r.spinner, r.thinkingText, r.stop, r.resume);

  r.overIcon = h('div', { class: 'over-icon', 'aria-hidden': 'true' });
  r.overTitle = h('h3', { class: 'over-title', tabindex: '-1' });
  r.overText = h('p', { class: 'over-text' });
  r.again = h('button', { type: 'button', class: 'btn btn-primary', part: 'button again-button' }, 'Play again');
  r.change = h('button', { type: 'button', class: 'btn btn-light', part: 'button change-button' }, 'Change game');
  r.over = h('div', { class: 'over', part: 'result', hidden: true },
    r.overIcon, h('div', { class: 'over-body' }, r.overTitle, r.overText), h('div', { class: 'over-actions' }, r.again, r.change));

  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });
  r.board = h('section', { class: 'table', part: 'board', 'aria-labelledby': 'rg-headline' },
    h('header', { class: 'board-head' }, r.headline, r.meta),
    h('div', { class: 'players' }, r.players.map((p) => p.card)),
    r.boardSlot, r.dock, r.over, r.notice);

  r.event = h('p', { class: 'event', part: 'event' });
  r.shareNote = h('p', { class: 'share-note', part: 'share-note', role: 'status', 'aria-live': 'polite' });
  r.shareLink = h('input', { type: 'text', class: 'share-link', readonly: true, 'aria-label': 'Link to this position', hidden: true });
  r.undo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button undo-button', 'aria-keyshortcuts': 'Control+Z' }, '↶ Undo');
  r.redo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button redo-button', 'aria-keyshortcuts': 'Control+Y' }, '↷ Redo');
  r.share = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-button' }, 'Share position');
  r.newGame = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button new-game-button' }, 'New game');
  r.tools = h('div', { class: 'tools' }, r.undo, r.redo, r.share, r.newGame);

  r.setupForm = buildSetup(r);
  r.setup = h('section', { class: 'setup panel', part: 'setup', 'aria-labelledby': 'rg-setup-title' }, r.setupForm);
  r.rulesBody = h('div', { class: 'rules-body' });
  r.rules = h('details', { class: 'rules panel', part: 'rules' }, h('summary', {}, 'Rules and keys'), r.rulesBody);
  renderRules(r);

  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.board, h('div', { class: 'under-board' }, r.event, r.shareNote, r.shareLink), r.tools),
    h('div', { class: 'side-col' }, r.setup, r.rules));
  r.loading = h('p', { class: 'loading panel', role: 'status' }, 'Loading the board…');
  return r;
}

function seatChoice(seat) {
  const name = COLOUR[seat].toLowerCase();
  const inputs = SEATS.map((s) => h('input', { type: 'radio', name, value: s.kind }));
  const labels = SEATS.map((s, i) => h('label', { class: 'chip' }, inputs[i], h('span', {}, s.kind === 'human' ? 'Person' : s.kind[0].toUpperCase() + s.kind.slice(1))));
  const fieldset = h('fieldset', { class: `seat-choice is-${name}` },
    h('legend', {}, createDisc(PIECE[seat], 'legend-disc'), h('span', {}, COLOUR[seat]), h('span', { class: 'legend-note' }, seat === 0 ? 'moves first' : 'moves second')),
    h('div', { class: 'chips' }, labels));
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
    seats: r.seatChoices.map((choice) => choice.inputs.find((i) => i.checked)?.value ?? 'human'),
  };
}

/**
 * Connects the controls to the element's handlers (`on`): clicks become calls such as
 * on.drop(column) or on.setup(settings); the view holds no game state itself.
 */
export function wireLayout(r, on) {
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
  for (const p of r.players) p.turn.addEventListener('click', () => on.turn(Number(p.turn.dataset.seat)));
  const clicks = [[r.stop, on.stop], [r.resume, on.resume], [r.undo, on.undo], [r.redo, on.redo], [r.share, on.share],
    [r.newGame, on.newGame], [r.change, on.newGame], [r.again, on.again]];
  for (const [button, handler] of clicks) button.addEventListener('click', () => handler());
  r.size.addEventListener('change', () => fillK(r, Number(r.size.value), Number(r.k.value)));
  r.setupForm.addEventListener('submit', (event) => {
    event.preventDefault();
    on.setup(readSetup(r));
  });
}

/** (Re)builds the board and its column buttons for an n×n game. */
export function buildBoard(r, n) {
  const board = createBoard({ n, kind: 'game', label: `Board, ${n} by ${n}` });
  r.columns.replaceChildren(...Array.from({ length: n }, (_, i) => {
    const c = i + 1;
    return h('button', {
      type: 'button', class: 'col', part: 'column', 'data-col': String(c), tabindex: i === Math.floor(n / 2) ? '0' : '-1',
      'aria-keyshortcuts': c <= 10 ? keyOfColumn(c) : null,
    }, h('span', { class: 'col-arrow', 'aria-hidden': 'true' }), h('span', { class: 'col-key', 'aria-hidden': 'true' }, keyOfColumn(c)));
  }));
  board.element.prepend(r.columns);
  r.boardSlot.replaceChildren(board.element);
  return board;
}

/**
 * Updates everything but the board's cells from `m` = { snap, thinking: {seconds}|null, stalled,
 * cursor (1-based column), event }.
 */
export function renderGame(r, m) {
  const { snap } = m;
  const { view, status } = snap;
  const over = status.over;
  const computerMoves = !over && view.seats[view.toMove] !== 'human';
  r.headline.textContent = headline(snap, { thinking: Boolean(m.thinking) });
  r.headline.dataset.seat = over ? (status.winners.length === 1 ? String(status.winners[0]) : '') : String(view.toMove);
  r.meta.textContent = gameTitle(view);
  r.board.classList.toggle('is-over', over);
  r.board.dataset.toMove = over ? '' : COLOUR[view.toMove].toLowerCase();

  r.players.forEach((p, seat) => {
    const human = view.seats[seat] === 'human';
    const toMove = !over && view.toMove === seat;
    const won = over && status.winners.length === 1 && status.winners[0] === seat;
    p.card.classList.toggle('is-to-move', toMove);
    p.card.classList.toggle('is-winner', won);
    p.role.textContent = `${seatRole(view, seat)}${toMove ? ' · to play' : won ? ' · winner' : ''}`;
    // A person's turn shows on their button; a computer's on a badge.
    p.badge.textContent = turnState(view, seat);
    p.badge.classList.toggle('is-used', view.rotated[seat]);
    p.badge.hidden = human;
    p.turn.hidden = !human;
    // Once used, the turn is gone for the game: a real disabled button. Otherwise it stays pressable
    // and says why when it cannot be used now.
    p.turn.disabled = view.rotated[seat];
    const unavailable = over || !toMove;
    if (unavailable && !view.rotated[seat]) p.turn.setAttribute('aria-disabled', 'true');
    else p.turn.removeAttribute('aria-disabled');
    p.turn.querySelector('.btn-text').textContent = view.rotated[seat] ? 'Turn used' : 'Turn board';
    p.turn.querySelector('.turn-icon').textContent = view.rotated[seat] ? '✓' : '⟳';
    // The name starts with the visible words, so speech control ("click Turn board") finds it.
    p.turn.setAttribute('aria-label', view.rotated[seat] ? `Turn used (${COLOUR[seat]})` : `Turn board (${COLOUR[seat]}, once per game)`);
  });

  // Column buttons: aria-disabled (still pressable: a refusal says why) when full or not a person's move.
  const blocked = over || computerMoves || Boolean(m.thinking);
  [...r.columns.children].forEach((button) => {
    const c = Number(button.dataset.col);
    const full = landingRow(view.rows, c - 1) < 0;
    button.classList.toggle('is-cursor', c === m.cursor);
    button.classList.toggle('is-full', full);
    if (blocked || full) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    button.setAttribute('aria-label', full ? `Column ${c}, full` : `Drop in column ${c}`);
  });
  r.columns.setAttribute('aria-label', over ? 'Columns (the game is over)' : `Drop a ${COLOUR[view.toMove].toLowerCase()} disc`);

  const waiting = computerMoves && (Boolean(m.thinking) || m.stalled);
  r.dock.hidden = !waiting;
  if (waiting) {
    const who = COLOUR[view.toMove];
    r.thinkingText.textContent = m.stalled
      ? `${who} (computer) is waiting.`
      : `${who} is thinking…${m.thinking.seconds >= 2 ? ` ${m.thinking.seconds} s` : ''}`;
    r.stop.hidden = Boolean(m.stalled);
    r.resume.hidden = !m.stalled;
    r.dock.classList.toggle('is-stalled', Boolean(m.stalled));
  }

  r.over.hidden = !over;
  if (over) {
    const single = status.winners.length === 1;
    r.over.classList.toggle('is-win', single);
    r.overIcon.replaceChildren(...(single ? [createDisc(PIECE[status.winners[0]], 'over-disc')] : [createDisc('R', 'over-disc'), createDisc('B', 'over-disc')]));
    r.overIcon.classList.toggle('is-pair', !single);
    r.overTitle.textContent = headline(snap);
    r.overText.textContent = overSentence(snap);
  }

  setDisabledLook(r.undo, !snap.canUndo);
  setDisabledLook(r.redo, !snap.canRedo);
  r.event.textContent = m.event || status.text;
}

// Unavailable buttons stay clickable: pressing one then says why, never a silent no-op.
function setDisabledLook(button, off) {
  if (off) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

function renderRules(r) {
  r.rulesBody.replaceChildren(
    h('p', {}, 'Connect four — or K — on a square board. Red and Blue take turns dropping discs; a disc falls to the lowest free hole of its column. Line up K of your discs across, down or diagonally to win.'),
    h('ul', {},
      h('li', {}, h('strong', {}, 'The turn: '), 'once per game, each player may spend a move to turn the whole board a quarter clockwise. Gravity then pulls every disc down, which can make lines — for either player.'),
      h('li', {}, 'If the turn (or a drop) makes lines for both players at once, the game is a draw. A full board is a draw too.'),
      h('li', {}, 'Red moves first. Ring discs are red, cross discs are blue.')),
    h('h3', {}, 'Keyboard'),
    h('dl', { class: 'keys-help' },
      h('dt', {}, kbd('1'), '–', kbd('9'), ' ', kbd('0')), h('dd', {}, 'Drop in that column (0 is column 10)'),
      h('dt', {}, kbd('←'), ' ', kbd('→'), ' ', kbd('⏎')), h('dd', {}, 'Choose a column, drop'),
      h('dt', {}, kbd('T')), h('dd', {}, 'Turn the board (once per game)'),
      h('dt', {}, kbd('Ctrl'), '+', kbd('Z')), h('dd', {}, 'Undo (also ', kbd('U'), ')'),
      h('dt', {}, kbd('Ctrl'), '+', kbd('Y')), h('dd', {}, 'Redo')),
  );
}
