// engine-worker.js: a module worker that runs Kata Arcade engine calls off the page's thread (any game).
//
// Started by engine-client.js as `new Worker(new URL('./engine-worker.js', import.meta.url), {type: 'module'})`;
// it loads ../arcade.mjs through engine.js (URLs resolve against this file, not the page).
// Protocol: the page posts { id, method, args }, method being a dotted name of the Arcade API
// ('session.computer', 'mastermind.hint', ...); the worker answers { id, value } or
// { id, error: { name, message, id, args } } (a refusal's message id and parameters, see words.js). Calls run one at a time in the order they arrived (the client
// counts on it to know which call is running). Each call runs in its own game's core (engine.js's
// engineFor), loaded on the first call of that game or ahead of it when the page posts
// { load: game }; every load is announced with { ready: true }, or { ready: false, error } if it
// failed, so the client can tell a working worker from one that cannot load the engine.
// A call may also carry `resource: { url, load }`, a file to fetch and load first
// (engine-resource.js); its answer then carries `resource`, the status.
import { describeError as describe, engine, engineFor, engineMethod, loadResource } from './engine.js';

// Each load is announced once, when it settles (a failed load is forgotten by engine.js, so the
// next try is a new promise and is announced too).
const announced = new WeakSet();
function announce(loading) {
  if (!announced.has(loading)) {
    announced.add(loading);
    loading.then(
      () => self.postMessage({ ready: true }),
      (error) => self.postMessage({ ready: false, error: describe(error) }),
    );
  }
  return loading;
}

// Chained so that calls run one at a time, in the order they arrived.
let queue = Promise.resolve();

self.addEventListener('message', (event) => {
  const { id, method, args, resource, load } = event.data ?? {};
  if (typeof load === 'string') {
    queue = queue.then(() => announce(engine(load)).catch(() => null));
    return;
  }
  queue = queue.then(async () => {
    let reply;
    let status;
    try {
      const arcade = await announce(engineFor(method, args));
      if (resource !== undefined) status = await loadResource(arcade, resource);
      reply = { id, value: engineMethod(arcade, method)(...(Array.isArray(args) ? args : [])), resource: status };
    } catch (error) {
      reply = { id, error: describe(error), resource: status };
    }
    try {
      self.postMessage(reply);
    } catch (error) {
      // A value that cannot be cloned is a bug of the API: reported rather than left to time out.
      self.postMessage({ id, error: { name: 'Error', message: `The engine's answer could not be sent: ${describe(error).message}` } });
    }
  });
});
