// Daily challenges: the time arcade.daily(game, date) takes in wasm (node, dist/arcade.mjs) for
// each game that has one, over every day of a month; Connect Four also over days outside its table
// made ahead (the search itself). Prints README table rows.
import { loadArcade } from '../../dist/arcade.mjs';

const arcade = await loadArcade();
const today = new Date().toISOString().slice(0, 10);
const month = process.env.DAILY_MONTH ?? '2027-03';
const searchDays = Number(process.env.DAILY_SEARCH_DAYS ?? 7);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => x.toFixed(x < 10 ? 2 : 1);

// The days of `yyyymm` ("2027-03"), or its first `limit`.
function days(yyyymm, limit = 31) {
  const [y, m] = yyyymm.split('-').map(Number);
  const out = [];
  for (let d = new Date(Date.UTC(y, m - 1, 1)); d.getUTCMonth() === m - 1 && out.length < limit; d.setUTCDate(d.getUTCDate() + 1))
    out.push(d.toISOString().slice(0, 10));
  return out;
}

// Wall and CPU milliseconds of each call (the first day's call warms the engine up and counts too).
function time(game, dates) {
  const wall = [], cpu = [];
  for (const date of dates) {
    const c0 = process.cpuUsage(), t0 = performance.now();
    arcade.daily(game, date);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall, cpu };
}

const hasDaily = (game) => {
  try {
    arcade.daily(game, `${month}-01`);
    return true;
  } catch (e) {
    if (e.id === 'common.daily.none') return false;
    throw e;
  }
};

const rows = [];
const row = (game, data, dates, t) => rows.push(`| ${game} daily (wasm) | \`arcade.daily('${game}', date)\`, \`node tests/bench/daily.bench.mjs\` | ${data} | `
  + `CPU median ${ms(median(t.cpu))} ms, worst ${ms(Math.max(...t.cpu))} ms; wall median ${ms(median(t.wall))} ms, worst ${ms(Math.max(...t.wall))} ms | ${today} |`);

const fresh = await loadArcade();  // a fresh engine: the first call's cost on its own
const firstCalls = [];
for (const game of arcade.games.filter(hasDaily)) {
  const dates = days(month);
  row(game, `every day of ${month} (${dates.length})`, dates, time(game, dates));
  const t0 = performance.now();
  fresh.daily(game, `${month}-15`);
  firstCalls.push(`${game} ${ms(performance.now() - t0)} ms`);
  if (game === 'connect4' && searchDays > 0) {
    const outside = days('2028-03', searchDays);
    row(game, `the first ${outside.length} days of 2028-03, outside the table made ahead: the search itself`, outside, time(game, outside));
  }
}
console.log('| what | command | data | figure | date |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(`first call on a fresh engine (wall): ${firstCalls.join(', ')}`);
