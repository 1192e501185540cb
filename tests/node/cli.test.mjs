// The native CLI contract (build/native/arcade): `greed score` and `connect4 solve|analyze` over stdin lines, exit statuses, selfplay and usage errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../build/native/arcade', import.meta.url));

function run(args, input = '') {
  const r = spawnSync(CLI, args, { input, encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('greed score: an empty line is 0 and "1 1 1 5 1" is 1150; good input exits 0', () => {
  assert.deepEqual(run(['greed', 'score'], '\n1 1 1 5 1\n'), { status: 0, stdout: '0\n1150\n', stderr: '' });
});

test('greed score: good lines of every shape (tabs, CR, repeated spaces, no final newline)', () => {
  const input = '5\n2 3 4 6 2\n  3 4 5 3 3  \n1\t1\t1\t1\n5 5 5 5\r\n6 6 6\n01 5';
  assert.deepEqual(run(['greed', 'score'], input), { status: 0, stdout: '50\n0\n350\n1100\n550\n600\n150\n', stderr: '' });
  assert.deepEqual(run(['greed', 'score'], ''), { status: 0, stdout: '', stderr: '' });
});

test('greed score: bad lines print "error: <sentence>" in their place and the exit status is 1', () => {
  const input = [
    '',
    '1 1 1 5 1',
    '1 1 1 1 1 1',
    '7',
    'x',
    '0',
    '2 3 4 6 2',
    '-1',
    '1,2',
    '1 5 1.5',
    '5',
  ].join('\n') + '\n';
  assert.deepEqual(run(['greed', 'score'], input), {
    status: 1,
    stdout: [
      '0',
      '1150',
      'error: A roll has at most 5 dice.',
      'error: "7" is not a die; dice are numbers from 1 to 6.',
      'error: "x" is not a die; dice are numbers from 1 to 6.',
      'error: "0" is not a die; dice are numbers from 1 to 6.',
      '0',
      'error: "-1" is not a die; dice are numbers from 1 to 6.',
      'error: "1,2" is not a die; dice are numbers from 1 to 6.',
      'error: "1.5" is not a die; dice are numbers from 1 to 6.',
      '50',
    ].join('\n') + '\n',
    stderr: '',
  });
  // One bad line among good ones is enough for status 1.
  assert.deepEqual(run(['greed', 'score'], '1\n9\n5\n'), {
    status: 1,
    stdout: '100\nerror: "9" is not a die; dice are numbers from 1 to 6.\n50\n',
    stderr: '',
  });
});

test('greed score agrees with the 23 koans cases of tests/data', () => {
  const cases = readFileSync(new URL('../data/greed/koans_score_cases.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'));
  assert.equal(cases.length, 23);
  const input = cases.map(([, dice]) => JSON.parse(dice).join(' ')).join('\n') + '\n';
  const expected = cases.map(([, , score]) => score).join('\n') + '\n';
  assert.deepEqual(run(['greed', 'score'], input), { status: 0, stdout: expected, stderr: '' });
});

test('connect4 solve: the 1000 End-Easy lines of tests/data give their scores, in order', () => {
  const lines = readFileSync(new URL('../data/connect4/Test_L3_R1', import.meta.url), 'utf8').split('\n').filter((l) => l !== '');
  assert.equal(lines.length, 1000);
  const expected = lines.map((l) => l.split(' ')[1]).join('\n') + '\n';
  assert.deepEqual(run(['connect4', 'solve'], lines.join('\n') + '\n'), { status: 0, stdout: expected, stderr: '' });
});

test('connect4 solve and analyze: bad lines print "error: <sentence>" in their place and the exit status is 1', () => {
  const input = '4455\n1212121\n\n448\n4444444\n12121212\n4453 x\n4455 18\n';
  assert.deepEqual(run(['connect4', 'solve'], input), {
    status: 1,
    stdout: [
      '18',
      '-18',
      'error: The line is empty; give the moves played, like 4453.',
      'error: Move 3 ("8") is not a column from 1 to 7.',
      'error: Move 7 (column 4) goes into a full column.',
      'error: Move 8 (column 2) comes after the game was won.',
      'error: The score "x" is not a whole number.',
      '18',
    ].join('\n') + '\n',
    stderr: '',
  });
  assert.deepEqual(run(['connect4', 'analyze'], '47611556754127222\n662222576343651642712157\n'),
    { status: 0, stdout: '-7 0 -12 12 2 12 2\n1 - -8 8 3 1 7\n', stderr: '' });
});

test('selfplay prints the final save; a person\'s seat is an error on stdout with status 1', () => {
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'ec,t1000', '--seed', '5']), {
    status: 0,
    stdout: 'greed:ec,t1000,e300::r44415.r25346.r1366.b.r23625.r1264.r464.r23344.r16122.r146.b.r32321.r4161.b.r15161.b:16\n',
    stderr: '',
  });
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'hc', '--seed', '1']), {
    status: 1,
    stdout: 'error: Player 1 is a person, not a computer player.\n',
    stderr: '',
  });
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'cq', '--seed', '1']), {
    status: 1,
    stdout: 'error: Seat letters are h (person), c (cautious computer), e (expected-points computer) and w (win-probability computer), not "q".\n',
    stderr: '',
  });
});

test('usage errors exit 2 with a message on stderr', () => {
  const chess = run(['selfplay', 'chess', '--seed', '1']);
  assert.deepEqual([chess.status, chess.stdout], [2, '']);
  assert.match(chess.stderr, /^error: There is no game called "chess"; the games are greed, sudoku, chouette, mastermind, connect4, rotate\.\n$/);
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'ec', '--seed', 'x']), {
    status: 2, stdout: '', stderr: 'error: --seed takes a whole number.\n',
  });
  assert.deepEqual(run(['greed']), {
    status: 2,
    stdout: '',
    stderr: 'usage: arcade greed score | duel [--seats ec] [--games N] [--seed S] [--target T] [--entry E] | policy\n',
  });
  const none = run([]);
  assert.equal(none.status, 2);
  assert.equal(none.stdout, '');
  assert.match(none.stderr, /^usage: arcade <game> <command> \[options\]\n/);
  assert.match(none.stderr, /\n {2}arcade greed score {12}score each stdin line of dice \("1 1 1 5 1" -> 1150\)\n/);
});
