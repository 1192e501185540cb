// The public entry of Kata Arcade's engine: loadArcade() gives the API object in browsers and in
// Node 20 alike; every failure surfaces as an ArcadeError carrying the core's sentence.
const VERSION = '0.1.0';
// Enough 32-bit words for any single call: a roll needs five, rejection sampling rarely one more.
const WORDS_PER_CALL = 64;

// `message` is the core's English sentence; `id` and `args` the same refusal as a message id
// with its parameters (web/common/words.js renders them in the page's language), or null and {}
// for a sentence without an id (the loader's own, or one the core has not converted yet).
export class ArcadeError extends Error {
  // Class fields are defined, not assigned: an accessor on Object.prototype never runs.
  /** @type {string | null} */
  id = null;
  /** @type {Record<string, import('./arcade').MessageParam>} */
  args = {};
  /** @type {{ one: string, other: string } | null} the forms of a refusal that is a count (Message.plural) */
  plural = null;

  /** @param {string} message @param {import('./arcade').Message} [detail] */
  constructor(message, detail) {
    super(message);
    this.name = 'ArcadeError';
    if (detail) {
      this.id = detail.id;
      this.args = detail.args;
      this.plural = detail.plural ?? null;
    }
  }
}

// Results arrive as JSON text (wasm/convert.hpp says why); the parser is the one this module saw
// at load, whatever a caller later puts in JSON.parse.
const parse = JSON.parse;

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

// Each core's glue (a module import) and wasm (a URL beside this module), both written literally:
// bundlers follow the one and copy the other; the site's build (scripts/bundle-web.mjs) rewrites
// each name to its content-hashed one. Only the chosen core's two files are ever fetched.
// Each game's glue is generated like arcade-core.js, which arcade-core.d.ts types. The sources name
// the whole core only: the site's build and the package write in one line per registered game
// (scripts/loader-text.mjs, from core/games.cpp), so this file never lists the games and node
// still imports it from the source tree as it is.
/** @type {Record<string, [() => Promise<{ default: typeof import('./arcade-core').default }>, () => URL]>} */
const CORES = {
  all: [() => import('./arcade-core.js'), () => new URL('./arcade-core.wasm', import.meta.url)],
  // cores: one line per registered game, written here by scripts/loader-text.mjs
};

// Every game of the whole core, in gallery order (core/games.cpp); each has a core of its own too.
/** @type {readonly import('./arcade').GameName[]} */
export const GAME_NAMES = Object.freeze(/** @type {import('./arcade').GameName[]} */ (Object.keys(CORES).filter((name) => name !== 'all')));

// The core `games` asks for: one game's own (a page that embeds one game downloads no other's
// rules), else the whole core (no option, or several games).
function coreOf(games) {
  if (games === undefined) return 'all';
  const shape = "an array of game names like ['connect4']";
  if (!Array.isArray(games)) refuse(`The games option must be ${shape}, not ${describe(games)}.`);
  if (games.length === 0) refuse(`The games option must name at least one game, like ['connect4'].`);
  for (const game of games) {
    if (!GAME_NAMES.includes(game))
      refuse(`The games option names ${typeof game === 'string' ? JSON.stringify(game) : describe(game)}, which is no game; the games are ${listed(GAME_NAMES, 'and')}.`);
  }
  return new Set(games).size === 1 ? games[0] : 'all';
}

/** @param {import('./arcade').LoadOptions} options @param {string} core */
async function instantiate(options, core) {
  const [glue, wasmUrl] = CORES[core];
  // A relative wasmUrl is read against the core's own wasm, beside this module (not written as
  // new URL(expression, import.meta.url), which webpack would take for a folder of assets).
  const url = options.wasmUrl ? new URL(options.wasmUrl, wasmUrl()) : wasmUrl();
  const { default: createArcadeCore } = await glue();
  /** @type {import('./arcade-core').CoreConfig} */
  const config = { locateFile: () => url.href };
  if (options.wasmBinary) config.wasmBinary = options.wasmBinary;
  else if (isNode) {
    // The web build cannot fetch file: URLs under node, so hand it the bytes.
    // A specifier in a variable: bundlers for browsers leave it alone instead of failing on it.
    const fs = 'node:fs/promises';
    const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fs);
    config.wasmBinary = await readFile(url);
  }
  return createArcadeCore(config);
}

function randomWords() {
  const words = new Uint32Array(WORDS_PER_CALL);
  globalThis.crypto.getRandomValues(words);
  return words;
}

// A whole number below 2^53 from crypto words: a seed that JS numbers carry exactly.
function randomSeed() {
  const [high, low] = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 0x100000000 + low;
}

// ---- arguments ------------------------------------------------------------------------------
// Every argument is copied here, in JS, into values the caller cannot reach: primitives (strings
// no longer than their limit), fresh arrays and objects without a prototype. Whatever the caller's
// code does while it is read (a getter, a Proxy trap, a toJSON) runs now, before wasm is on the
// stack, and an exception there is the caller's: an ArcadeError naming the argument. The core then
// reads nothing but these copies and checks their values with its own sentences.

// As the core's describe() in wasm/convert.cpp says it: "an array", "the number 7", "NaN"...
function numberText(d) {
  return Object.is(d, -0) ? '-0' : String(d);
}
function describe(v) {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : `the number ${numberText(v)}`;
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

// Where an object of fields is expected: a plain object, or what else it is ("a String object").
function isPlainObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.toString.call(v) === '[object Object]';
}
function describeNotPlain(v) {
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) return `a ${Object.prototype.toString.call(v).slice(8, -1)} object`;
  return describe(v);
}

// What a caller's exception says, read without trusting it (its message may be a getter too).
function reasonOf(e) {
  try {
    if (e !== null && (typeof e === 'object' || typeof e === 'function') && typeof e.message === 'string') return e.message;
    if (typeof e !== 'object' && typeof e !== 'function' && typeof e !== 'symbol') return String(e);
  } catch { /* the message itself threw */ }
  return 'it threw an exception';
}

const refuse = (message) => { throw new ArcadeError(message); };
// Far above a depth-10 opening book (about 810 KB): a bigger array is refused before it is copied.
const BOOK_MAX_BYTES = 1 << 22;
// The longest list of puzzles sudoku.solveAll/countAll take, as kListText in wasm/sudoku_bindings.cpp.
const SUDOKU_LIST_MAX = 1 << 20;

// Reads argument `what` with `read`; anything the caller's code throws meanwhile names it.
function readArg(what, read) {
  try {
    return read();
  } catch (e) {
    if (e instanceof ArcadeError) throw e;
    throw new ArcadeError(`${what} could not be read: ${reasonOf(e).replace(/\.$/, '')}.`);
  }
}

// A field of the caller's object, its own only: nothing inherited (Object.prototype.seed) counts.
const own = (o, key) => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);

// A value the core only describes when it is wrong: primitives as they are, anything else as a
// fresh stand-in of the same kind ("an array", "an object", "a function"), never the caller's.
function leaf(v) {
  if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
  if (typeof v === 'function') return function standIn() {};
  return isArray(v) ? [] : Object.create(null);
}

// A fresh array of `length` items made by `item(i)`: its elements are defined, not assigned, so an
// index setter a caller put on Array.prototype never runs (push would run it).
// (Its source has no prototype, so no index getter of Object.prototype's is read either.)
/** @param {number} length @param {(i: number) => unknown} item */
const fresh = (length, item) => Array.from(/** @type {ArrayLike<unknown>} */ (Object.assign(Object.create(null), { length })), (_, i) => item(i));

// Array.isArray, except that a revoked Proxy (which makes it throw) is no array.
function isArray(v) {
  try {
    return Array.isArray(v);
  } catch {
    return false;
  }
}

// UTF-8 bytes of a string as the core receives it (the core's measure; a lone surrogate arrives as
// U+FFFD, 3 bytes), counted only for strings within a limit.
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4; // a surrogate pair: one character of 4 bytes
      i += 1;
    } else n += 3;
  }
  return n;
}

// `s` with each lone surrogate (no UTF-8 has it) made U+FFFD, as toWellFormed does where the JS
// engine has it: Embind would otherwise write one merged with its neighbour as another character.
function wellFormed(s) {
  if (typeof s.toWellFormed === 'function') return s.toWellFormed();
  return s.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (m) => (m.length === 2 ? m : '\ufffd'));
}

// A string of at most `max` UTF-8 bytes, its length checked before anything is copied; other
// primitives go on as they are for the core's sentence, other objects as stand-ins.
function text(v, what, max) {
  if (typeof v !== 'string') return leaf(v);
  const length = v.length > max ? v.length : utf8Length(v);
  if (length > max) refuse(`${what} must be at most ${max} characters long, not ${length}.`);
  return wellFormed(v);
}

// A copy of an array (holes read as undefined, nothing inherited), at most `max` long; `item`
// copies each element. A non-array goes on as a stand-in for the core to name.
/** @param {unknown} v @param {number} max @param {(x: unknown, i?: number) => unknown} [item] @param {(n: number) => string} [tooLong] */
function array(v, max, tooLong, item = leaf) {
  if (!Array.isArray(v)) return leaf(v);
  const length = v.length;
  if (!Number.isSafeInteger(length) || length < 0) throw new TypeError('its length is not a whole number');
  if (length > max) refuse(tooLong(length));
  return fresh(length, (i) => item(own(v, i), i));
}

// "seed or words", "nodes and seconds", "params and desc"; one name alone: "random".
const listed = (names, last) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`);

// An object of options must be a plain one ({…}; a String or Date object is refused, not read as
// {}) and hold no field the call does not take: a misspelt field ({sead: 5}) is named, never
// silently ignored. `what` names it in sentences ("The budget"), `shape` shows it ("{nodes, seconds}").
function checkFields(v, names, what, shape, last = 'and') {
  if (!isPlainObject(v)) refuse(`${what} must be an object like ${shape}, not ${describeNotPlain(v)}.`);
  const [has, takes] = what.endsWith('s') ? ['have', 'they take'] : ['has', 'it takes'];
  for (const key of Object.keys(v))
    if (!names.includes(key)) refuse(`${what} ${has} no field ${JSON.stringify(key)}; ${takes} ${listed(names, last)}.`);
}

// A copy of a plain object's own `fields` (checked by checkFields), without a prototype, so the
// core's reads never reach Object.prototype; a primitive or an array goes on for the core to name.
function fields(v, names, copy, what, shape, last) {
  if (v === null || typeof v !== 'object' || isArray(v)) return leaf(v);
  checkFields(v, names, what, shape, last);
  const out = Object.create(null);
  for (const name of names) {
    const value = own(v, name);
    if (value !== undefined) out[name] = copy(name, value);
  }
  return out;
}

// { seed } for reproducible games, { words } for outside entropy, default crypto words.
function randomSource(random, limits) {
  if (random === undefined) return { __proto__: null, words: Array.from(randomWords()) };
  const copy = readArg('The random source', () => fields(random, ['seed', 'words'], (name, value) => {
    if (name === 'seed') return text(value, 'The seed', limits.seedText);
    if (ArrayBuffer.isView(value) && value instanceof Uint32Array) {
      if (value.length > limits.words) refuse(`At most ${limits.words} random words may be given at once.`);
      return Array.from(value);
    }
    return array(value, limits.words, () => `At most ${limits.words} random words may be given at once.`);
  }, 'The random source', '{seed} or {words}', 'or'));
  // One or the other: a seed's game is made again from the seed, so words beside it would be ignored.
  if (copy !== null && typeof copy === 'object' && 'seed' in copy && 'words' in copy)
    refuse('The random source takes {seed} or {words}, not both.');
  return copy;
}

// A deep copy of a JSON value (plain objects, arrays, strings, finite numbers, booleans, null),
// refusing what JSON.stringify would silently drop or change (undefined, functions, symbols, NaN,
// holes, Dates, toJSON) and stopping as soon as the text would pass `room` characters.
function jsonCopy(v, what, path, room, depth = 0) {
  const take = (n) => {
    room.left -= n;
    if (room.left < 0) throw new RangeError('too long');
  };
  if (v === null || typeof v === 'boolean') return take(5), v;
  if (typeof v === 'string') return take(v.length + 2), v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) refuse(`${what} cannot be sent as JSON: ${path || 'it'} is ${describe(v)}.`);
    return take(String(v).length), v;
  }
  if (depth >= 64) refuse(`${what} cannot be sent as JSON: ${path} is nested deeper than 64 levels.`);
  if (isArray(v)) {
    const length = v.length;
    if (!Number.isSafeInteger(length) || length < 0) throw new TypeError(`${path || 'it'} has no valid length`);
    take(length + 1);
    return fresh(length, (i) => jsonCopy(own(v, i), what, `${path}[${i}]`, room, depth + 1));
  }
  if (!isPlainObject(v)) refuse(`${what} cannot be sent as JSON: ${path || 'it'} is ${describeNotPlain(v)}.`);
  const out = Object.create(null); // "__proto__" stays a plain key
  for (const key of Object.keys(v)) {
    take(key.length + 4);
    out[key] = jsonCopy(own(v, key), what, path ? `${path}.${key}` : key, room, depth + 1);
  }
  return out;
}

// Cul de chouette options and scenarios may be plain objects: they cross as JSON text made here
// from a checked copy; text, and primitives for the core to name, go on as they are. Another
// object (a String or Date object; an array where `arrays` is false) is refused as `shape` says.
function jsonText(v, what, max, shape, arrays = true) {
  if (v !== null && typeof v === 'object' && !isPlainObject(v) && !(arrays && isArray(v)))
    refuse(`${what} must be ${shape}, not ${describeNotPlain(v)}.`);
  if (!isPlainObject(v) && !isArray(v)) return text(v, what, max);
  const room = { left: max };
  let copy;
  try {
    copy = jsonCopy(v, what, '', room);
  } catch (e) {
    if (!(e instanceof RangeError) || e.message !== 'too long') throw e;
    refuse(`${what} must be at most ${max} characters long as JSON.`);
  }
  return text(JSON.stringify(copy), what, max);
}

// A link call's options: {desc, random, code} for create, {random, secret} for move, {secret} for
// show (a code and a secret are short texts, as moves are).
function linkOptions(options, names, limits) {
  if (options === undefined) return { desc: '', random: undefined, code: '', secret: '' };
  checkFields(options, names, 'The options', `{ ${names.join(', ')} }`);
  const [desc, code, secret] = ['desc', 'code', 'secret'].map((name) => own(options, name));
  return {
    desc: desc === undefined ? '' : text(desc, 'The description', limits.save),
    random: own(options, 'random'),
    code: code === undefined ? '' : text(code, 'The code', limits.move),
    secret: secret === undefined ? '' : text(secret, 'The secret', limits.move),
  };
}

function sessionOptions(options, limits) {
  if (options === undefined) return { params: '', desc: '' };
  checkFields(options, ['params', 'desc'], 'The options', '{ params, desc }');
  const params = own(options, 'params');
  const desc = own(options, 'desc');
  return {
    params: params === undefined ? '' : text(params, 'The params', limits.params),
    desc: desc === undefined ? '' : text(desc, 'The description', limits.save),
  };
}

// A search's {nodes, seconds} (Connect Four's, Sudoku's lists); undefined: the core's default.
const budget = (v) => (v === undefined ? undefined
  : readArg('The budget', () => fields(v, ['nodes', 'seconds'], (_, x) => leaf(x), 'The budget', '{nodes, seconds}')));

// How long to wait before each new try when the .wasm cannot be fetched (a redeploy, a dropped
// connection): three more tries over about 4 s, then the caller hears why.
const RETRY_DELAYS_MS = [250, 1000, 3000];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadCore(options, core) {
  const delays = readArg('The retryDelays option', () => {
    const given = options.retryDelays;
    return isArray(given) ? Array.from(given, Number) : RETRY_DELAYS_MS;
  });
  for (let attempt = 0; ; attempt++) {
    let module;
    try {
      module = await instantiate(options, core);
    } catch (e) {
      // Bytes the caller gave fail again: no retry. A valid module this glue cannot instantiate is
      // another core's (each core's glue names its imports its own way).
      const given = options.wasmBinary;
      if (given && WebAssembly.validate(given)) notThisCore(core);
      if (given || attempt >= delays.length)
        throw new ArcadeError(`The game engine could not be loaded (${reasonOf(e).replace(/\.$/, '')}).`);
      await sleep(delays[attempt]);
      continue;
    }
    return checkCore(module, core);
  }
}

const notThisCore = (core) => refuse(`The game engine could not be loaded (its .wasm is not the ${core === 'all' ? 'whole' : core} core's; is wasmBinary or wasmUrl another core's?).`);

// A module made of one core's glue and another's .wasm (a wasmBinary of the wrong core) lacks the
// exports or the games of the core asked for: refused, not retried (the same bytes fail again).
function checkCore(module, core) {
  let games;
  try {
    parse(module.limits());
    games = parse(module.gameNames());
  } catch (e) {
    games = reasonOf(e);
  }
  const expected = core === 'all' ? GAME_NAMES : [core];
  if (!isArray(games) || games.join() !== expected.join()) notThisCore(core);
  return module;
}

/**
 * @param {import('./arcade').LoadOptions} [options]
 * @returns {Promise<import('./arcade').Arcade>}
 */
export async function loadArcade(options = {}) {
  // The loader rejects with ArcadeErrors only (a caller's getter that throws included).
  if (!isPlainObject(options)) refuse(`The options must be an object like { games, wasmUrl, wasmBinary, retryDelays }, not ${describeNotPlain(options)}.`);
  const chosen = coreOf(readArg('The games option', () => own(options, 'games')));
  let core = await loadCore(options, chosen);
  const limits = parse(core.limits());
  /** @type {readonly import('./arcade').GameName[]} */
  const games = Object.freeze(parse(core.gameNames()));
  // A call of a game this core lacks: refused by name, before anything reaches the core.
  const absent = (game) => new ArcadeError(`This engine was loaded for ${games.join(', ')} only; `
    + `${game} needs loadArcade({ games: ['${game}'] }) or the whole engine, loadArcade().`);
  const needs = (game) => {
    if (GAME_NAMES.includes(game) && !games.includes(/** @type {import('./arcade').GameName} */ (game))) throw absent(game);
  };
  /** A game's namespace: its functions, or on a core without that game, functions that say so. @template T @param {string} game @param {T} fns @returns {T} */
  const space = (game, fns) => Object.freeze(games.includes(/** @type {import('./arcade').GameName} */ (game)) ? fns
    : /** @type {T} */ (Object.fromEntries(Object.keys(fns).map((name) => [name, () => { throw absent(game); }]))));
  let loading = null;  // a fresh module on its way
  let loadError = null; // why the last load gave up (the next call tries again)
  let asked = false; // the restart under way is the caller's (arcade.restart()), not a trap's

  // Drops the module and loads another; never rejects (a failure is kept for the next call).
  function reload(requested = false) {
    core = null;
    if (requested || !loading) asked = requested;  // ready() while a restart loads keeps its reason
    if (!loading) {
      loading = loadCore(options, chosen).then(
        (fresh) => { core = fresh; loadError = null; asked = false; },
        (e) => { loadError = e; },
      ).finally(() => { loading = null; });
    }
    return loading;
  }

  // Every export returns the JSON of {ok, value} or {ok:false, error}. A trap (a bug, never an argument: they
  // are all plain copies by now) leaves the module undefined, so a fresh one is loaded and the
  // caller is told to retry; while the .wasm cannot be fetched, each call says so and tries again.
  /** @param {import('./arcade-core').CoreCall} name @param {() => unknown[]} build */
  function call(name, build) {
    const args = build();
    if (!core) {
      const error = loadError
        ? new ArcadeError(`${loadError.message.replace(/\.$/, '')}; it is being loaded again, try again in a moment.`)
        : new ArcadeError(asked ? 'The engine is restarting, as arcade.restart() asked; try again once it resolves.'
          : 'The engine is restarting after an internal error; try again.');
      reload();
      throw error;
    }
    let text;
    try {
      text = /** @type {(...args: unknown[]) => string} */ (core[name])(...args);
    } catch (e) {
      reload();
      throw new ArcadeError(`The engine failed (${reasonOf(e)}); it is being restarted.`);
    }
    /** @type {import('./arcade-core').CoreResult} */
    const result = parse(text);
    // own(): a sentence without an id has no `message`, and nothing inherited may stand in for it.
    if (!result.ok) throw new ArcadeError(result.error, own(result, 'message'));
    return result.value;
  }

  // A fast path's call (wasm/sudoku_bindings.cpp): a string puzzle of ASCII characters, within its
  // limit, written into the core's buffer, and the answer read back; its refusal (-1) sends the
  // caller to the checked call, which says what is wrong. A trap restarts the engine as call() does.
  /** @param {string} p @param {number} limit (0: solve) @returns {number} */
  function fast(p, limit) {
    const n = p.length;
    if (n > limits.puzzle) return -1;
    try {
      const at = core._arcade_sudoku_buffer();
      const heap = core.HEAPU8;
      for (let i = 0; i < n; i++) {
        const c = p.charCodeAt(i);
        if (c > 127) return -1;
        heap[at + i] = c;
      }
      return core._arcade_sudoku_fast(n, limit);
    } catch (e) {
      reload();
      throw new ArcadeError(`The engine failed (${reasonOf(e)}); it is being restarted.`);
    }
  }
  // The solution fast() left in the buffer: ASCII digits, which UTF-8 reads as they are. V8 decodes
  // ASCII UTF-8 on its quickest path: a plain loop of magictour solves took 2-3 % less time than
  // with 'latin1' (the sudoku bench: 0.99-1.02x, noise); both beat String.fromCharCode.
  const digits = new TextDecoder('utf-8');
  const fastSolution = () => {
    const at = core._arcade_sudoku_buffer();
    return digits.decode(core.HEAPU8.subarray(at, at + 81));
  };

  // The same for a list (solveAll and countAll): its UTF-8 bytes written into memory allocated in
  // the core for the call, the answer read back as text: 81 characters a puzzle ('.' for none), or
  // the counts comma-separated; '!' for a refusal.
  const utf8 = new TextEncoder();
  // `budget` as checked by budget() (undefined: the core's default); one the fast path cannot take
  // as two numbers goes the checked way. The list's refusal for a spent budget is thrown here.
  /** @param {string} list @param {number} limit (0: solve) @param {any} spend @returns {string} */
  function fastList(list, limit, spend) {
    const nodes = spend === undefined ? 0 : spend.nodes ?? 0;
    const seconds = spend === undefined ? 0 : spend.seconds ?? 0;
    if (typeof nodes !== 'number' || typeof seconds !== 'number' || (spend !== undefined && nodes === 0 && seconds === 0)) return '!';
    if (list.length > SUDOKU_LIST_MAX) return '!';
    let at = 0;
    try {
      const room = 3 * list.length;  // UTF-8 bytes at most
      at = core._malloc(room + 1);
      // No memory to be had (it could not grow): nothing may be written at 0, where the module's
      // own data lies; the checked call answers, or says why it cannot.
      if (!at) return '!';
      const { written } = utf8.encodeInto(list, core.HEAPU8.subarray(at, at + room));
      const n = core._arcade_sudoku_list(at, written, limit, nodes, seconds);
      if (n === -1) return '!';
      if (n >= 0) {
        const answer = core._arcade_sudoku_list_answer();
        return digits.decode(core.HEAPU8.subarray(answer, answer + n));
      }
    } catch (e) {
      reload();
      throw new ArcadeError(`The engine failed (${reasonOf(e)}); it is being restarted.`);
    } finally {
      if (at && core) core._free(at);
    }
    // -2: the budget ran out; the core kept the refusal, thrown here (not searched again).
    call('sudokuListRefusal', () => []);
    return '!';
  }

  // Resolves once the engine answers calls (loading it again if its last load failed); rejects
  // with the ArcadeError of a load that gave up.
  async function ready() {
    if (core) return;
    await reload();
    if (!core) throw loadError;
  }

  const str = (what, max) => (v) => readArg(what, () => text(v, what, max));
  const save = str('The save', limits.save);
  // A save of a game this core lacks is refused by name (a save starts with its game's name).
  const sessionSave = (v) => {
    const s = save(v);
    if (typeof s === 'string' && s.indexOf(':') > 0) needs(s.slice(0, s.indexOf(':')));
    return s;
  };
  const moves = str('The moves', limits.save);
  const columnList = str('The columns', 7);
  const puzzle = str('The puzzle', limits.puzzle);
  const sudokuList = str('The list', SUDOKU_LIST_MAX);
  const dice = (what, max) => (v) => readArg(what, () => array(v, max, (n) => `${what} must have at most ${max} elements, not ${n}.`));
  const greedDice = dice('The dice', limits.dice);
  const rows = (v) => readArg('The rows', () => array(v, limits.boardSize,
    (n) => `The board must have at most ${limits.boardSize} rows, not ${n}.`,
    (row, i) => text(row, `Row ${i + 1}`, limits.boardSize)));
  const random = (v) => randomSource(v, limits);
  // An opening book's bytes: a Uint8Array (copied, its length checked first); anything else goes
  // on as a stand-in for the core's sentence.
  const bytes = (v) => readArg('The book', () => {
    if (!(v instanceof Uint8Array)) return leaf(v);
    if (v.length > BOOK_MAX_BYTES) refuse(`The book must be at most ${BOOK_MAX_BYTES} bytes long, not ${v.length}.`);
    return Uint8Array.from(v);
  });

  const session = {
    create: (game, opts, rnd) => call('sessionCreate', () => {
      const name = str('The game name', limits.gameName)(game);
      if (typeof name === 'string') needs(name);
      const { params, desc } = readArg('The options', () => sessionOptions(opts, limits));
      return [name, params, desc, random(rnd)];
    }),
    load: (s) => call('sessionLoad', () => [sessionSave(s)]),
    play: (s, move, rnd) => call('sessionPlay', () => [sessionSave(s), str('The move', limits.move)(move), random(rnd)]),
    computer: (s, rnd) => call('sessionComputer', () => [sessionSave(s), random(rnd)]),
    undo: (s) => call('sessionUndo', () => [sessionSave(s)]),
    redo: (s) => call('sessionRedo', () => [sessionSave(s)]),
    undoDecision: (s) => call('sessionUndoDecision', () => [sessionSave(s)]),
    redoDecision: (s) => call('sessionRedoDecision', () => [sessionSave(s)]),
  };

  const linkText = str('The link', limits.link);
  const link = {
    create: (game, params, opts) => call('linkCreate', () => {
      const name = str('The game name', limits.gameName)(game);
      if (typeof name === 'string') needs(name);
      const { desc, random: rnd, code } = readArg('The options', () => linkOptions(opts, ['desc', 'random', 'code'], limits));
      return [name, params === undefined ? '' : str('The params', limits.params)(params), desc, random(rnd), code];
    }),
    // The code maker's answer: move '' with { secret } (the core computes it).
    move: (l, move, opts) => call('linkMove', () => {
      const { random: rnd, secret } = readArg('The options', () => linkOptions(opts, ['random', 'secret'], limits));
      return [linkText(l), str('The move', limits.move)(move), random(rnd), secret];
    }),
    show: (l, opts) => call('linkShow', () => {
      const { secret } = readArg('The options', () => linkOptions(opts, ['secret'], limits));
      return [linkText(l), secret];
    }),
  };

  return Object.freeze({
    version: VERSION,
    games,
    ready,
    restart: async () => {
      loadError = null;
      await reload(true);
      if (!core) throw loadError;
    },
    messages: () => call('messages', () => []),
    // The day's challenge of a game on a UTC date "YYYY-MM-DD" (core/common/daily.hpp).
    daily: (game, date) => call('daily', () => {
      const name = str('The game name', limits.gameName)(game);
      if (typeof name === 'string') needs(name);
      return [name, str('The date', limits.dateText)(date)];
    }),
    session: Object.freeze(session),
    link: Object.freeze(link),
    greed: space('greed', {
      score: (d) => call('greedScore', () => [greedDice(d)]),
      split: (d) => call('greedSplit', () => [greedDice(d)]),
      advise: (s) => call('greedAdvise', () => [save(s)]),
    }),
    rotate: space('rotate', {
      judge: (input) => call('rotateJudge', () => [str('The input', limits.judgeInput)(input)]),
      winner: (k, r) => call('rotateWinner', () => [leaf(k), rows(r)]),
      analyze: (k, r) => call('rotateAnalyze', () => [leaf(k), rows(r)]),
    }),
    sudoku: space('sudoku', {
      solve: (p) => {
        const found = typeof p === 'string' && core ? fast(p, 0) : -1;
        if (found >= 0) return found === 0 ? null : fastSolution();
        return call('sudokuSolve', () => [puzzle(p)]);
      },
      countSolutions: (p, limit = 2) => {
        // 0 would ask fast() to solve: the checked call refuses it.
        const n = typeof p === 'string' && typeof limit === 'number' && limit !== 0 && core ? fast(p, limit) : -1;
        if (n >= 0) return n;
        return call('sudokuCount', () => [puzzle(p), leaf(limit)]);
      },
      solveAll: (list, b) => {
        const spend = budget(b);
        const text = typeof list === 'string' && core ? fastList(list, 0, spend) : '!';
        // fresh(), not push: an index setter on Array.prototype neither runs nor takes an answer.
        if (text !== '!') return fresh(text.length / 81, (i) => (text.charCodeAt(81 * i) === 46 ? null : text.slice(81 * i, 81 * i + 81)));
        return call('sudokuSolveAll', () => [sudokuList(list), spend]);
      },
      countAll: (list, limit = 2, b = undefined) => {
        const spend = budget(b);
        const text = typeof list === 'string' && typeof limit === 'number' && limit !== 0 && core ? fastList(list, limit, spend) : '!';
        if (text !== '!') return text === '' ? [] : text.split(',').map(Number);
        return call('sudokuCountAll', () => [sudokuList(list), leaf(limit), spend]);
      },
      candidates: (p) => call('sudokuCandidates', () => [puzzle(p)]),
      grade: (p) => call('sudokuGrade', () => [puzzle(p)]),
      techniques: (p) => call('sudokuTechniques', () => [puzzle(p)]),
      hint: (grid) => call('sudokuHint', () => [str('The grid', limits.puzzle)(grid)]),
      // Without a seed one is drawn from crypto and returned, so the puzzle can be made again.
      generate: (opts) => {
        let seed;
        const value = call('sudokuGenerate', () => readArg('The options', () => {
          if (opts !== undefined) checkFields(opts, ['difficulty', 'seed'], 'The options', '{ difficulty, seed }');
          const difficulty = opts === undefined ? undefined : own(opts, 'difficulty');
          const given = opts === undefined ? undefined : own(opts, 'seed');
          seed = given === undefined ? randomSeed() : given;
          return [difficulty === undefined ? 'medium' : text(difficulty, 'The difficulty', limits.difficultyName),
            text(seed, 'The seed', limits.seedText)];
        }));
        return { ...value, seed };
      },
    }),
    chouette: space('chouette', {
      classify: (d, opts) => call('chouetteClassify', () => [
        dice('The dice', limits.throwDice)(d),
        readArg('The options', () => jsonText(opts, 'The options', limits.chouetteOptions,
          'flags like "sf,bc" or an object of options', false)),
      ]),
      replay: (scenario) => call('chouetteReplay', () => [
        readArg('The scenario', () => jsonText(scenario, 'The scenario', limits.scenario,
          'an object like {players, commands} or its JSON text')),
      ]),
    }),
    mastermind: space('mastermind', {
      feedback: (secret, guess) => call('mastermindFeedback', () => [
        dice('The secret', limits.pegs)(secret), dice('The guess', limits.pegs)(guess),
      ]),
      hint: (s) => call('mastermindHint', () => [save(s)]),
      coach: (s) => call('mastermindCoach', () => [save(s)]),
    }),
    connect4: space('connect4', {
      solve: (m, b) => call('connect4Solve', () => [moves(m), budget(b)]),
      solveStats: (m, b) => call('connect4SolveStats', () => [moves(m), budget(b)]),
      analyze: (m, b) => call('connect4Analyze', () => [moves(m), budget(b)]),
      bestMove: (m, b) => call('connect4BestMove', () => [moves(m), budget(b)]),
      reset: () => call('connect4Reset', () => []),
      evaluate: (m, b, cols) => call('connect4Evaluate', () => [moves(m), budget(b), cols === undefined ? undefined : columnList(cols)]),
      choose: (m, level, rnd) => call('connect4Choose', () => [moves(m), str('The level', limits.levelName)(level), random(rnd)]),
      loadBook: (b) => call('connect4LoadBook', () => [bytes(b)]),
      review: (m, b) => call('connect4Review', () => [moves(m), budget(b)]),
    }),
  });
}
