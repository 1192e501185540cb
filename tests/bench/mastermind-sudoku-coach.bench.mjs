// The coach's calls for Mastermind and Sudoku in wasm (node, dist/arcade.mjs), as README rows: each
// page update is one call, and the coach's budget is 50 ms an update.
//   mastermind.coach(save): after every answer of sampled games (the player guessing the hint's
//   code, a player who keeps to codes that fit), and at the end, where it also replays the
//   strongest breaker on the secret; per preset. Then the worst case of one call: games won at
//   the first guess, one per sampled secret, where the one call plays the whole replay.
//   COACH_BENCH_GAMES (40), COACH_BENCH_STRIDE (16: every 16th secret) and COACH_BENCH_SLOW (20:
//   calls past this many ms of CPU are printed with their guesses, on stderr) change the sample.
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
// Every stride-th secret also gets a game won at the first guess, so the one call at its end plays
// the whole replay at once (a finished game loaded afresh): the most one call can have to do.
const stride = Number(process.env.COACH_BENCH_STRIDE ?? 16);
// Calls past this much CPU are printed with their game, to see which positions are slow.
const slow = Number(process.env.COACH_BENCH_SLOW ?? 20);
const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
// A game id for a secret (core/mastermind/mastermind.cpp encode_secret with salt 0).
const desc = (code) => `a${code.map((c, i) => letters[(c + i * 7 + 5) % 36]).join('')}`;
const codeOf = (index, pegs, colours) => Array.from({ length: pegs }, (_, i) => Math.floor(index / colours ** (pegs - 1 - i)) % colours);
const noteSlow = (name, seed, snap, ms, c) => {
  if (ms.cpu <= slow) return;
  const played = snap.view.history.map((r) => `${r.guess.join('')} ${r.exact}+${r.misplaced}`).join(', ');
  console.error(`slow: ${name} ${seed} ${ms.cpu.toFixed(1)} ms CPU (${ms.wall.toFixed(1)} wall), ${c.replay ? 'end' : 'during'}; guesses ${played}; save ${snap.save}`);
};

const presets = [['classic', 'p4,c6,r10', 4, 6, 1296], ['Bulls & Cows', 'p4,c10,r10,u', 4, 10, 5040], ['super', 'p5,c8,r12', 5, 8, 32768]];
for (const [name, params, pegs, colours] of presets) {
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
      noteSlow(name, `seed ${seed}`, snap, ms, c);
      breaker = c.breaker;
    }
  }
  rows.push([`mastermind.coach, ${name} (wasm)`, `arcade.mastermind.coach(save)`,
    `${games} seeded games (seeds 1-${games}), the player guessing the hint's code: ${guesses} guesses`,
    `during the game ${summary(during)}; at the end (with the ${breaker} breaker's replay) ${summary(end)}`]);
  // The whole replay in one call: games won at once, the coach asked once at their end.
  const whole = [];
  let size = 0, replayed = 0;
  for (let index = 0; index < colours ** pegs; index += stride) {
    const code = codeOf(index, pegs, colours);
    if (params.endsWith(',u') && new Set(code).size < pegs) continue;  // not a code of Bulls & Cows
    const snap = arcade.session.play(arcade.session.create('mastermind', { params, desc: desc(code) }, { seed: 1 }).save,
      `g${code.map((c) => letters[c]).join('')}`);
    const [c, ms] = timed(() => arcade.mastermind.coach(snap.save));
    noteSlow(name, `secret ${code.join('')}`, snap, ms, c);
    whole.push(ms);
    replayed += c.replay.length;
    size += 1;
  }
  rows.push([`mastermind.coach, ${name}, whole replay in one call (wasm)`, `arcade.mastermind.coach(save)`,
    `every ${stride === 1 ? '' : `${stride}th `}code of the space as the secret (${size} games won at the first guess, the coach asked once at the end: ${replayed} replayed guesses)`,
    summary(whole)]);
  // The same call as the first of a freshly loaded engine: the space, the search's tables and the
  // whole replay in one update (a finished game opened in a new page).
  const cold = [];
  for (let index = 0; cold.length < 5; index += 997) {
    const code = codeOf(index % colours ** pegs, pegs, colours);
    if (params.endsWith(',u') && new Set(code).size < pegs) continue;
    const fresh = await loadArcade();
    const snap = fresh.session.play(fresh.session.create('mastermind', { params, desc: desc(code) }, { seed: 1 }).save,
      `g${code.map((c) => letters[c]).join('')}`);
    cold.push(timed(() => fresh.mastermind.coach(snap.save))[1]);
  }
  rows.push([`mastermind.coach, ${name}, first call of a fresh engine (wasm)`, `arcade.mastermind.coach(save)`,
    `5 engines, each asked once on a game won at the first guess (secrets: every 997th code)`, summary(cold)]);
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
