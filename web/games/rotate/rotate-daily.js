// rotate-daily.js: Rotate's part of the day's challenge (common/game-daily.js), a question from the Code Jam world: the day's board, "who has K in a row after the turn?", and the reveal drawn as the judge draws it.
import { createBoard } from '../../common/disc/disc-board.js';
import { cellOfPushed, pictureOfPushed, turnBoard } from './rotate-board.js';

/** The answers, as the core and the judge word them. */
export const VERDICTS = ['Red', 'Blue', 'Both', 'Neither'];

// The day's case: n, k and the rows before the turn (the challenge is one case as the judge reads it: "N K", then the rows).
function caseOf(challenge) {
  const [head, ...rows] = challenge.challenge.trim().split('\n');
  const [n, k] = head.split(' ').map(Number);
  return { n, k, rows };
}

/** The question, with the day's K. */
export const dailyAsk = (t, challenge) => t('rotate.daily.ask', { k: caseOf(challenge).k });

/** The four answers as buttons. */
export const dailyChoices = (t) => VERDICTS.map((value) => ({ value, label: t(`rotate.verdict.${value}`) }));

/** The result of `answer`: right or wrong, and why in one sentence; its score is the board's side (the distribution is by board size). */
export function dailyResult(t, answer, challenge) {
  const { n, k } = caseOf(challenge);
  const won = answer === challenge.answer;
  const said = t(won ? 'rotate.daily.right' : 'rotate.daily.wrong', { answer: t(`rotate.verdict.${answer}`) });
  return { won, score: n, text: `${said} ${t(`rotate.why.${challenge.answer}`, { k })}` };
}

/** The shared result: the board, right or wrong; never the answer. */
export function dailyShare(t, answer, challenge) {
  const { n, k } = caseOf(challenge);
  const won = answer === challenge.answer;
  return { summary: t(won ? 'rotate.daily.shareRight' : 'rotate.daily.shareWrong', { n, k }), grid: `⟳ ${won ? '✅' : '❌'}` };
}

const boards = new WeakMap();  // the board drawn in each slot, stopped when the next one is drawn

/**
 * Draws the day in `slot`: the board before the turn, or once revealed after it with the winning
 * cells marked (`animate`: turning and falling first, as the judge's editor shows it). Resolves when drawn.
 */
export function drawDaily(slot, t, challenge, { revealed, animate }) {
  const { n, rows } = caseOf(challenge);
  const after = pictureOfPushed(challenge.rotated);
  const win = [...challenge.cells.red, ...challenge.cells.blue].map((cell) => cellOfPushed(cell, n));
  boards.get(slot)?.stop();
  const shown = revealed ? after : rows;
  const board = createBoard({ n, kind: 'mini', label: t(revealed ? 'rotate.daily.after' : 'rotate.daily.before', { n, rows: shown.join(' / ') }), t });
  boards.set(slot, board);
  slot.replaceChildren(board.element);
  if (revealed && animate) return turnBoard(board, rows, after, { win });
  board.render(shown, revealed ? { win } : {});
  return Promise.resolve(true);
}
