// The Sudoku API of dist/arcade.mjs in Node 20 (solve, countSolutions and their lists' solveAll and
// countAll, candidates on the shared lists and on ambiguous, impossible and malformed grids) and
// the native `arcade sudoku` CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { sudoku } = arcade;

const list = (name) => readFileSync(new URL(`../data/sudoku/${name}`, import.meta.url), 'utf8')
  .split('\n').map((l) => l.trim()).filter((l) => l !== '');

// The seed's PROBLEM board and its one solution.
const PROBLEM = '1.2...7...47.213...8.7.3.1.46.1...8....264....5...9.64.9.5.7.2...134.97...6...8.3';
const SOLUTION = '132458796947621358685793412469135287718264539253879164394587621821346975576912843';
const EMPTY = '.'.repeat(81);

// Every row, column and box holds 1-9 and every given is kept.
function assertSolves(puzzle, solution) {
  assert.match(solution, /^[1-9]{81}$/);
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.' && puzzle[i] !== '0') assert.equal(solution[i], puzzle[i]);
  for (let u = 0; u < 9; u++) {
    const row = new Set(); const col = new Set(); const box = new Set();
    for (let j = 0; j < 9; j++) {
      row.add(solution[9 * u + j]);
      col.add(solution[9 * j + u]);
      box.add(solution[9 * (3 * Math.floor(u / 3) + Math.floor(j / 3)) + 3 * (u % 3) + (j % 3)]);
    }
    assert.equal(row.size + col.size + box.size, 27);
  }
}

function expectError(call, message) {
  assert.throws(call, (e) => e instanceof ArcadeError && e.message === message);
  assert.equal(sudoku.solve(PROBLEM), SOLUTION); // the module keeps working
}

test('sudoku namespace is frozen and has the documented functions', () => {
  assert.ok(Object.isFrozen(sudoku));
  assert.deepEqual(Object.keys(sudoku).sort(), ['candidates', 'countAll', 'countSolutions', 'generate', 'grade', 'hint', 'solve', 'solveAll', 'techniques']);
});

test('solve: the seed\'s PROBLEM, with "." or "0" and any whitespace', () => {
  assert.equal(sudoku.solve(PROBLEM), SOLUTION);
  assert.equal(sudoku.solve(PROBLEM.replaceAll('.', '0')), SOLUTION);
  const laidOut = PROBLEM.match(/.{9}/g).map((r) => r.split('').join(' ')).join('\n');
  assert.equal(sudoku.solve(`\n${laidOut}\r\n`), SOLUTION);
  assert.equal(sudoku.solve(SOLUTION), SOLUTION);
});

for (const [name, size] of [['norvig_hardest.txt', 11], ['norvig_top95.txt', 95], ['magictour_top1465.txt', 1465], ['forum_hardest_1106.txt', 375]]) {
  test(`solve and countSolutions: every puzzle of ${name} (${size}) has exactly one solution`, () => {
    const puzzles = list(name);
    assert.equal(puzzles.length, size);
    for (const p of puzzles) {
      assertSolves(p, sudoku.solve(p));
      assert.equal(sudoku.countSolutions(p), 1);
    }
  });
}

test('countSolutions: 0, 1 or 2+ (counted up to the limit)', () => {
  assert.equal(sudoku.countSolutions(PROBLEM), 1);
  assert.equal(sudoku.countSolutions(EMPTY), 2);
  assert.equal(sudoku.countSolutions(EMPTY, 1), 1);
  assert.equal(sudoku.countSolutions(EMPTY, 500), 500);
  // The solution with an unavoidable rectangle emptied (two rows of a band, two columns of
  // different stacks, corners a b / b a): exactly two solutions.
  let two = null;
  for (let r1 = 0; r1 < 9 && !two; r1++) for (let r2 = r1 + 1; r2 < 3 * Math.floor(r1 / 3) + 3 && !two; r2++)
    for (let c1 = 0; c1 < 9 && !two; c1++) for (let c2 = c1 + 1; c2 < 9 && !two; c2++) {
      const at = (r, c) => SOLUTION[9 * r + c];
      if (Math.floor(c1 / 3) === Math.floor(c2 / 3) || at(r1, c1) !== at(r2, c2) || at(r1, c2) !== at(r2, c1)) continue;
      two = SOLUTION.split('');
      for (const i of [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2]) two[i] = '.';
    }
  assert.ok(two);
  assert.equal(sudoku.countSolutions(two.join(''), 10), 2);
  assertSolves(two.join(''), sudoku.solve(two.join('')));
});

test('no solution: impossible grids and conflicting givens give null and 0', () => {
  const impossible = `12345678.${'.'.repeat(9)}........9${'.'.repeat(54)}`; // r1c9 has no digit left
  assert.equal(sudoku.solve(impossible), null);
  assert.equal(sudoku.countSolutions(impossible), 0);
  const conflict = `5...5${'.'.repeat(76)}`;
  assert.equal(sudoku.solve(conflict), null);
  assert.equal(sudoku.countSolutions(conflict), 0);
  const wrong = `1.9${PROBLEM.slice(3)}`; // r1c3 = 9 conflicts with no given, but the solution has 2 there
  assert.equal(sudoku.countSolutions(wrong), 0);
});

test('candidates: 81 arrays, the digits no peer holds; none for a filled cell', () => {
  const c = sudoku.candidates(PROBLEM);
  assert.equal(c.length, 81);
  assert.deepEqual(c[0], []);
  assert.deepEqual(c[1], [3]);
  assert.deepEqual(sudoku.candidates(EMPTY)[40], [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  for (let i = 0; i < 81; i++) {
    const erased = SOLUTION.slice(0, i) + '.' + SOLUTION.slice(i + 1);
    assert.deepEqual(sudoku.candidates(erased)[i], [Number(SOLUTION[i])]);
  }
});

test('malformed puzzles and arguments throw ArcadeError with a sentence', () => {
  expectError(() => sudoku.solve(''), 'The puzzle is empty; it needs 81 cells.');
  expectError(() => sudoku.solve(PROBLEM.slice(1)), 'The puzzle has 80 cells; it needs 81.');
  expectError(() => sudoku.countSolutions(`${PROBLEM}1`), 'The puzzle has more than 81 cells: character 82 ("1") is one too many.');
  expectError(() => sudoku.candidates(`12x${PROBLEM.slice(3)}`), 'Character 3 of the puzzle is "x"; cells are 1 to 9, or "." or "0" for an empty cell.');
  expectError(() => sudoku.solve(42), 'The puzzle must be a string, not the number 42.');
  expectError(() => sudoku.solve(), 'The puzzle must be a string, not undefined.');
  expectError(() => sudoku.solve('.'.repeat(5000)), 'The puzzle must be at most 4096 characters long, not 5000.');
  expectError(() => sudoku.countSolutions(PROBLEM, 0), 'The limit must be a whole number from 1 to 100000, not the number 0.');
  expectError(() => sudoku.countSolutions(PROBLEM, 1.5), 'The limit must be a whole number from 1 to 100000, not the number 1.5.');
  expectError(() => sudoku.countSolutions(PROBLEM, '2'), 'The limit must be a whole number from 1 to 100000, not a string.');
});

test('malformed puzzles: the fast path of solve and countSolutions words them as the checked call does', () => {
  // A refusal of the fast path (plain strings across) falls back to the checked call, id and all.
  assert.throws(() => sudoku.solve(PROBLEM.slice(1)), (e) => e.id === 'sudoku.grid.cells' && e.args.n === 80);
  assert.throws(() => sudoku.countSolutions(`12x${PROBLEM.slice(3)}`), (e) => e.id === 'sudoku.grid.character' && e.args.i === 3);
  // 2100 UTF-16 units, 4200 UTF-8 bytes: within the JS length check, refused by the core's.
  expectError(() => sudoku.solve('é'.repeat(2100)), 'The puzzle must be at most 4096 characters long, not 4200.');
  expectError(() => sudoku.countSolutions('é'.repeat(2100)), 'The puzzle must be at most 4096 characters long, not 4200.');
  expectError(() => sudoku.countSolutions(PROBLEM, -0), 'The limit must be a whole number from 1 to 100000, not the number -0.');
  expectError(() => sudoku.solve(`é${PROBLEM.slice(1)}`), 'Character 1 of the puzzle is a character that is not ASCII; cells are 1 to 9, or "." or "0" for an empty cell.');
  // What the fast path reads itself (81 digits, zeros or dots, a '\r') and what it leaves to the parser.
  for (const p of [PROBLEM.replaceAll('.', '0'), `${PROBLEM}\r`, PROBLEM.replace(/(.{9})/g, '$1\n')]) {
    assert.equal(sudoku.solve(p), SOLUTION);
    assert.equal(sudoku.countSolutions(p, 100000), 1);
  }
  assert.equal(sudoku.solve(`5...5${'.'.repeat(76)}`), null);
  expectError(() => sudoku.countSolutions(PROBLEM, NaN), 'The limit must be a whole number from 1 to 100000, not NaN.');
  expectError(() => sudoku.countSolutions(PROBLEM, 100001), 'The limit must be a whole number from 1 to 100000, not the number 100001.');
  expectError(() => sudoku.countSolutions(PROBLEM, -Infinity), 'The limit must be a whole number from 1 to 100000, not the number -Infinity.');
  assert.equal(sudoku.countSolutions(EMPTY, 100000), 100000);
});

test('solveAll and countAll: one answer per puzzle line, in order, blank lines skipped', () => {
  const impossible = `5...5${'.'.repeat(76)}`;
  const text = `${PROBLEM}\n\n  \r\n${impossible}\r\n${EMPTY}\n`;
  const solved = sudoku.solveAll(text);
  assert.equal(solved.length, 3);
  assert.equal(solved[0], SOLUTION);
  assert.equal(solved[1], null);
  assertSolves(EMPTY, solved[2]);
  assert.deepEqual(sudoku.countAll(text), [1, 0, 2]);
  assert.deepEqual(sudoku.countAll(text, 1), [1, 0, 1]);
  assert.deepEqual(sudoku.countAll(text, 7), [1, 0, 7]);
  assert.deepEqual(sudoku.solveAll(''), []);
  assert.deepEqual(sudoku.countAll('\n\n'), []);
  // Zeros for empty cells, and a line laid out with spaces (which the fast path leaves to the parser).
  const spaced = `${PROBLEM.replaceAll('.', '0')}\n${PROBLEM.replace(/(.{9})/g, '$1 ')}`;
  assert.deepEqual(sudoku.solveAll(spaced), [SOLUTION, SOLUTION]);
  assert.deepEqual(sudoku.countAll(spaced, 100000), [1, 1]);
  // The same answers as one call a puzzle, on a whole hard list.
  const puzzles = list('forum_hardest_1106.txt');
  const all = puzzles.join('\n');
  assert.deepEqual(sudoku.solveAll(all), puzzles.map((p) => sudoku.solve(p)));
  assert.deepEqual(sudoku.countAll(all, 3), puzzles.map((p) => sudoku.countSolutions(p, 3)));
});

test('solveAll and countAll: a bad line refuses the list, naming its line; bad arguments have their sentence', () => {
  const text = `${PROBLEM}\n\n${PROBLEM.slice(1)}\n${PROBLEM}x`;
  expectError(() => sudoku.solveAll(text), 'Line 3: The puzzle has 80 cells; it needs 81.');
  // A message id with the line's own refusal nested, for pages to word in their language.
  assert.throws(() => sudoku.solveAll(text), (e) => e.id === 'sudoku.list.line' && e.args.line === 3 && e.args.problem.id !== undefined);
  expectError(() => sudoku.countAll(text), 'Line 3: The puzzle has 80 cells; it needs 81.');
  expectError(() => sudoku.solveAll(`${PROBLEM}\n12x${PROBLEM.slice(3)}`),
    'Line 2: Character 3 of the puzzle is "x"; cells are 1 to 9, or "." or "0" for an empty cell.');
  expectError(() => sudoku.countAll(`${PROBLEM}\r\n${PROBLEM}1`), 'Line 2: The puzzle has more than 81 cells: character 82 ("1") is one too many.');
  expectError(() => sudoku.countAll(`${PROBLEM}\né${PROBLEM.slice(1)}`),
    'Line 2: Character 1 of the puzzle is a character that is not ASCII; cells are 1 to 9, or "." or "0" for an empty cell.');
  expectError(() => sudoku.countAll(PROBLEM, -0), 'The limit must be a whole number from 1 to 100000, not the number -0.');
  expectError(() => sudoku.solveAll([PROBLEM]), 'The list must be a string, not an array.');
  expectError(() => sudoku.countAll(), 'The list must be a string, not undefined.');
  expectError(() => sudoku.solveAll('.'.repeat((1 << 20) + 1)), 'The list must be at most 1048576 characters long, not 1048577.');
  expectError(() => sudoku.countAll(PROBLEM, 0), 'The limit must be a whole number from 1 to 100000, not the number 0.');
  expectError(() => sudoku.countAll(PROBLEM, '2'), 'The limit must be a whole number from 1 to 100000, not a string.');
});

test('solveAll and countAll: memory the list cannot get is no answer and no harm (the fast path falls back)', async () => {
  // A second engine whose malloc (a minified export: its name read from the glue) fails once on
  // request, as it does when the memory cannot grow; the answer must still be every puzzle's,
  // and the engine's memory untouched: nothing written at address 0.
  const dist = new URL('../../dist/', import.meta.url);
  const glue = readFileSync(new URL(JSON.parse(readFileSync(new URL('build-info.json', dist), 'utf8')).cores.sudoku.js, dist), 'utf8');
  // The shipped glue is minified (scripts/glue.mjs): `G=o._malloc=o.asm.G`, where emcc wrote `Module["_malloc"]=Module["asm"]["G"]`.
  const name = glue.match(/\._malloc=\w+\.asm\.(\w+)\)/)?.[1] ?? glue.match(/Module\["_malloc"\]=Module\["asm"\]\["(\w+)"\]/)?.[1];
  assert.ok(name, 'malloc\'s export not found in the glue');
  const fail = { next: false, failed: 0 };
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async function (...args) {
    const result = await instantiate.apply(this, args);
    const exports = { ...result.instance.exports };
    const malloc = exports[name];
    exports[name] = (n) => (fail.next ? ((fail.next = false), fail.failed++, 0) : malloc(n));
    return { module: result.module, instance: { exports } };
  };
  let engine;
  try {
    engine = await loadArcade({ games: ['sudoku'] });
  } finally {
    WebAssembly.instantiate = instantiate;
  }
  // Long enough to pass the first 1024 bytes of memory, which the module leaves unused.
  const text = `${`${PROBLEM}\n`.repeat(30)}${EMPTY}\n${PROBLEM}`;
  const grade = engine.sudoku.grade(PROBLEM);
  for (const call of [() => engine.sudoku.solveAll(text), () => engine.sudoku.countAll(text, 3)]) {
    const expected = call();
    fail.next = true;
    assert.deepEqual(call(), expected);
    assert.equal(fail.failed, 1);
    fail.failed = 0;
    assert.deepEqual(engine.sudoku.grade(PROBLEM), grade);
    assert.deepEqual(call(), expected);
  }
});

test('grade: the hardest technique needed, and the techniques used (easiest first)', () => {
  assert.deepEqual(sudoku.grade(PROBLEM), { difficulty: 'easy', techniques: ['Hidden single', 'Naked single'], steps: 46 });
  const hardest = list('forum_hardest_1106.txt')[0];
  const g = sudoku.grade(hardest);
  assert.equal(g.difficulty, 'extreme');
  assert.equal(g.techniques.at(-1), 'Guess');
  expectError(() => sudoku.grade(EMPTY), 'The puzzle has more than one solution; only a puzzle with exactly one is graded.');
  expectError(() => sudoku.grade(`5...5${'.'.repeat(76)}`), 'r1c1 and r1c5 both hold 5 (row 1).');
  expectError(() => sudoku.grade('1.9' + PROBLEM.slice(3)), 'The puzzle has no solution.');
});

test('techniques: the grading in full for the coach (each technique, its grade and count, the hardest)', () => {
  assert.deepEqual(sudoku.techniques(PROBLEM), {
    difficulty: 'easy', hardest: 'Naked single', steps: 46,
    techniques: [{ technique: 'Hidden single', difficulty: 'easy', count: 37 }, { technique: 'Naked single', difficulty: 'easy', count: 9 }],
  });
  const t = sudoku.techniques(list('forum_hardest_1106.txt')[0]);
  assert.deepEqual([t.difficulty, t.hardest, t.steps], ['extreme', 'Guess', 68]);
  assert.deepEqual(t.techniques.map((x) => `${x.technique} ${x.difficulty} ${x.count}`), [
    'Hidden single easy 36', 'Naked single easy 16', 'Locked candidates (pointing) medium 4', 'Locked candidates (claiming) medium 1',
    'Naked pair hard 2', 'Hidden pair hard 1', 'XYZ-Wing expert 1', 'Guess extreme 7']);
  // The same techniques as grade(), with the counts adding up to its steps.
  assert.deepEqual(t.techniques.map((x) => x.technique), sudoku.grade(list('forum_hardest_1106.txt')[0]).techniques);
  assert.equal(t.techniques.reduce((sum, x) => sum + x.count, 0), t.steps);
  expectError(() => sudoku.techniques(EMPTY), 'The puzzle has more than one solution; only a puzzle with exactly one is graded.');
  expectError(() => sudoku.techniques(42), 'The puzzle must be a string, not the number 42.');
});

test('hint: the next step (technique, cells, digits, explanation and its message) and the digit it leads to', () => {
  // The explanation's message: the technique and the house are messages of their own (web/common/words/*.js).
  const message = {
    id: 'sudoku.step.hidden-single',
    args: { technique: { id: 'sudoku.technique.hidden-single', args: {} }, house: { id: 'sudoku.house.box', args: { n: 1 } }, digit: 3, cell: 'r1c2' },
  };
  assert.deepEqual(sudoku.hint(PROBLEM), {
    technique: 'Hidden single', difficulty: 'easy', cells: [1], digits: [3],
    explanation: 'Hidden single: in box 1, 3 fits only in r1c2.', message,
    placement: { cell: 1, digit: 3 }, eliminations: [], leadsTo: { cell: 1, digit: 3 },
    steps: [{
      technique: 'Hidden single', difficulty: 'easy', cells: [1], digits: [3],
      explanation: 'Hidden single: in box 1, 3 fits only in r1c2.', message, placement: { cell: 1, digit: 3 }, eliminations: [],
    }],
  });
  expectError(() => sudoku.hint(SOLUTION), 'The grid is full: there is nothing left to hint.');
  expectError(() => sudoku.hint(`1.29${PROBLEM.slice(4)}`), 'This grid has no solution left, so a digit in it is wrong.');
  expectError(() => sudoku.hint(42), 'The grid must be a string, not the number 42.');
});

test('hint: applying leadsTo again and again solves hard puzzles, never against the solution', () => {
  for (const p of list('forum_hardest_1106.txt').slice(0, 5)) {
    const solution = sudoku.solve(p);
    let grid = p;
    const seen = new Set();
    for (;;) {
      let h;
      try { h = sudoku.hint(grid); } catch (e) { assert.equal(e.message, 'The grid is full: there is nothing left to hint.'); break; }
      for (const step of h.steps) {
        seen.add(step.technique);
        for (const e of step.eliminations) assert.notEqual(Number(solution[e.cell]), e.digit);
        assert.equal(typeof step.explanation, 'string');
      }
      assert.equal(h.steps.at(-1).placement.cell, h.leadsTo.cell);
      assert.equal(solution[h.leadsTo.cell], String(h.leadsTo.digit));
      grid = grid.slice(0, h.leadsTo.cell) + h.leadsTo.digit + grid.slice(h.leadsTo.cell + 1);
    }
    assert.equal(grid, solution);
    assert.ok(seen.has('Guess'));
  }
});

test('generate: proper puzzles of the grade asked for, the same for the same seed', () => {
  for (const difficulty of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
    for (let seed = 1; seed <= 4; seed++) {
      const g = sudoku.generate({ difficulty, seed });
      assert.deepEqual(Object.keys(g).sort(), ['difficulty', 'puzzle', 'seed', 'solution']);
      assert.equal(g.difficulty, difficulty);
      assert.equal(g.seed, seed);
      assert.equal(sudoku.countSolutions(g.puzzle), 1);
      assert.equal(sudoku.solve(g.puzzle), g.solution);
      assert.equal(sudoku.grade(g.puzzle).difficulty, difficulty);
      assert.deepEqual(sudoku.generate({ difficulty, seed: String(seed) }).puzzle, g.puzzle);
    }
  }
  // Pinned: the native test suite checks the same puzzle for the same seed.
  assert.equal(sudoku.generate({ difficulty: 'hard', seed: 1 }).puzzle,
    '..15..4..9.......5.4..1987..8..95..6.........4..26..9..3694..5.1.......3..8..31..');
  const free = sudoku.generate();
  assert.equal(free.difficulty, 'medium');
  assert.ok(Number.isSafeInteger(free.seed));
  assert.equal(sudoku.generate({ seed: free.seed }).puzzle, free.puzzle);
  expectError(() => sudoku.generate({ difficulty: 'impossible', seed: 1 }), 'The difficulty is easy, medium, hard, expert or extreme, not "impossible".');
  expectError(() => sudoku.generate({ difficulty: 3, seed: 1 }), 'The difficulty must be a string, not the number 3.');
  expectError(() => sudoku.generate({ seed: -1 }), 'The seed must be a whole number from 0 to 2^53-1, not the number -1.');
  expectError(() => sudoku.generate('hard'), 'The options must be an object like { difficulty, seed }, not a string.');
  expectError(() => sudoku.generate(null), 'The options must be an object like { difficulty, seed }, not null.');
});

test('session: a sudoku game is created, played with the hint move, undone and solved', () => {
  const { session } = arcade;
  let s = session.create('sudoku', { params: 'easy', desc: PROBLEM });
  assert.equal(s.save, `sudoku:easy:${PROBLEM}::0`);
  assert.deepEqual(s.legal, ['p', 'e', 'n', 'h']);
  assert.equal(s.status.text, '46 cells to fill.');
  s = session.play(s.save, 'n13');
  assert.deepEqual(s.view.notes[1], [3]);
  s = session.play(s.save, 'h');
  assert.equal(s.lastMove, 'p13');
  assert.deepEqual(s.view.notes[1], []);
  s = session.undo(s.save);
  assert.equal(s.view.values[1], 0);
  s = session.redo(s.save);
  for (let cell = 0; cell < 81; cell++) if (s.view.values[cell] === 0) s = session.play(s.save, `p${cell}${SOLUTION[cell]}`);
  assert.equal(s.status.over, true);
  assert.deepEqual(s.status.winners, [0]);
  assert.equal(s.view.solved, true);
  const made = session.create('sudoku', { params: 'hard' }, { seed: 3 });
  assert.equal(sudoku.grade(made.view.puzzle).difficulty, 'hard');
  assert.throws(() => session.play(made.save, 'p0'), (e) => e instanceof ArcadeError && /^Sudoku moves are /.test(e.message));
});

// The native CLI (ARCADE_CLI overrides build/native/arcade); npm test builds it first, so a missing one fails.
const CLI = process.env.ARCADE_CLI ?? fileURLToPath(new URL('../../build/native/arcade', import.meta.url));
const cli = (args, input) => {
  assert.ok(existsSync(CLI), `the native CLI is not built: ${CLI} (run npm run build)`);
  return spawnSync(CLI, args, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
};

test('arcade sudoku solve: a line per puzzle (solution, none, or empty with its error on stderr), exit 1 on any error', () => {
  const conflict = `5...5${'.'.repeat(76)}`;
  const good = cli(['sudoku', 'solve'], `${PROBLEM}\n${conflict}\n${SOLUTION}\n`);
  assert.deepEqual([good.status, good.stdout], [0, `${SOLUTION}\nnone\n${SOLUTION}\n`]);
  const bad = cli(['sudoku', 'solve'], `${PROBLEM}\n12x\n\n${PROBLEM.slice(1)}\n${PROBLEM}`);
  assert.equal(bad.status, 1);
  assert.equal(bad.stdout, [SOLUTION, '', '', '', SOLUTION, ''].join('\n'));
  assert.equal(bad.stderr, [
    'error: line 2: Character 3 of the puzzle is "x"; cells are 1 to 9, or "." or "0" for an empty cell.',
    'error: line 3: The puzzle is empty; it needs 81 cells.',
    'error: line 4: The puzzle has 80 cells; it needs 81.', ''].join('\n'));
});

test('arcade sudoku count: 0, 1 or 2 per line', () => {
  const r = cli(['sudoku', 'count'], `${PROBLEM}\n${EMPTY}\n5...5${'.'.repeat(76)}\n`);
  assert.deepEqual([r.status, r.stdout], [0, '1\n2\n0\n']);
});

test('arcade sudoku solve agrees with the wasm build on every shared puzzle', () => {
  const all = ['norvig_hardest.txt', 'norvig_top95.txt', 'magictour_top1465.txt', 'forum_hardest_1106.txt'].flatMap(list);
  const r = cli(['sudoku', 'solve'], `${all.join('\n')}\n`);
  assert.equal(r.status, 0);
  assert.deepEqual(r.stdout.trimEnd().split('\n'), all.map((p) => sudoku.solve(p)));
});

test('arcade sudoku generate gives the wasm build\'s puzzle for the same seed', () => {
  for (const difficulty of ['easy', 'hard', 'extreme']) {
    const r = cli(['sudoku', 'generate', '--difficulty', difficulty, '--seed', '11', '--count', '3'], '');
    assert.equal(r.status, 0);
    const lines = r.stdout.trimEnd().split('\n');
    lines.forEach((line, i) => {
      const g = sudoku.generate({ difficulty, seed: 11 + i });
      assert.equal(line, `${g.puzzle} ${g.solution} ${difficulty}`);
    });
  }
});

test('arcade sudoku grade and hint: one line per puzzle', () => {
  const g = cli(['sudoku', 'grade'], `${PROBLEM}\n${EMPTY}\n`);
  assert.deepEqual([g.status, g.stdout, g.stderr], [1, 'easy (Hidden single, Naked single)\n\n',
    'error: line 2: The puzzle has more than one solution; only a puzzle with exactly one is graded.\n']);
  const h = cli(['sudoku', 'hint'], `${PROBLEM}\n`);
  assert.deepEqual([h.status, h.stdout], [0, 'Hidden single: in box 1, 3 fits only in r1c2.\n']);
});
