// connect4-spread.test.mjs: spreadColumns (web/games/connect4/connect4-spread.js), the page's evaluation over several workers, with stand-in workers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spreadColumns } from '../../web/games/connect4/connect4-spread.js';

const ALL = ['1', '2', '3', '4', '5', '6', '7'];
const tick = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A stand-in for connect4.evaluate of one column: its answer after `cost[column]` ms, logged.
function worker(cost, log) {
  return async (column, lane, signal) => {
    log.push(`${lane}:${column}`);
    await tick(cost[column] ?? 1);
    if (signal.aborted) throw signal.reason;
    return ALL.map((c) => (c === column ? { score: Number(c), lower: Number(c), upper: Number(c), proven: true } : null));
  };
}

test('each lane takes the next column, centre first, as it comes free; the answers merge by column', async () => {
  const log = [];
  // Column 4's 400 ms leave room for lane 1's five 5 ms columns on a loaded machine (40 ms did not).
  const cost = { 4: 400, 3: 5, 5: 5, 2: 5, 6: 5, 1: 5, 7: 5 };
  const columns = await spreadColumns(ALL, 2, worker(cost, log));
  // Lane 0 is busy with column 4 while lane 1 does all the others.
  assert.deepEqual(log, ['0:4', '1:3', '1:5', '1:2', '1:6', '1:1', '1:7']);
  assert.deepEqual(columns.map((c) => c.score), [1, 2, 3, 4, 5, 6, 7]);
});

test('full columns are neither asked for nor answered; no more lanes start than there are columns', async () => {
  const log = [];
  const columns = await spreadColumns(['2', '6'], 4, worker({}, log));
  assert.deepEqual(log, ['0:2', '1:6']);
  assert.deepEqual(columns, [null, { score: 2, lower: 2, upper: 2, proven: true }, null, null, null, { score: 6, lower: 6, upper: 6, proven: true }, null]);
});

test('a failed column stops the other lanes (their signal) and rejects with its error', async () => {
  const seen = [];
  const failing = async (column, lane, signal) => {
    if (column === '3') { await tick(5); throw new Error('The engine took more than 30 seconds and was stopped.'); }
    await tick(50);
    seen.push([column, signal.aborted]);
    return Array(7).fill(null);
  };
  await assert.rejects(spreadColumns(ALL, 2, failing), { message: 'The engine took more than 30 seconds and was stopped.' });
  await tick(80);
  assert.deepEqual(seen, [['4', true]]);  // lane 0's column 4 heard the stop; nothing more was asked
});

test('aborting the caller\'s signal stops every lane and rejects with its reason', async () => {
  const outer = new AbortController();
  const signals = [];
  const slow = (column, lane, signal) => new Promise((resolve, reject) => {
    signals.push(signal);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const running = spreadColumns(ALL, 3, slow, outer.signal);
  await tick(5);
  const reason = Object.assign(new Error('The position changed.'), { name: 'AbortError' });
  outer.abort(reason);
  await assert.rejects(running, reason);
  assert.equal(signals.length, 3);
  assert.ok(signals.every((s) => s.aborted));
});
