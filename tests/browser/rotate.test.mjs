// rotate.test.mjs: rotate.html in Chromium: the Code Jam judge and its board editor, a keyboard game against the
// casual computer, the once-per-game turn, undo/redo, save/restore, share links, ARIA, CSP, screenshots.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser, repoRoot } from './harness.mjs';
import { ALL_VARIANTS, loadDistArcade, playKey, screenshotVariants, settled } from './helpers.mjs';

let browser;
let arcade;
let sampleIn;
let sampleOut;
before(async () => {
  browser = await openBrowser();
  arcade = await loadDistArcade();
  sampleIn = await readFile(join(repoRoot, 'tests', 'data', 'rotate', 'A-sample.in'), 'utf8');
  sampleOut = await readFile(join(repoRoot, 'tests', 'data', 'rotate', 'A-sample.out'), 'utf8');
});
after(async () => { await browser?.close(); });

// Every test keeps its own saved game (storage-key), so their order does not matter.
const open = (query, hash = '') => browser.newPage(`/rotate.html?${query}${hash}`);

const snapshot = (page) => page.evaluate(() => document.querySelector('rotate-game').snapshot);
const gameText = (page, selector) => page.evaluate((s) => document.querySelector('rotate-game').shadowRoot.querySelector(s)?.textContent ?? null, selector);
const judgeText = (page, selector) => page.evaluate((s) => document.querySelector('rotate-judge').shadowRoot.querySelector(s)?.textContent ?? null, selector);

const idle = (page) => settled(page, 'rotate-game');
const move = (page, key) => playKey(page, 'rotate-game', key);

async function judgeReady(page) {
  await page.waitForFunction(() => {
    const judge = document.querySelector('rotate-judge')?.shadowRoot?.querySelector('.judge');
    return judge && !judge.hidden;
  });
}

/** Screenshots the page as build/screenshots/rotate-<state>-<width>-<scheme>.png for each variant. */
const screenshots = (page, state, variants = ALL_VARIANTS) => screenshotVariants(browser, page, `rotate-${state}`, variants);

/** Replays a save's moves in node from a new game with the same params: the save it gives back. */
function replay(save) {
  const [, params, , moves] = save.split(':');
  let snap = arcade.session.create('rotate', { params });
  for (const m of moves ? moves.split('.') : []) snap = arcade.session.play(snap.save, m);
  return snap;
}

// ---- the judge ----------------------------------------------------------------------------------

test('the judge: the official sample gives exactly A-sample.out, with a board per case', async () => {
  const page = await open('storage-key=t-judge');
  await judgeReady(page);
  assert.equal(await page.evaluate(() => document.querySelector('rotate-judge').input), sampleIn, 'the page starts with the sample');
  await page.locator('rotate-judge [part~="run-button"]').click();
  await page.waitForFunction(() => document.querySelector('rotate-judge').output !== '');
  assert.equal(await page.evaluate(() => document.querySelector('rotate-judge').output), sampleOut);
  assert.equal(await judgeText(page, '[part="output"]'), sampleOut, 'the <pre> holds the exact text');
  assert.equal(sampleOut, arcade.rotate.judge(sampleIn));

  const cases = page.locator('rotate-judge [part="case"]');
  assert.equal(await cases.count(), 4);
  assert.deepEqual(await cases.locator('.verdict-word').allTextContents(), ['Neither', 'Both', 'Red', 'Blue']);
  assert.equal(await cases.nth(1).locator('[role="img"]').nth(1).getAttribute('aria-label'), 'Case 2 after the turn: Both');
  // The drawn "after" board is the engine's answer turned into the real picture, winning cells lit.
  const analysis = arcade.rotate.analyze(4, sampleIn.split('\n').slice(10, 16));
  const lit = await cases.nth(1).locator('[role="img"]').nth(1).locator('.cell.is-win').count();
  const unique = new Set([...analysis.redCells, ...analysis.blueCells].map(String)).size;
  assert.equal(lit, unique);

  // Ctrl+Enter in the input runs it too.
  await page.locator('rotate-judge textarea').fill('1\n3 3\nR..\nR..\nR..\n');
  await page.locator('rotate-judge textarea').press('Control+Enter');
  await page.waitForFunction(() => document.querySelector('rotate-judge').output === 'Case #1: Red\n');
  await page.locator('rotate-judge [part~="sample-button"]').click();
  await page.waitForFunction((out) => document.querySelector('rotate-judge').output === out, sampleOut);
  await page.locator('#judge').scrollIntoViewIfNeeded();
  await screenshots(page, 'judge');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the judge: a malformed input shows the engine\'s sentence naming case and line, and finds the line', async () => {
  const page = await open('storage-key=t-judge-bad');
  await judgeReady(page);
  const lines = sampleIn.split('\n');
  lines[3] = '......';
  const bad = lines.join('\n');
  let sentence = '';
  try { arcade.rotate.judge(bad); } catch (error) { sentence = error.message; }
  assert.equal(sentence, 'Case 1, line 4: the row has 6 characters; it needs 7.');
  await page.locator('rotate-judge textarea').fill(bad);
  await page.locator('rotate-judge [part~="run-button"]').click();
  const error = page.locator('rotate-judge [part="error"]');
  await error.waitFor({ state: 'visible' });
  assert.equal(await judgeText(page, '.error-text'), sentence);
  // Inside an assertive live region that was on the page before the error came.
  assert.equal(await page.locator('rotate-judge .error-live').getAttribute('aria-live'), 'assertive');
  assert.equal(await page.evaluate(() => document.querySelector('rotate-judge').output), '', 'no stale output stays');
  assert.ok(await page.locator('rotate-judge [part="cases"]').isHidden());
  await page.locator('rotate-judge [part~="goto-button"]').click();
  const selected = await page.evaluate(() => {
    const area = document.querySelector('rotate-judge').shadowRoot.querySelector('textarea');
    return area.value.slice(area.selectionStart, area.selectionEnd);
  });
  assert.equal(selected, '......');

  // Other mistakes, each in the engine's words.
  for (const text of ['2\n3 3\n...\n...\nR..\n', '1\n3 2\n...\n...\n...\n', '1\n3 3\n...\nR..\n...\n', '1\n3 3\n...\n...\n.X.\n']) {
    let expected = '';
    try { arcade.rotate.judge(text); } catch (e) { expected = e.message; }
    assert.ok(expected, `the engine refuses ${JSON.stringify(text)}`);
    await page.locator('rotate-judge textarea').fill(text);
    await page.locator('rotate-judge [part~="run-button"]').click();
    await page.waitForFunction((t) => document.querySelector('rotate-judge').shadowRoot.querySelector('.error-text').textContent === t, expected);
  }
  await page.locator('#judge').scrollIntoViewIfNeeded();
  await screenshots(page, 'judge-error', [[1280, 'light'], [390, 'dark']]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the board editor: clicks and keys build a board; Turn animates it and gives the engine\'s verdict', async () => {
  const page = await open('storage-key=t-editor');
  await judgeReady(page);
  const editor = page.locator('rotate-judge [part="editor"]');
  await editor.locator('select[name="n"]').selectOption('5');
  await editor.locator('select[name="k"]').selectOption('3');
  await editor.locator('[part~="clear-board-button"]').click();
  const cell = (r, c) => editor.locator(`.cell[data-r="${r}"][data-c="${c}"]`);
  // Clicking anywhere in an empty part of a column drops a red piece onto it.
  for (let i = 0; i < 3; i += 1) await cell(0, 0).click();
  // Clicking the top piece turns red into blue, then empties the cell.
  await cell(0, 4).click();
  await cell(4, 4).click();
  assert.equal((await page.evaluate(() => document.querySelector('rotate-judge').editorRows))[4], 'R...B');
  await cell(4, 4).click();
  assert.equal((await page.evaluate(() => document.querySelector('rotate-judge').editorRows))[4], 'R....');
  // Keyboard: B on an empty cell drops a blue piece onto its column.
  await cell(0, 4).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('b');
  // A piece resting on others can change colour but cannot be taken out from under them.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const rows = await page.evaluate(() => document.querySelector('rotate-judge').editorRows);
  assert.deepEqual(rows, ['.....', '.....', 'R...B', 'R...B', 'R...B']);
  assert.equal(await cell(2, 0).getAttribute('aria-label'), 'row 3, column 1, red');
  assert.equal(await editor.locator('[role="grid"]').getAttribute('aria-label'), 'Board editor, 5 by 5');

  const expected = arcade.rotate.winner(3, rows);
  assert.equal(expected, 'Both');
  await page.keyboard.press('t');
  await page.waitForFunction(() => document.querySelector('rotate-judge').shadowRoot.querySelector('[part="verdict"] .verdict-word'));
  assert.equal(await judgeText(page, '[part="verdict"] .verdict-word'), expected);
  assert.equal(await judgeText(page, '[part="verdict"] .verdict-text'), 'Both: after the turn, red and blue each have 3 in a row.');
  // The board shows the real picture: turned clockwise, then fallen; both lines lit on the bottom rows.
  const shown = await editor.locator('.grid-row').evaluateAll((lines) => lines.map((line) => [...line.querySelectorAll('.cell')]
    .map((c) => (c.querySelector('.disc.is-red') ? 'R' : c.querySelector('.disc.is-blue') ? 'B' : '.')).join('')));
  assert.deepEqual(shown, ['.....', '.....', '.....', 'RRR..', 'BBB..']);
  assert.equal(await editor.locator('.cell.is-win').count(), 6);
  assert.equal(await cell(4, 0).getAttribute('aria-label'), 'row 5, column 1, blue, in a winning line');

  // Any change returns to the board as edited; "Open in the editor" loads a judged case.
  await editor.locator('[part~="back-button"]').click();
  assert.equal(await editor.locator('.cell.is-win').count(), 0);
  await page.locator('rotate-judge [part~="run-button"]').click();
  await page.locator('rotate-judge .open-case').nth(2).click();
  assert.deepEqual(await page.evaluate(() => document.querySelector('rotate-judge').editorRows), ['R...', 'BR..', 'BR..', 'BR..']);
  await editor.locator('[part~="turn-button"]').click();
  await page.waitForFunction(() => document.querySelector('rotate-judge').shadowRoot.querySelector('[part="verdict"] .verdict-word')?.textContent === 'Red');
  await editor.scrollIntoViewIfNeeded();
  await screenshots(page, 'editor', [[1280, 'light'], [1280, 'dark'], [390, 'light'], [390, 'dark']]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// ---- the game -----------------------------------------------------------------------------------

test('a whole game against the casual computer, keyboard only, ends as node replays it', async () => {
  const page = await open('players=h1&fast&storage-key=t-full');
  await page.evaluate(() => {
    window.overDetail = null;
    window.changes = 0;
    const game = document.querySelector('rotate-game');
    game.addEventListener('rotate-over', (e) => { window.overDetail = e.detail; });
    game.addEventListener('rotate-change', () => { window.changes += 1; });
  });
  let snap = await idle(page);
  assert.equal(snap.save, 'rotate:h1,n7,k4:::0');
  assert.deepEqual(snap.view.seats, ['human', 'casual']);
  assert.equal(await gameText(page, '.headline'), 'Your move, Red');
  let presses = 0;
  while (!snap.status.over) {
    assert.ok(presses++ < 60, 'the game ends within the board');
    // The person plays the engine's first legal drop (centre first), by its number key.
    const column = Number(snap.legal.find((m) => m.startsWith('d')).slice(1));
    const next = await move(page, String(column % 10));
    assert.notEqual(next.save, snap.save, `column ${column} was played`);
    snap = next;
  }
  const expected = replay(snap.save);
  assert.equal(expected.save, snap.save, 'node replays the same moves to the same save');
  assert.deepEqual(expected.view, snap.view);
  assert.deepEqual(expected.status, snap.status);
  const detail = await page.evaluate(() => window.overDetail);
  assert.deepEqual(detail.winners, snap.status.winners);
  assert.equal(detail.text, snap.status.text);
  assert.ok(await page.evaluate(() => window.changes) >= snap.moveCount);
  const result = page.locator('rotate-game [part="result"]');
  await result.waitFor({ state: 'visible' });
  assert.equal(await gameText(page, '.over-title'), snap.status.winners.length === 1 ? `${['Red', 'Blue'][snap.status.winners[0]]} wins!` : 'A draw');
  const winner = snap.status.winners.length === 1 ? ['Red', 'Blue'][snap.status.winners[0]] : null;
  assert.equal(await gameText(page, '.over-text'), winner
    ? `${winner} lined up 4 in a row${snap.view.lastWasRotation ? ' when the board turned' : ''}, after ${snap.moveCount} moves.`
    : snap.status.text);
  // The winning line lights up once the last disc has landed.
  const winning = new Set(snap.view.winningCells.map(String)).size;
  await page.waitForFunction((count) => document.querySelector('rotate-game').shadowRoot.querySelectorAll('.cell.is-win').length === count, winning);
  // Moves after the end are refused with a reason.
  await move(page, '1');
  assert.equal(await gameText(page, '[part="notice"]'), `The game is over: ${snap.status.text}`);
  await screenshots(page, 'over');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the turn: once per player, the button is disabled after it, and the engine refuses a second', async () => {
  const page = await open('players=hh&size=6&k=4&storage-key=t-turn');
  let snap = await idle(page);
  assert.equal(snap.save, 'rotate:hh,n6,k4:::0');
  const redTurn = page.locator('rotate-game [part~="player-red"] [part~="turn-button"]');
  const blueTurn = page.locator('rotate-game [part~="player-blue"] [part~="turn-button"]');
  assert.equal(await redTurn.isDisabled(), false);
  assert.equal(await gameText(page, '[part~="player-red"] .btn-text'), 'Turn board');
  // Blue's button cannot be used on Red's move, and says why.
  await blueTurn.click({ force: true }); // aria-disabled, yet pressable: it says why
  assert.equal(await gameText(page, '[part="notice"]'), 'It is Red\'s move: Blue can turn the board on Blue\'s own move.');
  await move(page, '1');
  await move(page, '2');
  snap = await move(page, '1');
  const before = snap;
  snap = await move(page, 't');
  assert.equal(snap.lastMove, 'r');
  assert.deepEqual(snap.view.rotated, [false, true]);
  assert.deepEqual(snap.view.rows, arcade.session.play(before.save, 'r').view.rows);
  assert.equal(await blueTurn.isDisabled(), true);
  assert.equal(await gameText(page, '[part~="player-blue"] .btn-text'), 'Turn used');
  assert.equal(await redTurn.isDisabled(), false, 'Red still has it');
  // Red turns with the button, then tries again with T on the next move.
  await redTurn.click();
  await idle(page);
  await page.waitForFunction(() => document.querySelector('rotate-game').snapshot.view.rotated[0]);
  snap = await snapshot(page);
  assert.deepEqual(snap.view.rotated, [true, true]);
  assert.equal(await redTurn.isDisabled(), true);
  snap = await move(page, '3');
  assert.equal(snap.view.toMove, 0);
  let sentence = '';
  try { arcade.session.play(snap.save, 'r'); } catch (error) { sentence = error.message; }
  assert.equal(sentence, 'Red has already turned the board once this game.');
  const refused = await move(page, 't');
  assert.equal(refused.save, snap.save, 'nothing changed');
  assert.equal(await gameText(page, '[part="notice"]'), sentence);
  assert.equal(await gameText(page, '.headline'), 'Red to play');
  assert.equal(snap.status.text, 'Red to play.');
  // The grid: labelled cells, the last disc marked.
  const last = snap.view.lastColumn - 1;
  const row = snap.view.rows.findIndex((line) => line[last] !== '.');
  assert.equal(await page.locator(`rotate-game .cell[data-r="${row}"][data-c="${last}"]`).getAttribute('aria-label'),
    `row ${row + 1}, column ${last + 1}, ${snap.view.rows[row][last] === 'R' ? 'red' : 'blue'}, last move`);
  await screenshots(page, 'turned');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('undo/redo step over the computer; a reload resumes the position; a shared link opens it', async () => {
  const page = await open('players=h2&fast&storage-key=t-resume');
  await idle(page);
  await move(page, '4');
  await move(page, '3');
  await page.keyboard.press('ArrowLeft'); // the chosen column moves from 3 to 2; nothing is played
  assert.equal((await snapshot(page)).moveCount, 4);
  let snap = await move(page, 'Enter');
  assert.equal(snap.moveCount, 6);
  assert.equal(snap.save.split(':')[3].split('.')[4], 'd2', 'Enter dropped in the chosen column');
  const played = snap.save;

  // Ctrl+Z takes back the computer's move and the person's; Ctrl+Y brings both back.
  snap = await move(page, 'Control+z');
  assert.equal(snap.position, 4);
  assert.equal(snap.status.computerToMove, false);
  assert.equal(await gameText(page, '.event'), 'Move taken back.');
  snap = await move(page, 'Control+y');
  assert.equal(snap.save, played);
  await page.locator('rotate-game [part~="undo-button"]').click();
  snap = await idle(page);
  assert.equal(snap.position, 4);
  const midGame = snap.save;

  await page.reload();
  const resumed = await idle(page);
  assert.equal(resumed.save, midGame, 'the reload resumes the exact position, redo included');
  assert.ok(resumed.canRedo);
  const labels = await page.locator('rotate-game .cell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  assert.equal(labels.length, 49);
  assert.equal(labels[6 * 7 + 3], 'row 7, column 4, red');

  // Share: rotate.html#<save> opens the same position elsewhere; a bad link starts a new game and says why.
  const shared = await open('storage-key=t-resume-shared', `#${midGame}`);
  assert.equal((await idle(shared)).save, midGame);
  assert.equal(await shared.evaluate(() => location.hash), '', 'the shared save is dropped from the address bar');
  const byId = await open('storage-key=t-resume-id', '#rotate:hh,n8,k5');
  assert.equal((await idle(byId)).save, 'rotate:hh,n8,k5:::0');
  const bad = await open('storage-key=t-resume-bad', '#rotate:h2,n7,k4::d4.d9:2');
  const fresh = await idle(bad);
  assert.equal(await gameText(bad, '[part="notice"]'),
    'That link could not be opened: Move 2 of the save ("d9") is not legal: Column 9 is not on the board; columns are 1 to 7. A new game has started instead.');
  assert.equal(fresh.moveCount, 0);
  for (const p of [page, shared, byId, bad]) {
    assert.deepEqual(p.problems, []);
    await p.close();
  }
});

test('the computer thinks in the worker; setup starts new games; screenshots of a game in play', async (t) => {
  const page = await open('players=h3&size=10&k=5&storage-key=t-setup');
  let snap = await idle(page);
  assert.equal(snap.save, 'rotate:h3,n10,k5:::0');
  assert.equal(await page.locator('rotate-game .col').count(), 10);
  await page.keyboard.press('0');
  // The strong computer takes a while on a 10 × 10 board: the dock says so, the page stays responsive.
  // Read in the same task as `thinking`: the move may come before a second look.
  const whileThinking = await page.waitForFunction(() => {
    const game = document.querySelector('rotate-game');
    const text = (s) => game.shadowRoot.querySelector(s)?.textContent ?? null;
    return game.thinking ? [text('.thinking-text'), text('.headline')] : null;
  });
  const [thinkingText, headline] = await whileThinking.jsonValue();
  assert.match(thinkingText, /^Blue is thinking…/);
  assert.equal(headline, 'Blue is thinking…');
  // It thinks in the engine worker (Playwright may hear of the worker a moment after it starts).
  const engineWorker = () => page.workers().some((w) => /engine-worker/.test(w.url()));
  for (let i = 0; i < 50 && !engineWorker(); i += 1) await new Promise((done) => setTimeout(done, 100));
  assert.ok(engineWorker(), 'the search runs in the engine worker');
  // A key while it thinks is refused. Looked at and pressed in one task of the page: Blue's reply may
  // come at any moment, and then the key would be a move.
  const refused = await page.evaluate(() => {
    const game = document.querySelector('rotate-game');
    if (!game.thinking) return null;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '5', code: 'Digit5', bubbles: true, composed: true }));
    return game.shadowRoot.querySelector('[part="notice"]').textContent;
  });
  if (refused !== null) assert.equal(refused, 'Please wait: Blue is played by the computer.');
  else t.diagnostic('Blue replied before the key could be pressed: the refusal was not checked this time');
  snap = await idle(page);
  assert.equal(snap.moveCount, 2);

  // A new game from the form: 5 × 5, three in a row, two people.
  const form = page.locator('rotate-game .setup-form');
  await form.locator('select[name="size"]').selectOption('5');
  await form.locator('select[name="k"]').selectOption('3');
  await form.locator('input[name="blue"][value="human"]').check();
  await form.locator('[type="submit"]').click();
  snap = await idle(page);
  assert.equal(snap.save, 'rotate:hh,n5,k3:::0');
  assert.equal(await gameText(page, '.meta'), '5 × 5 · 3 in a row');
  // The default game, a few moves in, for the screenshots.
  await form.locator('select[name="size"]').selectOption('7');
  await form.locator('select[name="k"]').selectOption('4');
  await form.locator('input[name="blue"][value="medium"]').check();
  await form.locator('[type="submit"]').click();
  await idle(page);
  await page.locator('#play').focus();
  for (const key of ['4', '3', '5']) await move(page, key);
  await page.keyboard.press('ArrowRight');
  await screenshots(page, 'game');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('rotate.html: header links back to the gallery, CSP, no inline script or style, ARIA', async () => {
  const page = await open('storage-key=t-page');
  assert.equal(page.response.status(), 200);
  assert.equal(await page.title(), 'Rotate · Kata Arcade');
  assert.equal(await page.evaluate(() => document.compatMode), 'CSS1Compat');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Rotate');
  assert.ok(await page.locator('header a[href="index.html"]').count() >= 1);
  assert.match(page.response.headers()['content-security-policy'] ?? '', /script-src 'self' 'wasm-unsafe-eval'/);
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(meta, /default-src 'none'; script-src 'self' 'wasm-unsafe-eval'/);
  assert.equal(await page.locator('script:not([src]), style, [style]').count(), 0);
  await idle(page);
  await judgeReady(page);
  // Shadow roots carry no style attributes or <style> elements either (the CSP would block them).
  assert.equal(await page.evaluate(() => ['rotate-game', 'rotate-judge']
    .map((name) => document.querySelector(name).shadowRoot.querySelectorAll('style, [style]').length)
    .reduce((a, b) => a + b)), 0);
  const grid = page.locator('rotate-game [role="grid"]');
  assert.equal(await grid.getAttribute('aria-label'), 'Board, 7 by 7');
  assert.equal(await grid.locator('[role="row"]').count(), 7);
  assert.equal(await grid.locator('[role="gridcell"][tabindex="0"]').count(), 1, 'one tab stop in the grid');
  assert.equal(await page.locator('rotate-game [role="toolbar"]').getAttribute('aria-label'), 'Drop a red disc');
  assert.equal(await page.locator('rotate-game .col').first().getAttribute('aria-label'), 'Drop in column 1');
  assert.equal(await page.locator('rotate-game [part="announcer"]').getAttribute('aria-live'), 'polite');
  // Discs carry a symbol as well as a colour.
  await move(page, '4');
  assert.equal(await page.locator('rotate-game .disc.is-red .disc-symbol circle').count() >= 1, true);
  // #judge is the page's own anchor, not a game link.
  const anchored = await open('storage-key=t-page-anchor', '#judge');
  await idle(anchored);
  assert.equal(await anchored.evaluate(() => location.hash), '#judge');
  assert.equal(await gameText(anchored, '[part="notice"]'), '');
  for (const p of [page, anchored]) {
    assert.deepEqual(p.problems, []);
    await p.close();
  }
});
