// daily-ask.js: the panel of a daily that is a question, not a game of moves (Rotate's), in the board's place (game-daily.js drives it); only such a game imports it, as spec.daily.askLayout.
import { h } from './element.js';

/**
 * The panel of a daily that is a question (Rotate's: who has K in a row after the turn?), put in
 * place of the board `r.board` while it is on show: the question as its title, the day's line, the
 * game's picture (`picture`, which the game draws), one button per answer in `choices` ([{ value,
 * label }]), then the result and its share row, which move here from the result panel (`ui`,
 * dailyLayout's), and the way back to the game. Returns { panel, title, picture, answers, buttons, back }.
 */
export function askLayout(r, t, ui, choices) {
  const title = h('h2', { id: 'daily-ask-title', class: 'daily-ask-title', tabindex: '-1' });
  const buttons = choices.map(({ value, label }) => h('button', {
    type: 'button', class: 'btn daily-answer', part: 'button daily-answer', 'data-answer': value,
  }, label));
  const answers = h('div', { class: 'daily-answers', role: 'group', 'aria-labelledby': 'daily-ask-title' }, buttons);
  const picture = h('div', { class: 'daily-picture' });
  const back = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button daily-back-button' }, t('daily.back'));
  const panel = h('section', { class: 'daily-ask panel', part: 'daily-question', 'aria-labelledby': 'daily-ask-title', hidden: true },
    title, ui.line, picture, answers, ui.result, ui.share.row, h('div', { class: 'daily-ask-actions' }, back));
  r.board.before(panel);
  return { panel, title, picture, answers, buttons, back };
}
