// greed-coach.js: Greed's coach: the chance to win (or the points to expect) of the person to move and the better choice, and after the game a chart of the chances over the turns with the costliest choices marked.
//
// Off by default: the switch (switch.js, remembered for the arcade, coach="on" for hosts) costs
// nothing while off. The numbers come from the core (arcade.greed.advise: the tables the computer
// players use), asked of the engine worker.
import { callEngine } from '../../common/engine-client.js';
import { saveAt } from '../../common/engine.js';
import { h } from '../../common/element.js';
import { lineChart } from '../../common/chart.js';
import { preferenceSwitch } from '../../common/switch.js';

const percent = (p) => `${Math.round(p * 100)}%`;
const points = (x) => String(Math.round(x));
const CALL = { timeout: 10000 };

export class GreedCoach {
  #choice;
  #r = null;
  #asked = 0;  // the latest question: an older answer arriving late is dropped

  #words;

  /** `words()`: the element's page words (t); `names(seat, view)`: a seat's name in sentences. */
  constructor(element, words, names) {
    this.names = names;
    this.#words = words;
    this.#element = element;
  }

  #element;

  get #t() { return this.#words(); }

  get on() { return this.#choice?.on() ?? false; }

  /** Adds the coach's panel to the table and its switch to the tools row; `refresh` redraws the game. */
  build(r, refresh) {
    this.#r = r;
    this.#choice = preferenceSwitch(this.#element, 'coach', this.#t('coach'), '◔');
    r.coachNow = h('p', { class: 'coach-now' });
    r.coachMeter = h('meter', { class: 'coach-meter', min: '0', max: '1', value: '0', 'aria-hidden': 'true' });
    r.coachAdvice = h('p', { class: 'coach-advice' });
    r.coach = h('section', { class: 'coach', part: 'coach', 'aria-label': this.#t('coach'), 'aria-live': 'polite', hidden: true },
      r.coachNow, r.coachMeter, r.coachAdvice);
    r.coachChart = h('section', { class: 'coach-chart panel', part: 'coach-chart', hidden: true });
    r.play.insertBefore(r.coach, r.tray);
    r.winner.append(r.coachChart);
    r.tools.append(this.#choice.button);
    this.#choice.onChange(() => refresh());
  }

  /** After every change: the advice for a person to move (none in a daily: `daily`), the chart once the game is over. */
  update(snap, daily = false) {
    const r = this.#r;
    const asked = ++this.#asked;
    const person = !snap.status.over && !snap.status.computerToMove && !daily;
    r.coach.hidden = !this.on || !person;
    if (!this.on || snap.status.over) r.coachChart.hidden = !this.on || r.coachChart.childElementCount === 0;
    if (!this.on) return;
    if (person) this.#advise(snap, asked);
    else if (snap.status.over) this.#chart(snap, asked);
  }

  // The table is being built (or the first answer is on its way): the sentence says so, and the
  // meter and advice keep their room so that the dice below do not move when the numbers come.
  #working(who) {
    const r = this.#r;
    const text = this.#t('greed.coach.working', { who });
    // The panel is aria-live: said once, not again with each share of the build.
    if (r.coachNow.textContent !== text) r.coachNow.textContent = text;
    r.coachMeter.hidden = false;
    r.coachMeter.classList.add('waiting');
    r.coachAdvice.textContent = '\u00a0';
  }

  async #advise(snap, asked) {
    const r = this.#r;
    const who = this.names(snap.view.current, snap.view);
    if (!r.coachNow.textContent && snap.view.seats.length === 2) this.#working(who);  // (more seats: points, at once)
    let a;
    try {
      a = await callEngine('greed.advise', [snap.save], CALL);
    } catch {
      // The coach is a help: the game goes on without it (and says nothing it cannot back).
      if (asked === this.#asked) r.coachNow.textContent = r.coachAdvice.textContent = '';
      return;
    }
    if (asked !== this.#asked) return;
    if (a.pending) {
      // The rules' table is built a share per call: ask again (the worker answers any move in between).
      this.#working(who);
      this.#advise(snap, asked);
      return;
    }
    const win = a.measure === 'win';
    const fmt = win ? percent : points;
    r.coachNow.textContent = win ? this.#t('greed.coach.chance', { who, p: percent(a.now) }) : this.#t('greed.coach.expect', { who, points: points(a.now) });
    r.coachMeter.hidden = !win;
    r.coachMeter.classList.remove('waiting');
    r.coachMeter.value = win ? a.now : 0;
    r.coachAdvice.textContent = a.bank === null
      ? this.#t('greed.coach.rollFirst')
      : this.#t('greed.coach.advice', { best: this.#t(a.best === 'b' ? 'greed.bank' : 'greed.roll'), bank: fmt(a.bank), roll: fmt(a.roll) });
  }

  // The chance of each seat at the start of every turn (two seats) or the scores (more), and the
  // three person's choices that cost the most.
  async #chart(snap, asked) {
    const r = this.#r;
    const moves = snap.save.split(':')[3].split('.').filter(Boolean);
    const labels = [];
    const values = snap.view.seats.map(() => []);
    const costs = [];
    let measure = 'win';
    try {
      for (let i = 0; i < moves.length; i += 1) {
        const save = saveAt(snap.save, i);
        const [at, first] = await Promise.all([callEngine('session.load', [save], CALL), callEngine('greed.advise', [save], CALL)]);
        let a = first;
        while (a.pending && asked === this.#asked) a = await callEngine('greed.advise', [save], CALL);
        if (asked !== this.#asked) return;
        const { view } = at;
        measure = a.measure;
        if (view.rollsThisTurn === 0) {
          labels.push(this.#t('greed.turnN', { n: view.turn }));
          view.seats.forEach((seat, s) => values[s].push(measure === 'win' ? (s === view.current ? a.now : 1 - a.now) : seat.score));
        } else if (view.seats[view.current].kind === 'human') {
          const chosen = moves[i] === 'b' ? a.bank : a.roll;
          const fmt = measure === 'win' ? percent : points;
          const text = this.#t(moves[i] === 'b' ? 'greed.coach.banked' : 'greed.coach.rolled',
            { who: this.names(view.current, view), chosen: fmt(chosen), other: fmt(moves[i] === 'b' ? a.roll : a.bank) });
          costs.push({ index: labels.length - 1, loss: a.now - chosen, text });
        }
      }
    } catch {
      return;
    }
    const win = measure === 'win';
    const marks = costs.filter((c) => c.loss > (win ? 0.01 : 5)).sort((x, y) => y.loss - x.loss).slice(0, 3);
    r.coachChart.replaceChildren(lineChart({
      title: this.#t(win ? 'greed.coach.chartWin' : 'greed.coach.chartPoints'),
      labels, xName: this.#t('greed.coach.turn'), noteName: this.#t('chart.note'), dataName: this.#t('chart.numbers'), min: 0, max: win ? 1 : Math.max(1, ...values.flat()),
      format: win ? percent : points,
      series: snap.view.seats.map((_, s) => ({ name: this.names(s, snap.view), values: values[s] })),
      marks: marks.map(({ index, text }) => ({ index: Math.max(0, index), text })),
    }), h('p', { class: 'coach-costs' }, marks.length
      ? this.#t('greed.coach.costliest', { list: marks.map((m) => m.text).join('; ') })
      : this.#t('greed.coach.noCost')));
    r.coachChart.hidden = false;
  }
}
