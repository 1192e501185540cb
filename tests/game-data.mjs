// game-data.mjs: the registered games (dist/games.json, written from the core's registry) and what the tests need of each, from its folder's tests.json.
//
// No test types the list of games: they loop over `games` and read a game's own data with
// gameData(name, field), which fails naming the game and the file when a registered game lacks it.
// web/games/<name>/tests.json (not shipped: the build drops it from dist/) holds:
//   core     one call of the game's own namespace and its answer, { call, args, result } (only a
//            game with wasm/<name>_bindings.cpp has a namespace; one without has no "core")
//   play     its page played into the middle of a game by keys, as a person would: { query (the
//            URL's options), hash (optional), keys, guesses (typed, Enter after each), typed (keys
//            typed after them, a move begun: in-view.test.mjs), hint (open one), coach (true: also with the coach on; "in-view": only in
//            in-view.test.mjs), strip (true: the table shows every player's score on a phone: in-view.test.mjs), newGame (the catalogue key of its new-game button) }
//   open     the URL options a page opens with for a quick look (offline, standalone)
//   tabs     moves a person plays on its `play` page, one a string of keys separated by spaces
//            ("1 2 3 4 Enter"), each legal after the ones before: two tabs play them in turn (tabs.test.mjs)
//   element  the attributes of the element alone on a plain page (package.test.mjs)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = `${root}dist/games.json`;
if (!existsSync(manifestPath)) throw new Error('dist/games.json is missing: build the site first (node scripts/bundle-web.mjs)');

/** The manifest: [{ name, title, lang, page, elements: [{ tag, module, entry }], standalone }], in gallery order. */
export const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/**
 * Where a site file named by its source path ('common/offline.js') is in the build `dir` (dist/
 * unless told): its content-hashed name (scripts/hash-names.mjs; build-info.json's names), or the
 * path itself for a file that keeps its name (pages, components/, arcade.mjs, the cores').
 */
export function builtName(path, dir = `${root}dist`) {
  const names = JSON.parse(readFileSync(`${dir}/build-info.json`, 'utf8')).names;
  if (!names) throw new Error(`${dir}/build-info.json has no names: build the site again (node scripts/bundle-web.mjs)`);
  return names[path] ?? path;
}

/** The registered game names, in gallery order. */
export const games = manifest.map((g) => g.name);
/** A game's manifest entry. */
export const gameInfo = (name) => manifest.find((g) => g.name === name);
/** A game's first element's tag ('greed-game'). */
export const tagOf = (name) => gameInfo(name).elements[0].tag;

const cache = new Map();
/** The game's whole tests.json, or a failure naming the game. */
export function testsOf(name) {
  if (!cache.has(name)) {
    const path = `web/games/${name}/tests.json`;
    if (!existsSync(`${root}${path}`)) throw new Error(`the registered game "${name}" has no ${path} (see tests/game-data.mjs)`);
    cache.set(name, JSON.parse(readFileSync(`${root}${path}`, 'utf8')));
  }
  return cache.get(name);
}

/** One field of the game's tests.json; a missing one fails, naming the game. */
export function gameData(name, field) {
  const data = testsOf(name);
  if (!(field in data)) throw new Error(`web/games/${name}/tests.json has no "${field}" (see tests/game-data.mjs)`);
  return data[field];
}

/** "a, b, c" (the core's own joining in its refusals) and "a, b and c" (the loader's). */
export const commaList = (names) => names.join(', ');
export const andList = (names) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The page's path for its `play` data, with a storage key of its own. */
export function playPath(name, storageKey) {
  const { query, hash } = gameData(name, 'play');
  const options = [query, `storage-key=${storageKey}`].filter(Boolean).join('&');
  return `/${gameInfo(name).page}?${options}${hash ? `#${hash}` : ''}`;
}
