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

  /** `names(seat, view)`: a seat's name in sentences. */
  constructor(element, names) {
    this.names = names;
    this.#choice = preferenceSwitch(element, 'coach', 'Coach', '◔');
  }

  get on() { return this.#choice.on(); }

  /** Adds the coach's panel to the table and its switch to the tools row; `refresh` redraws the game. */
  build(r, refresh) {
    this.#r = r;
    r.coachNow = h('p', { class: 'coach-now' });
    r.coachMeter = h('meter', { class: 'coach-meter', min: '0', max: '1', value: '0', 'aria-hidden': 'true' });
    r.coachAdvice = h('p', { class: 'coach-advice' });
    r.coach = h('section', { class: 'coach', part: 'coach', 'aria-label': 'Coach', 'aria-live': 'polite', hidden: true },
      r.coachNow, r.coachMeter, r.coachAdvice);
    r.coachChart = h('section', { class: 'coach-chart panel', part: 'coach-chart', hidden: true });
    r.play.insertBefore(r.coach, r.tray);
    r.winner.append(r.coachChart);
    r.tools.append(this.#choice.button);
    this.#choice.onChange(() => refresh());
  }

  /** After every change: the advice for a person to move, the chart once the game is over. */
  update(snap) {
    const r = this.#r;
    const asked = ++this.#asked;
    const person = !snap.status.over && !snap.status.computerToMove;
    r.coach.hidden = !this.on || !person;
    if (!this.on || snap.status.over) r.coachChart.hidden = !this.on || r.coachChart.childElementCount === 0;
    if (!this.on) return;
    if (person) this.#advise(snap, asked);
    else if (snap.status.over) this.#chart(snap, asked);
  }

  async #advise(snap, asked) {
    const r = this.#r;
    let a;
    try {
      a = await callEngine('greed.advise', [snap.save], CALL);
    } catch {
      return;  // the coach is a help: the game goes on without it
    }
    if (asked !== this.#asked) return;
    const win = a.measure === 'win';
    const fmt = win ? percent : points;
    const who = this.names(snap.view.current, snap.view);
    r.coachNow.textContent = win ? `${who}’s chance to win: ${percent(a.now)}` : `${who} can expect ${points(a.now)} points this turn (with more than two players the coach counts points, not chances)`;
    r.coachMeter.hidden = !win;
    r.coachMeter.value = win ? a.now : 0;
    r.coachAdvice.textContent = a.bank === null
      ? 'Roll: a turn starts with a roll.'
      : `${a.best === 'b' ? 'Bank' : 'Roll'} — bank: ${fmt(a.bank)}, roll: ${fmt(a.roll)}.`;
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
        const [at, a] = await Promise.all([callEngine('session.load', [save], CALL), callEngine('greed.advise', [save], CALL)]);
        if (asked !== this.#asked) return;
        const { view } = at;
        measure = a.measure;
        if (view.rollsThisTurn === 0) {
          labels.push(`Turn ${view.turn}`);
          view.seats.forEach((seat, s) => values[s].push(measure === 'win' ? (s === view.current ? a.now : 1 - a.now) : seat.score));
        } else if (view.seats[view.current].kind === 'human') {
          const chosen = moves[i] === 'b' ? a.bank : a.roll;
          const fmt = measure === 'win' ? percent : points;
          const choice = moves[i] === 'b' ? 'banked' : 'rolled';
          const other = moves[i] === 'b' ? `rolling: ${fmt(a.roll)}` : `banking: ${fmt(a.bank)}`;
          costs.push({ index: labels.length - 1, loss: a.now - chosen, text: `${this.names(view.current, view)} ${choice} at ${fmt(chosen)} (${other})` });
        }
      }
    } catch {
      return;
    }
    const win = measure === 'win';
    const marks = costs.filter((c) => c.loss > (win ? 0.01 : 5)).sort((x, y) => y.loss - x.loss).slice(0, 3);
    r.coachChart.replaceChildren(lineChart({
      title: win ? 'Each player’s chance to win, turn by turn' : 'Each player’s score, turn by turn (more than two players: points, not chances)',
      labels, xName: 'Turn', min: 0, max: win ? 1 : Math.max(1, ...values.flat()),
      format: win ? percent : points,
      series: snap.view.seats.map((_, s) => ({ name: this.names(s, snap.view), values: values[s] })),
      marks: marks.map(({ index, text }) => ({ index: Math.max(0, index), text })),
    }), h('p', { class: 'coach-costs' }, marks.length
      ? `The costliest choices: ${marks.map((m) => m.text).join('; ')}.`
      : 'No choice cost much: the dice decided this one.'));
    r.coachChart.hidden = false;
  }
}
