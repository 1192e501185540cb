// Sudoku benchmarks, printed as README table rows: the exact solver on the hard lists natively
// (`arcade sudoku bench`, in-process puzzles/s) and in wasm under node (arcade.sudoku.solve /
// countSolutions, one JS call a puzzle, and solveAll / countAll, one call a list), in the same
// run as the reference solver tdoku; the generator per grade (wasm and native, the same seeds)
// and hints.
// tdoku is found through `--tdoku PATH` or the TDOKU_BENCH environment variable: a program kept
// outside this repo (tdoku built by hand with its own release build, and a driver around it), run
// as `PATH FILE LIMIT SECONDS` and printing puzzles_per_s=<n>. Without it our figures still run
// and a line says so.
// The machine is shared, so the solvers take turns round by round (ours native, ours wasm a
// puzzle and a list a call, tdoku, again ...) and every figure is the median of its rounds, each
// round at least SUDOKU_BENCH_SECONDS (0.5) of CPU time over the whole list; ratios are of
// medians of one run.
// SUDOKU_BENCH_BASELINE=<path to another dist/arcade.mjs> (a copy of main's dist/, say) adds that
// module's wasm rows to the same rounds, so that a change to the module is measured against the
// same tdoku figures rather than across runs on a shared machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { loadArcade } from '../../dist/arcade.mjs';

const root = new URL('../../', import.meta.url);
const cli = new URL('build/native/arcade', root).pathname;
const data = (name) => new URL(`tests/data/sudoku/${name}`, root).pathname;
const today = new Date().toISOString().slice(0, 10);
const seconds = Number(process.env.SUDOKU_BENCH_SECONDS ?? 0.5);
const roundsWanted = Number(process.env.SUDOKU_BENCH_ROUNDS ?? 5);
const rows = [];
const row = (what, command, dataText, figure) => rows.push({ what, command, data: dataText, figure });
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const figure = (perSecond, extra = '') => `${fmt(perSecond)} puzzles/s, ${(1e6 / perSecond).toFixed(1)} µs/puzzle${extra}`;
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

const tdokuArg = process.argv.indexOf('--tdoku');
const tdokuPath = tdokuArg >= 0 ? process.argv[tdokuArg + 1] : process.env.TDOKU_BENCH;
const tdoku = (() => {
  try {
    accessSync(tdokuPath ?? '', constants.X_OK);
    return tdokuPath;
  } catch {
    console.log(`tdoku not found${tdokuPath ? ` at ${tdokuPath}` : ''}: set TDOKU_BENCH (or pass --tdoku PATH) ` +
      'to a program run as `PATH FILE LIMIT SECONDS` that prints puzzles_per_s=<n>; ' +
      'our figures follow without the reference.');
    return null;
  }
})();

const arcade = await loadArcade();
const baselinePath = process.env.SUDOKU_BENCH_BASELINE;
const baseline = baselinePath ? await (await import(new URL(baselinePath, `file://${process.cwd()}/`).href)).loadArcade() : null;
const sets = [['magictour_top1465.txt', 1465], ['forum_hardest_1106.txt', 375], ['royle17_1004.txt', 1004]];

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };

// One wasm round: a warm-up pass, then whole passes over `count` puzzles for at least `seconds`
// of CPU time; puzzles per second.
function passRound(count, pass) {
  pass();
  let passes = 0;
  let t;
  const t0 = cpu();
  do {
    pass();
    passes++;
    t = cpu() - t0;
  } while (t < seconds);
  return (count * passes) / t;
}
// One JS call a puzzle.
const wasmRound = (puzzles, fn) => passRound(puzzles.length, () => { for (const p of puzzles) fn(p); });

const field = (line, key) => Number(line.match(new RegExp(`${key}=([\\d.]+)`))?.[1]);

for (const [name, size] of sets) {
  const puzzles = readFileSync(data(name), 'utf8').split('\n').filter((l) => l.trim() !== '');
  if (puzzles.length !== size) throw new Error(`${name}: ${puzzles.length} puzzles, expected ${size}`);
  for (const limit of [1, 2]) {
    const task = limit === 1 ? 'solve' : 'count to 2';
    const callFn = (a) => (limit === 1 ? (p) => a.sudoku.solve(p) : (p) => a.sudoku.countSolutions(p, 2));
    // The whole list in one call (solveAll / countAll), the newline-joined text made once.
    const list = puzzles.join('\n');
    const allFn = (a) => (limit === 1 ? () => a.sudoku.solveAll(list) : () => a.sudoku.countAll(list, 2));
    const [wasmFn, listFn] = [callFn(arcade), allFn(arcade)];
    const native = [];
    const wasm = [];
    const wasmList = [];
    const base = [];
    const baseList = [];
    const ref = [];
    let guesses = null;
    let refGuesses = null;
    for (let round = 0; round < roundsWanted; round++) {
      const out = execFileSync(cli, ['sudoku', 'bench', data(name), '--limit', String(limit), '--seconds', String(seconds)]).toString();
      native.push(field(out, 'puzzles_per_s'));
      guesses = field(out, 'guesses_per_puzzle');
      wasm.push(wasmRound(puzzles, wasmFn));
      wasmList.push(passRound(puzzles.length, listFn));
      if (baseline) {
        base.push(wasmRound(puzzles, callFn(baseline)));
        baseList.push(passRound(puzzles.length, allFn(baseline)));
      }
      if (tdoku) {
        const t = execFileSync(tdoku, [data(name), String(limit), String(seconds)]).toString();
        ref.push(field(t, 'puzzles_per_s'));
        refGuesses = field(t, 'guesses_per_puzzle');
      }
    }
    const tdokuMedian = tdoku ? median(ref) : null;
    const vs = (xs) => {
      if (!tdoku) return '';
      const perRound = xs.map((x, i) => x / ref[i]);
      return `; ${(median(xs) / tdokuMedian).toFixed(2)}× tdoku (rounds ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)})`;
    };
    const how = `${size} puzzles; median of ${roundsWanted} interleaved rounds`;
    row(`sudoku ${task}, native`, `arcade sudoku bench tests/data/sudoku/${name} --limit ${limit} --seconds ${seconds}`, how,
      figure(median(native), `, ${guesses} guesses/puzzle${vs(native)}`));
    row(`sudoku ${task}, wasm`, limit === 1 ? 'arcade.sudoku.solve(p)' : 'arcade.sudoku.countSolutions(p, 2)', `${how}, one JS call each`,
      figure(median(wasm), vs(wasm).replace('tdoku', 'tdoku native')));
    row(`sudoku ${task}, wasm, whole list per call`, limit === 1 ? 'arcade.sudoku.solveAll(list)' : 'arcade.sudoku.countAll(list, 2)',
      `${how}, one JS call for the whole list (newline-separated)`, figure(median(wasmList), vs(wasmList).replace('tdoku', 'tdoku native')));
    if (baseline) {
      const than = (xs, ys) => `; ${(median(xs) / median(ys)).toFixed(2)}× this module`;
      row(`sudoku ${task}, wasm, baseline`, `${baselinePath}: one call each`, how,
        figure(median(base), vs(base).replace('tdoku', 'tdoku native') + than(base, wasm)));
      row(`sudoku ${task}, wasm, whole list per call, baseline`, `${baselinePath}: whole list`, how,
        figure(median(baseList), vs(baseList).replace('tdoku', 'tdoku native') + than(baseList, wasmList)));
    }
    if (tdoku) {
      row(`sudoku ${task}, tdoku (reference)`, `$TDOKU_BENCH ${name} ${limit} ${seconds}`,
        `${how}; tdoku built by hand outside the repo with its own release build`,
        figure(tdokuMedian, `, ${refGuesses} guesses/puzzle`));
    }
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
  const native = spawnSync(cli, ['sudoku', 'generate', '--difficulty', difficulty, '--seed', '1', '--count', String(seeds), '--timing'], { encoding: 'utf8' });
  const w = stats(ms);
  row(`sudoku generate ${difficulty}`, `arcade.sudoku.generate({ difficulty: '${difficulty}', seed })`, `seeds 1-${seeds}, proper puzzles`,
    `wasm median ${w.median.toFixed(1)} ms, p90 ${w.p90.toFixed(1)} ms, max ${w.max.toFixed(1)} ms; native median ${field(native.stdout, 'median_ms').toFixed(1)} ms, ` +
    `p90 ${field(native.stdout, 'p90_ms').toFixed(1)} ms; ${field(native.stdout, 'mean_attempts').toFixed(1)} puzzles made per puzzle kept`);
}

// Hints: the next step on each puzzle of a list (a few steps deep for the hard ones).
{
  const puzzles = readFileSync(data('norvig_top95.txt'), 'utf8').split('\n').filter((l) => l.trim() !== '');
  const perCall = 1e6 / median(Array.from({ length: 3 }, () => wasmRound(puzzles, (p) => arcade.sudoku.hint(p))));
  row('sudoku hint (wasm)', 'arcade.sudoku.hint(puzzle)', '95 puzzles (norvig_top95)', `${perCall.toFixed(0)} µs/call`);
}

console.log(`\n| what | command | data | figure | date |\n|---|---|---|---|---|`);
for (const r of rows) console.log(`| ${r.what} | \`${r.command}\` | ${r.data} | ${r.figure} | ${today} |`);
