// engine-resource.js: a data file some engine calls want first (Connect Four's opening book), fetched and loaded into the engine once per thread, on the first call that names it.
//
// A call that wants one carries `resource: { url, load }` (engine-client.js's option): `url` the
// file, `load` the API function that takes its bytes ('connect4.loadBook'). The engine worker (or
// the page's thread, when calls run there) fetches it before that call runs, hands the bytes to
// `load`, and reports what happened with the answer, so the page can say so:
//   { url, state: 'loaded', value }    load's answer (the book's depth, positions...)
//   { url, state: 'refused', error }   load threw (a corrupt or truncated file: the core's message)
//   { url, state: 'absent', error }    the server has no such file (404)
//   { url, state: 'unreachable', error } the fetch failed (offline, a server error)
// Each thread remembers the outcome per file, so it is fetched once, except after a failed fetch
// (a 404 included: a deploy being replaced), which the next call that wants it tries again. A fresh worker (one restarted after a time
// limit) starts without it and fetches it again, from the offline cache or the browser's. This
// module is imported only when a call names a file (engine.js's loadResource), so other games
// never download it.
// It imports nothing: engine.js imports it (a page's standalone copy cannot have modules import
// each other in a circle), and hands it what it needs of the engine.

/** @type {Map<string, Promise<object>>} */
const prepared = new Map();

/**
 * Makes sure the file at `url` has been fetched and handed to `loadBytes` (the engine's `load`
 * function, under `key`) in this thread; resolves to its status, never rejects. `describe` makes
 * a failure plain fields (engine.js's describeError).
 * @param {string} url
 * @param {string} key
 * @param {(bytes: Uint8Array) => unknown} loadBytes
 * @param {(error: unknown) => object} describe
 * @returns {Promise<object>}
 */
export function prepareResource(url, key, loadBytes, describe) {
  let status = prepared.get(key);
  if (!status) {
    status = fetchAndLoad(url, loadBytes, describe);
    prepared.set(key, status);
    status.then((s) => { if (s.state === 'unreachable' || s.state === 'absent') prepared.delete(key); });
  }
  return status;
}

async function fetchAndLoad(url, loadBytes, describe) {
  let bytes;
  try {
    const response = await fetch(url);
    if (!response.ok) {
      const error = describe(new Error(`${url} answered ${response.status} ${response.statusText}`.trim()));
      return { url, state: response.status === 404 ? 'absent' : 'unreachable', error };
    }
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return { url, state: 'unreachable', error: describe(error) };
  }
  try {
    return { url, state: 'loaded', value: loadBytes(bytes) };
  } catch (error) {
    return { url, state: 'refused', error: describe(error) };
  }
}
