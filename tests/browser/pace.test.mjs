// pace.test.mjs: the "Quick computer" switch: in every game with seats, off by default (on with the fast attribute), remembered for the whole arcade.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserAndEngine } from './helpers.mjs';
import { gameInfo, games, tagOf } from '../game-data.mjs';

const opened = browserAndEngine();

const pressed = (page, tag) => page.evaluate((t) => {
  const button = document.querySelector(t).shadowRoot.querySelector('[part~="fast-button"]');
  return button ? [button.textContent, button.getAttribute('aria-pressed')] : null;
}, tag);

test('Quick computer: off by default, on with ?fast, chosen once for every game, kept over a reload', async () => {
  const withSeats = [];
  for (const game of games) {
    const tag = tagOf(game);
    const page = await opened.browser.newPage(`/${gameInfo(game).page}?storage-key=t-pace`);
    await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="undo-button"]'), tag);
    const state = await pressed(page, tag);
    // Sudoku has no seats, so no computer to wait for.
    if (state) {
      withSeats.push(game);
      assert.deepEqual(state, ['⚡ Quick computer', 'false'], game);
    }
    await page.close();
  }
  assert.deepEqual(withSeats, games.filter((g) => g !== 'sudoku'));

  const fast = await opened.browser.newPage('/connect4.html?players=hc&fast&storage-key=t-pace');
  await fast.waitForFunction(() => document.querySelector('connect4-game')?.shadowRoot?.querySelector('[part~="fast-button"]'));
  assert.deepEqual(await pressed(fast, 'connect4-game'), ['⚡ Quick computer', 'true']);
  await fast.close();

  const page = await opened.browser.newPage('/connect4.html?players=hc&storage-key=t-pace');
  await page.waitForFunction(() => document.querySelector('connect4-game')?.shadowRoot?.querySelector('[part~="fast-button"]'));
  await page.evaluate(() => document.querySelector('connect4-game').shadowRoot.querySelector('[part~="fast-button"]').click());
  assert.deepEqual(await pressed(page, 'connect4-game'), ['⚡ Quick computer', 'true']);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('kata-arcade:fast'))).data, true);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('connect4-game')?.shadowRoot?.querySelector('[part~="fast-button"]'));
  assert.deepEqual(await pressed(page, 'connect4-game'), ['⚡ Quick computer', 'true']);
  const other = await opened.browser.newPage('/greed.html?storage-key=t-pace');
  await other.waitForFunction(() => document.querySelector('greed-game')?.shadowRoot?.querySelector('[part~="fast-button"]'));
  assert.deepEqual(await pressed(other, 'greed-game'), ['⚡ Quick computer', 'true']);
  assert.deepEqual([...page.problems, ...other.problems], []);
});
