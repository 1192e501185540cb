// engine-client.js: runs slow engine calls (computer moves, hints, solvers) in engine-worker.js so the
// page never freezes, with a time limit, cancellation, and the page's own thread as a fallback.
//
//   const snap = await callInWorker('session.computer', save);
//   const hint = await callEngine('mastermind.hint', [save], { timeout: 10000, signal });
//
// One worker is shared by every game on the page and started on the first call; it loads each
// game's own core when that game first needs it (engine-worker.js). It handles calls
// one at a time, in order; a call that runs past its time limit, or is aborted while it runs, can
// only be stopped by terminating the worker, so a fresh one is started and the calls still waiting
// are sent to it. Where workers cannot run (no Worker, a policy that blocks it, a worker that fails
// to load the engine), calls run on the page's thread through engine.js instead: slower to
// respond, same answers.
import { assetBase, located } from './assets.js';
import { engineFor, engineMethod, loadResource } from './engine.js';

export const DEFAULT_TIMEOUT_MS = 30000;

/** A call that ran out of time; errorText() shows its message as is. */
export class EngineTimeoutError extends Error {
  constructor(message) {
    super(message);
    this.name = 'EngineTimeoutError';
  }
}

let current = null;       // { worker, ready } while a worker is running
let unavailable = false;  // true once workers proved unusable here: every call runs on this thread
let lastFailure = '';
let nextId = 1;
const waiting = new Map(); // id -> call, in the order sent (Map keeps insertion order)

/**
 * Calls `method` ('namespace.name') of the engine with `args` in the worker; resolves to its value.
 * @param {import('./engine.js').EngineMethod} method
 * @param {...unknown} args
 */
export function callInWorker(method, ...args) {
  return callEngine(method, args);
}

/**
 * Like callInWorker, with options: `timeout` in ms (default 30 s; the promise then rejects with an
 * EngineTimeoutError), `signal` (an AbortSignal: aborting rejects with the signal's reason and
 * stops the work if it is running), and `resource` ({ url, load }: a file the engine fetches and
 * loads with the API function `load` before this call, once per worker; engine-resource.js) with
 * `onResource(status)`, told how that went before the call settles.
 * @param {import('./engine.js').EngineMethod} method
 * @param {unknown[]} [args]
 * @param {{ timeout?: number, signal?: AbortSignal, resource?: { url: string, load: import('./engine.js').EngineMethod },
 *   onResource?: (status: any) => void }} [options]
 * @returns {Promise<any>}
 */
export function callEngine(method, args = [], { timeout = DEFAULT_TIMEOUT_MS, signal, resource, onResource } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const call = { id: nextId++, method, args: [...args], timeout, signal, resource, onResource, resolve, reject, timer: 0, onAbort: null };
    if (signal) {
      call.onAbort = () => abort(call);
      signal.addEventListener('abort', call.onAbort, { once: true });
    }
    if (unavailable || !startWorker()) {
      runHere(call);
      return;
    }
    waiting.set(call.id, call);
    send(call);
  });
}

/**
 * Starts the worker and its load of `game`'s core ahead of the first call, so that call does not
 * also wait for the engine to load in the worker (a game whose computer may move as soon as the page is up).
 * @param {string} game
 */
export function warmUpWorker(game) {
  if (!unavailable && startWorker()) current.worker.postMessage({ load: game });
}

/** Where calls run now: 'worker', 'starting' (a worker is loading), 'main-thread' or 'idle'. */
export function engineClientState() {
  if (unavailable) return { mode: 'main-thread', reason: lastFailure };
  if (!current) return { mode: 'idle', reason: '' };
  return { mode: current.ready ? 'worker' : 'starting', reason: '' };
}

/** Stops the worker and every call in it (they reject); the next call starts a fresh worker. */
export function stopWorker(reason = 'The engine worker was stopped.') {
  const calls = [...waiting.values()];
  terminate();
  for (const call of calls) settle(call, null, named(new Error(reason), 'AbortError'));
}

// ---- worker lifecycle -------------------------------------------------------------------------

function startWorker() {
  if (current) return true;
  if (typeof Worker !== 'function') {
    giveUpOnWorkers('this browser has no Web Workers');
    return false;
  }
  let worker;
  try {
    // The literal form is what Vite and webpack recognise and bundle; a base set by the page
    // (assets.js) wins. A worker from another origin (a CDN) is refused: the page's thread takes over.
    worker = assetBase()
      ? new Worker(located(new URL('./engine-worker.js', import.meta.url)), { type: 'module' })
      : new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
  } catch (error) {
    giveUpOnWorkers(error && error.message ? error.message : String(error));
    return false;
  }
  const state = { worker, ready: false };
  current = state;
  worker.addEventListener('message', (event) => {
    if (current !== state) return;
    const data = event.data ?? {};
    if ('ready' in data && !('id' in data)) {
      if (data.ready) state.ready = true;
      else fallBack(`the worker could not load the engine: ${data.error?.message ?? 'unknown error'}`);
      return;
    }
    const call = waiting.get(data.id);
    if (!call) return; // a call that timed out or was aborted meanwhile
    if (data.resource) call.onResource?.(data.resource);
    if (data.error) settle(call, null, withMessage(named(new Error(data.error.message), data.error.name || 'Error'), data.error));
    else settle(call, data.value);
  });
  worker.addEventListener('error', (event) => {
    if (current !== state) return;
    event.preventDefault();
    const what = event.message || 'the worker script could not run';
    // A worker that never got going (blocked, missing, no module workers) will not get better:
    // the page's thread takes over. One that was working is restarted with the calls it held.
    if (!state.ready) fallBack(what);
    else restart(`The engine worker stopped unexpectedly (${what}).`);
  });
  return true;
}

function terminate() {
  if (!current) return;
  current.worker.terminate();
  current = null;
}

function send(call) {
  clearTimeout(call.timer);
  call.timer = setTimeout(() => expire(call), call.timeout);
  const message = { id: call.id, method: call.method, args: call.args };
  if (call.resource) message.resource = { url: call.resource.url, load: call.resource.load };
  current.worker.postMessage(message);
}

// The worker is stuck or gone: a new one takes the calls still waiting (their clocks restart,
// since they had been queued behind the one that was stopped).
function restart(reasonForRunning) {
  const calls = [...waiting.values()];
  terminate();
  if (reasonForRunning && calls.length) settle(calls.shift(), null, named(new Error(reasonForRunning), 'ArcadeError'));
  if (!calls.length) return;
  if (!startWorker()) {
    for (const call of calls) { waiting.delete(call.id); clearTimeout(call.timer); runHere(call); }
    return;
  }
  for (const call of calls) send(call);
}

function fallBack(reason) {
  const calls = [...waiting.values()];
  terminate();
  giveUpOnWorkers(reason);
  for (const call of calls) {
    waiting.delete(call.id);
    clearTimeout(call.timer);
    runHere(call);
  }
}

function giveUpOnWorkers(reason) {
  unavailable = true;
  lastFailure = reason;
}

// ---- calls ------------------------------------------------------------------------------------

function settle(call, value, error) {
  waiting.delete(call.id);
  clearTimeout(call.timer);
  if (call.onAbort) call.signal.removeEventListener('abort', call.onAbort);
  if (error) call.reject(error);
  else call.resolve(value);
}

function expire(call) {
  if (!waiting.has(call.id)) return;
  const seconds = Math.round(call.timeout / 100) / 10;
  const error = new EngineTimeoutError(`The engine took more than ${seconds} seconds and was stopped.`);
  const running = waiting.keys().next().value === call.id;
  if (running) {
    settle(call, null, error);
    restart('');
  } else {
    settle(call, null, error);
  }
}

function abort(call) {
  if (!waiting.has(call.id)) {
    // Running on this thread: it cannot be interrupted, only its answer ignored.
    call.aborted = true;
    call.reject(abortReason(call.signal));
    return;
  }
  const running = waiting.keys().next().value === call.id;
  settle(call, null, abortReason(call.signal));
  if (running) restart('');
}

function runHere(call) {
  setTimeout(async () => {
    if (call.aborted || call.signal?.aborted) return;
    try {
      const arcade = await engineFor(call.method, call.args);
      if (call.resource) {
        const status = await loadResource(arcade, call.resource);
        if (call.aborted || call.signal?.aborted) return;
        call.onResource?.(status);
      }
      const value = engineMethod(arcade, call.method)(...call.args);
      if (!call.aborted) call.resolve(value);
    } catch (error) {
      if (!call.aborted) call.reject(error);
    } finally {
      if (call.onAbort) call.signal.removeEventListener('abort', call.onAbort);
    }
  }, 0);
}

function abortReason(signal) {
  return signal.reason ?? named(new Error('The call was aborted.'), 'AbortError');
}

function named(error, name) {
  error.name = name;
  return error;
}

/** The refusal's message id and parameters (see words.js), as own fields like an ArcadeError's. */
function withMessage(error, { id = null, args = {} }) {
  const field = (value) => ({ value, writable: true, enumerable: true, configurable: true });
  return Object.defineProperties(error, { id: field(id), args: field(args) });
}
