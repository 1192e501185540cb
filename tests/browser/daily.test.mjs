// daily.test.mjs: the day's challenge on the Sudoku, Mastermind, Connect Four, Greed and Rotate pages, played to its end with the core's own answer for a fixed date (the page's clock set): the day's line, the exact result, no undo or engine help meanwhile, a reload that keeps the day; Rotate's, a question, answered right and wrong.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { distDir, openBrowser } from './harness.mjs';
import { axeViolations, loadDistArcade } from './helpers.mjs';
import { builtName } from '../game-data.mjs';

// The site's modules under their built (hashed) names.
const load = (path) => import(pathToFileURL(join(distDir, builtName(path))).href);
const { default: commonWords } = await load('common/common-words.js');
const { default: dailyWords } = await load('common/daily-words.js');
const { dailyCountdown } = await load('common/daily-date.js');
const { formatTime } = await load('games/sudoku/sudoku-text.js');
// Each game's page words, loaded as a test needs them.
const gameWords = {};
const wordsOf = async (game) => { gameWords[game] ??= (await load(`games/${game}/${game}-words.js`)).default; };

const DAY = '2027-03-28';
const NOON = new Date(`${DAY}T10:00:00Z`);
let arcade;
const browsers = [];
before(async () => {
  arcade = await loadDistArcade();
  for (const game of arcade.games) await wordsOf(game);
});
after(async () => { await Promise.all(browsers.map((b) => b.close())); });

// A page word with its values filled in, in English (or the catalogue's language `lang`: 3 is Hebrew).
function words(key, values = {}, game = null, lang = 0) {
  const entry = (game && gameWords[game][key]) ?? dailyWords[key] ?? commonWords[key];
  return entry[lang].replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

// A fresh browser (its own storage) whose pages' clock starts at `time` and runs; `options`: openBrowser's ({ touch: true }: a phone).
async function device(time = NOON, options = {}) {
  const browser = await openBrowser(options);
  browsers.push(browser);
  await browser.context.clock.install({ time });
  return browser;
}

const part = (page, tag, name) => page.evaluate(([t, n]) => {
  const node = document.querySelector(t).shadowRoot.querySelector(`[part~="${n}"]`);
  return node.hidden || node.closest('[hidden]') ? null : node.textContent;
}, [tag, name]);

async function ready(page, tag) {
  await page.waitForFunction((t) => {
    const game = document.querySelector(t);
    return game?.snapshot && !game.shadowRoot.querySelector('.game').hidden && !game.thinking;
  }, tag);
  return page.evaluate((t) => document.querySelector(t).snapshot, tag);
}

// The day's line at the page's clock, paused a little ahead for an exact countdown, then running again.
async function dayLine(browser, page, tag) {
  const now = await page.evaluate(() => Date.now());
  const at = new Date(Math.ceil(now / 1000) * 1000 + 2000);
  await browser.context.clock.pauseAt(at);
  await browser.context.clock.runFor(1000);
  const text = await part(page, tag, 'daily-line');
  await browser.context.clock.resume();
  return { text, expected: dailyCountdown(new Date(at.getTime() + 1000)) };
}

// A Mastermind guess ("1123"), typed colour by colour, once it is on the board.
async function guessCode(page, code) {
  const tag = 'mastermind-game';
  const before = await page.evaluate((t) => document.querySelector(t).snapshot.view.history.length, tag);
  await page.evaluate(([t, c]) => { const game = document.querySelector(t); for (const d of c) game.pick(Number(d)); game.guess(); }, [tag, code]);
  await page.waitForFunction(([t, n]) => document.querySelector(t).snapshot.view.history.length === n, [tag, before + 1]);
}

// Undo is refused in a daily with its sentence, and the game stays.
async function noUndo(page, tag) {
  const save = await page.evaluate((t) => document.querySelector(t).save, tag);
  await page.evaluate((t) => document.querySelector(t).undo(), tag);
  assert.equal(await part(page, tag, 'notice'), words('daily.noUndo'));
  assert.equal(await page.evaluate((t) => document.querySelector(t).save, tag), save);
}

// Shares the finished day through the clipboard (a desktop: no share sheet); returns what was copied.
async function sharedText(browser, page, tag) {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.url });
  await page.locator(`${tag} [part~="daily-share-button"]`).click();
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part~="daily-share-note"]').textContent !== '', tag);
  assert.equal(await part(page, tag, 'daily-share-note'), words('daily.shareCopied'));
  return page.evaluate(() => navigator.clipboard.readText());
}

// Reloads the page (without the daily in its address) and checks the finished day is shown as it was.
async function reloadKeeps(page, tag, snap, result) {
  await page.goto(page.url().replace(/\?.*$/, ''));
  const again = await ready(page, tag);
  assert.equal(again.save, snap.save);
  assert.equal(await part(page, tag, 'daily-result'), result);
  assert.deepEqual(page.problems, []);
}

test('Mastermind: today\'s challenge from the Today button, the day\'s line, no spoiler, your guesses beside the optimal strategy\'s, kept on reload', async () => {
  const browser = await device();
  const page = await browser.newPage('/mastermind.html');
  const tag = 'mastermind-game';
  await ready(page, tag);
  assert.equal(await part(page, tag, 'daily-line'), null);
  await page.locator(`${tag} [part~="daily-button"]`).click();
  await page.waitForFunction((t) => document.querySelector(t).snapshot.save.startsWith('mastermind:p4,c6,r10:4ejru:'), tag);
  const { text, expected } = await dayLine(browser, page, tag);
  assert.match(expected.left, /^13:59:\d\d$/);
  assert.equal(text, words('daily.today', { date: DAY, ...expected }));
  const daily = arcade.daily('mastermind', DAY);
  // Nothing on the page gives the code away before the end.
  assert.equal(await page.evaluate((t) => document.querySelector(t).snapshot.view.secret, tag), null);
  await page.evaluate((t) => document.querySelector(t).hint(), tag);
  assert.equal(await part(page, tag, 'notice'), words('daily.noHelp'));
  const guess = (code) => guessCode(page, code);
  await guess('1111');
  await noUndo(page, tag);
  // Keys typed in the statistics panel are not the game's; Escape closes it.
  await page.locator(`${tag} [part~="stats-button"]`).click();
  for (const key of ['2', '3', 'Enter']) await page.keyboard.press(key);
  assert.deepEqual(await page.evaluate((t) => document.querySelector(t).draft, tag), [0, 0, 0, 0]);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="stats-dialog"]').open, tag), false);
  await page.keyboard.press('2');
  assert.deepEqual(await page.evaluate((t) => document.querySelector(t).draft, tag), [2, 0, 0, 0]);
  await page.keyboard.press('Backspace');
  // Another game meanwhile; the day's button brings the unfinished daily back as it was.
  const unfinished = await page.evaluate((t) => document.querySelector(t).save, tag);
  await page.evaluate((t) => document.querySelector(t).newGame({ preset: 'super', mode: 'break' }), tag);
  assert.equal((await ready(page, tag)).view.pegs, 5);
  assert.equal(await part(page, tag, 'daily-line'), null);
  await page.locator(`${tag} [part~="daily-button"]`).click();
  assert.equal((await ready(page, tag)).save, unfinished);
  for (const code of daily.answer) await guess(code);
  const snap = await ready(page, tag);
  assert.equal(snap.view.solved, true);
  const result = words('mm.daily.solved', { n: 6, best: 5 }, 'mastermind');
  assert.equal(result, 'Daily challenge solved: your guesses 6, the optimal strategy’s 5.');
  assert.equal(await part(page, tag, 'daily-result'), result);
  await browser.screenshot(page, 'daily-mastermind-1280');
  assert.deepEqual(await axeViolations(page), []);
  assert.equal(await sharedText(browser, page, tag), [
    'Kata Arcade · Mastermind · 2027-03-28', 'Guesses: 6/10 · the optimal strategy: 5',
    '⚫➖➖➖', '⚪➖➖➖', '⚫⚪➖➖', '⚪⚪➖➖', '⚪⚪⚪⚪', '⚫⚫⚫⚫', `${browser.url}mastermind.html?daily=2027-03-28`].join('\n'));
  await reloadKeeps(page, tag, snap, result);
});

test('Connect Four: ?daily opens today\'s win in N against the perfect engine, the engine\'s help refused, solved with the core\'s line, kept on reload', async () => {
  const browser = await device();
  const page = await browser.newPage('/connect4.html?daily');
  const tag = 'connect4-game';
  const daily = arcade.daily('connect4', DAY);
  let snap = await ready(page, tag);
  assert.equal(snap.view.moves, daily.challenge);
  assert.equal(page.url().includes('daily'), false, 'the daily leaves the address once taken');
  const { text, expected } = await dayLine(browser, page, tag);
  assert.equal(text, `${words('daily.today', { date: DAY, ...expected })} ${words('c4.daily.goal', { who: 'Yellow', n: daily.moves }, 'connect4')}`);
  await page.evaluate((t) => document.querySelector(t).evaluate(), tag);
  assert.equal(await part(page, tag, 'notice'), words('daily.noHelp'));
  // The engine defends along the core's line: each of the player's moves is the position's one
  // winning move (the solver's, in node), and the game ends on the core's line.
  for (let turn = 0; !snap.status.over; turn++) {
    const scores = arcade.connect4.analyze(snap.view.moves);
    const winning = scores.flatMap((score, column) => (score !== null && score > 0 ? [column + 1] : []));
    assert.equal(winning.length, 1, `one winning move after ${snap.view.moves}`);
    const plies = snap.view.moves.length;
    await page.evaluate(([t, c]) => document.querySelector(t).drop(c), [tag, winning[0]]);
    await page.waitForFunction(([t, n]) => {
      const s = document.querySelector(t).snapshot;
      return s.status.over || (s.view.moves.length >= n + 2 && !document.querySelector(t).thinking);
    }, [tag, plies]);
    snap = await ready(page, tag);
    if (turn === 0) await noUndo(page, tag);
  }
  assert.equal(snap.view.moves, daily.challenge + daily.answer);
  const result = words('c4.daily.solved', { n: daily.moves }, 'connect4');
  assert.equal(result, 'Daily challenge solved: a win in 5 moves, the shortest there is.');
  assert.equal(await part(page, tag, 'daily-result'), result);
  await browser.screenshot(page, 'daily-connect4-1280');
  assert.equal(await sharedText(browser, page, tag),
    `Kata Arcade · Connect Four · 2027-03-28\nWin in 5: solved.\n🟡🟡🟡🟡🟡🏆\n${browser.url}connect4.html?daily=2027-03-28`);
  await reloadKeeps(page, tag, snap, result);
});

// Greed's score attack: a move by the element's own call (`roll` or `bank`), or by a finger on its
// button (`tap`), then the new snapshot; the button tapped is in view without scrolling.
async function greedMove(page, move, tap = false) {
  const tag = 'greed-game';
  const before = await page.evaluate((t) => document.querySelector(t).save, tag);
  if (tap) {
    const button = page.locator(`${tag} [part~="${move === 'b' ? 'bank' : 'roll'}-button"]`);
    const box = await button.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `the ${move} button in view: ${JSON.stringify(box)}`);
    await button.tap();
  } else {
    await page.evaluate(([t, m]) => (m === 'b' ? document.querySelector(t).bank() : document.querySelector(t).roll()), [tag, move]);
  }
  await page.waitForFunction(([t, b]) => document.querySelector(t).snapshot.save !== b, [tag, before]);
  return ready(page, tag);
}

// The rows of par's turns once the attack is over.
const parRows = (page) => page.evaluate(() => [...document.querySelector('greed-game').shadowRoot.querySelectorAll('[part~="daily-par"] li')].map((li) => li.textContent));

test('Greed: ?daily opens today\'s score attack on everyone\'s dice, no coach or undo; reloaded mid-attack it keeps the turn; banked at once each turn, the exact score against par; par\'s turns; one attempt a day', async () => {
  const browser = await device();
  const page = await browser.newPage('/greed.html?daily');
  const tag = 'greed-game';
  const daily = arcade.daily('greed', DAY);
  assert.equal(daily.answer.par, 3300);
  let snap = await ready(page, tag);
  // The core plays the day's stream: one seat, ten turns, the stream as the desc.
  assert.equal(snap.save, `greed:h,t3000,e0,n10:${daily.challenge}::0`);
  const { text, expected } = await dayLine(browser, page, tag);
  assert.equal(text, `${words('daily.today', { date: DAY, ...expected })} ${words('greed.daily.goal', { turn: 1, turns: 10, points: 0 }, 'greed')}`);
  // The coach's numbers are par's own strategy: none during the attack, even switched on.
  await page.locator(`${tag} [part~="coach-button"]`).click();
  assert.equal(await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="coach"]').hidden, tag), true);
  // Bank at once after each turn's first roll (a bust ends the turn by itself).
  const turn = async () => {
    const before = snap.view.turn;
    snap = await greedMove(page, 'r');
    if (!snap.status.over && snap.view.turn === before) snap = await greedMove(page, 'b');
  };
  for (let i = 0; i < 4; i++) await turn();
  await noUndo(page, tag);
  // Every roll so far took the stream's next faces, in order.
  const rolled = snap.save.split(':')[3].split('.').filter((m) => m.startsWith('r')).map((m) => m.slice(1)).join('');
  assert.equal(rolled, daily.challenge.slice(0, rolled.length));
  // Reloaded mid-attack (the address without the daily): the same turn and score.
  const left = snap;
  await page.goto(page.url().replace(/\?.*$/, ''));
  snap = await ready(page, tag);
  assert.equal(snap.save, left.save);
  assert.equal(snap.view.turn, 5);
  assert.equal(snap.view.seats[0].score, 1200);
  const again = await dayLine(browser, page, tag);
  assert.equal(again.text, `${words('daily.today', { date: DAY, ...again.expected })} ${words('greed.daily.goal', { turn: 5, turns: 10, points: 1200 }, 'greed')}`);
  await browser.screenshot(page, 'daily-greed-1280-mid');
  while (!snap.status.over) await turn();
  assert.equal(snap.view.seats[0].score, 2000);
  const result = words('greed.daily.below', { points: 2000, par: 3300, diff: 1300 }, 'greed');
  assert.equal(result, 'Daily score attack: 2000 points, 1300 below par (3300: what the expected-points strategy banks on the same dice).');
  assert.equal(await part(page, tag, 'daily-result'), result);
  assert.equal(await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="rematch-button"]').hidden, tag), true);
  // The headline is the attack's end (one player: no "Player 1 wins", no standings).
  assert.deepEqual(await page.evaluate((t) => { const root = document.querySelector(t).shadowRoot; return [root.querySelector('.winner-title').textContent, root.querySelector('.standings').hidden]; }, tag),
    [words('greed.daily.goalDone', { turns: 10, points: 2000 }, 'greed'), true]);
  assert.equal(words('greed.daily.goalDone', { turns: 10, points: 2000 }, 'greed'), 'Score attack over: 10 turns, 2000 banked.');
  // Par's turns, replayed by the core on the same dice: ten, their banks adding up to par.
  const rows = await parRows(page);
  assert.equal(rows.length, 10);
  assert.equal(rows[0], 'Turn 1: 5 6 1 1 5 (300); banked 300.');
  assert.equal(rows[3], 'Turn 4: 6 2 5 6 4 (50) · 6 3 1 2 (100) · 3 3 4 (0); bust.');
  await browser.screenshot(page, 'daily-greed-1280');
  assert.deepEqual(await axeViolations(page), []);
  assert.equal(await sharedText(browser, page, tag), [
    'Kata Arcade · Greed · 2027-03-28', 'Score attack: 2000 · par 3300', '🟧🟧🟧🟧🟧🟧⬜⬜⬜⬜', `${browser.url}greed.html?daily=2027-03-28`].join('\n'));
  // A second try of the same day is no new attempt: the day's button shows the finished one, its result.
  // (a new game meanwhile: the usual one, set up as the element's attributes say, not a second attack)
  await page.locator(`${tag} [part~="new-game-button"]`).first().click();
  await page.locator(`${tag} [part~="start-button"]`).click();
  await page.waitForFunction((t) => document.querySelector(t).snapshot.save.startsWith('greed:hc,t3000,e300:'), tag);
  assert.equal(await part(page, tag, 'daily-line'), null);
  await page.locator(`${tag} [part~="daily-button"]`).click();
  assert.equal((await ready(page, tag)).save, snap.save);
  assert.equal(await part(page, tag, 'daily-result'), result);
  await reloadKeeps(page, tag, snap, result);
});

test('Greed on a phone: par\'s own moves tapped, each Roll and Bank in view without scrolling, score exactly par; shared to the share sheet; the statistics', async () => {
  const browser = await device(new Date('2027-03-29T10:00:00Z'), { touch: true });
  const tag = 'greed-game';
  const daily = arcade.daily('greed', '2027-03-29');
  assert.equal(daily.answer.par, 2350);
  const page = await browser.newPage('/greed.html?daily', {
    init: () => Object.defineProperty(navigator, 'share', { value: async (data) => { window.__shared = data; } }),
  });
  let snap = await ready(page, tag);
  for (const [i, move] of daily.answer.moves.entries()) {
    snap = await greedMove(page, move, true);
    assert.equal(snap.lastMove, move);
    if (i === 8) await browser.screenshot(page, 'daily-greed-390-mid');
  }
  assert.equal(snap.status.over, true);
  assert.equal(snap.view.seats[0].score, 2350);
  const result = words('greed.daily.par', { points: 2350 }, 'greed');
  assert.equal(await part(page, tag, 'daily-result'), result);
  assert.deepEqual((await parRows(page)).length, 10);
  const shareButton = page.locator(`${tag} [part~="daily-share-button"]`);
  await shareButton.scrollIntoViewIfNeeded();
  await browser.screenshot(page, 'daily-greed-390');
  await shareButton.tap();
  await page.waitForFunction(() => window.__shared);
  assert.deepEqual(await page.evaluate(() => window.__shared), {
    title: 'Greed', text: 'Kata Arcade · Greed · 2027-03-29\nScore attack: 2350 · par 2350\n🟧🟧🟧🟧🟧🟧🟧🟧🟧🟧 ⛳', url: `${browser.url}greed.html?daily=2027-03-29`,
  });
  assert.deepEqual(await axeViolations(page), []);
  await page.locator(`${tag} [part~="stats-button"]`).tap();
  await page.locator(`${tag} [part~="stats-dialog"]`).waitFor();
  assert.deepEqual(await page.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('.stats-figures dd')].map((d) => d.textContent), tag), ['1', '1', '1', '1']);
  assert.deepEqual(page.problems, []);
});

test('Sudoku: daily="<date>" opens that day\'s graded puzzle; solved, its time unassisted; kept on reload', async () => {
  const browser = await device();
  const page = await browser.newPage('/sudoku.html?daily=2027-03-27');
  const tag = 'sudoku-game';
  const daily = arcade.daily('sudoku', '2027-03-27');
  const snap0 = await ready(page, tag);
  assert.equal(snap0.view.puzzle, daily.challenge);
  assert.equal(snap0.view.difficulty, 'expert');
  assert.equal(await part(page, tag, 'daily-line'), words('daily.other', { date: '2027-03-27' }));
  await page.evaluate(([t, puzzle, solution]) => {
    const game = document.querySelector(t);
    for (let i = 0; i < 81; i++) if (puzzle[i] === '.') { game.select(i); game.enter(Number(solution[i])); }
  }, [tag, daily.challenge, daily.answer]);
  await page.waitForFunction((t) => document.querySelector(t).snapshot.status.over, tag);
  const snap = await ready(page, tag);
  const ms = await page.evaluate((t) => document.querySelector(t).elapsed, tag);
  const result = words('sudoku.daily.alone', { time: formatTime(ms) }, 'sudoku');
  assert.equal(await part(page, tag, 'daily-result'), result);
  await browser.screenshot(page, 'daily-sudoku-1280');
  assert.equal(await sharedText(browser, page, tag),
    `Kata Arcade · Sudoku · 2027-03-27\nExpert · solved unassisted\n⏱️ ${formatTime(ms)}\n${browser.url}sudoku.html?daily=2027-03-27`);
  await reloadKeeps(page, tag, snap, result);
  // A new puzzle, then the same day asked again: the finished day, not a fresh start.
  await page.evaluate((t) => document.querySelector(t).newGame('easy'), tag);
  await page.waitForFunction((t) => document.querySelector(t).snapshot.view.difficulty === 'easy', tag);
  await page.goto(`${page.url().replace(/\?.*$/, '')}?daily=2027-03-27`);
  assert.equal((await ready(page, tag)).save, snap.save);
  assert.equal(await part(page, tag, 'daily-result'), result);
});

test('a date the core refuses is said, and the ordinary game starts instead', async () => {
  const browser = await device();
  const page = await browser.newPage('/mastermind.html?daily=2027-02-29');
  const tag = 'mastermind-game';
  await ready(page, tag);
  assert.equal(await part(page, tag, 'notice'), words('daily.refused', { why: '2027-02-29 is no date: month 2 of 2027 has days 1 to 28.' }));
  assert.equal(await part(page, tag, 'daily-line'), null);
});

test('statistics over two consecutive days: played, won, the streaks, the distribution; export, a refused import, a merged one', async () => {
  const browser = await device();
  const tag = 'mastermind-game';
  const page = await browser.newPage('/mastermind.html?daily');
  await ready(page, tag);
  for (const code of arcade.daily('mastermind', DAY).answer) await guessCode(page, code);
  // The next day (UTC): the day's button opens the new one.
  await browser.context.clock.setSystemTime(new Date('2027-03-29T09:00:00Z'));
  await page.reload();
  await ready(page, tag);
  await page.locator(`${tag} [part~="daily-button"]`).click();
  await page.waitForFunction((t) => document.querySelector(t).snapshot.view.history.length === 0, tag);
  await guessCode(page, '1111');
  for (const code of arcade.daily('mastermind', '2027-03-29').answer) await guessCode(page, code);
  await ready(page, tag);
  await page.locator(`${tag} [part~="stats-button"]`).click();
  const panel = () => page.evaluate((t) => {
    const root = document.querySelector(t).shadowRoot;
    const dialog = root.querySelector('[part~="stats-dialog"]');
    return {
      open: dialog.open,
      title: dialog.querySelector('.dialog-title').textContent,
      figures: [...dialog.querySelectorAll('.stats-figures div')].map((d) => `${d.querySelector('dt').textContent}: ${d.querySelector('dd').textContent}`),
      table: [...dialog.querySelectorAll('.stats-chart tr')].map((row) => [...row.cells].map((c) => c.textContent).join(' | ')),
      status: dialog.querySelector('[part~="stats-status"]').textContent,
    };
  }, tag);
  let shown = await panel();
  assert.equal(shown.open, true);
  assert.equal(shown.title, 'Mastermind: your daily challenges');
  assert.deepEqual(shown.figures, ['Played: 2', 'Won: 2', 'Current streak: 2', 'Best streak: 2']);
  // 2027-03-28 in 5 guesses, 2027-03-29 in 1 + 4.
  assert.deepEqual(shown.table, ['guesses | Days', '5 | 2']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`${tag} [part~="stats-export-button"]`).click()]);
  assert.equal(download.suggestedFilename(), 'kata-arcade-statistics-2027-03-29.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(exported, { format: 'kata-arcade-statistics', version: 1, games: { mastermind: { '2027-03-28': { won: true, score: 5 }, '2027-03-29': { won: true, score: 5 } } } });

  const file = page.locator(`${tag} [part~="stats-import"]`);
  await file.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "kata-arcade-statistics", "version": 1, "games": {"mastermind": {"2027-03-27": {"won": true}}}}') });
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part~="stats-status"]').textContent !== '', tag);
  shown = await panel();
  assert.equal(shown.status, words('stats.bad.day', { game: 'mastermind', date: '2027-03-27' }));
  assert.deepEqual(shown.figures, ['Played: 2', 'Won: 2', 'Current streak: 2', 'Best streak: 2']);
  // The day before, from another device: the streak grows to three.
  exported.games.mastermind = { '2027-03-27': { won: true, score: 4 }, '2027-03-28': { won: false, score: 10 } };
  await file.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part~="stats-status"]').textContent === 'One new day imported.', tag);
  shown = await panel();
  assert.deepEqual(shown.figures, ['Played: 3', 'Won: 3', 'Current streak: 3', 'Best streak: 3']);
  assert.deepEqual(shown.table, ['guesses | Days', '4 | 1', '5 | 2']);
  await browser.screenshot(page, 'daily-stats-1280');
  assert.deepEqual(await axeViolations(page), []);
  await page.locator(`${tag} [part~="stats-close-button"]`).click();
  assert.equal((await panel()).open, false);
  assert.deepEqual(page.problems, []);

  // The gallery's Today strip: every game with a daily (dist/games.json), done or not, its streaks.
  const gallery = await browser.newPage('/');
  await gallery.waitForFunction(() => !document.getElementById('today').hidden);
  const strip = () => gallery.evaluate(() => [...document.querySelectorAll('#today .today-game')]
    .map((li) => [...li.children].map((c) => (c.localName === 'a' ? `${c.textContent} <${c.getAttribute('href')}>` : c.textContent)).join(' | ')));
  const manifest = JSON.parse(await readFile(join(distDir, 'games.json'), 'utf8'));
  const dailies = manifest.filter((g) => g.daily);
  assert.ok(dailies.length >= 3);
  assert.deepEqual(await strip(), dailies.map((g) => (g.name === 'mastermind'
    ? `${g.title} <${g.page}?daily> | done: solved | streak 3 · best 3`
    : `${g.title} <${g.page}?daily> | not played yet | streak 0 · best 0`)));
  await browser.context.clock.pauseAt(new Date('2027-03-29T09:30:00Z'));
  await browser.context.clock.runFor(1000);
  assert.equal(await gallery.locator('#today .today-line').textContent(),
    `The same for everyone on 2027-03-29 (UTC). The next ones in 14:29:59, at ${dailyCountdown(new Date('2027-03-29T09:30:01Z')).at} your time.`);
  await browser.context.clock.resume();
  // The day after without a daily played: the streak is still 3 while today waits; the day after that, it is over.
  await browser.context.clock.setSystemTime(new Date('2027-03-30T08:00:00Z'));
  await gallery.reload();
  await gallery.waitForFunction(() => !document.getElementById('today').hidden);
  assert.equal((await strip()).find((line) => line.includes('mastermind.html')).split(' | ').slice(1).join(' | '), 'not played yet | streak 3 · best 3');
  await browser.context.clock.setSystemTime(new Date('2027-03-31T08:00:00Z'));
  await gallery.reload();
  await gallery.waitForFunction(() => !document.getElementById('today').hidden);
  assert.equal((await strip()).find((line) => line.includes('mastermind.html')).split(' | ').slice(1).join(' | '), 'not played yet | streak 0 · best 3');
  assert.deepEqual(await axeViolations(gallery), []);
  assert.deepEqual(gallery.problems, []);
});

test('on a phone: the finished day goes to the share sheet (text, grid and link), the result and the statistics in view', async () => {
  const browser = await device(new Date('2027-03-29T10:00:00Z'), { touch: true });
  const tag = 'connect4-game';
  const daily = arcade.daily('connect4', '2027-03-29');
  const page = await browser.newPage('/connect4.html?daily', {
    init: () => Object.defineProperty(navigator, 'share', { value: async (data) => { window.__shared = data; } }),
  });
  let snap = await ready(page, tag);
  for (let i = 0; i < daily.answer.length; i += 2) {
    const plies = snap.view.moves.length;
    await page.locator(`${tag} [part~="column"]`).nth(Number(daily.answer[i]) - 1).tap();
    await page.waitForFunction(([t, n]) => {
      const s = document.querySelector(t).snapshot;
      return s.status.over || (s.view.moves.length >= n + 2 && !document.querySelector(t).thinking);
    }, [tag, plies]);
    snap = await ready(page, tag);
  }
  assert.equal(snap.view.moves, daily.challenge + daily.answer);
  const result = words('c4.daily.solved', { n: 2 }, 'connect4');
  assert.equal(await part(page, tag, 'daily-result'), result);
  const shareButton = page.locator(`${tag} [part~="daily-share-button"]`);
  await shareButton.scrollIntoViewIfNeeded();
  assert.equal(await page.locator(`${tag} [part~="daily-result"]`).isVisible(), true);
  await browser.screenshot(page, 'daily-connect4-390');
  await shareButton.tap();
  await page.waitForFunction(() => window.__shared);
  assert.deepEqual(await page.evaluate(() => window.__shared), {
    title: 'Connect Four', text: 'Kata Arcade · Connect Four · 2027-03-29\nWin in 2: solved.\n🔴🔴🏆', url: `${browser.url}connect4.html?daily=2027-03-29`,
  });
  assert.equal(await part(page, tag, 'daily-share-note'), words('daily.shareSent'));
  assert.deepEqual(await axeViolations(page), []);
  await page.locator(`${tag} [part~="stats-button"]`).tap();
  const dialog = page.locator(`${tag} [part~="stats-dialog"]`);
  await dialog.waitFor();
  const box = await dialog.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 844 && box.width <= 390, JSON.stringify(box));
  assert.deepEqual(await page.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('.stats-figures dd')].map((d) => d.textContent), tag), ['1', '1', '1', '1']);
  await browser.screenshot(page, 'daily-stats-390');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.problems, []);
});

// Rotate's daily is a question: its panel (part daily-question) in the board's place, the day's board
// drawn as a picture whose label gives its rows.
const ROTATE = 'rotate-game';
const rotateCase = (daily) => {
  const [head, ...rows] = daily.challenge.trim().split('\n');
  const [n, k] = head.split(' ').map(Number);
  return { n, k, rows };
};
const asked = (page) => page.evaluate((t) => {
  const root = document.querySelector(t).shadowRoot;
  const panel = root.querySelector('[part~="daily-question"]');
  const picture = panel.querySelector('.daily-picture [role="img"]');
  return {
    shown: !panel.hidden, board: !root.querySelector('[part~="board"]').hidden,
    title: panel.querySelector('h2').textContent, picture: picture?.getAttribute('aria-label'),
    discs: picture?.querySelectorAll('.disc').length, wins: picture?.querySelectorAll('.cell.is-win').length,
    answers: [...panel.querySelectorAll('[part~="daily-answer"]')].filter((b) => !b.closest('[hidden]')).map((b) => b.textContent),
  };
}, ROTATE);
// The reveal drawn: the board after the turn, the winning cells marked once the pieces have fallen (both days have a winner).
const revealed = (page) => page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('.daily-picture .stage.has-win'), ROTATE);
const pieces = (rows) => rows.join('').replace(/\./g, '').length;

test('Rotate: today\'s question over the game (which waits), answered right by keyboard; the reveal, the exact result, the share text without the answer; kept on reload, one answer a day', async () => {
  const browser = await device();
  const page = await browser.newPage('/rotate.html');
  const daily = arcade.daily('rotate', DAY);
  const { n, k, rows } = rotateCase(daily);
  assert.deepEqual([n, k, daily.answer], [8, 5, 'Red']);
  const game = await ready(page, ROTATE);
  assert.equal(await part(page, ROTATE, 'daily-question'), null);
  await page.locator(`${ROTATE} [part~="daily-button"]`).click();
  await page.waitForFunction((t) => !document.querySelector(t).shadowRoot.querySelector('[part~="daily-question"]').hidden, ROTATE);
  assert.equal(await page.evaluate((t) => document.querySelector(t).shadowRoot.activeElement?.localName, ROTATE), 'h2');
  assert.deepEqual(await asked(page), {
    shown: true, board: false, title: 'Who has 5 in a row after the board turns clockwise and the pieces fall?',
    picture: words('rotate.daily.before', { n, rows: rows.join(' / ') }, 'rotate'), discs: pieces(rows), wins: 0,
    answers: ['Red', 'Blue', 'Both', 'Neither'],
  });
  const { text, expected } = await dayLine(browser, page, ROTATE);
  assert.equal(text, words('daily.today', { date: DAY, ...expected }));
  assert.equal(await part(page, ROTATE, 'daily-result'), null);
  // The game under the question waits: no drop by key or call, no undo.
  await page.keyboard.press('4');
  await page.evaluate((t) => document.querySelector(t).drop(4), ROTATE);
  assert.equal(await part(page, ROTATE, 'notice'), words('daily.gameWaits'));
  await page.evaluate((t) => document.querySelector(t).undo(), ROTATE);
  assert.equal(await page.evaluate((t) => document.querySelector(t).save, ROTATE), game.save);
  await browser.screenshot(page, 'rotd-question-1280');
  assert.deepEqual(await axeViolations(page), []);

  await page.locator(`${ROTATE} [part~="daily-answer"][data-answer="${daily.answer}"]`).press('Enter');
  const result = `${words('rotate.daily.right', { answer: 'Red' }, 'rotate')} ${words('rotate.why.Red', { k }, 'rotate')}`;
  assert.equal(result, 'Right: you answered Red. Red wins: after the turn, red has 5 in a row and blue does not.');
  assert.equal(await part(page, ROTATE, 'daily-result'), result);
  await revealed(page);
  const after = daily.rotated.map((_, r) => daily.rotated.map((row) => row[r]).reverse().join(''));
  const wins = new Set([...daily.cells.red, ...daily.cells.blue].map(([r, c]) => `${r},${c}`)).size;
  assert.deepEqual(await asked(page), {
    shown: true, board: false, title: 'Who has 5 in a row after the board turns clockwise and the pieces fall?',
    picture: words('rotate.daily.after', { rows: after.join(' / ') }, 'rotate'), discs: pieces(rows), wins, answers: [],
  });
  assert.equal(wins, 5);
  await browser.screenshot(page, 'rotd-reveal-1280');
  assert.deepEqual(await axeViolations(page), []);
  const shared = await sharedText(browser, page, ROTATE);
  assert.equal(shared, `Kata Arcade · Rotate · 2027-03-28\n8 × 8, 5 in a row: answered right\n⟳ ✅\n${browser.url}rotate.html?daily=2027-03-28`);
  assert.doesNotMatch(shared, /Red|Blue|Both|Neither/);

  // A reload opens the answered day as it was left; the day asked again has no second try.
  await page.goto(page.url().replace(/\?.*$/, ''));
  assert.equal((await ready(page, ROTATE)).save, game.save);
  assert.equal(await part(page, ROTATE, 'daily-result'), result);
  assert.deepEqual((await asked(page)).answers, []);
  // Back to the game: the board and its keys again; the day's button brings the result back.
  await page.locator(`${ROTATE} [part~="daily-back-button"]`).click();
  assert.deepEqual((await asked(page)).shown, false);
  assert.equal((await asked(page)).board, true);
  await page.keyboard.press('4');
  await page.waitForFunction((t) => document.querySelector(t).snapshot.view.rows.join('').includes('R'), ROTATE);
  await page.goto(`${page.url().replace(/\?.*$/, '')}?daily=2027-03-28`);
  await ready(page, ROTATE);
  assert.equal(await part(page, ROTATE, 'daily-result'), result);
  assert.deepEqual((await asked(page)).answers, []);
  assert.deepEqual(page.problems, []);
});

test('Rotate on a phone: another day answered wrong by touch, shared to the share sheet; the statistics over two days; the Today strip lists Rotate', async () => {
  const browser = await openBrowser({ touch: true });
  browsers.push(browser);
  await browser.context.clock.install({ time: NOON });
  const page = await browser.newPage('/rotate.html?daily', {
    init: () => Object.defineProperty(navigator, 'share', { value: async (data) => { window.__shared = data; } }),
  });
  await ready(page, ROTATE);
  await page.locator(`${ROTATE} [part~="daily-answer"][data-answer="${arcade.daily('rotate', DAY).answer}"]`).tap();
  await revealed(page);
  // The next day (UTC): the day's button opens the new question.
  await browser.context.clock.setSystemTime(new Date('2027-03-29T10:00:00Z'));
  await page.reload();
  await ready(page, ROTATE);
  await page.locator(`${ROTATE} [part~="daily-button"]`).tap();
  const daily = arcade.daily('rotate', '2027-03-29');
  const { n, k, rows } = rotateCase(daily);
  assert.deepEqual([n, k, daily.answer], [5, 4, 'Red']);
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part~="daily-answer"]:not([hidden])')?.closest('[hidden]') === null, ROTATE);
  assert.equal((await asked(page)).picture, words('rotate.daily.before', { n, rows: rows.join(' / ') }, 'rotate'));
  // The question, the board and the answers in view on the phone.
  const boxes = await page.evaluate((t) => ['h2', '.daily-picture', '.daily-answers'].map((s) => {
    const box = document.querySelector(t).shadowRoot.querySelector(`[part~="daily-question"] ${s}`).getBoundingClientRect();
    return [box.top, box.bottom, box.left, box.right];
  }), ROTATE);
  for (const [top, bottom, left, right] of boxes) assert.ok(top >= 0 && bottom <= 844 && left >= 0 && right <= 390, JSON.stringify(boxes));
  await browser.screenshot(page, 'rotd-question-390');
  assert.deepEqual(await axeViolations(page), []);
  await page.locator(`${ROTATE} [part~="daily-answer"][data-answer="Blue"]`).tap();
  const result = `${words('rotate.daily.wrong', { answer: 'Blue' }, 'rotate')} ${words('rotate.why.Red', { k }, 'rotate')}`;
  assert.equal(result, 'Wrong: you answered Blue. Red wins: after the turn, red has 4 in a row and blue does not.');
  assert.equal(await part(page, ROTATE, 'daily-result'), result);
  await revealed(page);
  const shareButton = page.locator(`${ROTATE} [part~="daily-share-button"]`);
  await shareButton.scrollIntoViewIfNeeded();
  assert.equal(await page.locator(`${ROTATE} [part~="daily-result"]`).isVisible(), true);
  await browser.screenshot(page, 'rotd-reveal-390');
  assert.deepEqual(await axeViolations(page), []);
  await shareButton.tap();
  await page.waitForFunction(() => window.__shared);
  assert.deepEqual(await page.evaluate(() => window.__shared), {
    title: 'Rotate', text: 'Kata Arcade · Rotate · 2027-03-29\n5 × 5, 4 in a row: answered wrong\n⟳ ❌', url: `${browser.url}rotate.html?daily=2027-03-29`,
  });
  await page.locator(`${ROTATE} [part~="stats-button"]`).tap();
  await page.locator(`${ROTATE} [part~="stats-dialog"]`).waitFor();
  assert.deepEqual(await page.evaluate((t) => {
    const dialog = document.querySelector(t).shadowRoot.querySelector('[part~="stats-dialog"]');
    return [...dialog.querySelectorAll('.stats-figures div'), ...dialog.querySelectorAll('.stats-chart tr')]
      .map((d) => (d.localName === 'tr' ? [...d.cells].map((c) => c.textContent).join(' | ') : `${d.querySelector('dt').textContent}: ${d.querySelector('dd').textContent}`));
  }, ROTATE), ['Played: 2', 'Won: 1', 'Current streak: 0', 'Best streak: 1', 'board size | Days', '8 | 1']);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.problems, []);

  const gallery = await browser.newPage('/');
  await gallery.waitForFunction(() => !document.getElementById('today').hidden);
  assert.equal(await gallery.evaluate(() => [...document.querySelector('#today .today-game[data-game="rotate"]').children]
    .map((c) => (c.localName === 'a' ? `${c.textContent} <${c.getAttribute('href')}>` : c.textContent)).join(' | ')),
  'Rotate <rotate.html?daily> | done: not solved | streak 0 · best 1');
  assert.deepEqual(gallery.problems, []);
});

test('Rotate\'s question in Hebrew on a phone: its words from the Hebrew catalogues, right to left, the board left to right', async () => {
  const browser = await openBrowser({ touch: true });
  browsers.push(browser);
  await browser.context.clock.install({ time: NOON });
  await browser.context.addInitScript(() => localStorage.setItem('kata-arcade:lang', JSON.stringify({ v: 1, data: 'he' })));
  const page = await browser.newPage('/rotate.html?daily=2027-03-29');
  await ready(page, ROTATE);
  const shown = await asked(page);
  assert.equal(shown.title, words('rotate.daily.ask', { k: 4 }, 'rotate', 3));
  assert.deepEqual(shown.answers, ['Red', 'Blue', 'Both', 'Neither'].map((v) => words(`rotate.verdict.${v}`, {}, 'rotate', 3)));
  assert.equal(await part(page, ROTATE, 'daily-line'), words('daily.other', { date: '2027-03-29' }, null, 3));
  assert.deepEqual(await page.evaluate((t) => {
    const panel = document.querySelector(t).shadowRoot.querySelector('[part~="daily-question"]');
    return [getComputedStyle(panel).direction, getComputedStyle(panel.querySelector('.board-frame')).direction];
  }, ROTATE), ['rtl', 'ltr']);
  await browser.screenshot(page, 'rotd-question-he-390');
  await page.locator(`${ROTATE} [part~="daily-answer"][data-answer="Neither"]`).tap();
  await revealed(page);
  assert.equal(await part(page, ROTATE, 'daily-result'),
    `${words('rotate.daily.wrong', { answer: words('rotate.verdict.Neither', {}, 'rotate', 3) }, 'rotate', 3)} ${words('rotate.why.Red', { k: 4 }, 'rotate', 3)}`);
  await browser.screenshot(page, 'rotd-reveal-he-390');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.problems, []);
});
