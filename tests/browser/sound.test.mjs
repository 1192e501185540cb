// sound.test.mjs: the sound switch: off by default, one choice for every game, remembered; each sound is told to the host as arcade-sound.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { playKey } from './helpers.mjs';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

/** Starts recording the arcade-sound events the page hears. */
const listen = (page) => page.evaluate(() => {
  window.heard = [];
  document.addEventListener('arcade-sound', (e) => window.heard.push(e.detail.kind));
});
const heard = (page) => page.evaluate(() => window.heard);
const pressed = (page, tag) => page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="sound-button"]').getAttribute('aria-pressed'), tag);

test('sounds are off until the switch turns them on; then moves, dice and a win sound in every game, and the choice is remembered', async () => {
  const page = await browser.newPage('/connect4.html?players=hh&storage-key=t-sound');
  await page.waitForFunction(() => document.querySelector('connect4-game')?.snapshot);
  await listen(page);
  assert.equal(await pressed(page, 'connect4-game'), 'false', 'off by default');
  await playKey(page, 'connect4-game', '1');
  assert.deepEqual(await heard(page), [], 'no sound while off');

  await page.locator('connect4-game [part~="sound-button"]').click();
  assert.equal(await pressed(page, 'connect4-game'), 'true');
  for (const key of ['2', '1', '2', '1', '2', '1']) await playKey(page, 'connect4-game', key);
  await page.waitForFunction(() => window.heard.includes('win'));
  assert.deepEqual(await heard(page), ['disc', 'disc', 'disc', 'disc', 'disc', 'disc', 'win']);

  // Remembered across pages and games.
  const greed = await browser.newPage('/greed.html?players=hh&seed=2&storage-key=t-sound');
  await greed.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  await listen(greed);
  assert.equal(await pressed(greed, 'greed-game'), 'true', 'the choice holds for every game');
  await playKey(greed, 'greed-game', 'r');
  assert.deepEqual(await heard(greed), ['dice']);

  // Off again, from Greed: Connect Four hears it at its next reload.
  await greed.locator('greed-game [part~="sound-button"]').click();
  assert.equal(await pressed(greed, 'greed-game'), 'false');
  await page.reload();
  await page.waitForFunction(() => document.querySelector('connect4-game')?.snapshot);
  assert.equal(await pressed(page, 'connect4-game'), 'false');
  assert.deepEqual([...page.problems, ...greed.problems], []);
  await page.close();
  await greed.close();
});
