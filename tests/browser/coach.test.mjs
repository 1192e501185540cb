// coach.test.mjs: the coaches: Greed's (the core's advise), Connect Four's (connect4.review: the bar, the game's chart, its mistakes replayed) and Cul de chouette's (the scores turn by turn); off by default, the page's figures the same as node's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserAndEngine, playKey, settled } from './helpers.mjs';
import { barSentence, cellWords, forRed, mistakeWords, plyLabel } from '../../web/games/connect4/connect4-coach-text.js';

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

// ---- Connect Four: the evaluation bar, the game's chart and its mistakes ------------------------

const C4 = 'connect4-game';
const inC4 = (page, fn, arg) => page.evaluate(([f, a]) => new Function('root', 'arg', `return (${f})(root, arg)`)(document.querySelector('connect4-game').shadowRoot, a), [fn.toString(), arg]);
const coachOn = (page) => page.evaluate(() => localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: true })));
const coachReset = (page) => page.evaluate(() => localStorage.removeItem('kata-arcade:coach'));
/** Opens `path` with the coach off (the switch is remembered for the whole arcade: the tests above leave it on). */
async function openCoachOff(path) {
  const first = await opened.browser.newPage('/');
  await coachReset(first);
  await first.close();
  return opened.browser.newPage(path);
}

/** A seeded game of the casual level against itself, played out in node: its snapshot, over. */
function casualGame(seed) {
  let snap = opened.arcade.session.create('connect4', { params: 'cc' }, { seed });
  while (!snap.status.over) snap = opened.arcade.session.computer(snap.save, { seed: seed * 100 + snap.view.moves.length });
  return snap;
}

test('Connect Four coach: off until switched on; then the bar says what connect4.review proves of each position', async () => {
  const page = await openCoachOff('/connect4.html?players=hh&storage-key=t-coach-c4');
  await settled(page, C4);
  assert.equal(await inC4(page, (root) => Boolean(root.querySelector('[part~="coach"]').getClientRects().length)), false, 'off by default');
  // Off, it costs nothing: a move played asks the worker no reading (the bar's sentence stays unwritten).
  await playKey(page, C4, '4');
  assert.equal(await inC4(page, (root) => root.querySelector('.coach-now').textContent), '');
  await page.locator(`${C4} [part~="coach-button"]`).click();
  for (const key of ['', '4', '3']) {
    if (key) await playKey(page, C4, key);
    const moves = await page.evaluate(() => document.querySelector('connect4-game').snapshot.view.moves);
    const want = barSentence(opened.arcade.connect4.review(moves), moves.length);
    await page.waitForFunction((w) => document.querySelector('connect4-game').shadowRoot.querySelector('.coach-now').textContent === w, want);
  }
  assert.equal(await inC4(page, (root) => root.querySelector('[part~="coach-button"]').getAttribute('aria-pressed')), 'true');
  await coachReset(page);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Connect Four coach: after the game, the score move by move in a chart and its table, the mistakes listed and each replayable', async () => {
  const snap = casualGame(3);  // a draw with three proven mistakes (moves 19, 30 and 33)
  const { moves } = snap.view;
  const readings = [...Array(moves.length + 1).keys()].map((ply) => opened.arcade.connect4.review(moves.slice(0, ply)));
  const mistakes = readings.map((r, ply) => ({ r, ply })).filter(({ r }) => r.mistake);
  assert.ok(mistakes.length >= 1, 'the game chosen holds a proven mistake');
  const page = await opened.browser.newPage('/connect4.html?players=hh&storage-key=t-coach-c4-over');
  await settled(page, C4);
  await coachOn(page);
  await page.evaluate((save) => document.querySelector('connect4-game').loadGame(save), snap.save);
  await page.waitForFunction(() => document.querySelector('connect4-game').shadowRoot.querySelector('.chart-table'), null, { timeout: 60000 });
  const table = await inC4(page, (root) => [...root.querySelectorAll('.chart-table tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(table, readings.map((r, ply) => [plyLabel(moves, ply), cellWords(forRed(r, ply)),
    r.mistake ? mistakeWords(r, ply) : '']));
  assert.deepEqual(await inC4(page, (root) => [...root.querySelectorAll('.coach-mistakes li')].map((li) => li.textContent)),
    mistakes.map(({ r, ply }) => `${mistakeWords(r, ply)} Replay from before move ${ply}`));
  assert.equal(await inC4(page, (root) => root.querySelectorAll('.chart-mark').length), mistakes.length);
  assert.equal(await inC4(page, (root) => root.querySelector('.coach-progress').hidden), true);
  assert.equal(await inC4(page, (root) => root.querySelector('.coach-now').textContent), 'Game over: a draw.');
  assert.equal(await inC4(page, (root) => root.querySelector('.chart-svg').getAttribute('role')), 'img');
  // The first mistake replayed: the position before it, its mover a person, the game's moves still there to redo.
  const { ply } = mistakes[0];
  await page.locator(`${C4} [part~="coach-replay-button"]`).first().click();
  await page.waitForFunction((n) => document.querySelector('connect4-game').snapshot.view.moves.length === n, ply - 1);
  const replay = await page.evaluate(() => document.querySelector('connect4-game').snapshot);
  assert.equal(replay.view.moves, moves.slice(0, ply - 1));
  assert.equal(replay.view.seats[(ply - 1) % 2], 'human');
  assert.equal(replay.canRedo, true);
  assert.equal(replay.status.over, false);
  await coachReset(page);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// ---- Cul de chouette: the scores turn by turn ---------------------------------------------------

test('Cul de chouette coach: every player\'s score at the end of each turn of a whole game, as the engine scores them, in a chart and its table', async () => {
  // Two people, the first legal intent each time, to the end (41 moves).
  let s = opened.arcade.session.create('chouette', { params: 'hh' }, { seed: 3 });
  for (let i = 0; !s.status.over; i += 1) s = opened.arcade.session.play(s.save, s.legal[0], { seed: i });
  // The oracle: the engine's view after each move, grouped by the turn it belongs to.
  const rows = [['Start', '0', '0']];
  const parts = s.save.split(':');
  const all = parts[3].split('.');
  for (let i = 1; i <= all.length; i += 1) {
    const { view } = opened.arcade.session.load([parts[0], parts[1], parts[2], all.slice(0, i).join('.'), String(i)].join(':'));
    if (view.last.event === null) continue;
    const label = `Turn ${view.last.event + 1}`;
    if (rows.at(-1)[0] !== label) rows.push([label]);
    rows[rows.length - 1] = [label, ...view.players.map((p) => String(p.score))];
  }
  const page = await openCoachOff('/chouette.html?players=hh&storage-key=t-coach-chouette');
  await page.waitForFunction(() => document.querySelector('chouette-game')?.snapshot);
  const shadow = (fn) => page.evaluate((f) => new Function('root', `return (${f})(root)`)(document.querySelector('chouette-game').shadowRoot), fn.toString());
  assert.equal(await shadow((root) => root.querySelector('[part~="coach-chart"]').hidden), true, 'off by default');
  await page.locator('chouette-game [part~="coach-button"]').click();
  await page.evaluate((save) => document.querySelector('chouette-game').loadGame(save), s.save);
  await page.waitForFunction((n) => document.querySelector('chouette-game').shadowRoot.querySelectorAll('.chart-table tbody tr').length === n, rows.length);
  assert.deepEqual(await shadow((root) => [...root.querySelectorAll('.chart-table tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))), rows);
  assert.deepEqual(await shadow((root) => [...root.querySelectorAll('.chart-table thead th')].map((th) => th.textContent)), ['Turn', 'Player 1', 'Player 2']);
  assert.equal(await shadow((root) => root.querySelectorAll('.chart-line').length >= 2), true);
  await coachReset(page);
  assert.deepEqual(page.problems, []);
  await page.close();
});
