// coach.test.mjs: the coaches, each off by default and its figures the same as the node API's: Greed (the core's advise, the better choice, the game's chart), Mastermind (codes left, the optimal breaker's replay), Sudoku (techniques and hints), Connect Four (connect4.review: the bar, the game's chart, its mistakes replayed) and Cul de chouette (the scores turn by turn).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { browserAndEngine, playKey, settled, withoutAborted } from './helpers.mjs';
import { barSentence, cellWords, forRed, mistakeWords, plyLabel } from '../../web/games/connect4/connect4-coach-text.js';

const opened = browserAndEngine();

// The page's worker loads the site's opening book before the Connect Four coach's first reading
// (exact readings past an exact book): node's engine, the oracle, loads the same one first.
let bookLoaded = false;
function withSiteBook() {
  const dist = new URL('../../dist/', import.meta.url);
  const { connect4Book } = JSON.parse(readFileSync(new URL('build-info.json', dist), 'utf8'));
  if (connect4Book && !bookLoaded) opened.arcade.connect4.loadBook(new Uint8Array(readFileSync(new URL(connect4Book.file, dist))));
  bookLoaded = true;
}

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

test('Greed coach: a large table comes a share per call, the page saying it is working, then the same chance as node', async () => {
  // 4850 points under the house rule: some 57 million units of work, 6 million a call (node's
  // engine builds its own copy here, so the page's worker starts from nothing as well).
  const params = 'hh,t4850,e250,k';
  let advice = opened.arcade.greed.advise(`greed:${params}:::0`);
  assert.equal(advice.pending, true);
  while (advice.pending) advice = opened.arcade.greed.advise(`greed:${params}:::0`);
  const first = await opened.browser.newPage('/greed.html?players=hh&storage-key=t-coach-share-on');
  await first.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  await first.evaluate(() => localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: true })));
  await first.close();
  // A new page, a new worker: the table from nothing, the coach on from the start.
  const page = await opened.browser.newPage('/greed.html?players=hh&target=4850&entry=250&choose-dice&storage-key=t-coach-share');
  const seen = [];
  await page.exposeFunction('sawCoach', (t) => seen.push(t));
  await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  await page.evaluate(() => {
    const now = document.querySelector('greed-game').shadowRoot.querySelector('.coach-now');
    new MutationObserver(() => window.sawCoach(now.textContent)).observe(now, { childList: true, characterData: true, subtree: true });
    window.sawCoach(now.textContent);
  });
  await page.waitForFunction((want) => document.querySelector('greed-game').shadowRoot.querySelector('.coach-now').textContent === want,
    `Player 1’s chance to win: ${pct(advice.now)}`);
  // The working sentence may already be gone when the observer starts: when it was seen, it was this one.
  for (const t of seen.filter((x) => x !== `Player 1’s chance to win: ${pct(advice.now)}` && x !== '')) {
    assert.equal(t, 'Working out Player 1’s chance to win…');
  }
  assert.equal(await page.evaluate(() => document.querySelector('greed-game').shadowRoot.querySelector('.coach-meter').value), advice.now);
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

test('Greed coach: the chart of a game whose rules\' table is not built yet waits for it, share by share', async () => {
  // Player 1 reaches 6,000 in one turn, Player 2 busts in the last: two turn starts to chart, the
  // first needing the table of rules no other test builds (some 17 million units: three calls).
  const save = 'greed:hh,t4950,e250::r11111.r11111.r11111.r11111.r11111.b.r23462:7';
  let first = opened.arcade.greed.advise('greed:hh,t4950,e250:::0');
  assert.equal(first.pending, true);
  while (first.pending) first = opened.arcade.greed.advise('greed:hh,t4950,e250:::0');
  const on = await opened.browser.newPage('/greed.html?players=hh&storage-key=t-coach-chart-on');
  await on.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  await on.evaluate(() => localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: true })));
  await on.close();
  const page = await opened.browser.newPage('/greed.html?players=hh&storage-key=t-coach-chart-share');
  await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  await page.evaluate((s) => document.querySelector('greed-game').loadGame(s), save);
  await page.waitForFunction(() => document.querySelector('greed-game').shadowRoot.querySelector('.chart-table'));
  const cells = await page.evaluate(() => [...document.querySelector('greed-game').shadowRoot.querySelectorAll('.chart-table tbody tr')]
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent.trim())));
  assert.equal(cells.length, 2);
  assert.ok(cells[0].includes(pct(first.now)) && cells[0].includes(pct(1 - first.now)), JSON.stringify(cells));
  assert.ok(!JSON.stringify(cells).includes('NaN'));
  assert.deepEqual(page.problems, []);
  await page.close();
});

// ---- Mastermind and Sudoku ----------------------------------------------------------------------

/** The engine calls the page sends its worker, by name, since the page opened (an init script counts them). */
const engineCalls = (page) => page.evaluate(() => window.engineCalls ?? []);
const countCalls = () => {
  window.engineCalls = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postMessage(message, ...rest) {
    if (typeof message?.method === 'string') window.engineCalls.push(message.method);
    return post.call(this, message, ...rest);
  };
};
let counting = false;
/** From here on every page of the browser counts its engine calls. */
async function countEngineCalls() {
  if (!counting) await opened.browser.context.addInitScript(countCalls);
  counting = true;
}
const shadow = (tag) => ({
  text: (page, selector) => page.evaluate(([t, s]) => document.querySelector(t).shadowRoot.querySelector(s)?.textContent ?? null, [tag, selector]),
  shown: (page, selector) => page.evaluate(([t, s]) => Boolean(document.querySelector(t).shadowRoot.querySelector(s)?.getClientRects().length), [tag, selector]),
  // The chart's table: one array of cell texts per row (the row's header first).
  table: (page) => page.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('.chart-table tbody tr')]
    .map((tr) => [...tr.children].map((cell) => cell.textContent)), tag),
  waitText: (page, selector, want) => page.waitForFunction(([t, s, w]) => document.querySelector(t).shadowRoot.querySelector(s)?.textContent === w, [tag, selector, want]),
});
/** Screenshots as build/screenshots/coach-<name>-<width>.png at a desktop's and a phone's size. */
async function shots(page, name) {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await opened.browser.screenshot(page, `coach-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
const mm = shadow('mastermind-game');
const sd = shadow('sudoku-game');
const count = (n) => n.toLocaleString('en');
/** Sets the arcade's remembered Coach switch (the tests above leave it on). */
const rememberCoach = (page, on) => page.evaluate((v) => localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: v })), on);


test('Mastermind coach: off, no coach call and nothing shown; on, the codes left after each answer as the core counts them', async () => {
  await countEngineCalls();
  const page = await opened.browser.newPage('/mastermind.html?seed=3&fast&storage-key=t-coach-mm');
  await page.waitForFunction(() => document.querySelector('mastermind-game')?.snapshot);  // loaded: a reload aborts nothing
  await rememberCoach(page, false);
  await page.waitForLoadState('networkidle'); // the lazy words are in, so that the reload cuts nothing short (else a late ERR_ABORTED)
  await page.reload();
  // The reload cuts short what the first load was still fetching (its lazy words): not a problem of the page's.
  page.problems = withoutAborted(page.problems);
  await page.waitForFunction(() => document.querySelector('mastermind-game')?.snapshot);
  for (const key of '1122') await page.keyboard.press(key);
  await playKey(page, 'mastermind-game', 'Enter');
  assert.equal(await mm.shown(page, '[part~="coach"]'), false, 'off');
  assert.deepEqual((await engineCalls(page)).filter((m) => m.includes('coach')), [], 'no coach call while off');

  await page.locator('mastermind-game [part~="coach-button"]').click();
  const save = () => page.evaluate(() => document.querySelector('mastermind-game').save);
  let c = opened.arcade.mastermind.coach(await save());
  assert.equal(c.remaining.length, 1);
  await mm.waitText(page, '.coach-now', `Codes still possible: ${count(c.remaining[0])} of 1,296.`);
  assert.deepEqual(await mm.table(page), [['Guess 1', count(c.remaining[0]), '1 1 2 2']]);

  // The focus is on the switch now (Enter would press it): the next guess through the element.
  await page.evaluate(() => {
    const game = document.querySelector('mastermind-game');
    for (const colour of [3, 4, 5, 6]) game.pick(colour);
    game.guess();
  });
  await page.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.history.length === 2);
  c = opened.arcade.mastermind.coach(await save());
  await mm.waitText(page, '.coach-now', `Codes still possible: ${count(c.remaining[1])} of 1,296.`);
  assert.deepEqual(await mm.table(page), [['Guess 1', count(c.remaining[0]), '1 1 2 2'], ['Guess 2', count(c.remaining[1]), '3 4 5 6']]);
  assert.equal(c.replay, null);
  assert.ok((await engineCalls(page)).includes('mastermind.coach'));
  await shots(page, 'mastermind-mid');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Mastermind coach: after the game, your guesses beside the optimal breaker\'s on the same secret, for classic and Bulls & Cows', async () => {
  for (const params of ['p4,c6,r10', 'p4,c10,r10,u']) {
    let snap = opened.arcade.session.create('mastermind', { params }, { seed: 11 });
    while (!snap.status.over) snap = opened.arcade.session.play(snap.save, opened.arcade.mastermind.hint(snap.save).move);
    const c = opened.arcade.mastermind.coach(snap.save);
    const page = await opened.browser.newPage(`/mastermind.html?storage-key=t-coach-mm-over-${params.length}`);
    await page.waitForFunction(() => document.querySelector('mastermind-game')?.snapshot);
    await rememberCoach(page, true);
    await page.evaluate((s) => document.querySelector('mastermind-game').loadGame(s), snap.save);
    const n = snap.view.history.length;
    await mm.waitText(page, '.coach-now', `The optimal breaker (the computer’s strongest) finds this secret in ${c.replay.length} guesses; you found it in ${n} guesses.`);
    const digits = params.endsWith('u');
    const codeOf = (code) => (digits ? code.map((d) => d % 10).join(' ') : code.join(' '));
    const rows = Math.max(n, c.replay.length);
    assert.deepEqual(await mm.table(page), Array.from({ length: rows }, (_, i) => [`Guess ${i + 1}`,
      i < n ? count(c.remaining[i]) : '—', i < c.replay.length ? count(c.replay[i].remaining) : '—',
      i < n ? codeOf(snap.view.history[i].guess) : '—', i < c.replay.length ? codeOf(c.replay[i].guess) : '—']));
    assert.equal(c.breaker, 'optimal');
    assert.equal(c.replay.at(-1).remaining, 1);
    assert.deepEqual(c.replay.at(-1).guess, snap.view.secret);
    await shots(page, `mastermind-over-${digits ? 'bulls' : 'classic'}`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('Mastermind coach: when the computer breaks the code there is nothing to count, it says so and asks nothing', async () => {
  await countEngineCalls();
  const page = await opened.browser.newPage('/mastermind.html?mode=make&storage-key=t-coach-mm-make');
  await page.waitForFunction(() => document.querySelector('mastermind-game')?.snapshot);
  await rememberCoach(page, true);
  await page.locator('mastermind-game [part~="display"] input[value="numbers"]').check();  // a redraw: the coach looks again
  await mm.waitText(page, '.coach-now', 'The coach follows the code breaker: here the computer breaks your code, and its own line says how many codes remain.');
  assert.deepEqual((await engineCalls(page)).filter((m) => m === 'mastermind.coach'), []);
  assert.equal(await page.evaluate(() => document.querySelector('mastermind-game').shadowRoot.querySelector('.chart')), null);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// A puzzle with a unique solution (the a11y test's).
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('Sudoku coach: during the game only the hints are counted (no worker call); once solved, the techniques the grader used and the hint asked', async () => {
  await countEngineCalls();
  const page = await opened.browser.newPage(`/sudoku.html?storage-key=t-coach-sd#${PUZZLE}`);
  await page.waitForFunction(() => document.querySelector('sudoku-game')?.snapshot);
  await rememberCoach(page, false);
  const opening = (await engineCalls(page)).length;  // the link's puzzle is graded as it opens
  await page.locator('sudoku-game [part~="coach-button"]').click();
  await sd.waitText(page, '.coach-now', 'Once the puzzle is solved, the coach shows the techniques it needed and the ones you asked hints for (0 hints so far).');
  const grid = await page.evaluate(() => document.querySelector('sudoku-game').snapshot.view.values.map((v) => v || '.').join(''));
  const hinted = opened.arcade.sudoku.hint(grid).technique;
  await page.locator('sudoku-game [part~="hint-button"]').click();
  await sd.waitText(page, '.coach-now', 'Once the puzzle is solved, the coach shows the techniques it needed and the ones you asked hints for (1 hint so far).');
  await shots(page, 'sudoku-mid');
  assert.deepEqual((await engineCalls(page)).slice(opening), ['sudoku.hint'], 'the hint alone: the coach asks nothing before the end');

  // The player fills in the rest; the hint stays in the saved game (a reload keeps it).
  const solution = opened.arcade.sudoku.solve(PUZZLE);
  await page.evaluate((digits) => {
    const game = document.querySelector('sudoku-game');
    game.snapshot.view.values.forEach((v, i) => { if (!v) { game.select(i); game.enter(Number(digits[i])); } });
  }, solution);
  await page.waitForFunction(() => document.querySelector('sudoku-game').snapshot.status.over);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('sudoku-game')?.snapshot?.status.over);
  const g = opened.arcade.sudoku.techniques(PUZZLE);
  const hardest = g.techniques.find((t) => t.technique === g.hardest);
  const times = hardest.count === 1 ? 'once' : `${hardest.count} times`;
  await sd.waitText(page, '.coach-now', `This ${g.difficulty} puzzle took ${g.steps} logical steps; the hardest technique it needed: ${g.hardest} (${hardest.difficulty}, ${times}). You asked for 1 hint.`);
  assert.deepEqual(await sd.table(page), g.techniques.map((t) => [t.technique, String(t.count), t.technique === hinted ? '1' : '0', t.difficulty]));
  assert.ok(g.techniques.some((t) => t.technique === hinted), 'the hint used a technique of the solve');
  assert.equal(await sd.text(page, '.chart-title'), 'Techniques the puzzle needed, and your hints (bars on a log scale)');
  await shots(page, 'sudoku-over');
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
  withSiteBook();
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
  withSiteBook();
  const snap = casualGame(12);  // a draw with proven mistakes (which seed gives one depends on the solver)
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
