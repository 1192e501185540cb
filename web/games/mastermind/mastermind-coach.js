// mastermind-coach.js: Mastermind's coach for the person breaking the code: how many codes each answer left (a bar chart over the guesses), and after the game the person's guesses beside the computer's strongest breaker's on the same secret.
//
// Off by default: the switch (switch.js, remembered for the arcade, coach="on" for hosts) costs
// nothing while off. The numbers come from the core (arcade.mastermind.coach), asked of the engine
// worker; in make mode (the computer breaks) there is nothing to coach and nothing is asked.
import { callEngine } from '../../common/engine-client.js';
import { h } from '../../common/element.js';
import { barChart } from '../../common/chart.js';
import commonWords from '../../common/common-words.js';
import { wordsIn } from '../../common/page-words.js';
import { languageOf } from '../../common/words.js';
import { coachLabel, preferenceSwitch } from '../../common/switch.js';
import mastermindWords from './mastermind-words.js';
import { codeText } from './mastermind-pegs.js';

const CALL = { timeout: 10000 };

export class MastermindCoach {
  #choice;
  #r = null;
  #asked = 0;  // the latest question: an older answer arriving late is dropped
  #element;

  /** `look()`: how the element writes codes now (mastermind-pegs.js). */
  constructor(element, look) {
    this.look = look;
    this.#element = element;
    this.#choice = preferenceSwitch(element, 'coach', coachLabel, '◔');
  }

  get on() { return this.#choice.on(); }

  // The coach's words in the element's language now, and its numbers written as that language writes them.
  get #t() { return wordsIn(languageOf(this.#element), mastermindWords, commonWords); }
  #number(n) { return n.toLocaleString(languageOf(this.#element)); }
  #codes(n) { return this.#t('mastermind.coach.codes', { n, count: this.#number(n) }); }
  #guesses(n) { return this.#t('mastermind.coach.guesses', { n }); }

  /** Adds the coach's panel under the tools and its switch to them; `refresh` redraws the game. */
  build(r, refresh) {
    this.#choice.update();  // its label, now that the element has its language
    this.#r = r;
    r.coachNow = h('p', { class: 'coach-now', role: 'status' });
    r.coachChart = h('div', { class: 'coach-chart' });
    r.coachSummary = h('p', { class: 'coach-summary' });
    r.coach = h('section', { class: 'coach panel', part: 'coach', 'aria-label': this.#choice.label(), hidden: true }, r.coachNow, r.coachChart, r.coachSummary);
    r.tools.append(this.#choice.button);
    r.tools.after(r.coach);
    this.#choice.onChange(() => refresh());
  }

  /** After every change: the codes left so far, and the comparison once the game is over. */
  update(snap) {
    const r = this.#r;
    const asked = ++this.#asked;
    // A game with a friend is the players' own: no coach while it is played, nor after (no engine's review of a friend's code).
    r.coach.hidden = !this.on || snap.view.mode === 'friend';
    if (r.coach.hidden) return;
    r.coach.setAttribute('aria-label', this.#choice.label());
    if (snap.view.mode === 'make') {
      this.#show(this.#t('mastermind.coach.make'), null, '');
      return;
    }
    this.#ask(snap, asked);
  }

  #show(now, chart, summary) {
    const r = this.#r;
    r.coachNow.textContent = now;
    r.coachChart.replaceChildren(...(chart ? [chart] : []));
    r.coachSummary.textContent = summary;
  }

  async #ask(snap, asked) {
    let c;
    try {
      c = await callEngine('mastermind.coach', [snap.save], CALL);
    } catch {
      return;  // the coach is a help: the game goes on without it
    }
    if (asked !== this.#asked) return;
    const { view } = snap;
    if (c.replay) this.#compare(view, c);
    else this.#progress(view, c);
  }

  // During the game: the codes still possible, and a bar per answered guess.
  #progress(view, c) {
    const t = this.#t;
    const left = c.remaining.at(-1) ?? c.codes;
    const now = c.remaining.length === 0
      ? t('mastermind.coach.allLeft', { codes: this.#codes(c.codes) })
      : t('mastermind.coach.left', { left: this.#number(left), codes: this.#number(c.codes) });
    const chart = c.remaining.length === 0 ? null : barChart({
      title: t('mastermind.coach.chartTitle'),
      xName: t('mastermind.coach.guess'),
      labels: c.remaining.map((_, i) => t('mastermind.coach.guessN', { n: i + 1 })), ticks: c.remaining.map((_, i) => String(i + 1)),
      series: [{ name: t('mastermind.coach.codesLeft'), values: c.remaining }],
      max: c.codes, log: true, format: (n) => this.#number(n),
      columns: [[t('mastermind.coach.yourGuess'), view.history.slice(0, c.remaining.length).map((row) => codeText(row.guess, this.look()))]],
      words: { numbers: t('chart.numbers') },
    });
    this.#show(now, chart, left === 1 && !view.solved ? t('mastermind.coach.onlyOne') : '');
  }

  // After the game: the person's guesses beside the strongest breaker's on the same secret.
  #compare(view, c) {
    const t = this.#t;
    const kind = c.breaker === 'optimal' ? 'optimal' : 'best';
    const breaker = t(`mastermind.coach.breaker.${kind}`);
    const rows = Math.max(c.remaining.length, c.replay.length);
    const at = (list, i) => (i < list.length ? list[i] : null);
    const chart = barChart({
      title: t(`mastermind.coach.compareTitle.${kind}`),
      xName: t('mastermind.coach.guess'),
      labels: Array.from({ length: rows }, (_, i) => t('mastermind.coach.guessN', { n: i + 1 })), ticks: Array.from({ length: rows }, (_, i) => String(i + 1)),
      series: [{ name: t('mastermind.coach.you'), values: Array.from({ length: rows }, (_, i) => at(c.remaining, i)) },
        { name: breaker, values: Array.from({ length: rows }, (_, i) => at(c.replay, i)?.remaining ?? null) }],
      max: c.codes, log: true, format: (n) => this.#number(n),
      columns: [[t('mastermind.coach.yourGuess'), Array.from({ length: rows }, (_, i) => (view.history[i] ? codeText(view.history[i].guess, this.look()) : '—'))],
        [t(`mastermind.coach.guessOf.${kind}`), Array.from({ length: rows }, (_, i) => (c.replay[i] ? codeText(c.replay[i].guess, this.look()) : '—'))]],
      words: { numbers: t('chart.numbers') },
    });
    const guesses = this.#guesses(view.history.length);
    const mine = t(view.solved ? 'mastermind.coach.found' : view.gaveUp ? 'mastermind.coach.gaveUp' : 'mastermind.coach.outOfRows', { guesses });
    this.#show(t('mastermind.coach.finds', { breaker, guesses: this.#guesses(c.replay.length), mine }), chart, '');
  }
}
