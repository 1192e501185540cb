// bundle-modules.mjs: rewrites in dist/ each module a game starts from (its page's own scripts, components/<element>.js, the engine worker) as one minified file in its own place.
//
// Unbundled, a game page's start is some forty modules: even preloaded all at once, a browser
// opens six connections to a server, so on a slow phone's network (562.5 ms a round trip) the
// requests queue for seconds, and a host page or a worker, which nothing preloads, meets them
// level by level (tests/bench/first-board.bench.mjs). Bundled, each is one request, the loader
// arcade.mjs inside it, and in components/<element>.js the game's own core's glue too (a host page
// preloads nothing: two round trips less before the .wasm). A game page preloads the glue beside
// its script instead, both requested at once, so its script stays smaller and is compiled sooner
// (inside, no gain showed in the bench, within its noise); the worker serves every game. What
// stays a file of its own, named from the bundle by its path relative to it:
//   - what is fetched only on need: every other import() (a language's catalogues,
//     engine-resource.js, the other cores' glue);
//   - in an element's entry, a module the gallery loads by its own <script> tag (site-lang.js);
//     a game page's script carries site-lang.js and all it imports inside (see LANGUAGE_SCRIPT);
//   - every file named as `new URL('./…', import.meta.url)` (the worker, Connect Four's book): the
//     reference is rewritten to the same file, seen from the bundle.
// A module fetched only on need that imports an npm package (LAZY_WITH_PACKAGES: link-qr.js and its
// QR encoder) is bundled too, alone with that package, in its own place: a page gets no bare name
// to resolve, and the package stays out of every first load.
// The elements' style sheets go inside as their text, `{ css }`, which the elements adopt at once
// (as the npm package's do, sheet-text.mjs): five requests less before a board, none of them late.
// The bundles keep their paths, so every page, test and the offline list find them where they were.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { staticGraph } from './preload.mjs';
import { SHEET_URL, sheetText } from './sheet-text.mjs';

/**
 * The lazy modules that import an npm package (a dev dependency, found in the project's node_modules
 * wherever dist/ is), each with the package's license line, which its banner carries.
 */
export const LAZY_WITH_PACKAGES = { 'common/link-qr.js': 'uqr (MIT License; Copyright (c) Project Nayuki; Copyright (c) 2023 Anthony Fu)' };
const NODE_MODULES = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');
const SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const FILE_URL = /new URL\((['"])(\.{1,2}\/[^'"]+)\1, import\.meta\.url\)/g;

/** `target` (an absolute path in dist/) as a module at `from` (a dist-relative path) names it: './x.js', '../y.css'. */
function seenFrom(dist, from, target) {
  const path = relative(dirname(join(dist, from)), target).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** An esbuild plugin that keeps the files listed above outside the bundle of `entry`, named from its place. */
function keepApart(dist, entry, { inside, shared }) {
  return {
    name: 'keep-apart',
    setup(b) {
      b.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        if (args.kind === 'entry-point') return null;
        const target = resolve(dirname(args.importer), args.path);
        const lazy = args.kind === 'dynamic-import' && !inside.has(target);
        return lazy || shared.has(target) ? { path: seenFrom(dist, entry, target), external: true } : null;
      });
      b.onLoad({ filter: /\.m?js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const sheets = new Map();
        for (const [, , name] of text.matchAll(SHEET_URL)) sheets.set(name, await sheetText(resolve(dirname(args.path), name)));
        return {
          loader: 'js',
          contents: text.replace(SHEET_URL, (whole, quote, name) => `{ css: ${JSON.stringify(sheets.get(name))} }`)
            .replace(FILE_URL, (whole, quote, name) => `new URL(${quote}${seenFrom(dist, entry, resolve(dirname(args.path), name))}${quote}, import.meta.url)`),
        };
      });
    },
  };
}

// A game page's script carries the page's language (site-lang.js and the words and storage it
// imports) inside, so the page needs no <script> of its own for it: on a slow phone's network a
// browser opens six connections to a server, and the page's start then fits in one round of
// requests (its sheet, offline.js, this bundle, the core's glue and .wasm) instead of two, about
// half a second less before the board (tests/bench/first-board.bench.mjs). It stays one instance
// a page only if no file the bundle leaves apart (a catalogue, engine-resource.js) imports a
// module it holds: the build checks that.
const LANGUAGE_SCRIPT = 'common/site-lang.js';
const LANGUAGE_TAG = /\n[ \t]*<!-- The page's language[^>]*-->\n[ \t]*<script type="module" src="common\/site-lang\.js"><\/script>/;

/** Drops the page's own <script> for site-lang.js, which `script` (bundled from the modules `read`) now carries; throws when a module left apart imports one inside. */
async function ownLanguageScript(dist, page, script, read) {
  const html = await readFile(join(dist, page), 'utf8');
  if (!LANGUAGE_TAG.test(html)) throw new Error(`${page} has no <script> for ${LANGUAGE_SCRIPT} where partials/head.html puts it`);
  await writeFile(join(dist, page), html.replace(LANGUAGE_TAG, ''));
  const text = await readFile(join(dist, script), 'utf8');
  const apart = [...text.matchAll(/import\((['"])(\.{1,2}\/[^'"]+\.js)\1\)/g)].map((m) => posix.normalize(posix.join(posix.dirname(script), m[2])));
  for (const module of await staticGraph(dist, apart)) {
    if (read.includes(module)) throw new Error(`${module} is inside ${script} and imported by a module it leaves apart: two instances on one page`);
  }
}

/**
 * Bundles the entries in place; throws when a game's page script does not reach its element
 * modules (the page would start no game). `games` is dist/games.json.
 * @param {string} dist
 * @param {any[]} games
 * @returns {Promise<string[]>} the bundled entries
 */
export async function bundleModules(dist, games) {
  const pageScripts = async (page) => [...(await readFile(join(dist, page), 'utf8')).matchAll(SCRIPT)].map((m) => m[1]);
  const headScripts = await pageScripts('index.html');
  const info = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8'));
  const loader = join(dist, 'arcade.mjs');
  const elements = games.flatMap((g) => g.elements.map((e) => join(dist, e.module)));
  const inside = (...glue) => new Set([loader, ...glue, ...elements]);
  const heads = new Set(headScripts.map((s) => join(dist, s)));
  const entries = [];
  for (const game of games) {
    const own = (await pageScripts(game.page)).filter((s) => !headScripts.includes(s));
    entries.push(...own.map((script) => ({ script, needs: [LANGUAGE_SCRIPT, ...game.elements.map((e) => e.module)], shared: new Set(), inside: inside(), page: game.page })));
    const glue = join(dist, info.cores[game.name].js);
    entries.push(...game.elements.map((e) => ({ script: e.entry, needs: [e.module], shared: heads, inside: inside(glue) })));
  }
  entries.push({ script: 'common/engine-worker.js', needs: [], shared: new Set(), inside: new Set([loader]) });
  entries.push(...Object.entries(LAZY_WITH_PACKAGES).map(([script, license]) => ({ script, needs: [], shared: new Set(), inside: new Set(), license })));
  for (const { script, needs, shared, inside, page, license } of entries) {
    const result = await build({
      absWorkingDir: dist, entryPoints: [`./${script}`], outfile: join(dist, script), allowOverwrite: true, write: true,
      bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, keepNames: true, charset: 'utf8',
      legalComments: 'none', metafile: true, logLevel: 'silent', external: ['node:*'], nodePaths: [NODE_MODULES],
      banner: { js: `// ${posix.basename(script)}: ${script} and the modules it imports, bundled by scripts/bundle-modules.mjs (the sources are in web/).${license ? `\n// Inside: ${license}.` : ''}` },
      plugins: [keepApart(dist, script, { inside, shared })],
    });
    // An import() of a computed name (`../games/${name}/….js`, site-lang.js's) is no plugin's to
    // keep apart: esbuild would put every file it could name inside.
    const globs = Object.values(result.metafile.inputs).flatMap((input) => input.imports).filter((i) => i.path.includes('*'));
    if (globs.length) throw new Error(`${script} imports a computed name (${globs[0].path}): leave its module out of the bundle (a page's own <script>)`);
    const read = Object.keys(result.metafile.inputs).map((p) => posix.normalize(p));
    for (const module of needs) {
      if (!read.includes(module)) throw new Error(`${script} does not reach ${module} by import() or import: bundled, it would start no game`);
    }
    if (page) await ownLanguageScript(dist, page, script, read);
  }
  return entries.map((e) => e.script);
}
