// Greed benchmarks: computer-player win rates (native duels) and engine call times, wasm under
// node against the native CLI doing the same seeded games in the same run; prints a README table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadArcade } from '../../dist/arcade.mjs';

const root = new URL('../../', import.meta.url);
const cli = new URL('build/native/arcade', root).pathname;
const today = new Date().toISOString().slice(0, 10);
const rows = [];
const row = (what, command, data, figure) => rows.push({ what, command, data, figure });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// Median microseconds per call of fn over `rounds` timed batches of `batch` calls.
function perCall(fn, batch = 1000, rounds = 15) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn(i);
    times.push(Number(process.hrtime.bigint() - t0) / 1000 / batch);
  }
  return median(times);
}

// 1. Win rates: who starts rotates every game, so seat order cancels out.
const games = Number(process.env.GREED_GAMES ?? 100000);
for (const seats of ['ec', 'cc', 'ee', 'ecc', 'we', 'wc']) {
  const out = execFileSync(cli, ['greed', 'duel', '--seats', seats, '--games', String(games), '--seed', '1']).toString().trim();
  const rates = [...out.matchAll(/seat\d\((\w)\)=([\d.]+)%/g)].map((m) => `${m[1]} ${m[2]} %`).join(', ');
  const secs = out.match(/seconds=([\d.]+)/)[1];
  row(`win rate ${seats.split('').join(' v ')}`, `arcade greed duel --seats ${seats} --games ${games} --seed 1`,
    `${games} seeded games, target 3000, entry 300`, `${rates} (${secs} s native)`);
}

// 1b. The house rule "choose the scoring dice to keep": points a turn, exact (the expected-points
// table) and in play (two expected-points players), under the automatic rule and the choice.
const turnValue = (args) => execFileSync(cli, ['greed', 'policy', ...args]).toString().match(/entry needed 0: expected turn value ([\d.]+)/)[1];
row('points a turn, automatic v choose (exact)', 'arcade greed policy / arcade greed policy --choose', 'expected-points play, a seat in the game',
  `${turnValue([])} v ${turnValue(['--choose'])}`);
const perTurn = {};
for (const rule of [[], ['--choose']]) {
  const out = execFileSync(cli, ['greed', 'duel', '--seats', 'ee', '--games', String(games), '--seed', '1', ...rule]).toString();
  perTurn[rule.length ? 'choose' : 'automatic'] = out.match(/points_per_turn=([\d.]+)/)[1];
}
row('points a turn in play, automatic v choose', `arcade greed duel --seats ee --games ${games} --seed 1 [--choose]`,
  `${games} seeded games each, target 3000, entry 300`, `${perTurn.automatic} v ${perTurn.choose} points banked a turn`);

// 2. The same seeded computer games natively (CLI) and in wasm (stateless API: each call replays the save).
const arcade = await loadArcade();
const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
const params = 'ec';
let t0 = process.hrtime.bigint();
const nativeSaves = seeds.map((seed) =>
  execFileSync(cli, ['selfplay', 'greed', '--params', params, '--seed', String(seed)]).toString().trim());
const nativeMs = Number(process.hrtime.bigint() - t0) / 1e6 / seeds.length;
t0 = process.hrtime.bigint();
let calls = 0;
const wasmSaves = seeds.map((seed) => {
  let s = arcade.session.create('greed', { params }, { seed });
  while (!s.status.over) { s = arcade.session.computer(s.save, { seed }); calls++; }
  return s.save;
});
const wasmMs = Number(process.hrtime.bigint() - t0) / 1e6 / seeds.length;
const same = nativeSaves.every((s, i) => s === wasmSaves[i]);
row('seeded game, native vs wasm', `arcade selfplay greed --params ${params} --seed 1..40 / session.computer`,
  '40 seeded games (e v c)', `identical saves: ${same}; ${wasmMs.toFixed(1)} ms/game wasm (${(calls / seeds.length).toFixed(0)} calls), ${nativeMs.toFixed(1)} ms/game native incl. process start`);

// 3. Per-call medians in wasm.
const dice = [[1, 1, 1, 5, 1], [2, 3, 4, 6, 2], [3, 4, 5, 3, 3], [5, 5], []];
row('greed.score (wasm)', 'arcade.greed.score(dice)', '5 rolls cycled', `${perCall((i) => arcade.greed.score(dice[i % 5])).toFixed(2)} µs/call median`);
const mid = wasmSaves[0].split(':');
const moves = mid[3].split('.');
const midSave = `${mid[0]}:${mid[1]}:${mid[2]}:${moves.slice(0, Math.floor(moves.length / 2)).join('.')}`;
row('session.load mid-game (wasm)', 'arcade.session.load(save)', `a save of ${Math.floor(moves.length / 2)} moves`,
  `${perCall(() => arcade.session.load(midSave), 200).toFixed(1)} µs/call median`);
row('session.computer (wasm)', 'arcade.session.computer(save, {seed})', `the same save`,
  `${perCall((i) => arcade.session.computer(midSave, { seed: i }), 200).toFixed(1)} µs/call median`);

// 3b. The coach: one greed.advise per decision of seeded games where both seats follow its advice
// (CPU time of this process). With two seats the first call of a (target, entry) builds the
// win-probability table; every call after it reads the table.
const cpuMs = () => process.cpuUsage().user / 1000;
// Under the house rule the dice kept are a move of their own: there the win-probability
// computers play, and the coach is asked before each of their moves.
const coached = [['hh', 'two seats, 3000'], ['hh,t5000', 'two seats, 5000'], ['ww,k', 'two seats, 3000, choosing dice'],
  ['ww,k,t5000', 'two seats, 5000, choosing dice'], ['hhh', 'three seats']];
for (const [params, label] of coached) {
  const times = [];
  for (let seed = 1; seed <= 5; seed++) {
    let s = arcade.session.create('greed', { params }, { seed });
    for (let n = 0; !s.status.over && n < 300; n++) {
      const t0 = cpuMs();
      let advice = arcade.greed.advise(s.save);
      times.push(cpuMs() - t0);
      while (advice.pending) {  // a large table, a share per call: each call is timed
        const t1 = cpuMs();
        advice = arcade.greed.advise(s.save);
        times.push(cpuMs() - t1);
      }
      const next = { seed: seed * 1000 + n };
      s = params.startsWith('w') ? arcade.session.computer(s.save, next) : arcade.session.play(s.save, advice.best, next);
    }
  }
  const rest = times.slice(1);
  // What a page's fresh worker sees: the first calls in a new process (the engine's code not yet
  // compiled to its fastest, every table still to build; a large table answers `pending` until
  // whole, a share per call), wall time of each call, five processes.
  const fresh = [];
  const pendingCalls = [];
  for (let run = 0; run < 5; run++) {
    const script = `import { loadArcade } from ${JSON.stringify(new URL('dist/arcade.mjs', root).href)};
      const arcade = await loadArcade();
      const s = arcade.session.create('greed', { params: ${JSON.stringify(params)} }, { seed: 1 });
      const times = [];
      for (let a = { pending: true }; a.pending;) { const t0 = performance.now(); a = arcade.greed.advise(s.save); times.push(performance.now() - t0); }
      console.log(JSON.stringify(times));`;
    const times = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString());
    fresh.push(...times);
    pendingCalls.push(times.length - 1);
  }
  const waited = pendingCalls[0] ? `; ${pendingCalls[0]} calls answered pending before the values came` : '';
  row(`greed.advise, ${label} (wasm)`, 'arcade.greed.advise(save)', `${times.length} calls over 5 seeded games (seeds 1-5), ${params.startsWith('w') ? 'the computers playing' : 'every seat playing the advice'}; the first calls also in 5 fresh node processes`,
    `fresh process: every call until the values came median ${median(fresh).toFixed(1)} ms, worst ${Math.max(...fresh).toFixed(1)} ms wall${waited}; in this process the first call ${times[0].toFixed(1)} ms CPU; after it median ${median(rest).toFixed(2)} ms, worst ${Math.max(...rest).toFixed(2)} ms CPU; ${rest.filter((t) => t > 50).length} of ${rest.length} over 50 ms`);
}

// 4. The bundle a browser downloads (written by scripts/bundle-web.mjs).
const info = JSON.parse(readFileSync(new URL('dist/build-info.json', root)));
row('bundle size', 'npm run build', 'dist/ wasm + glue, gzip -9', `${(info.totalGzip / 1024).toFixed(1)} KB gzipped`);

console.log(`\n| what | command | data | figure | date |\n|---|---|---|---|---|`);
for (const r of rows) console.log(`| ${r.what} | \`${r.command}\` | ${r.data} | ${r.figure} | ${today} |`);
if (!same) { console.error('native and wasm seeded games differ'); process.exit(1); }
