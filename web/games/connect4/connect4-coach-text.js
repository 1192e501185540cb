// connect4-coach-text.js: the words and figures of Connect Four's coach, from connect4.review's readings (no DOM, no rules).
//
// A reading's bounds are the side to move's (Pons' scores, wasm/README.md); the coach speaks of
// the game from Red's side, so a reading of a position with Yellow to move is turned over. Every
// sentence is a page word (connect4-words.js, "c4.coach.*"); `t` is the page's lookup in its
// language (page-words.js), English when not given.
import { wordsIn } from '../../common/page-words.js';
import { colourName } from '../../common/disc/disc-text.js';
import commonWords from '../../common/common-words.js';
import discWords from '../../common/disc/disc-words.js';
import connect4Words from './connect4-words.js';
import { COLOUR as KEYS, scoreWords } from './connect4-text.js';

/** The lookup of the coach's words in `lang` (connect4-words.js, the discs' words, the shared ones). */
export const coachWords = (lang) => wordsIn(lang, connect4Words, discWords, commonWords);

const EN = coachWords('en');
/** Red's and Yellow's names in t's language. */
const colours = (t) => KEYS.map((key) => colourName(t, key));

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
export function barSentence(reading, ply, over = false, t = EN) {
  const colour = colours(t);
  if (over) {
    const result = resultOf(forRed(reading, ply));
    return result === 'draw' ? t('c4.coach.overDraw') : t('c4.coach.overWon', { who: colour[result === 'red' ? 0 : 1] });
  }
  const mover = ply % 2;
  const names = { mover: colour[mover], opponent: colour[1 - mover] };
  const { text, proven } = scoreWords(t, reading.now, ply, names);
  return proven ? t('c4.coach.best', { text }) : t('c4.coach.notProven', { who: colour[mover], text });
}

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A position's score for Red in the chart's table: "Red wins (+5)", "Draw (0)", "Yellow at least draws (−21 to 0)", "Unknown (−3 to +7)". */
export function cellWords(bounds, t = EN) {
  const { lower, upper } = bounds;
  const range = lower === upper ? signed(lower) : t('c4.coach.range', { lower: signed(lower), upper: signed(upper) });
  const [red, yellow] = colours(t);
  const result = resultOf(bounds);
  if (result === 'red' || result === 'yellow') return t('c4.coach.cellWins', { who: result === 'red' ? red : yellow, range });
  if (result === 'draw') return t('c4.coach.cellDraw', { range });
  if (lower === 0 || upper === 0) return t('c4.coach.cellAtLeastDraw', { who: lower === 0 ? red : yellow, range });
  return t('c4.coach.cellUnknown', { range });
}

/**
 * A mistake in words, from the reading of the `ply` moves ending with it: "Move 7, Red in column 3:
 * a win became a draw." (what the mover had before as its best, what the move left it; a bound
 * says "at least" or "at most").
 */
export function mistakeWords(reading, ply, t = EN) {
  const mover = colours(t)[(ply - 1) % 2];
  const { best, played } = reading;
  const had = best.lower > 0 ? 'win' : best.upper === 0 ? 'draw' : 'atLeastDraw';
  const left = played.upper < 0 ? 'loss' : played.lower === 0 ? 'draw' : 'atMostDraw';
  return t('c4.coach.mistake', { ply, who: mover, column: reading.column, had: t(`c4.coach.had.${had}`), left: t(`c4.coach.left.${left}`) });
}

/** The label of the chart's point after `ply` moves: "Start", "3. Red 4". */
export function plyLabel(moves, ply, t = EN) {
  return ply === 0 ? t('c4.coach.start') : `${ply}. ${colours(t)[(ply - 1) % 2]} ${moves[ply - 1]}`;
}
