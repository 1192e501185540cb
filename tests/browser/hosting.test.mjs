// hosting.test.mjs: a host that sends max-age=600 on every file (GitHub Pages) switches from build A to build B under an open browser: no page, reloaded or opened after the switch, with or without the service worker, loads files of both builds.
//
// Build B is a real second build (scripts/bundle-web.mjs from a copy of web/ with one module's
// bytes changed), deployed over A as docs/hosting.md says: B's files copied in, A's hashed files
// left beside them for the pages still open. Each build is known by its id (build-info.json's
// build) and by the SHA-256 of each of its files: every response a page load gets (its own, its
// worker's, from the HTTP cache, from the service worker) must be one of one build's files.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { listFiles } from '../../scripts/hash-names.mjs';
import { manifest } from '../game-data.mjs';
import { distDir, openBrowser, repoRoot } from './harness.mjs';
import { SW_BLOCKED, withoutAborted } from './helpers.mjs';

const MAX_AGE = { 'Cache-Control': 'public, max-age=600' };
// The page's language: the gallery loads it as a file of its own, each game page inside its script.
const CHANGED = 'common/site-lang.js';

let tmp;
/** @type {{ A: Build, B: Build }} */
const builds = {};


const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** @returns {Promise<Build>} */
async function readBuild(name, dir) {
  const map = new Map();
  for (const file of await listFiles(dir)) map.set(file, sha(await readFile(join(dir, file))));
  const { build, names } = JSON.parse(await readFile(join(dir, 'build-info.json'), 'utf8'));
  return { name, id: build, dir, sha: map, names };
}

before(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'arcade-hosting-'));
  builds.A = await readBuild('A', distDir);
  const web = join(tmp, 'web');
  await cp(join(repoRoot, 'web'), web, { recursive: true });
  // A statement more (a comment would not do: the bundles a page loads are minified).
  await appendFile(join(web, CHANGED), "document.documentElement.dataset.build = 'B';\n");
  const dir = join(tmp, 'B');
  // A's own opening book, whatever data/connect4/book/ holds by now: the one change is the module's.
  const { connect4Book } = JSON.parse(await readFile(join(distDir, 'build-info.json'), 'utf8'));
  const book = connect4Book ? { ARCADE_CONNECT4_BOOK: join(tmp, connect4Book.source.split('/').pop()) } : {};
  if (connect4Book) await cp(join(distDir, connect4Book.file), book.ARCADE_CONNECT4_BOOK);
  execFileSync(process.execPath, ['scripts/bundle-web.mjs'], { cwd: repoRoot, env: { ...process.env, ARCADE_WEB: web, ARCADE_DIST: dir, ...book }, stdio: 'ignore' });
  builds.B = await readBuild('B', dir);
});
after(async () => { if (tmp) await rm(tmp, { recursive: true, force: true }); });

/** A fresh copy of build A for one browser to be served, and the deploy of B over it. */
async function site(name) {
  const dir = join(tmp, name);
  await cp(builds.A.dir, dir, { recursive: true });
  return { dir, deployB: () => cp(builds.B.dir, dir, { recursive: true }) };
}

/**
 * Records every response of each page and its workers as { path, status, sha }, in one group per
 * document: a navigation starts the next group (a page that reloads itself into the new build is
 * two documents, each of which must be whole). The service worker's own downloads are not a page's.
 */
function recorder(context) {
  const groups = new Map();
  const pending = [];
  context.on('page', (page) => {
    groups.set(page, []);
    page.on('request', (request) => { if (request.isNavigationRequest() && request.frame() === page.mainFrame()) groups.get(page).push([]); });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const entry = { path: pathname === '/' ? 'index.html' : pathname.slice(1), status: response.status(), sha: null };
      const list = groups.get(page);
      if (!list.length) list.push([]);
      list.at(-1).push(entry);
      pending.push(response.body().then((body) => { entry.sha = sha(body); }, () => {}));
    });
  });
  /** The build of each document `page` loaded since the last call, once every body is read. */
  return async (page, what) => {
    await Promise.all(pending.splice(0));
    const documents = groups.get(page).filter((g) => g.length);
    groups.set(page, []);
    // The last document is the one the test waited for (earlier ones: a previous document's late requests).
    assert.ok(documents.at(-1)?.length >= 8, `${what}: only ${documents.at(-1)?.length} responses recorded`);
    return documents.map((document, i) => oneBuild(document, `${what}, document ${i + 1}`));
  };
}

/** The one build every response belongs to ('A', 'B', or 'A|B' when all are files both share), or a failure naming what mixed. */
function oneBuild(responses, what) {
  // By the body's SHA-256; a body the browser no longer holds (a reload cut its request short) by
  // its name, which tells the build when it carries a hash (both builds' files alike else).
  const of = (r) => ['A', 'B'].filter((b) => {
    if (r.sha) return builds[b].sha.get(r.path) === r.sha;
    const [inA, inB] = [builds.A.sha.get(r.path), builds.B.sha.get(r.path)];
    return !(inA && inB && inA !== inB) && builds[b].sha.has(r.path);  // a name both hold with other bytes: unknown
  });
  const strangers = responses.filter((r) => of(r).length === 0).map((r) => `${r.path} (${r.status})`);
  assert.deepEqual(strangers, [], `${what}: responses that are no build's file`);
  const only = (b) => responses.filter((r) => of(r).join() === b).map((r) => r.path);
  const onlyA = only('A');
  const onlyB = only('B');
  assert.ok(onlyA.length === 0 || onlyB.length === 0, `${what} mixes builds: A's ${onlyA.join(' ')} with B's ${onlyB.join(' ')}`);
  if (onlyA.length + onlyB.length === 0) return 'A|B';
  return onlyA.length ? 'A' : 'B';
}

const playable = (page, tag) => page.waitForFunction((t) => {
  const element = document.querySelector(t);
  return Boolean(element?.snapshot) && element.shadowRoot?.querySelector('.root')?.hidden === false;
}, tag, { timeout: 30000 });

test('the two builds differ by the changed module, and so by every file that names it, up to the pages', () => {
  assert.notEqual(builds.A.id, builds.B.id);
  const [a, b] = [builds.A.names, builds.B.names];
  assert.notEqual(a[CHANGED], b[CHANGED]);
  assert.equal(a['common/engine-worker.js'], b['common/engine-worker.js'], 'the worker does not');
  const book = Object.keys(a).find((f) => f.endsWith('.bin'));
  if (book) assert.equal(a[book], b[book], 'the same book');
  for (const page of ['index.html', ...manifest.map((g) => g.page)]) assert.notEqual(builds.A.sha.get(page), builds.B.sha.get(page), page);
});

test('with max-age=600 and the HTTP cache alone: a reload after the deploy is all B, a page opened again from the cache all A', async () => {
  const { dir, deployB } = await site('http');
  const browser = await openBrowser({ root: dir, serviceWorkers: 'block', headers: MAX_AGE });
  const builtOf = recorder(browser.context);
  try {
    const sudoku = await browser.newPage('/sudoku.html');
    await playable(sudoku, 'sudoku-game');
    assert.equal((await builtOf(sudoku, 'sudoku.html before the deploy')).at(-1), 'A');
    const greed = await browser.newPage('/greed.html?players=hh');
    await playable(greed, 'greed-game');
    assert.equal((await builtOf(greed, 'greed.html before the deploy')).at(-1), 'A');
    await greed.close();

    await deployB();
    // A reload asks for the page again (B's), and B's page names B's files: the cached A copies of
    // the files that changed are never taken, as they were under names without a hash.
    await sudoku.reload();
    await playable(sudoku, 'sudoku-game');
    assert.equal((await builtOf(sudoku, 'sudoku.html reloaded after the deploy')).at(-1), 'B');
    // Opened again within its max-age, the page comes from the HTTP cache (A's) and names A's files.
    const again = await browser.newPage('/greed.html?players=hh');
    await playable(again, 'greed-game');
    assert.equal((await builtOf(again, 'greed.html opened again from the cache')).at(-1), 'A');
    // A page not seen before is B's.
    const connect4 = await browser.newPage('/connect4.html?players=hh');
    await playable(connect4, 'connect4-game');
    assert.equal((await builtOf(connect4, 'connect4.html first opened after the deploy')).at(-1), 'B');
    for (const page of [sudoku, again, connect4]) assert.deepEqual(page.problems.filter((p) => p !== SW_BLOCKED), []);
  } finally {
    await browser.close();
  }
});

test('with max-age=600 and the service worker: the open build stays whole until the new one takes over, then all B', async () => {
  const { dir, deployB } = await site('sw');
  const browser = await openBrowser({ root: dir, headers: MAX_AGE });
  const builtOf = recorder(browser.context);
  try {
    const page = await browser.newPage('/sudoku.html');
    await playable(page, 'sudoku-game');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    // The first load, then the worker's install (its files of build A, fetched by the worker itself).
    assert.equal((await builtOf(page, 'the first visit')).at(-1), 'A');

    await deployB();
    const loads = [];
    for (let i = 0; i < 6 && loads.at(-1) !== 'B'; i += 1) {
      // The page may be reloading itself (a waiting build taking over) just then: the browser then
      // aborts one of the two navigations, and the other one loads.
      await page.reload().catch((error) => { if (!/net::ERR_ABORTED/.test(error.message)) throw error; });
      await page.waitForLoadState('load');
      await playable(page, 'sudoku-game');
      // The page asks a waiting build to take over, then reloads itself: both documents are counted.
      await page.waitForTimeout(1500);
      await playable(page, 'sudoku-game');
      loads.push(...await builtOf(page, `reload ${i + 1} after the deploy`));
    }
    assert.equal(loads[0], 'A', 'the first load after the deploy is the installed build\'s');
    assert.equal(loads.at(-1), 'B', `documents after the deploy: ${loads.join(' ')}`);
    assert.deepEqual(loads, [...loads.filter((b) => b === 'A'), ...loads.filter((b) => b === 'B')], 'never back to A once B is in use');
    await page.waitForFunction((key) => caches.keys().then((keys) => { window.cacheKeys = keys; }) && window.cacheKeys?.join() === key,
      `kata-arcade-${builds.B.id}`, { timeout: 20000, polling: 100 });
    assert.deepEqual(withoutAborted(page.problems), []);
  } finally {
    await browser.close();
  }
});
