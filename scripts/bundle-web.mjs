// bundle-web.mjs: assembles dist/ (the deployable static site) from web/, the loader and the wasm build.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, constants } from 'node:zlib';
import { applyGames, readGames, registeredGames } from './games-manifest.mjs';
import { addPreloads } from './preload.mjs';
import { bundleModules } from './bundle-modules.mjs';
import { shippedGlue } from './glue.mjs';
import { hashNames, listFiles } from './hash-names.mjs';
import { writeHeaders } from './headers.mjs';
import { loaderWithCores, typesWithGames } from './loader-text.mjs';
import { registryNames } from './registry-names.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// ARCADE_DIST: the site built elsewhere (tests); ARCADE_CONNECT4_BOOK: another book file than book-9.bin (tests: a small one);
// ARCADE_WEB: the pages' sources from another folder than web/ (tests: a second build with a change).
const dist = process.env.ARCADE_DIST ? resolve(process.env.ARCADE_DIST) : join(root, 'dist');
const web = process.env.ARCADE_WEB ? resolve(process.env.ARCADE_WEB) : join(root, 'web');
const coreDir = join(root, 'build', 'wasm');
// Connect Four's opening book, made by scripts/connect4-book.sh build 9 from the whole depth9/ scores.
const BOOK_SOURCE = 'data/connect4/book/book-9.bin';
const bookSource = process.env.ARCADE_CONNECT4_BOOK ? resolve(process.env.ARCADE_CONNECT4_BOOK) : join(root, BOOK_SOURCE);

function fail(message) {
  console.error(`bundle-web: ${message}`);
  process.exit(1);
}

// Replaces every quoted occurrence of `from` (either quote style); a loader whose text changed
// shape must break the build, not ship a page that loads a stale or missing file.
function rewriteQuoted(text, from, to, what) {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(['"])${escaped}\\1`, 'g');
  if (!pattern.test(text)) fail(`wasm/arcade.mjs: ${what} '${from}' not found; cannot point it at the hashed file`);
  return text.replace(pattern, (_, quote) => `${quote}${to}${quote}`);
}

/**
 * Replaces each `<!-- include: NAME -->` line of dist/*.html with web/partials/NAME.html (its first
 * line, the file's own description, left out), indented like the marker, so the lines every page
 * shares are written once. An unknown name breaks the build; dist/partials/ is not deployed.
 */
async function includePartials() {
  const partials = join(dist, 'partials');
  if (!existsSync(partials)) return;
  const cache = new Map();
  const partial = async (name, page) => {
    if (!cache.has(name)) {
      const path = join(partials, `${name}.html`);
      if (!/^[a-z-]+$/.test(name) || !existsSync(path)) fail(`web/${page} includes "${name}", but web/partials/${name}.html does not exist`);
      cache.set(name, (await readFile(path, 'utf8')).split('\n').slice(1).filter((line, i, all) => i < all.length - 1 || line));
    }
    return cache.get(name);
  };
  for (const page of (await readdir(dist)).filter((f) => f.endsWith('.html'))) {
    const lines = (await readFile(join(dist, page), 'utf8')).split('\n');
    const out = [];
    for (const line of lines) {
      const m = /^(\s*)<!-- include: (\S+) -->$/.exec(line);
      if (!m) { out.push(line); continue; }
      for (const inner of await partial(m[2], page)) out.push(inner ? m[1] + inner : inner);
    }
    await writeFile(join(dist, page), out.join('\n'));
  }
  await rm(partials, { recursive: true });
}

// The cores the loader names (wasm/arcade.mjs's CORES, each registered game's written in by
// loader-text.mjs): the whole one, arcade-core, and one per game, arcade-core-<game>; each a glue
// and a wasm that only work as a pair.
const loaderPath = join(root, 'wasm', 'arcade.mjs');
if (!existsSync(loaderPath)) fail('missing wasm/arcade.mjs');
const registered = registryNames(root);
let loader;
try {
  loader = loaderWithCores(await readFile(loaderPath, 'utf8'), registered);
} catch (error) {
  fail(error.message);
}
const coreNames = [...new Set([...loader.matchAll(/'\.\/(arcade-core(?:-[a-z0-9]+)?)\.js'/g)].map((m) => m[1]))];
if (!coreNames.includes('arcade-core')) fail("wasm/arcade.mjs: the whole core's glue './arcade-core.js' not found");
const inputs = { types: join(root, 'wasm', 'arcade.d.ts') };
for (const name of coreNames) {
  inputs[`${name}.js`] = join(coreDir, `${name}.js`);
  inputs[`${name}.wasm`] = join(coreDir, `${name}.wasm`);
}
for (const path of Object.values(inputs)) {
  if (!existsSync(path)) fail(`missing ${path.slice(root.length + 1)} (run: npm run build)`);
}

// Start from nothing so files deleted from web/ never linger in a deploy.
await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
// An element's .api.json is the package's documentation source (scripts/element-docs.mjs), not a page's file.
if (existsSync(web)) await cp(web, dist, { recursive: true, filter: (path) => !path.endsWith('.api.json') });

// Gzip level 9 approximates what a static host sends over the wire; that is the size players pay.
const sizeOf = (bytes) => ({ bytes: bytes.length, gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length });

// Each core under content-hashed names, one hash over both files: the glue and the wasm change
// names together. The loader's literal names are pointed at them.
const cores = {};
const files = {};
for (const name of coreNames) {
  const js = Buffer.from(await shippedGlue(await readFile(inputs[`${name}.js`], 'utf8')));
  const wasm = await readFile(inputs[`${name}.wasm`]);
  const hash = createHash('sha256').update(wasm).update(js).digest('hex').slice(0, 8);
  const names = { js: `${name}.${hash}.js`, wasm: `${name}.${hash}.wasm` };
  await writeFile(join(dist, names.js), js);
  await writeFile(join(dist, names.wasm), wasm);
  loader = rewriteQuoted(loader, `./${name}.js`, `./${names.js}`, 'the glue import');
  loader = rewriteQuoted(loader, `./${name}.wasm`, `./${names.wasm}`, 'the wasm URL');
  files[names.wasm] = sizeOf(wasm);
  files[names.js] = sizeOf(js);
  cores[name === 'arcade-core' ? 'all' : name.slice('arcade-core-'.length)] = {
    hash, ...names, bytes: files[names.wasm].bytes + files[names.js].bytes, gzip: files[names.wasm].gzip + files[names.js].gzip,
  };
}
await writeFile(join(dist, 'arcade.mjs'), loader);
await writeFile(join(dist, 'arcade.d.ts'), typesWithGames(await readFile(inputs.types, 'utf8'), registered));

// The games' pages, gallery, theme and entry points, from the core's registry and web/games/*/game.json.
let games;
try {
  games = await applyGames(dist, await readGames(dist, await registeredGames(dist)));
} catch (error) {
  fail(error.message);
}
await includePartials();

/**
 * Copies the opening book beside connect4-book.js and names it there (the only change to that
 * file) with its depth and whether it is exact, as the core's own loadBook reads it; Connect
 * Four's worker then fetches it on first need. Without one the line says so and the game searches
 * as before. A file the core refuses (magic, size, CRC-32: core/connect4/book.hpp) breaks the
 * build with the core's sentence rather than ship a book the page refuses.
 * Returns { file, depth, exact, bytes, gzip } or null.
 */
async function addConnect4Book() {
  const shown = bookSource.startsWith(root) ? bookSource.slice(root.length + 1) : bookSource;
  if (!existsSync(bookSource)) {
    console.log(`bundle-web: no Connect Four opening book (${shown} does not exist yet; scripts/connect4-book.sh build 8 makes it): Connect Four searches without one`);
    return null;
  }
  const bytes = await readFile(bookSource);
  const { loadArcade } = await import(pathToFileURL(join(dist, 'arcade.mjs')).href);
  let info;
  try {
    info = (await loadArcade({ games: ['connect4'] })).connect4.loadBook(new Uint8Array(bytes));
  } catch (error) {
    fail(`${shown} is not a usable opening book (${error.message}): rebuild it with scripts/connect4-book.sh build 8`);
  }
  const { depth, exact } = info;
  const file = `games/connect4/${basename(bookSource)}`;
  const module = join(dist, 'games', 'connect4', 'connect4-book.js');
  const text = await readFile(module, 'utf8');
  const marker = 'const BOOK = /** @type {Book | null} */ (null);';
  if (!text.includes(marker)) fail(`web/games/connect4/connect4-book.js: "${marker}" not found; cannot name the book in it`);
  await writeFile(join(dist, file), bytes);
  await writeFile(module, text.replace(marker, `const BOOK = { url: new URL('./${basename(bookSource)}', import.meta.url), depth: ${depth}, exact: ${exact} };`));
  return { file, depth, exact, bytes: bytes.length, gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length };
}
const book = await addConnect4Book();

// hash, core, totalBytes and totalGzip: the whole core (loadArcade() without options); cores: each
// core's names and sizes by game ('all': the whole one); files: every core file's sizes.
const whole = cores.all;
await writeFile(join(dist, 'build-info.json'), `${JSON.stringify({
  hash: whole.hash, core: { js: whole.js, wasm: whole.wasm }, totalBytes: whole.bytes, totalGzip: whole.gzip, cores, files, connect4Book: book,
}, null, 2)}\n`);

// Each game's start bundled into one file a page (or a host, or the worker) requests, once every file it names is final.
let bundled;
try {
  bundled = await bundleModules(dist, games);
} catch (error) {
  fail(error.message);
}

// Each page's modules, sheets and core preloaded from its <head> (preload.mjs), once every file they name is final.
let preloads;
try {
  preloads = await addPreloads(dist);
} catch (error) {
  fail(error.message);
}

// Every file a page loads under a content-hashed name (hash-names.mjs), once every file is final;
// build-info.json says where each went (names: source path -> hashed path) and where the book is.
let renames;
try {
  renames = await hashNames(dist);
} catch (error) {
  fail(error.message);
}
{
  const info = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8'));
  // The book: file, its name in dist/; source, its name before (the package's).
  if (info.connect4Book) {
    const source = info.connect4Book.file;
    info.connect4Book = { ...info.connect4Book, file: renames.get(source) ?? fail(`${source} was not hashed`), source };
  }
  info.names = Object.fromEntries([...renames].sort(([a], [b]) => (a < b ? -1 : 1)));
  await writeFile(join(dist, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
}

/**
 * Writes the build's version and file list into dist/sw.js (the offline cache): a version that
 * changes with any file, so every deploy installs a new worker. The type declarations and
 * build-info.json are for developers, not pages; './' is the gallery as a directory URL.
 */
async function writeServiceWorker() {
  const path = join(dist, 'sw.js');
  const skip = new Set(['sw.js', 'arcade.d.ts', 'build-info.json', 'games.json', '_headers']);
  // dist/standalone/ (bundle-standalone.mjs, run after this) is for disk, never cached here.
  const offline = (await listFiles(dist)).filter((f) => !skip.has(f) && !f.startsWith('standalone/')).sort();
  const digest = createHash('sha256');
  for (const file of offline) digest.update(`${file}\0`).update(await readFile(join(dist, file))).update('\0');
  const version = digest.digest('hex').slice(0, 12);
  let text = await readFile(path, 'utf8');
  for (const [from, to] of [["const VERSION = 'unbuilt';", `const VERSION = '${version}';`],
    ['const FILES = [];', `const FILES = ${JSON.stringify(['./', ...offline])};`]]) {
    if (!text.includes(from)) fail(`web/sw.js: "${from}" not found; cannot write the build into it`);
    text = text.replace(from, to);
  }
  await writeFile(path, text);
  return { version, files: offline.length + 1 };
}
const offline = await writeServiceWorker();
// build: the build's id, the offline cache's version (tests/browser/hosting.test.mjs tells two builds apart by it).
{
  const info = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8'));
  await writeFile(join(dist, 'build-info.json'), `${JSON.stringify({ build: offline.version, ...info }, null, 2)}\n`);
}
const headerCount = await writeHeaders(dist);

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
console.log(`bundle-web: dist/ ready (core ${whole.hash}; ${games.length} games; offline cache ${offline.version}, ${offline.files} files; ${renames.size} files hashed; _headers ${headerCount} rules; ${bundled.length} modules bundled; preloads ${Object.entries(preloads).map(([p, n]) => `${p} ${n}`).join(', ')})`);
console.log(`  ${'core (wasm + glue)'.padEnd(28)}        raw       gzip`);
for (const [game, c] of Object.entries(cores)) console.log(`  ${(game === 'all' ? 'whole core' : game).padEnd(28)} ${kb(c.bytes)} ${kb(c.gzip)}`);
if (book) console.log(`  ${`${book.file} (depth ${book.depth})`.padEnd(28)} ${kb(book.bytes)} ${kb(book.gzip)}  (Connect Four only, on first need)`);
