// Connect Four through the JS API: exact solve/analyze on End-Easy lines, errors, bestMove, evaluate, choose, sessions.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const c4 = arcade.connect4;

// Pons' End-Easy set: "<moves> <score>" lines.
const endEasy = readFileSync(new URL('../data/connect4/Test_L3_R1', import.meta.url), 'utf8')
  .split('\n').filter((l) => l !== '').map((l) => { const [moves, score] = l.split(' '); return { moves, score: Number(score) }; });

function throwsArcade(fn, message) {
  assert.throws(fn, (e) => e.name === 'ArcadeError' && e instanceof Error && e.message === message);
  assert.equal(c4.solve('4455'), 18, 'the module still answers');
}

test('solve gives the exact score of the first 50 End-Easy lines; analyze\'s best column scores the same', () => {
  assert.equal(endEasy.length, 1000);
  for (const { moves, score } of endEasy.slice(0, 50)) {
    assert.equal(c4.solve(moves), score, moves);
    const columns = c4.analyze(moves);
    assert.equal(columns.length, 7);
    assert.equal(Math.max(...columns.filter((s) => s !== null)), score, moves);
  }
  // Whole values, checked against the native CLI's analyze of the same lines.
  assert.equal(endEasy[0].moves, '2252576253462244111563365343671351441');
  assert.deepEqual(c4.analyze(endEasy[0].moves), [null, null, null, null, null, -1, -2]);
  // Middle-game positions (Test_L2_R1 lines): an opening like 4455 takes seconds to analyze exactly.
  assert.deepEqual(c4.analyze('47611556754127222'), [-7, 0, -12, 12, 2, 12, 2]);
  assert.deepEqual(c4.analyze('662222576343651642712157'), [1, null, -8, 8, 3, 1, 7]);
  assert.deepEqual(c4.analyze('1212121'), [null, null, null, null, null, null, null], 'a finished game has no moves');
  assert.equal(c4.solve('1212121'), -18, 'a won board solves to the loser\'s score');
  assert.deepEqual(c4.solveStats('4455').score, 18);
});

test('an illegal position throws ArcadeError naming its first bad move', () => {
  throwsArcade(() => c4.solve('448'), 'Move 3 ("8") is not a column from 1 to 7.');
  throwsArcade(() => c4.analyze('44x'), 'Move 3 ("x") is not a column from 1 to 7.');
  throwsArcade(() => c4.solve('4444444'), 'Move 7 (column 4) goes into a full column.');
  throwsArcade(() => c4.bestMove('121212124'), 'Move 8 (column 2) comes after the game was won.');
  throwsArcade(() => c4.evaluate('1212121' + '3'), 'Move 8 (column 3) comes after the game was won.');
  throwsArcade(() => c4.solve(4453), 'The moves must be a string, not the number 4453.');
});

test('bestMove: its fields, proven late in a game, bounded early', () => {
  c4.reset();
  assert.deepEqual(c4.bestMove('52753311433677442422121', { nodes: 200000, seconds: 1 }),
    { column: 5, score: 8, lower: 8, upper: 8, proven: true, nodes: 1756 });
  c4.reset();
  assert.deepEqual(c4.bestMove('4453', { nodes: 20000 }), { column: 6, score: null, lower: -18, upper: 18, proven: false, nodes: 20000 });
  throwsArcade(() => c4.bestMove('1212121'), 'The game is over: there is no move to choose.');
  throwsArcade(() => c4.bestMove('44', { nodes: 0 }), 'The budget\'s nodes must be a whole number from 1 to 10^12, not the number 0.');
  throwsArcade(() => c4.bestMove('44', {}), 'The budget needs nodes, seconds or both.');
  throwsArcade(() => c4.bestMove('44', 5), 'The budget must be an object like {nodes, seconds}, not the number 5.');
});

test('evaluate: every column exact near the end, bounds (never wrong) early, null for full columns', () => {
  const near = endEasy[0].moves;
  const exact = c4.analyze(near);
  assert.deepEqual(c4.evaluate(near, { seconds: 1 }), exact.map((s) => (s === null ? null : { score: s, lower: s, upper: s, proven: true })));
  // Move 1: nothing is proven within 20,000 nodes; every column keeps the bounds known at a glance.
  c4.reset();
  const bounds = { score: null, lower: -19, upper: 20, proven: false };
  assert.deepEqual(c4.evaluate('4', { nodes: 20000 }), [bounds, bounds, bounds, bounds, bounds, bounds, bounds]);
  // Within a million nodes every column of the opening is narrowed, none proven (a node budget, so
  // the figures do not depend on the machine's speed).
  c4.reset();
  const narrowed = c4.evaluate('4', { nodes: 1000000 });
  for (const column of narrowed) {
    assert.equal(column.proven, false);
    assert.ok(column.lower >= -19 && column.upper <= 20 && column.upper - column.lower < 39, JSON.stringify(column));
  }
  // A time budget stops the search: a tenth of a second returns bounds that are never wrong,
  // well before the position could be solved (the limit is loose: a loaded machine is slow).
  const t0 = performance.now();
  for (const column of c4.evaluate('4', { seconds: 0.1 })) assert.ok(column.lower >= -19 && column.upper <= 20, JSON.stringify(column));
  assert.ok(performance.now() - t0 < 5000);
  const full = c4.evaluate('444444', { nodes: 1000 });
  assert.equal(full[3], null);
  assert.deepEqual(c4.evaluate('1212121', { nodes: 1000 }), [null, null, null, null, null, null, null]);
  throwsArcade(() => c4.evaluate('44', { seconds: 0 }), 'The budget\'s seconds must be a number above 0 and at most 600, not the number 0.');
});

test('evaluate(moves, budget, columns): those columns alone, as the whole evaluation gives them; bad lists refused', () => {
  const near = endEasy[0].moves;
  c4.reset();
  const whole = c4.evaluate(near);
  for (const column of ['1', '4', '7', '43', '7162534']) {
    c4.reset();
    const wanted = [...column].map(Number);
    assert.deepEqual(c4.evaluate(near, undefined, column), whole.map((c, i) => (wanted.includes(i + 1) ? c : null)), column);
  }
  throwsArcade(() => c4.evaluate('4', undefined, '44'), 'The columns must be different digits from 1 to 7, like "43", not "44".');
  throwsArcade(() => c4.evaluate('4', undefined, '8'), 'The columns must be different digits from 1 to 7, like "43", not "8".');
  throwsArcade(() => c4.evaluate('4', undefined, '4 3'), 'The columns must be different digits from 1 to 7, like "43", not "4 3".');
  throwsArcade(() => c4.evaluate('4', undefined, ''), 'The columns must name at least one column, like "4".');
  throwsArcade(() => c4.evaluate('4', undefined, 4), 'The columns must be a string, not the number 4.');
  throwsArcade(() => c4.evaluate('4', undefined, '12345671'), 'The columns must be at most 7 characters long, not 8.');
});

test('choose: the move session.computer plays, with what its search proved', () => {
  // The same seed, the same position (no desc, so both count its moves alike): the same column.
  let snap = arcade.session.create('connect4', { params: 'cc' });
  for (const move of '4453') snap = arcade.session.play(snap.save, move);
  const careless = [];
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    const choice = c4.choose('4453', 'casual', { seed });
    assert.deepEqual(Object.keys(choice), ['column', 'score', 'lower', 'upper', 'proven', 'nodes', 'careless']);
    assert.equal(arcade.session.computer(snap.save, { seed }).lastMove, String(choice.column), `seed ${seed}`);
    if (choice.careless) {
      careless.push(seed);
      assert.deepEqual([choice.proven, choice.nodes], [false, 0]);
    }
  }
  assert.deepEqual(careless, [1, 2, 6]);
  // Late in a game the perfect level proves its move.
  // (Every choice starts from an empty table: the node count is the position's own.)
  assert.deepEqual(c4.choose('52753311433677442422121', 'p', { seed: 1 }),
    { column: 5, score: null, lower: 8, upper: 9, proven: true, nodes: 1755, careless: false });
  // The empty board is beyond the perfect level's budget. session.computer searches its 3M nodes
  // (the same column on every machine); choose also stops at 0.8 s: a move, not proven.
  const empty = arcade.session.create('connect4', { params: 'pp' });
  assert.equal(arcade.session.computer(empty.save, { seed: 1 }).lastMove, '4');
  const t0 = performance.now();
  const opening = c4.choose('', 'perfect');
  const ms = performance.now() - t0;
  assert.deepEqual([opening.proven, opening.score], [false, null]);
  assert.ok(opening.column >= 1 && opening.column <= 7 && opening.nodes <= 3000001, JSON.stringify(opening));
  assert.ok(ms < 2000, `${ms} ms`);  // 0.8 s and the call, with room for a busy machine
  throwsArcade(() => c4.choose('44', 'human'), 'The level must be "perfect", "strong" or "casual" (or p, s, c), not "human".');
  throwsArcade(() => c4.choose('1212121', 'p'), 'The game is over: there is no move to choose.');
  throwsArcade(() => c4.choose('44', 'p', { seed: -1 }), 'The seed must be a whole number from 0 to 2^53-1, not the number -1.');
});

test('session: play, undo, redo, save, the view and the move errors', () => {
  let snap = arcade.session.create('connect4', { params: 'hh' });
  assert.equal(snap.save, 'connect4:hh:::0');
  assert.equal(snap.status.text, 'Red to move.');
  for (const move of ['4', '4', '5']) snap = arcade.session.play(snap.save, move);
  assert.equal(snap.save, 'connect4:hh::4.4.5:3');
  assert.equal(snap.view.moves, '445');
  assert.deepEqual(snap.view.heights, [0, 0, 0, 2, 1, 0, 0]);
  assert.deepEqual(snap.view.board[5], [0, 0, 0, 1, 1, 0, 0]);
  assert.deepEqual(snap.view.board[4], [0, 0, 0, 2, 0, 0, 0]);
  assert.equal(snap.view.toMove, 1);
  assert.equal(snap.view.lastColumn, 5);
  snap = arcade.session.undo(snap.save);
  assert.equal(snap.save, 'connect4:hh::4.4.5:2');
  assert.equal(snap.canRedo, true);
  snap = arcade.session.redo(snap.save);
  assert.equal(snap.save, 'connect4:hh::4.4.5:3');
  assert.deepEqual(arcade.session.load(snap.save).view, snap.view);

  const full = arcade.session.create('connect4', { params: 'hh', desc: '444444' });
  assert.throws(() => arcade.session.play(full.save, '4'), { name: 'ArcadeError', message: 'Column 4 is full.' });
  assert.throws(() => arcade.session.play(full.save, '8'), { name: 'ArcadeError', message: 'A Connect Four move is a column from 1 to 7, not "8".' });
  const won = arcade.session.create('connect4', { params: 'hh', desc: '1212121' });
  assert.equal(won.status.text, 'Red wins with four in a row.');
  assert.deepEqual(won.view.winCells, [[2, 0], [3, 0], [4, 0], [5, 0]]);
  assert.throws(() => arcade.session.play(won.save, '3'), { name: 'ArcadeError', message: 'The game is over.' });
  assert.throws(() => arcade.session.load('connect4:hh:4458::0'), {
    name: 'ArcadeError', message: 'The starting position is not a game of Connect Four: Move 4 ("8") is not a column from 1 to 7.',
  });
  assert.throws(() => arcade.session.create('connect4', { params: 'hx' }), {
    name: 'ArcadeError',
    message: 'Connect Four params are two seat letters, red\'s then yellow\'s: h (person), p (perfect), s (strong) or c (casual computer), like hp, not "hx".',
  });
});

test('solve, solveStats and analyze stop at their budget (default 10 s) and say so', () => {
  const out = (limit) => `The position was not solved within its budget of ${limit}; give a larger budget (at most 10^12 nodes and 600 s), or ask for bounds (evaluate).`;
  c4.reset();
  throwsArcade(() => c4.solve('4', { nodes: 1000 }), out('1000 nodes'));
  throwsArcade(() => c4.solveStats('4', { nodes: 1000 }), out('1000 nodes'));
  throwsArcade(() => c4.analyze('4', { nodes: 1000, seconds: 5 }), out('1000 nodes and 5 s'));
  throwsArcade(() => c4.analyze('4', { seconds: 0.2 }), out('0.2 s'));
  throwsArcade(() => c4.solve('4', { nodes: 0 }), 'The budget\'s nodes must be a whole number from 1 to 10^12, not the number 0.');
  throwsArcade(() => c4.solve('4', { seconds: 601 }), 'The budget\'s seconds must be a number above 0 and at most 600, not the number 601.');
  assert.equal(c4.solve('47611556754127222', { nodes: 100000 }), 12);
  assert.deepEqual(c4.analyze('47611556754127222', { nodes: 100000 }), [-7, 0, -12, 12, 2, 12, 2]);
  assert.equal(c4.solve('47611556754127222'), 12, 'the default budget');
});
