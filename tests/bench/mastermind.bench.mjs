// Mastermind benchmarks: whole-tree statistics of each code breaker natively (every secret), and
// the per-guess time of "best" and "optimal" in wasm through the session API on sampled secrets;
// README rows.
import { execFileSync } from 'node:child_process';
import { loadArcade } from '../../dist/arcade.mjs';

const cli = new URL('../../build/native/arcade', import.meta.url).pathname;
const today = new Date().toISOString().slice(0, 10);
const rows = [];
const spaces = [
  { name: '4×6', args: ['--pegs', '4', '--colors', '6'], params: 'p4,c6,r12,make', sample: 1296 },
  { name: 'Bulls & Cows', args: ['--pegs', '4', '--colors', '10', '--no-duplicates'], params: 'p4,c10,r12,u,make', sample: 300 },
  { name: '5×8', args: ['--pegs', '5', '--colors', '8'], params: 'p5,c8,r14,make', sample: 60 },
];

// 1. Whole trees natively (Knuth on 5x8 takes minutes: left out).
for (const s of spaces) {
  for (const strategy of s.name === '5×8' ? ['consistent', 'best'] : ['consistent', 'knuth', 'best', 'optimal']) {
    const args = ['mastermind', 'stats', ...s.args, '--strategy', strategy];
    const t0 = process.hrtime.bigint();
    const line = execFileSync(cli, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const secs = Number(process.hrtime.bigint() - t0) / 1e9;
    const m = line.match(/total=(\d+) secrets=(\d+) average=([\d.]+) max=(\d+)/);
    rows.push([`${s.name} ${strategy}, every secret`, `arcade ${args.join(' ')}`, `${m[2]} secrets`,
      `total ${m[1]}, average ${m[3]}, worst ${m[4]} (${secs.toFixed(2)} s native)`]);
  }
}

// 2. Per-guess time in wasm: the computer breaks sampled secrets, answers from feedback ("optimal"
// has trees for 4×6 and Bulls & Cows only: elsewhere it is "best").
const arcade = await loadArcade();
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
for (const [s, strategy] of spaces.flatMap((s) => (s.name === '5×8' ? [[s, 'best']] : [[s, 'best'], [s, 'optimal']]))) {
  const times = [], cpu = [];  // wall ms; CPU ms of this process (less sensitive to a loaded machine)
  const start = arcade.session.create('mastermind', { params: strategy === 'best' ? s.params : `${s.params},${strategy}` });
  const pegs = start.view.pegs, colours = start.view.colours;
  let seed = 1;
  for (let i = 0; i < s.sample; i++) {
    // A deterministic sample of secrets (valid for the game's duplicate rule).
    let secret;
    do {
      secret = Array.from({ length: pegs }, () => 1 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % colours));
    } while (!start.view.duplicates && new Set(secret).size < pegs);
    let snap = start;
    while (!snap.status.over) {
      const t0 = process.hrtime.bigint(), c0 = process.cpuUsage();
      snap = arcade.session.computer(snap.save);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      const guess = snap.view.history.at(-1).guess;
      const f = arcade.mastermind.feedback(secret, guess);
      snap = arcade.session.play(snap.save, `a${f.exact}${f.misplaced}`);
    }
  }
  rows.push([`${s.name} ${strategy}, one guess in wasm`, "arcade.session.computer(save) (node, dist/arcade.mjs)",
    `${s.sample} secrets, ${times.length} guesses`,
    `median ${pct(times, 0.5).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; ` +
    `CPU median ${pct(cpu, 0.5).toFixed(2)} ms, p99 ${pct(cpu, 0.99).toFixed(2)} ms, max ${Math.max(...cpu).toFixed(1)} ms`]);
}

console.log('\n| what | command | data | figure | date |\n|---|---|---|---|---|');
for (const [what, command, data, figure] of rows) console.log(`| ${what} | \`${command}\` | ${data} | ${figure} | ${today} |`);
