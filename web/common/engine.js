// engine.js: loads the Kata Arcade engine (../arcade.mjs) once per page; every game shares the promise.
/** @typedef {import('../../wasm/arcade').Arcade} Arcade */
/**
 * A dotted name of an API function, as the worker is called by: 'session.play', 'mastermind.hint'...
 * @typedef {{ [N in Exclude<keyof Arcade, 'version' | 'games'>]: `${N}.${Extract<keyof Arcade[N], string>}` }[Exclude<keyof Arcade, 'version' | 'games'>]} EngineMethod
 */

/** @type {Promise<Arcade> | null} */
let loading = null;

/**
 * Resolves to the Arcade API object (see arcade.d.ts). The first call starts loading; later calls
 * get the same promise. A failed load is forgotten so that a later call can try again.
 * @returns {Promise<Arcade>}
 */
export function engine() {
  if (!loading) {
    loading = import(new URL('../arcade.mjs', import.meta.url).href)
      .then((module) => module.loadArcade())
      .catch((error) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}

/** The sentence to show a player for any failure: the engine's own words when it has them (also
 * when they came back from the engine worker), or engine-client.js's sentence for a stopped call. */
export function errorText(error) {
  if (error && (error.name === 'ArcadeError' || error.name === 'EngineTimeoutError')) return error.message;
  const detail = error && error.message ? error.message : String(error);
  return `Something went wrong: ${detail}`;
}

/**
 * The API function a dotted name such as 'session.computer' or 'mastermind.hint' stands for;
 * throws an ArcadeError-named error for any other name. Only the API's own namespace objects and
 * their own functions count, never anything inherited (a name from a message cannot reach
 * `constructor` or a prototype). engine-worker.js and engine-client.js's fallback call by name.
 */
export function engineMethod(arcade, method) {
  const parts = typeof method === 'string' ? method.split('.') : [];
  const space = parts.length === 2 && Object.hasOwn(arcade, parts[0]) ? arcade[parts[0]] : null;
  const isSpace = space !== null && typeof space === 'object' && !Array.isArray(space);
  const fn = isSpace && Object.hasOwn(space, parts[1]) ? space[parts[1]] : null;
  if (typeof fn !== 'function') {
    const error = new Error(`The engine has no method "${String(method)}".`);
    error.name = 'ArcadeError';
    throw error;
  }
  return fn;
}

/**
 * The save of the same game at an earlier undo position: the move log cut after `position` moves.
 * Saves are `<game>:<params>:<desc>:<moves joined by '.'>:<position>` (wasm/README.md); loading the
 * result through the engine gives the snapshot as it was then (e.g. to show earlier dice).
 * Returns null when `save` does not have that shape or `position` is out of range.
 */
export function saveAt(save, position) {
  const parts = typeof save === 'string' ? save.split(':') : [];
  if (parts.length !== 5 || !Number.isInteger(position) || position < 0) return null;
  const moves = parts[3] === '' ? [] : parts[3].split('.');
  if (position > moves.length) return null;
  return [parts[0], parts[1], parts[2], moves.slice(0, position).join('.'), String(position)].join(':');
}
