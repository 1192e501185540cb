// The public surface of dist/arcade.mjs in Node 20: loading, version, games, Greed scoring, split and advice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { registryNames } from '../../scripts/registry-names.mjs';
import { testsOf } from '../game-data.mjs';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();

// tests/data/greed/koans_score_cases.tsv: source <TAB> dice as a JSON list <TAB> score <TAB> context.
const KOANS = readFileSync(new URL('../data/greed/koans_score_cases.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [source, dice, score, context] = line.split('\t');
    return { source, dice: JSON.parse(dice), score: Number(score), context };
  });

test('loadArcade() with no options works in node and gives a frozen API object', () => {
  assert.equal(typeof loadArcade, 'function');
  assert.equal(typeof ArcadeError, 'function');
  assert.ok(Object.isFrozen(arcade));
  assert.ok(Object.isFrozen(arcade.session));
  assert.ok(Object.isFrozen(arcade.greed));
  // Each game with its own calls (a tests.json "core" call) has a namespace of its name.
  const namespaces = arcade.games.filter((game) => 'core' in testsOf(game));
  assert.deepEqual(Object.keys(arcade).sort(), ['daily', 'games', 'link', 'messages', 'ready', 'restart', 'session', 'version', ...namespaces].sort());
  assert.ok(Object.isFrozen(arcade.link));
  assert.deepEqual(Object.keys(arcade.link).sort(), ['create', 'move', 'show']);
  assert.ok(Object.isFrozen(arcade.mastermind));
  assert.ok(Object.isFrozen(arcade.chouette));
  assert.deepEqual(Object.keys(arcade.chouette).sort(), ['classify', 'replay']);
  assert.deepEqual(Object.keys(arcade.greed).sort(), ['advise', 'score', 'split']);
  assert.deepEqual(Object.keys(arcade.session).sort(), ['computer', 'create', 'load', 'play', 'redo', 'redoDecision', 'undo', 'undoDecision']);
});

test('arcade.version is "0.1.0", the package version', () => {
  assert.equal(arcade.version, '0.1.0');
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  assert.equal(arcade.version, pkg.version);
});

test('arcade.games is exactly the registered games, in order, and cannot be changed', () => {
  const registered = registryNames();
  assert.deepEqual(arcade.games, registered);
  assert.ok(Array.isArray(arcade.games));
  assert.ok(Object.isFrozen(arcade.games));
  assert.throws(() => arcade.games.push('chess'), TypeError);
  assert.deepEqual(arcade.games, registered);
});

test('the koans score data file has its 23 cases', () => {
  assert.equal(KOANS.length, 23);
  assert.deepEqual(
    KOANS.map((c) => c.source).reduce((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}),
    { koans_test: 16, koans_doc: 4, rules_doc: 3 },
  );
});

for (const [i, c] of KOANS.entries()) {
  test(`greed.score case ${i + 1} (${c.source}, ${c.context}): ${JSON.stringify(c.dice)} -> ${c.score}`, () => {
    const dice = [...c.dice];
    assert.equal(arcade.greed.score(dice), c.score);
    assert.deepEqual(dice, c.dice, 'score must not change the caller\'s array');
    // The dice are a multiset: every rotation scores the same.
    for (let r = 1; r < dice.length; r++) {
      assert.equal(arcade.greed.score([...dice.slice(r), ...dice.slice(0, r)]), c.score);
    }
    // split agrees with score.
    assert.equal(arcade.greed.split(dice).score, c.score);
  });
}

test('greed.split([2,4,4,5,4]) is {score: 450, scoring: [4,4,5,4], nonScoring: [2]}', () => {
  assert.deepEqual(arcade.greed.split([2, 4, 4, 5, 4]), { score: 450, scoring: [4, 4, 5, 4], nonScoring: [2] });
});

test('greed.split keeps the thrown order inside scoring and nonScoring', () => {
  assert.deepEqual(arcade.greed.split([]), { score: 0, scoring: [], nonScoring: [] });
  assert.deepEqual(arcade.greed.split([5, 5, 5, 5]), { score: 550, scoring: [5, 5, 5, 5], nonScoring: [] });
  assert.deepEqual(arcade.greed.split([2, 3, 4, 6, 2]), { score: 0, scoring: [], nonScoring: [2, 3, 4, 6, 2] });
  assert.deepEqual(arcade.greed.split([3, 4, 5, 3, 3]), { score: 350, scoring: [3, 5, 3, 3], nonScoring: [4] });
  assert.deepEqual(arcade.greed.split([1, 5, 1, 2, 4]), { score: 250, scoring: [1, 5, 1], nonScoring: [2, 4] });
  assert.deepEqual(arcade.greed.split([6, 6, 2, 6, 6]), { score: 600, scoring: [6, 6, 6], nonScoring: [2, 6] });
  assert.deepEqual(arcade.greed.split([1, 1, 1, 1, 1]), { score: 1200, scoring: [1, 1, 1, 1, 1], nonScoring: [] });
});

test('greed.score of every roll of 0 to 5 dice matches the closed form of the rules', () => {
  const triple = (f) => (f === 1 ? 1000 : 100 * f);
  const single = (f) => (f === 1 ? 100 : f === 5 ? 50 : 0);
  const expected = (dice) => {
    let total = 0;
    for (let f = 1; f <= 6; f++) {
      const c = dice.filter((d) => d === f).length;
      total += Math.floor(c / 3) * triple(f) + (c % 3) * single(f);
    }
    return total;
  };
  let rolls = [[]];
  let checked = 0;
  for (let n = 0; n <= 5; n++) {
    for (const dice of rolls) {
      assert.equal(arcade.greed.score(dice), expected(dice), JSON.stringify(dice));
      const s = arcade.greed.split(dice);
      assert.equal(s.score, expected(dice));
      assert.equal(s.scoring.length + s.nonScoring.length, dice.length);
      assert.equal(expected(s.scoring), s.score, 'the scoring dice alone score the whole roll');
      assert.equal(expected(s.nonScoring), 0, 'the non-scoring dice score nothing');
      checked++;
    }
    rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]));
  }
  assert.equal(checked, 1 + 6 + 36 + 216 + 1296 + 7776);
});

/** `fn` throws exactly the ArcadeError `message`. */
const throwsArcade = (fn, message) => assert.throws(fn, (e) => e instanceof ArcadeError && e.message === message);

test('greed.advise: the chance to win with two seats, expected points with more, the best move; refusals', () => {
  const start = arcade.greed.advise('greed:hh,t3000,e300:::0');
  assert.deepEqual({ ...start, now: start.now.toFixed(4), roll: start.roll.toFixed(4) },
    { measure: 'win', pending: false, now: '0.5399', roll: '0.5399', bank: null, best: 'r' });
  // A larger table is built a share per call: no values until it is whole (rules no other test uses).
  const large = 'greed:hh,t4900,e200,k:::0';
  assert.deepEqual(arcade.greed.advise(large), { measure: 'win', pending: true });
  let calls = 1;
  for (; arcade.greed.advise(large).pending; calls++);
  assert.equal(calls, 9);
  assert.equal(arcade.greed.advise(large).now.toFixed(4), '0.5333');
  // 1,100 points into the first turn with five dice back (hot dice): rolling on beats banking.
  const hot = arcade.greed.advise('greed:hh,t3000,e300::r55234.r111:2');
  assert.deepEqual([hot.measure, hot.best, hot.now.toFixed(4), hot.roll.toFixed(4), hot.bank.toFixed(4)], ['win', 'r', '0.8043', '0.8043', '0.7809']);
  // Three seats: the points a turn can expect; a bank is the turn total once past the entry.
  const three = arcade.greed.advise('greed:hhh,t3000,e300::r55234.r111:2');
  assert.deepEqual([three.measure, three.best, three.bank, three.now.toFixed(2)], ['points', 'r', 1100, '1232.76']);
  throwsArcade(() => arcade.greed.advise('greed:hh,t50,e0::r15555.b.r23462:3'), 'The game is over: there is no move to advise.');
  throwsArcade(() => arcade.greed.advise('sudoku:x'), 'A save has the form game:params:desc:moves:position.');
  throwsArcade(() => arcade.greed.advise(7), 'The save must be a string, not the number 7.');
});

test('connect4.review: the position\'s bounds, the last move\'s and a mistake only when proven; the same anywhere; refusals', () => {
  const exact = (score) => ({ score, lower: score, upper: score });
  // Red's fourth stone in a row wins at once: 22 - 4 = 18 for Red, the loser's -18 for Yellow to move.
  assert.deepEqual(arcade.connect4.review('4455667'), { now: exact(-18), column: 7, best: exact(18), played: exact(18), mistake: false });
  // Red to move loses either way here (best -2, played -8): a worse loss is no change of result.
  assert.deepEqual(arcade.connect4.review('52753311433677442422121'), { now: exact(8), column: 1, best: exact(-2), played: exact(-8), mistake: false });
  // A casual game's 19th move (Red in column 3) turns Red's win (analyze: 0 2 -2 _ 0 2 -2) into a loss;
  // its 33rd (Red in column 7) a win into a draw.
  const game = '444446425323622215355277115156677116733376';
  assert.deepEqual(arcade.connect4.analyze(game.slice(0, 18)), [0, 2, -2, null, 0, 2, -2]);
  assert.deepEqual(arcade.connect4.review(game.slice(0, 19)), { now: exact(2), column: 3, best: exact(2), played: exact(-2), mistake: true });
  assert.deepEqual(arcade.connect4.review(game.slice(0, 33)), { now: exact(0), column: 7, best: exact(2), played: exact(0), mistake: true });
  // The empty board and an opening: bounds only within the default budget (150,000 nodes), none a mistake.
  const open = (lower, upper) => ({ score: null, lower, upper });
  assert.deepEqual(arcade.connect4.review(''), { now: open(-20, 20), column: null, best: null, played: null, mistake: false });
  assert.deepEqual(arcade.connect4.review('4453'), { now: open(-8, 18), column: 3, best: open(-18, 8), played: open(-18, 8), mistake: false });
  // A smaller budget proves less; the table is cleared first, so asking again (or after other searches) reads the same.
  assert.deepEqual(arcade.connect4.review('4453', { nodes: 1000 }).now, open(-19, 18));
  arcade.connect4.solve('52753311433677442422121');
  assert.deepEqual(arcade.connect4.review('4453').now, open(-8, 18));
  throwsArcade(() => arcade.connect4.review('48'), 'Move 2 ("8") is not a column from 1 to 7.');
  throwsArcade(() => arcade.connect4.review('44556671'), 'Move 8 (column 1) comes after the game was won.');
  throwsArcade(() => arcade.connect4.review('4', { nodes: 0 }), 'The budget\'s nodes must be a whole number from 1 to 10^12, not the number 0.');
  throwsArcade(() => arcade.connect4.review(7), 'The moves must be a string, not the number 7.');
});
