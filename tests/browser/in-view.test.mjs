// in-view.test.mjs: mid-game, each game's board and next-move controls (its `board` and `controls` parts) fit the window without scrolling, at desktop and phone sizes; on a phone (touch) and a laptop, what the next move needs too: the other players' scores, Mastermind's last row, a friend game's Send, the end card.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser, repoRoot } from './harness.mjs';
import { playKey, SUDOKU_XWING, withoutAborted } from './helpers.mjs';
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
    page.problems = withoutAborted(page.problems);
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
let phone;  // 390×844, touch only (harness.mjs)
before(async () => { [browser, phone] = await Promise.all([openBrowser(), openBrowser({ touch: true })]); });
after(async () => { await Promise.all([browser?.close(), phone?.close()]); });

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
    assert.deepEqual(withoutAborted(page.problems), []);
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

// ---- issue 29 item 1: what the next move needs, in view on a phone (touch, 390×844) and at 1280×800 ----

const LAPTOP = { width: 1280, height: 800 };

/**
 * Of the elements `selectors` names in the element's shadow root, those not wholly inside the window
 * and inside every box that clips them (a list scrolled within the board), or not shown, each with
 * its box; and the page's scroll, which must stay 0 (nothing scrolled to reach them).
 */
const outOfView = (page, tag, selectors) => page.evaluate(([t, list]) => {
  const root = document.querySelector(t).shadowRoot;
  const within = (r, c) => r.top >= c.top - 0.5 && r.left >= c.left - 0.5 && r.bottom <= c.bottom + 0.5 && r.right <= c.right + 0.5;
  const out = list.flatMap((selector) => {
    const node = root.querySelector(selector);
    if (!node || !node.getClientRects().length) return [`${selector}: not shown`];
    const r = node.getBoundingClientRect();
    const where = `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
    if (!within(r, { top: 0, left: 0, bottom: innerHeight, right: innerWidth })) return [`${selector}: ${where} in ${innerWidth}×${innerHeight}`];
    for (let box = node.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = box.getBoundingClientRect();
      if (!within(r, c)) return [`${selector}: ${where} clipped by .${box.className.split(' ')[0]} ${Math.round(c.top)}–${Math.round(c.bottom)}`];
    }
    return [];
  });
  return { out, scrollY };
}, [tag, selectors]);

/** Asserts `selectors` wholly in view with the page unscrolled, and takes build/screenshots/pf-<name>.png. */
// A touch at the centre of `selector`'s box as it is now, without scrolling to it first.
async function fingerTap(page, selector) {
  const box = await page.locator(selector).boundingBox();
  assert.ok(box, `${selector} is not on the page`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function assertInView(page, tag, selectors, name) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await mkdir(join(repoRoot, 'build', 'screenshots'), { recursive: true });
  await page.screenshot({ path: join(repoRoot, 'build', 'screenshots', `pf-${name}.png`) });
  assert.deepEqual(await outOfView(page, tag, selectors), { out: [], scrollY: 0 }, name);
}

// Greed and Cul de chouette on a phone: every player's score in a strip on the table, near the dice,
// the same names and scores as the scoreboard (which sits under the table there).
for (const game of games.filter((g) => gameData(g, 'play').strip)) {
  test(`${game} on a phone: every player's score is in view near the dice while playing`, async () => {
    const tag = tagOf(game);
    const page = await phone.newPage(playPath(game, 't-view-strip'));
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
    for (const key of gameData(game, 'play').keys) await playKey(page, tag, key);
    const seen = await page.evaluate((t) => {
      const root = document.querySelector(t).shadowRoot;
      const board = [...root.querySelectorAll('.scores > li')].map((li) => `${li.querySelector('.player-name').textContent} ${li.querySelector('.player-score').lastChild.textContent}`);
      const strip = [...root.querySelectorAll('[part~="score-strip"] > li')].map((li) => li.textContent);
      const current = [...root.querySelectorAll('[part~="score-strip"] > [aria-current="true"]')].map((li) => li.textContent);
      return { board, strip, current, label: root.querySelector('[part~="score-strip"]').getAttribute('aria-label') };
    }, tag);
    assert.equal(seen.board.length, 2);
    assert.deepEqual(seen.strip, seen.board);
    assert.equal(seen.current.length, 1);
    assert.equal(seen.label, 'Scores');
    await assertInView(page, tag, ['[part~="score-strip"]', '[part~="controls"]'], `${game}-strip-390x844`);
    // Beside a wide table the scoreboard shows them: no strip there.
    await page.setViewportSize(LAPTOP);
    assert.equal(await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="score-strip"]').checkVisibility(), tag), false);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

// Mastermind on a phone: after each Guess (tapped), the row just played with its answer and the
// next guess's controls are in view; earlier rows scroll inside the board, never the page.
test('mastermind-game on a phone: after each guess the latest row and the controls stay in view', async () => {
  const tag = 'mastermind-game';
  const page = await phone.newPage('/mastermind.html?seed=3&storage-key=t-view-rows');
  await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
  const guesses = ['1122', '3344', '5566', '1212', '3434', '5656', '2121'];
  for (const [n, guess] of guesses.entries()) {
    // A finger where the control is, as a player taps: Playwright's tap() would first scroll the page
    // whenever its hit test hesitates, which is not what a player's page does.
    for (const colour of guess) await fingerTap(page, `${tag} [part~="swatch"][data-colour="${colour}"]`);
    await fingerTap(page, `${tag} [part~="guess-button"]`);
    await page.waitForFunction(([t, k]) => document.querySelector(t).snapshot.view.history.length === k, [tag, n + 1]);
    const snap = await page.evaluate((t) => document.querySelector(t).snapshot, tag);
    assert.equal(snap.status.over, false, `guess ${guess} did not end the game (seed 3)`);
    // The latest row: the last one played (its number shows); then the row being entered.
    const latest = `.rows > li:nth-child(${n + 1})`;
    assert.equal(await page.evaluate(([t, s]) => document.querySelector(t).shadowRoot.querySelector(s).querySelector('.row-num').textContent, [tag, latest]), String(n + 1));
    // The page never scrolls (a focused slot once pulled it 592 px down): rows scroll inside the board.
    await assertInView(page, tag, [latest, '[part~="current-row"]', '[part~="palette"]', '[part~="guess-button"]'], `mastermind-rows-${n + 1}-390x844`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Connect Four with a friend: once you have moved, the link, its Send button and Show a QR code are
// in view while the friend is to move, on a laptop and on a phone.
for (const [device, size] of [['laptop', LAPTOP], ['phone', null]]) {
  test(`connect4-game with a friend on a ${device}: the link, Send and Show a QR code are in view without scrolling`, async () => {
    const tag = 'connect4-game';
    const page = await (device === 'phone' ? phone : browser).newPage(`/connect4.html?players=hs&storage-key=t-view-friend-${device}`);
    if (size) await page.setViewportSize(size);
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
    await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="friend-button"]').click(), tag);
    await page.waitForFunction((t) => document.querySelector(t).snapshot.view.seats.join() === 'human,human', tag);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (device === 'phone') await page.locator(`${tag} [part~="column"]`).nth(3).tap();
    else await page.locator(`${tag} [part~="column"]`).nth(3).click();
    await page.locator(`${tag} [part~="send-button"]`).waitFor({ state: 'visible' });
    await assertInView(page, tag, ['[part~="send-button"]', '[part~="qr-button"]', '.share-link', '[part~="board"]'], `connect4-send-${device}`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

// Connect Four's end: the result card and its Play again in view under the board, on a laptop and a phone.
for (const [device, size] of [['laptop', LAPTOP], ['phone', null]]) {
  test(`connect4-game finished on a ${device}: the result and Play again are in view without scrolling`, async () => {
    const tag = 'connect4-game';
    const page = await (device === 'phone' ? phone : browser).newPage(`/connect4.html?players=hh&storage-key=t-view-over-${device}`);
    if (size) await page.setViewportSize(size);
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
    for (const column of [1, 2, 1, 2, 1, 2, 1]) await playKey(page, tag, String(column));
    assert.deepEqual((await page.evaluate((t) => document.querySelector(t).snapshot.status, tag)).winners, [0]);
    await assertInView(page, tag, ['[part~="result"]', '[part~="again-button"]', '[part~="board"]'], `connect4-over-${device}`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
