// bundlers.test.mjs: `import 'kata-arcade/connect4'` built by Vite, webpack, Rollup, esbuild and Parcel from the packed tarball, each played in Chromium under the strict policy from the engine's worker; React 19 and Vue 3 apps drive the element.
//
// The package is packed once and installed offline into one app folder; each bundler builds that
// app once (tests/browser/bundler-apps.mjs, configured as the package README says) into a folder
// served at the root of its own origin with the site's policy (scripts/serve.mjs). The worker's
// answer is proven from inside it: the worker fetched the game's wasm; and engine-client.js warns
// whenever calls fall back to the page's thread, which would be a console problem here. The
// framework apps (Vite with the framework's plugin) set an attribute, hear an event, read a
// property and call a method, each through the framework.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { CSP, startServer } from '../../scripts/serve.mjs';
import { buildPackage, packPackage } from '../../scripts/package.mjs';
import { BUNDLERS, FRAMEWORKS, rollupWithoutWorkerPlugin } from './bundler-apps.mjs';
import { openBrowser } from './harness.mjs';
import { playKey, settled } from './helpers.mjs';

const BODY = '<connect4-game players="hc" seed="3" fast page-keys storage-key="proof-bundler"></connect4-game>';

let work;
let app;
let CONNECT4_WASM_BYTES;
let packed = ''; // the tarball's size, said by the first test
let browser;

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'arcade-bundlers-'));
  // Its own copy of the package: package.test.mjs may be writing build/package/ at the same time.
  const { dir } = await buildPackage(join(work, 'package'));
  CONNECT4_WASM_BYTES = (await stat(join(dir, 'arcade-core-connect4.wasm'))).size;
  const { tarball, size, files } = packPackage(work, dir);
  packed = `kata-arcade tarball: ${(size / 1024).toFixed(1)} KB packed, ${files.length} files`;
  app = join(work, 'app');
  await mkdir(join(app, 'src'), { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'proof-bundlers', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: app, stdio: 'pipe' });
  await writeFile(join(app, 'src', 'main.js'), "import 'kata-arcade/connect4';\n");
  await writeFile(join(work, 'index.html'), '<!doctype html><title>bundlers</title>\n');
  browser = await openBrowser({ root: work, serviceWorkers: 'block' });
});
after(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * Opens the app served from `root` on an origin of its own; returns the page, the server and every
 * URL requested (the worker's included). page.problems: console errors and warnings, page errors,
 * failed or >= 400 requests, policy violations.
 */
export async function openApp(root) {
  const server = await startServer({ root });
  const page = await browser.context.newPage();
  const requests = [];
  page.problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') page.problems.push(`console ${msg.type()}: ${msg.text()}`); });
  page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (req) => page.problems.push(`request failed: ${req.url()}`));
  page.on('response', (res) => { if (res.status() >= 400) page.problems.push(`HTTP ${res.status()}: ${res.url()}`); });
  browser.context.on('request', (req) => requests.push(req.url()));
  const response = await page.goto(server.url, { waitUntil: 'load' });
  assert.equal(response.headers()['content-security-policy'], CSP);
  return { page, server, requests };
}

/** The wasm files ({ name, size }) the page's engine worker fetched (its own resource timing). */
export async function workerWasm(page, origin) {
  const worker = await (page.workers().find((w) => w.url().startsWith(origin)) ?? page.waitForEvent('worker', { timeout: 10000 }));
  assert.ok(worker.url().startsWith(origin), `the worker is the app's own file: ${worker.url()}`);
  return worker.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.wasm')).map((e) => ({ name: e.name, size: e.decodedBodySize })));
}

for (const [name, buildApp] of Object.entries(BUNDLERS)) {
  test(`${name}: a plain import, styled, a move and the computer's reply from the worker, nothing failed`, async (t) => {
    if (packed) t.diagnostic(packed);
    packed = '';
    const out = join(work, 'out', name);
    const started = performance.now();
    await buildApp(app, out, BODY);
    t.diagnostic(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { page, server, requests } = await openApp(out);
    try {
      await settled(page, 'connect4-game');
      // Styled by the sheets inside the modules (none fetched), shown once styled.
      assert.deepEqual(await page.evaluate(() => {
        const board = document.querySelector('connect4-game');
        return [board.shadowRoot.adoptedStyleSheets.length, board.root.hidden, getComputedStyle(board.root).display !== 'inline'];
      }), [7, false, true]);  // 7 sheets since the table's look moved to web/common/grid/grid-table.css
      assert.deepEqual(requests.filter((u) => u.endsWith('.css')), []);
      const snap = await playKey(page, 'connect4-game', '4');
      assert.match(snap.view.moves, /^4[1-7]$/, 'the casual computer replied');
      // The worker fetched Connect Four's core (known by its size: webpack names files by hash alone), and only the worker and the page fetched a wasm.
      const wasm = await workerWasm(page, server.url);
      assert.deepEqual(wasm.map((w) => w.size), [CONNECT4_WASM_BYTES], JSON.stringify(wasm));
      assert.deepEqual([...new Set(requests.filter((u) => u.endsWith('.wasm')))], [wasm[0].name]);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
      await server.close();
    }
  });
}

test('a worker copied without its modules (Rollup without its worker plugin): one warning says why, then the page\'s thread plays', async () => {
  const out = join(work, 'out', 'rollup-bare-worker');
  await rollupWithoutWorkerPlugin(app, out, BODY);
  const { page, server } = await openApp(out);
  try {
    await settled(page, 'connect4-game');
    const snap = await playKey(page, 'connect4-game', '4');
    assert.match(snap.view.moves, /^4[1-7]$/, 'the casual computer replied from the page\'s thread');
    const warnings = page.problems.filter((p) => p.startsWith('console warning'));
    assert.deepEqual(warnings, ["console warning: Kata Arcade: the engine runs on the page's thread, slower to answer, because engine-worker.js could not be "
      + 'loaded or run (a bundler may have copied it without the modules it imports, or inlined it as a data: URL).']);
    // Besides it, only the copied worker's first import, which is not there.
    assert.deepEqual(page.problems.filter((p) => !warnings.includes(p) && !/\/assets\/engine\.js$/.test(p)), []);
    assert.ok(page.problems.length > 1, page.problems.join('\n'));
  } finally {
    await page.close();
    await server.close();
  }
});

for (const [name, buildApp] of Object.entries(FRAMEWORKS)) {
  test(`${name}: an attribute from its state, an event heard, a property read and a method called`, async (t) => {
    const out = join(work, 'out', name);
    const started = performance.now();
    await buildApp(app, out);
    t.diagnostic(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { page, server } = await openApp(out);
    const shown = () => page.evaluate(() => [document.querySelector('#moves').textContent, document.querySelector('#count').textContent]);
    try {
      await settled(page, 'connect4-game');
      assert.equal(await page.evaluate(() => document.querySelector('connect4-game').getAttribute('players')), 'hh');
      // The new game's connect4-change was heard already (-1 until then).
      await page.waitForFunction(() => document.querySelector('#count').textContent === '0');
      assert.deepEqual(await shown(), ['', '0']);
      // A disc in column 4: the framework heard connect4-change and read snapshot.
      await playKey(page, 'connect4-game', '4');
      await page.waitForFunction(() => document.querySelector('#moves').textContent === '4');
      assert.deepEqual(await shown(), ['4', '1']);
      // undo() called from the framework's click handler: the element and what the framework heard agree.
      await page.click('#undo');
      await page.waitForFunction(() => document.querySelector('connect4-game').snapshot.view.moves === '');
      await page.waitForFunction(() => document.querySelector('#count').textContent === '0');
      assert.deepEqual(await shown(), ['', '0']);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
      await server.close();
    }
  });
}
