// lint-game-lists.test.mjs: the lint that refuses typed lists of games (scripts/lint-game-lists.mjs) finds them in each form and lets single games, message ids and excused lines through.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { problemsOf } from '../../scripts/lint-game-lists.mjs';
import { registryNames } from '../../scripts/registry-names.mjs';

const [a, b] = registryNames();
const lines = (file, text) => problemsOf(file, text).map(([line, what]) => `${line}: ${what.split(':')[0]}`);

test('a list of games is found as array items, table rows, object keys, CMake words and a sentence', () => {
  assert.deepEqual(lines('x.mjs', `const L = ['${a}',\n  '${b}'];\n`), [`1: a list of games (${a}, ${b})`]);
  assert.deepEqual(lines('x.mjs', `const T = [\n  { game: '${a}', keys: [] },\n  { game: '${b}', keys: [] },\n];\n`), [`2: a list of games (${a}, ${b})`]);
  assert.deepEqual(lines('x.mjs', `const O = { ${a}: 1, ${b}: 2 };\n`), [`1: a list of games (${a}, ${b})`]);
  assert.deepEqual(lines('x.mjs', `const P = ['${a}.html', 'arcade-core-${b}'];\n`), [`1: a list of games (${a}, ${b})`]);
  assert.deepEqual(lines('x.cpp', `std::vector<std::string> v{"${a}", "${b}"};\n`), [`1: a list of games (${a}, ${b})`]);
  assert.deepEqual(lines('CMakeLists.txt', `set(GAMES\n  ${a}\n  ${b})\n`), [`2: a list of games (${a}, ${b})`]);
  assert.deepEqual(lines('x.mjs', `const s = 'the games are ${a}, ${b}';\n`), [`1: a string naming ${a}, ${b}`]);
});

test('one game at a time, statements about different games, message ids, comments and excused lines pass', () => {
  assert.deepEqual(lines('x.mjs', `run(['${a}', 'score']);\nrun(['${b}', 'solve']);\n`), []);
  assert.deepEqual(lines('x.cpp', `if (game == "${a}") return 1;\nif (game == "${b}") return 2;\n`), []);
  assert.deepEqual(lines('x.mjs', `const W = { '${a}.params.seat': 'x', '${b}.params.seat': 'y' };\n`), []);
  assert.deepEqual(lines('x.mjs', `// ['${a}', '${b}']\n/* '${a}' '${b}' */\n`), []);
  assert.deepEqual(lines('x.mjs', `// game-lists: ok, a sample of two\nconst L = ['${a}', '${b}'];\n`), []);
});

test('the project itself passes, untracked files included', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const run = spawnSync(process.execPath, ['scripts/lint-game-lists.mjs'], { cwd: root, encoding: 'utf8' });
  assert.deepEqual([run.status, run.stderr], [0, '']);
});
