// The API's small promises (issue 30, part 5): the loader rejects with ArcadeErrors only, refusals
// quote the number given (Mastermind, Rotate, Cul de chouette's signed corrections), and a random
// source is { seed } or { words }, never both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const dist = new URL('../../dist/', import.meta.url);
const arcade = await loadArcade();

async function rejectsWith(promise, message) {
  await assert.rejects(promise, (e) => {
    assert.ok(e instanceof ArcadeError, `an ArcadeError, not ${e}`);
    assert.equal(e.message, message);
    return true;
  });
}
function throwsWith(call, message) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof ArcadeError, `an ArcadeError, not ${e}`);
    assert.equal(e.message, message);
    return true;
  });
}

test('loadArcade: options that are no plain object are an ArcadeError, not a TypeError', async () => {
  await rejectsWith(loadArcade(null), 'The options must be an object like { games, wasmUrl, wasmBinary, retryDelays }, not null.');
  await rejectsWith(loadArcade(7), 'The options must be an object like { games, wasmUrl, wasmBinary, retryDelays }, not the number 7.');
});

test('loadArcade: a retryDelays getter that throws is named in an ArcadeError', async () => {
  const options = { get retryDelays() { throw new RangeError('no delays here'); } };
  await rejectsWith(loadArcade(options), 'The retryDelays option could not be read: no delays here.');
});

test('loadArcade: another core\'s wasmBinary is refused at once with an ArcadeError', async () => {
  const greed = (await readdir(dist)).find((f) => /^arcade-core-greed\.[0-9a-f]+\.wasm$/.test(f));
  const wasmBinary = await readFile(new URL(greed, dist));
  const started = performance.now();
  // The whole core's glue instantiates a one-game .wasm (it used to reject with "TypeError: core.limits is not a function").
  await rejectsWith(loadArcade({ wasmBinary }),
    'The game engine could not be loaded (its .wasm is not the whole core\'s; is wasmBinary or wasmUrl another core\'s?).');
  assert.ok(performance.now() - started < 2000, 'not retried: the same bytes would fail again');
});

test('Mastermind and Rotate quote the number given, however large', () => {
  const create = (game, params) => () => arcade.session.create(game, { params }, { seed: 1 });
  throwsWith(create('mastermind', 'r1000'), 'Rows must be from 1 to 30, not 1000.');
  throwsWith(create('mastermind', 'p123'), 'Pegs must be from 2 to 8, not 123.');
  throwsWith(create('mastermind', 'c99999999999'), 'Colours must be from 2 to 10, not 99999999999.');
  throwsWith(create('rotate', 'h2,n1000'), 'The board size must be from 5 to 10, not 1000.');
  throwsWith(create('rotate', 'h2,n5000000000'), 'The board size must be from 5 to 10, not 5000000000.');
  throwsWith(create('rotate', 'h2,k5000000000'), 'K must be from 3 to the board size (7), not 5000000000.');
});

// The core writes numbers from JS as JS does (core/common/number_text.hpp: in wasm, JS's own String(d)).
test('a number given where a string belongs is quoted as JavaScript writes it', () => {
  for (const n of [7, -42, 1.5, 0.1 + 0.2, 1e21, 1e-7, 0.000001, 5e-324, 2 ** 53 + 2, -Infinity]) {
    throwsWith(() => arcade.greed.advise(n), `The save must be a string, not the number ${String(n)}.`);
  }
  throwsWith(() => arcade.greed.advise(NaN), 'The save must be a string, not NaN.');
  throwsWith(() => arcade.greed.advise(-0), 'The save must be a string, not the number -0.');
  throwsWith(() => arcade.connect4.solve('4', { nodes: 1000, seconds: 0.123456789 }), 'The position was not solved within its budget of 1000 nodes and 0.123456789 s; give a larger budget (at most 10^12 nodes and 600 s), or ask for bounds (evaluate).');
});

test('Cul de chouette: a correction keeps its sign, and one too large is told the range', () => {
  const { save } = arcade.session.create('chouette', { params: '2' }, { seed: 1 });
  throwsWith(() => arcade.session.play(save, 'e1=-2147483648'), 'The correction must be from -1000000 to 1000000, not -2147483648.');
  throwsWith(() => arcade.session.play(save, 'e1=+99999999999999999999'), 'The correction must be from -1000000 to 1000000, not +99999999999999999999.');
  throwsWith(() => arcade.session.play(save, 'e1=-x'), 'The correction must be a whole number, not "-x".');
  const corrected = arcade.session.play(save, 'e1=-1000000');
  assert.equal(corrected.moveCount, 1);
});

test('a random source of both { seed, words } is refused with a sentence', () => {
  throwsWith(() => arcade.session.create('greed', {}, { seed: 1, words: [1, 2, 3] }), 'The random source takes {seed} or {words}, not both.');
  assert.equal(arcade.session.create('greed', {}, { seed: 1 }).moveCount, 0);
  throwsWith(() => arcade.link.create('connect4', 'hh', { random: { seed: 1, words: [1, 2, 3] } }), 'The random source takes {seed} or {words}, not both.');
  // Words run out before the game id is drawn: refused, never a game id made of zeros.
  throwsWith(() => arcade.link.create('connect4', 'hh', { random: { words: [7] } }), 'Not enough random words were supplied for this move.');
  assert.match(arcade.link.create('connect4', 'hh', { random: { words: [7, 8] } }).info.gameId, /^0000000700000008$/);
});

test('daily: a date that is no day, an unknown game and a game without a daily are refused with the core\'s sentence', () => {
  throwsWith(() => arcade.daily('sudoku', '2027-02-29'), '2027-02-29 is no date: month 2 of 2027 has days 1 to 28.');
  throwsWith(() => arcade.daily('sudoku', '27-02-01'), 'A date is written YYYY-MM-DD, like 2027-01-31; "27-02-01" is not one.');
  throwsWith(() => arcade.daily('sudoku', 20270201), 'The date must be a string, not the number 20270201.');
  throwsWith(() => arcade.daily('chess', '2027-02-01'), `There is no game called "chess"; the games are ${arcade.games.join(', ')}.`);
  throwsWith(() => arcade.daily('chouette', '2027-02-01'), 'chouette has no daily challenge yet.');
});
