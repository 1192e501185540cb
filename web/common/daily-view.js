// daily-view.js: the day's challenge on a game's view (game-daily.js drives it): "Today's challenge" beside New game, the day's line under the headline and the result in the result panel (a daily that is a question: daily-ask.js). Only the games with a daily import it.
import { dailyDate } from './daily-date.js';
import { h } from './element.js';
import { statsLayout, wireStats } from './daily-stats-view.js';
import { GameDaily } from './game-daily.js';
import dailyWords from './daily-words.js';

/**
 * Adds the daily's parts to a view `r` that has newGame, meta and overText, in the words of `t`;
 * returns them: { button, statsButton, line, result, share: { row, button, note, field }, stats (daily-stats-view.js's panel) }.
 */
export function dailyLayout(r, t) {
  const button = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button daily-button' }, t('daily.button'));
  const statsButton = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button stats-button', 'aria-haspopup': 'dialog' }, t('stats.button'));
  r.newGame.after(button, statsButton);
  const line = h('p', { class: 'daily-line', part: 'daily-line', hidden: true });
  r.meta.after(line);
  const result = h('p', { class: 'daily-result', part: 'daily-result', hidden: true });
  // Sharing the finished day: the button, what it did, and the text to copy by hand if need be.
  const share = {
    button: h('button', { type: 'button', class: 'btn btn-quiet', part: 'button daily-share-button' }, t('daily.share')),
    note: h('p', { class: 'share-note', part: 'daily-share-note', role: 'status', 'aria-live': 'polite' }),
    field: h('textarea', { class: 'daily-share-text', rows: '5', readonly: true, 'aria-label': t('daily.shareField'), hidden: true }),
  };
  share.row = h('div', { class: 'daily-share', hidden: true }, share.button, share.note, share.field);
  r.overText.after(result, share.row);
  const stats = statsLayout(t);
  r.game.append(stats.dialog);
  return { button, statsButton, line, result, share, stats };
}

/**
 * The date the element's `daily` attribute asks for, or null without one: `daily` (or "today")
 * today's UTC date, else the text as written (the core judges it).
 * @param {Element} element
 */
export function dailyAsked(element, now = new Date()) {
  const text = element.getAttribute('daily')?.trim();
  if (text === undefined) return null;
  return text === '' || text.toLowerCase() === 'today' ? dailyDate(now) : text;
}

/** What a game with a daily hands its spec beside its result (game-spec.js DailySpec). */
// With the controller's part and its words: only a game that spreads these into its spec.daily
// loads them (the controller itself imports neither).
export const dailyParts = { layOut: dailyLayout, asked: dailyAsked, wireStats, part: GameDaily, words: dailyWords };
