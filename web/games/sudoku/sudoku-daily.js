// sudoku-daily.js: Sudoku's part of the day's challenge (common/game-daily.js): your time, assisted or not (a puzzle revealed is not solved).
import { formatTime } from './sudoku-text.js';

/**
 * The finished daily's result from the clock (`ms`) and the help seen (`assist`: '', 'help',
 * 'cells' or 'all', as the page keeps it); the score is the time in whole minutes, rounded up.
 */
export function dailyResult(t, ms, assist) {
  const time = formatTime(ms);
  const won = assist !== 'all';
  const key = !won ? 'sudoku.daily.revealed' : assist === '' ? 'sudoku.daily.alone' : 'sudoku.daily.helped';
  return { won, score: Math.max(1, Math.ceil(ms / 60000)), text: t(key, { time }) };
}
