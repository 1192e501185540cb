// package.test.mjs: the npm package, packed and installed offline into fresh projects: (a) a plain page with an import map, (b) an esbuild app with two games, (c) Node, (d) a CDN copy, and the types; pages in Chromium under the strict policy.
//
// Each proof runs `npm install --offline --no-audit --no-fund <tarball>` in a new temporary folder
// (the package has no dependencies, so nothing is fetched). The pages live under sub-paths of one
// server (/a/, /b/app/), whose HTML carries the site's policy (scripts/serve.mjs); the import map of
// (a), an inline script, is allowed by its hash and nothing else inline is; (d)'s page also allows
// the stand-in CDN's origin. Each page plays a move and must have no console error or warning,
// failed request or policy violation. Each element loads its own game's core (arcade-core-<game>),
// never the whole one; a page that embeds one game stays within the size budget below.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { gzipSync, constants } from 'node:zlib';
import { build, transform } from 'esbuild';
import { CSP, startServer } from '../../scripts/serve.mjs';
import { buildPackage, packageDir, packPackage } from '../../scripts/package.mjs';
import { openBrowser, repoRoot } from './harness.mjs';
import { builtName, gameData, games } from '../game-data.mjs';
import { loadDistArcade, playKey, pressAndWait, settled } from './helpers.mjs';

const SUDOKU = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

// (a): the package's own export names, mapped to the installed files relative to the page.
const IMPORT_MAP = JSON.stringify({ imports: {
  'kata-arcade': './node_modules/kata-arcade/arcade.mjs',
  'kata-arcade/connect4': './node_modules/kata-arcade/connect4.js',
} });
// What a page that embeds one game may download, gzipped (issue 13): at most the whole core's
// wasm and glue as they were, 209.6 KB. The controller's parts that only some games use load only
// in those: the day's challenge (daily-view.js's dailyParts) and play with a friend by turn links
// (game-remote.js's remoteParts), each with its words; link code is only in the cores of games
// played by link. Measured at session 18: Cul de chouette, the largest, 206.4 KB.
const EMBED_BUDGET_GZIP = 209.6 * 1024;
// Connect Four's opening book as the site's build copied it (dist/build-info.json), or null: the
// package carries the same file under its name before the site's hash (source), fetched only on an element's first evaluation or perfect move.
const BOOK = JSON.parse(await readFile(join(repoRoot, 'dist', 'build-info.json'), 'utf8')).connect4Book;
const CORES = ['arcade-core', ...games.map((g) => `arcade-core-${g}`)];
const hashOf = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const POLICY = CSP.replace("script-src 'self'", `script-src 'self' ${hashOf(IMPORT_MAP)}`);

let work;      // the temporary folder: the tarball, the projects, the served root
let tarball;
let browser;
let cdn;       // a second server, another origin: a stand-in CDN that allows every origin
let cdnPolicy; // the site's policy with that origin allowed for scripts and fetches

/** A fresh project in `work/<name>` with the packed package installed offline; returns its folder. */
async function project(name, extra = {}) {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `proof-${name}`, private: true, type: 'module', ...extra }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: dir, stdio: 'pipe' });
  return dir;
}

/** Every URL the page and its worker requested from the server, recorded from the page's start. */
function recordRequests(page) {
  const urls = new Set();
  page.on('request', (req) => urls.add(req.url()));
  page.on('worker', (worker) => worker.url() && urls.add(worker.url()));
  return urls;
}

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'arcade-package-'));
  await buildPackage();
  ({ tarball } = packPackage(work));
  await writeFile(join(work, 'index.html'), '<!doctype html><title>proofs</title>\n');
  await mkdir(join(work, 'cdn'));
  cdn = await startServer({ root: join(work, 'cdn'), headers: { 'Access-Control-Allow-Origin': '*' } });
  const origin = cdn.url.replace(/\/$/, '');
  // Styles need no origin: they come inside the modules.
  cdnPolicy = CSP.replace("script-src 'self'", `script-src 'self' ${origin}`).replace("connect-src 'self'", `connect-src 'self' ${origin}`);
});
after(async () => {
  await browser?.close();
  await cdn?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function openPage(path) {
  const policyOf = (pathname) => (pathname.startsWith('/d/') ? cdnPolicy : POLICY);
  browser ??= await openBrowser({ root: work, serviceWorkers: 'block', csp: policyOf });
  const page = await browser.context.newPage();
  page.problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') page.problems.push(`console ${msg.type()}: ${msg.text()}`); });
  page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (req) => page.problems.push(`request failed: ${req.url()}`));
  page.on('response', (res) => { if (res.status() >= 400) page.problems.push(`HTTP ${res.status()}: ${res.url()}`); });
  const requests = recordRequests(page);
  const response = await page.goto(new URL(path, browser.url).href, { waitUntil: 'load' });
  assert.equal(response.headers()['content-security-policy'], policyOf(new URL(response.url()).pathname));
  return { page, requests };
}

test('the tarball holds the built core, the elements with their styles inside, types and README, and nothing else', async () => {
  const { files } = packPackage(work);
  const names = new Set(files);
  // The style sheets travel as text inside the modules (scripts/package.mjs): no .css to copy or fetch.
  assert.deepEqual(files.filter((f) => f.endsWith('.css')), []);
  // <sudoku-game>'s sheets, as its module in the package holds them (importing it in Node defines nothing).
  const { SudokuGame } = await import(pathToFileURL(join(packageDir, 'sudoku.js')).href);
  // From dist/: the accent sheet is written by the site's build (games-manifest.mjs), the others copied from web/.
  const minified = async (sheet) => (await transform(await readFile(join(repoRoot, 'dist', builtName(sheet)), 'utf8'), { loader: 'css', minify: true, legalComments: 'none' })).code.trim();
  assert.deepEqual(SudokuGame.styles.map((style) => style.css),
    await Promise.all(['common/game-fit.css', 'games/sudoku/sudoku-accent.css', 'games/sudoku/sudoku-grid.css', 'games/sudoku/sudoku-game.css'].map(minified)));
  for (const file of ['package.json', 'README.md', 'CHANGELOG.md', 'arcade.mjs', ...CORES.flatMap((c) => [`${c}.js`, `${c}.wasm`]), 'arcade.d.ts',
    'elements.d.ts', 'assets.d.ts', 'common/engine-worker.js', 'common/element.js', 'games/sudoku/sudoku-game.js',
    ...games.flatMap((g) => [`${g}.js`, `${g}.d.ts`])]) {
    assert.ok(names.has(file), `the tarball lacks ${file}`);
  }
  assert.equal(names.has(BOOK?.source), Boolean(BOOK), `the opening book ${BOOK?.source} in the tarball under its name before the site's hash`);
  const stray = files.filter((f) => /^(tests|core|build|dist|web|wasm|scripts|node_modules)\//.test(f) || /\.(cpp|hpp|html|json)$/.test(f) && !['package.json', 'custom-elements.json'].includes(f));
  assert.deepEqual(stray, []);
  assert.ok(files.every((f) => /^(package\.json|custom-elements\.json|README\.md|CHANGELOG\.md|LICENSE|arcade[.-]|[a-z0-9]+\.(js|d\.ts)|common\/|games\/)/.test(f)), files.join(' '));
});

test('(a) a plain page imports <connect4-game> through an import map; a move, the computer\'s reply in the worker', async (t) => {
  const dir = await project('a');
  await writeFile(join(dir, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>(a) import map</title><link rel="icon" href="data:,">
<script type="importmap">${IMPORT_MAP}</script>
<script type="module" src="app.js"></script>
</head><body><connect4-game players="hc" seed="3" fast page-keys storage-key="proof-a"></connect4-game></body></html>
`);
  await writeFile(join(dir, 'app.js'), "import 'kata-arcade/connect4';\n");
  const { page, requests } = await openPage('/a/');
  await settled(page, 'connect4-game');
  const snap = await playKey(page, 'connect4-game', '4');
  // The person's disc in the middle, then the casual computer's reply from the worker.
  assert.match(snap.view.moves, /^4[1-7]$/);
  assert.equal(await page.evaluate(() => document.querySelector('connect4-game') instanceof customElements.get('connect4-game')), true);
  assert.deepEqual(page.problems, []);
  const served = [...requests].filter((u) => u.startsWith(browser.url)).map((u) => new URL(u).pathname);
  assert.ok(served.includes('/a/node_modules/kata-arcade/common/engine-worker.js'), served.join(' '));
  // Connect Four's own core, on the page and in the worker; no other core, the whole one included.
  assert.deepEqual(coresServed(served, '/a/node_modules/kata-arcade/'), ['arcade-core-connect4.js', 'arcade-core-connect4.wasm']);
  const gzipped = await embedSize(served, '/a/node_modules/');
  t.diagnostic(`one-game embed (connect4-game): ${served.length} requests; gzipped: ${gzipped.text}`);
  assert.ok(gzipped.total <= EMBED_BUDGET_GZIP, `one-game embed: ${gzipped.text}, over ${EMBED_BUDGET_GZIP / 1024} KB`);
  assert.ok(!served.some((p) => p.endsWith('.bin')), 'no book before it is needed');
  if (BOOK) {
    // The first evaluation has the worker fetch the package's book: every column exact at once.
    await page.keyboard.press('e');
    await page.waitForFunction(() => document.querySelector('connect4-game').evaluation !== null, null, { timeout: 15000 });
    const { columns } = await page.evaluate(() => document.querySelector('connect4-game').evaluation);
    assert.deepEqual(columns.map((c) => c?.proven ?? true), Array(7).fill(true));
    assert.ok([...requests].some((u) => u.endsWith(`/a/node_modules/kata-arcade/${BOOK.source}`)), [...requests].join(' '));
    assert.deepEqual(page.problems, []);
  }
  await page.close();
});

/** The cores' files among the served paths under `prefix`, sorted. */
function coresServed(served, prefix) {
  return [...new Set(served.filter((p) => p.startsWith(prefix) && /^arcade-core/.test(p.slice(prefix.length))).map((p) => p.slice(prefix.length)))].sort();
}

/** What the served files under `prefix` weigh gzipped as a static host sends them (gzip -9): the engine, the rest, the total. */
async function embedSize(served, prefix) {
  const gzipped = { core: 0, elements: 0 };
  for (const path of new Set(served.filter((p) => p.startsWith(prefix)))) {
    const size = gzipSync(await readFile(join(work, path)), { level: constants.Z_BEST_COMPRESSION }).length;
    gzipped[/\/arcade[.-][a-z0-9.-]+$/.test(path) ? 'core' : 'elements'] += size;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const total = gzipped.core + gzipped.elements;
  return { total, text: `engine (arcade.mjs, the game's core .js/.wasm) ${kb(gzipped.core)} + modules and styles ${kb(gzipped.elements)} = ${kb(total)}` };
}

// Each registered game's element alone on a plain page (as in (a)), with its tests.json "element"
// attributes: its own core and nothing else, within the budget.
test('(a) each game embedded alone loads only its own core and stays within the one-game budget', async (t) => {
  const dir = await project('one');
  for (const game of games) {
    const attributes = Object.entries(gameData(game, 'element')).map(([name, value]) => `${name}="${value}"`).join(' ');
    const sub = join(dir, game);
    await mkdir(sub);
    await writeFile(join(sub, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>one ${game}</title><link rel="icon" href="data:,">
<script type="module" src="../node_modules/kata-arcade/${game}.js"></script>
</head><body><${game}-game ${attributes} storage-key="proof-one-${game}"></${game}-game></body></html>
`);
    const { page, requests } = await openPage(`/one/${game}/`);
    // The element has loaded its engine (its own wasm on the page's thread) and the page has gone quiet.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.wasm')));
    await page.waitForLoadState('networkidle');
    const served = [...requests].filter((u) => u.startsWith(browser.url)).map((u) => new URL(u).pathname);
    assert.deepEqual(coresServed(served, '/one/node_modules/kata-arcade/'), [`arcade-core-${game}.js`, `arcade-core-${game}.wasm`]);
    const gzipped = await embedSize(served, '/one/node_modules/');
    t.diagnostic(`one-game embed (${game}-game): ${served.length} requests; gzipped: ${gzipped.text}`);
    assert.ok(gzipped.total <= EMBED_BUDGET_GZIP, `${game}: ${gzipped.text}, over ${EMBED_BUDGET_GZIP / 1024} KB`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

// game-lists: ok, (b) is an app of two given games; (a) above takes every registered one.
test('(b) an esbuild app with <greed-game> and <connect4-game> on one page, built and served under /b/app/', async (t) => {
  const dir = await project('b');
  await mkdir(join(dir, 'src'));
  // game-lists: ok, the app's two games
  await writeFile(join(dir, 'src', 'app.js'), "import 'kata-arcade/greed';\nimport 'kata-arcade/connect4';\n");
  const out = join(dir, 'app');
  // Splitting keeps the engine's loader in a chunk of its own, which the page never asks for
  // when the elements load the package's copy.
  await build({ absWorkingDir: dir, entryPoints: ['src/app.js'], bundle: true, format: 'esm', splitting: true, outdir: out, logLevel: 'silent' });
  // esbuild does not copy files named by new URL(): the package's files go beside the bundle once,
  // and the page names that folder (README, "With esbuild").
  await cp(join(dir, 'node_modules', 'kata-arcade'), join(out, 'kata-arcade'), { recursive: true });
  // game-lists: ok, the page of the app's two games
  await writeFile(join(out, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>(b) esbuild</title><link rel="icon" href="data:,">
<meta name="kata-arcade-base" content="kata-arcade/">
<script type="module" src="app.js"></script>
</head><body>
<greed-game players="hh" seed="7" fast page-keys storage-key="proof-b-greed"></greed-game>
<connect4-game players="hh" fast page-keys storage-key="proof-b-connect4"></connect4-game>
</body></html>
`);
  const bundle = await readFile(join(out, 'app.js'), 'utf8');
  assert.match(bundle, /customElements|defineElement/);
  const { page, requests } = await openPage('/b/app/');
  await page.waitForFunction(() => document.querySelector('greed-game').snapshot !== null);
  await pressAndWait(page, 'greed-game', 'r');
  const greed = await page.evaluate(() => document.querySelector('greed-game').snapshot);
  const arcade = await loadDistArcade();
  const expected = arcade.session.play(arcade.session.create('greed', { params: 'hh' }, { seed: 7 }).save, 'r', { seed: 7 });
  assert.equal(greed.lastMove, expected.lastMove);
  await settled(page, 'connect4-game');
  const c4 = await playKey(page, 'connect4-game', '3');
  assert.equal(c4.view.moves, '3');
  assert.deepEqual(page.problems, []);
  const served = [...requests].filter((u) => u.startsWith(browser.url)).map((u) => new URL(u).pathname);
  // Each element its own core (the worker loads both), never the whole one.
  // game-lists: ok, the two games of the app (b)
  assert.deepEqual(coresServed(served, '/b/app/kata-arcade/'), ['arcade-core-connect4.js', 'arcade-core-connect4.wasm', 'arcade-core-greed.js', 'arcade-core-greed.wasm']);
  // Styled by the sheets inside the modules: no style sheet requested, and the board shown.
  assert.deepEqual(served.filter((p) => p.endsWith('.css')), []);
  // game-lists: ok, the two games of the app (b)
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('greed-game, connect4-game')]
    .map((e) => [e.shadowRoot.adoptedStyleSheets.length > 2, e.root.hidden])), [[true, false], [true, false]]);
  const own = served.filter((p) => p.startsWith('/b/app/') && !p.startsWith('/b/app/kata-arcade/') && p.endsWith('.js'));
  assert.deepEqual(own, ['/b/app/app.js']);
  t.diagnostic(`esbuild app: app.js ${(bundle.length / 1024).toFixed(1)} KB, ${(gzipSync(bundle, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`);
  await page.close();
});

test('(d) a CDN copy on another origin, named by setAssetBase(): the loader and wasm come from there, the engine on the page\'s thread after one warning', async () => {
  const dir = await project('d');
  await cp(join(dir, 'node_modules', 'kata-arcade'), join(work, 'cdn', 'kata-arcade@0.1.0'), { recursive: true });
  const base = `${cdn.url}kata-arcade@0.1.0/`;
  await mkdir(join(dir, 'src'));
  // The base is set in a module imported before the elements, so it holds when they start.
  await writeFile(join(dir, 'src', 'base.js'), `import { setAssetBase } from 'kata-arcade/assets';\nsetAssetBase(${JSON.stringify(base)});\n`);
  await writeFile(join(dir, 'src', 'app.js'), "import './base.js';\nimport 'kata-arcade/connect4';\n");
  await build({ absWorkingDir: dir, entryPoints: ['src/app.js'], bundle: true, format: 'esm', splitting: true, outdir: join(dir, 'app'), logLevel: 'silent' });
  await writeFile(join(dir, 'app', 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>(d) CDN</title><link rel="icon" href="data:,">
<script type="module" src="app.js"></script>
</head><body><connect4-game players="hc" seed="3" fast page-keys storage-key="proof-d"></connect4-game></body></html>
`);
  const { page, requests } = await openPage('/d/app/');
  await settled(page, 'connect4-game');
  const snap = await playKey(page, 'connect4-game', '4');
  assert.match(snap.view.moves, /^4[1-7]$/);
  // Browsers start workers only from the page's origin: one warning says so, and the page's thread runs the engine.
  const cdnOrigin = cdn.url.replace(/\/$/, '');
  assert.deepEqual(page.problems, [`console warning: Kata Arcade: the engine runs on the page's thread, slower to answer, because its worker could not be started (engine-worker.js is on another origin (${cdnOrigin}), and browsers start workers only from the page's own (${browser.url.replace(/\/$/, '')})).`]);
  const urls = [...requests];
  assert.ok(!urls.some((u) => u.startsWith(`${base}arcade-core.`)), urls.join(' '));
  for (const file of ['arcade.mjs', 'arcade-core-connect4.js', 'arcade-core-connect4.wasm']) {
    assert.ok(urls.includes(base + file), `${file} was not loaded from the CDN: ${urls.join(' ')}`);
  }
  assert.ok(!urls.some((u) => u.endsWith('engine-worker.js')), urls.join(' '));
  assert.deepEqual(urls.filter((u) => u.startsWith(browser.url)).map((u) => new URL(u).pathname), ['/d/app/', '/d/app/app.js']);
  await page.close();
});

test('(c) Node: import { loadArcade } from \'kata-arcade\', a Sudoku solve and a Connect Four analysis', async () => {
  const dir = await project('c');
  // game-lists: ok, a program using two given games
  await writeFile(join(dir, 'main.js'), `import { loadArcade } from 'kata-arcade';
const arcade = await loadArcade();
console.log(arcade.version);
console.log(arcade.sudoku.solve(${JSON.stringify(SUDOKU)}));
console.log(JSON.stringify(arcade.connect4.analyze('662222576343651642712157')));
`);
  const output = execFileSync(process.execPath, ['main.js'], { cwd: dir, encoding: 'utf8' });
  // Each column's exact score (tests/node/connect4.test.mjs has the same position; null: full).
  assert.equal(output, `0.1.0\n${SOLVED}\n[1,null,-8,8,3,1,7]\n`);
});

test('types: an editor sees every entry typed, querySelector(\'connect4-game\') included, and wrong uses are errors', async () => {
  const dir = await project('types');
  // Each @ts-expect-error line must be an error, or tsc reports the directive as unused.
  // game-lists: ok, a program using two given games
  await writeFile(join(dir, 'main.ts'), `import { loadArcade, type Arcade } from 'kata-arcade';
import { Connect4Game } from 'kata-arcade/connect4';
import 'kata-arcade/sudoku';
import { setAssetBase } from 'kata-arcade/assets';
setAssetBase('/vendor/kata-arcade/');
const arcade: Arcade = await loadArcade({ wasmUrl: '/core.wasm' });
const solved: string | null = arcade.sudoku.solve('.'.repeat(81));
const board = document.querySelector('connect4-game');
if (board) {
  const typed: Connect4Game = board;
  typed.drop(4);
  board.addEventListener('connect4-over', (event) => { const winners: number[] = event.detail.winners; console.log(winners); });
  board.addEventListener('connect4-change', (event) => { const moves: string = event.detail.view.moves; console.log(moves); });
  // @ts-expect-error winners are seat numbers
  board.addEventListener('connect4-over', (event) => { const wrong: string = event.detail.winners; console.log(wrong); });
  // @ts-expect-error no such method
  board.roll();
}
const sudoku = document.createElement('sudoku-game');
sudoku.addEventListener('sudoku-over', (event) => console.log(event.detail.ms.toFixed(0), solved));
// @ts-expect-error the greed entry was not imported, but its tag is typed; its roll() takes no argument
document.querySelector('greed-game')?.roll(1);
`);
  const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'esnext', '--moduleResolution', 'bundler',
    '--target', 'es2022', '--lib', 'es2022,dom', '--skipLibCheck', 'false', 'main.ts'], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.stdout + result.stderr, '');
  assert.equal(result.status, 0);
});
