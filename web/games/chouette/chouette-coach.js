// chouette-coach.js: Cul de chouette's coach: the scoreboard's history as a chart of every player's score, turn by turn, with its table.
//
// Off by default: the switch (switch.js, remembered for the arcade, coach="on" for hosts) costs
// nothing while off. The scores are the core's: each history entry keeps every seat's score after
// its move (view.players, chouette-history.js), so the chart asks the engine nothing more.
import { h } from '../../common/element.js';
import { lineChart } from '../../common/chart.js';
import { coachLabel, preferenceSwitch } from '../../common/switch.js';

/**
 * The chart's points from the history entries that count (`upTo`): the start (everyone at 0; the
 * throw-off scores nothing), then every seat's score at the end of each turn, turns grouped as the
 * history groups them (by view.last.event). Null while an entry is still being rebuilt.
 * @returns {{ turns: number[], scores: number[][] } | null}  scores[seat][point]; turns[point] (0: the start)
 */
export function scoresByTurn(history, upTo, seats) {
  const entries = history.slice(0, upTo);
  if (entries.some((e) => !e)) return null;
  const turns = [0];
  const scores = Array.from({ length: seats }, () => [0]);
  for (const entry of entries) {
    if (entry.event === null || entry.event === undefined) continue;
    const turn = entry.event + 1;
    if (turns.at(-1) !== turn) {
      turns.push(turn);
      scores.forEach((s) => s.push(0));
    }
    entry.scores.forEach((score, seat) => { scores[seat][scores[seat].length - 1] = score; });
  }
  return { turns, scores };
}

export class ChouetteCoach {
  #choice;
  #r = null;
  #drawn = '';  // what the chart shows (its data and language), so an unchanged table is not redrawn

  constructor(element) {
    this.#choice = preferenceSwitch(element, 'coach', coachLabel, '◔');
  }

  get on() { return this.#choice.on(); }

  /** Adds the chart's panel under the scoreboard and the switch to the tools row; `refresh` redraws the game. */
  build(r, refresh) {
    this.#choice.update();  // its label, now that the element has its language
    this.#r = r;
    r.scoreChart = h('section', { class: 'score-chart panel', part: 'coach-chart', hidden: true });
    r.scoreboard.after(r.scoreChart);
    r.tools.append(this.#choice.button);
    this.#choice.onChange(() => refresh());
  }

  /** The chart for the table shown: `history` (entries, null while rebuilt), `upTo` of them count; `ctx` names and words. */
  render(snap, history, ctx) {
    const r = this.#r;
    r.scoreChart.hidden = !this.on;
    if (!this.on) return;
    const seats = snap.view.players.length;
    const data = scoresByTurn(history, snap.position, seats);
    const names = snap.view.players.map((_, seat) => ctx.name(seat));
    const key = JSON.stringify([data, names, ctx.lang]);
    if (key === this.#drawn) return;
    this.#drawn = key;
    if (!data || data.turns.length < 2) {
      r.scoreChart.replaceChildren(h('p', { class: 'hint' }, ctx.w.scoreChartEmpty));
      return;
    }
    const all = data.scores.flat();
    r.scoreChart.replaceChildren(lineChart({
      title: ctx.w.scoreChart,
      labels: data.turns.map((turn) => (turn === 0 ? ctx.w.scoreChartStart : ctx.w.turnN(turn))),
      xName: ctx.w.scoreChartTurn,
      min: Math.min(0, ...all), max: Math.max(snap.view.target, ...all),
      format: String,
      series: names.map((name, seat) => ({ name, values: data.scores[seat] })),
      words: { numbers: ctx.w.chartNumbers },
    }));
  }
}
