// today-strip.js: the gallery's Today strip: each game with a daily challenge (the list the build writes from the games manifest), whether today's is done on this device, and its streaks; the day is UTC, the countdown to the next in local time.
//
// The games' names and pages come from the gallery's cards (data-game), as remote-list.js does, so
// no list of games is kept here.
import commonWords from './common-words.js';
import { dailyCountdown, dailyDate } from './daily-date.js';
import { STATS_KEY, allDays, figures } from './daily-stats.js';
import { wordsIn } from './page-words.js';
import { siteLanguage } from './site-lang.js';

let timer;

// One game's entry: its link to today's challenge, today's state and its streaks.
function fill(t, item, days, today, { current, best }) {
  const card = document.querySelector(`.card[data-game="${CSS.escape(item.dataset.game)}"] .card-link`);
  const open = document.createElement('a');
  open.className = 'today-open';
  open.href = `${card?.getAttribute('href') ?? `${item.dataset.game}.html`}?daily`;
  open.textContent = card?.textContent ?? item.dataset.game;
  const day = days[today];
  const state = document.createElement('span');
  state.className = 'today-state';
  state.textContent = !day ? t('today.notPlayed') : day.won ? t('today.solved') : t('today.missed');
  const streak = document.createElement('span');
  streak.className = 'today-streak';
  streak.textContent = t('today.streak', { current, best });
  item.classList.toggle('is-done', Boolean(day));
  item.replaceChildren(open, state, streak);
}

// The line above the games: the UTC date and the countdown, ticking at each whole second.
function tick(t, line) {
  clearTimeout(timer);
  const now = new Date();
  line.textContent = t('today.line', { date: dailyDate(now), ...dailyCountdown(now) });
  timer = setTimeout(() => show(), 1000 - (now.getTime() % 1000));
}

/** Fills the gallery's section#today (hidden when no game has a daily). */
function show() {
  const section = document.getElementById('today');
  const items = [...(section?.querySelectorAll('.today-game') ?? [])];
  if (!section || items.length === 0) return;
  const t = wordsIn(siteLanguage, commonWords);
  const today = dailyDate(new Date());
  const games = allDays();
  for (const item of items) {
    const days = games[/** @type {HTMLElement} */ (item).dataset.game] ?? {};
    const stats = figures(days, today);
    // Unchanged entries are left alone: the line ticks every second, focus and screen readers stay put.
    const key = `${today}:${days[today]?.won ?? '-'}:${stats.current}:${stats.best}:${siteLanguage}`;
    if (/** @type {HTMLElement} */ (item).dataset.shown !== key) {
      fill(t, item, days, today, stats);
      /** @type {HTMLElement} */ (item).dataset.shown = key;
    }
  }
  tick(t, section.querySelector('.today-line'));
  section.hidden = false;
}

show();
// A daily finished in another tab updates the strip here.
addEventListener('storage', (event) => { if (event.key === STATS_KEY) show(); });
