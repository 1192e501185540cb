// Rotate's computer benchmark: the time of a computer move in wasm (dist/arcade.mjs under node), per level and ply band, on 7×7 four-in-a-row positions from seeded games.
//
// The positions: ROTATE_GAMES seeded games (default 20) between two casual computers, every position
// at plies 0 to 24 in which the game is still on; each level then moves once from each. The JIT is
// warmed first on other positions. Figures: median and worst milliseconds of the whole JS call.
import { loadArcade } from '../../dist/arcade.mjs';

const games = Number(process.env.ROTATE_GAMES ?? 20);
const today = new Date().toISOString().slice(0, 10);
const arcade = await loadArcade();

function positions(seedBase) {
  const out = [];
  for (let g = 0; g < games; g += 1) {
    let snap = arcade.session.create('rotate', { params: '11,n7,k4' }, { seed: seedBase + g });
    for (let ply = 0; ply <= 24 && !snap.status.over; ply += 1) {
      out.push({ ply, save: snap.save });
      snap = arcade.session.computer(snap.save, { seed: seedBase + g });
    }
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// A position's save with both seats played by `level` (2 medium, 3 strong).
const asLevel = (save, level) => save.replace(/^rotate:11/, `rotate:${level}${level}`);

for (const { save } of positions(1000).slice(0, 60)) arcade.session.computer(asLevel(save, '3'), { seed: 1 });  // warm-up
const sample = positions(1);
console.log(`Rotate 7×7, K=4: a computer move in wasm (node ${process.versions.node}), ${sample.length} positions from ${games} seeded games, ${today}`);
console.log('| Level | Plies | Positions | Median ms | Worst ms |');
console.log('|---|---|---|---|---|');
for (const [level, name] of [['2', 'medium'], ['3', 'strong']]) {
  for (const [lo, hi] of [[0, 8], [9, 16], [17, 24]]) {
    const times = [];
    for (const { ply, save } of sample) {
      if (ply < lo || ply > hi) continue;
      const t0 = performance.now();
      const next = arcade.session.computer(asLevel(save, level), { seed: 1 });
      times.push(performance.now() - t0);
      if (next.ok === false) throw new Error(`computer move refused at ${save}: ${next.error}`);
    }
    console.log(`| ${name} | ${lo}–${hi} | ${times.length} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`);
  }
}
