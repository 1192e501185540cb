// offline.test.mjs: the service worker in Chromium: every page plays with the server gone, the site installs, and a new build takes over only at a load with no other arcade tab open.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gameData, games, manifest } from '../game-data.mjs';
import { distDir, openBrowser } from './harness.mjs';
import { playKey, settled, withoutAborted } from './helpers.mjs';

// A copy of dist/ is served, so the update test can deploy a "new build" into it.
let site;
let browser;
before(async () => {
  site = await mkdtemp(join(tmpdir(), 'arcade-site-'));
  await cp(distDir, site, { recursive: true });
  browser = await openBrowser({ root: site });
});
after(async () => {
  await browser?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

// Each registered game's page with the options that start a game at once (its tests.json "open":
// Greed and the table otherwise open on their setup), and its element.
const PAGES = manifest.map((g) => {
  const open = gameData(g.name, 'open');
  return [`${g.page}${open ? `?${open}` : ''}`, g.elements[0].tag];
});

/** The constants bundle-web.mjs wrote into sw.js. */
async function builtWorker(dir) {
  const text = await readFile(join(dir, 'sw.js'), 'utf8');
  return { text, version: /const VERSION = '([0-9a-f]{12})';/.exec(text)[1], files: JSON.parse(/const FILES = (\[.*\]);/.exec(text)[1]) };
}

/** The arcade's caches and the paths each holds, as the page sees them. */
const cachesOf = (page) => page.evaluate(async () => {
  const out = {};
  for (const key of await caches.keys()) {
    const cache = await caches.open(key);
    out[key] = (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
  }
  return out;
});

test('a first visit downloads its own game only until the board is playable; the worker then fetches the rest, each hashed file once', async (t) => {
  const log = [];
  const fresh = await openBrowser({ onRequest: ({ path, bytes }) => log.push({ path: new URL(path, 'http://x').pathname.slice(1), bytes, at: Date.now() }) });
  try {
    const page = await fresh.newPage('/connect4.html?players=hh&storage-key=t-first-visit');
    await page.waitForFunction(() => {
      const element = document.querySelector('connect4-game');
      return Boolean(element?.snapshot) && element.shadowRoot?.querySelector('.root')?.hidden === false;
    }, null, { polling: 20 });
    const playableAt = Date.now();
    const before = log.filter((r) => r.at <= playableAt);
    // Its page, the shared modules and sheets, the site's icon and manifest, Connect Four's folder and core: nothing of another game.
    const own = [/^connect4\.html$/, /^common\//, /^css\//, /^favicon\.[0-9a-f]{8}\.svg$/, /^manifest\.webmanifest$/, /^icons\//,
      /^games\/connect4\//, /^arcade-core-connect4\.[0-9a-f]{8}\.(?:js|wasm)$/];
    assert.deepEqual(before.map((r) => r.path).filter((p) => !own.some((re) => re.test(p))), [], 'requested before the board was playable');
    assert.ok(before.some((r) => /^arcade-core-connect4\./.test(r.path)) && before.length <= 20, before.map((r) => r.path).join(' '));
    t.diagnostic(`first visit before the board is playable: ${before.length} requests, ${(before.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(1)} KB as sent`);

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    const { files } = await builtWorker(distDir);
    const fetched = (path) => log.filter((r) => r.path === (path === './' ? '' : path)).length;
    assert.deepEqual(files.filter((f) => fetched(f) === 0), [], 'cached by the worker without a request');
    // What the page loaded stays in the HTTP cache for the worker: a hashed file is downloaded once.
    assert.deepEqual(files.filter((f) => /\.[0-9a-f]{8}\.[a-z]+$/.test(f) && fetched(f) !== 1).map((f) => `${f} ×${fetched(f)}`), []);
    t.diagnostic(`whole first visit: ${log.length} requests, ${(log.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(1)} KB as sent`);
    assert.deepEqual(page.problems, []);
  } finally {
    await fresh.close();
  }
});

test('after one visit the site installs and every page plays with the server stopped, from one cache of the whole build', async () => {
  const { version, files } = await builtWorker(site);
  assert.ok(files.includes('arcade.mjs') && files.includes('sudoku.html') && files.some((f) => /^arcade-core\.[0-9a-f]{8}\.wasm$/.test(f)));
  // Each game's own core, the one its page loads, is cached too.
  for (const game of games)
    assert.ok(files.some((f) => new RegExp(`^arcade-core-${game}\\.[0-9a-f]{8}\\.wasm$`).test(f)), game);
  assert.ok(!files.includes('sw.js') && !files.includes('arcade.d.ts'));

  const page = await browser.newPage('/index.html');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const expected = files.map((f) => `/${f === './' ? '' : f}`).sort();
  assert.deepEqual(await cachesOf(page), { [`kata-arcade-${version}`]: expected });
  // The site can be installed: its manifest and icons are served and listed.
  const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
  assert.deepEqual([manifest.name, manifest.start_url, manifest.display], ['Kata Arcade', './', 'standalone']);
  assert.deepEqual(manifest.icons.map((i) => i.sizes), ['192x192', '512x512', 'any']);
  // Chromium's own verdict: the manifest parses and nothing stands in the way of installing.
  const cdp = await browser.context.newCDPSession(page);
  assert.deepEqual((await cdp.send('Page.getAppManifest')).errors, []);
  assert.deepEqual(await cdp.send('Page.getInstallabilityErrors'), { installabilityErrors: [] });
  await cdp.detach();
  assert.deepEqual(page.problems, []);
  await page.close();

  await browser.stopServer();
  try {
    for (const [path, tag] of PAGES) {
      const game = await browser.newPage(`/${path}`);
      await game.waitForFunction((t) => document.querySelector(t)?.snapshot?.save, tag, { timeout: 20000 });
      assert.equal(game.response.fromServiceWorker(), true, path);
      assert.deepEqual(game.problems, [], path);
      await game.close();
    }
    // A move offline: the engine worker and its wasm came from the cache as well.
    const c4 = await browser.newPage('/connect4.html?players=hh&fast&storage-key=t-offline');
    await settled(c4, 'connect4-game');
    const snap = await playKey(c4, 'connect4-game', '4');
    assert.equal(snap.view.moves, '4');
    assert.deepEqual(c4.problems, []);
    await c4.close();
  } finally {
    await browser.restartServer();
  }
});

test('a new build waits while another arcade tab is open and takes over at the next load alone', async () => {
  const old = await builtWorker(site);
  const first = await browser.newPage('/index.html');
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const second = await browser.newPage('/greed.html');

  // Deploy: a changed gallery, so a changed worker (its version is what browsers compare).
  const newVersion = old.version.split('').reverse().join('');
  const index = await readFile(join(site, 'index.html'), 'utf8');
  await writeFile(join(site, 'index.html'), index.replace('<meta charset="utf-8">', '<meta charset="utf-8">\n  <meta name="build" content="next">'));
  await writeFile(join(site, 'sw.js'), old.text.replace(`const VERSION = '${old.version}';`, `const VERSION = '${newVersion}';`));

  // A load finds the new worker, which installs and waits: both tabs keep the build they have.
  await first.reload();
  await first.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => {
    window.waitingWorker = Boolean(r?.waiting);
  }) && window.waitingWorker, null, { timeout: 20000, polling: 100 });
  await first.reload();
  await first.waitForTimeout(1000);
  assert.equal(await first.locator('meta[name="build"]').count(), 0, 'the old build while greed.html is open');
  assert.deepEqual(Object.keys(await cachesOf(first)).sort(), [`kata-arcade-${old.version}`, `kata-arcade-${newVersion}`].sort());

  // Alone, the next load hands over to the new build: one reload, then its files only.
  // (A tab just closed can stay in the worker's client list for a moment: then a later load does it.)
  await second.close();
  let loads = 0;
  let next = false;
  while (!next && loads < 5) {
    await first.reload();
    loads += 1;
    next = await first.waitForFunction(() => document.querySelector('meta[name="build"]')?.content === 'next', null, { timeout: 4000 })
      .then(() => true, () => false);
  }
  assert.ok(next, `still the old build after ${loads} loads alone`);
  await first.waitForFunction(() => caches.keys().then((keys) => { window.cacheCount = keys.length; }) && window.cacheCount === 1,
    null, { timeout: 20000, polling: 100 });
  assert.deepEqual(Object.keys(await cachesOf(first)), [`kata-arcade-${newVersion}`]);
  // The test's own reload may cut short the page's reload into the new build (or the reverse),
  // aborting the page or any file it was still fetching (seen: a game's words the gallery imports).
  // Aborted requests are the reloads' doing; any other problem still fails the test.
  assert.deepEqual(withoutAborted(first.problems), []);
  await first.close();
});
