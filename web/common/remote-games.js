// remote-games.js: this device's games with friends on other devices (one list for every game): which seats it plays, the latest turn link, whose turn and since when.
//
// The gallery lists them; a game page looks a game up by its id to tell an older or forked link
// from a newer one even when another game is on show. A game is kept until the player removes it.
import { createStore } from './storage.js';

const KEY = 'kata-arcade:remote';
const VERSION = 1;

/** @typedef {{ game: string, gameId: string, seats: number[], link: string, turn: number, toMove: number, over: boolean, at: number }} RemoteGame */

/** The part a kept game shares with a saved game's remote record: its id, its latest link and this device's seats. */
export const remoteShape = (r) => Boolean(r) && typeof r === 'object' && typeof r.gameId === 'string'
  && typeof r.link === 'string' && Array.isArray(r.seats) && r.seats.every((n) => Number.isInteger(n) && n >= 0);

const validGame = (g) => remoteShape(g) && typeof g.game === 'string'
  && Number.isInteger(g.turn) && Number.isInteger(g.toMove) && typeof g.over === 'boolean' && Number.isFinite(g.at);

const store = () => createStore(KEY, { version: VERSION, validate: (d) => Array.isArray(d?.games) && d.games.every(validGame) });

/** Every remote game kept on this device, the latest move first. @returns {RemoteGame[]} */
export function remoteGames() {
  return [...(store().load()?.games ?? [])].sort((a, b) => b.at - a.at);
}

/** The remote game `gameId`, or null. */
export function remoteGame(gameId) {
  return remoteGames().find((g) => g.gameId === gameId) ?? null;
}

/**
 * Keeps `game` (replacing the same game id) with the time of its last change: a later turn only,
 * so a stale tab never puts an older link back. False when storage keeps it in memory only.
 * @param {Omit<RemoteGame, 'at'>} game
 */
export function rememberRemoteGame(game) {
  const games = remoteGames();
  const old = games.find((g) => g.gameId === game.gameId);
  if (old && old.turn > game.turn) return true;
  if (old && old.link === game.link && old.seats.join() === game.seats.join()) return true;
  const at = Date.now();
  return store().save({ games: [{ ...game, at }, ...games.filter((g) => g.gameId !== game.gameId)] });
}

/** Removes the remote game `gameId` from this device's list. */
export function forgetRemoteGame(gameId) {
  const games = remoteGames();
  return store().save({ games: games.filter((g) => g.gameId !== gameId) });
}
