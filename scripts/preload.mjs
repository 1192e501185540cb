// preload.mjs: writes into each dist/*.html page the preloads of every module, style sheet and engine core its start needs, so the browser requests them at once instead of import by import.
//
// Without them a page's files arrive as a waterfall: the page script, then what it imports, then
// the loader, the core's glue and its .wasm, one round trip per level (~0.56 s each on a slow
// phone's network). A game's page script is one bundle by then (bundle-modules.mjs: its elements,
// their sheets, the loader and its core's glue inside), so what is preloaded is read from the
// files, never listed by hand:
//   - the static imports reached from the page's <script type="module" src> tags (what a bundle
//     leaves apart: the modules of site-lang.js, which every page loads itself);
//   - the style sheets those modules name as `new URL('….css', import.meta.url)` (sheets linked
//     in the elements' shadow roots once they upgrade; a bundle holds its elements' as text);
//   - for a game page, its game's own core (dist/build-info.json): the .wasm as a fetch, which the
//     glue's fetch(…, {credentials: 'same-origin'}) then takes from the preload (one download:
//     tests/browser/preload.test.mjs), and the loader arcade.mjs and the glue as modules when no
//     bundle holds them (a script imports them by name).
// Module and sheet preloads are allowed by the pages' policy (script-src and style-src 'self').
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { build } from 'esbuild';

const SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
/** An import() of the file `name` at the root of dist/ ('arcade.mjs'), from any folder. */
const importOf = (name) => new RegExp(`import\\((['"])[./]*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\)`);
const SHEET = /new URL\((['"])([^'"]+\.css)\1,\s*import\.meta\.url\)/g;

/**
 * The modules reached from `entries` (paths relative to dist/) by static imports only, in the
 * order they are found, read by esbuild's parser (its metafile lists each import and its kind).
 * @param {string} dist
 * @param {string[]} entries
 * @returns {Promise<string[]>}
 */
export async function staticGraph(dist, entries) {
  if (entries.length === 0) return [];
  const result = await build({
    absWorkingDir: dist, entryPoints: entries.map((e) => `./${e}`), bundle: true, write: false, metafile: true,
    format: 'esm', platform: 'browser', outdir: 'out', splitting: true, logLevel: 'silent',
    // The loader's Node-only branch imports node: modules by variable; nothing of the web build.
    external: ['node:*'],
    // A bare name is an npm package (link-qr.js's encoder), bundled into its module by
    // bundle-modules.mjs: no file of the site, and from a dist/ outside the project unresolvable.
    plugins: [{ name: 'packages-apart', setup(b) { b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true })); } }],
  });
  const inputs = result.metafile.inputs;
  const seen = [];
  const visit = (path) => {
    if (seen.includes(path)) return;
    if (!inputs[path]) throw new Error(`${path} is imported but esbuild did not read it`);
    seen.push(path);
    for (const edge of inputs[path].imports) if (edge.kind === 'import-statement' && !edge.external) visit(edge.path);
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** The style sheets `modules` name beside themselves (new URL('x.css', import.meta.url)) that exist in dist/. */
async function sheetsOf(dist, modules) {
  const out = [];
  for (const module of modules) {
    const text = await readFile(join(dist, module), 'utf8');
    for (const m of text.matchAll(SHEET)) {
      const sheet = posix.normalize(posix.join(posix.dirname(module), m[2]));
      if (!out.includes(sheet) && existsSync(join(dist, sheet))) out.push(sheet);
    }
  }
  return out;
}

/**
 * What `page` (a file name in dist/) preloads: modules, sheets and the core's wasm (preloadLinks orders them).
 * @param {string} dist
 * @param {string} page
 * @param {string} html  the page's text
 * @param {{ games: any[], info: any }} build  dist/games.json and dist/build-info.json
 * @returns {Promise<{ modules: string[], sheets: string[], fetches: string[] }>}
 */
export async function pagePreloads(dist, page, html, { games, info }) {
  const scripts = [...html.matchAll(SCRIPT)].map((m) => m[1]);
  const game = games.find((g) => g.page === page);
  const graph = await staticGraph(dist, scripts);
  const core = game ? info.cores[game.name] : null;
  if (game && !core) throw new Error(`${page}: build-info.json has no core for "${game.name}"`);
  // The page's own script tags are requested by the parser already; the rest is what it waits for.
  // The loader and the core's glue too, unless a bundle holds them (bundle-modules.mjs): then
  // nothing imports them by name.
  const texts = await Promise.all(graph.map((m) => readFile(join(dist, m), 'utf8')));
  const named = (file) => texts.some((text) => importOf(file).test(text));
  const loading = core ? ['arcade.mjs', core.js].filter(named) : [];
  const modules = [...graph.filter((m) => !scripts.includes(m)), ...loading];
  return { modules, sheets: await sheetsOf(dist, graph), fetches: core ? [core.wasm] : [] };
}

/**
 * The <link> lines for `preloads`, as a page's <head> holds them: the .wasm last, at the browser's
 * own priority, so the page's script (compiled while the .wasm arrives) is not held back behind it
 * (first and at high priority, the bench showed no gain, within its noise).
 */
export function preloadLinks({ modules, sheets, fetches }) {
  return [
    ...modules.map((m) => `<link rel="modulepreload" href="${m}">`),
    ...sheets.map((s) => `<link rel="preload" as="style" href="${s}">`),
    ...fetches.map((f) => `<link rel="preload" as="fetch" type="application/wasm" crossorigin href="${f}">`),
  ];
}

/**
 * Adds the preloads at the end of every dist/*.html page's <head>, after its render-blocking
 * site.css and its own scripts, which a server with few connections should send first (the links a
 * page writes by hand are dropped first: the build's list replaces them).
 * @param {string} dist
 * @returns {Promise<Record<string, number>>}  how many links each page got
 */
export async function addPreloads(dist) {
  const games = JSON.parse(await readFile(join(dist, 'games.json'), 'utf8'));
  const info = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8'));
  const counts = {};
  for (const page of (await readdir(dist)).filter((f) => f.endsWith('.html')).sort()) {
    const html = (await readFile(join(dist, page), 'utf8')).replace(/\n\s*<link rel="modulepreload" href="[^"]*">/g, '');
    const end = /\n(\s*)<\/head>/.exec(html);
    if (!end || !html.includes('<script type="module" src=')) continue;
    const links = preloadLinks(await pagePreloads(dist, page, html, { games, info }));
    counts[page] = links.length;
    const block = links.map((l) => `\n${end[1]}  ${l}`).join('');
    await writeFile(join(dist, page), html.slice(0, end.index) + block + html.slice(end.index));
  }
  return counts;
}
