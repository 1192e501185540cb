// in-view.test.mjs: mid-game, each game's board and next-move controls (its `board` and `controls` parts) fit the window without scrolling, at desktop and phone sizes.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser, repoRoot } from './harness.mjs';
import { playKey, SUDOKU_XWING } from './helpers.mjs';
import { gameData, games, playPath, tagOf } from '../game-data.mjs';

// Desktop, laptop, large desktop, two phones upright and a phone on its side (issue #11).
const VIEWPORTS = [[1280, 800], [1366, 768], [1920, 1080], [390, 844], [360, 740], [844, 390]];

// Each registered game opened and played into the middle of a game by keys, as a person would (its
// tests.json "play": Mastermind's guesses typed, a colour key per peg then Enter, and a third
// begun); then the games whose "coach" says so again with the coach on (remembered for the whole
// arcade: switched on for the test, off after it), its panel under the board and its switch among the tools.
const played = (game, storageKey, coach) => {
  const { keys, guesses = [], typed } = gameData(game, 'play');
  return { tag: tagOf(game), path: playPath(game, storageKey), keys, guesses: typed ? [...guesses, typed] : guesses,
    ...(coach ? { coach: true, inViewOnly: coach === 'in-view' } : {}) };
};
const GAMES = [
  ...games.map((game) => played(game, 't-view')),
  ...games.filter((game) => gameData(game, 'play').coach).map((game) => played(game, 't-view-coach', gameData(game, 'play').coach)),
];

const named = (game) => `${game.tag}${game.coach ? ' (coach on)' : ''}`;

/** Opens a game's page, with the coach switched on first when the case asks for it. */
async function openGame(path, game) {
  const page = await browser.newPage(path);
  await page.waitForFunction((t) => document.querySelector(t)?.snapshot, game.tag);
  if (game.coach) {
    await page.evaluate(() => localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: true })));
    await page.waitForLoadState('networkidle'); // the lazy words are in, so that the reload cuts nothing short (else a late ERR_ABORTED)
    await page.reload();
    // The reload cuts short what the first load was still fetching (its lazy words): not a problem of the page's.
    page.problems = page.problems.filter((p) => !p.endsWith('net::ERR_ABORTED'));
  }
  await page.waitForFunction((t) => document.querySelector(t)?.snapshot, game.tag);
  return page;
}

/** Closes a game's page, the coach switched off again for the cases after it. */
async function closeGame(page, game) {
  if (game.coach) await page.evaluate(() => localStorage.removeItem('kata-arcade:coach'));
  await page.close();
}

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

/** The part's box in window coordinates, or null when the element has no such part shown. */
const box = (page, tag, part) => page.evaluate(([t, p]) => {
  const node = document.querySelector(t).shadowRoot.querySelector(`[part~="${p}"]`);
  if (!node || !node.getClientRects().length) return null;
  const r = node.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
}, [tag, part]);

for (const game of GAMES) {
  test(`${named(game)}: the board and the controls of the next move are in view at every size`, async () => {
    const page = await openGame(game.path, game);
    for (const key of game.keys) await playKey(page, game.tag, key);
    for (const guess of game.guesses ?? []) {
      for (const key of guess) await page.keyboard.press(key);
      if (guess.length > 1) await playKey(page, game.tag, 'Enter');
    }
    await mkdir(join(repoRoot, 'build', 'screenshots'), { recursive: true });
    // Moves land first (Greed's dice tumble for 0.7 s): the pictures show the board at rest. Endless
    // animations (a spinner) are not waited for.
    await page.waitForFunction((t) => document.querySelector(t).shadowRoot.getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), game.tag);
    const outside = [];
    for (const [width, height] of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page is not scrolled');
      for (const part of ['board', 'controls']) {
        const r = await box(page, game.tag, part);
        assert.ok(r, `${game.tag} shows a "${part}" part at ${width}×${height}`);
        // Half a pixel for sub-pixel layout.
        if (r.top < -0.5 || r.left < -0.5 || r.bottom > height + 0.5 || r.right > width + 0.5) {
          outside.push(`${part} at ${width}×${height}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
        }
      }
      await page.screenshot({ path: join(repoRoot, 'build', 'screenshots', `in-view-${game.tag}${game.coach ? '-coach' : ''}-${width}x${height}.png`) });
    }
    assert.deepEqual(outside, [], 'parts outside the window');
    assert.deepEqual(page.problems, []);
    await closeGame(page, game);
  });
}

// Sudoku with a three-step hint open (H, an X-Wing first): the board, the pad and the hint's buttons stay in view, the long
// explanation scrolling in its own box, in English and in Hebrew (right to left).
const XWING_TITLES = { en: 'Hint, step 1 of 3: X-Wing', he: 'רמז, צעד 1 מתוך 3: כנף X' };
for (const [lang, title] of Object.entries(XWING_TITLES)) {
  test(`sudoku-game with a long hint open (${lang}): the board and the controls are in view at every size`, async () => {
    const tag = 'sudoku-game';
    const page = await browser.newPage('/');
    await page.evaluate((l) => localStorage.setItem('kata-arcade:lang', JSON.stringify({ v: 1, data: l })), lang);
    await page.goto(new URL(`sudoku.html?storage-key=t-view-hint-${lang}#${SUDOKU_XWING}`, page.url()).href);
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
    await page.keyboard.press('h');
    await page.locator(`${tag} [part="hint-panel"]`).waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => document.querySelector('sudoku-game').shadowRoot.querySelector('.hint-title').textContent), title);
    const outside = [];
    for (const [width, height] of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page is not scrolled');
      for (const part of ['board', 'controls', 'hint-panel', 'hint-apply-button']) {
        const r = await box(page, tag, part);
        assert.ok(r, `${tag} shows a "${part}" part at ${width}×${height}`);
        if (r.top < -0.5 || r.left < -0.5 || r.bottom > height + 0.5 || r.right > width + 0.5) {
          outside.push(`${part} at ${width}×${height}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
        }
      }
      await page.screenshot({ path: join(repoRoot, 'build', 'screenshots', `in-view-${tag}-hint-${lang}-${width}x${height}.png`) });
    }
    assert.deepEqual(outside, [], 'parts outside the window');
    // The page's first load of '/' was cut short by the move to the game: not a problem of the page's.
    assert.deepEqual(page.problems.filter((p) => !p.endsWith('net::ERR_ABORTED')), []);
    await page.close();
  });
}

// Cul de chouette opens on its setup screen when nothing starts a game: the players and Start fit
// the window, the rarer choices folded away.

test('chouette-game setup: the Start button is in view without scrolling, a phone on its side included', async () => {
  const tag = 'chouette-game';
  const page = await browser.newPage('/chouette.html?storage-key=t-view-setup');
  await page.locator(`${tag} .setup-form`).waitFor();
  const outside = [];
  for (const [width, height] of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page is not scrolled');
    const r = await box(page, tag, 'start-button');
    assert.ok(r, `the setup shows its Start button at ${width}×${height}`);
    if (r.top < -0.5 || r.left < -0.5 || r.bottom > height + 0.5 || r.right > width + 0.5) {
      outside.push(`Start at ${width}×${height}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    await page.screenshot({ path: join(repoRoot, 'build', 'screenshots', `in-view-${tag}-setup-${width}x${height}.png`) });
  }
  assert.deepEqual(outside, [], 'Start outside the window');
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** What in the element's shadow root sticks out of the element's box or out of its own box (text too wide for it). */
const overflowing = (page, tag) => page.evaluate((t) => {
  const host = document.querySelector(t);
  const edge = host.getBoundingClientRect();
  const found = [];
  for (const el of host.shadowRoot.querySelectorAll('*')) {
    if (!el.getClientRects().length || el.closest('.visually-hidden, [hidden]')) continue;
    const r = el.getBoundingClientRect();
    const name = `${el.localName}.${[...el.classList].join('.')}`;
    if (r.width > 0 && (r.right > edge.right + 1 || r.left < edge.left - 1)) found.push(`${name} sticks out`);
    // Words wider than their box (a button's label broken letter by letter would not be, but cut text is).
    const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (text && getComputedStyle(el).overflowX === 'visible' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) found.push(`${name} overflows`);
  }
  return found;
}, tag);

for (const game of GAMES.filter((g) => !g.inViewOnly)) {
  test(`${named(game)}: sized by its container, it plays from 280 to 1400 px wide with nothing overflowing`, async () => {
    const page = await openGame(game.path.replace('t-view', 't-width'), game);
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });  // the boxes at rest, not mid-animation
    for (const key of game.keys) await playKey(page, game.tag, key);
    // With the coach on, guesses bring its chart.
    for (const guess of game.coach ? game.guesses ?? [] : []) {
      for (const key of guess) await page.keyboard.press(key);
      if (guess.length > 1) await playKey(page, game.tag, 'Enter');
    }
    const found = {};
    for (const width of [280, 320, 400, 600, 900, 1400]) {
      await page.evaluate(([t, w]) => { document.querySelector(t).style.width = `${w}px`; }, [game.tag, width]);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const problems = await overflowing(page, game.tag);
      if (problems.length) found[width] = problems;
    }
    assert.deepEqual(found, {});
    assert.deepEqual(page.problems, []);
    await closeGame(page, game);
  });

  if (game.coach) continue;  // the panels are the same with the coach on
  test(`${game.tag}: panels="none" leaves the board and its controls alone; panels="rules" brings back the rules only`, async () => {
    const page = await browser.newPage(game.path.replace('t-view', 't-panels'));
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, game.tag);
    const shown = () => page.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('[data-panel], [part~="board"], [part~="controls"]')]
      .filter((el) => el.getClientRects().length > 0).map((el) => el.dataset.panel ?? el.getAttribute('part').split(' ').find((p) => p === 'board' || p === 'controls')), game.tag);
    const all = await shown();
    assert.ok(all.includes('rules') && all.includes('board') && all.includes('controls'), `all panels by default: ${all}`);
    await page.evaluate((t) => document.querySelector(t).setAttribute('panels', 'none'), game.tag);
    assert.deepEqual((await shown()).sort(), ['board', 'controls']);
    await page.evaluate((t) => document.querySelector(t).setAttribute('panels', 'rules'), game.tag);
    assert.deepEqual((await shown()).sort(), ['board', 'controls', 'rules']);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
