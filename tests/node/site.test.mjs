// site.test.mjs: the built site as a host receives it: the offline worker's file list and version, the install manifest and icons, every page's shared head.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { builtName, manifest } from '../game-data.mjs';
import { HASHED, UNHASHED, whyUnhashed } from '../../scripts/hash-names.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...await listFiles(join(dir, entry.name), `${prefix}${entry.name}/`));
    else out.push(prefix + entry.name);
  }
  return out;
}

test('sw.js caches every file a page can load, under a version of their contents', async () => {
  const text = await readFile(join(dist, 'sw.js'), 'utf8');
  const version = /^const VERSION = '([0-9a-f]{12})';$/m.exec(text)?.[1];
  const files = JSON.parse(/^const FILES = (\[.*\]);$/m.exec(text)?.[1] ?? 'null');
  // The standalone pages are for disk, not for the site's cache (each carries its game's core).
  const expected = (await listFiles(dist)).filter((f) => !['sw.js', 'arcade.d.ts', 'build-info.json', 'games.json', '_headers'].includes(f) && !f.startsWith('standalone/')).sort();
  assert.deepEqual(files, ['./', ...expected]);
  for (const needed of ['index.html', 'arcade.mjs', 'common/offline.js', 'common/engine-worker.js', 'manifest.webmanifest', 'icons/icon-512.png']) {
    assert.ok(files.includes(builtName(needed)), needed);
  }
  const digest = createHash('sha256');
  for (const file of expected) digest.update(`${file}\0`).update(await readFile(join(dist, file))).update('\0');
  assert.equal(version, digest.digest('hex').slice(0, 12));
});

test('the install manifest names the arcade and its icons are PNGs of the stated sizes', async () => {
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8'));
  assert.deepEqual({ name: manifest.name, start_url: manifest.start_url, scope: manifest.scope, display: manifest.display },
    { name: 'Kata Arcade', start_url: './', scope: './', display: 'standalone' });
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const png = await readFile(join(dist, icon.src));
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', icon.src);
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, icon.src);
  }
});

test('every page links the manifest, loads the offline worker and allows both in its policy', async () => {
  const pages = (await readdir(dist)).filter((f) => f.endsWith('.html')).sort();
  assert.deepEqual(pages, ['index.html', ...manifest.map((g) => g.page)].sort());
  for (const page of pages) {
    const html = await readFile(join(dist, page), 'utf8');
    assert.ok(html.includes('<link rel="manifest" href="manifest.webmanifest">'), page);
    assert.ok(html.includes(`<script type="module" src="${builtName('common/offline.js')}"></script>`), page);
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="[^"]*; manifest-src 'self'">/, page);
  }
});

test('every file a page can load carries a content hash in its name, but the pages, sw.js and the few hash-names.mjs lists with a reason', async () => {
  const files = (await listFiles(dist)).sort();
  assert.deepEqual(files.filter((f) => !HASHED.test(f) && !whyUnhashed(f)), [], 'files without a hash that no reason covers');
  // The reasons cover exactly these (a broader pattern would let a page's file through unhashed).
  const elements = manifest.flatMap((g) => g.elements.map((e) => e.entry));
  assert.deepEqual(files.filter((f) => whyUnhashed(f)),
    [...manifest.map((g) => g.page), ...manifest.map((g) => g.standalone), 'index.html', 'standalone/index.html', ...elements,
      'sw.js', 'manifest.webmanifest', 'arcade.mjs', 'arcade.d.ts', 'build-info.json', 'games.json', '_headers'].sort());
  assert.ok(UNHASHED.every(([, why]) => why.length > 20));
  // build-info.json names where every source path went, and each of those is in dist/ under a hash.
  const { names } = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8'));
  assert.ok(Object.keys(names).length > 100, `${Object.keys(names).length} files hashed`);
  for (const [from, to] of Object.entries(names)) {
    assert.ok(!files.includes(from) && files.includes(to) && HASHED.test(to), `${from} -> ${to}`);
    assert.equal(to.replace(/\.[0-9a-f]{8}(\.[a-z]+)$/, '$1'), from);
  }
});

test('every file a page names is in the build, under its hashed name', async () => {
  const files = new Set(await listFiles(dist));
  const pages = (await readdir(dist)).filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    const html = await readFile(join(dist, page), 'utf8');
    const named = [...html.matchAll(/\s(?:src|href|data-words)="([^"?#:]+)"/g)].map((m) => m[1]).filter((p) => !p.endsWith('.html') && p !== './');
    assert.ok(named.length >= 8, `${page}: ${named}`);
    for (const path of named) {
      assert.ok(files.has(path), `${page} names ${path}, which is not in dist/`);
      assert.ok(HASHED.test(path) || path === 'manifest.webmanifest', `${page} names ${path} without a hash`);
    }
  }
});
