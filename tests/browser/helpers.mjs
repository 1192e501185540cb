// helpers.mjs: steps the game pages' browser tests share: the engine in node, key presses that move, waiting for a computer, screenshots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before } from 'node:test';
import { builtName } from '../game-data.mjs';
import { distDir, openBrowser, repoRoot } from './harness.mjs';

/** The engine from dist/ (the very files the pages load), in node: the tests' reference. */
export async function loadDistArcade() {
  const { loadArcade } = await import(pathToFileURL(join(distDir, 'arcade.mjs')).href);
  return loadArcade();
}

/**
 * For a test file: Chromium (openBrowser) and the engine from dist/ opened before its tests, the
 * browser closed after them. Returns an object whose `browser` and `arcade` are set by then.
 */
export function browserAndEngine() {
  const opened = { browser: null, arcade: null };
  before(async () => {
    opened.browser = await openBrowser();
    opened.arcade = await loadDistArcade();
  });
  after(async () => { await opened.browser?.close(); });
  return opened;
}

/**
 * Presses `key` on the page and waits until the element `tag`'s save changed or its notice shows
 * something (a refused move). `clearNotice` empties the notice first, for a refusal that repeats
 * the sentence already shown.
 */
export async function pressAndWait(page, tag, key, { clearNotice = false } = {}) {
  const old = await page.evaluate((t) => document.querySelector(t).save, tag);
  if (clearNotice) {
    await page.evaluate((t) => { document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent = ''; }, tag);
  }
  await page.keyboard.press(key);
  await page.waitForFunction(([t, before]) => {
    const game = document.querySelector(t);
    return game.save !== before || game.shadowRoot.querySelector('[part="notice"]').textContent !== '';
  }, [tag, old]);
}

/**
 * Waits until the element `tag` shows its game and no computer is about to move (or it waits for
 * the player's word); returns its snapshot. For the games built on disc-game.js.
 */
export async function settled(page, tag) {
  await page.waitForFunction((t) => {
    const game = document.querySelector(t);
    const snap = game?.snapshot;
    const board = game?.shadowRoot?.querySelector('.game');
    if (!snap || !board || board.hidden || game.thinking) return false;
    return snap.status.over || !snap.status.computerToMove || game.paused;
  }, tag);
  return page.evaluate((t) => document.querySelector(t).snapshot, tag);
}

/** Presses a key that makes a move (or is refused, with a fresh notice) and waits for the game to settle. */
export async function playKey(page, tag, key) {
  await pressAndWait(page, tag, key, { clearNotice: true });
  return settled(page, tag);
}

/** What engine-client.js says, once per page, when a page opened from disk (a standalone file) runs its engine on its own thread. */
export const FROM_DISK = "console warning: Kata Arcade: the engine runs on the page's thread, slower to answer, because a page opened from file:// cannot start module workers.";

/** The console warning of every page in a browser opened with serviceWorkers: 'block' (harness.mjs): expected there. */
/** `problems` (a page's, harness.mjs) without the requests a reload or a closed page cut short (net::ERR_ABORTED). */
export const withoutAborted = (problems) => problems.filter((p) => !/ net::ERR_ABORTED$/.test(p));

export const SW_BLOCKED = 'console warning: Service Worker registration blocked by Playwright';

export const ALL_VARIANTS = [[1280, 'light'], [1280, 'dark'], [390, 'light'], [390, 'dark']];

/**
 * Screenshots `page` as build/screenshots/<name>-<width>-<scheme>.png for each [width, scheme].
 * Reduced motion stops colour transitions. Chromium applies an emulated colour scheme a little
 * later than emulateMedia() returns: a shot taken at once mixes light and dark styles, hence the wait.
 */
export async function screenshotVariants(browser, page, name, variants = ALL_VARIANTS) {
  for (const [width, scheme] of variants) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForTimeout(300);
    await browser.screenshot(page, `${name}-${width}-${scheme}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

const AXE_SOURCE = readFileSync(join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * axe-core's violations on `page` (shadow roots included), one line each: "rule×count: first
 * target — its message". axe is evaluated through the debugger, which the page's CSP does not see.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}×${v.nodes.length}: ${v.nodes[0].target.join(' ')} — ${v.nodes[0].any[0]?.message ?? v.help}`);
  });
}

// Sudoku: expert seed 1 after its first 27 singles. Its next hint is an X-Wing, then an XY-Wing, then
// a hidden single (three steps, the longest explanations the hints give).
export const SUDOKU_XWING = '4..1396.26.274593.9.328647.7918.4..3834.2179.26597381434..921..1.93.8.4.5.64173.9';

/**
 * True when the page runs its own engine worker (common/engine-worker.js): a client that fell back
 * to the page's thread has terminated it. (A game page's modules are one bundle, scripts/bundle-modules.mjs:
 * a test that imports common/engine-client.js gets another copy of the client, not the game's.)
 */
export const hasEngineWorker = (page) => page.workers().some((w) => new URL(w.url()).pathname === `/${builtName('common/engine-worker.js')}`);

/** newPage's `init`: keeps every Worker the page starts in window.__workers, for keepWorkerBusy. */
export function keepWorkers() {
  const Native = window.Worker;
  window.__workers = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      window.__workers.push(this);
    }
  };
}

/**
 * Sends the page's first worker (keepWorkers) `calls` ([method, args] in engine-worker.js's protocol),
 * under ids no client call has, so the game's own calls queue behind them; window.slowCall becomes
 * a promise of 'done' once every one has answered.
 */
export async function keepWorkerBusy(page, calls) {
  await page.waitForFunction(() => window.__workers?.length > 0);
  await page.evaluate((list) => {
    const worker = window.__workers[0];
    let left = list.length;
    window.slowCall = new Promise((resolve) => {
      worker.addEventListener('message', (event) => { if (event.data?.id < 0 && --left === 0) resolve('done'); });
    });
    list.forEach(([method, args], i) => worker.postMessage({ id: -1 - i, method, args }));
  }, calls);
}
