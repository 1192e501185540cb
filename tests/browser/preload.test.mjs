// preload.test.mjs: in Chromium, what a game page preloads is what it then uses: each module, the core's glue and its .wasm are downloaded once, and no preload goes unused.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gameData, manifest } from '../game-data.mjs';
import { distDir, openBrowser } from './harness.mjs';
import { SW_BLOCKED } from './helpers.mjs';

let browser;
before(async () => { browser = await openBrowser({ serviceWorkers: 'block' }); });
after(async () => { await browser?.close(); });

// Chromium warns about a preload still unused a few seconds after the load event: waiting past that
// lets the warning (a page problem) show.
const UNUSED_WARNING_MS = 3500;

test('every game page fetches each preloaded module, glue and wasm once, its own page thread reusing the preloads', async () => {
  for (const game of manifest) {
    const html = await readFile(join(distDir, game.page), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((m) => m[1]);
    const wasm = preloaded.filter((f) => f.endsWith('.wasm'));
    assert.equal(wasm.length, 1, game.page);
    const page = await browser.context.newPage();
    const problems = [];
    page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`); });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // The page's own target only: an engine worker's requests (a warm-up) are its own module map's.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A fresh fetch each visit: the cache of an earlier page must not hide a second download.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (e) => {
      const path = new URL(e.request.url).pathname.slice(1);
      requests.set(path, (requests.get(path) ?? 0) + 1);
    });
    const open = gameData(game.name, 'open');
    await page.goto(new URL(`${game.page}${open ? `?${open}` : ''}`, browser.url).href, { waitUntil: 'load' });
    const tag = game.elements[0].tag;
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
    await page.waitForTimeout(UNUSED_WARNING_MS);
    await page.close();
    const counted = Object.fromEntries(preloaded.filter((f) => !f.endsWith('.css')).map((f) => [f, requests.get(f) ?? 0]));
    assert.deepEqual(counted, Object.fromEntries(Object.keys(counted).map((f) => [f, 1])), game.page);
    // A sheet is linked by each element that names it (rotate's two share some), never more often.
    for (const sheet of preloaded.filter((f) => f.endsWith('.css'))) {
      assert.ok(requests.get(sheet) >= 1 && requests.get(sheet) <= game.elements.length, `${game.page}: ${sheet} fetched ${requests.get(sheet)} times`);
    }
    assert.deepEqual(problems.filter((p) => p !== SW_BLOCKED), [], game.page);
  }
});
