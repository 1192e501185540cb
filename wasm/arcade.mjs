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

// A whole number below 2^53 from crypto words: a seed that JS numbers carry exactly.
function randomSeed() {
  const [high, low] = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 0x100000000 + low;
}

const describe = (v) => (v === null ? 'null' : Array.isArray(v) ? 'an array'
  : typeof v === 'object' ? 'an object' : `${/^[aeiou]/.test(typeof v) ? 'an' : 'a'} ${typeof v}`);

// Arguments are copied into plain values here, in JS, so no getter or proxy of the caller's ever
// runs while wasm is on the stack (a JS exception unwinding through wasm leaks its stack).
function plain(v) {
  if (Array.isArray(v)) return Array.prototype.slice.call(v);
  if (v instanceof Uint32Array) return Uint32Array.from(v);
  if (v instanceof Uint8Array) return Uint8Array.from(v);
  if (v !== null && typeof v === 'object') return { ...v };
  return v;
}

// { seed } for reproducible games, { words } for outside entropy, default crypto words; any
// other object goes to the core, which says what is wrong with it.
function randomSource(options) {
  if (options === undefined) return { words: randomWords() };
  const o = plain(options);
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return o;
  return { seed: o.seed, words: o.words === undefined ? undefined : plain(o.words) };
}

// Cul de chouette options and scenarios may be objects: they cross as JSON text.
const jsonText = (v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

function sessionOptions(options) {
  if (options === undefined) return { params: '', desc: '' };
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new ArcadeError(`The options must be an object like { params, desc }, not ${describe(options)}.`);
  const { params = '', desc = '' } = options;
  return { params, desc };
}

export async function loadArcade(options = {}) {
  let core = await instantiate(options);
  let failed = null;

  // Reading the caller's arguments may run their getters: any error there is the caller's.
  function prepare(build) {
    try {
      return build();
    } catch (e) {
      if (e instanceof ArcadeError) throw e;
      throw new ArcadeError(`An argument could not be read: ${e && e.message ? e.message : String(e)}`);
    }
  }

  // Every export returns {ok, value} or {ok:false, error}. A trap (a bug, never bad input)
  // leaves the module undefined, so a fresh one is made and the caller is told to retry.
  function call(name, build) {
    const args = prepare(build);
    if (failed) throw new ArcadeError('The engine is restarting after an internal error; try again.');
    let result;
    try {
      result = core[name](...args);
    } catch (e) {
      failed = instantiate(options).then((c) => { core = c; failed = null; });
      throw new ArcadeError(`The engine failed (${e && e.message ? e.message : e}); it is being restarted.`);
    }
    if (!result.ok) throw new ArcadeError(result.error);
    return result.value;
  }

  const session = {
    create: (game, opts, random) => call('sessionCreate', () => {
      const { params, desc } = sessionOptions(opts);
      return [plain(game), plain(params), plain(desc), randomSource(random)];
    }),
    load: (save) => call('sessionLoad', () => [plain(save)]),
    play: (save, move, random) => call('sessionPlay', () => [plain(save), plain(move), randomSource(random)]),
    computer: (save, random) => call('sessionComputer', () => [plain(save), randomSource(random)]),
    undo: (save) => call('sessionUndo', () => [plain(save)]),
    redo: (save) => call('sessionRedo', () => [plain(save)]),
  };

  return Object.freeze({
    version: VERSION,
    games: Object.freeze(core.gameNames()),
    session: Object.freeze(session),
    greed: Object.freeze({
      score: (dice) => call('greedScore', () => [plain(dice)]),
      split: (dice) => call('greedSplit', () => [plain(dice)]),
    }),
    rotate: Object.freeze({
      judge: (input) => call('rotateJudge', () => [plain(input)]),
      winner: (k, rows) => call('rotateWinner', () => [plain(k), plain(rows)]),
      analyze: (k, rows) => call('rotateAnalyze', () => [plain(k), plain(rows)]),
    }),
    sudoku: Object.freeze({
      solve: (puzzle) => call('sudokuSolve', () => [plain(puzzle)]),
      countSolutions: (puzzle, limit = 2) => call('sudokuCount', () => [plain(puzzle), plain(limit)]),
      candidates: (puzzle) => call('sudokuCandidates', () => [plain(puzzle)]),
      grade: (puzzle) => call('sudokuGrade', () => [plain(puzzle)]),
      hint: (grid) => call('sudokuHint', () => [plain(grid)]),
      // Without a seed one is drawn from crypto and returned, so the puzzle can be made again.
      generate: (options) => {
        let seed;
        const value = call('sudokuGenerate', () => {
          const o = options === undefined ? {} : plain(options);
          if (o === null || typeof o !== 'object' || Array.isArray(o))
            throw new ArcadeError(`The options must be an object like { difficulty, seed }, not ${describe(options)}.`);
          seed = o.seed === undefined ? randomSeed() : o.seed;
          return [o.difficulty === undefined ? 'medium' : o.difficulty, seed];
        });
        return { ...value, seed };
      },
    }),
    chouette: Object.freeze({
      classify: (dice, options) => call('chouetteClassify', () => [plain(dice), jsonText(plain(options))]),
      replay: (scenario) => call('chouetteReplay', () => [jsonText(scenario)]),
    }),
    mastermind: Object.freeze({
      feedback: (secret, guess) => call('mastermindFeedback', () => [plain(secret), plain(guess)]),
      hint: (save) => call('mastermindHint', () => [plain(save)]),
    }),
    connect4: Object.freeze({
      solve: (moves) => call('connect4Solve', () => [plain(moves)]),
      solveStats: (moves) => call('connect4SolveStats', () => [plain(moves)]),
      analyze: (moves) => call('connect4Analyze', () => [plain(moves)]),
      bestMove: (moves, budget) => call('connect4BestMove', () => [plain(moves), plain(budget)]),
      reset: () => call('connect4Reset', () => []),
      evaluate: (moves, budget) => call('connect4Evaluate', () => [plain(moves), plain(budget)]),
      choose: (moves, level, random) => call('connect4Choose', () => [plain(moves), plain(level), randomSource(random)]),
      loadBook: (bytes) => call('connect4LoadBook', () => [plain(bytes)]),
    }),
  });
}
