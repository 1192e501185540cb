// a11y.test.mjs: axe-core finds no violation on the gallery and every game page, in setup, mid-game and finished states, light and dark.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, browserAndEngine, playKey, SUDOKU_XWING } from './helpers.mjs';
import { gameData, games, playPath, tagOf } from '../game-data.mjs';

const opened = browserAndEngine();

/** A whole game of Greed between two people, played in node by a simple rule: its save, finished. */
function finishedGreed() {
  let snap = opened.arcade.session.create('greed', { params: 'hh,t3000,e300' }, { seed: 1 });
  while (!snap.status.over) {
    const wants = snap.view.turnTotal >= 350 ? 'b' : 'r';
    snap = opened.arcade.session.play(snap.save, snap.legal.includes(wants) ? wants : snap.legal[0]);
  }
  return snap.save;
}

/** Sudoku's PUZZLE filled in cell by cell with its solution: a finished save. */
function finishedSudoku() {
  const solution = opened.arcade.sudoku.solve(PUZZLE);
  let snap = opened.arcade.session.create('sudoku', { params: 'easy', desc: PUZZLE });
  for (let cell = 0; cell < 81; cell += 1) {
    if (PUZZLE[cell] === '.') snap = opened.arcade.session.play(snap.save, `p${cell}${solution[cell]}`);
  }
  return snap.save;
}

/** Mastermind: the code broken by following the engine's hints (break), or the computer breaking 1 2 3 4 (make). */
function finishedMastermind(mode) {
  const { arcade } = opened;
  let snap = arcade.session.create('mastermind', { params: mode === 'make' ? 'p4,c6,r10,make' : 'p4,c6,r10' }, { seed: 3 });
  while (!snap.status.over) {
    if (mode === 'break') snap = arcade.session.play(snap.save, arcade.mastermind.hint(snap.save).move);
    else if (snap.status.computerToMove) snap = arcade.session.computer(snap.save, { seed: 3 });
    else {
      const { exact, misplaced } = arcade.mastermind.feedback([1, 2, 3, 4], snap.view.history.at(-1).guess);
      snap = arcade.session.play(snap.save, `a${exact}${misplaced}`);
    }
  }
  return snap.save;
}

/** Cul de chouette for two, every turn thrown until someone reaches the target. */
function finishedChouette() {
  let snap = opened.arcade.session.create('chouette', { params: '2' }, { seed: 1 });
  for (let n = 0; !snap.status.over; n += 1) snap = opened.arcade.session.play(snap.save, snap.legal[0], { seed: n });
  return snap.save;
}

/** Opens a finished save in the element `tag` and waits until it shows it. */
async function showFinished(page, tag, save) {
  await settle(page, tag);
  await page.evaluate(([t, s]) => document.querySelector(t).loadGame(s), [tag, save]);
  await page.waitForFunction((t) => document.querySelector(t).snapshot.status.over, tag);
}

// A puzzle with a unique solution (the page opens it from the link).
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** PUZZLE solved: its save with a move for every empty cell. */
function solvedSudoku() {
  const solution = opened.arcade.sudoku.solve(PUZZLE);
  const moves = [...PUZZLE].flatMap((c, i) => (c === '.' ? [`p${i}${solution[i]}`] : []));
  return `sudoku:${opened.arcade.sudoku.grade(PUZZLE).difficulty}:${PUZZLE}:${moves.join('.')}`;
}


/** Turns the coach on with its switch (unless an earlier case left it on) and waits for its first words. */
async function coachOn(page, tag) {
  const button = page.locator(`${tag} [part~="coach-button"]`);
  if (await button.getAttribute('aria-pressed') !== 'true') await button.click();
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('.coach-now')?.textContent, tag);
}

const settle = (page, tag) => page.waitForFunction((t) => {
  const game = document.querySelector(t);
  return game?.snapshot && !game.thinking;
}, tag);

// Each page in its states: [name, path, tag, steps(page)]; the steps bring the page to the state.
const CASES = [
  ['gallery', '/', null, async () => {}],
  // Every registered game mid-game as its tests.json "play" plays it (a new game is covered here
  // before it has cases of its own below).
  ...games.map((game) => [`${game} mid-game (tests.json)`, playPath(game, 't-a11y-play'), tagOf(game), async (page) => {
    const tag = tagOf(game);
    const { keys, guesses = [] } = gameData(game, 'play');
    await settle(page, tag);
    for (const key of keys) await playKey(page, tag, key);
    for (const guess of guesses) {
      for (const key of guess) await page.keyboard.press(key);
      await playKey(page, tag, 'Enter');
    }
  }]),
  // game-lists: ok, each game's own states (setup, finished, coach on); every registered game is played above.
  ['greed setup', '/greed.html?storage-key=t-a11y-setup', 'greed-game', async (page) => {
    await page.waitForFunction(() => document.querySelector('greed-game')?.shadowRoot?.querySelector('[part~="setup"]:not([hidden])'));
  }],
  ['greed finished', '/greed.html?players=hh&storage-key=t-a11y-over', 'greed-game', async (page) => {
    await settle(page, 'greed-game');
    await page.evaluate((save) => document.querySelector('greed-game').loadGame(save), finishedGreed());
    await page.waitForFunction(() => document.querySelector('greed-game').snapshot.status.over);
  }],
  ['greed mid-game, house rule: dice to keep', '/greed.html?players=hh&choose-dice&seed=4&storage-key=t-a11y-keep', 'greed-game', async (page) => {
    await settle(page, 'greed-game');
    await playKey(page, 'greed-game', 'r');
    await page.waitForFunction(() => document.querySelector('greed-game').shadowRoot.querySelector('.die-pick'));
  }],
  ['connect4 mid-game (setup beside)', '/connect4.html?players=hh&storage-key=t-a11y-mid', 'connect4-game', async (page) => {
    await settle(page, 'connect4-game');
    for (const key of ['4', '4', '3']) await playKey(page, 'connect4-game', key);
  }],
  ['connect4 finished', '/connect4.html?players=hh&storage-key=t-a11y-over', 'connect4-game', async (page) => {
    await settle(page, 'connect4-game');
    for (const key of ['1', '2', '1', '2', '1', '2', '1']) await playKey(page, 'connect4-game', key);
  }],
  ['rotate mid-game (setup beside)', '/rotate.html?players=hh&storage-key=t-a11y-mid', 'rotate-game', async (page) => {
    await settle(page, 'rotate-game');
    for (const key of ['4', '3', '4']) await playKey(page, 'rotate-game', key);
  }],
  ['rotate finished', '/rotate.html?players=hh&storage-key=t-a11y-over', 'rotate-game', async (page) => {
    await settle(page, 'rotate-game');
    for (const key of ['1', '2', '1', '2', '1', '2', '1']) await playKey(page, 'rotate-game', key);
  }],
  ['sudoku mid-game (setup beside)', `/sudoku.html?storage-key=t-a11y-mid#${PUZZLE}`, 'sudoku-game', async (page) => {
    await settle(page, 'sudoku-game');
  }],
  // The hint beside the board, then on a phone in place of the tools, its explanation scrolling in its own box.
  ['sudoku with a long hint open', `/sudoku.html?storage-key=t-a11y-hint#${SUDOKU_XWING}`, 'sudoku-game', (page) => openHint(page)],
  ['sudoku with a long hint open on a phone', `/sudoku.html?storage-key=t-a11y-hint-phone#${SUDOKU_XWING}`, 'sudoku-game', async (page) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openHint(page);
  }],
  ['sudoku finished', `/sudoku.html?storage-key=t-a11y-over#${PUZZLE}`, 'sudoku-game', (page) => showFinished(page, 'sudoku-game', finishedSudoku())],
  ['mastermind mid-game (setup beside)', '/mastermind.html?storage-key=t-a11y-mid', 'mastermind-game', async (page) => {
    await settle(page, 'mastermind-game');
    for (const key of '1234') await page.keyboard.press(key);
    await playKey(page, 'mastermind-game', 'Enter');
  }],
  ['mastermind finished', '/mastermind.html?storage-key=t-a11y-over', 'mastermind-game', (page) => showFinished(page, 'mastermind-game', finishedMastermind('break'))],
  ['mastermind, the computer breaks: your answer awaited', '/mastermind.html?mode=make&storage-key=t-a11y-make', 'mastermind-game', async (page) => {
    await page.locator('mastermind-game').getByRole('button', { name: /Let the computer guess/ }).click();
    await page.waitForFunction(() => document.querySelector('mastermind-game')?.snapshot?.view.awaitingAnswer);
  }],
  ['mastermind, the computer breaks: finished', '/mastermind.html?mode=make&storage-key=t-a11y-make-over', 'mastermind-game', (page) => showFinished(page, 'mastermind-game', finishedMastermind('make'))],
  ['chouette setup', '/chouette.html?storage-key=t-a11y-setup', 'chouette-game', async (page) => {
    await page.waitForFunction(() => document.querySelector('chouette-game')?.shadowRoot?.querySelector('[part~="setup"]:not([hidden])'));
  }],
  ['chouette in play', '/chouette.html?players=hhc&storage-key=t-a11y-mid', 'chouette-game', async (page) => {
    await settle(page, 'chouette-game');
  }],
  ['chouette finished', '/chouette.html?players=hh&storage-key=t-a11y-over', 'chouette-game', (page) => showFinished(page, 'chouette-game', finishedChouette())],
  // The coach's switch is remembered for the whole arcade: these come last, and turn it on once.
  ['mastermind mid-game, coach on', '/mastermind.html?storage-key=t-a11y-coach-mid', 'mastermind-game', async (page) => {
    await settle(page, 'mastermind-game');
    for (const key of '1234') await page.keyboard.press(key);
    await playKey(page, 'mastermind-game', 'Enter');
    await coachOn(page, 'mastermind-game');
    await page.waitForFunction(() => document.querySelector('mastermind-game').shadowRoot.querySelector('.chart-table'));
  }],
  ['mastermind finished, coach on', '/mastermind.html?storage-key=t-a11y-coach-over', 'mastermind-game', async (page) => {
    await settle(page, 'mastermind-game');
    await page.evaluate((save) => document.querySelector('mastermind-game').loadGame(save), finishedMastermind('break'));
    await coachOn(page, 'mastermind-game');
    await page.waitForFunction(() => document.querySelector('mastermind-game').shadowRoot.querySelector('.chart-table'));
  }],
  ['sudoku solved, coach on', '/sudoku.html?storage-key=t-a11y-coach-over', 'sudoku-game', async (page) => {
    await settle(page, 'sudoku-game');
    await page.evaluate((save) => document.querySelector('sudoku-game').loadGame(save), solvedSudoku());
    await page.waitForFunction(() => document.querySelector('sudoku-game').snapshot.status.over);
    await coachOn(page, 'sudoku-game');
    await page.waitForFunction(() => document.querySelector('sudoku-game').shadowRoot.querySelector('.chart-table'));
  }],
  // The coaches on (remembered for the arcade: each case below switches it on, the loop forgets it).
  ['connect4 mid-game, coach on', '/connect4.html?players=hh&storage-key=t-a11y-coach-mid', 'connect4-game', async (page) => {
    await settle(page, 'connect4-game');
    await coachStored(page);
    for (const key of ['4', '4', '3']) await playKey(page, 'connect4-game', key);
    await page.waitForFunction(() => document.querySelector('connect4-game').shadowRoot.querySelector('.coach-now').textContent !== '');
  }],
  ['connect4 finished, coach on', '/connect4.html?players=hh&storage-key=t-a11y-coach-over', 'connect4-game', async (page) => {
    await settle(page, 'connect4-game');
    await coachStored(page);
    for (const key of ['1', '2', '1', '2', '1', '2', '1']) await playKey(page, 'connect4-game', key);
    await page.waitForFunction(() => document.querySelector('connect4-game').shadowRoot.querySelector('.chart-table'));
  }],
  ['chouette in play, coach on', '/chouette.html?players=hh&seed=3&storage-key=t-a11y-coach', 'chouette-game', async (page) => {
    await settle(page, 'chouette-game');
    await coachStored(page);
    let s = opened.arcade.session.create('chouette', { params: 'hh' }, { seed: 3 });
    for (let i = 0; i < 20; i += 1) s = opened.arcade.session.play(s.save, s.legal[0], { seed: i });
    await page.evaluate((save) => document.querySelector('chouette-game').loadGame(save), s.save);
    await page.waitForFunction(() => document.querySelector('chouette-game').shadowRoot.querySelector('[part~="coach-chart"]:not([hidden]) .chart-table'));
  }],
];

/** Sudoku's hint opened by its key. */
async function openHint(page) {
  await settle(page, 'sudoku-game');
  await page.keyboard.press('h');
  await page.locator('sudoku-game [part="hint-panel"]').waitFor({ state: 'visible' });
}

const coachStored = (page) => page.evaluate(() => localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: true })));

for (const [name, path, , steps] of CASES) {
  test(`${name}: no axe violations, light and dark`, async () => {
    const page = await opened.browser.newPage(path);
    await steps(page);
    // axe itself adds style elements the page's policy refuses: the page's own problems come first.
    assert.deepEqual(page.problems, []);
    const found = {};
    for (const scheme of ['light', 'dark']) {
      // The scheme's colours apply a little after emulateMedia returns (as for screenshots, helpers.mjs).
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.waitForTimeout(300);
      const violations = await axeViolations(page);
      if (violations.length) found[scheme] = violations;
    }
    assert.deepEqual(found, {});
    await page.evaluate(() => localStorage.removeItem('kata-arcade:coach'));
    await page.close();
  });
}
