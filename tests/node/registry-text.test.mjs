// registry-text.test.mjs: what the build and npm run new-game write from the registry: the loader's CORES lines and GameName's union (scripts/loader-text.mjs), a game's line in core/games.cpp and the scaffold's refusals (scripts/new-game.mjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CORES_MARKER, loaderWithCores, typesWithGames } from '../../scripts/loader-text.mjs';
import { refusal, register } from '../../scripts/new-game.mjs';
import { registryNames } from '../../scripts/registry-names.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const loader = readFileSync(`${repo}wasm/arcade.mjs`, 'utf8');
const types = readFileSync(`${repo}wasm/arcade.d.ts`, 'utf8');
const SAMPLE = ['alpha', 'beta2'];

test('the loader gets one literal CORES line per game, in order, where its marker was', () => {
  const text = loaderWithCores(loader, SAMPLE);
  assert.ok(!text.includes(CORES_MARKER));
  assert.ok(text.includes(`  all: [() => import('./arcade-core.js'), () => new URL('./arcade-core.wasm', import.meta.url)],
  // @ts-expect-error the same declarations as arcade-core.js
  alpha: [() => import('./arcade-core-alpha.js'), () => new URL('./arcade-core-alpha.wasm', import.meta.url)],
  // @ts-expect-error the same declarations as arcade-core.js
  beta2: [() => import('./arcade-core-beta2.js'), () => new URL('./arcade-core-beta2.wasm', import.meta.url)],
};`));
  assert.throws(() => loaderWithCores(text, SAMPLE), { message: 'loader-text: wasm/arcade.mjs must hold the CORES marker line once' });
  assert.throws(() => loaderWithCores(loader, ['no-game']), { message: 'loader-text: "no-game" is not a game name' });
  assert.throws(() => loaderWithCores(loader, []), { message: 'loader-text: no registered game' });
});

test('GameName becomes the union of the games; the source names none', () => {
  assert.match(types, /^export type GameName = string;$/m);
  assert.match(typesWithGames(types, SAMPLE), /^export type GameName = 'alpha' \| 'beta2';$/m);
  assert.throws(() => typesWithGames('export type GameName = number;', SAMPLE),
    { message: 'loader-text: wasm/arcade.d.ts must declare "export type GameName = string;"' });
});

test('npm run new-game registers a game: its include among the others, its line last in the list', () => {
  const registry = `// The registry.
#include "beta/beta.hpp"
#include "common/registry.hpp"

const std::vector<const GameApi*>& games() {
  static const std::vector<const GameApi*> all{
      api<beta::Beta>(),
  };
  return all;
}
`;
  assert.equal(register(registry, 'alpha', 'Alpha'), `// The registry.
#include "alpha/alpha.hpp"
#include "beta/beta.hpp"
#include "common/registry.hpp"

const std::vector<const GameApi*>& games() {
  static const std::vector<const GameApi*> all{
      api<beta::Beta>(), api<alpha::Alpha>(),
  };
  return all;
}
`);
  assert.ok(register(registry, 'zeta', 'Zeta').includes('#include "common/registry.hpp"\n#include "zeta/zeta.hpp"\n'));
  assert.throws(() => register('#include "a/a.hpp"\n', 'b', 'B'), { message: 'core/games.cpp: the list of api<…>() lines, each followed by a comma, was not found' });
});

test('npm run new-game refuses a bad name, a reserved word and a registered game, with a sentence', () => {
  assert.equal(refusal(undefined, repo), 'Name the game: npm run new-game <name>, like npm run new-game tictactoe.');
  assert.equal(refusal('9lives', repo), 'A game\'s name is 2 to 20 lowercase letters and digits, starting with a letter (it names its folders, its C++ namespace and its element <name>-game), not "9lives".');
  assert.equal(refusal('class', repo), '"class" is a word the core or the languages reserve; choose another name.');
  const [first] = registryNames(repo);
  assert.equal(refusal(first, repo), `There is already a game called "${first}" (core/games.cpp registers it).`);
  assert.equal(refusal('somenewgame', repo), null);
});
