// Connect Four on the page, per ply band: the perfect level's move and a whole-board evaluation, as the page's workers ask for them, in wasm (dist/arcade.mjs under node), with the opening book when the build has one.
//
// Positions: CONNECT4_SAMPLE (default 8) per ply from CONNECT4_PLIES (default 0-20), each reached
// by a seeded random game (the same positions on every run and machine; games that end early are
// drawn again). For each, with a cold table (connect4.reset(), as a fresh worker): the move
// `connect4.choose(moves, 'perfect')` (the page's computer) and `connect4.evaluate(moves)` (the
// page's "Show evaluations"), timed around the JS call. Both with the perfect level's budget: 3M
// nodes and at most 0.8 s, or past an exact book (book-9.bin) a search to the end. Rows per band:
// median and worst ms, and how many moves / columns came out proven.
// The book: dist/build-info.json's connect4Book (what the site serves), or CONNECT4_BOOK=<file>;
// without one the rows say "no book". Past an exact book the page spreads an evaluation's columns
// over one worker per core, at most 4 (connect4-spread.js); here CONNECT4_LANES worker threads
// (default: this machine's cores, at most 4), each with its own core and book, do the same.
// Issue #15's goals: a move <= 150 ms median and <= 1 s worst, an evaluation <= 150 ms median and
// <= 2 s worst, at every ply from 0 to 20.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { loadArcade } from '../../dist/arcade.mjs';
import { spreadColumns, spreads } from '../../web/games/connect4/connect4-spread.js';

const root = new URL('../../', import.meta.url);
const today = new Date().toISOString().slice(0, 10);
const sample = Number(process.env.CONNECT4_SAMPLE ?? 8);
const [firstPly, lastPly] = (process.env.CONNECT4_PLIES ?? '0-20').split('-').map(Number);
const BANDS = [[0, 4], [5, 8], [9, 12], [13, 16], [17, 20]];
if (!(Number.isInteger(firstPly) && Number.isInteger(lastPly) && firstPly >= 0 && lastPly <= 41 && firstPly <= lastPly && sample >= 1)) {
  console.error('usage: CONNECT4_PLIES=<first>-<last> (0-41) CONNECT4_SAMPLE=<n >= 1> node tests/bench/connect4-plies.bench.mjs');
  process.exit(2);
}

const arcade = await loadArcade();
const c4 = arcade.connect4;

// The book the site would load, or the one named: its file and its description for the rows.
function bookFile() {
  const info = JSON.parse(readFileSync(new URL('dist/build-info.json', root), 'utf8'));
  const file = process.env.CONNECT4_BOOK ?? (info.connect4Book ? new URL(`dist/${info.connect4Book.file}`, root).pathname : null);
  if (file && !existsSync(file)) throw new Error(`CONNECT4_BOOK: ${file} does not exist`);
  return file;
}
const book = bookFile();
const bookInfo = book ? c4.loadBook(new Uint8Array(readFileSync(book))) : null;
const bookText = bookInfo
  ? `book depth ${bookInfo.depth}${bookInfo.exact ? ', exact' : ''} (${bookInfo.positions} positions, ${book.replace(root.pathname, '')})`
  : 'no book';

// The lanes (none for one: the evaluation is one call here, as on a one-core device). The page
// spreads only past an exact book (connect4-spread.js spreads()); the others are one call too.
const laneCount = Number(process.env.CONNECT4_LANES ?? Math.min(4, availableParallelism()));
if (!(Number.isInteger(laneCount) && laneCount >= 1)) throw new Error(`CONNECT4_LANES must be a whole number from 1, not ${process.env.CONNECT4_LANES}`);
const lanes = laneCount > 1 ? Array.from({ length: laneCount }, () => new Worker(new URL('./connect4-lane.mjs', import.meta.url), { workerData: { book } })) : [];
const ask = (lane, moves, column) => new Promise((resolve) => {
  lanes[lane].once('message', resolve);
  lanes[lane].postMessage({ moves, column });
});
const spreadHere = (moves) => lanes.length > 1 && spreads(bookInfo, moves.length);

// mulberry32: a small seeded generator, so the sample is the same everywhere.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A position of `ply` moves from a seeded random game that is still going on there.
function positionAt(ply, seed) {
  const next = random(seed);
  for (;;) {
    let snap = arcade.session.create('connect4', { params: 'hh' });
    let moves = '';
    while (moves.length < ply && !snap.status.over) {
      const column = snap.legal[Math.floor(next() * snap.legal.length)];
      snap = arcade.session.play(snap.save, column);
      moves += column;
    }
    if (moves.length === ply && !snap.status.over) return moves;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
async function timed(fn) {
  const t0 = process.hrtime.bigint();
  const value = await fn();
  return { value, ms: Number(process.hrtime.bigint() - t0) / 1e6 };
}

// The evaluation as the page asks for it: spread over the lanes (each with a cold table), or one call.
async function evaluation(moves) {
  if (!spreadHere(moves)) {
    c4.reset();
    return timed(() => c4.evaluate(moves));
  }
  await Promise.all(lanes.map((_, lane) => ask(lane, moves, null)));
  const legal = ['1', '2', '3', '4', '5', '6', '7'].filter((c) => moves.split(c).length - 1 < 6);
  return timed(() => spreadColumns(legal, lanes.length, (column, lane) => ask(lane, moves, column)));
}

const results = [];  // { ply, moveMs, moveProven, evalMs, columns, exact }
for (let ply = firstPly; ply <= lastPly; ply++) {
  for (let i = 0; i < sample; i++) {
    const moves = positionAt(ply, 1000 * ply + i);
    c4.reset();
    const move = await timed(() => c4.choose(moves, 'perfect', { seed: i }));
    const evaluated = await evaluation(moves);
    const columns = evaluated.value.filter(Boolean);
    results.push({ ply, moveMs: move.ms, moveProven: move.value.proven, evalMs: evaluated.ms, columns: columns.length, exact: columns.filter((c) => c.proven).length });
  }
}
for (const lane of lanes) await lane.terminate();

const ms = (x) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
console.log(`\n(${bookText}; ${sample} positions a ply, cold table each; evaluations past the book over ${lanes.length || 1} lane(s); wasm under node ${process.version})`);
console.log('\n| what | command | data | figure | date |\n|---|---|---|---|---|');
for (const [lo, hi] of BANDS) {
  const band = results.filter((r) => r.ply >= lo && r.ply <= hi);
  if (!band.length) continue;
  const plies = `${Math.max(lo, firstPly)}-${Math.min(hi, lastPly)}`;
  const proven = band.filter((r) => r.moveProven).length;
  const columns = band.reduce((a, r) => a + r.columns, 0);
  const exact = band.reduce((a, r) => a + r.exact, 0);
  const figure = `perfect move ${ms(median(band.map((r) => r.moveMs)))} ms median, ${ms(Math.max(...band.map((r) => r.moveMs)))} ms worst, `
    + `${proven} of ${band.length} proven; evaluation ${ms(median(band.map((r) => r.evalMs)))} ms median, `
    + `${ms(Math.max(...band.map((r) => r.evalMs)))} ms worst, ${exact} of ${columns} columns exact`;
  const env = `${process.env.CONNECT4_BOOK ? `CONNECT4_BOOK=${process.env.CONNECT4_BOOK} ` : ''}CONNECT4_PLIES=${firstPly}-${lastPly} CONNECT4_SAMPLE=${sample} CONNECT4_LANES=${laneCount}`;
  console.log(`| connect4 page calls, plies ${plies}, ${bookText} | \`${env} node tests/bench/connect4-plies.bench.mjs\` `
    + `| ${band.length} seeded random positions | ${figure} | ${today} |`);
}
