// coach.test.mjs: Greed's coach: off by default, the numbers the core's advise gives, the better choice, and after the game a chart with its table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserAndEngine, playKey } from './helpers.mjs';

const opened = browserAndEngine();

const text = (page, selector) => page.evaluate((s) => document.querySelector('greed-game').shadowRoot.querySelector(s)?.textContent ?? null, selector);
const shown = (page, selector) => page.evaluate((s) => {
  const node = document.querySelector('greed-game').shadowRoot.querySelector(s);
  return Boolean(node && node.getClientRects().length);
}, selector);
const pct = (p) => `${Math.round(p * 100)}%`;

test('Greed coach: off until switched on; then the chance to win and the better choice, as the core computes them', async () => {
  const page = await opened.browser.newPage('/greed.html?players=hh&seed=5&storage-key=t-coach');
  await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  assert.equal(await shown(page, '[part~="coach"]'), false, 'off by default');
  await page.locator('greed-game [part~="coach-button"]').click();
  const save = () => page.evaluate(() => document.querySelector('greed-game').save);
  let advice = opened.arcade.greed.advise(await save());
  await page.waitForFunction((want) => document.querySelector('greed-game').shadowRoot.querySelector('.coach-now').textContent === want,
    `Player 1’s chance to win: ${pct(advice.now)}`);
  assert.equal(await text(page, '.coach-advice'), 'Roll: a turn starts with a roll.');

  await playKey(page, 'greed-game', 'r');
  advice = opened.arcade.greed.advise(await save());
  const best = advice.best === 'b' ? 'Bank' : 'Roll';
  await page.waitForFunction((want) => document.querySelector('greed-game').shadowRoot.querySelector('.coach-advice').textContent === want,
    `${best} — bank: ${pct(advice.bank)}, roll: ${pct(advice.roll)}.`);
  assert.equal(await page.evaluate(() => document.querySelector('greed-game').shadowRoot.querySelector('.coach-meter').value), advice.now);

  // Remembered: a reload keeps the coach on.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  await page.waitForFunction(() => document.querySelector('greed-game').shadowRoot.querySelector('.coach-now').textContent !== '');
  assert.equal(await shown(page, '[part~="coach"]'), true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Greed coach: after the game, each player\'s chance turn by turn, in a chart and its table', async () => {
  let snap = opened.arcade.session.create('greed', { params: 'hh,t1000,e0' }, { seed: 3 });
  while (!snap.status.over) snap = opened.arcade.session.play(snap.save, snap.view.turnTotal >= 300 ? 'b' : 'r');
  const page = await opened.browser.newPage('/greed.html?players=hh&storage-key=t-coach-over');
  await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  await page.evaluate(() => localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: true })));
  await page.evaluate((save) => document.querySelector('greed-game').loadGame(save), snap.save);
  await page.waitForFunction(() => document.querySelector('greed-game').shadowRoot.querySelector('.chart-table'));
  // One row per turn start, as node's engine counts them.
  const moves = snap.save.split(':')[3].split('.');
  const turns = moves.filter((_, i) => opened.arcade.session.load(`greed:hh,t1000,e0::${moves.slice(0, i).join('.')}:${i}`).view.rollsThisTurn === 0).length;
  const rows = await page.evaluate(() => document.querySelector('greed-game').shadowRoot.querySelectorAll('.chart-table tbody tr').length);
  assert.equal(rows, turns);
  assert.equal(await text(page, '.chart-title'), 'Each player’s chance to win, turn by turn');
  assert.equal(await page.evaluate(() => document.querySelector('greed-game').shadowRoot.querySelector('.chart-svg').getAttribute('role')), 'img');
  assert.match(await text(page, '.coach-costs'), /^(The costliest choices: .+\.|No choice cost much: the dice decided this one\.)$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});
