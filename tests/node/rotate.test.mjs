// The Rotate judge through the JS API: the official sample byte for byte, winner/analyze, errors.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const data = (name) => readFileSync(new URL(`../data/rotate/${name}`, import.meta.url), 'utf8');

function throwsArcade(fn, message) {
  assert.throws(fn, (e) => e.name === 'ArcadeError' && e instanceof Error && e.message === message);
  assert.equal(arcade.rotate.winner(3, ['...', '...', 'RRR']), 'Red', 'the module still answers');
}

test('rotate.judge gives the official sample output byte for byte', () => {
  assert.equal(arcade.rotate.judge(data('A-sample.in')), data('A-sample.out'));
});

test('rotate.winner and rotate.analyze on the sample\'s second case', () => {
  const rows = ['......', '......', '.R...R', '.R..BB', '.R.RBR', 'RB.BBB'];
  assert.equal(arcade.rotate.winner(4, rows), 'Both');
  const a = arcade.rotate.analyze(4, rows);
  assert.deepEqual(a.rotated, ['......', '......', '....RR', '...RBB', '..RRBR', '.RBBBB']);
  assert.equal(a.winner, 'Both');
  assert.deepEqual(a.blueCells, [[5, 2], [5, 3], [5, 4], [5, 5]]);
  assert.deepEqual(a.redCells, [[2, 4], [3, 3], [4, 2], [5, 1]]);  // the rising diagonal
});

test('rotate errors name the case and line, or the row', () => {
  throwsArcade(() => arcade.rotate.judge('2\n3 3\n...\n...\n...\n3 3\n...\n'), 'Case 2: the input ends before row 2 (line 8).');
  throwsArcade(() => arcade.rotate.judge('1\n3 3\n...\n.R.\n...\n'), 'Case 1, line 4: the piece in column 2 floats above an empty cell.');
  throwsArcade(() => arcade.rotate.judge(42), 'The input must be a string, not the number 42.');
  throwsArcade(() => arcade.rotate.winner(2, ['...']), 'K must be a whole number from 3 to 50, not the number 2.');
  throwsArcade(() => arcade.rotate.winner('3', []), 'K must be a number, not a string.');
  throwsArcade(() => arcade.rotate.winner(3, 'abc'), 'The rows must be an array of strings, not a string.');
  throwsArcade(() => arcade.rotate.winner(3, ['..', '..', '..']), 'Row 1: the row has 2 characters; it needs 3.');
  throwsArcade(() => arcade.rotate.winner(3, [1, 2, 3]), 'Row 1 must be a string, not the number 1.');
  throwsArcade(() => arcade.rotate.winner(4, ['...', '...', '...']), 'K is 4; it must be from 3 to N (3).');
});
