// connect4-spread.js: a whole-board evaluation spread over several workers, one column per call.
//
// The page hands it callEngine with a lane per worker (connect4-game.js); the page-call bench
// (tests/bench/connect4-plies.bench.mjs) hands it node worker threads, so both time the same spreading.

// Centre first, the move order's usual one: the columns most often dear start first, so that the
// cheap ones fill the gaps at the end.
const ORDER = ['4', '3', '5', '2', '6', '1', '7'];

/**
 * Whether an evaluation after `plies` moves is worth spreading: past an exact book (the position's
 * children not in it) every column is searched to its end; inside it one call answers at once,
 * and without it the columns share one budget.
 * @param {{ exact: boolean, depth: number | null } | null} book
 * @param {number} plies
 */
export const spreads = (book, plies) => Boolean(book?.exact) && plies >= (book?.depth ?? Infinity);

/**
 * connect4.evaluate's seven entries, each of the `legal` columns evaluated by `evaluate(column,
 * lane, signal)` (a promise of connect4.evaluate's answer for that column alone) as one of `lanes`
 * comes free; `found(index, entry)` hears each as it comes (the page shows it at once). A failure,
 * or `signal` aborting, stops the lanes still running (their signal) and rejects.
 * @param {string[]} legal
 * @param {number} lanes
 * @param {(column: string, lane: number, signal: AbortSignal) => Promise<any[]>} evaluate
 * @param {AbortSignal} [signal]
 * @param {(index: number, entry: any) => void} [found]
 * @returns {Promise<any[]>}
 */
export async function spreadColumns(legal, lanes, evaluate, signal, found) {
  const queue = ORDER.filter((c) => legal.includes(c));
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const columns = Array(7).fill(null);
  const lane = async (index) => {
    for (let column = queue.shift(); column !== undefined; column = queue.shift()) {
      const part = await evaluate(column, index, stop.signal);
      const i = Number(column) - 1;
      columns[i] = part[i];
      if (!stop.signal.aborted) found?.(i, part[i]);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(lanes, queue.length) }, (_, i) => lane(i)));
    return columns;
  } catch (error) {
    stop.abort(error);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
