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
