// The native CLI contract (build/native/arcade): `greed score` and `connect4 solve|analyze` over stdin lines, `rotate duel`, errors on stderr only, exit statuses 0/1/2, selfplay, unknown options and missing values refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registryNames } from '../../scripts/registry-names.mjs';

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

test('greed score: a bad line leaves an empty line in its place, "error: line N: <sentence>" on stderr, exit status 1', () => {
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
    stdout: ['0', '1150', '', '', '', '', '0', '', '', '', '50'].join('\n') + '\n',
    stderr: [
      'error: line 3: A roll has at most 5 dice.',
      'error: line 4: "7" is not a die; dice are numbers from 1 to 6.',
      'error: line 5: "x" is not a die; dice are numbers from 1 to 6.',
      'error: line 6: "0" is not a die; dice are numbers from 1 to 6.',
      'error: line 8: "-1" is not a die; dice are numbers from 1 to 6.',
      'error: line 9: "1,2" is not a die; dice are numbers from 1 to 6.',
      'error: line 10: "1.5" is not a die; dice are numbers from 1 to 6.',
    ].join('\n') + '\n',
  });
  // One bad line among good ones is enough for status 1.
  assert.deepEqual(run(['greed', 'score'], '1\n9\n5\n'), {
    status: 1,
    stdout: '100\n\n50\n',
    stderr: 'error: line 2: "9" is not a die; dice are numbers from 1 to 6.\n',
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

test('connect4 solve and analyze: a bad line leaves an empty line, its sentence goes to stderr, exit status 1', () => {
  const input = '4455\n1212121\n\n448\n4444444\n12121212\n4453 x\n4455 18\n';
  assert.deepEqual(run(['connect4', 'solve'], input), {
    status: 1,
    stdout: ['18', '-18', '', '', '', '', '', '18'].join('\n') + '\n',
    stderr: [
      'error: line 3: The line is empty; give the moves played, like 4453.',
      'error: line 4: Move 3 ("8") is not a column from 1 to 7.',
      'error: line 5: Move 7 (column 4) goes into a full column.',
      'error: line 6: Move 8 (column 2) comes after the game was won.',
      'error: line 7: The score "x" is not a whole number.',
    ].join('\n') + '\n',
  });
  assert.deepEqual(run(['connect4', 'analyze'], '47611556754127222\n662222576343651642712157\n'),
    { status: 0, stdout: '-7 0 -12 12 2 12 2\n1 - -8 8 3 1 7\n', stderr: '' });
});

test('connect4 solve and analyze --nodes/--seconds: a line that runs out of its budget is refused, the others answered', () => {
  const out = 'The position was not solved within its budget of 100000 nodes; give a larger budget (at most 10^12 nodes and 600 s), or ask for bounds (evaluate).';
  assert.deepEqual(run(['connect4', 'solve', '--nodes', '100000'], '4\n47611556754127222\n'),
    { status: 1, stdout: '\n12\n', stderr: `error: line 1: ${out}\n` });
  assert.deepEqual(run(['connect4', 'analyze', '--nodes', '100000'], '4\n47611556754127222\n'),
    { status: 1, stdout: '\n-7 0 -12 12 2 12 2\n', stderr: `error: line 1: ${out}\n` });
  assert.deepEqual(run(['connect4', 'solve', '--weak', '--seconds', '0.3'], '4\n'),
    { status: 1, stdout: '\n', stderr: `error: line 1: ${out.replace('100000 nodes', '0.3 s')}\n` });
});

test('selfplay prints the final save; a game the engine refuses is an error on stderr with status 1', () => {
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'ec,t1000', '--seed', '5']), {
    status: 0,
    stdout: 'greed:ec,t1000,e300::r44415.r25346.r1366.b.r23625.r1264.r464.r23344.r16122.r146.b.r32321.r4161.b.r15161.b:16\n',
    stderr: '',
  });
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'hc', '--seed', '1']), {
    status: 1,
    stdout: '',
    stderr: 'error: Player 1 is a person, not a computer player.\n',
  });
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'cq', '--seed', '1']), {
    status: 1,
    stdout: '',
    stderr: 'error: Seat letters are h (person), c (cautious computer), e (expected-points computer) and w (win-probability computer), not "q".\n',
  });
});

test('usage errors exit 2 with a message on stderr', () => {
  const chess = run(['selfplay', 'chess', '--seed', '1']);
  assert.deepEqual([chess.status, chess.stdout], [2, '']);
  assert.equal(chess.stderr, `error: There is no game called "chess"; the games are ${registryNames().join(', ')}.\n`);
  assert.deepEqual(run(['selfplay', 'greed', '--params', 'ec', '--seed', 'x']), {
    status: 2, stdout: '', stderr: 'error: --seed takes a whole number, not "x".\n',
  });
  assert.deepEqual(run(['greed']), {
    status: 2,
    stdout: '',
    stderr: 'usage: arcade greed score | duel [--seats ec] [--games N] [--seed S] [--target T] [--entry E] [--choose] | policy [--choose]\n',
  });
  const none = run([]);
  assert.equal(none.status, 2);
  assert.equal(none.stdout, '');
  assert.match(none.stderr, /^usage: arcade <game> <command> \[options\]\n/);
  assert.match(none.stderr, /\n {2}arcade greed score {12}score each stdin line of dice \("1 1 1 5 1" -> 1150\)\n/);
});

test('unknown options, missing values, options given twice and stray words are refused: stderr, status 2, nothing run', () => {
  const usage = (args, stderr) => assert.deepEqual(run(args), { status: 2, stdout: '', stderr: `error: ${stderr}\n` });
  const duel = '--seats VALUE, --games VALUE, --seed VALUE, --target VALUE, --entry VALUE, --choose';
  usage(['greed', 'duel', '--games'], '--games needs a value.');
  usage(['greed', 'duel', '--games', '--seed', '1'], '--games needs a value.');
  usage(['greed', 'duel', '--gamez', '5'], `Unknown option "--gamez"; this command takes ${duel}.`);
  usage(['greed', 'duel', '--games', '5', '--games', '6'], '--games is given twice.');
  usage(['greed', 'duel', 'ec'], `Unexpected argument "ec"; this command takes ${duel}.`);
  usage(['greed', 'duel', '--games', '0'], '--games takes a whole number from 1 up, not "0".');
  usage(['greed', 'duel', '--seats', 'eq'], 'Seat letters are h (person), c (cautious computer), e (expected-points computer) and w (win-probability computer), not "q".');
  usage(['greed', 'score', '--fast'], 'Unknown option "--fast"; this command takes no options.');
  usage(['greed', 'policy', 'x'], 'Unexpected argument "x"; this command takes --choose.');
  usage(['rotate', '--cases', '3'], 'Unknown option "--cases"; this command takes no options.');
  const rotateDuel = '--games VALUE, --seed VALUE, --n VALUE, --k VALUE, --budget VALUE';
  usage(['rotate', 'duel', '--gamez', '5'], `Unknown option "--gamez"; this command takes ${rotateDuel}.`);
  usage(['rotate', 'duel', '7'], `Unexpected argument "7"; this command takes ${rotateDuel}.`);
  usage(['rotate', 'duel', '--games'], '--games needs a value.');
  usage(['rotate', 'duel', '--games', '0'], '--games takes a whole number from 1 to 1000000, not "0".');
  usage(['rotate', 'duel', '--seed', '-1'], '--seed takes a whole number, not "-1".');
  usage(['rotate', 'duel', '--budget', '0'], '--budget takes a whole number of nodes from 1 to 10^9, not "0".');
  usage(['rotate', 'duel', '--n', '4'], 'The board size must be from 5 to 10, not 4.');
  usage(['rotate', 'duel', '--k', '8'], 'K must be from 3 to the board size (7), not 8.');
  usage(['rotate', 'duel', '--n', 'x'], '--n and --k take whole numbers.');
  usage(['connect4', 'solve', '--weak', '--weak'], '--weak is given twice.');
  usage(['connect4', 'analyze', '--table-bits'], '--table-bits needs a value.');
  usage(['connect4', 'solve', '--table-bits', '9'], '--table-bits takes a whole number from 10 to 28.');
  usage(['connect4', 'solve', '--stat'], 'Unknown option "--stat"; this command takes --table-bits VALUE, --book VALUE, --nodes VALUE, --seconds VALUE, --weak, --stats.');
  usage(['connect4', 'solve', '--nodes', '0'], '--nodes takes a whole number from 1 to 10^12, not "0".');
  usage(['connect4', 'analyze', '--seconds', '601'], '--seconds takes a number above 0 and at most 600, not "601".');
  usage(['connect4', 'analyze', '--seconds'], '--seconds needs a value.');
  usage(['mastermind', 'stats', '--pegs'], '--pegs needs a value.');
  usage(['mastermind', 'stats', '--colours', '6'], 'Unknown option "--colours"; this command takes --pegs VALUE, --colors VALUE, --strategy VALUE, --no-duplicates, --timing.');
  usage(['mastermind', 'stats', '--strategy', 'fast'], 'Strategies are consistent, knuth, best and optimal, not "fast".');
  usage(['sudoku', 'solve', '--limit', '2'], 'Unknown option "--limit"; this command takes no options.');
  usage(['sudoku', 'count', '--limit'], '--limit needs a value.');
  usage(['sudoku', 'generate', '--count', '0'], '--seed and --count take whole numbers (count at least 1).');
  usage(['sudoku', 'generate', '--difficulty', 'easy', 'x'], 'Unexpected argument "x"; this command takes --difficulty VALUE, --seed VALUE, --count VALUE, --timing.');
  usage(['chouette', 'classify', '--options'], '--options needs a value.');
  usage(['chouette', 'replay', '--json'], 'Unknown option "--json"; this command takes --text.');
  usage(['selfplay', 'greed', '--seed'], '--seed needs a value.');
  usage(['selfplay', 'greed', '--param', 'ec'], 'Unknown option "--param"; this command takes --params VALUE, --seed VALUE.');
});

test('rotate duel: the strong level against the strong level before issue 15, one line of counts and times', () => {
  const r = run(['rotate', 'duel', '--games', '2', '--seed', '3', '--n', '5', '--k', '4', '--budget', '2000']);
  assert.equal(r.status, 0);
  assert.equal(r.stderr, '');
  assert.match(r.stdout, /^games=2 n=5 k=4 seed=3 new_wins=\d old_wins=\d draws=\d new_ms_per_move=\d+\.\d old_ms_per_move=\d+\.\d\n$/);
  const [, newWins, oldWins, draws] = r.stdout.match(/new_wins=(\d) old_wins=(\d) draws=(\d)/).map(Number);
  assert.equal(newWins + oldWins + draws, 2);
});

// game-lists: ok, the two commands that print figures
test('figures go to stdout, never stderr: mastermind stats and sudoku generate, their timings only with --timing', () => {
  const stats = 'total=7471 secrets=1296 average=5.7647 max=9 histogram=1:1 2:4 3:25 4:108 5:305 6:602 7:196 8:49 9:6\n';
  assert.deepEqual(run(['mastermind', 'stats', '--pegs', '4', '--colors', '6', '--strategy', 'consistent']), { status: 0, stdout: stats, stderr: '' });
  const timed = run(['mastermind', 'stats', '--pegs', '4', '--colors', '6', '--strategy', 'consistent', '--timing']);
  assert.equal(timed.stderr, '');
  assert.match(timed.stdout, /^seconds=\d+\.\d\d\n/);
  assert.equal(timed.stdout.replace(/^seconds=\d+\.\d\d\n/, ''), stats);
  const puzzle = '49.8.....5..1...8..82.57.9.....1.523.2.....4.935.2.....1.47.26..6...1..5.....8.34 491862357573149682682357491748916523126583749935724816319475268864231975257698134 hard\n';
  assert.deepEqual(run(['sudoku', 'generate', '--difficulty', 'hard', '--seed', '7']), { status: 0, stdout: puzzle, stderr: '' });
  const generated = run(['sudoku', 'generate', '--difficulty', 'hard', '--seed', '7', '--timing']);
  assert.equal(generated.stderr, '');
  assert.match(generated.stdout, /\npuzzles=1 median_ms=\d+\.\d\d p90_ms=\d+\.\d\d max_ms=\d+\.\d\d mean_attempts=\d+\.\d\n$/);
  assert.equal(generated.stdout.slice(0, puzzle.length), puzzle);
});

test('whole-input errors go to stderr with status 1 and nothing on stdout', () => {
  assert.deepEqual(run(['rotate'], '1\n3 3\n...\n'), { status: 1, stdout: '', stderr: 'error: Case 1: the input ends before row 2 (line 4).\n' });
  assert.deepEqual(run(['chouette', 'replay'], '{'), { status: 1, stdout: '', stderr: run(['chouette', 'replay'], '{').stderr });
  assert.match(run(['chouette', 'replay'], '{').stderr, /^error: The JSON is not valid: .+\.\n$/);
  assert.deepEqual(run(['sudoku', 'bench', '/nonexistent/puzzles.txt']), { status: 1, stdout: '', stderr: 'error: Cannot read "/nonexistent/puzzles.txt".\n' });
});
