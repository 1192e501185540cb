// layout-shift.test.mjs: no game page moves while it loads (CLS ≤ 0.02 until its board shows, and a second after), on a phone and a laptop screen.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { gameData, manifest } from '../game-data.mjs';
import { openBrowser } from './harness.mjs';
import { SW_BLOCKED } from './helpers.mjs';

// Issue 25's bound; tests/bench/first-board.bench.mjs measures it on a throttled phone.
const MAX_CLS = 0.02;
// The bench's phone and a laptop (the harness's one browser context: each page sets its viewport).
const SCREENS = [{ width: 412, height: 823 }, { width: 1280, height: 800 }];

let browser;
before(async () => { browser = await openBrowser({ serviceWorkers: 'block' }); });
after(async () => { await browser?.close(); });

// Runs in the page before its scripts: every shift not caused by input, with what moved.
function recordShifts() {
  window.__shifts = [];
  const name = (node) => (node?.nodeType === 1 ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}` : String(node?.nodeName));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, moved: entry.sources.map((s) => `${name(s.node)} y ${s.previousRect.y}→${s.currentRect.y}`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// A new page at `screen` that records its layout shifts (window.__shifts) and its console errors and warnings (problems).
async function shiftPage(screen) {
  const page = await browser.context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`); });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await page.addInitScript(recordShifts);
  return { page, problems };
}

for (const screen of SCREENS) {
  test(`every game page loads without layout shift at ${screen.width}x${screen.height}`, async () => {
    for (const game of manifest) {
      const { page, problems } = await shiftPage(screen);
      const open = gameData(game.name, 'open');
      const tag = game.elements[0].tag;
      await page.goto(new URL(`${game.page}${open ? `?${open}` : ''}`, browser.url).href, { waitUntil: 'commit' });
      await page.waitForFunction((t) => {
        const element = document.querySelector(t);
        const root = element?.shadowRoot?.querySelector('.root');
        return element?.snapshot && root && !root.hidden;
      }, tag);
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => window.__shifts);
      await page.close();
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      assert.ok(cls <= MAX_CLS, `${game.page} at ${screen.width}x${screen.height}: CLS ${cls.toFixed(4)}: ${JSON.stringify(shifts)}`);
      assert.deepEqual(problems.filter((p) => p !== SW_BLOCKED), [], game.page);
    }
  });
}

// The gallery: the build writes the Today strip's room, so its scripts filling it later move nothing.
// Its scripts are held back 800 ms so the page paints first, as on a slow phone (Lighthouse saw 0.35).
for (const screen of SCREENS) {
  test(`the gallery loads without layout shift at ${screen.width}x${screen.height}`, async () => {
    const { page, problems } = await shiftPage(screen);
    await page.route(/\.js$/, async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
    await page.goto(new URL('index.html', browser.url).href, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('.today-game .today-open') && document.querySelector('.today-line')?.textContent);
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => window.__shifts);
    const chips = await page.locator('.today-game').count();
    await page.close();
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    assert.equal(chips, manifest.filter((g) => g.daily).length);
    assert.ok(cls <= MAX_CLS, `index.html at ${screen.width}x${screen.height}: CLS ${cls.toFixed(4)}: ${JSON.stringify(shifts)}`);
    assert.deepEqual(problems.filter((p) => p !== SW_BLOCKED), [], 'index.html');
  });
}
