// sudoku-coach.js: Sudoku's coach: once the puzzle is solved, the techniques it needed (how many steps each, the hardest named) beside the ones the player asked hints for, as a list of bars with its table.
//
// Off by default: the switch (switch.js, remembered for the arcade, coach="on" for hosts) costs
// nothing while off, and during the game it only counts the hints (no worker call). The puzzle's
// techniques come from the core's grader (arcade.sudoku.techniques), asked of the engine worker
// once the grid is solved; the hints are the element's own record of the ones it showed.
import { callEngine } from '../../common/engine-client.js';
import { h } from '../../common/element.js';
import { barList } from '../../common/chart.js';
import commonWords from '../../common/common-words.js';
import { wordsIn } from '../../common/page-words.js';
import { languageOf } from '../../common/words.js';
import { coachLabel, preferenceSwitch } from '../../common/switch.js';
import { techniqueName } from './sudoku-text.js';
import sudokuWords from './sudoku-words.js';

const CALL = { timeout: 30000 };
// A grade of the core ("easy") in words; one it does not name, as it is.
const gradeWord = (t, id) => (id ? t(`sudoku.gradeWord.${id}`) : id);

/**
 * The rows of the coach's table: each technique the solve needed ({ technique, difficulty, count }
 * from the core, easiest first) with the hints asked for it, then techniques only hints used.
 */
export function techniqueRows(needed, hints) {
  const asked = new Map();
  for (const t of hints) asked.set(t, (asked.get(t) ?? 0) + 1);
  const rows = needed.map((t) => ({ ...t, hints: asked.get(t.technique) ?? 0 }));
  for (const [technique, n] of asked) if (!needed.some((t) => t.technique === technique)) rows.push({ technique, difficulty: '', count: 0, hints: n });
  return rows;
}

export class SudokuCoach {
  #choice;
  #r = null;
  #drawn = '';  // the save and hints the panel shows (a redraw with the same asks nothing)
  #asked = 0;   // the latest question: an older answer arriving late is dropped

  #element;

  constructor(element) {
    this.#element = element;
    this.#choice = preferenceSwitch(element, 'coach', coachLabel, '◔');
  }

  get on() { return this.#choice.on(); }

  // The coach's words in the element's language now.
  get #t() { return wordsIn(languageOf(this.#element), sudokuWords, commonWords); }

  /**
   * Adds the coach's panel, its switch first, under the controls: on a phone the board and the
   * pad come first (the switch among the controls would push the pad out of view); `refresh`
   * redraws the game.
   */
  build(r, refresh) {
    this.#choice.update();  // its label, now that the element has its language
    this.#r = r;
    r.coachNow = h('p', { class: 'coach-now' });
    r.coachChart = h('div', { class: 'coach-chart' });
    r.coachSays = h('div', { class: 'coach-says', hidden: true }, r.coachNow, r.coachChart);
    r.coach = h('section', { class: 'coach panel', part: 'coach', 'aria-label': this.#choice.label() },
      h('div', { class: 'coach-switch' }, this.#choice.button), r.coachSays);
    r.controls.after(r.coach);
    this.#choice.onChange(() => { this.#drawn = ''; refresh(); });
  }

  /** At every render: `hints` the techniques of the hints shown so far (oldest first). */
  update(snap, hints) {
    const r = this.#r;
    r.coachSays.hidden = !this.on;
    if (!this.on) return;
    const key = `${snap.save}|${hints.join(',')}|${languageOf(this.#element)}`;
    if (key === this.#drawn) return;
    this.#drawn = key;
    const asked = ++this.#asked;
    if (!snap.status.over) {
      r.coachNow.textContent = this.#t('sudoku.coach.during', { n: hints.length });
      r.coachChart.replaceChildren();
      return;
    }
    this.#summary(snap, hints, asked);
  }

  async #summary(snap, hints, asked) {
    const r = this.#r;
    let g;
    try {
      g = await callEngine('sudoku.techniques', [snap.view.puzzle], CALL);
    } catch {
      this.#drawn = '';
      return;  // the coach is a help: the game goes on without it
    }
    if (asked !== this.#asked) return;
    const t = this.#t;
    const lang = languageOf(this.#element);
    const rows = techniqueRows(g.techniques, hints);
    const hardest = g.techniques.find((row) => row.technique === g.hardest);
    r.coachNow.textContent = `${t('sudoku.coach.summary', {
      grade: gradeWord(t, g.difficulty), steps: g.steps, technique: techniqueName(g.hardest, lang), level: gradeWord(t, hardest.difficulty),
      times: t('sudoku.coach.times', { n: hardest.count }),
    })} ${hints.length ? t('sudoku.coach.hints', { n: hints.length }) : t('sudoku.coach.noHints')}`;
    r.coachChart.replaceChildren(barList({
      title: t('sudoku.coach.chartTitle'),
      xName: t('sudoku.coach.technique'),
      labels: rows.map((row) => techniqueName(row.technique, lang)),
      series: [{ name: t('sudoku.coach.steps'), values: rows.map((row) => row.count) }, { name: t('sudoku.coach.yourHints'), values: rows.map((row) => row.hints) }],
      max: Math.max(1, ...rows.map((row) => Math.max(row.count, row.hints))), log: true, format: String,
      columns: [[t('sudoku.coach.grade'), rows.map((row) => gradeWord(t, row.difficulty) || '—')]],
      words: { numbers: t('chart.numbers') },
    }));
  }
}
