// Mastermind through the JS API: the 16 sourced feedback cases, the contract's bad arguments,
// hints, and both roles of a session game ("optimal" plays every 4x6 secret in the optimum).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { mastermind, session } = arcade;

// Symbols of the data file (digits, letters, colour initials) numbered by first appearance.
function codes(a, b) {
  const seen = [];
  const num = (ch) => { if (!seen.includes(ch)) seen.push(ch); return seen.indexOf(ch) + 1; };
  const x = [...a].map(num);
  return [x, [...b].map(num)];
}

function throwsArcade(fn, message) {
  assert.throws(fn, (e) => e.name === 'ArcadeError' && e instanceof Error && e.message === message);
  assert.deepEqual(mastermind.feedback([1, 2], [2, 1]), { exact: 0, misplaced: 2 }, 'still answers');
}

test('feedback: the 16 cases of tests/data/mastermind/feedback_cases.tsv', () => {
  const lines = readFileSync(new URL('../data/mastermind/feedback_cases.tsv', import.meta.url), 'utf8')
    .split('\n').filter((l) => l && !l.startsWith('#'));
  assert.equal(lines.length, 16);
  for (const line of lines) {
    const [secret, guess, exact, misplaced] = line.split('\t');
    const [s, g] = codes(secret, guess);
    assert.deepEqual(mastermind.feedback(s, g), { exact: Number(exact), misplaced: Number(misplaced) }, line);
  }
});

test('feedback: mismatched lengths, empty codes, non-integers and values < 1 throw ArcadeError', () => {
  throwsArcade(() => mastermind.feedback([1, 2, 3], [1, 2]), 'The secret has 3 pegs and the guess 2; they must be the same length.');
  throwsArcade(() => mastermind.feedback([], []), 'The secret is empty; a code has at least one peg.');
  throwsArcade(() => mastermind.feedback([1, 2], []), 'The guess is empty; a code has at least one peg.');
  throwsArcade(() => mastermind.feedback([1, 2.5], [1, 2]), 'Peg 2 is 2.5, not a whole number.');
  throwsArcade(() => mastermind.feedback([1, NaN], [1, 2]), 'Peg 2 is NaN, not a whole number.');
  throwsArcade(() => mastermind.feedback([0, 1], [1, 2]), 'Peg 1 is 0; it must be from 1 to 10.');
  throwsArcade(() => mastermind.feedback([1, -3], [1, 2]), 'Peg 2 is -3; it must be from 1 to 10.');
  throwsArcade(() => mastermind.feedback([1, 11], [1, 2]), 'Peg 2 is 11; it must be from 1 to 10.');
  throwsArcade(() => mastermind.feedback([1, '2'], [1, 2]), 'Peg 2 is a string, not a number.');
  throwsArcade(() => mastermind.feedback('1122', [1, 2]), 'The secret must be an array, not a string.');
  throwsArcade(() => mastermind.feedback([1, 2], null), 'The guess must be an array, not null.');
  throwsArcade(() => mastermind.feedback(new Array(9).fill(1), new Array(9).fill(1)), 'The secret must have at most 8 elements, not 9.');
});

test('hint: the first code that fits, and how many remain', () => {
  let s = session.create('mastermind', { params: 'p4,c6,r10', desc: 'afmu1' });  // the secret 1 1 2 2
  s = session.play(s.save, 'gabcd');
  assert.deepEqual(s.view.history, [{ guess: [1, 2, 3, 4], exact: 1, misplaced: 1 }]);
  assert.deepEqual(mastermind.hint(s.save), { guess: [1, 1, 1, 2], move: 'gaaab', remaining: 252 });
  throwsArcade(() => mastermind.hint('mastermind:p4,c6,r10,make:::0'),
    'Hints are for the code breaker; here the computer breaks your code.');
});

test('coach: the codes left after each answer, and after the game the strongest breaker on the same secret', () => {
  // The secret 3 6 2 1 (as in tests/native/mastermind_coach_test.cpp: wasm gives the native numbers).
  const id = 'mastermind:p4,c6,r10:h0adj';
  assert.deepEqual(mastermind.coach(id), { codes: 1296, remaining: [], breaker: 'optimal', replay: null });
  assert.deepEqual(mastermind.coach(`${id}:gaabb.gccdd`), { codes: 1296, remaining: [208, 52], breaker: 'optimal', replay: null });
  assert.deepEqual(mastermind.coach(`${id}:gaabb.gccdd.gcfba`), {
    codes: 1296, remaining: [208, 52, 1], breaker: 'optimal',
    replay: [{ guess: [1, 1, 2, 3], remaining: 84 }, { guess: [1, 4, 1, 5], remaining: 10 }, { guess: [2, 1, 3, 6], remaining: 2 },
      { guess: [3, 6, 2, 1], remaining: 1 }],
  });
  // The undo position counts: one move back, the game goes on and the replay is hidden again.
  assert.deepEqual(mastermind.coach(`${id}:gaabb.gccdd.gcfba:2`).replay, null);
  // Bulls & Cows given up (7 2 9 4); 5 x 8 out of rows, where "best" replays (no stored tree).
  assert.deepEqual(mastermind.coach('mastermind:p4,c10,r10,u:h46km:gabcd.x'), {
    codes: 5040, remaining: [180], breaker: 'optimal',
    replay: [{ guess: [1, 2, 3, 4], remaining: 180 }, { guess: [1, 3, 5, 6], remaining: 12 }, { guess: [7, 2, 8, 4], remaining: 4 },
      { guess: [7, 2, 9, 4], remaining: 1 }],
  });
  throwsArcade(() => mastermind.coach('mastermind:p4,c6,r10,make:::0'), 'The coach follows the code breaker; here the computer breaks your code.');
  throwsArcade(() => mastermind.coach('sudoku:x'), 'A save has the form game:params:desc:moves:position.');
  throwsArcade(() => mastermind.coach(7), 'The save must be a string, not the number 7.');
});

test('the computer breaks a code: best finds 1 1 2 2 on 4x6 within 6 guesses', () => {
  let s = session.create('mastermind', { params: 'p4,c6,r10,make' });
  const secret = [1, 1, 2, 2];
  while (!s.status.over) {
    s = session.computer(s.save);
    const f = mastermind.feedback(secret, s.view.history.at(-1).guess);
    s = session.play(s.save, `a${f.exact}${f.misplaced}`);
  }
  assert.equal(s.view.solved, true);
  assert.ok(s.view.history.length <= 6);
  assert.equal(s.status.text, `The computer found your code in ${s.view.history.length} guesses.`);
});

test('the computer breaks a code: optimal opens with 1 1 2 3 and needs 5625 guesses over every 4x6 secret', () => {
  const start = session.create('mastermind', { params: 'p4,c6,r10,make,optimal' });
  assert.equal(start.view.strategy, 'optimal');
  let total = 0, worst = 0;
  for (let i = 0; i < 1296; i++) {
    const secret = [0, 1, 2, 3].map((k) => 1 + (Math.floor(i / 6 ** (3 - k)) % 6));
    let s = start;
    while (!s.status.over) {
      s = session.computer(s.save);
      const f = mastermind.feedback(secret, s.view.history.at(-1).guess);
      s = session.play(s.save, `a${f.exact}${f.misplaced}`);
    }
    assert.equal(s.view.solved, true);
    if (i === 0) assert.deepEqual(s.view.history[0].guess, [1, 1, 2, 3]);
    total += s.view.history.length;
    worst = Math.max(worst, s.view.history.length);
  }
  assert.deepEqual({ total, worst }, { total: 5625, worst: 6 });
});
