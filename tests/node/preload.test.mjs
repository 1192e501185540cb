// preload.test.mjs: every built game page is one bundle with its elements and their sheets inside (scripts/bundle-modules.mjs) and preloads exactly the modules it leaves apart and its game's core, all files of the build (scripts/preload.mjs).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { builtName, manifest } from '../game-data.mjs';
import { sheetText } from '../../scripts/sheet-text.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const info = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8'));

// The test's own reading of static imports, independent of the build's (esbuild's): TypeScript's
// parser, whose top-level import and export … from statements are a module's static imports (the
// game pages' scripts are minified bundles by then, scripts/bundle-modules.mjs).
function staticImports(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  return source.statements.filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier)
    .map((s) => /** @type {any} */ (s.moduleSpecifier).text);
}

/** The texts of every `{ css: '…' }` in a module (its sheets, as element.js adopts them), unescaped by TypeScript's parser. */
function cssTexts(text) {
  const found = new Set();
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'css' && ts.isStringLiteralLike(node.initializer)) found.add(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('bundle.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
  return found;
}

/** Every module reached from `entries` (paths in dist/) by static imports. */
async function staticGraph(entries) {
  const seen = new Set();
  const visit = async (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = await readFile(join(dist, path), 'utf8');
    for (const name of staticImports(path, text)) await visit(posix.normalize(posix.join(posix.dirname(path), name)));
  };
  for (const entry of entries) await visit(entry);
  return seen;
}

/** A page's <head>, its module scripts and its preloads by kind. */
async function readPage(page) {
  const html = await readFile(join(dist, page), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern) => [...head.matchAll(pattern)].map((m) => m[1]);
  return {
    html,
    scripts: all(/<script type="module" src="([^"]+)"><\/script>/g),
    modules: all(/<link rel="modulepreload" href="([^"]+)">/g),
    sheets: all(/<link rel="preload" as="style" href="([^"]+)">/g),
    wasm: all(/<link rel="preload" as="fetch" type="application\/wasm" crossorigin href="([^"]+)">/g),
  };
}

const sorted = (items) => [...items].sort();

test('each game page is one bundle that holds its elements and the loader, and preloads what it leaves apart and its core, once each', async () => {
  for (const game of manifest) {
    const page = await readPage(game.page);
    const graph = await staticGraph(page.scripts);
    for (const script of page.scripts) graph.delete(script);
    const core = info.cores[game.name];
    assert.match(core.js, new RegExp(`^arcade-core-${game.name}\\.[0-9a-f]{8}\\.js$`), game.name);
    assert.deepEqual(sorted(page.modules), sorted([...graph, core.js]), game.page);
    assert.equal(new Set(page.modules).size, page.modules.length, `${game.page} preloads a module twice`);
    // The element modules, the shared element and engine modules and the loader are inside the
    // page's own script (bundle-modules.mjs checks that it reaches the elements): nothing of them
    // is left to fetch; the core's glue is named from it (and preloaded beside it).
    const own = page.scripts.filter((s) => s.startsWith(`games/${game.name}/`));
    assert.equal(own.length, 1, `${game.page}: ${page.scripts}`);
    const bundle = await readFile(join(dist, own[0]), 'utf8');
    assert.ok(bundle.includes(`import("../../${core.js}")`), `${own[0]} imports ${core.js}`);
    for (const module of [...game.elements.map((e) => e.module), 'common/element.js', 'common/engine.js', 'arcade.mjs']) {
      assert.ok(!page.modules.includes(builtName(module)), `${game.page} preloads ${module}, which its bundle holds`);
    }
    assert.deepEqual(page.wasm, [core.wasm], game.page);
  }
});

test('each game page carries the style sheets its elements name inside its bundle, as their text: none to preload or fetch', async () => {
  for (const game of manifest) {
    const page = await readPage(game.page);
    const graph = await staticGraph(game.elements.map((e) => builtName(e.module)));
    const named = new Set();
    for (const module of graph) {
      const text = await readFile(join(dist, module), 'utf8');
      for (const m of text.matchAll(/new URL\('([^']+\.css)', import\.meta\.url\)/g)) {
        const sheet = posix.normalize(posix.join(posix.dirname(module), m[1]));
        if (existsSync(join(dist, sheet))) named.add(sheet);
      }
    }
    assert.ok(named.has(builtName('common/controls.css')) && named.has(builtName(`games/${game.name}/${game.name}-game.css`)), `${game.page}: ${[...named]}`);
    assert.deepEqual(page.sheets, [], game.page);
    const bundle = await readFile(join(dist, page.scripts.find((s) => s.startsWith(`games/${game.name}/`))), 'utf8');
    const held = cssTexts(bundle);
    for (const sheet of named) assert.ok(held.has(await sheetText(join(dist, sheet))), `${game.page}'s bundle holds ${sheet}`);
    assert.doesNotMatch(bundle, /\.css["']/, `${game.page}'s bundle names no sheet`);
  }
});

test('every preloaded file exists in the build, and pages without a game preload no core', async () => {
  const pages = (await readdir(dist)).filter((f) => f.endsWith('.html'));
  assert.ok(pages.includes('index.html'));
  for (const name of pages) {
    const page = await readPage(name);
    for (const file of [...page.modules, ...page.sheets, ...page.wasm]) assert.ok(existsSync(join(dist, file)), `${name} preloads ${file}, which is not in dist/`);
    // Every preload sits in <head>; none is left for the body to find late.
    const links = (page.html.match(/<link rel="(?:module)?preload"/g) ?? []).length;
    assert.equal(links, page.modules.length + page.sheets.length + page.wasm.length, name);
    if (!manifest.some((g) => g.page === name)) {
      assert.deepEqual(page.wasm, [], name);
      assert.ok(!page.modules.some((m) => m.startsWith('arcade')), `${name}: ${page.modules}`);
      assert.deepEqual(sorted(page.modules), sorted([...await staticGraph(page.scripts)].filter((m) => !page.scripts.includes(m))), name);
    }
  }
});
