// mastermind-coach.js: Mastermind's coach for the person breaking the code: how many codes each answer left (a bar chart over the guesses), and after the game the person's guesses beside the computer's strongest breaker's on the same secret.
//
// Off by default: the switch (switch.js, remembered for the arcade, coach="on" for hosts) costs
// nothing while off. The numbers come from the core (arcade.mastermind.coach), asked of the engine
// worker; in make mode (the computer breaks) there is nothing to coach and nothing is asked.
import { callEngine } from '../../common/engine-client.js';
import { h } from '../../common/element.js';
import { barChart } from '../../common/chart.js';
import { coachLabel, preferenceSwitch } from '../../common/switch.js';
import { codeText } from './mastermind-pegs.js';

const CALL = { timeout: 10000 };
const codes = (n) => (n === 1 ? '1 code' : `${n.toLocaleString('en')} codes`);
const guesses = (n) => (n === 1 ? '1 guess' : `${n} guesses`);
const BREAKER = { optimal: 'The optimal breaker', best: 'The best breaker' };

export class MastermindCoach {
  #choice;
  #r = null;
  #asked = 0;  // the latest question: an older answer arriving late is dropped

  /** `look()`: how the element writes codes now (mastermind-pegs.js). */
  constructor(element, look) {
    this.look = look;
    this.#choice = preferenceSwitch(element, 'coach', coachLabel, '◔');
  }

  get on() { return this.#choice.on(); }

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
    r.coach.hidden = !this.on;
    if (!this.on) return;
    if (snap.view.mode === 'make') {
      this.#show('The coach follows the code breaker: here the computer breaks your code, and its own line says how many codes remain.', null, '');
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
    const left = c.remaining.at(-1) ?? c.codes;
    const now = c.remaining.length === 0
      ? `Codes still possible: all ${codes(c.codes)} of this game. Each answer rules some out.`
      : `Codes still possible: ${left.toLocaleString('en')} of ${c.codes.toLocaleString('en')}.`;
    const chart = c.remaining.length === 0 ? null : barChart({
      title: 'Codes still possible after each guess (bars on a log scale)',
      xName: 'Guess',
      labels: c.remaining.map((_, i) => `Guess ${i + 1}`), ticks: c.remaining.map((_, i) => String(i + 1)),
      series: [{ name: 'Codes left', values: c.remaining }],
      max: c.codes, log: true, format: (n) => n.toLocaleString('en'),
      columns: [['Your guess', view.history.slice(0, c.remaining.length).map((row) => codeText(row.guess, this.look()))]],
    });
    this.#show(now, chart, left === 1 && !view.solved ? 'Only one code fits every answer: that is the secret.' : '');
  }

  // After the game: the person's guesses beside the strongest breaker's on the same secret.
  #compare(view, c) {
    const breaker = BREAKER[c.breaker];
    const rows = Math.max(c.remaining.length, c.replay.length);
    const at = (list, i) => (i < list.length ? list[i] : null);
    const chart = barChart({
      title: `Codes still possible after each guess, yours and ${breaker.toLowerCase()}’s (bars on a log scale)`,
      xName: 'Guess',
      labels: Array.from({ length: rows }, (_, i) => `Guess ${i + 1}`), ticks: Array.from({ length: rows }, (_, i) => String(i + 1)),
      series: [{ name: 'You', values: Array.from({ length: rows }, (_, i) => at(c.remaining, i)) },
        { name: breaker, values: Array.from({ length: rows }, (_, i) => at(c.replay, i)?.remaining ?? null) }],
      max: c.codes, log: true, format: (n) => n.toLocaleString('en'),
      columns: [['Your guess', Array.from({ length: rows }, (_, i) => (view.history[i] ? codeText(view.history[i].guess, this.look()) : '—'))],
        [`${breaker}’s guess`, Array.from({ length: rows }, (_, i) => (c.replay[i] ? codeText(c.replay[i].guess, this.look()) : '—'))]],
    });
    const mine = view.solved ? `you found it in ${guesses(view.history.length)}` : `you ${view.gaveUp ? 'gave up' : 'ran out of rows'} after ${guesses(view.history.length)}`;
    this.#show(`${breaker} (the computer’s strongest) finds this secret in ${guesses(c.replay.length)}; ${mine}.`, chart, '');
  }
}
