// No leaks: tens of thousands of good and failing calls leave wasm memory and the JS heap flat, and the module still answers right.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';

// The module's memory is read through the probe in wasm-memory.mjs (test-only).
import { arcade, ArcadeError, memory } from './wasm-memory.mjs';
const { session, greed } = arcade;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
function jsHeap() {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
const wasmBytes = () => memory().buffer.byteLength;

const S0 = 'greed:hh,t3000,e300:::0';
const ROLLED = 'greed:hh,t3000,e300::r15234:1';
const BANKED = 'greed:hh,t3000,e300::r11155.b:2';
const ROLLED_SNAPSHOT = session.load(ROLLED);

// A long game (1800 moves, ~11 KB): Player 1 banks 150, Player 2 busts, 600 times. A leaked
// session per call would be hundreds of KB.
const LONG = `greed:hh,t100000,e0::${Array(600).fill('r15234.b.r23462').join('.')}:1800`;
// A save of 1 MiB that fails at its first move: a leaked copy per call would be 1 MiB.
const HUGE_BAD = `greed:hh,t3000,e300::${'q'.repeat(2 ** 18 - 30)}:0`;  // just under the 256 KiB limit

function expectError(call, message) {
  try {
    call();
  } catch (e) {
    if (!(e instanceof ArcadeError) || e.message !== message) throw e;
    return;
  }
  assert.fail(`expected ArcadeError ${JSON.stringify(message)}`);
}

// One round of every kind of call, good and failing; `n` scales it. Returns how many calls it made.
function workload(n) {
  let calls = 0;
  for (let i = 0; i < n; i++) {
    // greed.score / split: 8 calls, 4 of them failing.
    if (greed.score([1, 1, 1, 5, 1]) !== 1150) throw new Error('score');
    if (greed.split([2, 4, 4, 5, 4]).score !== 450) throw new Error('split');
    expectError(() => greed.score([1, 'x']), 'Die 2 is a string, not a number.');
    expectError(() => greed.split([1, 2, 3, 4, 5, 6]), 'The dice must have at most 5 elements, not 6.');
    expectError(() => greed.score('dice'), 'The dice must be an array, not a string.');
    expectError(() => greed.split([1, 5, 0.5]), 'Die 3 is 0.5, not a whole number.');
    if (greed.score([]) !== 0) throw new Error('score []');
    if (greed.split([5]).scoring[0] !== 5) throw new Error('split [5]');
    calls += 8;
    if (i % 4 === 0) {
      // session play/undo/load: 6 good calls, 6 failing ones.
      if (session.play(S0, 'r', { seed: i }).moveCount !== 1) throw new Error('play');
      if (session.play(ROLLED, 'b').save !== 'greed:hh,t3000,e300::r15234.b:2') throw new Error('play b');
      if (session.undo(BANKED).position !== 1) throw new Error('undo');
      if (session.redo('greed:hh,t3000,e300::r11155.b:1').save !== BANKED) throw new Error('redo');
      if (session.load(ROLLED).view.turnTotal !== 150) throw new Error('load');
      if (session.computer('greed:ch:::0', { words: [4, 5, 6, 7, 8] }).lastMove !== 'r56123') throw new Error('computer');
      expectError(() => session.play(S0, 'b'), 'Roll at least once before banking.');
      expectError(() => session.undo(ROLLED), 'That move cannot be undone: it revealed what chance decided.');
      expectError(() => session.load('greed:hh,t3000,e300::r11155.b.r152:3'), 'Move 3 of the save ("r152") is not legal: This roll throws 5 dice, not 3.');
      expectError(() => session.play(S0, 'r', { words: [] }), 'Not enough random words were supplied for this move.');
      expectError(() => session.play(S0, 'r', { seed: -1 }), 'The seed must be a whole number from 0 to 2^53-1, not the number -1.');
      expectError(() => session.create('chess', { params: 'hh' }), `There is no game called "chess"; the games are ${arcade.games.join(', ')}.`);
      calls += 12;
    }
  }
  return calls;
}

test('the probe sees the module\'s wasm memory', () => {
  assert.ok(memory() instanceof WebAssembly.Memory, 'WebAssembly.instantiate was not used by loadArcade()');
  assert.ok(wasmBytes() >= 16 * 2 ** 20);
});

test('50,000+ mixed good and failing calls: wasm memory does not grow, the JS heap stays flat', () => {
  workload(500); // warm up: every path has run and reached its high-water mark
  const wasmBefore = wasmBytes();
  const heapBefore = jsHeap();
  let calls = 0;
  // 20,000 score/split calls with 10,000 failures; 5,000 session calls with 2,500 failures per round.
  for (let round = 0; round < 5; round++) calls += workload(2000);
  assert.ok(calls >= 50000, `${calls} calls`);
  assert.equal(wasmBytes(), wasmBefore, `wasm memory grew from ${wasmBefore} to ${wasmBytes()} bytes`);
  const heapGrowth = jsHeap() - heapBefore;
  // A leaked emval handle or wrapper object per call would be megabytes here.
  assert.ok(heapGrowth < 2 * 2 ** 20, `the JS heap grew by ${heapGrowth} bytes over ${calls} calls`);
});

test('large saves, good and failing, do not leak (a leak would be ~0.5-1 MiB per call)', () => {
  const long = session.load(LONG);
  assert.deepEqual([long.moveCount, long.status.over, long.view.seats[0].score, long.status.text], [1800, false, 90000, 'Player 1 to roll.']);
  for (let i = 0; i < 3; i++) {
    session.load(LONG);
    expectError(() => session.load(HUGE_BAD), `Move 1 of the save ("${'q'.repeat(40)}...") is not legal: Greed moves are r (roll), b (bank) and k<dice> (keep), not "${'q'.repeat(40)}...".`);
  }
  const before = wasmBytes();
  for (let i = 0; i < 40; i++) {
    assert.equal(session.load(LONG).save, LONG);
    assert.equal(session.play(LONG, 'r', { seed: i }).position, long.position + 1);
    expectError(() => session.undo(session.play(LONG, 'r', { seed: i }).save), 'That move cannot be undone: it revealed what chance decided.');
    expectError(() => session.load(HUGE_BAD), `Move 1 of the save ("${'q'.repeat(40)}...") is not legal: Greed moves are r (roll), b (bank) and k<dice> (keep), not "${'q'.repeat(40)}...".`);
    expectError(() => session.play(`${HUGE_BAD}${'0'.repeat(8)}`, 'r'), 'The save must be at most 262144 characters long, not 262145.');
  }
  assert.equal(wasmBytes(), before, `wasm memory grew from ${before} to ${wasmBytes()} bytes`);
});

test('after all that the module answers exactly as at the start', () => {
  assert.equal(greed.score([1, 1, 1, 5, 1]), 1150);
  assert.deepEqual(greed.split([2, 4, 4, 5, 4]), { score: 450, scoring: [4, 4, 5, 4], nonScoring: [2] });
  assert.deepEqual(session.load(ROLLED), ROLLED_SNAPSHOT);
  assert.equal(session.play(S0, 'r', { seed: 5 }).lastMove, 'r44415');
  expectError(() => greed.score([7]), 'Die 1 is 7; it must be from 1 to 6.');
});
