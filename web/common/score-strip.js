// score-strip.js: every player's score in one compact line on a dice game's table (Greed, Cul de chouette), near the dice, for the screens where the scoreboard is not beside the table (a phone: issue 29).

import { h } from './element.js';

/** The strip: a list named `label` (the scoreboard's title); its look, and where it shows: controls.css's .score-strip. */
export const buildScoreStrip = (label) => h('ol', { class: 'score-strip', part: 'score-strip', 'aria-label': label });

/**
 * Fills the strip from `rows`, one a player in seat order: { name, score (its text), current (to
 * play), winner }; the one to play is marked (aria-current), as on the scoreboard.
 */
export function renderScoreStrip(strip, rows) {
  strip.replaceChildren(...rows.map(({ name, score, current, winner }) => h('li', {
    class: `strip-seat${current ? ' is-current' : ''}${winner ? ' is-winner' : ''}`, 'aria-current': current ? 'true' : false,
  }, h('span', { class: 'strip-name' }, name), ' ', h('span', { class: 'strip-score' }, score))));
}
