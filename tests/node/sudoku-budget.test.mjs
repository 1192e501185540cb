// Sudoku's list calls spend a budget ({ nodes, seconds }, like Connect Four's searches): a list that
// would block for seconds is refused, naming the limit it ran out of, and the module answers at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { sudoku } = arcade;

const EMPTY = '.'.repeat(81);
// Fifty empty grids counted to 100,000 each: 5.9 s in one call before lists had a budget.
const HEAVY = `${EMPTY}\n`.repeat(50);
const PROBLEM = '1.2...7...47.213...8.7.3.1.46.1...8....264....5...9.64.9.5.7.2...134.97...6...8.3';
const SOLUTION = '132458796947621358685793412469135287718264539253879164394587621821346975576912843';
const TAIL = 'give a larger budget (at most 10^12 nodes and 600 s) or a shorter list.';

function refused(call) {
  let error;
  const started = performance.now();
  try {
    call();
  } catch (e) {
    error = e;
  }
  const ms = performance.now() - started;
  assert.ok(error instanceof ArcadeError, `an ArcadeError, not ${error}`);
  return { error, ms };
}

test('countAll of fifty empty grids to 100000: refused by the default budget within about a second', () => {
  const { error, ms } = refused(() => sudoku.countAll(HEAVY, 100000));
  assert.ok(ms < 1500, `refused after ${ms.toFixed(0)} ms`);
  assert.match(error.message, new RegExp(`^The list ran out of its budget of (NODES nodes|1 s) after \\d+ of its 50 puzzles; ${TAIL.replace(/[.^()]/g, '\\$&')}$`.replace('NODES', '\\d+')));
  assert.ok(['sudoku.list.budget-nodes', 'sudoku.list.budget-seconds'].includes(error.id), error.id);
  assert.equal(sudoku.solve(PROBLEM), SOLUTION, 'the module answers at once');
});

test('a node budget refuses the same list at the same puzzle everywhere, with its message and args', () => {
  const first = refused(() => sudoku.countAll(HEAVY, 100000, { nodes: 1 })).error;
  assert.equal(first.message, `The list ran out of its budget of 1 nodes after 1 of its 50 puzzles; ${TAIL}`);
  assert.equal(first.id, 'sudoku.list.budget-nodes');
  assert.deepEqual({ ...first.args }, { nodes: 1, done: 1, total: 50 });
  const solved = refused(() => sudoku.solveAll(`${EMPTY}\n`.repeat(3), { nodes: 1 })).error;
  assert.equal(solved.message, `The list ran out of its budget of 1 nodes after 1 of its 3 puzzles; ${TAIL}`);
});

test('a seconds budget names its seconds', () => {
  const { error, ms } = refused(() => sudoku.countAll(HEAVY, 100000, { seconds: 0.05 }));
  assert.ok(ms < 600, `refused after ${ms.toFixed(0)} ms`);
  assert.match(error.message, /^The list ran out of its budget of 0\.05 s after \d+ of its 50 puzzles; /);
  assert.equal(error.id, 'sudoku.list.budget-seconds');
  assert.equal(error.args.seconds, '0.05');
});

test('a list within its budget is answered whole; the last puzzle is answered even past the budget', () => {
  assert.deepEqual(sudoku.countAll(`${PROBLEM}\n${EMPTY}\n`, 2, { seconds: 600 }), [1, 2]);
  assert.deepEqual(sudoku.solveAll(`${PROBLEM}\n`, { nodes: 1 }), [SOLUTION]);
  assert.deepEqual(sudoku.countAll(`${EMPTY}\n`, 100000, { nodes: 1 }), [100000]);
});

test('a bad budget is refused by name, before any search', () => {
  const says = (call, message) => assert.equal(refused(call).error.message, message);
  says(() => sudoku.countAll(EMPTY, 2, { nodes: 0 }), 'The budget\'s nodes must be a whole number from 1 to 10^12, not the number 0.');
  says(() => sudoku.solveAll(EMPTY, { seconds: 601 }), 'The budget\'s seconds must be a number above 0 and at most 600, not the number 601.');
  says(() => sudoku.solveAll(EMPTY, { time: 1 }), 'The budget has no field "time"; it takes nodes and seconds.');
  says(() => sudoku.countAll(EMPTY, 2, {}), 'The budget needs nodes, seconds or both.');
  says(() => sudoku.countAll(EMPTY, 2, 5), 'The budget must be an object like {nodes, seconds}, not the number 5.');
});
