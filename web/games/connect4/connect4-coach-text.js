// connect4-coach-text.js: the words and figures of Connect Four's coach, from connect4.review's readings (no DOM, no rules).
//
// A reading's bounds are the side to move's (Pons' scores, wasm/README.md); the coach speaks of
// the game from Red's side, so a reading of a position with Yellow to move is turned over.
// English only for now: the coach's sentences are not yet in the page-word catalogues (the
// colours and score phrases it borrows are, and are taken here in English to match).
import { wordsIn } from '../../common/page-words.js';
import { colourName } from '../../common/disc/disc-text.js';
import discWords from '../../common/disc/disc-words.js';
import connect4Words from './connect4-words.js';
import { COLOUR as KEYS, scoreWords } from './connect4-text.js';

const EN = wordsIn('en', connect4Words, discWords);
const COLOUR = KEYS.map((key) => colourName(EN, key));

/** The bounds { lower, upper } of a position's score for Red, from a reading of the position after `ply` moves. */
export function forRed({ now }, ply) {
  return ply % 2 === 0 ? { lower: now.lower, upper: now.upper } : { lower: -now.upper, upper: -now.lower };
}

/** The result the bounds prove: 'red', 'draw', 'yellow', or null when the search did not settle it. */
export function resultOf({ lower, upper }) {
  if (lower > 0) return 'red';
  if (upper < 0) return 'yellow';
  return lower === 0 && upper === 0 ? 'draw' : null;
}

/**
 * The bar's place for a score for Red: Yellow's wins fill the left 40 %, the draw the middle,
 * Red's wins the right 40 %, faster wins further out. A fraction from 0 to 1.
 */
export function barPlace(score) {
  if (score === 0) return 0.5;
  const strength = Math.min(Math.abs(score), 21) / 21;
  return score > 0 ? 0.6 + 0.4 * strength : 0.4 - 0.4 * strength;
}

/**
 * The bar's sentence for the position after `ply` moves: "Best play from here: Red wins in 3 of
 * its moves.", "Best play from here: a draw.", or, when the small search did not prove it, "Not
 * proven within the coach's search: for Yellow, at least a draw."; once `over`, "Game over: Red won."
 */
export function barSentence(reading, ply, over = false) {
  if (over) {
    const result = resultOf(forRed(reading, ply));
    return `Game over: ${result === 'draw' ? 'a draw' : `${result === 'red' ? 'Red' : 'Yellow'} won`}.`;
  }
  const mover = ply % 2;
  const names = { mover: COLOUR[mover], opponent: COLOUR[1 - mover] };
  const { text, proven } = scoreWords(EN, reading.now, ply, names);
  return proven ? `Best play from here: ${text}.` : `Not proven within the coach's search: for ${COLOUR[mover]}, ${text}.`;
}

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A position's score for Red in the chart's table: "Red wins (+5)", "Draw (0)", "Yellow at least draws (−21 to 0)", "Unknown (−3 to +7)". */
export function cellWords(bounds) {
  const { lower, upper } = bounds;
  const range = lower === upper ? signed(lower) : `${signed(lower)} to ${signed(upper)}`;
  const result = resultOf(bounds);
  if (result === 'red') return `Red wins (${range})`;
  if (result === 'yellow') return `Yellow wins (${range})`;
  if (result === 'draw') return `Draw (${range})`;
  if (lower === 0) return `Red at least draws (${range})`;
  if (upper === 0) return `Yellow at least draws (${range})`;
  return `Unknown (${range})`;
}

/**
 * A mistake in words, from the reading of the `ply` moves ending with it: "Move 7, Red in column 3:
 * a win became a draw." (what the mover had before as its best, what the move left it; a bound
 * says "at least" or "at most").
 */
export function mistakeWords(reading, ply) {
  const mover = COLOUR[(ply - 1) % 2];
  const { best, played } = reading;
  const had = best.lower > 0 ? 'a win' : best.upper === 0 ? 'a draw' : 'at least a draw';
  const left = played.upper < 0 ? 'a loss' : played.lower === 0 ? 'a draw' : 'at most a draw';
  return `Move ${ply}, ${mover} in column ${reading.column}: ${had} became ${left}.`;
}

/** The label of the chart's point after `ply` moves: "Start", "3. Red 4". */
export function plyLabel(moves, ply) {
  return ply === 0 ? 'Start' : `${ply}. ${COLOUR[(ply - 1) % 2]} ${moves[ply - 1]}`;
}
