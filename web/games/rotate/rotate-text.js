// rotate-text.js: the words of <rotate-game>: seats, params, headlines and move announcements, in the element's language (t, from rotate-words.js and disc-words.js).
// Everything here reads engine views; no rule of the game is decided in this file.
import {
  colourName, dropSentence, headline as discHeadline, overSentence as discOverSentence, seatRole as discSeatRole,
} from '../../common/disc/disc-text.js';

export const COLOUR = ['red', 'blue'];
export const PIECE = ['R', 'B'];

/** Seat kinds as the engine names them, with the letter params use. */
export const SEATS = [
  { kind: 'human', letter: 'h' },
  { kind: 'casual', letter: '1' },
  { kind: 'medium', letter: '2' },
  { kind: 'strong', letter: '3' },
];
const byLetter = Object.fromEntries(SEATS.map((s) => [s.letter, s.kind]));
const letterOf = Object.fromEntries(SEATS.map((s) => [s.kind, s.letter]));

export const DEFAULTS = { n: 7, k: 4, seats: ['human', 'medium'] };

/** Settings → engine params ("h2,n7,k4"). Values are passed on as chosen: the engine judges them. */
export function paramsOf({ n, k, seats }) {
  return `${seats.map((kind) => letterOf[kind] ?? kind).join('')},n${n},k${k}`;
}

/** New-game settings from the element's attributes (size, k, players; see rotate-game.js). */
export function settingsFromAttributes(get) {
  const players = (get('players') ?? '').trim().toLowerCase();
  const seats = players.length === 2 && [...players].every((ch) => byLetter[ch])
    ? [...players].map((ch) => byLetter[ch]) : [...DEFAULTS.seats];
  const number = (name, fallback) => (/^\d+$/.test((get(name) ?? '').trim()) ? Number(get(name).trim()) : fallback);
  const n = number('size', DEFAULTS.n);
  return { n, k: number('k', Math.min(DEFAULTS.k, n)), seats };
}

export const settingsOf = (view) => ({ n: view.n, k: view.k, seats: [...view.seats] });

const levels = (t) => Object.fromEntries(SEATS.slice(1).map((s) => [s.kind, t(`rotate.seat.${s.kind}`)]));

/** "You", "Person" or "Computer: casual", as the seat's role line. */
export const seatRole = (t, view, seat) => discSeatRole(t, view, seat, levels(t));

/** Short title of a game: "7 × 7 · 4 in a row". */
export const gameTitle = (t, view) => t('rotate.gameTitle', { n: view.n, k: view.k });

/** The big line over the board. */
export const headline = (t, snap, options) => discHeadline(t, snap, COLOUR, options);

/** What the last move of a snapshot did: "Red drops a disc in column 4." */
export function describeMove(t, next) {
  const view = next.view;
  if (!next.lastMove || next.moveCount === 0) return '';
  const mover = colourName(t, COLOUR[(next.position - 1) % 2]); // Red moves first; a turn of the board is a move too
  if (next.lastMove === 'r') return t('rotate.turns', { who: mover });
  const column = Number(next.lastMove.slice(1));
  return dropSentence(t, mover, column, view.rows.findIndex((line) => line[column - 1] !== '.'));
}

/** The sentence under the result's title: how the game was won, or the engine's words for a draw. */
export const overSentence = (t, snap, draw) => discOverSentence(t, snap, COLOUR, { k: snap.view.k, how: snap.view.lastWasRotation ? t('rotate.whenTurned') : '', draw });

/** "Red: turn used" style words for a seat's once-per-game turn. */
export const turnState = (t, view, seat) => t(view.rotated[seat] ? 'rotate.turnUsed' : 'rotate.turnAvailable');
