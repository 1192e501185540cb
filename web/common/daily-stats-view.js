// daily-stats-view.js: the daily challenges' statistics panel (a dialog over the game): played, won, the streaks, the distribution as a chart (chart.js), export to and import from a JSON file. Only the games with a daily import it (daily-view.js).
import { barChart } from './chart.js';
import { dailyDate } from './daily-date.js';
import { allDays, exportText, figures, importText } from './daily-stats.js';
import { h } from './element.js';
import { setNotice } from './game-element.js';

const FIGURES = ['played', 'won', 'current', 'best'];

/** Builds the panel in the words of `t`; returns its parts: { dialog, title, figures, chart, exportButton, file, status, close }. */
export function statsLayout(t) {
  const ui = {
    title: h('h2', { id: 'daily-stats-title', class: 'dialog-title', tabindex: '-1' }),
    figures: h('dl', { class: 'stats-figures', part: 'stats-figures' }),
    chart: h('div', { class: 'stats-chart' }),
    exportButton: h('button', { type: 'button', class: 'btn btn-quiet', part: 'button stats-export-button' }, t('stats.export')),
    file: h('input', { type: 'file', accept: 'application/json,.json', part: 'stats-import', 'aria-describedby': 'daily-stats-file' }),
    status: h('p', { class: 'notice', part: 'stats-status', role: 'status', 'aria-live': 'polite' }),
    close: h('button', { type: 'button', class: 'btn btn-primary', part: 'button stats-close-button' }, t('stats.close')),
  };
  ui.dialog = h('dialog', { class: 'dialog', part: 'stats-dialog', 'aria-labelledby': 'daily-stats-title' },
    h('div', { class: 'dialog-form' }, ui.title, ui.figures, ui.chart,
      h('div', { class: 'stats-file' }, ui.exportButton,
        h('label', { class: 'stats-import-label' }, h('span', { id: 'daily-stats-file' }, t('stats.import')), ui.file)),
      ui.status, h('div', { class: 'dialog-actions' }, ui.close)));
  ui.close.addEventListener('click', () => ui.dialog.close());
  return ui;
}

/**
 * Draws one game's statistics: `name` the game's, `unit` what its distribution counts
 * (guesses, minutes, moves) and `figures` daily-stats.js's figures().
 */
function renderStats(ui, t, { name, unit, figures }) {
  ui.title.textContent = t('stats.title', { name });
  ui.figures.replaceChildren(...FIGURES.map((key) => h('div', {}, h('dt', {}, t(`stats.${key}`)), h('dd', {}, String(figures[key])))));
  const scores = Object.keys(figures.distribution).map(Number).sort((a, b) => a - b);
  const values = scores.map((s) => figures.distribution[s]);
  const labels = scores.map(String);
  ui.chart.replaceChildren(scores.length === 0 ? h('p', { class: 'hint' }, t('stats.none')) : barChart({
    title: t('stats.distribution', { unit }), labels, series: [{ name: t('stats.days'), values }], max: Math.max(...values),
    format: String, xName: unit, ticks: labels, words: { numbers: t('chart.numbers') },
  }));
}

/**
 * Wires the panel `ui` (statsLayout's) of `game`'s dailies, named `name`, its distribution counting
 * `unit` (a word), in the words of `t`; returns { show(status, isError) }, which opens it drawn from
 * the days on this device with `status` under it (an import's outcome).
 */
export function wireStats(ui, t, { game, name, unit }) {
  const show = (status = '', isError = false) => {
    renderStats(ui, t, { name, unit, figures: figures(allDays()[game] ?? {}, dailyDate(new Date())) });
    setNotice(ui.status, status, isError);
    if (!ui.dialog.open) ui.dialog.showModal();
    ui.title.focus();
  };
  // The statistics file: every game's days, downloaded as JSON.
  ui.exportButton.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([exportText()], { type: 'application/json' }));
    h('a', { href: url, download: `kata-arcade-statistics-${dailyDate(new Date())}.json` }).click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  });
  // A statistics file chosen to import: merged when sound, else refused whole with the reason.
  ui.file.addEventListener('change', async () => {
    const chosen = ui.file.files?.[0];
    if (!chosen) return;
    const outcome = importText(await chosen.text());
    ui.file.value = '';
    if (outcome.error) {
      show(t(outcome.error.key, outcome.error.values), true);
      return;
    }
    const said = outcome.added ? t('stats.imported', { n: outcome.added }) : t('stats.nothingNew');
    show(outcome.unkept ? `${said} ${t('stats.notKept')}` : said, Boolean(outcome.unkept));
  });
  return { show };
}
