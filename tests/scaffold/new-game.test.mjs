// new-game.test.mjs: npm run new-game proves itself: in a copy of the repository (git ls-files) it writes a game, builds only what that game needs, and runs the registration tests and its page to a win.
//
// The copy gets the scaffold's game and nothing else by hand. Built there: natively the game alone
// with the shared conformance and legal-move tests and its own (CMake's ARCADE_ONLY_GAME); in wasm
// the game's own core and the whole core, every other library linked from this repository's
// build/wasm (ARCADE_REUSE_BUILD), the other games' cores copied from it; then the site
// (bundle-web.mjs, bundle-standalone.mjs). It needs `npm run build` first. Each step's time is
// reported (t.diagnostic); the wasm build of the new game is the figure (at most 60 s on
// the 2-core machine).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const built = join(repo, 'build', 'wasm');
const GAME = 'scaffold';
// The registration tests: the one list of games, the cores, the words, the element's API, the lint.
const REGISTRATION = ['games', 'cores', 'words', 'page-words', 'element-api', 'lint-game-lists'].map((name) => `tests/node/${name}.test.mjs`);
const EMSCRIPTEN = '/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake';

let copy;
const times = [];

/**
 * Runs `command` in the copy (its output kept, shown when it fails) under /usr/bin/time; notes its
 * wall and processor seconds (the machine is shared: wall time is its load's as much as ours) and
 * returns { wall, cpu, stdout }.
 */
function run(what, command, args, env = {}) {
  // Not the test runner's child: a nested `node --test` would report to this one instead of running.
  const outer = { ...process.env };
  delete outer.NODE_TEST_CONTEXT;
  let stdout;
  let stderr;
  try {
    ({ stdout, stderr } = spawnOk(command, args, { ...outer, ...env }));
  } catch (error) {
    throw new Error(`${what} failed (${command} ${args.join(' ')}):\n${error.stdout}\n${error.stderr}`, { cause: error });
  }
  const [wall, user, system] = /TIME (\S+) (\S+) (\S+)\s*$/.exec(stderr).slice(1).map(Number);
  times.push(`${what} ${wall.toFixed(1)} s (CPU ${(user + system).toFixed(1)} s)`);
  return { wall, cpu: user + system, stdout };
}

/** execFileSync of `command` under /usr/bin/time, whose line ends stderr; { stdout, stderr }. */
function spawnOk(command, args, env) {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S', command, ...args], { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw Object.assign(new Error(`exit ${result.status}`), result);
  return result;
}

/** The node test runner's summary in `stdout`: { pass, fail }. */
const summary = (stdout) => ({ pass: Number(/^# pass (\d+)$/m.exec(stdout)?.[1]), fail: Number(/^# fail (\d+)$/m.exec(stdout)?.[1]) });

before(async () => {
  for (const file of ['arcade-core.js', 'arcade-core.wasm', 'libarcade_common.a']) {
    if (!existsSync(join(built, file))) throw new Error(`build/wasm/${file} is missing: npm run build first (the proof reuses that build)`);
  }
  copy = await mkdtemp(join(tmpdir(), 'arcade-new-game-'));
  const start = performance.now();
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' })
    .split('\0').filter((f) => f && existsSync(join(repo, f)));
  for (const file of files) {
    await mkdir(dirname(join(copy, file)), { recursive: true });
    await copyFile(join(repo, file), join(copy, file));
  }
  await symlink(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // A repository of its own, so that the lint sees its files and the test what the scaffold changed.
  const git = (...args) => execFileSync('git', ['-c', 'user.name=new-game test', '-c', 'user.email=new-game@test', ...args], { cwd: copy, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'the repository as it was');
  times.push(`copy (${files.length} files) ${((performance.now() - start) / 1000).toFixed(1)} s`);
});
after(async () => { if (copy) await rm(copy, { recursive: true, force: true }); });

test('the scaffold refuses a bad name and an existing game, with a sentence, and changes nothing', () => {
  const refusal = (name) => {
    try {
      execFileSync('node', ['scripts/new-game.mjs', name], { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      return [error.status, error.stderr];
    }
    return [0, ''];
  };
  assert.deepEqual(refusal('Tic-Tac'), [1, 'error: A game\'s name is 2 to 20 lowercase letters and digits, starting with a letter (it names its folders, its C++ namespace and its element <name>-game), not "Tic-Tac".\n']);
  assert.deepEqual(refusal('connect4'), [1, 'error: There is already a game called "connect4" (core/games.cpp registers it).\n']);
  assert.deepEqual(refusal('common'), [1, 'error: "common" is a word the core or the languages reserve; choose another name.\n']);
  assert.equal(execFileSync('git', ['status', '--porcelain'], { cwd: copy, encoding: 'utf8' }), '', 'nothing written');
});

test(`npm run new-game ${GAME}: two folders and one line, then native tests, the wasm cores, the site, the registration tests and its page`, async (t) => {
  run('new-game', 'node', ['scripts/new-game.mjs', GAME]);
  const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: copy, encoding: 'utf8' }).split('\n').filter(Boolean).map((l) => l.slice(3));
  assert.deepEqual(changed.filter((f) => !f.startsWith(`core/${GAME}/`) && !f.startsWith(`web/games/${GAME}/`)), ['core/games.cpp'], 'nothing but its two folders and the registry');
  run('lint', 'bash', ['scripts/lint.sh']);

  const nice = (args) => ['-n', '5', ...args];
  run('native config', 'nice', nice(['cmake', '-S', '.', '-B', 'build/only', '-DCMAKE_BUILD_TYPE=Release', `-DARCADE_ONLY_GAME=${GAME}`]));
  run('native build', 'nice', nice(['cmake', '--build', 'build/only', '-j2']));
  run('native tests', 'build/only/arcade_tests', []);

  run('wasm config', 'nice', nice(['cmake', '-S', '.', '-B', 'build/wasm', `-DCMAKE_TOOLCHAIN_FILE=${EMSCRIPTEN}`, '-DCMAKE_BUILD_TYPE=Release', `-DARCADE_REUSE_BUILD=${built}`]));
  const wasm = run('wasm build (the new game\'s core and the whole core)', 'nice', nice(['cmake', '--build', 'build/wasm', '-j2', '--target', 'arcade-core', `arcade-core-${GAME}`]));
  // Only the new game's sources, the registries and the two links: every other library is reused.
  assert.deepEqual([...wasm.stdout.matchAll(/Building CXX object CMakeFiles\/[^/]+\.dir\/(\S+)\.o$/gm)].map((m) => m[1]).sort(),
    ['core/games.cpp', `core/${GAME}/${GAME}.cpp`, 'wasm/one_game.cpp']);
  for (const file of readdirSync(built).filter((f) => /^arcade-core-[a-z0-9]+\.(js|wasm)$/.test(f))) await copyFile(join(built, file), join(copy, 'build', 'wasm', file));
  run('site', 'node', ['scripts/bundle-web.mjs']);
  run('standalone', 'node', ['scripts/bundle-standalone.mjs']);

  const registration = summary(run('registration tests', 'node', ['--test', ...REGISTRATION]).stdout);
  assert.ok(registration.pass > 50 && registration.fail === 0, JSON.stringify(registration));
  assert.deepEqual(summary(run('page', 'node', ['--test', 'tests/scaffold/page.mjs'], { ARCADE_NEW_GAME: GAME }).stdout), { pass: 2, fail: 0 });
  t.diagnostic(`times: ${times.join('; ')}`);
  t.diagnostic(`the new game's wasm build: ${wasm.wall.toFixed(1)} s (CPU ${wasm.cpu.toFixed(1)} s)`);
});
