// bundle-standalone.mjs: writes dist/standalone/, one self-contained HTML file per page that plays when opened straight from disk (file://).
//
// A page opened from disk may not fetch files or import modules from beside it, but it may run an
// inline module script that makes blob: URLs. So each page carries every file its scripts reach
// (modules, style sheets, the core's glue and wasm) as text or base64, and a small loader turns
// them into blob: URLs, dependencies first, pointing each relative file name in the code at its
// blob. Of the engine's cores each page carries only its own game's (arcade.mjs names them all; the
// page's elements load no other). Module workers cannot start from a page on disk: the engine then runs on the page's thread
// (engine-client.js falls back by itself), so long computations pause the page there.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.ARCADE_DIST ? resolve(process.env.ARCADE_DIST) : join(root, 'dist');  // as bundle-web.mjs
const out = join(dist, 'standalone');

function fail(message) {
  console.error(`bundle-standalone: ${message}`);
  process.exit(1);
}

const TYPES = {
  '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.bin': 'application/octet-stream',
};
// A quoted file name in a module: relative, or a bare name beside it (the core's wasm). A .bin is
// Connect Four's opening book, named by connect4-book.js only when the build has one: only that
// game's page carries it.
const REFERENCE = /(['"])((?:\.{1,2}\/)?[A-Za-z0-9_./-]+\.(?:js|mjs|css|wasm|bin))\1/g;
const MARK = (path) => `@@asset:${path}@@`;
// Where each file of the site went (hash-names.mjs: its content-hashed name), by its source path.
const NAMES = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8')).names ?? {};
const at = (path) => NAMES[path] ?? path;
/** `path` as a pattern matching its name in a page, hashed or not (common/offline.js, common/offline.<hash>.js). */
const named = (path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\\\.([a-z]+)$/, '(?:\\.[0-9a-f]{8})?\\.$1');
// The engine worker cannot start from disk; in its place a worker that says so at once, so the
// engine client moves to the page's thread whether the browser refuses the worker or runs it.
const NO_WORKER = [at('common/engine-worker.js'), {
  type: 'text/javascript',
  text: "self.postMessage({ ready: false, error: { message: 'a page opened from disk cannot start a module worker' } });\n",
}];

// A core's file in dist/ (bundle-web.mjs's hashed names): the whole core's, or a game's.
const CORE_FILE = /^arcade-core(?:-([a-z0-9]+))?\.[0-9a-f]{8}\.(?:js|wasm)$/;

/**
 * Every file the page's script reaches, by dist-relative path: modules with each reference to an
 * existing file replaced by a mark the loader fills with that file's blob: URL. Of the cores only
 * `game`'s own is followed; the others' names stay as they are, never loaded.
 */
async function collect(entry, game) {
  const assets = new Map([NO_WORKER]);
  const visit = async (path) => {
    if (assets.has(path)) return;
    const ext = posix.extname(path);
    const bytes = await readFile(join(dist, path));
    if (ext === '.bin') {
      // The opening book travels gzipped (book-9: 269,595 bytes, 136,372 gzipped), unpacked by the loader.
      assets.set(path, { type: TYPES[ext], gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).toString('base64') });
      return;
    }
    if (ext !== '.js' && ext !== '.mjs' && ext !== '.css') {
      assets.set(path, { type: TYPES[ext], base64: bytes.toString('base64') });
      return;
    }
    let text = bytes.toString('utf8');
    assets.set(path, { type: TYPES[ext], text });
    if (ext === '.css') return;
    const found = [];
    text = text.replace(REFERENCE, (whole, quote, name) => {
      const target = posix.normalize(posix.join(posix.dirname(path), name));
      if (target.startsWith('..') || !existsSync(join(dist, target))) return whole;
      const core = CORE_FILE.exec(target);
      if (core && core[1] !== game) return whole;
      found.push(target);
      return `${quote}${MARK(target)}${quote}`;
    });
    assets.get(path).text = text;
    for (const target of found) await visit(target);
  };
  await visit(entry);
  return assets;
}

// A standalone page links the gallery only when there is one beside it: a copy of this folder
// served by a host answers a request for index.html; a file opened from disk cannot ask (
// browsers refuse file: fetches), so there the links stay off.
const GALLERY_CHECK = `
if (location.protocol !== 'file:') {
  // Read to the end: a response left unread is cancelled, which a browser reports as a failure.
  fetch('index.html').then((answer) => answer.text().then(() => answer.ok)).then((found) => {
    if (!found) return;
    for (const link of document.querySelectorAll('[data-gallery]')) {
      link.href = link.dataset.gallery;
      link.hidden = false;
    }
  }, () => {});
}`;

// The loader: blob: URLs made on demand, each module after the files it names (a cycle would
// recurse for ever, so it is refused). It runs as the page's one inline script.
function loader(assets, entry) {
  const data = JSON.stringify(Object.fromEntries(assets));
  return `
const files = ${data};
const made = new Map();
const making = new Set();
const bytesOf = (base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
// A gzipped file (the opening book) is unpacked before the first module runs. Where the browser
// cannot (no DecompressionStream), its blob is empty: the game refuses it as a damaged book and
// says so, and searches instead, rather than the whole page failing to start.
async function unpack(file) {
  try {
    const stream = new Blob([bytesOf(file.gzip)]).stream().pipeThrough(new DecompressionStream('gzip'));
    file.bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    file.bytes = new Uint8Array(0);
  }
}
await Promise.all(Object.values(files).filter((file) => file.gzip !== undefined).map(unpack));
function urlOf(path) {
  if (made.has(path)) return made.get(path);
  if (making.has(path)) throw new Error('The files of this page import each other in a circle: ' + path);
  making.add(path);
  const file = files[path];
  const body = file.bytes ?? (file.base64 !== undefined ? bytesOf(file.base64)
    : file.text.replace(/@@asset:([^@]+)@@/g, (_, name) => urlOf(name)));
  const url = URL.createObjectURL(new Blob([body], { type: file.type }));
  made.set(path, url);
  return url;
}
${GALLERY_CHECK}
await import(urlOf(${JSON.stringify(entry)}));
`;
}

async function replaceAsync(text, pattern, make) {
  const parts = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    parts.push(text.slice(last, m.index), await make(...m));
    last = m.index + m[0].length;
  }
  return parts.join('') + text.slice(last);
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The standalone version of one page of dist/. */
async function standalone(page, favicon) {
  let html = await readFile(join(dist, page), 'utf8');
  // The page's style sheets (the site's, and a page's own) go inline, each allowed by its hash.
  const sheets = [];
  html = await replaceAsync(html, /<link rel="stylesheet" href="([a-z0-9/.-]+\.css)">/g, async (_, href) => {
    const css = `\n${await readFile(join(dist, href), 'utf8')}`;
    sheets.push(sha256(css));
    return `<style>${css}</style>`;
  });
  const script = /<script type="module" src="((?:common|games\/[a-z0-9]+)\/[a-z0-9.-]+\.js)"><\/script>/g;
  // offline.js has no place in a file; site-lang.js comes with the page script, which imports it;
  // the gallery's list of games with friends and its Today strip open the site's pages, which a file does not have.
  const left = ['common/offline.js', 'common/site-lang.js', 'common/remote-list.js', 'common/today-strip.js'].map(at);
  const entries = [...html.matchAll(script)].map((m) => m[1]).filter((src) => !left.includes(src));
  if (entries.length > 1) fail(`${page} has more than one page script`);
  let inline = '';
  if (entries.length) inline = loader(await collect(entries[0], /^games\/([a-z0-9]+)\//.exec(entries[0])?.[1]), entries[0]);
  const csp = ["default-src 'none'", inline ? `script-src ${sha256(inline)} blob: 'wasm-unsafe-eval'` : "script-src 'none'", "connect-src 'self' blob:",
    `style-src blob: ${sheets.join(' ')}`, 'img-src data:', 'worker-src blob:', "base-uri 'none'", "form-action 'none'"].join('; ');
  const replacements = [
    [/<!-- Same policy as the server header[^>]*-->/, '<!-- The standalone policy: this file\'s own script and styles (by hash), the blob: URLs its loader makes. -->'],
    [/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, `<meta http-equiv="Content-Security-Policy" content="${csp}">`],
    [/\s*<link rel="manifest" href="manifest.webmanifest">/, ''],
    [/\s*<meta name="theme-color" content="[^"]*">/, ''],
    [new RegExp(`\\s*<!-- The service worker[^>]*-->\\s*<script type="module" src="${named('common/offline.js')}"><\\/script>`), ''],
    [new RegExp(`\\s*<!-- The page's language[^>]*-->\\s*<script type="module" src="${named('common/site-lang.js')}"><\\/script>`), ''],
    [new RegExp(`\\s*<script type="module" src="${named('common/remote-list.js')}"><\\/script>`), ''],
    [new RegExp(`\\s*<script type="module" src="${named('common/today-strip.js')}"><\\/script>`), ''],
    [/\s*<!-- The day's challenges[^>]*-->\s*<section id="today"[\s\S]*?<\/section>/, ''],
    // The site's preloads (preload.mjs) name files a standalone page carries inside itself.
    [/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, ''],
    [/<script type="module" src="games\/[a-z0-9]+\/[a-z0-9.-]+\.js"><\/script>/, () => `<script type="module">${inline}</script>`],
    [new RegExp(`href="${named('favicon.svg')}"`), `href="${favicon}"`],
    [new RegExp(`src="${named('favicon.svg')}"`, 'g'), `src="${favicon}"`],
    [/, and cannot run from a file opened straight from disk\./g, '.'],
    // The way back to the gallery waits for the check above: the brand is plain text, "All games" hidden.
    [/<a class="brand brand-link" href="index.html">/, '<a class="brand brand-link" data-gallery="index.html">'],
    [/<a class="back-link" href="index.html">/, '<a class="back-link" data-gallery="index.html" hidden>'],
    // The gallery's downloads are these very files.
    [/\s*<p class="standalone-links">[\s\S]*?<\/p>/, ''],
  ];
  for (const [pattern, to] of replacements) html = html.replace(pattern, to);
  for (const left of ['href="index.html"', 'common/offline.', 'rel="stylesheet"', 'manifest.webmanifest', 'src="common/', 'src="games/', '"favicon.', 'preload"'])
    if (html.includes(left)) fail(`${page} still refers to ${left}`);
  return html;
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const favicon = `data:image/svg+xml;base64,${(await readFile(join(dist, at('favicon.svg')))).toString('base64')}`;
const pages = (await readdir(dist)).filter((f) => f.endsWith('.html')).sort();
let total = 0;
for (const page of pages) {
  const html = await standalone(page, favicon);
  await writeFile(join(out, page), html);
  total += Buffer.byteLength(html);
}
console.log(`bundle-standalone: dist/standalone/ ready (${pages.length} pages, ${(total / 1024 / 1024).toFixed(1)} MB)`);
