// standalone.test.mjs: dist/standalone/ in Chromium from file:// URLs: every page plays opened straight from disk, under its own strict policy, with no request beside it.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { gameData, manifest } from '../game-data.mjs';
import { distDir, openBrowser } from './harness.mjs';
import { FROM_DISK, playKey, settled } from './helpers.mjs';

const dir = join(distDir, 'standalone');
const fileUrl = (page) => {
  const [file, query] = page.split('?');
  return pathToFileURL(join(dir, file)).href + (query ? `?${query}` : '');
};

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

// Each registered game's page with the options that start a game at once (its tests.json "open":
// Greed and the table otherwise open on their setup), and its element.
const PAGES = manifest.map((g) => {
  const open = gameData(g.name, 'open');
  return [`${g.page}${open ? `?${open}` : ''}`, g.elements[0].tag];
});

test('every standalone page is one file that plays from disk under its own strict policy', async () => {
  assert.deepEqual((await readdir(dir)).sort(), ['index.html', ...manifest.map((g) => g.page)].sort());
  for (const [path, tag] of PAGES) {
    const html = await readFile(join(dir, path.split('?')[0]), 'utf8');
    // Nothing is fetched from beside the file: no src= or stylesheet href= but data: and blob: made inside.
    assert.doesNotMatch(html, /<(script|img)[^>]* src="(?!data:)/, path);
    assert.doesNotMatch(html, /<link rel="(stylesheet|manifest|modulepreload)"/, path);
    // It carries its own game's core (the files its loader makes blob: URLs of), no other.
    const game = path.split('.')[0];
    const cores = [...html.matchAll(/"(arcade-core[a-z0-9-]*)\.[0-9a-f]{8}\.(js|wasm)":\{/g)].map((m) => `${m[1]}.${m[2]}`).sort();
    assert.deepEqual(cores, [`arcade-core-${game}.js`, `arcade-core-${game}.wasm`], path);
    const page = await browser.newPage(fileUrl(path));
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot?.save, tag, { timeout: 30000 });
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(csp, /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]{44}' blob: 'wasm-unsafe-eval'; connect-src 'self' blob:; style-src blob: ('sha256-[A-Za-z0-9+/=]{44}' ?)+; img-src data:; worker-src blob:; base-uri 'none'; form-action 'none'$/, path);
    // No gallery can be seen from disk: the brand is plain text and "All games" is hidden.
    assert.equal(await page.locator('.back-link').isHidden(), true, path);
    assert.equal(await page.locator('.brand-link').getAttribute('href'), null, path);
    // Nothing but that one warning, from the pages whose element has started its worker already.
    assert.deepEqual(page.problems.filter((problem) => problem !== FROM_DISK), [], path);
    assert.ok(page.problems.length <= 1, path);
    await page.close();
  }
});

test('Connect Four from disk: a move, the computer\'s reply on the page\'s thread, and a reload that resumes', async () => {
  const page = await browser.newPage(fileUrl('connect4.html?players=hc&fast&storage-key=t-standalone'));
  await settled(page, 'connect4-game');
  let snap = await playKey(page, 'connect4-game', '4');
  assert.equal(snap.view.moves.length, 2, 'the casual computer replied');
  assert.equal(snap.view.moves[0], '4');
  // The stand-in worker said at once that it cannot run the engine, and is gone (Playwright may
  // hear of its end a moment later).
  for (let i = 0; i < 50 && page.workers().length; i += 1) await new Promise((done) => setTimeout(done, 100));
  assert.deepEqual(page.workers().map((w) => w.url()), []);
  await page.reload();
  snap = await settled(page, 'connect4-game');
  assert.equal(snap.view.moves.length, 2, 'the saved game resumes from storage');
  // Said once per page load: before the computer's reply, and again after the reload (when the
  // worker is started, once the first board is painted: waited for).
  for (let i = 0; i < 50 && page.problems.length < 2; i += 1) await new Promise((done) => setTimeout(done, 100));
  assert.deepEqual(page.problems, [FROM_DISK, FROM_DISK]);
  await page.close();
});

test('the standalone gallery links its sibling files and runs no script', async () => {
  const page = await browser.newPage(fileUrl('index.html'));
  const links = await page.locator('main a.card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(links, manifest.map((g) => g.page));
  assert.equal(await page.locator('script').count(), 0);
  assert.equal(await page.locator('.standalone-links').count(), 0, 'no downloads of itself');
  assert.equal(await page.locator('img.brand-logo, link[rel="icon"]').count() >= 1, true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the site\'s gallery offers each game as a download; a standalone page also plays when a host serves it', async () => {
  const gallery = await browser.newPage('/index.html');
  const downloads = await gallery.locator('.standalone-links a[download]').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
  assert.deepEqual(downloads, manifest.map((g) => `${g.title} ${g.standalone}`));
  assert.deepEqual(gallery.problems, []);
  await gallery.close();
  const served = await browser.newPage('/standalone/greed.html?players=hc&seed=6');
  await served.waitForFunction(() => document.querySelector('greed-game')?.snapshot?.save, null, { timeout: 30000 });
  assert.equal(served.response.headers()['content-security-policy'], undefined, 'its own policy, not the site\'s');
  // Served beside the standalone gallery, it finds it and links it.
  await served.locator('.back-link').waitFor({ state: 'visible' });
  assert.equal(await served.locator('.back-link').getAttribute('href'), 'index.html');
  assert.equal(await served.locator('.brand-link').getAttribute('href'), 'index.html');
  assert.deepEqual(served.problems, []);
  await served.close();
});
