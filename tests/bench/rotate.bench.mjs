// Rotate's computer benchmark: the time of a computer move in wasm (dist/arcade.mjs under node), per level and ply band, on 7×7 four-in-a-row positions from seeded games; then the strong level's duel against the strong level before issue 15 (native CLI).
//
// The positions: ROTATE_GAMES seeded games (default 20) between two casual computers, every position
// at plies 0 to 24 in which the game is still on; each level then moves once from each. The JIT is
// warmed first on other positions. Figures: median and worst milliseconds of the whole JS call, wall
// and processor time (process.cpuUsage: on a shared machine the wall figure includes waiting).
// ROTATE_BEFORE=<a dist/ directory> (e.g. main's before issue 15) times that build's strong level on
// the same positions in the same run, the two modules alternating position by position.
// ROTATE_DUEL_GAMES (default 200, 0 to skip): `arcade rotate duel --games N --seed 1`, 7×7, K=4.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadArcade } from '../../dist/arcade.mjs';

const games = Number(process.env.ROTATE_GAMES ?? 20);
const duelGames = Number(process.env.ROTATE_DUEL_GAMES ?? 200);
const today = new Date().toISOString().slice(0, 10);
const arcade = await loadArcade();
const beforeDir = process.env.ROTATE_BEFORE;
const before = beforeDir ? await (await import(pathToFileURL(resolve(beforeDir, 'arcade.mjs')).href)).loadArcade() : null;

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

// One computer move: wall and processor milliseconds.
function timed(engine, save) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const next = engine.session.computer(save, { seed: 1 });
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (next.ok === false) throw new Error(`computer move refused at ${save}: ${next.error}`);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

for (const engine of [arcade, before].filter(Boolean)) {
  for (const { save } of positions(1000).slice(0, 60)) engine.session.computer(asLevel(save, '3'), { seed: 1 });  // warm-up
}
const sample = positions(1);
console.log(`Rotate 7×7, K=4: a computer move in wasm (node ${process.versions.node}), ${sample.length} positions from ${games} seeded games, ${today}`);
console.log('| Level | Plies | Positions | Median ms | Worst ms | Median CPU ms | Worst CPU ms |');
console.log('|---|---|---|---|---|---|---|');
const levels = [['2', 'medium', arcade], ['3', 'strong', arcade]];
if (before) levels.push(['3', `strong before (${beforeDir})`, before]);
const bands = [[0, 8], [9, 16], [17, 24]];
const rows = new Map();
for (const [lo, hi] of bands) {
  for (const { ply, save } of sample) {
    if (ply < lo || ply > hi) continue;
    // Levels alternate position by position, so a burst of load on the machine falls on all alike.
    for (const [level, name, engine] of levels) {
      const key = `${name}|${lo}–${hi}`;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push(timed(engine, asLevel(save, level)));
    }
  }
}
for (const [, name] of levels) {
  for (const [lo, hi] of bands) {
    const times = rows.get(`${name}|${lo}–${hi}`);
    const walls = times.map((t) => t.wall);
    const cpus = times.map((t) => t.cpu);
    console.log(`| ${name} | ${lo}–${hi} | ${times.length} | ${median(walls).toFixed(1)} | ${Math.max(...walls).toFixed(1)} | ${median(cpus).toFixed(1)} | ${Math.max(...cpus).toFixed(1)} |`);
  }
}

if (duelGames > 0) {
  const cli = fileURLToPath(new URL('../../build/native/arcade', import.meta.url));
  if (!existsSync(cli)) throw new Error(`${cli} is missing: the duel needs the native build`);
  const args = ['rotate', 'duel', '--games', String(duelGames), '--seed', '1'];
  console.log(`\nThe strong level against the strong level before issue 15 (native): arcade ${args.join(' ')}`);
  console.log(execFileSync(cli, args, { encoding: 'utf8' }).trim());
}
