// ssr.test.mjs: every entry of the built package (its package.json's exports, `kata-arcade` itself included) imports in plain Node, as a server rendering the host page would: nothing thrown, no global defined, no element registered.
//
// Each entry is imported by its package name in a fresh Node process (so one entry's import
// cannot hide another's failure), from a folder where node_modules/kata-arcade is the package
// written by scripts/package.mjs into a temporary folder. The child reports its globals before and
// after the import; the elements' classes exist (their base is an empty class there) but are never
// registered, and nothing touches a DOM that is not there.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildPackage } from '../../scripts/package.mjs';
import { games as registered } from '../game-data.mjs';

let work;
let exported; // the package's entries by name: 'kata-arcade', 'kata-arcade/sudoku'...

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'arcade-ssr-'));
  const { dir } = await buildPackage(join(work, 'package'));
  await mkdir(join(work, 'app', 'node_modules'), { recursive: true });
  await symlink(dir, join(work, 'app', 'node_modules', 'kata-arcade'), 'dir');
  await writeFile(join(work, 'app', 'package.json'), '{ "name": "proof-ssr", "private": true, "type": "module" }\n');
  await writeFile(join(work, 'app', 'probe.js'), `const before = new Set(Object.getOwnPropertyNames(globalThis));
const entry = await import(process.argv[2]);
const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
console.log(JSON.stringify({ added, exports: Object.keys(entry).sort(), customElements: typeof customElements, HTMLElement: typeof HTMLElement }));
`);
  const { name, exports } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  // Every export that is a module (not a wasm file, not package.json).
  exported = Object.entries(exports).filter(([, target]) => /\.m?js$/.test(typeof target === 'string' ? target : target.default))
    .map(([path]) => (path === '.' ? name : `${name}/${path.slice(2)}`));
});
after(async () => { if (work) await rm(work, { recursive: true, force: true }); });

test('every module entry of the package imports in Node: nothing thrown, nothing defined globally, no DOM needed', () => {
  assert.ok(exported.includes('kata-arcade') && exported.includes('kata-arcade/assets'), exported.join(' '));
  // A game's entry is named after it; the others (the loader, assets, the framework typings' helpers) only must import cleanly.
  const games = registered.map((name) => `kata-arcade/${name}`);
  assert.deepEqual(games.filter((entry) => !exported.includes(entry)), [], 'one entry per registered game');
  for (const entry of exported) {
    const output = execFileSync(process.execPath, ['probe.js', entry], { cwd: join(work, 'app'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const report = JSON.parse(output);
    assert.deepEqual([report.added, report.customElements, report.HTMLElement], [[], 'undefined', 'undefined'], entry);
    // A game's entry still hands over its element classes and setAssetBase, for code that only names them.
    if (games.includes(entry)) assert.ok(report.exports.includes('setAssetBase') && report.exports.some((e) => /Game$|Judge$/.test(e)), `${entry}: ${report.exports}`);
  }
});
