// games.test.mjs: the one list of games: every game the core registers appears everywhere it must (folder, page, gallery, theme, offline cache, install manifest, entry points, standalone file, types), and nothing else does.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readGames } from '../../scripts/games-manifest.mjs';
import { registryNames } from '../../scripts/registry-names.mjs';
import { andList, builtName, testsOf } from '../game-data.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(repo, 'dist');
const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const registry = [...(await loadArcade()).games];
const manifest = JSON.parse(await readFile(join(dist, 'games.json'), 'utf8'));
const text = (path) => readFile(join(dist, path), 'utf8');

test('the registry is the one list: web/games/ has a folder for each registered game and no other, dist/games.json follows its order', async () => {
  assert.deepEqual(registry, registryNames(repo), 'the built core registers what core/games.cpp says');
  const cores = (await readdir(join(repo, 'core'), { withFileTypes: true })).filter((e) => e.isDirectory() && !['common', 'cli'].includes(e.name));
  assert.deepEqual(cores.map((e) => e.name).sort(), [...registry].sort(), 'core/ has a folder for each registered game and no other');
  const folders = (await readdir(join(repo, 'web', 'games'), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  assert.deepEqual(folders.sort(), [...registry].sort());
  assert.deepEqual(manifest.map((g) => g.name), registry);
});

// What the tests need of each game lives in its folders (tests/game-data.mjs, tests/native/game_test_data.hpp).
const TESTS_FIELDS = ['core', 'play', 'open', 'element', 'tabs'];
for (const game of manifest) {
  test(`${game.name}: its folders hold the tests' data (web/games/${game.name}/tests.json, core/${game.name}/test_data.cpp)`, () => {
    const data = testsOf(game.name);
    assert.deepEqual(Object.keys(data).filter((key) => !TESTS_FIELDS.includes(key)), [], 'unknown fields');
    for (const field of ['play', 'open', 'element', 'tabs']) assert.ok(field in data, `web/games/${game.name}/tests.json has no "${field}"`);
    // Two tabs play them in turn (tabs.test.mjs): the first in each, then one in each at least.
    assert.ok(data.tabs.length >= 3 && data.tabs.every((move) => typeof move === 'string' && move.trim() === move && move !== ''), '"tabs": three moves or more, each keys separated by spaces');
    assert.equal('core' in data, existsSync(join(repo, 'wasm', `${game.name}_bindings.cpp`)), 'a "core" call exactly when the game has its own bindings');
    assert.ok(existsSync(join(repo, 'core', game.name, 'test_data.cpp')), `core/${game.name}/test_data.cpp`);
    assert.ok(!existsSync(join(dist, 'games', game.name, 'tests.json')), 'tests.json is not shipped');
  });

  test(`${game.name}: its page, elements, entry points and standalone file are built`, async () => {
    const page = await text(game.page);
    assert.ok(page.includes(`<script type="module" src="${builtName(`games/${game.name}/${game.name}-page.js`)}"></script>`), game.page);
    for (const { tag, module, entry } of game.elements) {
      assert.ok(page.includes(`<${tag}>`) || page.includes(`<${tag} `), `${game.page} holds <${tag}>`);
      assert.match(await text(builtName(module)), new RegExp(`defineElement\\('${tag}', `));
      // The address embedders import to define the element: its module and what it imports, one
      // bundle (scripts/bundle-modules.mjs), which exports the element's class.
      const bundle = await text(entry);
      assert.ok(bundle.startsWith(`// ${tag}.js: ${entry} and the modules it imports, bundled by scripts/bundle-modules.mjs`), bundle.slice(0, 200));
      assert.ok(bundle.includes(`"${tag}"`), `${entry} names <${tag}>`);
      assert.match(bundle, /export\{[\w$]+ as [A-Z]\w+\};\n$/);
    }
    assert.ok(existsSync(join(dist, game.standalone)), game.standalone);
    assert.ok(!existsSync(join(dist, 'games', game.name, game.page)), 'the page is moved to the root, not copied');
  });

  test(`${game.name}: the gallery has its card and its download`, async () => {
    const index = await text('index.html');
    const words = builtName(`games/${game.name}/${game.name}-words.js`);
    const card = new RegExp(`<li class="card" data-game="${game.name}" data-words="${words}">[\\s\\S]*?<a class="card-link" href="${game.page}"[^>]*>${game.title}</a>[\\s\\S]*?</li>`);
    assert.match(index, card);
    assert.ok(index.includes(`<a href="${game.standalone}" download`), game.standalone);
  });

  test(`${game.name}: the site theme, the offline cache and the install manifest include it`, async () => {
    const css = await text(builtName('css/site.css'));
    const selector = /^([a-z0-9, -]+) \{\n {2}--arcade-fg: var\(--text\);$/m.exec(css)?.[1].split(', ');
    for (const { tag } of game.elements) assert.ok(selector?.includes(tag), `${tag} in the theme selector ${selector}`);
    assert.match(css, new RegExp(`^:root \\{ .*--${game.name}: #[0-9a-f]{6};`, 'm'));
    assert.ok(css.includes(`.card[data-game="${game.name}"] { --card-accent: var(--${game.name}); }`));
    const files = JSON.parse(/^const FILES = (\[.*\]);$/m.exec(await text('sw.js'))[1]);
    for (const file of [game.page, ...game.elements.flatMap((e) => [e.module, e.entry])]) assert.ok(files.includes(builtName(file)), `sw.js caches ${file}`);
    assert.ok(JSON.parse(await text('manifest.webmanifest')).description.includes(game.title));
  });
}

test('the theme selector lists exactly the registered games\' elements', async () => {
  const css = await text(builtName('css/site.css'));
  const selector = /^([a-z0-9, -]+) \{\n {2}--arcade-fg: var\(--text\);$/m.exec(css)?.[1].split(', ');
  assert.deepEqual(selector, manifest.flatMap((g) => g.elements.map((e) => e.tag)));
  assert.equal(JSON.parse(await text('manifest.webmanifest')).description,
    `${andList(manifest.map((g) => g.title))}, with their rules running in your browser.`);
});

test('the built arcade.d.ts names exactly the registered games in GameName (scripts/loader-text.mjs writes them in)', async () => {
  const types = await text('arcade.d.ts');
  const union = /^export type GameName = (.*);$/m.exec(types)?.[1];
  assert.deepEqual(union?.split(' | ').map((s) => JSON.parse(s.replaceAll("'", '"'))), registry);
});

// The build refuses a list that drifted, naming what is wrong.
test('a folder the core does not register, a registered game without game.json, or a bad field breaks the build', async () => {
  const tmp = await mkdtemp(join(tmpdir(), 'arcade-games-'));
  try {
    await cp(join(repo, 'web', 'games'), join(tmp, 'games'), { recursive: true });
    const [first, last] = [registry[0], registry.at(-1)];
    await assert.rejects(readGames(tmp, registry.filter((g) => g !== last)),
      { message: `web/games/${last}/ is not a registered game (core/games.cpp)` });
    await mkdir(join(tmp, 'games', 'chess'));
    await assert.rejects(readGames(tmp, [...registry, 'chess']), { message: 'the registered game "chess" has no web/games/chess/game.json' });
    await rm(join(tmp, 'games', 'chess'), { recursive: true });
    const json = join(tmp, 'games', first, 'game.json');
    const data = JSON.parse(await readFile(json, 'utf8'));
    await writeFile(json, JSON.stringify({ ...data, colour: 'red' }));
    await assert.rejects(readGames(tmp, registry), { message: `web/games/${first}/game.json: unknown key "colour"` });
    await writeFile(json, JSON.stringify({ ...data, elements: { [`${first}-game`]: 'gone.js' } }));
    await assert.rejects(readGames(tmp, registry), { message: `web/games/${first}/game.json names gone.js, which is not in the folder` });
    await writeFile(json, JSON.stringify(data));
    assert.deepEqual((await readGames(tmp, registry)).map((g) => g.name), registry);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
