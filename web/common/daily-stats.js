// daily-stats.js: the statistics of the daily challenges on this device, for every game: each day's result, and from them played, won, the streaks and the distribution; export to and import from a JSON file (merged, checked like a save).
//
// Only the days are stored ({ games: { <game>: { <date>: { won, score } } } }): every figure is
// derived from them, so a merge is a union of days and can never double a count. A day is played
// once: on a merge the day this device holds wins over the file's. `score` is the game's own
// measure (guesses, minutes, moves), which the distribution counts.
import { createStore } from './storage.js';

export const STATS_KEY = 'kata-arcade:daily-stats';
export const FORMAT = 'kata-arcade-statistics';
const VERSION = 1;
const MAX_BYTES = 1 << 20;
const MAX_SCORE = 100000;
const DAY_MS = 86400000;
const GAME = /^[a-z][a-z0-9]{0,19}$/;

/** True for "YYYY-MM-DD" naming a day of the calendar. */
export function isDay(text) {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === text;
}

const validDay = (d) => Boolean(d) && typeof d === 'object' && typeof d.won === 'boolean'
  && Number.isInteger(d.score) && d.score >= 0 && d.score <= MAX_SCORE;

// The first problem of a games object, as { key, values } (page words), or null when it is sound.
function problemOf(games) {
  if (!games || typeof games !== 'object' || Array.isArray(games)) return { key: 'stats.bad.games', values: {} };
  for (const [game, days] of Object.entries(games)) {
    if (!GAME.test(game)) return { key: 'stats.bad.game', values: { game: game.slice(0, 30) } };
    if (!days || typeof days !== 'object' || Array.isArray(days)) return { key: 'stats.bad.games', values: {} };
    for (const [date, day] of Object.entries(days)) {
      if (!isDay(date)) return { key: 'stats.bad.date', values: { game, date: date.slice(0, 30) } };
      if (!validDay(day)) return { key: 'stats.bad.day', values: { game, date } };
    }
  }
  return null;
}

const store = () => createStore(STATS_KEY, { version: VERSION, validate: (d) => problemOf(d?.games) === null });

/** Every game's days as stored ({ game: { date: { won, score } } }); {} when none. */
export const allDays = () => store().load()?.games ?? {};

/**
 * Records the end of `game`'s daily of `date` (a day already recorded stays as it was: a day is
 * played once). '' when kept, else the page word saying it is not ('stats.notKept').
 */
export function recordDay(game, date, { won, score }) {
  const games = allDays();
  if (games[game]?.[date]) return '';
  const next = { ...games, [game]: { ...games[game], [date]: { won, score } } };
  return store().save({ games: next }) ? '' : 'stats.notKept';
}

// The whole days from one date to another (UTC).
const daysBetween = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

/**
 * The figures of one game's days at `today` (the UTC date): played, won, the current streak (won
 * days in a row up to today, or up to yesterday while today is not played yet), the best streak,
 * and the distribution of the won days' scores ({ score: count }, scores ascending).
 * @param {Record<string, { won: boolean, score: number }>} days
 * @param {string} today
 */
export function figures(days, today) {
  const dates = Object.keys(days).sort();
  let best = 0;
  let run = 0;
  let previous = null;
  for (const date of dates) {
    const day = days[date];
    run = day.won ? (previous !== null && daysBetween(previous, date) === 1 && run > 0 ? run + 1 : 1) : 0;
    best = Math.max(best, run);
    previous = date;
  }
  const last = dates.at(-1);
  const current = last && days[last].won && daysBetween(last, today) <= 1 ? run : 0;
  const distribution = {};
  for (const date of dates) if (days[date].won) distribution[days[date].score] = (distribution[days[date].score] ?? 0) + 1;
  return { played: dates.length, won: dates.filter((d) => days[d].won).length, current, best, distribution };
}

/** The file to export: every game's days, named and versioned. */
export function exportText() {
  return `${JSON.stringify({ format: FORMAT, version: VERSION, games: allDays() }, null, 1)}\n`;
}

/**
 * Checks a file's text and merges its days into this device's (the device's own day wins).
 * Returns { added } (the days that were new here; unkept: true when the browser's storage refused
 * them and they live in this page only), or { error: { key, values } } (page words) and then
 * nothing changed.
 * @param {string} text
 */
export function importText(text) {
  if (typeof text !== 'string' || text.length > MAX_BYTES) return { error: { key: 'stats.bad.size', values: {} } };
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    return { error: { key: 'stats.bad.json', values: {} } };
  }
  if (!file || typeof file !== 'object' || file.format !== FORMAT) return { error: { key: 'stats.bad.format', values: {} } };
  if (file.version !== VERSION) return { error: { key: 'stats.bad.version', values: { version: String(file.version).slice(0, 20) } } };
  const problem = problemOf(file.games);
  if (problem) return { error: problem };
  const games = allDays();
  let added = 0;
  const next = { ...games };
  for (const [game, days] of Object.entries(file.games)) {
    next[game] = { ...next[game] };
    for (const [date, day] of Object.entries(days)) {
      if (next[game][date]) continue;
      next[game][date] = { won: day.won, score: day.score };
      added++;
    }
  }
  if (!added) return { added };
  // Storage that refuses the write keeps the days in this page's memory: the player is told.
  return store().save({ games: next }) ? { added } : { added, unkept: true };
}
