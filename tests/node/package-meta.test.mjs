// package-meta.test.mjs: the npm package is licensed and publishable: LICENSE, its package.json fields, every path its README shows exported, `npm publish --dry-run`, publint and attw clean.
//
// Builds build/package/ with scripts/package.mjs (as tests/browser/package.test.mjs does; it needs
// `npm run build` first, for dist/games.json and the wasm) and checks the folder as npm would
// publish it.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { classNames, customElementsManifest, elementApis, elementTypes } from '../../scripts/element-docs.mjs';
import { buildPackage, packageDir, packPackage, sizeLine } from '../../scripts/package.mjs';
import { repoRoot } from './element-api.mjs';

const HOME = 'https://github.com/kata-arcade/kata-arcade';
let built;
let pkg;
let work;

before(async () => {
  built = await buildPackage();
  pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  work = await mkdtemp(join(tmpdir(), 'arcade-meta-'));
});
after(async () => { if (work) await rm(work, { recursive: true, force: true }); });

test('MIT: LICENSE at the root and in the package, the license field in both package.json files', () => {
  const license = readFileSync(join(repoRoot, 'LICENSE'), 'utf8');
  assert.match(license, /^MIT License\n\nCopyright \(c\) 2026 Kata Arcade contributors\n\nPermission is hereby granted, free of charge/);
  assert.match(license, /THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND/);
  assert.equal(readFileSync(join(packageDir, 'LICENSE'), 'utf8'), license);
  assert.equal(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).license, 'MIT');
  assert.equal(pkg.license, 'MIT');
});

test('the package.json names its home, its issues and keywords, and sideEffects exactly the modules that define elements', () => {
  assert.deepEqual({ homepage: pkg.homepage, repository: pkg.repository, bugs: pkg.bugs }, {
    homepage: `${HOME}#readme`, repository: { type: 'git', url: `git+${HOME}.git` }, bugs: { url: `${HOME}/issues` },
  });
  assert.deepEqual(pkg.keywords, ['web-components', 'custom-elements', 'webassembly', 'games', ...built.games.map((g) => g.name)]);
  // The entries and each element's module (where defineElement runs), all in the package.
  const defining = built.games.flatMap((g) => [`./${g.name}.js`, ...g.elements.map((e) => `./${e.module}`)]);
  assert.deepEqual(pkg.sideEffects, defining);
  for (const path of pkg.sideEffects) assert.ok(existsSync(join(packageDir, path)), `sideEffects names ${path}, not in the package`);
  // An element module names its tag where it defines it (minified: `g("greed-game",…)`).
  for (const { tag, module } of built.games.flatMap((g) => g.elements)) assert.match(readFileSync(join(packageDir, module), 'utf8'), new RegExp(`\\("${tag}",`), module);
});

test('every kata-arcade/… path the README shows resolves through exports, as Node and bundlers resolve it', async () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  // The specifiers of imports in its code: import 'x', from 'x', import('x').
  const shown = [...new Set([...readme.matchAll(/(?:import|from)\s*\(?\s*['"](kata-arcade(?:\/[^'"]*)?)['"]/g)].map((m) => m[1]))].sort();
  assert.ok(shown.includes('kata-arcade/greed.js') && shown.includes('kata-arcade/assets'), shown.join(' '));
  const project = join(work, 'resolve');
  await mkdir(join(project, 'node_modules'), { recursive: true });
  await writeFile(join(project, 'package.json'), '{ "type": "module" }');
  await cp(packageDir, join(project, 'node_modules', 'kata-arcade'), { recursive: true });
  // Every game under both names, too (import.meta.resolve resolves without running the module).
  const specifiers = [...new Set([...shown, ...built.games.flatMap((g) => [`kata-arcade/${g.name}`, `kata-arcade/${g.name}.js`])])];
  const script = `for (const s of ${JSON.stringify(specifiers)}) { try { console.log(s, import.meta.resolve(s).replace(/^.*\\/kata-arcade\\//, '')); } catch (e) { console.log(s, e.code); } }`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: project, encoding: 'utf8' });
  const resolved = Object.fromEntries(out.trim().split('\n').map((line) => line.split(' ')));
  for (const s of specifiers) {
    const expected = s === 'kata-arcade' ? 'arcade.mjs' : s === 'kata-arcade/assets' ? 'common/assets.js' : s.replace(/^kata-arcade\//, '').replace(/(?<!\.js)$/, '.js');
    assert.equal(resolved[s], expected, `${s} resolves to ${resolved[s]}`);
  }
});

test('npm publish --dry-run: no warning, the LICENSE in the tarball', () => {
  // A dry run still asks for a login; a token that is never sent stands in for it, so what npm
  // says is about the package alone.
  const result = spawnSync('npm', ['publish', '--dry-run', '--//registry.npmjs.org/:_authToken=dry-run-only'],
    { cwd: packageDir, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const said = result.stdout + result.stderr;
  assert.deepEqual(said.split('\n').filter((line) => /\bwarn|\bERR/i.test(line)), []);
  assert.match(said, /npm notice [\d.]+\s*[kMG]?B\s+LICENSE\n/);
  assert.match(said, /\+ kata-arcade@0\.1\.0/);
});

test('publint (strict, every suggestion): nothing to say', async () => {
  const { messages, pkg: linted } = await publint({ pkgDir: packageDir, level: 'suggestion', strict: true, pack: 'npm' });
  assert.deepEqual(messages.map((m) => `${m.type}: ${formatMessage(m, linted)}`), []);
});

test('are the types wrong (attw --pack): every typed entry resolves to its types under node16 and bundler', () => {
  const attw = join(repoRoot, 'node_modules', '.bin', 'attw');
  // The wasm and package.json exports are files, not modules: no types to find.
  const files = Object.keys(pkg.exports).filter((k) => typeof pkg.exports[k] === 'string');
  assert.ok(files.includes('./package.json') && files.some((f) => f.endsWith('.wasm')), files.join(' '));
  // The esm-only profile: the package is ESM only (type: module, no require condition), so
  // cjs-resolves-to-esm (a require() of it fails in Node before 22) is what it means, not a mistake,
  // and node10 resolution (no exports map) is not a target. Every other rule applies.
  const result = spawnSync(attw, ['--pack', packageDir, '--profile', 'esm-only', '--format', 'json', '--exclude-entrypoints', ...files],
    { encoding: 'utf8' });
  const report = JSON.parse(result.stdout);
  assert.equal(result.status, 0, result.stdout.slice(0, 2000));
  assert.deepEqual(Object.keys(report.problems), ['CJSResolvesToESM']);
  const entries = Object.keys(report.analysis.entrypoints).sort();
  assert.deepEqual(entries, Object.keys(pkg.exports).filter((k) => !files.includes(k)).sort());
  for (const entry of entries) {
    for (const kind of ['node16-esm', 'bundler']) {
      const resolution = report.analysis.entrypoints[entry].resolutions[kind].resolution;
      assert.ok(resolution?.isTypeScript, `${entry} (${kind}) resolves to no types`);
    }
  }
});

test('the README\'s first screen: install, a start for plain HTML, Vite, React, Vue, Svelte and Angular, the license, and the sizes packing gives', () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const start = readme.slice(0, readme.indexOf('\n## ', readme.indexOf('## Start')));
  assert.match(start, /```sh\nnpm install kata-arcade\n```/);
  for (const name of ['Plain HTML', 'Vite', 'React 19', 'Vue 3', 'Svelte', 'Angular']) assert.match(start, new RegExp(`\\*\\*${name}\\*\\*`), name);
  assert.match(start, /MIT licensed/);
  // The figures npm run package prints (scripts/package.mjs sizeLine), whole KB as both round them.
  const packed = packPackage(work);
  const stated = /(\d+) files, (\d+) KB packed, (\d+) KB installed/.exec(start);
  assert.ok(stated, 'the first screen gives no "N files, N KB packed, N KB installed"');
  assert.equal(stated[0], sizeLine(packed), 'the figures package.mjs wrote in');
});

test('the README\'s size table: a row for each game\'s element, in gallery order, with the figures npm run package measured', () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const sizes = readme.slice(readme.indexOf('## Sizes'), readme.indexOf('\n#', readme.indexOf('## Sizes') + 1));
  const rows = [...sizes.matchAll(/^\| `<([a-z0-9-]+)>` \| (\d+\.\d) KB \| (\d+\.\d) KB \| (\d+\.\d) KB \|$/gm)];
  assert.deepEqual(rows.map((m) => m[1]), built.games.map((g) => g.elements[0].tag));
  for (const [, tag, engine, modules, total] of rows) {
    // In tenths of a KB: each figure is rounded once, so they may differ by one tenth (83.7 + 72.9 = 156.5).
    const tenths = (text) => Math.round(Number(text) * 10);
    assert.ok(Math.abs(tenths(engine) + tenths(modules) - tenths(total)) <= 1, `${tag}: ${engine} + ${modules} is not ${total}`);
    assert.ok(Number(engine) > 30 && Number(modules) > 10, `${tag}: ${engine} KB engine, ${modules} KB modules`);
  }
});

test('custom-elements.json: schema 2.1.0, named by the customElements field, one class per element with its tag, and what the .api.json files give', () => {
  assert.equal(pkg.customElements, './custom-elements.json');
  assert.equal(pkg.exports['./custom-elements.json'], './custom-elements.json');
  const manifest = JSON.parse(readFileSync(join(packageDir, 'custom-elements.json'), 'utf8'));
  assert.equal(manifest.schemaVersion, '2.1.0');
  const declarations = manifest.modules.flatMap((m) => m.declarations.map((d) => ({ path: m.path, ...d })));
  const tags = built.games.flatMap((g) => g.elements);
  assert.deepEqual(declarations.map((d) => [d.path, d.tagName, d.customElement]), tags.map((e) => [e.module, e.tag, true]));
  for (const d of declarations) {
    assert.ok(existsSync(join(packageDir, d.path)), d.path);
    for (const key of ['attributes', 'members', 'events', 'cssProperties', 'cssParts']) assert.ok(d[key].length > 0, `${d.tagName} has no ${key}`);
    assert.ok(d.events.every((e) => /^CustomEvent</.test(e.type.text)), `${d.tagName}: an event without its detail type from elements.d.ts`);
  }
  // Each entry module defines its game's elements.
  for (const game of built.games) {
    const entry = manifest.modules.find((m) => m.path === `${game.name}.js`);
    assert.deepEqual(entry.exports.filter((e) => e.kind === 'custom-element-definition').map((e) => e.name), game.elements.map((e) => e.tag));
  }
  const apis = elementApis(built.games);
  const types = elementTypes(readFileSync(join(repoRoot, 'package', 'elements.d.ts'), 'utf8'), apis);
  assert.equal(readFileSync(join(packageDir, 'elements.d.ts'), 'utf8'), types);
  assert.deepEqual(manifest, customElementsManifest(built.games, apis, classNames(types, apis.map((e) => e.tag)), types));
  const sudoku = declarations.find((d) => d.tagName === 'sudoku-game');
  assert.deepEqual(sudoku.attributes.find((a) => a.name === 'difficulty').type, { text: "'easy' | 'medium' | 'hard' | 'expert' | 'extreme'" });
  assert.deepEqual(sudoku.members.filter((m) => m.kind === 'field' && !m.readonly).map((m) => m.name), ['noteMode', 'showCandidates']);
});
