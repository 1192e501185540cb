// package.mjs: writes build/package/, the npm package `kata-arcade` (the engine, one entry per game's elements, their styles and types), and packs it with `npm pack`.
//
// Run after bundle-web.mjs (it reads dist/games.json, the games manifest): `npm run package`.
// The package holds exactly the files the elements and the loader reach from their entry points
// (static and dynamic imports, `new URL('./…', import.meta.url)`), found by following them from
// each element module; the cores' glue and wasm keep their plain names (a package version is its
// cache key), so bundlers and CDNs find them beside arcade.mjs: the whole core (the `.` entry's
// loadArcade() without options, for Node) and one per game (what each element loads). The style
// sheets the elements name are not files there: each becomes its text inside the module that
// names it (withSheets), so no bundler has a .css file to copy. Nothing else goes in: no tests,
// no C++ sources, no pages. `--no-pack` stops before `npm pack` (the tests pack it themselves).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { transform } from 'esbuild';
import { SHEET_URL, sheetText } from './sheet-text.mjs';
import { LAZY_WITH_PACKAGES } from './bundle-modules.mjs';
import { shippedGlue } from './glue.mjs';
import { loaderWithCores, typesWithGames } from './loader-text.mjs';
import { attributeTypes, classNames, customElementsManifest, elementApis, elementTypes, withTables } from './element-docs.mjs';
import { dirname, join, posix } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const packageDir = join(root, 'build', 'package');

function fail(message) {
  throw new Error(`package: ${message}`);
}

// The loader and the cores come from the sources and the wasm build, not from dist/ (whose copies
// carry content-hashed names); Connect Four's opening book and the module that names it from the
// site's build (bundle-web.mjs checked the book with the core and named it there); everything else
// from web/, the elements' own folder.
// dist/ holds them under content-hashed names (hash-names.mjs, listed in build-info.json's names);
// the package keeps every name as the source has it (its file names are its API), so a built
// module's references are named back (unhashed).
const BOOK_MODULE = 'games/connect4/connect4-book.js';
const infoPath = join(root, 'dist', 'build-info.json');
const NAMES = existsSync(infoPath) ? JSON.parse(readFileSync(infoPath, 'utf8')).names ?? {} : {};
const built = (path) => join(root, 'dist', NAMES[path] ?? path);
const unhashed = (text) => Object.entries(NAMES).reduce((out, [from, to]) => out.replaceAll(`/${posix.basename(to)}`, `/${posix.basename(from)}`), text);
// A lazy module that imports an npm package ships as the site's build bundled it, the package inside
// (bundle-modules.mjs): the package has no dependencies, so it names no bare module.
const SPECIAL = {
  'arcade.mjs': join(root, 'wasm', 'arcade.mjs'), [BOOK_MODULE]: built(BOOK_MODULE),
  ...Object.fromEntries(Object.keys(LAZY_WITH_PACKAGES).map((path) => [path, built(path)])),
};
const CORE_FILE = /^arcade-core(?:-[a-z0-9]+)?\.(?:js|wasm)$/;
// Each game's accent sheet is written by the site's build from its game.json (games-manifest.mjs).
const BUILT = /(?:\.bin|^games\/[a-z0-9]+\/[a-z0-9]+-accent\.css)$/;
const sourceOf = (path) => SPECIAL[path]
  ?? (CORE_FILE.test(path) ? join(root, 'build', 'wasm', path) : (BUILT.test(path) ? built(path) : join(root, 'web', path)));

// A quoted relative file name in a module (an import, a dynamic import, a URL made beside it).
const REFERENCE = /(['"])(\.{1,2}\/[A-Za-z0-9_./-]+\.(?:js|mjs|css|wasm|bin))\1/g;

// A module as shipped: the loader with a CORES line for each registered game (loader-text.mjs), a
// built module with its references named back.
const textOf = async (path) => {
  const text = await readFile(sourceOf(path), 'utf8');
  return path === 'arcade.mjs' ? loaderWithCores(text) : unhashed(text);
};

/** Every package path reached from `entries` (package-relative paths), in the order found. */
async function reach(entries) {
  const found = new Set();
  const visit = async (path) => {
    if (found.has(path)) return;
    const source = sourceOf(path);
    if (!existsSync(source)) fail(`${path} is named but ${source.slice(root.length + 1)} does not exist`);
    found.add(path);
    if (!/\.m?js$/.test(path)) return;
    const text = await textOf(path);
    for (const [, , name] of text.matchAll(REFERENCE)) {
      const target = posix.normalize(posix.join(posix.dirname(path), name));
      if (target.startsWith('..')) fail(`${path} names ${name}, outside the package`);
      if (existsSync(sourceOf(target))) await visit(target);
    }
  };
  for (const entry of entries) await visit(entry);
  return [...found];
}

/** Each style sheet (package path) → its minified text. */
async function sheetTexts(paths) {
  const texts = new Map();
  for (const path of paths) texts.set(path, await sheetText(sourceOf(path)));
  return texts;
}

/**
 * `text` (the module at package path `path`) with each style sheet it names written as its text,
 * `{ css: '…' }`: the package's elements adopt their sheets (element.js), so no bundler has a .css
 * file to copy and no page one to fetch. Any other mention of a .css file is refused: the package
 * does not hold the file.
 */
function withSheets(path, text, sheets) {
  const replaced = text.replace(SHEET_URL, (whole, quote, name) => {
    const target = posix.normalize(posix.join(posix.dirname(path), name));
    if (!sheets.has(target)) fail(`${path} names ${name}, which is no style sheet of the package`);
    return `{ css: ${JSON.stringify(sheets.get(target))} }`;
  });
  const left = [...replaced.matchAll(REFERENCE)].map((m) => m[2]).filter((name) => name.endsWith('.css'));
  if (left.length) fail(`${path} names ${left.join(', ')} in a form other than new URL('./….css', import.meta.url)`);
  return replaced;
}

// What tells bundlers to leave a computed import() alone (the loader under an asset base, Node's
// fs): esbuild's minifier drops every comment, so withIgnores() puts them back.
const IGNORED = '/* @vite-ignore */ /* webpackIgnore: true */ ';

/** `code` (`source` minified) with IGNORED back in each import() whose argument is computed; fails unless those are exactly the source's. */
function withIgnores(path, source, code) {
  const wanted = source.split(`import(${IGNORED}`).length - 1;
  let found = 0;
  const restored = code.replace(/\bimport\((?=[^"'`)])/g, () => {
    found += 1;
    return `import(${IGNORED}`;
  });
  if (found !== wanted) fail(`${path}: ${found} computed import() after minifying, but ${wanted} in the source carry "${IGNORED.trim()}"`);
  return restored;
}

/** The games manifest the site's build wrote (scripts/games-manifest.mjs). */
async function readManifest() {
  const path = join(root, 'dist', 'games.json');
  if (!existsSync(path)) fail('dist/games.json is missing (run: npm run build)');
  return JSON.parse(await readFile(path, 'utf8'));
}

// Where the project lives: the repository has no remote yet, so these name its intended home.
const HOME = 'https://github.com/kata-arcade/kata-arcade';

/**
 * The package's package.json: one export per game (its elements) under both names the README
 * shows (`kata-arcade/<game>` and `kata-arcade/<game>.js`), the engine, the asset base, the framework
 * typings, the cores' wasm and the Custom Elements Manifest. sideEffects names the modules whose import defines
 * elements (the entries and the element modules), so a bundler may drop any other module whose
 * exports go unused and never these.
 */
export function manifestJson(pkg, games, files) {
  const exports = {
    '.': { types: './arcade.d.ts', default: './arcade.mjs' },
    './assets': { types: './assets.d.ts', default: './common/assets.js' },
  };
  for (const game of games) {
    const entry = { types: `./${game.name}.d.ts`, default: `./${game.name}.js` };
    exports[`./${game.name}`] = entry;
    exports[`./${game.name}.js`] = entry;
  }
  // Framework typings: JSX (global, Preact, Solid), React 19 and Vue 3 (with isCustomElement).
  for (const name of FRAMEWORKS) exports[`./${name}`] = { types: `./${name}.d.ts`, default: `./${name}.js` };
  for (const wasm of files.filter((f) => CORE_FILE.test(f) && f.endsWith('.wasm'))) exports[`./${wasm}`] = `./${wasm}`;
  exports['./custom-elements.json'] = './custom-elements.json';
  exports['./package.json'] = './package.json';
  return {
    name: pkg.name,
    version: pkg.version,
    description: pkg.description,
    license: pkg.license,
    author: 'Kata Arcade contributors',
    homepage: `${HOME}#readme`,
    repository: { type: 'git', url: `git+${HOME}.git` },
    bugs: { url: `${HOME}/issues` },
    keywords: ['web-components', 'custom-elements', 'webassembly', 'games', ...games.map((g) => g.name)],
    type: 'module',
    engines: pkg.engines,
    main: './arcade.mjs',
    types: './arcade.d.ts',
    exports,
    sideEffects: games.flatMap((g) => [`./${g.name}.js`, ...g.elements.map((e) => `./${e.module}`)]),
    customElements: './custom-elements.json',
  };
}

const FRAMEWORKS = ['jsx', 'react', 'vue'];

/** The modules beside the framework typings: jsx and react hold types only; vue's isCustomElement knows the tags. */
function frameworkModule(name, games) {
  const tags = games.flatMap((g) => g.elements.map((e) => e.tag));
  if (name !== 'vue') return `// ${name}.js: kata-arcade/${name} holds types only (${name}.d.ts); importing it does nothing.\nexport {};\n`;
  return [`// vue.js: isCustomElement(tag) for Vue's template compiler: true for the tags this package defines (written by scripts/package.mjs).`,
    `const TAGS = new Set(${JSON.stringify(tags)});`,
    '/** @param {string} tag */',
    'export const isCustomElement = (tag) => TAGS.has(tag);', ''].join('\n');
}

/** A game's entry: importing it defines its elements; it re-exports their classes and setAssetBase. */
function entryModule(game) {
  const tags = game.elements.map((e) => `<${e.tag}>`).join(' and ');
  return [`// ${game.name}.js: importing kata-arcade/${game.name} defines ${tags} (written by scripts/package.mjs).`,
    ...game.elements.map((e) => `export * from './${e.module}';`),
    "export { setAssetBase } from './common/assets.js';", ''].join('\n');
}

/** A game's types: its element classes and event maps from elements.d.ts. */
function entryTypes(game, classes) {
  const names = game.elements.flatMap((e) => [classes[e.tag], `${classes[e.tag]}EventMap`]);
  return [`// Types of kata-arcade/${game.name}: importing it defines ${game.elements.map((e) => `<${e.tag}>`).join(' and ')}.`,
    "import './elements.js';",
    `export { ${names.join(', ')} } from './elements.js';`,
    "export { setAssetBase } from './assets.js';", ''].join('\n');
}

/**
 * Writes the package into `dir` (build/package/ unless told: a test file that runs beside another
 * writes its own) and returns what it holds.
 */
export async function buildPackage(dir = packageDir) {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const loader = await readFile(SPECIAL['arcade.mjs'], 'utf8');
  const version = /const VERSION = '([^']+)';/.exec(loader)?.[1];
  if (version !== pkg.version) fail(`wasm/arcade.mjs says VERSION '${version}' but package.json says ${pkg.version}`);
  const changelog = await readFile(join(root, 'CHANGELOG.md'), 'utf8');
  if (!changelog.includes(`## ${pkg.version} `)) fail(`CHANGELOG.md has no "## ${pkg.version} " section`);

  const games = await readManifest();
  const files = await reach(['arcade.mjs', 'common/assets.js', ...games.flatMap((g) => g.elements.map((e) => e.module))]);
  // The asset base finds a file by its name alone (a bundle keeps names, not folders); the style
  // sheets travel inside the modules (withSheets).
  const byName = {};
  for (const path of files.filter((f) => !f.endsWith('.css'))) {
    const name = posix.basename(path);
    if (byName[name]) fail(`${byName[name]} and ${path} share a file name; the asset base needs unique names`);
    byName[name] = path;
  }

  await rm(dir, { recursive: true, force: true });
  const sheets = await sheetTexts(files.filter((path) => path.endsWith('.css')));
  const shipped = files.filter((path) => !sheets.has(path));
  for (const path of shipped) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    if (path === 'arcade.mjs' || path === BOOK_MODULE) await writeFile(join(dir, path), await textOf(path));
    else if (CORE_FILE.test(path) && path.endsWith('.js')) await writeFile(join(dir, path), await shippedGlue(await readFile(sourceOf(path), 'utf8')));
    else await copyFile(sourceOf(path), join(dir, path));
  }
  const assets = join(dir, 'common', 'assets.js');
  const marker = 'const FILES = /** @type {Record<string, string>} */ ({});';
  const text = await readFile(assets, 'utf8');
  if (!text.includes(marker)) fail(`web/common/assets.js: "${marker}" not found`);
  await writeFile(assets, text.replace(marker, `const FILES = ${JSON.stringify(byName)};`));
  // Shipped minified: the sources' comments (which say why) are for this repository's readers, and
  // a page that embeds one game downloads each module as it is (measured: Cul de chouette's
  // modules and styles 104 KB gzipped as written). Names of classes and functions are kept; the
  // module graph, import.meta.url references and literal import() paths are left as they are,
  // except the style sheets', which become the sheets' text (withSheets).
  for (const path of shipped) {
    if (!/\.m?js$/.test(path) || /^arcade-core/.test(posix.basename(path))) continue;  // the Emscripten glue is minified above (glue.mjs)
    const target = join(dir, path);
    const source = withSheets(path, await readFile(target, 'utf8'), sheets);
    const { code } = await transform(source, { loader: 'js', minify: true, keepNames: true, legalComments: 'none', format: 'esm' });
    // A bundled npm package's license line stays with it (the minifier drops comments).
    const license = Object.hasOwn(LAZY_WITH_PACKAGES, path) ? `// Inside: ${LAZY_WITH_PACKAGES[path]}.\n` : '';
    await writeFile(target, license + withIgnores(path, source, code));
  }

  const elements = elementApis(games);
  const types = elementTypes(await readFile(join(root, 'package', 'elements.d.ts'), 'utf8'), elements);
  const classes = classNames(types, elements.map((e) => e.tag));
  for (const game of games) {
    await writeFile(join(dir, `${game.name}.js`), entryModule(game));
    await writeFile(join(dir, `${game.name}.d.ts`), entryTypes(game, classes));
  }
  await writeFile(join(dir, 'attributes.d.ts'), attributeTypes(elements, classes));
  await writeFile(join(dir, 'custom-elements.json'), `${JSON.stringify(customElementsManifest(games, elements, classes, types), null, 2)}\n`);
  for (const name of FRAMEWORKS) {
    await writeFile(join(dir, `${name}.js`), frameworkModule(name, games));
    await copyFile(join(root, 'package', `${name}.d.ts`), join(dir, `${name}.d.ts`));
  }
  await writeFile(join(dir, 'arcade.d.ts'), typesWithGames(await readFile(join(root, 'wasm', 'arcade.d.ts'), 'utf8'), games.map((g) => g.name)));
  await writeFile(join(dir, 'elements.d.ts'), types);
  await copyFile(join(root, 'package', 'assets.d.ts'), join(dir, 'assets.d.ts'));
  const readme = withTables(await readFile(join(root, 'package', 'README.md'), 'utf8'), elements, { add: true });
  await writeFile(join(dir, 'README.md'), withSizes(readme, await embedSizes(dir, games, shipped)));
  await copyFile(join(root, 'CHANGELOG.md'), join(dir, 'CHANGELOG.md'));
  await copyFile(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifestJson(pkg, games, shipped), null, 2)}\n`);
  await writeFigures(dir);
  return { dir, version: pkg.version, games, files: shipped };
}

// ---- the README's size table -----------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What embedding each game's first element can download, gzipped (gzip -9, as a static host sends
 * it), from the package in `dir`: the engine (arcade.mjs and the game's own core) and every module
 * the element reaches (styles inside, every language's words, the engine worker), the data files
 * fetched on demand (.bin) left out. An upper bound: a page fetches the languages it shows.
 */
async function embedSizes(dir, games, shipped) {
  const sizes = [];
  for (const game of games) {
    const { tag, module } = game.elements[0];
    const own = new RegExp(`^arcade-core-${game.name}\\.(js|wasm)$`);
    const files = (await reach([module])).filter((path) => shipped.includes(path) && !path.endsWith('.bin')
      && (!CORE_FILE.test(path) || own.test(path)));
    const gzipped = { engine: 0, modules: 0 };
    for (const path of files) {
      const size = gzipSync(await readFile(join(dir, path)), { level: constants.Z_BEST_COMPRESSION }).length;
      gzipped[path === 'arcade.mjs' || CORE_FILE.test(path) ? 'engine' : 'modules'] += size;
    }
    sizes.push({ tag, ...gzipped });
  }
  return sizes;
}

/** `readme` with a row of the size table under "## Sizes" for each element of `sizes`. */
export function withSizes(readme, sizes) {
  const header = '| element | engine (arcade.mjs + its core) | modules and styles | total |\n|---|---|---|---|\n';
  const at = readme.indexOf(header, readme.indexOf('\n## Sizes\n'));
  if (at < 0) throw new Error('package: package/README.md\'s "## Sizes" has no size table header to write the rows under');
  const rows = sizes.map((s) => `| \`<${s.tag}>\` | ${kb(s.engine)} | ${kb(s.modules)} | ${kb(s.engine + s.modules)} |\n`).join('');
  return readme.slice(0, at + header.length) + rows + readme.slice(at + header.length);
}

/** The tarball's file count and sizes in whole KB, as the README's first screen says them. */
export const sizeLine = (packed) => `${packed.files.length} files, ${Math.round(packed.size / 1024)} KB packed, ${Math.round(packed.unpackedSize / 1024)} KB installed`;

/** Packs the package in `dir` (build/package/ unless told) into `dest`; returns the tarball's path and npm's list of its files. */
export function packPackage(dest, dir = packageDir) {
  // npm's warnings about the machine's own config stay out of the output; a failure still says why.
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dest], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [info] = JSON.parse(out);
  return { tarball: join(dest, info.filename), files: info.files.map((f) => f.path), size: info.size, unpackedSize: info.unpackedSize };
}

// The first screen's figures (README: "{files, packed and installed}" in package/README.md) are the
// package's own: packed, written in and packed again until they hold (the README is packed too).
const FIGURES = /\{files, packed and installed\}|\d+ files, \d+ KB packed, \d+ KB installed/;

async function writeFigures(dir) {
  const path = join(dir, 'README.md');
  const scratch = await mkdtemp(join(tmpdir(), 'arcade-pack-'));
  try {
    for (let pass = 0; pass < 4; pass += 1) {
      const text = await readFile(path, 'utf8');
      if (!FIGURES.test(text)) fail('package/README.md has no "{files, packed and installed}" on its first screen');
      const line = sizeLine(packPackage(scratch, dir));
      if (FIGURES.exec(text)[0] === line) return;
      await writeFile(path, text.replace(FIGURES, line));
    }
    fail('the README\'s figures do not settle: packing it with them changes them again');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const built = await buildPackage();
    console.log(`package: build/package/ ready (kata-arcade ${built.version}; ${built.games.length} games; ${built.files.length} files reached)`);
    if (!process.argv.includes('--no-pack')) {
      const packed = packPackage(join(root, 'build'));
      // The figures package/README.md's first screen gives, rounded as it rounds them (tests/node/package-meta.test.mjs compares).
      console.log(`package: ${packed.tarball.slice(root.length + 1)}: ${sizeLine(packed)}`);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
