// page.mjs: the page of a game npm run new-game wrote (ARCADE_NEW_GAME names it), in Chromium: played to a win by keys and by taps, as tests/scaffold/new-game.test.mjs runs it in its copy of the repository.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from '../browser/harness.mjs';
import { playKey, settled } from '../browser/helpers.mjs';

const game = process.env.ARCADE_NEW_GAME;
if (!game) throw new Error('ARCADE_NEW_GAME must name the game npm run new-game wrote (tests/scaffold/new-game.test.mjs sets it)');
const tag = `${game}-game`;

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const text = (page, selector) => page.evaluate(([t, s]) => document.querySelector(t).shadowRoot.querySelector(s)?.textContent ?? null, [tag, selector]);

test('two people play to a win by keys: X takes the top row; the over event, the headline, the winning cells, undo', async () => {
  const page = await browser.newPage(`/${game}.html?players=hh&storage-key=t-keys`);
  await settled(page, tag);
  const over = page.evaluate((t) => new Promise((resolve) => document.querySelector(t).addEventListener(`${t.replace(/-game$/, '')}-over`, (e) => resolve(e.detail), { once: true })), tag);
  let snap;
  for (const key of ['1', '4', '2', '5', '3']) snap = await playKey(page, tag, key);
  assert.equal(snap.status.text, 'X wins with three in a row.');
  assert.deepEqual(snap.view.line, [0, 1, 2]);
  assert.deepEqual(await over, { winners: [0], draw: false, text: 'X wins with three in a row.', save: snap.save });
  assert.equal(await text(page, '.headline'), 'X wins with three in a row.');
  assert.equal(await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelectorAll('.cell.is-win').length, tag), 3);
  await playKey(page, tag, '6');
  assert.equal(await text(page, '[part="notice"]'), 'The game is over: X wins with three in a row.');
  snap = await playKey(page, tag, 'u');
  assert.equal(snap.status.text, 'X to move.');
});

test('a person against the random computer, by taps on the grid: every move lands and the game ends', async () => {
  const page = await browser.newPage(`/${game}.html?players=hr&fast&storage-key=t-taps`);
  let snap = await settled(page, tag);
  assert.deepEqual(snap.view.seats, ['human', 'computer']);
  await page.locator(`${tag} [part~="grid"] .cell[data-r="1"][data-c="1"]`).click();
  snap = await settled(page, tag);
  assert.equal(snap.view.board[1][1], 1, 'the tap played the middle cell');
  assert.equal(snap.moveCount, 2, 'the computer answered');
  // A taken cell looks disabled (aria-disabled) but is pressable: the refusal says why.
  await page.locator(`${tag} [part~="grid"] .cell[data-r="1"][data-c="1"]`).click({ force: true });
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent !== '', tag);
  assert.equal(await text(page, '[part="notice"]'), 'Cell 5 is taken.');
  while (!snap.status.over) {
    const free = snap.view.board.flat().indexOf(0);
    await page.locator(`${tag} [part~="grid"] .cell[data-r="${Math.floor(free / 3)}"][data-c="${free % 3}"]`).click();
    snap = await settled(page, tag);
  }
  assert.ok(snap.status.winners.length >= 1);
});
