// connect4-daily.js: Connect Four's part of the day's challenge (common/game-daily.js): the puzzle's goal (win in N against the perfect engine) and whether it was solved.
import { colourName } from '../../common/disc/disc-text.js';
import { COLOUR } from './connect4-text.js';

// The person's seat in a daily (the other is the perfect engine) and the moves they made.
const player = (view) => view.seats.indexOf('human');
const movesMade = (view) => Math.ceil((view.moves.length - view.start) / 2);

/** The puzzle's statement: who you play and in how many of your moves you win. */
export const dailyGoal = (t, { view }, challenge) => t('c4.daily.goal', { who: colourName(t, COLOUR[player(view)]), n: challenge.moves });

/** The finished daily's result: won in N moves (the engine defending longest), or not solved. */
export function dailyResult(t, { view }, challenge) {
  const won = view.winner === player(view);
  const n = movesMade(view);
  return { won, score: n, text: won ? t('c4.daily.solved', { n }) : t('c4.daily.missed', { n: challenge.moves }) };
}

const DISC = ['🔴', '🟡'];

/** The shared result: the win in N solved or not, a disc per move you made and the outcome (no column is named). */
export function dailyShare(t, { view }, challenge) {
  const won = view.winner === player(view);
  return {
    summary: t(won ? 'c4.daily.shareSolved' : 'c4.daily.shareMissed', { n: challenge.moves }),
    grid: `${DISC[player(view)].repeat(movesMade(view))}${won ? '🏆' : '❌'}`,
  };
}

/**
 * The engine's reply in the day's puzzle while the game follows the core's line (`challenge.answer`,
 * the longest defence with the lowest column on a tie): its next column, so that every player
 * meets the same defence and keeps one winning move at each turn; null off the line.
 */
export function dailyReply({ moves }, challenge) {
  const played = moves.startsWith(challenge.challenge) ? moves.slice(challenge.challenge.length) : null;
  if (played === null || !challenge.answer.startsWith(played) || played.length >= challenge.answer.length) return null;
  return Number(challenge.answer[played.length]);
}
