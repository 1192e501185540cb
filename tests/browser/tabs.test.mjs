// tabs.test.mjs: two tabs of every game on one saved game play moves in turn; none is lost without a notice, and a tab behind never plays (or rolls) a move again.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { builtName, gameData, games, playPath, tagOf } from '../game-data.mjs';
import { distDir } from './harness.mjs';
import { browserAndEngine } from './helpers.mjs';

const opened = browserAndEngine();
const { default: common } = await import(pathToFileURL(join(distDir, builtName('common/common-words.js'))).href);

// Runs before the page's scripts: while `__holdStorage` is true, the page hears no `storage`
// event, as a tab does before the browser delivers another tab's write.
function holdable() {
  globalThis.__holdStorage = false;
  globalThis.addEventListener('storage', (event) => { if (globalThis.__holdStorage) event.stopImmediatePropagation(); }, true);
}

const state = (page, tag) => page.evaluate((t) => {
  const game = document.querySelector(t);
  return { save: game.save, view: game.snapshot?.view ?? null, notice: game.shadowRoot.querySelector('[part="notice"]').textContent };
}, tag);

// Presses one move's keys ("1 2 3 4 Enter"), the notice emptied first, as a person would: up to
// the first key the page answers with a notice; waits until the save changed or the notice says
// something, and returns the page's state then.
async function playMove(page, tag, move) {
  const before = await page.evaluate((t) => {
    const game = document.querySelector(t);
    game.shadowRoot.querySelector('[part="notice"]').textContent = '';
    return game.save;
  }, tag);
  const said = () => page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent !== '', tag);
  for (const key of move.split(' ')) {
    await page.keyboard.press(key);
    if (await said()) break;
  }
  await page.waitForFunction(([t, old]) => {
    const game = document.querySelector(t);
    return game.save !== old || game.shadowRoot.querySelector('[part="notice"]').textContent !== '';
  }, [tag, before]);
  return state(page, tag);
}

const opens = (page, tag) => page.waitForFunction((t) => Boolean(document.querySelector(t)?.snapshot) && !document.querySelector(t).thinking, tag);

for (const game of games) {
  test(`${game}: two tabs play in turn, each move on the other's; a tab behind is told and plays nothing; a reload has every move`, async () => {
    const tag = tagOf(game);
    const moves = gameData(game, 'tabs');
    const path = playPath(game, `t-tabs-${game}`);
    const one = await opened.browser.newPage(path, { init: holdable });
    await opens(one, tag);
    const two = await opened.browser.newPage(path, { init: holdable });
    await opens(two, tag);
    const start = await state(one, tag);
    assert.equal((await state(two, tag)).save, start.save, 'the second tab opens the first tab\'s game');

    // Tab 2 hears nothing while tab 1 plays the first move (a roll in Greed and Cul de chouette);
    // tab 2 then asks for that same move: it takes tab 1's game and says so instead of playing it
    // again (rolling the turn's dice again).
    await two.evaluate(() => { globalThis.__holdStorage = true; });
    const first = await playMove(one, tag, moves[0]);
    assert.notEqual(first.save, start.save, `tab 1 played "${moves[0]}"`);
    assert.equal(first.notice, '');
    const behind = await playMove(two, tag, moves[0]);
    assert.equal(behind.notice, common.otherTab[0]);
    assert.equal(behind.save, first.save);
    assert.deepEqual(behind.view, first.view);
    await two.evaluate(() => { globalThis.__holdStorage = false; });

    // Then in turn, tab 2, tab 1, ...: each tab shows the other's last move (and says it went on
    // there) before it plays the next one on it.
    let last = first.save;
    for (const [i, move] of moves.entries()) {
      if (i === 0) continue;
      const [here, there] = i % 2 ? [two, one] : [one, two];
      await here.waitForFunction(([t, save]) => document.querySelector(t).save === save, [tag, last]);
      if (i > 1) assert.equal((await state(here, tag)).notice, common.otherTab[0], `move ${i + 1}: the tab says the game went on elsewhere`);
      const after = await playMove(here, tag, move);
      assert.equal(after.notice, '', `move ${i + 1} ("${move}") is played`);
      assert.notEqual(after.save, last, `move ${i + 1} ("${move}") changed the game`);
      last = after.save;
      await there.waitForFunction(([t, save]) => document.querySelector(t).save === save, [tag, last]);
    }

    for (const page of [one, two]) {
      await page.reload();
      await opens(page, tag);
      assert.equal((await state(page, tag)).save, last, 'a reload has every move');
    }
    assert.deepEqual([...one.problems, ...two.problems], []);
    await Promise.all([one.close(), two.close()]);
  });
}
