// Connect Four solver benchmark: mean time and nodes per position on Pons' test sets, native CLI
// and wasm (dist/arcade.mjs under node), and the reference solver when CONNECT4_REF names it.
//
// CONNECT4_REF: a binary reading positions on stdin. If its lines are "<score> <nodes> <µs>" (a
// measuring driver around the reference solver) those figures are used; if they are the upstream
// c4solver's "<moves> <score>", only its wall time per position is known (process start and table
// allocation included, so it is flattered less than it seems). Every engine runs over each whole
// file three times; the figure is the median run. Scores are checked against the files.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadArcade } from '../../dist/arcade.mjs';

const root = new URL('../../', import.meta.url);
const cli = new URL('build/native/arcade', root).pathname;
const dataDir = new URL('tests/data/connect4/', root).pathname;
const ref = process.env.CONNECT4_REF;
const runs = Number(process.env.CONNECT4_RUNS ?? 3);
const today = new Date().toISOString().slice(0, 10);
const sets = [['End-Easy', 'Test_L3_R1'], ['Middle-Easy', 'Test_L2_R1'], ['Begin-Easy', 'Test_L1_R1']];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (us) => (us < 100 ? us.toFixed(2) : us.toFixed(1));
let failed = false;
function checkScores(engine, name, got, want) {
  const bad = want.findIndex((w, i) => got[i] !== w);
  if (bad >= 0) {
    console.error(`${engine} ${name} line ${bad + 1}: score ${got[bad]}, expected ${want[bad]}`);
    failed = true;
  }
}

// The native CLI: `--stats` prints mean nodes and µs (timed around each solve) to stderr.
function native(file, want) {
  const input = readFileSync(file);
  const r = spawnSync(cli, ['connect4', 'solve', '--stats'], { input });
  if (r.status !== 0) throw new Error(`arcade connect4 solve failed: ${r.stderr}`);
  checkScores('native', file, r.stdout.toString().trim().split('\n').map(Number), want);
  const m = r.stderr.toString().match(/mean_nodes=([\d.]+) mean_us=([\d.]+)/);
  return { nodes: Number(m[1]), us: Number(m[2]) };
}

// wasm through the public API, a fresh module per run. Before the timed pass the JIT is warmed
// (V8 starts wasm in its baseline compiler and optimises hot functions in the background) on the
// mirror images of End-Easy, then the table is reset, so the nodes match the native CLI's. Two
// times: inside the module around solve (as the native CLI and the reference are timed), and the
// whole JS call.
const mirror = (m) => [...m].map((c) => String(8 - Number(c))).join('');
const warmup = readFileSync(dataDir + 'Test_L3_R1', 'utf8').trim().split('\n').map((l) => mirror(l.split(' ')[0]));
async function wasm(moves, want, name) {
  const arcade = await loadArcade();
  for (const m of warmup) arcade.connect4.solveStats(m);
  arcade.connect4.reset();
  let nodes = 0;
  let micros = 0;
  let ns = 0n;
  const got = moves.map((m) => {
    const t0 = process.hrtime.bigint();
    const r = arcade.connect4.solveStats(m);
    ns += process.hrtime.bigint() - t0;
    nodes += r.nodes;
    micros += r.micros;
    return r.score;
  });
  checkScores('wasm', name, got, want);
  return { nodes: nodes / moves.length, us: micros / moves.length, callUs: Number(ns) / 1000 / moves.length };
}

function reference(file, count) {
  const input = readFileSync(file);
  const t0 = process.hrtime.bigint();
  const r = spawnSync(ref, [], { input, maxBuffer: 1 << 26 });
  const wallUs = Number(process.hrtime.bigint() - t0) / 1000 / count;
  const lines = r.stdout.toString().trim().split('\n');
  const fields = lines.map((l) => l.trim().split(/\s+/));
  if (fields.every((f) => f.length === 3 && f.every((x) => /^-?[\d.]+$/.test(x)))) {
    return {
      scores: fields.map((f) => Number(f[0])),
      nodes: fields.reduce((a, f) => a + Number(f[1]), 0) / count,
      us: fields.reduce((a, f) => a + Number(f[2]), 0) / count,
    };
  }
  return { scores: fields.map((f) => Number(f[1])), nodes: NaN, us: wallUs, wall: true };
}

const rows = [];
for (const [label, name] of sets) {
  const file = dataDir + name;
  const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => l.trim().split(/\s+/));
  const moves = lines.map((l) => l[0]);
  const want = lines.map((l) => Number(l[1]));
  const n = [], w = [], r = [];
  // Interleaved, so a busy moment of the machine hits every engine alike.
  for (let i = 0; i < runs; i++) {
    n.push(native(file, want));
    w.push(await wasm(moves, want, name));
    if (ref) {
      const x = reference(file, moves.length);
      checkScores('reference', name, x.scores, want);
      r.push(x);
    }
  }
  const nUs = median(n.map((x) => x.us)), wUs = median(w.map((x) => x.us)), callUs = median(w.map((x) => x.callUs));
  let figure = `native ${fmt(nUs)} µs, ${n[0].nodes.toFixed(1)} nodes; wasm ${fmt(wUs)} µs ` +
    `(${fmt(callUs)} µs a JS call), ${w[0].nodes.toFixed(1)} nodes`;
  if (ref) {
    const rUs = median(r.map((x) => x.us));
    const rNodes = r[0].wall ? 'nodes n/a' : `${r[0].nodes.toFixed(1)} nodes`;
    figure += `; reference ${fmt(rUs)} µs${r[0].wall ? ' (wall)' : ''}, ${rNodes}` +
      `; time native/ref ${(nUs / rUs).toFixed(2)}×, wasm/ref ${(wUs / rUs).toFixed(2)}×` +
      (r[0].wall ? '' : `; nodes ours/ref ${(n[0].nodes / r[0].nodes).toFixed(3)}×`);
  }
  rows.push({
    what: `connect4 solve, ${label}`,
    command: '`arcade connect4 solve --stats < ' + name + '`, `arcade.connect4.solveStats(moves)`' +
      (ref ? ', `$CONNECT4_REF < ' + name + '`' : ''),
    data: `tests/data/connect4/${name} (1000 positions), median of ${runs} runs`,
    figure,
  });
}

const cpu = execFileSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"]).toString().trim();
console.log(`\n(${cpu}; per-position means, timed around each solve; wasm timed through the JS API)`);
console.log(`\n| what | command | data | figure | date |\n|---|---|---|---|---|`);
for (const x of rows) console.log(`| ${x.what} | ${x.command} | ${x.data} | ${x.figure} | ${today} |`);
if (failed) process.exit(1);
