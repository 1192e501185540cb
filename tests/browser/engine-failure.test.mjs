// engine-failure.test.mjs: a .wasm that cannot be fetched: the page says so with a Retry button, the saved game is untouched, and once the file is back the game goes on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { pressAndWait } from './helpers.mjs';

let browser;
before(async () => { browser = await openBrowser({ serviceWorkers: 'block' }); });
after(async () => { await browser?.close(); });

const KEY = 't-engine-failure';
const stored = (page) => page.evaluate((k) => localStorage.getItem(k), `kata-arcade:greed:slot:${KEY}`);
const snapshot = (page) => page.evaluate(() => document.querySelector('greed-game').snapshot);

// What this test causes on purpose: the site's worker kept out, the blocked requests and what the
// engine's glue logs about them.
const EXPECTED = /Service Worker registration blocked by Playwright|net::ERR_INTERNET_DISCONNECTED|arcade-core(?:-[a-z0-9]+)?\.[0-9a-f]+\.wasm|failed to asynchronously prepare wasm|Aborted\(|both async and sync fetching of the wasm failed/i;
const unexpected = (page) => page.problems.filter((p) => !EXPECTED.test(p));

async function shown(page) {
  await page.waitForFunction(() => {
    const game = document.querySelector('greed-game');
    const table = game?.shadowRoot?.querySelector('.game');
    return game?.snapshot && table && !table.hidden;
  }, null, { timeout: 20000 });
  return snapshot(page);
}

test('the .wasm blocked, then back: a visible notice with Retry, the save kept, the game goes on', async () => {
  let blocked = false;
  const wasmRequests = [];
  await browser.context.route(/arcade-core(?:-[a-z0-9]+)?\.[0-9a-f]+\.wasm$/, (route) => {
    wasmRequests.push(blocked ? 'blocked' : 'served');
    return blocked ? route.abort('internetdisconnected') : route.continue();
  });

  const page = await browser.newPage(`/greed.html?players=hh&seed=3&storage-key=${KEY}`);
  await shown(page);
  await pressAndWait(page, 'greed-game', 'r');
  const played = await snapshot(page);
  assert.equal(played.moveCount, 1);
  const record = await stored(page);
  assert.equal(JSON.parse(record).data.save, played.save);
  assert.deepEqual(unexpected(page), []);

  // The file cannot be fetched: arcade.mjs tries four times, then the page says so and waits.
  blocked = true;
  const servedBefore = wasmRequests.length;
  await page.reload({ waitUntil: 'load' });
  const notice = page.locator('.engine-notice');
  await notice.waitFor({ state: 'visible', timeout: 20000 });
  // Counted now: the page tries again by itself 5 s after the notice, screenshots or not.
  const attempts = wasmRequests.slice(servedBefore);
  assert.equal(await notice.getAttribute('role'), 'alert');
  assert.match(await notice.locator('span').textContent(),
    /^The game engine could not be loaded \(.+\)\. It will be tried again in 5 s; your games are kept\.$/);
  assert.equal(await notice.locator('button').textContent(), 'Retry');
  await browser.screenshot(page, 'engine-failure-notice');
  assert.equal(attempts.length, 4, 'one load and three retries');
  assert.ok(attempts.every((r) => r === 'blocked'));
  assert.equal(await stored(page), record, 'the saved game is untouched');
  assert.equal(await snapshot(page), null, 'no game was started in its place');

  // Back: Retry loads the engine and the saved game resumes where it was.
  blocked = false;
  await notice.locator('button').click();
  const resumed = await shown(page);
  assert.equal(resumed.save, played.save);
  assert.equal(await page.locator('.engine-notice').count(), 0, 'the notice is gone');
  await pressAndWait(page, 'greed-game', 'b');
  const banked = await snapshot(page);
  assert.equal(banked.moveCount, 2);
  assert.equal(banked.lastMove, 'b');
  assert.equal(JSON.parse(await stored(page)).data.save, banked.save);

  assert.deepEqual(unexpected(page), []);
  await page.close();
  await browser.context.unroute(/arcade-core(?:-[a-z0-9]+)?\.[0-9a-f]+\.wasm$/);
});
