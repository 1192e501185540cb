// The coach's calls for Mastermind and Sudoku in wasm (node, dist/arcade.mjs), as README rows: each
// page update is one call, and the coach's budget is 50 ms an update.
//   mastermind.coach(save): after every answer of sampled games (the player guessing the hint's
//   code, a player who keeps to codes that fit), and at the end, where it also replays the
//   strongest breaker on the secret; per preset.
//   sudoku.techniques(puzzle): the whole grading with its counts, on generated puzzles per grade.
import { loadArcade } from '../../dist/arcade.mjs';

const today = new Date().toISOString().slice(0, 10);
const arcade = await loadArcade();
const rows = [];
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
// A call's wall time and the CPU time of this process meanwhile (less sensitive to a shared machine), in ms.
const timed = (fn) => {
  const t0 = process.hrtime.bigint(), c0 = process.cpuUsage();
  const v = fn();
  const c = process.cpuUsage(c0);
  return [v, { wall: Number(process.hrtime.bigint() - t0) / 1e6, cpu: (c.user + c.system) / 1000 }];
};
// The budget is 50 ms an update: how many calls passed it is part of the figure.
const over = (xs) => `${xs.filter((x) => x > 50).length} of ${xs.length} over 50 ms`;
const summary = (ts) => {
  const wall = ts.map((t) => t.wall), cpu = ts.map((t) => t.cpu);
  return `wall median ${pct(wall, 0.5).toFixed(2)} ms, p99 ${pct(wall, 0.99).toFixed(1)} ms, max ${Math.max(...wall).toFixed(1)} ms (${over(wall)}); `
    + `CPU p99 ${pct(cpu, 0.99).toFixed(1)} ms, max ${Math.max(...cpu).toFixed(1)} ms (${over(cpu)})`;
};
const games = Number(process.env.COACH_BENCH_GAMES ?? 40);

const presets = [['classic', 'p4,c6,r10'], ['Bulls & Cows', 'p4,c10,r10,u'], ['super', 'p5,c8,r12']];
for (const [name, params] of presets) {
  const during = [], end = [];
  let guesses = 0, breaker = '';
  for (let seed = 1; seed <= games; seed += 1) {
    let snap = arcade.session.create('mastermind', { params }, { seed });
    arcade.mastermind.coach(snap.save);  // the space is built once per shape, not per update
    while (!snap.status.over) {
      snap = arcade.session.play(snap.save, arcade.mastermind.hint(snap.save).move);
      guesses += 1;
      const [c, ms] = timed(() => arcade.mastermind.coach(snap.save));
      (c.replay ? end : during).push(ms);
      breaker = c.breaker;
    }
  }
  rows.push([`mastermind.coach, ${name} (wasm)`, `arcade.mastermind.coach(save)`,
    `${games} seeded games (seeds 1-${games}), the player guessing the hint's code: ${guesses} guesses`,
    `during the game ${summary(during)}; at the end (with the ${breaker} breaker's replay) ${summary(end)}`]);
}

for (const difficulty of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
  const ms = [];
  for (let seed = 1; seed <= 20; seed += 1) {
    const { puzzle } = arcade.sudoku.generate({ difficulty, seed });
    ms.push(timed(() => arcade.sudoku.techniques(puzzle))[1]);
  }
  rows.push([`sudoku.techniques, ${difficulty} (wasm)`, `arcade.sudoku.techniques(puzzle)`, `generated ${difficulty} puzzles, seeds 1-20`, summary(ms)]);
}

console.log('\n| what | command | data | figure | date |\n|---|---|---|---|---|');
for (const [what, command, data, figure] of rows) console.log(`| ${what} | \`${command}\` | ${data} | ${figure} | ${today} |`);
