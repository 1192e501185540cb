// remote-secrets.js: the secrets this device holds for its games with friends (a code maker's "<code>.<salt>", turn links version 2), by game id; never in a link, a URL or a saved game.
//
// The core draws the secret when the maker's page makes the game (arcade.link.create) and needs it
// back for every answer (arcade.link.move(link, '', { secret })). It is kept apart from the game's
// record and the list of games (remote-games.js), under its own key, so nothing the page shows or
// sends holds it. Removing a game from the gallery's list forgets its secret too.
import { createStore } from './storage.js';

const KEY = 'kata-arcade:remote-secrets';
const VERSION = 1;
// The core's form (docs/turn-links.md): the code in letters, a dot, 32 hex digits of salt. The core checks it again.
const SECRET = /^[a-z]{2,8}\.[0-9a-f]{32}$/;

const store = () => createStore(KEY, {
  version: VERSION,
  validate: (d) => Boolean(d) && typeof d === 'object' && Object.entries(d).every(([id, s]) => /^[0-9a-f]{16}$/.test(id) && SECRET.test(s)),
});

/** The secret kept for the game `gameId`, or null. */
export function remoteSecret(gameId) {
  return store().load()?.[gameId] ?? null;
}

/** Keeps `secret` for `gameId`; false when storage keeps it in memory only (a reload would lose it). */
export function keepRemoteSecret(gameId, secret) {
  return store().save({ ...(store().load() ?? {}), [gameId]: secret });
}

/** Forgets the secret of `gameId` (its game was removed from this device). */
export function forgetRemoteSecret(gameId) {
  const kept = { ...(store().load() ?? {}) };
  if (!(gameId in kept)) return true;
  delete kept[gameId];
  return store().save(kept);
}
