// registry-names.mjs: the registered game names read from core/games.cpp's text (`api<ns::Type>()`), for what runs before the build.
//
// The same reading as CMakeLists.txt's: each registration names the game's namespace, which is its
// folder core/<name>/ and its name. The lint and the tests use it; the build's own list is the
// built core's `arcade.games` (scripts/games-manifest.mjs), which tests/node/api.test.mjs holds
// equal to this one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REGISTRATION = /api<([a-z][a-z0-9_]*)::[A-Za-z][A-Za-z0-9_]*>\(\)/g;

/** The names core/games.cpp registers, in its (gallery) order; throws when it registers none. */
export function registryNames(root = fileURLToPath(new URL('..', import.meta.url))) {
  const text = readFileSync(`${root.replace(/\/?$/, '/')}core/games.cpp`, 'utf8');
  const names = [...text.matchAll(REGISTRATION)].map((m) => m[1]);
  if (names.length === 0) throw new Error('core/games.cpp registers no game (lines such as api<greed::Greed>())');
  return names;
}
