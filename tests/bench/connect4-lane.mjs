// connect4-lane.mjs: one lane of tests/bench/connect4-plies.bench.mjs, a worker thread with its own core and book, as an engine worker of the page.
//
// Answers { moves, column } with connect4.evaluate's entries for that column alone, and
// { column: null } by clearing its table (a cold start, as a fresh worker).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { loadArcade } from '../../dist/arcade.mjs';

const { connect4 } = await loadArcade();
if (workerData.book) connect4.loadBook(new Uint8Array(readFileSync(workerData.book)));
parentPort.on('message', ({ moves, column }) => {
  if (column === null) connect4.reset();
  parentPort.postMessage(column === null ? null : connect4.evaluate(moves, undefined, column));
});
