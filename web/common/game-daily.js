// game-daily.js: GameDaily, the part of the GameController (game-controller.js) that plays the day's challenge (arcade.daily): its start, the day kept on this device, the countdown to the next and the result against the engine.
//
// The core makes the day's challenge from the UTC date, the same for everyone; the page starts it
// through the ordinary session calls and keeps, per day, the game's last record beside the saved
// game (`<storage key>:daily`), so that the day opened again shows the game as it was left: a
// finished one with its result, an unfinished one resumed. A game with a daily says so in its spec
// (spec.daily: its goal and its result in its own words). The answer is asked of the core only
// once the game is over: nothing on the page gives it away before.
import { dailyCountdown, dailyDate } from './daily-date.js';
import { h } from './element.js';
import { setNotice } from './game-element.js';
import { DAY } from './game-start.js';
import { sendText } from './send-text.js';
import { createStore } from './storage.js';
import { allDays, figures, importText, exportText, recordDay } from './daily-stats.js';

const KEPT_DAYS = 60;   // the days whose games this device keeps (older ones live on in the statistics)

export class GameDaily {
  #c;       // the GameController
  #s;       // what it shares with its parts (its #s): s.daily is the date of the daily on show, or null
  #start;   // its GameStart (to resume a kept day)
  #days = null;        // the store of the days' records
  #challenge = null;   // arcade.daily's answer for the day on show, asked once the game is over
  #ui = null;          // { button, line, result }
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #timer = undefined;
  #goal = '';          // the puzzle's statement, when the game has one (Connect Four's win in N)

  constructor(controller, shared, start) {
    this.#c = controller;
    this.#s = shared;
    this.#start = start;
  }

  get #spec() { return this.#c.spec; }

  /** True while the day's challenge is on show. */
  get active() { return Boolean(this.#s.daily); }

  /** Adds the daily's parts to the view (spec.daily.layOut: daily-view.js) and wires its button. */
  layOut() {
    if (!this.#spec.daily) return;
    this.#ui = this.#spec.daily.layOut(this.#s.r, this.#c.t);
    this.#ui.button.addEventListener('click', () => this.open(dailyDate(new Date())));
    const { stats } = this.#ui;
    this.#ui.share.button.addEventListener('click', () => this.share());
    this.#ui.statsButton.addEventListener('click', () => this.showStats());
    stats.exportButton.addEventListener('click', () => this.#export());
    stats.file.addEventListener('change', () => this.#import());
  }

  /** Opens the statistics panel of this game's dailies, drawn from the days on this device. */
  showStats(status = '', isError = false) {
    const { stats } = this.#ui;
    this.#drawStats();
    setNotice(stats.status, status, isError);
    if (!stats.dialog.open) stats.dialog.showModal();
    stats.title.focus();
  }

  #drawStats() {
    const spec = this.#spec;
    const t = this.#c.t;
    const days = allDays()[spec.game] ?? {};
    spec.daily.renderStats(this.#ui.stats, t, { name: spec.name, unit: t(spec.daily.unit), figures: figures(days, dailyDate(new Date())) });
  }

  // The statistics file: every game's days, downloaded as JSON.
  #export() {
    const url = URL.createObjectURL(new Blob([exportText()], { type: 'application/json' }));
    const link = h('a', { href: url, download: `kata-arcade-statistics-${dailyDate(new Date())}.json` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  // A statistics file chosen to import: merged when sound, else refused whole with the reason.
  async #import() {
    const { stats } = this.#ui;
    const chosen = stats.file.files?.[0];
    if (!chosen) return;
    const t = this.#c.t;
    const outcome = importText(await chosen.text());
    stats.file.value = '';
    if (outcome.error) {
      this.showStats(t(outcome.error.key, outcome.error.values), true);
      return;
    }
    const said = outcome.added ? t('stats.imported', { n: outcome.added }) : t('stats.nothingNew');
    this.showStats(outcome.unkept ? `${said} ${t('stats.notKept')}` : said, Boolean(outcome.unkept));
  }

  // The days' records under the saved game's key: { days: { date: record } }.
  #store() {
    const game = this.#spec.game;
    const valid = (d) => Boolean(d) && typeof d.days === 'object' && d.days !== null && Object.entries(d.days)
      .every(([date, record]) => DAY.test(date) && typeof record?.save === 'string' && record.save.startsWith(`${game}:`) && record.daily === date);
    this.#days ??= createStore(`${this.#s.store.key}:daily`, { version: 1, validate: valid });
    return this.#days;
  }

  /**
   * Opens the challenge of `date` ("YYYY-MM-DD", UTC): the game kept for that day, else a new one
   * from the core. A date the core refuses leaves the game on show and says why: '' when the
   * day is on show, else that sentence.
   */
  open(date) {
    const c = this.#c;
    const s = this.#s;
    if (s.daily === date && s.snap) return '';
    const saved = s.store.load();
    const record = saved?.daily === date ? saved : this.#store().load()?.days[date];
    c.cancelThinking();
    if (record && this.#start.resume(record) === '') return '';
    let snap;
    try {
      const challenge = s.arcade.daily(this.#spec.game, date);
      snap = s.arcade.session.create(this.#spec.game, challenge.start);
    } catch (error) {
      const why = c.t('daily.refused', { why: s.say(error) });
      c.notice(why);
      return why;
    }
    c.begin(snap, `${c.t('daily.started', { date })} ${this.#spec.words.started(snap)}`, null, date);
    return '';
  }

  /** After a record was saved: the day's copy follows (a failed write is told as the saved game's is). */
  kept(record) {
    const date = this.#s.daily;
    if (!date) return true;
    const store = this.#store();
    const days = { ...store.load()?.days, [date]: record };
    const dates = Object.keys(days).sort();
    for (const old of dates.slice(0, Math.max(0, dates.length - KEPT_DAYS))) delete days[old];
    return store.save({ days });
  }

  /** After a snapshot was shown: a daily that has just ended goes into the statistics. */
  shown(snap, how) {
    const date = this.#s.daily;
    if (!date || !snap.status.over || how === 'restore' || how === 'new') return;
    const result = this.result();
    if (!result) return;
    const told = recordDay(this.#spec.game, date, { won: result.won, score: result.score });
    if (told) this.#c.notice(this.#c.t(told));
  }

  // The core's daily of the day on show, asked once (its answer stays off the page until the end).
  #ofDay() {
    const { daily, arcade } = this.#s;
    if (this.#challenge?.date !== daily) this.#challenge = arcade.daily(this.#spec.game, daily);
    return this.#challenge;
  }

  /** The core's daily of the day on show (its answer is for the engine's moves and the end, never shown before). */
  challenge() { return this.#ofDay(); }

  /** The result of the finished daily on show ({ won, score, text }), or null. */
  result() {
    const { snap, daily } = this.#s;
    if (!daily || !snap?.status.over) return null;
    return this.#spec.daily.result(this.#c.t, snap, this.#ofDay());
  }

  /** The finished day's text to share: the game and the date, a spoiler-free summary and grid, and a link to the same day. */
  shareText() {
    const { daily, snap } = this.#s;
    if (!this.result()) return null;
    const spec = this.#spec;
    const t = this.#c.t;
    const { summary, grid } = spec.daily.share(t, snap, this.#ofDay());
    const url = new URL(location.href);
    url.search = '';
    url.hash = '';
    url.searchParams.set('daily', daily);
    return { text: [t('daily.shareHead', { name: spec.name, date: daily }), summary, grid].join('\n'), url: url.href };
  }

  /** Shares the finished day: the share sheet on a phone, else the clipboard (send-text.js). */
  async share() {
    const shared = this.shareText();
    if (!shared) return;
    const t = this.#c.t;
    const { note, field } = this.#ui.share;
    await sendText({ note, field }, { title: this.#spec.name, text: shared.text, url: shared.url, copy: `${shared.text}\n${shared.url}` },
      { sent: t('daily.shareSent'), copied: t('daily.shareCopied'), manual: t('daily.shareManual') });
  }

  /** Why undo is refused in a daily ('' outside one): a day is played once. */
  get noUndo() { return this.active ? this.#c.t('daily.noUndo') : ''; }

  /** Draws the day's line and, once over, the result (GameController.render). */
  render() {
    if (!this.#ui) return;
    const { line, result } = this.#ui;
    const shown = this.result();
    this.#goal = this.active ? this.#spec.daily.goal?.(this.#c.t, this.#s.snap, this.#ofDay()) ?? '' : '';
    line.hidden = !this.active;
    result.hidden = !shown;
    result.textContent = shown?.text ?? '';
    const { share } = this.#ui;
    if (share.row.hidden !== !shown) {
      share.row.hidden = !shown;
      share.note.textContent = '';
      share.field.hidden = true;
    }
    this.#tick();
  }

  // The day's line: the date, the same for everyone, and the countdown to the next in local time;
  // it ticks at each whole second of the clock while a daily is on show in a connected element.
  #tick() {
    clearTimeout(this.#timer);
    const { line } = this.#ui;
    const date = this.#s.daily;
    if (!date || !this.#c.element.isConnected) return;
    const now = new Date();
    const t = this.#c.t;
    const day = date === dailyDate(now) ? t('daily.today', { date, ...dailyCountdown(now) }) : t('daily.other', { date });
    line.textContent = this.#goal ? `${day} ${this.#goal}` : day;
    this.#timer = setTimeout(() => this.#tick(), 1000 - (now.getTime() % 1000));
  }
}
