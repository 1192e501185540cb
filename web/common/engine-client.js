// engine-client.js: runs slow engine calls (computer moves, hints, solvers) in engine-worker.js so the
// page never freezes, with a time limit, cancellation, and the page's own thread as a fallback.
//
//   const snap = await callInWorker('session.computer', save);
//   const hint = await callEngine('mastermind.hint', [save], { timeout: 10000, signal });
//
// One worker is shared by every game on the page and started on the first call; it loads each
// game's own core when that game first needs it (engine-worker.js). Work that splits (Connect
// Four's columns) may also go to a few more workers, lanes started on first use. Each handles calls
// one at a time, in order; a call that runs past its time limit, or is aborted while it runs, can
// only be stopped by terminating the worker, so a fresh one is started and the calls still waiting
// are sent to it. Where workers cannot run (no Worker, a policy that blocks it, a worker that fails
// to load the engine), calls run on the page's thread through engine.js instead: slower to
// respond, same answers.
import { underBase } from './assets.js';
import { engineFor, engineMethod, loadResource } from './engine.js';

export const DEFAULT_TIMEOUT_MS = 30000;

/** A call that ran out of time; errorText() shows its message as is. */
export class EngineTimeoutError extends Error {
  constructor(message) {
    super(message);
    this.name = 'EngineTimeoutError';
  }
}

// More than four workers would rarely pay: Connect Four's seven columns are the widest work spread.
const MAX_LANES = 4;

const FROM_DISK = 'a page opened from file:// cannot start module workers';

let unavailable = false;  // true once workers proved unusable here: every call runs on this thread
let lastFailure = '';
let nextId = 1;

/**
 * One worker and the calls sent to it. Lane 0 is the page's engine worker; the others start when a
 * page first spreads work over them (callEngine's `lane`), each with its own copy of the cores.
 */
class Lane {
  current = null;          // { worker, ready } while a worker is running
  waiting = new Map();     // id -> call, in the order sent (Map keeps insertion order)

  start() {
    if (this.current) return true;
    if (typeof Worker !== 'function') {
      giveUpOnWorkers('this browser has no Web Workers');
      return false;
    }
    let worker;
    try {
      // The literal form is what bundlers recognise (Vite, webpack, Parcel, Rollup's plugin): they
      // bundle the worker as a file of its own. A base set by the page (assets.js) wins; there the
      // URL is never written beside import.meta.url, which bundlers would copy as a bare asset.
      const based = underBase('engine-worker.js');
      if (based) {
        const why = foreign(based);
        if (why) throw new Error(why);
        worker = new Worker(based, { type: 'module' });
      } else {
        worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
      }
    } catch (error) {
      giveUpOnWorkers(`its worker could not be started (${error && error.message ? error.message : String(error)})`);
      return false;
    }
    const state = { worker, ready: false };
    this.current = state;
    worker.addEventListener('message', (event) => {
      if (this.current !== state) return;
      const data = event.data ?? {};
      if ('ready' in data && !('id' in data)) {
        if (data.ready) state.ready = true;
        else this.fallBack(`the worker could not load the engine: ${data.error?.message ?? 'unknown error'}`);
        return;
      }
      const call = this.waiting.get(data.id);
      if (!call) return; // a call that timed out or was aborted meanwhile
      if (data.resource) call.onResource?.(data.resource);
      if (data.error) this.settle(call, null, withMessage(named(new Error(data.error.message), data.error.name || 'Error'), data.error));
      else this.settle(call, data.value);
    });
    worker.addEventListener('error', (event) => {
      if (this.current !== state) return;
      event.preventDefault();
      // A worker that never got going (blocked, missing, no module workers; a bundler that copied
      // engine-worker.js without the modules it imports, or inlined it as a data: URL, from which
      // nothing beside it can be imported) will not get better: the page's thread takes over. One
      // that was working is restarted with the calls it held.
      if (!state.ready) {
        let why = `its worker failed as it started (${event.message})`;
        if (!event.message) {
          why = globalThis.location?.protocol === 'file:' ? FROM_DISK
            : 'engine-worker.js could not be loaded or run (a bundler may have copied it without the modules it imports, or inlined it as a data: URL)';
        }
        this.fallBack(why);
      } else {
        this.restart(`The engine worker stopped unexpectedly (${event.message || 'the worker script could not run'}).`);
      }
    });
    return true;
  }

  terminate() {
    if (!this.current) return;
    this.current.worker.terminate();
    this.current = null;
  }

  /** Sends a new call, or runs it on this thread when workers cannot run. */
  add(call) {
    if (unavailable || !this.start()) {
      runHere(call);
      return;
    }
    this.waiting.set(call.id, call);
    this.send(call);
  }

  send(call) {
    clearTimeout(call.timer);
    call.timer = setTimeout(() => this.expire(call), call.timeout);
    const message = { id: call.id, method: call.method, args: call.args };
    if (call.resource) message.resource = { url: call.resource.url, load: call.resource.load };
    this.current.worker.postMessage(message);
  }

  // The worker is stuck or gone: a new one takes the calls still waiting (their clocks restart,
  // since they had been queued behind the one that was stopped).
  restart(reasonForRunning) {
    const calls = [...this.waiting.values()];
    this.terminate();
    if (reasonForRunning && calls.length) this.settle(calls.shift(), null, named(new Error(reasonForRunning), 'ArcadeError'));
    if (!calls.length) return;
    if (!this.start()) {
      for (const call of calls) { this.waiting.delete(call.id); clearTimeout(call.timer); runHere(call); }
      return;
    }
    for (const call of calls) this.send(call);
  }

  fallBack(reason) {
    const calls = [...this.waiting.values()];
    this.terminate();
    giveUpOnWorkers(reason);
    for (const call of calls) {
      this.waiting.delete(call.id);
      clearTimeout(call.timer);
      runHere(call);
    }
  }

  /** Stops the worker; every call in it rejects with `reason`. */
  stop(reason) {
    const calls = [...this.waiting.values()];
    this.terminate();
    for (const call of calls) this.settle(call, null, named(new Error(reason), 'AbortError'));
  }

  isRunning(call) { return this.waiting.keys().next().value === call.id; }

  settle(call, value, error) {
    this.waiting.delete(call.id);
    clearTimeout(call.timer);
    if (call.onAbort) call.signal.removeEventListener('abort', call.onAbort);
    if (error) call.reject(error);
    else call.resolve(value);
  }

  expire(call) {
    if (!this.waiting.has(call.id)) return;
    const seconds = Math.round(call.timeout / 100) / 10;
    const running = this.isRunning(call);
    this.settle(call, null, new EngineTimeoutError(`The engine took more than ${seconds} seconds and was stopped.`));
    if (running) this.restart('');
  }

  abort(call) {
    if (!this.waiting.has(call.id)) {
      // Running on this thread: it cannot be interrupted, only its answer ignored.
      call.aborted = true;
      call.reject(abortReason(call.signal));
      return;
    }
    const running = this.isRunning(call);
    this.settle(call, null, abortReason(call.signal));
    if (running) this.restart('');
  }
}

const lanes = [new Lane()];

/**
 * How many workers a page may spread independent calls over (callEngine's `lane`): one per
 * processor the browser reports, at most four; one where workers cannot run.
 */
export function engineLanes() {
  if (unavailable) return 1;
  const cores = typeof navigator === 'object' && Number.isInteger(navigator.hardwareConcurrency) ? navigator.hardwareConcurrency : 1;
  return Math.max(1, Math.min(MAX_LANES, cores));
}

/** Lane `index` (0: the page's worker), started on first use; past engineLanes(), taken round. */
function laneAt(index) {
  const i = Number.isInteger(index) && index > 0 ? index % engineLanes() : 0;
  while (lanes.length <= i) lanes.push(new Lane());
  return lanes[i];
}

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
 * `onResource(status)`, told how that went before the call settles. `lane` (default 0) picks the
 * worker: calls in different lanes run side by side (engineLanes() says how many can).
 * @param {import('./engine.js').EngineMethod} method
 * @param {unknown[]} [args]
 * @param {{ timeout?: number, signal?: AbortSignal, resource?: { url: string, load: import('./engine.js').EngineMethod },
 *   onResource?: (status: any) => void, lane?: number }} [options]
 * @returns {Promise<any>}
 */
export function callEngine(method, args = [], { timeout = DEFAULT_TIMEOUT_MS, signal, resource, onResource, lane = 0 } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const target = laneAt(lane);
    const call = { id: nextId++, method, args: [...args], timeout, signal, resource, onResource, resolve, reject, timer: 0, onAbort: null };
    if (signal) {
      call.onAbort = () => target.abort(call);
      signal.addEventListener('abort', call.onAbort, { once: true });
    }
    target.add(call);
  });
}

/**
 * Starts the worker and its load of `game`'s core ahead of the first call, so that call does not
 * also wait for the engine to load in the worker (a game whose computer may move as soon as the page is up).
 * @param {string} game
 */
export function warmUpWorker(game) {
  if (!unavailable && lanes[0].start()) lanes[0].current.worker.postMessage({ load: game });
}

/** Where calls run now: 'worker', 'starting' (a worker is loading), 'main-thread' or 'idle'. */
export function engineClientState() {
  if (unavailable) return { mode: 'main-thread', reason: lastFailure };
  const { current } = lanes[0];
  if (!current) return { mode: 'idle', reason: '' };
  return { mode: current.ready ? 'worker' : 'starting', reason: '' };
}

/** Stops the workers and every call in them (they reject); the next call starts a fresh worker. */
export function stopWorker(reason = 'The engine worker was stopped.') {
  for (const lane of lanes) lane.stop(reason);
}

// Said once per page, when the calls move to its thread: a host page's developer learns why the
// engine answers more slowly than it could. `reason` completes "because …".
function giveUpOnWorkers(reason) {
  if (!unavailable) console.warn(`Kata Arcade: the engine runs on the page's thread, slower to answer, because ${reason}.`);
  unavailable = true;
  lastFailure = reason;
}

/**
 * Why the browser would refuse a worker at `url`, or '' when it may start: the page was opened from
 * file://, or the worker is on another origin (a CDN: browsers start workers only from the page's own).
 * @param {URL} url
 */
function foreign(url) {
  const page = globalThis.location;
  if (!page || url.protocol === 'blob:') return '';
  if (page.protocol === 'file:') return FROM_DISK;
  if (url.origin !== page.origin) return `engine-worker.js is on another origin (${url.origin}), and browsers start workers only from the page's own (${page.origin})`;
  return '';
}

// ---- calls ------------------------------------------------------------------------------------

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
function withMessage(error, { id = null, args = {}, plural = null }) {
  const field = (value) => ({ value, writable: true, enumerable: true, configurable: true });
  return Object.defineProperties(error, { id: field(id), args: field(args), plural: field(plural) });
}
