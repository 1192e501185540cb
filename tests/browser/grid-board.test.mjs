// grid-board.test.mjs: the shared grid board (web/common/grid/) on a page of its own: exact ARIA roles and labels, the arrow keys' moves of the one tab stop, clicks, taps, Enter and Space calling back (row, col), disabled cells refusing, the dock and undo/redo, axe-clean.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { distDir, openBrowser } from './harness.mjs';
import { axeViolations } from './helpers.mjs';
import { builtName } from '../game-data.mjs';

// A page with nothing but a heading, a button before the board and the board's slot; the modules
// are dist/common's own (the files the games load), under their built (hashed) names.
const NAMES = JSON.parse(readFileSync(join(distDir, 'build-info.json'), 'utf8')).names;
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Grid board</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${builtName('common/controls.css')}"><link rel="stylesheet" href="${builtName('common/grid/grid-board.css')}"></head>
<body><main><h1>Grid board</h1><button type="button" id="before">Before</button><div id="slot"></div><div id="dock-slot"></div></main></body></html>
`;

let root;
let browser;
let touchBrowser;
before(async () => {
  root = await mkdtemp(join(tmpdir(), 'grid-board-'));
  await cp(join(distDir, 'common'), join(root, 'common'), { recursive: true });
  await writeFile(join(root, 'index.html'), PAGE);
  browser = await openBrowser({ root });
  touchBrowser = await openBrowser({ root, touch: true });
});
after(async () => {
  await browser?.close();
  await touchBrowser?.close();
  await rm(root, { recursive: true, force: true });
});

/** The test page, told the modules' built names (window.NAMES). */
async function openPage(b = browser) {
  const page = await b.newPage('/');
  await page.evaluate((names) => { window.NAMES = names; }, NAMES);
  return page;
}

// A 3 × 4 board: X at (0, 1), O at (2, 3); (1, 2) disabled, (0, 1) selected, (2, 3) the current
// cell. Every call back goes to window.calls as "cell r,c" or "refuse r,c".
async function openBoard(b = browser) {
  const page = await openPage(b);
  await page.evaluate(async () => {
    const { createGrid } = await import(new URL(window.NAMES['common/grid/grid-board.js'], location.href).href);
    const pieces = { '0,1': 'X', '2,3': 'O' };
    window.calls = [];
    const grid = createGrid({
      rows: 3, cols: 4, label: 'Test board',
      cellLabel: (r, c) => `row ${r + 1}, column ${c + 1}, ${pieces[`${r},${c}`] ?? 'empty'}`,
      onCell: (r, c) => window.calls.push(`cell ${r},${c}`),
      onRefuse: (r, c) => window.calls.push(`refuse ${r},${c}`),
    });
    grid.render((r, c) => ({
      piece: pieces[`${r},${c}`] ?? '', disabled: r === 1 && c === 2, selected: r === 0 && c === 1, current: r === 2 && c === 3 ? 'location' : undefined,
    }));
    grid.listen();
    window.grid = grid;
    document.getElementById('slot').append(grid.element);
  });
  return page;
}

/** The focused cell as "r,c", or what else has focus. */
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a?.classList.contains('cell') ? `${a.dataset.r},${a.dataset.c}` : a?.id || a?.tagName;
});
/** The cells with tabindex 0, as "r,c". */
const tabStops = (page) => page.evaluate(() => [...document.querySelectorAll('.cell')].filter((c) => c.tabIndex === 0).map((c) => `${c.dataset.r},${c.dataset.c}`));

test('the board is an ARIA grid: exact roles, counts, indexes, labels and states, one tab stop', async () => {
  const page = await openBoard();
  const tree = await page.evaluate(() => {
    const g = document.querySelector('[role="grid"]');
    return {
      grid: [g.className, g.getAttribute('part'), g.getAttribute('dir'), g.getAttribute('aria-label'), g.getAttribute('aria-rowcount'), g.getAttribute('aria-colcount')],
      rows: [...g.children].map((row) => [row.getAttribute('role'), row.getAttribute('aria-rowindex'),
        [...row.children].map((cell) => [cell.tagName, cell.getAttribute('type'), cell.getAttribute('role'), cell.getAttribute('aria-colindex'),
          cell.getAttribute('aria-label'), cell.textContent, cell.getAttribute('aria-disabled'), cell.getAttribute('aria-selected'), cell.getAttribute('aria-current')].join('|'))]),
    };
  });
  assert.deepEqual(tree.grid, ['grid-board', 'grid', 'ltr', 'Test board', '3', '4']);
  assert.deepEqual(tree.rows, [
    ['row', '1', ['BUTTON|button|gridcell|1|row 1, column 1, empty|||false|', 'BUTTON|button|gridcell|2|row 1, column 2, X|X||true|',
      'BUTTON|button|gridcell|3|row 1, column 3, empty|||false|', 'BUTTON|button|gridcell|4|row 1, column 4, empty|||false|']],
    ['row', '2', ['BUTTON|button|gridcell|1|row 2, column 1, empty|||false|', 'BUTTON|button|gridcell|2|row 2, column 2, empty|||false|',
      'BUTTON|button|gridcell|3|row 2, column 3, empty||true|false|', 'BUTTON|button|gridcell|4|row 2, column 4, empty|||false|']],
    ['row', '3', ['BUTTON|button|gridcell|1|row 3, column 1, empty|||false|', 'BUTTON|button|gridcell|2|row 3, column 2, empty|||false|',
      'BUTTON|button|gridcell|3|row 3, column 3, empty|||false|', 'BUTTON|button|gridcell|4|row 3, column 4, O|O||false|location']],
  ]);
  assert.deepEqual(await tabStops(page), ['0,0']);
  // Tab from the button before the board lands on its one tab stop, and Tab again leaves the board.
  await page.focus('#before');
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), '0,0');
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), 'BODY');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.problems, []);
});

test('arrow keys move the one tab stop and stop at the edges; Home, End, PageUp, PageDown and Ctrl+Home/End jump', async () => {
  const page = await openBoard();
  await page.focus('.cell[data-r="0"][data-c="0"]');
  const steps = [
    ['ArrowRight', '0,1'], ['ArrowDown', '1,1'], ['ArrowLeft', '1,0'], ['ArrowLeft', '1,0'], ['ArrowUp', '0,0'], ['ArrowUp', '0,0'],
    ['End', '0,3'], ['ArrowRight', '0,3'], ['Home', '0,0'], ['PageDown', '2,0'], ['ArrowDown', '2,0'], ['Control+End', '2,3'],
    ['PageUp', '0,3'], ['Control+Home', '0,0'], ['ArrowDown', '1,0'], ['ArrowRight', '1,1'], ['ArrowRight', '1,2'],
  ];
  const seen = [];
  for (const [key] of steps) {
    await page.keyboard.press(key);
    seen.push([key, await focused(page)]);
  }
  assert.deepEqual(seen, steps);
  assert.deepEqual(await tabStops(page), ['1,2']);
  assert.deepEqual(await page.evaluate(() => window.calls), [], 'moving calls nothing back');
  // A right-to-left page: the board stays left to right, so → still goes to the next column.
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(page), '1,3');
  assert.deepEqual(page.problems, []);
});

test('Enter, Space and clicks call back (row, col) once each; a disabled cell refuses instead; the whole board can refuse', async () => {
  const page = await openBoard();
  await page.focus('.cell[data-r="2"][data-c="1"]');
  await page.keyboard.press('Enter');
  await page.keyboard.press(' ');
  await page.click('.cell[data-r="0"][data-c="3"]');
  await page.click('.cell[data-r="1"][data-c="2"]', { force: true });  // aria-disabled: playwright would wait
  await page.focus('.cell[data-r="1"][data-c="2"]');
  await page.keyboard.press('Enter');
  assert.deepEqual(await page.evaluate(() => window.calls), ['cell 2,1', 'cell 2,1', 'cell 0,3', 'refuse 1,2', 'refuse 1,2']);

  // Not the player's turn: every cell refuses, then the board comes back with its own disabled cell.
  await page.evaluate(() => { window.calls = []; window.grid.setDisabled(true); });
  assert.deepEqual(await page.evaluate(() => [document.querySelector('.grid-board').classList.contains('is-disabled'),
    [...document.querySelectorAll('.cell')].filter((c) => c.getAttribute('aria-disabled') === 'true').length]), [true, 12]);
  await page.click('.cell[data-r="0"][data-c="0"]', { force: true });
  await page.evaluate(() => window.grid.setDisabled(false));
  await page.click('.cell[data-r="0"][data-c="0"]');
  await page.click('.cell[data-r="1"][data-c="2"]', { force: true });
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.cell[aria-disabled="true"]')].map((c) => `${c.dataset.r},${c.dataset.c}`)), ['1,2']);
  assert.deepEqual(await page.evaluate(() => window.calls), ['refuse 0,0', 'cell 0,0', 'refuse 1,2']);
  assert.deepEqual(page.problems, []);
});

test('a tap on a phone calls back (row, col) once', async () => {
  const page = await openBoard(touchBrowser);
  await page.tap('.cell[data-r="2"][data-c="2"]');
  await page.tap('.cell[data-r="1"][data-c="2"]', { force: true });
  assert.deepEqual(await page.evaluate(() => window.calls), ['cell 2,2', 'refuse 1,2']);
  assert.deepEqual(page.problems, []);
});

test('render draws only what it is given: pieces, classes, data and labels change, a picture board has no roles', async () => {
  const page = await openBoard();
  const after = await page.evaluate(() => {
    window.grid.render((r, c) => ({ piece: r === 1 && c === 1 ? 'X' : '', label: `cell ${r}${c}`, classes: { 'is-win': r === 1 }, data: { mark: c === 0 ? 'a' : undefined } }));
    const cells = [...document.querySelectorAll('.cell')];
    return {
      pieces: cells.map((c) => c.textContent).join(','),
      labels: cells.map((c) => c.getAttribute('aria-label')).join(','),
      win: cells.filter((c) => c.classList.contains('is-win')).length,
      marks: cells.filter((c) => c.dataset.mark === 'a').length,
      states: cells.filter((c) => c.hasAttribute('aria-disabled') || c.hasAttribute('aria-selected') || c.hasAttribute('aria-current')).length,
    };
  });
  assert.deepEqual(after, {
    pieces: ',,,,,X,,,,,,', labels: 'cell 00,cell 01,cell 02,cell 03,cell 10,cell 11,cell 12,cell 13,cell 20,cell 21,cell 22,cell 23', win: 4, marks: 3, states: 0,
  });
  const picture = await page.evaluate(async () => {
    const { createGrid } = await import(new URL(window.NAMES['common/grid/grid-board.js'], location.href).href);
    const grid = createGrid({ rows: 2, cols: 2, label: 'A picture', tag: 'div', interactive: false });
    grid.render((r, c) => ({ piece: r === c ? 'X' : '' }));
    return [grid.element.getAttribute('role'), grid.element.getAttribute('aria-label'),
      grid.element.querySelectorAll('[role], [tabindex], [aria-label]').length, grid.element.textContent];
  });
  assert.deepEqual(picture, ['img', 'A picture', 0, 'XX']);
  assert.deepEqual(page.problems, []);
});

test('the dock: thinking, waiting after Stop, hidden otherwise; Stop, resume, undo and redo call back; undo/redo look disabled', async () => {
  const page = await openPage();
  const seen = await page.evaluate(async () => {
    const at = (path) => import(new URL(window.NAMES[path], location.href).href);
    const [{ wordsIn }, common, grid, dockModule] = await Promise.all(['common/page-words.js', 'common/common-words.js', 'common/grid/grid-words.js', 'common/grid/grid-dock.js'].map(at));
    const { buildDock, buildUndoRedo, renderDock, renderUndoRedo, wireDock } = dockModule;
    const t = wordsIn('en', grid.default, common.default);
    const r = { t, ...buildDock(t), ...buildUndoRedo(t) };
    const calls = [];
    wireDock(r, { stop: () => calls.push('stop'), resume: () => calls.push('resume'), undo: () => calls.push('undo'), redo: () => calls.push('redo') });
    document.getElementById('dock-slot').append(r.dock, r.undo, r.redo);
    const look = () => [r.dock.hidden, r.thinkingText.textContent, r.stop.hidden, r.resume.hidden, r.dock.classList.contains('is-stalled'),
      r.undo.getAttribute('aria-disabled'), r.redo.getAttribute('aria-disabled')];
    const states = [];
    renderDock(r, { waiting: true, stalled: false, thinking: { seconds: 0 }, who: 'Red' });
    renderUndoRedo(r, { canUndoDecision: true, canRedo: false });
    states.push(look());
    renderDock(r, { waiting: true, stalled: false, thinking: { seconds: 3 }, who: 'Red' });
    renderUndoRedo(r, { canUndoDecision: true, canRedo: true }, true);
    states.push(look());
    renderDock(r, { waiting: true, stalled: true, thinking: null, who: 'Red' });
    renderUndoRedo(r, { canUndoDecision: false, canRedo: true });
    states.push(look());
    renderDock(r, { waiting: false, stalled: false, thinking: null, who: '' });
    states.push(look());
    for (const b of [r.stop, r.resume, r.undo, r.redo]) b.click();
    return { states, calls, undo: [r.undo.textContent, r.undo.getAttribute('aria-keyshortcuts')], redo: [r.redo.textContent, r.redo.getAttribute('aria-keyshortcuts')] };
  });
  assert.deepEqual(seen.states, [
    [false, 'Red is thinking…', false, true, false, null, 'true'],
    [false, 'Red is thinking… 3 s', false, true, false, 'true', 'true'],
    [false, 'Red (computer) is waiting.', true, false, true, 'true', null],
    [true, 'Red (computer) is waiting.', true, false, true, 'true', null],
  ]);
  assert.deepEqual(seen.calls, ['stop', 'resume', 'undo', 'redo']);
  assert.deepEqual(seen.undo, ['↶ Undo', 'Control+Z']);
  assert.deepEqual(seen.redo, ['↷ Redo', 'Control+Y']);
  assert.deepEqual(page.problems, []);
});

test('the table around a board: player cards, headline, roles, the dock, the result and the tools follow the game\'s words', async () => {
  const page = await openPage();
  const seen = await page.evaluate(async () => {
    const at = (path) => import(new URL(window.NAMES[path], location.href).href);
    const [{ wordsIn }, common, grid, { h }, table] = await Promise.all(['common/page-words.js', 'common/common-words.js', 'common/grid/grid-words.js',
      'common/element.js', 'common/grid/grid-table.js'].map(at));
    const t = wordsIn('en', grid.default, common.default);
    const names = ['Cross', 'Nought'];
    const r = table.buildTable(t, {
      prefix: 'tt', setupTitleId: 'tt-setup', setupForm: h('form', {}, h('h2', { id: 'tt-setup' }, 'New game')), rules: [h('p', {}, 'Three in a row.')],
      players: names.map((name, seat) => ({ id: name.toLowerCase(), icon: h('span', { class: 'icon' }, 'XO'[seat]), name })),
    });
    const calls = [];
    table.wireTable(r, Object.fromEntries(['undo', 'redo', 'share', 'stop', 'resume', 'newGame', 'again', 'setup', 'friend'].map((k) => [k, () => calls.push(k)])));
    r.game.hidden = false;
    document.getElementById('slot').append(r.loading, r.game);
    const words = {
      headline: (snap, o) => (snap.status.over ? `${names[snap.status.winners[0]]} wins` : `${names[snap.view.toMove]}${o?.thinking ? ' thinks' : ' to play'}`),
      title: () => 'Tic-tac-toe', role: (view, seat) => (view.seats[seat] === 'human' ? 'You' : 'Computer'), over: () => 'Three in a row.',
      status: (snap) => (snap.status.over ? 'Over.' : 'Playing.'), seatName: (seat) => names[seat], overIcon: (winners) => winners.map((w) => h('span', {}, 'XO'[w])),
    };
    const look = () => [r.headline.textContent, r.headline.dataset.seat, r.meta.textContent, r.players.map((p) => `${p.role.textContent}${p.card.classList.contains('is-to-move') ? ' (to move)' : ''}`).join(' / '),
      r.dock.hidden, r.thinkingText.textContent, r.over.hidden, r.overTitle.textContent, r.overText.textContent, r.overIcon.textContent, r.event.textContent,
      r.undo.getAttribute('aria-disabled'), r.share.textContent];
    const view = { seats: ['human', 'computer'], toMove: 1 };
    const states = [];
    table.renderTable(r, { snap: { view, status: { over: false, winners: [] }, canUndoDecision: true, canRedo: false }, thinking: { seconds: 0 }, stalled: false, event: '', remote: null }, words);
    states.push(look());
    table.renderTable(r, { snap: { view: { ...view, toMove: null }, status: { over: true, winners: [0] }, canUndoDecision: true, canRedo: false }, thinking: null, stalled: false, event: 'Cross plays 3.', remote: null }, words);
    states.push(look());
    for (const b of [r.undo, r.redo, r.share, r.friend, r.newGame, r.again]) b.click();
    r.setup.querySelector('form').requestSubmit();
    return { states, calls, cards: r.players.map((p) => [p.card.className, p.card.getAttribute('part'), p.card.textContent]) };
  });
  assert.deepEqual(seen.states, [
    ['Nought thinks', '1', 'Tic-tac-toe', 'You / Computer · to play (to move)', false, 'Nought is thinking…', true, '', '', '', 'Playing.', null, 'Share position'],
    ['Cross wins', '0', 'Tic-tac-toe', 'You · winner / Computer', true, 'Nought is thinking…', false, 'Cross wins', 'Three in a row.', 'X', 'Cross plays 3.', null, 'Share position'],
  ]);
  assert.deepEqual(seen.calls, ['undo', 'redo', 'share', 'friend', 'newGame', 'again', 'setup']);
  assert.deepEqual(seen.cards, [['player is-cross is-winner', 'player player-cross', 'XCrossYou · winner'], ['player is-nought', 'player player-nought', 'ONoughtComputer']]);
  assert.deepEqual(page.problems, []);
});
