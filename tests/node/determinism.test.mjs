// The same seeded computer games natively (build/native/arcade selfplay) and in wasm give identical saves; crypto rolls by default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { session } = arcade;

const CLI = fileURLToPath(new URL('../../build/native/arcade', import.meta.url));

// The final save of a computer-vs-computer game whose move i draws from mix(seed, i).
function nativeGame(params, seed) {
  return execFileSync(CLI, ['selfplay', 'greed', '--params', params, '--seed', String(seed)], { encoding: 'utf8' });
}
function wasmGame(params, seed) {
  let s = session.create('greed', { params }, { seed });
  let moves = 0;
  while (!s.status.over) {
    s = session.computer(s.save, { seed });
    if (++moves > 100000) throw new Error('the game does not end');
  }
  return s;
}

test('the native CLI is built', () => {
  assert.ok(existsSync(CLI), `${CLI} is missing`);
});

const SEEDS = Array.from({ length: 24 }, (_, i) => i);
for (const params of ['ec,t1000', 'ec', 'ce,t1000', 'eec,t2000,e0']) {
  test(`selfplay greed --params ${params}: wasm and native give the same final save for ${SEEDS.length} seeds`, () => {
    const games = SEEDS.map((seed) => {
      const s = wasmGame(params, seed);
      assert.equal(s.status.over, true);
      return { seed, wasm: `${s.save}\n`, native: nativeGame(params, seed) };
    });
    for (const { seed, wasm, native } of games) assert.equal(wasm, native, `seed ${seed}`);
    // The games differ from seed to seed (a broken mix would replay one game).
    assert.ok(new Set(games.map((g) => g.wasm)).size >= SEEDS.length - 1);
    for (const { wasm } of games) {
      assert.match(wasm, new RegExp(`^greed:${session.create('greed', { params }).save.split(':')[1]}::(r[1-6]{1,5}|b)(\\.(r[1-6]{1,5}|b))*:\\d+\\n$`));
    }
  });
}

// Rotate's searches count nodes, never time: the strong level's table, ordering and windows choose
// the same moves natively and in wasm (casual seats draw their slips from the seed like Greed's dice).
test('selfplay rotate: wasm and native give the same final save at every level', () => {
  for (const [params, seed] of [['33,n6,k4', 1], ['31,n7,k4', 2], ['13,n10,k4', 4]]) {
    let s = session.create('rotate', { params }, { seed });
    while (!s.status.over) s = session.computer(s.save, { seed });
    const native = execFileSync(CLI, ['selfplay', 'rotate', '--params', params, '--seed', String(seed)], { encoding: 'utf8' });
    assert.equal(`${s.save}\n`, native, `${params} seed ${seed}`);
  }
});

test('seed 5, ec,t1000: the exact final save, natively and in wasm', () => {
  const native = nativeGame('ec,t1000', 5);
  assert.equal(native, 'greed:ec,t1000,e300::r44415.r25346.r1366.b.r23625.r1264.r464.r23344.r16122.r146.b.r32321.r4161.b.r15161.b:16\n');
  assert.equal(`${wasmGame('ec,t1000', 5).save}\n`, native);
  // Seed as a string of digits draws the same stream.
  assert.equal(`${wasmGame('ec,t1000', '5').save}\n`, native);
});

test('the largest seeds agree too (2^53-1 as a number, 18 digits as a string)', () => {
  assert.equal(`${wasmGame('ec,t1000', 2 ** 53 - 1).save}\n`, nativeGame('ec,t1000', '9007199254740991'));
  assert.equal(`${wasmGame('ce,t1000', '999999999999999999').save}\n`, nativeGame('ce,t1000', '999999999999999999'));
});

// The win-probability computer (w) plays from its table: natively the CLI builds it in one call;
// here the coach first builds it a share per call (advise answers pending until it is whole), each
// share followed by one of other rules, whose build drops the first's rows (WinProbability::rest)
// and the reverse. Its moves must not change: every seed's final save is the native one.
test('the w computer: the same games natively and in wasm, its table built whole or a share at a time', () => {
  const shares = { mine: 0, other: 0 };
  while (arcade.greed.advise('greed:hh,t4750,e350,k:::0').pending) {
    shares.mine++;
    if (arcade.greed.advise('greed:hh,t4800,e350,k:::0').pending) shares.other++;
  }
  assert.ok(shares.mine >= 3 && shares.other >= 3, `the tables came in shares: ${JSON.stringify(shares)}`);
  for (const params of ['ww,t4750,e350,k', 'we,t5000', 'ew,k']) {
    for (let seed = 0; seed < 4; seed++) assert.equal(`${wasmGame(params, seed).save}\n`, nativeGame(params, seed), `${params}, seed ${seed}`);
  }
  // Pinned, so that a change to the player or its table shows here and not only as a mismatch.
  assert.match(nativeGame('ww,t4750,e350,k', 3), /^greed:ww,t4750,e350,k::r11361\.b\.r44534\.b\.r26166\.b\.r63141\.k1\.r1244\.k1\.r664\./);
});

test('without a random source, rolls come from crypto: valid five-dice rolls that vary', () => {
  const s0 = 'greed:hh,t3000,e300:::0';
  const first = session.play(s0, 'r');
  const second = session.play(s0, 'r');
  for (const s of [first, second]) {
    assert.match(s.lastMove, /^r[1-6]{5}$/);
    assert.equal(s.save, `greed:hh,t3000,e300::${s.lastMove}:1`);
    assert.deepEqual(s.view.lastRoll.dice, [...s.lastMove.slice(1)].map(Number));
  }
  const faces = new Map();
  const rolls = new Set();
  for (let i = 0; i < 200; i++) {
    const { lastMove } = session.play(s0, 'r');
    assert.match(lastMove, /^r[1-6]{5}$/);
    rolls.add(lastMove);
    for (const d of lastMove.slice(1)) faces.set(d, (faces.get(d) ?? 0) + 1);
  }
  assert.ok(rolls.size > 1, 'all 200 crypto rolls were the same');
  // 1000 dice: every face shows up, none absurdly often (expected 167 each).
  assert.deepEqual([...faces.keys()].sort(), ['1', '2', '3', '4', '5', '6']);
  for (const [face, n] of faces) assert.ok(n > 90 && n < 260, `face ${face} came up ${n} times in 1000 dice`);
  // The computer's rolls too.
  assert.match(session.computer('greed:ch:::0').lastMove, /^r[1-6]{5}$/);
});
