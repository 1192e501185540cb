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
// Each thread remembers the outcome per file, so it is fetched once, except after a failed fetch,
// which the next call that wants it tries again. A fresh worker (one restarted after a time
// limit) starts without it and fetches it again, from the offline cache or the browser's.
import { engineMethod } from './engine.js';

/** A failure as plain fields that survive postMessage: name, message, and the message id with its parameters. */
export function describeError(error) {
  return {
    name: error && typeof error.name === 'string' ? error.name : 'Error',
    message: error && typeof error.message === 'string' ? error.message : String(error),
    id: error && typeof error.id === 'string' ? error.id : null,
    args: error && error.args && typeof error.args === 'object' ? error.args : {},
  };
}

/** @type {Map<string, Promise<object>>} */
const prepared = new Map();

/**
 * Makes sure `resource` ({ url, load }) has been fetched and loaded into `arcade` in this thread;
 * resolves to its status (never rejects). Anything but two strings is refused as a status too.
 * @param {import('../../wasm/arcade').Arcade} arcade
 * @param {{ url?: unknown, load?: unknown }} resource
 */
export function prepareResource(arcade, resource) {
  const { url, load } = resource ?? {};
  if (typeof url !== 'string' || typeof load !== 'string') {
    return Promise.resolve({ url: String(url), state: 'refused', error: describeError(new Error('A resource needs a url and a load method, both strings.')) });
  }
  const key = `${load} ${url}`;
  let status = prepared.get(key);
  if (!status) {
    status = fetchAndLoad(arcade, url, load);
    prepared.set(key, status);
    status.then((s) => { if (s.state === 'unreachable') prepared.delete(key); });
  }
  return status;
}

async function fetchAndLoad(arcade, url, load) {
  let bytes;
  try {
    const response = await fetch(url);
    if (!response.ok) {
      const error = describeError(new Error(`${url} answered ${response.status} ${response.statusText}`.trim()));
      return { url, state: response.status === 404 ? 'absent' : 'unreachable', error };
    }
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return { url, state: 'unreachable', error: describeError(error) };
  }
  try {
    return { url, state: 'loaded', value: engineMethod(arcade, load)(bytes) };
  } catch (error) {
    return { url, state: 'refused', error: describeError(error) };
  }
}
