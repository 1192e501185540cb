// preload.test.mjs: every built page preloads exactly the modules its start runs, its elements' sheets and its game's core, all files of the build (scripts/preload.mjs).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { manifest } from '../game-data.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const info = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8'));

// The test's own reading of static imports, independent of the build's (esbuild's parser): the
// project's modules write them at the start of a line, `import … from '…'`, `import '…'` or
// `export … from '…'`.
const STATIC_IMPORT = /^(?:import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*|import\s*|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)(['"])([^'"]+)\1/gm;

/** Every module reached from `entries` (paths in dist/) by static imports. */
async function staticGraph(entries) {
  const seen = new Set();
  const visit = async (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = await readFile(join(dist, path), 'utf8');
    for (const m of text.matchAll(STATIC_IMPORT)) await visit(posix.normalize(posix.join(posix.dirname(path), m[2])));
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

test('each game page preloads its static module graph (page scripts and elements), the loader and its own core, once each', async () => {
  for (const game of manifest) {
    const page = await readPage(game.page);
    const elements = game.elements.map((e) => e.module);
    const graph = await staticGraph([...page.scripts, ...elements]);
    for (const script of page.scripts) graph.delete(script);
    const core = info.cores[game.name];
    assert.match(core.js, new RegExp(`^arcade-core-${game.name}\\.[0-9a-f]{8}\\.js$`), game.name);
    assert.deepEqual(sorted(page.modules), sorted([...graph, 'arcade.mjs', core.js]), game.page);
    assert.equal(new Set(page.modules).size, page.modules.length, `${game.page} preloads a module twice`);
    for (const module of elements) assert.ok(page.modules.includes(module), `${game.page} preloads ${module}`);
    assert.deepEqual(page.wasm, [core.wasm], game.page);
    // The shared element and engine modules are among them: the element starts with nothing left to fetch.
    assert.ok(page.modules.includes('common/element.js') && page.modules.includes('common/engine.js'), game.page);
  }
});

test('each game page preloads the style sheets its elements link, and only those', async () => {
  for (const game of manifest) {
    const page = await readPage(game.page);
    const graph = await staticGraph([...page.scripts, ...game.elements.map((e) => e.module)]);
    const named = new Set();
    for (const module of graph) {
      const text = await readFile(join(dist, module), 'utf8');
      for (const m of text.matchAll(/new URL\('([^']+\.css)', import\.meta\.url\)/g)) {
        const sheet = posix.normalize(posix.join(posix.dirname(module), m[1]));
        if (existsSync(join(dist, sheet))) named.add(sheet);
      }
    }
    assert.ok(named.has('common/controls.css') && named.has(`games/${game.name}/${game.name}-game.css`), `${game.page}: ${[...named]}`);
    assert.deepEqual(sorted(page.sheets), sorted(named), game.page);
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
