// The public entry of Kata Arcade's engine: loadArcade() gives the API object in browsers and in
// Node 20 alike; every failure surfaces as an ArcadeError carrying the core's sentence.
import createArcadeCore from './arcade-core.js';

// Rewritten by scripts/bundle-web.mjs to the content-hashed file name of the deployed build.
const CORE_WASM = 'arcade-core.wasm';
const VERSION = '0.1.0';
// Enough 32-bit words for any single call: a roll needs five, rejection sampling rarely one more.
const WORDS_PER_CALL = 64;

export class ArcadeError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ArcadeError';
  }
}

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

async function instantiate(options) {
  const url = options.wasmUrl ? new URL(options.wasmUrl, import.meta.url) : new URL(CORE_WASM, import.meta.url);
  const config = { locateFile: () => url.href };
  if (options.wasmBinary) config.wasmBinary = options.wasmBinary;
  else if (isNode) {
    // The web build cannot fetch file: URLs under node, so hand it the bytes.
    const { readFile } = await import('node:fs/promises');
    config.wasmBinary = await readFile(url);
  }
  return createArcadeCore(config);
}

function randomWords() {
  const words = new Uint32Array(WORDS_PER_CALL);
  globalThis.crypto.getRandomValues(words);
  return words;
}

// { seed } for reproducible games, { words } for outside entropy, default crypto words.
function randomSource(options) {
  if (options === undefined) return { words: randomWords() };
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new ArcadeError(`The options must be an object, not ${options === null ? 'null' : Array.isArray(options) ? 'an array' : typeof options}.`);
  if (options.seed !== undefined) return { seed: options.seed };
  if (options.words !== undefined) return { words: options.words };
  return { words: randomWords() };
}

export async function loadArcade(options = {}) {
  let core = await instantiate(options);
  let failed = null;

  // Every export returns {ok, value} or {ok:false, error}. A trap (a bug, never bad input)
  // leaves the module undefined, so a fresh one is made and the caller is told to retry.
  function call(name, ...args) {
    if (failed) throw new ArcadeError('The engine is restarting after an internal error; try again.');
    let result;
    try {
      result = core[name](...args);
    } catch (e) {
      if (e instanceof ArcadeError) throw e;
      failed = instantiate(options).then((c) => { core = c; failed = null; });
      throw new ArcadeError(`The engine failed (${e && e.message ? e.message : e}); it is being restarted.`);
    }
    if (!result.ok) throw new ArcadeError(result.error);
    return result.value;
  }

  const session = {
    create(game, { params = '', desc = '' } = {}, random) {
      return call('sessionCreate', game, params, desc, randomSource(random));
    },
    load: (save) => call('sessionLoad', save),
    play: (save, move, random) => call('sessionPlay', save, move, randomSource(random)),
    computer: (save, random) => call('sessionComputer', save, randomSource(random)),
    undo: (save) => call('sessionUndo', save),
    redo: (save) => call('sessionRedo', save),
  };

  return Object.freeze({
    version: VERSION,
    games: Object.freeze(core.gameNames()),
    session: Object.freeze(session),
    greed: Object.freeze({
      score: (dice) => call('greedScore', dice),
      split: (dice) => call('greedSplit', dice),
    }),
  });
}
