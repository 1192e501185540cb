// game-daily.js: GameDaily, the part of the GameController (game-controller.js) that plays the day's challenge (arcade.daily): its start, the day kept on this device, the countdown to the next and the result against the engine.
//
// The core makes the day's challenge from the UTC date, the same for everyone; the page starts it
// through the ordinary session calls and keeps, per day, the game's last record beside the saved
// game (`<storage key>:daily`), so that the day opened again shows the game as it was left: a
// finished one with its result, an unfinished one resumed. A game with a daily says so in its spec
// (spec.daily: its goal and its result in its own words). The answer is asked of the core only
// once the game is over: nothing on the page gives it away before.
//
// A daily that is a question, not a game of moves (spec.daily.question: Rotate's "who has K in a
// row after the turn?"), starts no session: its panel (daily-ask.js, spec.daily.askLayout) takes the board's
// place while the game waits under it (no move, key or computer's turn meanwhile); the player
// answers once, and the day keeps that answer ({ daily, answer } among the days' records). The
// store also keeps the question on show (`shown`), so a reload opens it again, answered or not.
import { dailyCountdown, dailyDate } from './daily-date.js';
import { DAY } from './game-start.js';
import { sendText } from './send-text.js';
import { createStore } from './storage.js';
import { recordDay } from './daily-stats.js';

const KEPT_DAYS = 60;   // the days whose games this device keeps (older ones live on in the statistics)

// The days' records without those older than the last KEPT_DAYS.
function recent(days) {
  const dates = Object.keys(days).sort();
  for (const old of dates.slice(0, Math.max(0, dates.length - KEPT_DAYS))) delete days[old];
  return days;
}

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
  #asked = null;       // a question daily: the date on show, or null
  #answer = null;      // ...and the answer given that day, or null
  #ask = null;         // ...its panel (askLayout's parts)
  #stats = null;       // the statistics panel (daily-stats-view.js's wireStats)

  constructor(controller, shared, start) {
    this.#c = controller;
    this.#s = shared;
    this.#start = start;
  }

  get #spec() { return this.#c.spec; }

  /** True while the day's challenge is on show. */
  get active() { return Boolean(this.#s.daily || this.#asked); }

  /** True while a question daily is on show: the game under it waits (no move, key or computer's turn). */
  get asking() { return Boolean(this.#asked); }

  // The date of the daily on show (a game's or a question's), or null.
  get #date() { return this.#asked ?? this.#s.daily; }

  // What the day's result is read from: the answer to a question, else the game's snapshot.
  get #played() { return this.#asked ? this.#answer : this.#s.snap; }

  /** Adds the daily's parts to the view (spec.daily.layOut: daily-view.js) and wires its button. */
  layOut() {
    if (!this.#spec.daily) return;
    this.#ui = this.#spec.daily.layOut(this.#s.r, this.#c.t);
    this.#ui.button.addEventListener('click', () => {
      // A question opened by the button comes into view and takes focus: it stands where the board was.
      if (this.open(dailyDate(new Date())) !== '' || !this.#asked) return;
      this.#ask.panel.scrollIntoView({ block: 'nearest' });
      this.#ask.title.focus({ preventScroll: true });
    });
    const spec = this.#spec;
    this.#stats = spec.daily.wireStats(this.#ui.stats, this.#c.t, { game: spec.game, name: spec.name, unit: this.#c.t(spec.daily.unit) });
    this.#ui.share.button.addEventListener('click', () => this.share());
    this.#ui.statsButton.addEventListener('click', () => this.showStats());
    const question = this.#spec.daily.question;
    if (!question) return;
    this.#ask = this.#spec.daily.askLayout(this.#s.r, this.#c.t, this.#ui, question.choices(this.#c.t));
    for (const button of this.#ask.buttons) button.addEventListener('click', () => this.answer(button.dataset.answer));
    this.#ask.back.addEventListener('click', () => this.#close(true));
  }

  /** Opens the statistics panel of this game's dailies, drawn from the days on this device (daily-stats-view.js). */
  showStats() { this.#stats.show(); }

  // The days' records under the saved game's key: { days: { date: record }, shown: a question's date on show or null }.
  #store() {
    const game = this.#spec.game;
    const kept = this.#spec.daily.question ? (record) => typeof record.answer === 'string'
      : (record) => typeof record.save === 'string' && record.save.startsWith(`${game}:`);
    const valid = (d) => Boolean(d) && typeof d.days === 'object' && d.days !== null && ((d.shown ?? null) === null || DAY.test(d.shown))
      && Object.entries(d.days).every(([date, record]) => DAY.test(date) && record?.daily === date && kept(record));
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
    if (this.#spec.daily.question) return this.#openQuestion(date);
    if (s.daily === date && s.snap) return '';
    const saved = s.store.load();
    const record = saved?.daily === date ? saved : this.#store().load()?.days[date];
    c.cancelThinking();
    if (record && this.#start.resume(record) === '') return '';
    let snap;
    try {
      const challenge = s.arcade.daily(this.#spec.game, date);
      // The core's start, or the one the game makes from the challenge (Greed's: its dice as the desc).
      snap = s.arcade.session.create(this.#spec.game, challenge.start ?? this.#spec.daily.start(challenge));
    } catch (error) {
      const why = c.t('daily.refused', { why: s.say(error) });
      c.notice(why);
      return why;
    }
    c.begin(snap, `${c.t('daily.started', { date })} ${this.#spec.words.started(snap)}`, null, date);
    return '';
  }

  /**
   * A question daily opens over the game once the game is on show (game-start.js): the date the
   * element asks for, else the question on show when the page was left; '' when one opened, null
   * when none was asked, else the sentence saying why not.
   */
  openOver(date) {
    const left = this.#store().load()?.shown ?? null;
    return (date ?? left) ? this.open(date ?? left) : null;
  }

  // The question of `date` in its panel over the game: answered already, its result; else the question.
  #openQuestion(date) {
    const c = this.#c;
    if (this.#asked === date) return '';
    let challenge;
    try {
      challenge = this.#s.arcade.daily(this.#spec.game, date);
    } catch (error) {
      const why = c.t('daily.refused', { why: this.#s.say(error) });
      c.notice(why);
      return why;
    }
    c.cancelThinking();
    c.notice('');
    this.#challenge = challenge;
    this.#asked = date;
    this.#answer = this.#store().load()?.days[date]?.answer ?? null;
    this.#keepQuestion();
    this.#spec.daily.question.draw(this.#ask.picture, c.t, challenge, { revealed: this.#answer !== null, animate: false });
    c.render();
    const ask = this.#spec.daily.question.ask(c.t, challenge);
    this.#s.announcer.announce(`${c.t('daily.started', { date })} ${this.#answer === null ? ask : this.result().text}`);
    return '';
  }

  /** Answers the question daily on show (once a day: a second answer is refused with its sentence). */
  async answer(value) {
    const c = this.#c;
    const date = this.#asked;
    if (!date) return;
    // Answered already, here or in another tab: that answer stands.
    this.#answer ??= this.#store().load()?.days[date]?.answer ?? null;
    if (this.#answer !== null) { c.notice(c.t('daily.answered')); c.render(); return; }
    this.#answer = value;
    c.notice('');
    this.#keepQuestion();
    const result = this.result();
    const told = recordDay(this.#spec.game, date, { won: result.won, score: result.score });
    c.render();
    this.#ask.title.focus({ preventScroll: true });
    if (told) c.notice(c.t(told));
    this.#s.announcer.announce(result.text);
    await this.#spec.daily.question.draw(this.#ask.picture, c.t, this.#challenge, { revealed: true, animate: true });
  }

  // The question daily's state in the days' store: its answer, once given, and the question on show.
  #keepQuestion() {
    const store = this.#store();
    const days = { ...store.load()?.days };
    if (this.#answer !== null) days[this.#asked] ??= { daily: this.#asked, answer: this.#answer };
    if (!store.save({ days: recent(days), shown: this.#asked }) && !this.#s.unkept) this.#c.notice(this.#c.t('notKept'));
  }

  // Back to the game under the question (`focus`: the player pressed the button).
  #close(focus) {
    if (!this.#asked) return;
    this.#asked = null;
    this.#answer = null;
    this.#keepQuestion();
    this.#c.render();
    if (focus) this.#s.r.headline.focus({ preventScroll: true });
    this.#c.maybeThink();
  }

  /** After a record was saved: the day's copy follows (a failed write is told as the saved game's is). */
  kept(record) {
    const date = this.#s.daily;
    if (!date) return true;
    const store = this.#store();
    return store.save({ days: recent({ ...store.load()?.days, [date]: record }) });
  }

  /** After a snapshot was shown: a daily that has just ended goes into the statistics. */
  shown(snap, how) {
    // A new game (the setup's, a link's, a friend's) takes the question's place.
    if (this.#asked && (how === 'new' || how === 'link')) {
      this.#asked = null;
      this.#answer = null;
      this.#keepQuestion();
    }
    const date = this.#s.daily;
    if (!date || !snap.status.over || how === 'restore' || how === 'new') return;
    const result = this.result();
    if (!result) return;
    const told = recordDay(this.#spec.game, date, { won: result.won, score: result.score });
    if (told) this.#c.notice(this.#c.t(told));
  }

  // The core's daily of the day on show, asked once (its answer stays off the page until the end).
  #ofDay() {
    const daily = this.#date;
    if (this.#challenge?.date !== daily) this.#challenge = this.#s.arcade.daily(this.#spec.game, daily);
    return this.#challenge;
  }

  /** The core's daily of the day on show (its answer is for the engine's moves and the end, never shown before). */
  challenge() { return this.#ofDay(); }

  /** The result of the finished daily on show ({ won, score, text }), or null. */
  result() {
    const { snap } = this.#s;
    const done = this.#asked ? this.#answer !== null : Boolean(this.#s.daily && snap?.status.over);
    return done ? this.#spec.daily.result(this.#c.t, this.#played, this.#ofDay()) : null;
  }

  /** The finished day's text to share: the game and the date, a spoiler-free summary and grid, and a link to the same day. */
  shareText() {
    const daily = this.#date;
    if (!this.result()) return null;
    const spec = this.#spec;
    const t = this.#c.t;
    const { summary, grid } = spec.daily.share(t, this.#played, this.#ofDay());
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

  /** Why the game cannot be played now ('' when it can): a question daily is on show over it. */
  get waits() { return this.#asked ? this.#c.t('daily.gameWaits') : ''; }

  /** Draws the day's line and, once over, the result (GameController.render). */
  render() {
    if (!this.#ui) return;
    const { line, result } = this.#ui;
    const shown = this.result();
    if (this.#ask) this.#renderQuestion();
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

  // A question daily's panel in the board's place while it is on show; its answers until one is given.
  #renderQuestion() {
    const { r } = this.#s;
    const asking = Boolean(this.#asked);
    this.#ask.panel.hidden = !asking;
    r.board.hidden = asking;
    r.event.parentElement.hidden = asking;
    // The notice line stays in view: in the panel while the question is on show, back on the board (its end) after.
    const home = asking ? this.#ask.panel : r.board;
    if (r.notice.parentElement !== home) home.append(r.notice);
    if (!asking) return;
    this.#ask.title.textContent = this.#spec.daily.question.ask(this.#c.t, this.#challenge);
    this.#ask.answers.hidden = this.#answer !== null;
  }

  // The day's line: the date, the same for everyone, and the countdown to the next in local time;
  // it ticks at each whole second of the clock while a daily is on show in a connected element.
  #tick() {
    clearTimeout(this.#timer);
    const { line } = this.#ui;
    const date = this.#date;
    if (!date || !this.#c.element.isConnected) return;
    const now = new Date();
    const t = this.#c.t;
    const day = date === dailyDate(now) ? t('daily.today', { date, ...dailyCountdown(now) }) : t('daily.other', { date });
    line.textContent = this.#goal ? `${day} ${this.#goal}` : day;
    this.#timer = setTimeout(() => this.#tick(), 1000 - (now.getTime() % 1000));
  }
}
