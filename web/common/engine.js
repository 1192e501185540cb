// engine.js: loads the Kata Arcade engine (../arcade.mjs) once per page; every game shares the promise.
import { assetBase } from './assets.js';
import { knowEnglish } from './words.js';
import commonWords from './common-words.js';
import { pageLanguage, wordsIn } from './page-words.js';
/** @typedef {import('../../wasm/arcade').Arcade} Arcade */
/**
 * A dotted name of an API function, as the worker is called by: 'session.play', 'mastermind.hint'...
 * @typedef {{ [N in Exclude<keyof Arcade, 'version' | 'games'>]: `${N}.${Extract<keyof Arcade[N], string>}` }[Exclude<keyof Arcade, 'version' | 'games'>]} EngineMethod
 */

/** @type {Map<string, Promise<Arcade>>} */
const loads = new Map(); // by core: a game's name, or '' for the whole core
let module = null; // the loader module, kept once imported: only the engine's own load is retried

// On a page, how long to wait before trying again to load an engine that could not be loaded
// (arcade.mjs has already retried a few times within seconds); the Retry button skips the wait.
const PAGE_RETRY_MS = [5000, 15000, 30000, 60000];

// A literal import(), so that a bundler which splits code (Vite, webpack, esbuild --splitting)
// makes the loader a chunk of its own and copies the .wasm files it names; a base set by the page
// (assets.js) loads the package's own copy instead.
async function loadOnce(game) {
  const base = assetBase();
  module ??= base
    ? await import(/* @vite-ignore */ /* webpackIgnore: true */ new URL('arcade.mjs', base).href)
    // @ts-expect-error the loader sits beside common/ in dist/ and in the package, not in web/
    : await import('../arcade.mjs');
  // A game's own core (a page that embeds one game downloads no other's rules); a name that is no
  // game (a corrupt save) gets the whole core, which refuses it in its own words.
  const arcade = await module.loadArcade(module.GAME_NAMES.includes(game) ? { games: [game] } : {});
  // The core's English templates, for pages that render English messages with their own names (words.js).
  knowEnglish(arcade);
  return arcade;
}

/**
 * Resolves to the Arcade API object (see arcade.d.ts) of `game`'s own core (its `games` is that
 * game alone), or of the whole core without a game. The first call for a core starts loading it;
 * later calls get the same promise. In a worker a failed load rejects and is forgotten, so a later
 * call can try again. On a page it never rejects: the page shows "The game engine could not be
 * loaded" with a Retry button and tries again by itself, and the games waiting for the engine
 * (their saves untouched) go on once it has loaded.
 * @param {string | null} [game]
 * @returns {Promise<Arcade>}
 */
export function engine(game = null) {
  const key = game ?? '';
  let pending = loads.get(key);
  if (!pending) {
    pending = typeof document === 'undefined'
      ? loadOnce(game).catch((error) => {
        loads.delete(key);
        throw error;
      })
      : loadUntilReady(game);
    loads.set(key, pending);
  }
  return pending;
}

/**
 * The game whose core answers a call by dotted name ('connect4.evaluate', 'session.play'): the
 * namespace's, the name a session is created with, or the one its save starts with; null when the
 * arguments name none (an argument of the wrong kind, which every core refuses alike).
 * @param {string} method @param {unknown[]} args
 */
export function gameOf(method, args) {
  const [space, name] = typeof method === 'string' ? method.split('.') : [];
  if (space !== 'session') return space ?? null;
  const first = Array.isArray(args) ? args[0] : undefined;
  if (typeof first !== 'string') return null;
  return name === 'create' ? first : first.slice(0, Math.max(0, first.indexOf(':'))) || null;
}

/**
 * The engine that answers a call (engine-worker.js, and engine-client.js on the page's thread):
 * its game's core; a call that names no game goes to a core already loaded here, if any.
 * @param {string} method @param {unknown[]} args
 */
export function engineFor(method, args) {
  const game = gameOf(method, args);
  return game === null && loads.size ? loads.values().next().value : engine(game);
}

async function loadUntilReady(game) {
  for (let attempt = 0; ; attempt++) {
    try {
      const arcade = await loadOnce(game);
      engineNotice(null);
      return arcade;
    } catch (error) {
      await engineNotice(error, PAGE_RETRY_MS[Math.min(attempt, PAGE_RETRY_MS.length - 1)]);
    }
  }
}

let notice = null;

// The page's words (page-words.js) for the notice, which belongs to the page rather than to an element.
const pageT = () => wordsIn(pageLanguage(document.body), commonWords);

/**
 * Shows (error) or hides (null) the page's notice that the engine could not be loaded; resolves
 * when the Retry button is pressed or after `waitMs`.
 */
function engineNotice(error, waitMs = 0) {
  if (!error) {
    notice?.remove();
    notice = null;
    return Promise.resolve();
  }
  if (!notice) {
    notice = document.createElement('div');
    notice.className = 'engine-notice';
    notice.setAttribute('role', 'alert');
    // CSSOM, not a style attribute: the pages' policy allows only their own style sheets.
    Object.assign(notice.style, { padding: '0.75rem 1rem', margin: '0.5rem', border: '2px solid currentColor', borderRadius: '0.5rem' });
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = pageT()('retry');
    retry.style.marginInlineStart = '0.75rem';
    notice.append(document.createElement('span'), retry);
    document.body.prepend(notice);
  }
  const detail = error && error.message ? error.message.replace(/^The game engine could not be loaded \((.*)\)\.$/, '$1') : String(error);
  notice.firstChild.textContent = pageT()('engineFailed', { detail, s: Math.round(waitMs / 1000) });
  return new Promise((resolve) => {
    const timer = setTimeout(done, waitMs);
    const button = notice.lastChild;
    function done() {
      clearTimeout(timer);
      button.removeEventListener('click', done);
      notice.firstChild.textContent = pageT()('engineLoading');
      resolve();
    }
    button.addEventListener('click', done);
  });
}

/** The sentence to show a player for any failure: the engine's own words when it has them (also
 * when they came back from the engine worker), or engine-client.js's sentence for a stopped call. */
export function errorText(error) {
  if (error && (error.name === 'ArcadeError' || error.name === 'EngineTimeoutError')) {
    return error.message;
  }
  const detail = error && error.message ? error.message : String(error);
  return `Something went wrong: ${detail}`;
}

/** A failure as plain fields that survive postMessage: name, message, and the message id with its parameters (and plural forms). */
export function describeError(error) {
  return {
    name: error && typeof error.name === 'string' ? error.name : 'Error',
    message: error && typeof error.message === 'string' ? error.message : String(error),
    id: error && typeof error.id === 'string' ? error.id : null,
    args: error && error.args && typeof error.args === 'object' ? error.args : {},
    plural: error && error.plural && typeof error.plural === 'object' ? error.plural : null,
  };
}

/**
 * Fetches and loads the file a call names ({ url, load }: Connect Four's opening book) into
 * `arcade` once per thread (engine-resource.js, imported only then, so other games never download
 * it); resolves to its status, never rejects: a module that cannot be fetched is 'unreachable'
 * like the file, and the call runs without it.
 * @param {Arcade} arcade
 * @param {{ url?: unknown, load?: unknown }} resource
 * @returns {Promise<any>}
 */
export async function loadResource(arcade, resource) {
  const { url, load } = resource ?? {};
  let fn;
  try {
    if (typeof url !== 'string' || typeof load !== 'string') throw new Error('A resource is a url and the name of the API function that loads it.');
    fn = engineMethod(arcade, load);
  } catch (error) {
    return { url: String(url), state: 'refused', error: describeError(error) };
  }
  try {
    const { prepareResource } = await import('./engine-resource.js');
    return await prepareResource(url, `${load} ${url}`, (bytes) => fn(bytes), describeError);
  } catch (error) {
    return { url: String(url), state: 'unreachable', error: describeError(error) };
  }
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
