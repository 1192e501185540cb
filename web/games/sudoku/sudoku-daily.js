// sudoku-daily.js: Sudoku's part of the day's challenge (common/game-daily.js): your time, assisted or not (a puzzle revealed is not solved).
import { formatTime } from './sudoku-text.js';

/**
 * The finished daily's result from the clock (`ms`) and the help seen (`assist`: '', 'help',
 * 'cells' or 'all', as the page keeps it); the score is the time in whole minutes, rounded up.
 */
export function dailyResult(t, ms, assist) {
  return { won: assist !== 'all', score: Math.max(1, Math.ceil(ms / 60000)), text: t(`sudoku.daily.${howSolved(assist)}`, { time: formatTime(ms) }) };
}

// How the puzzle was solved: alone, helped (hints, checks or cells revealed) or revealed whole.
const howSolved = (assist) => (assist === 'all' ? 'revealed' : assist === '' ? 'alone' : 'helped');

/** The shared result: the grade and how it was solved, and the time (no digit of the grid). */
export function dailyShare(t, { view }, ms, assist) {
  return { summary: t(`sudoku.daily.share.${howSolved(assist)}`, { grade: t(`sudoku.grade.${view.difficulty}`) }), grid: `⏱️ ${formatTime(ms)}` };
}
