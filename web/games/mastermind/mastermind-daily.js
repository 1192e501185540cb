// mastermind-daily.js: Mastermind's part of the day's challenge (common/game-daily.js): the result set against the optimal strategy's guesses on the same code.

/** The finished daily's result: solved or not, your guesses and the optimal strategy's (`challenge.answer`). */
export function dailyResult(t, { view }, challenge) {
  const n = view.history.length;
  const best = challenge.answer.length;
  return {
    won: view.solved,
    score: n,
    text: view.solved ? t('mm.daily.solved', { n, best }) : t('mm.daily.missed', { best }),
  };
}

// The key pegs of a guess as emoji: exact, misplaced, then none.
const pegRow = ({ exact, misplaced }, pegs) => '⚫'.repeat(exact) + '⚪'.repeat(misplaced) + '➖'.repeat(pegs - exact - misplaced);

/** The shared result: your guesses out of the rows beside the optimal strategy's, and each guess's key pegs (nothing of the code). */
export function dailyShare(t, { view }, challenge) {
  const n = view.solved ? String(view.history.length) : '✗';
  return {
    summary: t('mm.daily.share', { n, rows: view.rows, best: challenge.answer.length }),
    grid: view.history.map((row) => pegRow(row, view.pegs)).join('\n'),
  };
}
