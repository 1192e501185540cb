// loader-text.mjs: the loader (wasm/arcade.mjs) and its types (wasm/arcade.d.ts) as shipped, with the registered games written in: a CORES line and a GameName member each.
//
// Bundlers need each core's import() and new URL() written out literally, and typed users want
// GameName to be the union of the games; both follow the registry (core/games.cpp), so the sources
// hold a marker each and the site's build (bundle-web.mjs) and the package (package.mjs) write them
// in here. From the source tree the loader still imports as it is: it then knows the whole core only.
import { registryNames } from './registry-names.mjs';

export const CORES_MARKER = '  // cores: one line per registered game, written here by scripts/loader-text.mjs\n';
export const GAME_NAME_LINE = /^export type GameName = string;$/m;

/** One game's entry of CORES: its glue and its wasm, named literally. */
const coreLine = (game) => '  // @ts-expect-error the same declarations as arcade-core.js\n'
  + `  ${game}: [() => import('./arcade-core-${game}.js'), () => new URL('./arcade-core-${game}.wasm', import.meta.url)],\n`;

function checkNames(games) {
  if (games.length === 0) throw new Error('loader-text: no registered game');
  for (const game of games) if (!/^[a-z][a-z0-9_]*$/.test(game)) throw new Error(`loader-text: "${game}" is not a game name`);
}

/** `text` (wasm/arcade.mjs) with a CORES entry for each of `games`, in their order. */
export function loaderWithCores(text, games = registryNames()) {
  checkNames(games);
  if (text.split(CORES_MARKER).length !== 2) throw new Error('loader-text: wasm/arcade.mjs must hold the CORES marker line once');
  return text.replace(CORES_MARKER, games.map(coreLine).join(''));
}

/** `text` (wasm/arcade.d.ts) with GameName the union of `games`, in their order. */
export function typesWithGames(text, games = registryNames()) {
  checkNames(games);
  if (!GAME_NAME_LINE.test(text)) throw new Error('loader-text: wasm/arcade.d.ts must declare "export type GameName = string;"');
  return text.replace(GAME_NAME_LINE, `export type GameName = ${games.map((g) => `'${g}'`).join(' | ')};`);
}
