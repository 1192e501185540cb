// Every export × a table of hostile values: each call ends in an ArcadeError (or, where the value is what arcade.d.ts allows, an answer), none of the caller's code runs while wasm is on the stack, the module answers at once afterwards and wasm memory does not grow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
// The module's memory is read through the probe in wasm-memory.mjs (test-only).
import { arcade, ArcadeError, memory } from './wasm-memory.mjs';

// Whether the caller's code is running inside a call into wasm: V8 names wasm frames in stacks.
Error.stackTraceLimit = Infinity;
const callerCode = { runs: 0, inWasm: 0 };
function ran() {
  callerCode.runs++;
  if (/wasm-function|wasm:\/\//.test(new Error().stack)) callerCode.inWasm++;
}

// Proxies whose every trap records that it ran, then throws (or answers as the target would).
const TRAPS = ['get', 'set', 'has', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf', 'defineProperty',
  'deleteProperty', 'isExtensible', 'preventExtensions', 'setPrototypeOf', 'apply', 'construct'];
function trapping(target, throws) {
  const handler = {};
  for (const trap of TRAPS) {
    handler[trap] = (...args) => {
      ran();
      if (throws) throw new Error(`trap ${trap}`);
      return Reflect[trap](...args);
    };
  }
  return new Proxy(target, handler);
}
function throwingGetters(target, names) {
  for (const name of names) Object.defineProperty(target, name, { enumerable: true, get() { ran(); throw new Error(`getter ${String(name)}`); } });
  return target;
}
const revocable = Proxy.revocable({}, {});
revocable.revoke();
const revokedArray = Proxy.revocable([], {});
revokedArray.revoke();
const FIELDS = ['seed', 'words', 'params', 'desc', 'nodes', 'seconds', 'difficulty', 'players', 'commands', 'packs', 'length', '0', '1', '2'];
const HUGE = 'a'.repeat(1e8);
const HUGE_WIDE = '€'.repeat(1e7);
const sparse = [];
sparse.length = 2 ** 32 - 1;

// [label, make()]: fresh for each call, so one call's side effects cannot help the next.
const HOSTILE = [
  ['Proxy({}) whose getPrototypeOf throws', () => new Proxy({}, { getPrototypeOf() { ran(); throw 0; } })],
  ['Proxy({}) whose every trap throws', () => trapping({}, true)],
  ['Proxy([1, 5]) whose every trap throws', () => trapping([1, 5], true)],
  ['Proxy([1, 5]) that answers (and records)', () => trapping([1, 5], false)],
  ['Proxy of a plain object that answers', () => trapping({ seed: 1, params: 'hh', nodes: 5 }, false)],
  ['a revoked Proxy', () => revocable.proxy],
  ['a revoked Proxy of an array', () => revokedArray.proxy],
  ['an object whose getters throw', () => throwingGetters({}, FIELDS)],
  ['an array whose elements\' getters throw', () => throwingGetters([1, 5, 3], ['0', '1', '2'])],
  ['an array whose length is a Proxy trap', () => new Proxy([1], { get(t, k) { ran(); return k === 'length' ? 'many' : t[k]; } })],
  ['an object with only inherited fields', () => Object.create({ seed: 1, words: [1], params: 'hh', nodes: 5, difficulty: 'easy', players: ['A', 'B'] })],
  ['toString/valueOf/toJSON that throw', () => ({ toString() { ran(); throw new Error('s'); }, valueOf() { ran(); throw new Error('v'); }, toJSON() { ran(); throw new Error('j'); } })],
  ['an array with holes', () => [, , ,]], // eslint-disable-line no-sparse-arrays
  ['an array of length 2^32-1', () => sparse],
  ['an array holding a Proxy', () => [1, 5, new Proxy({}, { getPrototypeOf() { ran(); throw 0; } })]],
  ['a 10^8-character string', () => HUGE],
  ['a 10^7-character string of €', () => HUGE_WIDE],
  ['NaN', () => NaN],
  ['-0', () => -0],
  ['2^53', () => 2 ** 53],
  ['-Infinity', () => -Infinity],
  ['1.5', () => 1.5],
  ['new String', () => new String('greed')],
  ['new Number', () => new Number(1)],
  ['new Boolean', () => new Boolean(true)],
  ['Object(Symbol())', () => Object(Symbol('s'))],
  ['Object(1n)', () => Object(1n)],
  ['a Symbol', () => Symbol('s')],
  ['a BigInt', () => 2n ** 64n],
  ['a function with fields', () => Object.assign(() => { ran(); }, { seed: 1, params: 'hh', 0: 1 })],
  ['a Date', () => new Date(0)],
  ['null', () => null],
];

const S = 'greed:hh,t3000,e300::r15234:1';
const C = 'greed:ch,t3000,e300:::0';
// A two-person Connect Four link (tests/node/link.test.mjs checks the protocol).
const L = arcade.link.create('connect4', 'hh', { random: { seed: 1 } }).link;
const P = '1.2...7...47.213...8.7.3.1.46.1...8....264....5...9.64.9.5.7.2...134.97...6...8.3';
const ROWS = ['.......', '.......', '.......', '...R...', '...R...', '..BR...', '.BBRB..'];

// Every export and argument slot: `call(v)` puts the hostile value in that slot, the others valid.
const SLOTS = [
  ['daily game', (v) => arcade.daily(v, '2027-01-01')],
  ['daily date', (v) => arcade.daily('mastermind', v)],
  ['session.create game', (v) => arcade.session.create(v, { params: 'hh' }, { seed: 1 })],
  ['session.create options', (v) => arcade.session.create('greed', v, { seed: 1 })],
  ['session.create options.params', (v) => arcade.session.create('greed', { params: v }, { seed: 1 })],
  ['session.create options.desc', (v) => arcade.session.create('greed', { params: 'hh', desc: v }, { seed: 1 })],
  ['session.create random', (v) => arcade.session.create('greed', { params: 'hh' }, v)],
  ['session.load save', (v) => arcade.session.load(v)],
  ['session.undo save', (v) => arcade.session.undo(v)],
  ['session.redo save', (v) => arcade.session.redo(v)],
  ['session.play save', (v) => arcade.session.play(v, 'b', { seed: 1 })],
  ['session.play move', (v) => arcade.session.play(S, v, { seed: 1 })],
  ['session.play random', (v) => arcade.session.play(S, 'r', v)],
  ['session.play random.seed', (v) => arcade.session.play(S, 'r', { seed: v })],
  ['session.play random.words', (v) => arcade.session.play(S, 'r', { words: v })],
  ['session.play random.words[1]', (v) => arcade.session.play(S, 'r', { words: [7, v, 7, 7] })],
  ['session.computer save', (v) => arcade.session.computer(v, { seed: 1 })],
  ['session.computer random', (v) => arcade.session.computer(C, v)],
  ['link.create game', (v) => arcade.link.create(v, 'hh', { random: { seed: 1 } })],
  ['link.create params', (v) => arcade.link.create('connect4', v, { random: { seed: 1 } })],
  ['link.create options', (v) => arcade.link.create('connect4', 'hh', v)],
  ['link.create options.desc', (v) => arcade.link.create('connect4', 'hh', { desc: v, random: { seed: 1 } })],
  ['link.create options.random', (v) => arcade.link.create('connect4', 'hh', { random: v })],
  ['link.move link', (v) => arcade.link.move(v, '4', { random: { seed: 1 } })],
  ['link.move move', (v) => arcade.link.move(L, v, { random: { seed: 1 } })],
  ['link.move options', (v) => arcade.link.move(L, '4', v)],
  ['link.move options.random', (v) => arcade.link.move(L, '4', { random: v })],
  ['link.show link', (v) => arcade.link.show(v)],
  ['link.show options', (v) => arcade.link.show(L, v)],
  ['link.show options.secret', (v) => arcade.link.show(L, { secret: v })],
  ['link.move options.secret', (v) => arcade.link.move(L, '4', { secret: v })],
  ['link.create options.code', (v) => arcade.link.create('mastermind', 'p4,c6', { code: v, random: { seed: 1 } })],
  ['greed.score dice', (v) => arcade.greed.score(v)],
  ['greed.score dice[2]', (v) => arcade.greed.score([1, 5, v])],
  ['greed.split dice', (v) => arcade.greed.split(v)],
  ['greed.split dice[0]', (v) => arcade.greed.split([v, 5])],
  ['rotate.judge input', (v) => arcade.rotate.judge(v)],
  ['rotate.winner k', (v) => arcade.rotate.winner(v, ROWS)],
  ['rotate.winner rows', (v) => arcade.rotate.winner(3, v)],
  ['rotate.winner rows[1]', (v) => arcade.rotate.winner(3, ['...', v, '...'])],
  ['rotate.analyze k', (v) => arcade.rotate.analyze(v, ROWS)],
  ['rotate.analyze rows', (v) => arcade.rotate.analyze(4, v)],
  ['sudoku.solve puzzle', (v) => arcade.sudoku.solve(v)],
  ['sudoku.countSolutions puzzle', (v) => arcade.sudoku.countSolutions(v)],
  ['sudoku.countSolutions limit', (v) => arcade.sudoku.countSolutions(P, v)],
  ['sudoku.candidates puzzle', (v) => arcade.sudoku.candidates(v)],
  ['sudoku.grade puzzle', (v) => arcade.sudoku.grade(v)],
  ['sudoku.techniques puzzle', (v) => arcade.sudoku.techniques(v)],
  ['sudoku.hint grid', (v) => arcade.sudoku.hint(v)],
  ['sudoku.generate options', (v) => arcade.sudoku.generate(v)],
  ['sudoku.generate options.difficulty', (v) => arcade.sudoku.generate({ difficulty: v, seed: 1 })],
  ['sudoku.generate options.seed', (v) => arcade.sudoku.generate({ difficulty: 'easy', seed: v })],
  ['chouette.classify dice', (v) => arcade.chouette.classify(v)],
  ['chouette.classify dice[1]', (v) => arcade.chouette.classify([2, v, 4])],
  ['chouette.classify options', (v) => arcade.chouette.classify([2, 3, 4], v)],
  ['chouette.classify options.packs', (v) => arcade.chouette.classify([2, 3, 4], { packs: v })],
  ['chouette.replay scenario', (v) => arcade.chouette.replay(v)],
  ['chouette.replay scenario.players', (v) => arcade.chouette.replay({ players: v, commands: [] })],
  ['chouette.replay scenario.commands[0]', (v) => arcade.chouette.replay({ players: ['A', 'B'], commands: [v] })],
  ['mastermind.feedback secret', (v) => arcade.mastermind.feedback(v, [1, 2, 3, 4])],
  ['mastermind.feedback guess[3]', (v) => arcade.mastermind.feedback([1, 2, 3, 4], [1, 2, 3, v])],
  ['mastermind.hint save', (v) => arcade.mastermind.hint(v)],
  ['mastermind.coach save', (v) => arcade.mastermind.coach(v)],
  ['connect4.solve moves', (v) => arcade.connect4.solve(v)],
  ['connect4.solveStats moves', (v) => arcade.connect4.solveStats(v)],
  ['connect4.analyze moves', (v) => arcade.connect4.analyze(v)],
  ['connect4.bestMove moves', (v) => arcade.connect4.bestMove(v, { nodes: 1000 })],
  ['connect4.bestMove budget', (v) => arcade.connect4.bestMove('4455', v)],
  ['connect4.bestMove budget.nodes', (v) => arcade.connect4.bestMove('4455', { nodes: v })],
  ['connect4.evaluate budget.seconds', (v) => arcade.connect4.evaluate('4455', { nodes: 1000, seconds: v })],
  ['connect4.choose moves', (v) => arcade.connect4.choose(v, 'casual', { seed: 1 })],
  ['connect4.choose level', (v) => arcade.connect4.choose('4455', v, { seed: 1 })],
  ['connect4.choose random', (v) => arcade.connect4.choose('4455', 'casual', v)],
];

// The only answers a hostile value may get: where the .d.ts allows it. An object with only
// inherited fields is an empty object (optional fields default); -0 is the number 0; a Proxy of a
// plain object is read (in JS) like the object; an answering array Proxy is the array [1, 5].
// Methods of an options object are never called (toString, toJSON): it has no fields the call takes.
const ALLOWED = new Set([
  'session.create options: an object with only inherited fields',
  'session.create options: Proxy of a plain object that answers',
  'session.create options: Proxy({}) whose getPrototypeOf throws',
  'session.create options: toString/valueOf/toJSON that throw',
  'link.create options: an object with only inherited fields',
  'link.create options: Proxy({}) whose getPrototypeOf throws',
  'link.move options: an object with only inherited fields',
  'link.move options: Proxy({}) whose getPrototypeOf throws',
  'link.show options: an object with only inherited fields',
  'link.show options: Proxy({}) whose getPrototypeOf throws',
  'session.play random.seed: -0',
  'session.play random.words[1]: -0',
  'sudoku.generate options: Proxy({}) whose getPrototypeOf throws',
  'sudoku.generate options: Proxy of a plain object that answers',
  'sudoku.generate options: an object with only inherited fields',
  'sudoku.generate options: toString/valueOf/toJSON that throw',
  'chouette.classify options: Proxy({}) whose getPrototypeOf throws',
  'chouette.classify options: null',
  'connect4.evaluate budget.seconds: 1.5',
  'session.play random: Proxy of a plain object that answers',
  'session.create random: Proxy of a plain object that answers',
  'session.computer random: Proxy of a plain object that answers',
  'connect4.choose random: Proxy of a plain object that answers',
  'connect4.bestMove budget: Proxy of a plain object that answers',
  'sudoku.generate options.seed: -0',
  'chouette.classify options: an object with only inherited fields',
  'greed.score dice: Proxy([1, 5]) that answers (and records)',
  'greed.split dice: Proxy([1, 5]) that answers (and records)',
]);

const HEALTH = arcade.session.load(S);
function assertHealthy(where) {
  assert.equal(arcade.greed.score([1, 1, 1, 5, 1]), 1150, where);
  assert.deepEqual(arcade.session.load(S), HEALTH, where);
}

test('every export × every hostile value: ArcadeError or an allowed answer, no caller code inside wasm, a working module after each', () => {
  assertHealthy('before');
  arcade.sudoku.solve(P); // memory settled by a first real use of each kind
  arcade.link.create('mastermind', 'p4,c6', { random: { seed: 1 } });
  arcade.chouette.replay({ players: ['A', 'B'], commands: [] });
  const memoryBefore = memory().buffer.byteLength;
  const counts = { calls: 0, arcadeErrors: 0, answers: 0 };
  const answered = [];
  for (const [slot, call] of SLOTS) {
    for (const [label, make] of HOSTILE) {
      const where = `${slot}: ${label}`;
      counts.calls++;
      let error = null;
      try {
        call(make());
        answered.push(where);
        counts.answers++;
      } catch (e) {
        error = e;
      }
      if (error) {
        assert.ok(error instanceof ArcadeError, `${where}: got ${error?.name}: ${error?.message}`);
        assert.equal(error.name, 'ArcadeError');
        assert.doesNotMatch(error.message, /engine failed|restarting|could not be loaded/, where);
        assert.ok(error.message.length > 10 && /[.]$/.test(error.message), `${where}: a sentence, not ${JSON.stringify(error.message)}`);
        counts.arcadeErrors++;
      }
      assertHealthy(where);
    }
  }
  assert.deepEqual(answered.filter((w) => !ALLOWED.has(w)), [], 'answers outside the allowed ones');
  assert.equal(callerCode.inWasm, 0, 'caller code ran while wasm was on the stack');
  assert.ok(callerCode.runs > 0, 'the hostile values did run (in JS)');
  assert.equal(memory().buffer.byteLength, memoryBefore, 'wasm memory grew');
  assert.equal(counts.calls, SLOTS.length * HOSTILE.length);
  assert.equal(counts.arcadeErrors + counts.answers, counts.calls);
  console.log(`hostile values: ${counts.calls} calls (${SLOTS.length} slots × ${HOSTILE.length} values), `
    + `${counts.arcadeErrors} ArcadeErrors, ${counts.answers} allowed answers, caller code ran ${callerCode.runs} times, `
    + `${callerCode.inWasm} of them inside wasm; wasm memory ${memoryBefore / 2 ** 20} MiB before and after`);
});

test('the issue\'s reproducers: a Proxy die, a Proxy in Object.prototype, huge strings', () => {
  const die = new Proxy({}, { getPrototypeOf() { throw 0; } });
  assert.throws(() => arcade.greed.score([1, 5, die]), { name: 'ArcadeError', message: 'Die 3 is an object, not a number.' });
  assertHealthy('proxy die');

  const memoryBefore = memory().buffer.byteLength;
  assert.throws(() => arcade.sudoku.solve('a'.repeat(1e8)),
    { name: 'ArcadeError', message: 'The puzzle must be at most 4096 characters long, not 100000000.' });
  assert.throws(() => arcade.sudoku.solve('€'.repeat(5e8)),
    { name: 'ArcadeError', message: 'The puzzle must be at most 4096 characters long, not 500000000.' });
  assert.throws(() => arcade.sudoku.solve('€'.repeat(2000)),
    { name: 'ArcadeError', message: 'The puzzle must be at most 4096 characters long, not 6000.' });
  assert.throws(() => arcade.session.load(`greed:hh:::${'0'.repeat(3e8)}`),
    { name: 'ArcadeError', message: 'The save must be at most 262144 characters long, not 300000011.' });
  assert.equal(memory().buffer.byteLength, memoryBefore, 'wasm memory grew');
  assertHealthy('huge strings');
});

test('fields inherited from Object.prototype and Array.prototype are never read', () => {
  const generated = arcade.sudoku.generate({ difficulty: 'medium', seed: 3 }).puzzle;
  const names = ['seed', 'words', 'params', 'desc', 'nodes', 'seconds'];
  const saved = names.map((n) => [n, Object.getOwnPropertyDescriptor(Object.prototype, n)]);
  const reads = [];
  try {
    for (const n of names) Object.defineProperty(Object.prototype, n, { configurable: true, get() { reads.push(n); throw new Error(n); } });
    // A value, not an accessor: the engine's own results are arrays filled by assignment.
    Object.defineProperty(Array.prototype, 1, { configurable: true, writable: true, value: 6 });
    assert.equal(arcade.session.create('greed', {}, { seed: 5 }).save, 'greed:he,t3000,e300:::0');
    assert.equal(arcade.session.create('greed', { params: 'hh' }, { seed: 5 }).save, 'greed:hh,t3000,e300:::0');
    assert.throws(() => arcade.session.play(S, 'r', {}), { name: 'ArcadeError', message: 'The random source must be {seed} or {words}.' });
    assert.throws(() => arcade.greed.score([1, , 5]), { name: 'ArcadeError', message: 'Die 2 is undefined, not a number.' }); // eslint-disable-line no-sparse-arrays
    assert.throws(() => arcade.connect4.bestMove('44', {}), { name: 'ArcadeError', message: 'The budget needs nodes, seconds or both.' });
    assert.equal(arcade.sudoku.generate({ seed: 3 }).puzzle, generated);
    assert.equal(arcade.session.play(S, 'b', { words: [] }).save, 'greed:hh,t3000,e300::r15234.b:2');
  } finally {
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(Object.prototype, n, d);
      else delete Object.prototype[n];
    }
    delete Array.prototype[1];
  }
  assert.deepEqual(reads, []);
  assertHealthy('prototype fields');
});

// Accessors on Object.prototype named like the fields of results (and of the {ok, value} wrapper):
// results are parsed from JSON, which defines every field, so no such setter runs, none can make a
// call fail or restart the module, and a player named "__proto__" keeps its entry. (Accessors on
// Array.prototype's indexes are beyond reach: Emscripten's generated glue itself fills arrays with
// push on every call, so such a setter makes any call fail as "The engine failed…".)
test('setters on Object.prototype neither see nor break results', () => {
  const RESULT_FIELDS = ['ok', 'value', 'error', 'score', 'scoring', 'nonScoring', 'save', 'status', 'view', 'legal',
    'over', 'winners', 'scores', 'tokens', 'players', 'exact', 'misplaced', 'difficulty', 'puzzle', 'column'];
  // Null-prototype records: this test's own bookkeeping must not run the setters it installs.
  const run = () => {
    const r = Object.create(null);
    r.score = arcade.greed.score([1, 1, 1, 5, 1]);
    r.split = arcade.greed.split([1, 5, 2]);
    r.created = arcade.session.create('greed', { params: 'hh' }, { seed: 5 });
    r.replay = arcade.chouette.replay({ players: ['A', 'B'], commands: [{ throw: [4, 1, 4] }] });
    r.feedback = arcade.mastermind.feedback([1, 2, 3, 4], [1, 3, 2, 6]);
    r.candidates = arcade.sudoku.candidates(P);
    r.evaluate = arcade.connect4.evaluate('4455443', { nodes: 2000 });
    try {
      arcade.session.load('greed:zz');
    } catch (e) {
      r.refusal = `${e.name}: ${e.message}`;
    }
    return r;
  };
  const expected = run();
  assert.match(expected.refusal, /^ArcadeError: /);
  const saved = RESULT_FIELDS.map((n) => [n, Object.getOwnPropertyDescriptor(Object.prototype, n)]);
  for (const throwing of [true, false]) {
    const seen = Object.create(null);
    seen.count = 0;
    let results;
    try {
      for (const n of RESULT_FIELDS) {
        Object.defineProperty(Object.prototype, n, {
          __proto__: null,
          configurable: true,
          get() { return undefined; },
          set() { seen.count++; seen.last = n; if (throwing) throw new Error(`setter ${n}`); },
        });
      }
      results = run();
    } finally {
      for (const n of RESULT_FIELDS) delete Object.prototype[n];
      for (const [n, d] of saved) if (d) Object.defineProperty(Object.prototype, n, d);
    }
    assert.equal(seen.count, 0, `a setter ran (throwing: ${throwing}, last: ${seen.last})`);
    assert.deepEqual(results, expected);
    assertHealthy(`setters (throwing: ${throwing})`);
  }

  const proto = arcade.chouette.replay({ players: ['__proto__', 'B'], commands: [{ throw: [4, 1, 4] }] });
  assert.deepEqual(Object.keys(proto.scores), ['__proto__', 'B']);
  assert.equal(Object.getPrototypeOf(proto.scores), Object.prototype);
  assert.equal(proto.scores.B, expected.replay.scores.B);
  assert.equal(Object.getOwnPropertyDescriptor(proto.scores, '__proto__').value, expected.replay.scores.A);
  assert.deepEqual(Object.keys(proto.tokens), ['__proto__', 'B']);
});

// The list calls' fast path builds its answer in JS: defined element by element (fresh), never
// pushed, so a setter on an Array.prototype index the glue does not reach (4 here; 0-2 break
// every Embind call, as above) neither runs nor takes an answer away.
test('an index setter on Array.prototype: solveAll and countAll keep every answer', () => {
  const list = `${P}\n${P}\n${'.'.repeat(81)}\n${P}\n${P}\n5...5${'.'.repeat(76)}`;
  const expected = Object.create(null);
  expected.solved = arcade.sudoku.solveAll(list);
  expected.counted = arcade.sudoku.countAll(list, 3);
  const seen = Object.create(null);
  seen.count = 0;
  const got = Object.create(null);
  try {
    Object.defineProperty(Array.prototype, 4, { __proto__: null, configurable: true, get() { return 'taken'; }, set() { seen.count++; } });
    got.solved = arcade.sudoku.solveAll(list);
    got.counted = arcade.sudoku.countAll(list, 3);
  } finally {
    delete Array.prototype[4];
  }
  assert.equal(seen.count, 0, 'the setter ran');
  assert.equal(expected.solved.length, 6);
  assert.equal(expected.solved[5], null);
  assert.deepEqual(expected.counted, [1, 1, 3, 1, 1, 0]);
  assert.deepEqual(got.solved, expected.solved);
  assert.ok(Object.hasOwn(got.solved, 4));
  assert.deepEqual(got.counted, expected.counted);
  assertHealthy('an Array.prototype index setter');
});
