// Sudoku benchmarks, printed as README table rows: the exact solver on the hard lists natively
// (`arcade sudoku bench`) and in wasm under node (arcade.sudoku.solve / countSolutions per
// puzzle, JS call included), in the same run as tdoku when TDOKU_BENCH is set; the generator per
// grade (wasm and native, the same seeds) and hints. TDOKU_BENCH is a
// command run as `$TDOKU_BENCH <file> <limit>` that prints `puzzles_per_s=<n>` (a driver around
// tdoku built outside this repo; see the README). Every figure is the best of several rounds over
// the whole file in CPU time (process.cpuUsage here, clock() natively): other processes on the
// machine only ever make a round slower, and time spent descheduled is nobody's solver's.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadArcade } from '../../dist/arcade.mjs';

const root = new URL('../../', import.meta.url);
const cli = new URL('build/native/arcade', root).pathname;
const data = (name) => new URL(`tests/data/sudoku/${name}`, root).pathname;
const today = new Date().toISOString().slice(0, 10);
const seconds = Number(process.env.SUDOKU_BENCH_SECONDS ?? 3);
const rows = [];
const row = (what, command, dataText, figure) => rows.push({ what, command, data: dataText, figure });
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const figure = (perSecond, extra = '') => `${fmt(perSecond)} puzzles/s, ${(1e6 / perSecond).toFixed(1)} µs/puzzle${extra}`;

const arcade = await loadArcade();
const sets = [['magictour_top1465.txt', 1465], ['forum_hardest_1106.txt', 375]];

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };

// Puzzles per CPU second of fn over a whole list: the best round of at least `seconds` in all.
function throughput(puzzles, fn) {
  let best = Infinity;
  let total = 0;
  for (let rounds = 0; total < seconds || rounds < 3; rounds++) {
    const t0 = cpu();
    for (const p of puzzles) fn(p);
    const t = cpu() - t0;
    best = Math.min(best, t);
    total += t;
  }
  return puzzles.length / best;
}

const field = (line, key) => Number(line.match(new RegExp(`${key}=([\\d.]+)`))?.[1]);

for (const [name, size] of sets) {
  const puzzles = readFileSync(data(name), 'utf8').split('\n').filter((l) => l.trim() !== '');
  if (puzzles.length !== size) throw new Error(`${name}: ${puzzles.length} puzzles, expected ${size}`);
  for (const limit of [1, 2]) {
    const task = limit === 1 ? 'solve' : 'count to 2';
    const out = execFileSync(cli, ['sudoku', 'bench', data(name), '--limit', String(limit), '--seconds', String(seconds)]).toString();
    const native = field(out, 'puzzles_per_s');
    const guesses = field(out, 'guesses_per_puzzle');
    const wasm = throughput(puzzles, limit === 1 ? (p) => arcade.sudoku.solve(p) : (p) => arcade.sudoku.countSolutions(p, 2));
    let tdoku = null;
    if (process.env.TDOKU_BENCH) {
      tdoku = field(execSync(`${process.env.TDOKU_BENCH} ${data(name)} ${limit}`).toString(), 'puzzles_per_s');
    }
    const vs = (x) => (tdoku ? `; ${(x / tdoku).toFixed(2)}× tdoku` : '');
    row(`sudoku ${task}, native`, `arcade sudoku bench tests/data/sudoku/${name} --limit ${limit}`, `${size} puzzles`,
      figure(native, `, ${guesses} guesses/puzzle${vs(native)}`));
    row(`sudoku ${task}, wasm`, limit === 1 ? 'arcade.sudoku.solve(p)' : 'arcade.sudoku.countSolutions(p, 2)', `${size} puzzles, one call each`,
      figure(wasm, vs(wasm)));
    if (tdoku) row(`sudoku ${task}, tdoku (reference)`, `$TDOKU_BENCH ${name} ${limit}`, `${size} puzzles; tdoku built outside the repo with its CMake build (-O3 -march=native)`, figure(tdoku));
  }
}

// The generator: the CPU time per proper puzzle at each grade over the same seeds, in wasm and
// natively (`arcade sudoku generate` times each puzzle itself).
const seeds = Number(process.env.SUDOKU_BENCH_SEEDS ?? 100);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p90: s[Math.floor(s.length * 0.9)], max: s.at(-1) };
};
for (const difficulty of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
  const ms = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const t0 = cpu();
    const g = arcade.sudoku.generate({ difficulty, seed });
    ms.push((cpu() - t0) * 1000);
    if (g.difficulty !== difficulty) throw new Error(`seed ${seed}: ${g.difficulty}, not ${difficulty}`);
  }
  const native = spawnSync(cli, ['sudoku', 'generate', '--difficulty', difficulty, '--seed', '1', '--count', String(seeds)], { encoding: 'utf8' });
  const w = stats(ms);
  row(`sudoku generate ${difficulty}`, `arcade.sudoku.generate({ difficulty: '${difficulty}', seed })`, `seeds 1-${seeds}, proper puzzles`,
    `wasm median ${w.median.toFixed(1)} ms, p90 ${w.p90.toFixed(1)} ms, max ${w.max.toFixed(1)} ms; native median ${field(native.stderr, 'median_ms').toFixed(1)} ms, ` +
    `p90 ${field(native.stderr, 'p90_ms').toFixed(1)} ms; ${field(native.stderr, 'mean_attempts').toFixed(1)} puzzles made per puzzle kept`);
}

// Hints: the next step on each puzzle of a list (a few steps deep for the hard ones).
{
  const puzzles = readFileSync(data('norvig_top95.txt'), 'utf8').split('\n').filter((l) => l.trim() !== '');
  const perCall = 1e6 / throughput(puzzles, (p) => arcade.sudoku.hint(p));
  row('sudoku hint (wasm)', 'arcade.sudoku.hint(puzzle)', '95 puzzles (norvig_top95)', `${perCall.toFixed(0)} µs/call`);
}

console.log(`\n| what | command | data | figure | date |\n|---|---|---|---|---|`);
for (const r of rows) console.log(`| ${r.what} | \`${r.command}\` | ${r.data} | ${r.figure} | ${today} |`);
