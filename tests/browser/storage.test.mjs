// storage.test.mjs: a page whose storage is full tells the player once that a reload would lose the game, and plays on from memory.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { builtName } from '../game-data.mjs';
import { distDir } from './harness.mjs';
import { browserAndEngine, playKey, settled } from './helpers.mjs';

const opened = browserAndEngine();
const { default: common } = await import(pathToFileURL(join(distDir, builtName('common/common-words.js'))).href);

// Runs before the page's scripts: every write but the store's probe fails as past the quota.
function fillStorage() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === '__kata-arcade-probe__') return setItem.call(this, key, value);
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

test('storage full: the page says at once that the game is not kept, says it once, and the moves play on from memory', async () => {
  const page = await opened.browser.newPage('/connect4.html?players=hh&storage-key=t-full', { init: fillStorage });
  const notice = () => page.evaluate(() => document.querySelector('connect4-game').shadowRoot.querySelector('[part="notice"]').textContent);
  await settled(page, 'connect4-game');
  // The new game's first save already failed.
  assert.equal(await notice(), common.notKept[0]);
  await playKey(page, 'connect4-game', '4');
  const snap = await playKey(page, 'connect4-game', '3');
  assert.equal(snap.view.moves.length, 2);
  assert.equal(await notice(), '');
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  assert.deepEqual(page.problems, []);
});

test('two tabs of one game: a move in one shows in the other, whose next move continues it; a reload has every move', async () => {
  const path = '/connect4.html?players=hh&storage-key=t-tabs';
  const one = await opened.browser.newPage(path);
  await settled(one, 'connect4-game');
  await playKey(one, 'connect4-game', '4');
  const two = await opened.browser.newPage(path);
  assert.equal((await settled(two, 'connect4-game')).view.moves, '4');
  await playKey(two, 'connect4-game', '3');
  await one.waitForFunction(() => document.querySelector('connect4-game').snapshot.view.moves.length === 2);
  assert.equal(await one.evaluate(() => document.querySelector('connect4-game').shadowRoot.querySelector('[part="notice"]').textContent), common.otherTab[0]);
  await playKey(one, 'connect4-game', '5');
  await two.waitForFunction(() => document.querySelector('connect4-game').snapshot.view.moves.length === 3);
  await two.reload();
  assert.equal((await settled(two, 'connect4-game')).view.moves, '435');
  assert.deepEqual([...one.problems, ...two.problems], []);
});
