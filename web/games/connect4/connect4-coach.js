// connect4-coach.js: Connect Four's coach: an evaluation bar for the position, and after the game a chart of the score move by move with the mistakes marked, each one replayable.
//
// Off by default: the switch (switch.js, remembered for the arcade, coach="on" for hosts) costs
// nothing while off. Every figure is a reading of connect4.review in the engine worker: one
// bounded search a position (a node budget, so the page and node read a position alike), exact
// when proven and a range otherwise, said so; with the build's opening book (loaded by the first
// reading, if nothing loaded it before) the core searches to the end, so every reading is proven.
// Readings are kept by their moves, so the review after the game reuses those the bar made
// during it.
import { callEngine } from '../../common/engine-client.js';
import { h } from '../../common/element.js';
import { lineChart } from '../../common/chart.js';
import { languageOf } from '../../common/words.js';
import { coachLabel, preferenceSwitch } from '../../common/switch.js';
import { barPlace, barSentence, cellWords, coachWords, forRed, mistakeWords, plyLabel, resultOf } from './connect4-coach-text.js';
import { colourName } from '../../common/disc/disc-text.js';

const TIMEOUT_MS = 30000;  // above the core's 20 s safety net past an exact book
const LIMIT = 21;  // the largest score either way (Pons' convention)

export class Connect4Coach {
  #choice;
  #element;
  #r = null;
  #asked = 0;           // the latest question: an older answer arriving late is dropped
  #readings = new Map();  // moves → connect4.review's reading
  #reviewed = null;     // the moves whose whole-game chart is drawn
  #withBook;
  #held;

  /**
   * `withBook()`: callEngine's options that load the build's opening book first (none without one);
   * `held()`: true while the coach keeps quiet about a game in play (a game with a friend).
   */
  constructor(element, withBook = () => ({}), held = () => false) {
    this.#element = element;
    this.#withBook = withBook;
    this.#held = held;
    this.#choice = preferenceSwitch(element, 'coach', coachLabel, '◔');
  }

  get on() { return this.#choice.on(); }

  // The coach's words in the element's language now (it follows a change of language at the next update).
  get #t() { return coachWords(languageOf(this.#element)); }

  /** Adds the bar under the board, the review panel and the switch to the tools row; `refresh` redraws the game. */
  build(r, refresh) {
    this.#choice.update();  // its label, now that the element has its language
    this.#r = r;
    r.coachFill = h('span', { class: 'coach-fill' });
    r.coachNow = h('p', { class: 'coach-now' });
    r.coachEnds = { yellow: h('span', { class: 'coach-end is-yellow' }), draw: h('span', { class: 'coach-end is-draw' }), red: h('span', { class: 'coach-end is-red' }) };
    r.coach = h('section', { class: 'coach', part: 'coach', 'aria-label': this.#choice.label(), hidden: true },
      h('div', { class: 'coach-bar', 'aria-hidden': 'true' }, r.coachFill, r.coachEnds.yellow, r.coachEnds.draw, r.coachEnds.red),
      r.coachNow);
    r.coachProgress = h('progress', { class: 'coach-progress', max: '1', value: '0' });
    r.coachStatus = h('p', { class: 'coach-status', role: 'status' });
    r.coachFigure = h('div', { class: 'coach-figure' });
    r.coachMistakes = h('ol', { class: 'coach-mistakes' });
    r.coachChart = h('section', { class: 'coach-chart panel', part: 'coach-chart', hidden: true },
      r.coachStatus, r.coachProgress, r.coachFigure, r.coachMistakes);
    r.event.before(r.coach);
    r.event.parentNode.after(r.coachChart);
    r.tools.append(this.#choice.button);
    this.#choice.onChange(() => refresh());
  }

  /** After every change: the bar for the position, and the review once the game is over. */
  update(snap) {
    const r = this.#r;
    const asked = ++this.#asked;
    // A game with a friend gets no live reading while it is played: the review after its end only.
    const live = this.on && !(this.#held() && !snap.status.over);
    r.coach.hidden = !live;
    r.coachChart.hidden = !this.on || !snap.status.over;
    if (!live) return;
    this.#label();
    this.#bar(snap, asked);
    if (snap.status.over) this.#review(snap, asked);
  }

  // The words that do not change with the game, in the language of the moment.
  #label() {
    const r = this.#r;
    const t = this.#t;
    r.coach.setAttribute('aria-label', this.#choice.label());
    for (const side of ['yellow', 'red']) r.coachEnds[side].textContent = t('c4.coach.endWins', { who: colourName(t, side) });
    r.coachEnds.draw.textContent = t('c4.chip.draw');
    r.coachProgress.setAttribute('aria-label', t('c4.coach.reading'));
    r.coachChart.setAttribute('aria-label', t('c4.coach.review'));
  }

  async #read(moves) {
    if (!this.#readings.has(moves)) this.#readings.set(moves, await callEngine('connect4.review', [moves], { timeout: TIMEOUT_MS, ...this.#withBook() }));
    return this.#readings.get(moves);
  }

  async #bar(snap, asked) {
    const r = this.#r;
    const { moves } = snap.view;
    let reading;
    try {
      reading = await this.#read(moves);
    } catch {
      return;  // the coach is a help: the game goes on without it
    }
    if (asked !== this.#asked) return;
    const red = forRed(reading, moves.length);
    const exact = red.lower === red.upper;
    const from = barPlace(red.lower);
    const to = barPlace(red.upper);
    r.coachFill.className = `coach-fill is-${resultOf(red) ?? 'open'}${exact ? ' is-exact' : ''}`;
    r.coachFill.style.left = `${(from * 100).toFixed(1)}%`;
    r.coachFill.style.width = `${((to - from) * 100).toFixed(1)}%`;
    r.coachNow.textContent = barSentence(reading, moves.length, snap.status.over, this.#t);
  }

  // Every position of the game read in turn (the progress shown), then the chart, its table and
  // the mistakes, each with a button that opens the game at the position before it.
  async #review(snap, asked) {
    const r = this.#r;
    const t = this.#t;
    const { moves, start } = snap.view;
    if (this.#reviewed === `${snap.save}|${languageOf(this.#element)}`) return;
    const readings = [];
    const count = moves.length - start + 1;
    r.coachFigure.replaceChildren();
    r.coachMistakes.replaceChildren();
    r.coachProgress.hidden = false;
    r.coachProgress.max = count;
    for (let ply = start; ply <= moves.length; ply += 1) {
      r.coachProgress.value = ply - start;
      r.coachStatus.textContent = t('c4.coach.readingAt', { n: ply - start + 1, count });
      try {
        readings.push(await this.#read(moves.slice(0, ply)));
      } catch {
        r.coachStatus.textContent = t('c4.coach.readFailed');
        r.coachProgress.hidden = true;
        return;
      }
      if (asked !== this.#asked) return;
    }
    this.#reviewed = `${snap.save}|${languageOf(this.#element)}`;
    r.coachProgress.hidden = true;
    const plies = readings.map((_, i) => start + i);
    const red = readings.map((reading, i) => forRed(reading, plies[i]));
    const mistakes = plies.map((ply, i) => ({ ply, i, reading: readings[i] })).filter((m) => m.ply > start && m.reading.mistake);
    const clamp = (v) => Math.max(-LIMIT, Math.min(LIMIT, v));
    const [redName, yellowName] = ['red', 'yellow'].map((side) => colourName(t, side));
    r.coachFigure.replaceChildren(lineChart({
      title: t('c4.coach.chartTitle', { red: redName, yellow: yellowName }),
      labels: plies.map((ply) => plyLabel(moves, ply, t)), xName: t('c4.coach.move'), min: -LIMIT, max: LIMIT,
      format: String,
      series: [{
        name: t('c4.coach.scoreFor', { red: redName }), values: red.map((b) => (b.lower === b.upper ? b.lower : null)),
        low: red.map((b) => clamp(b.lower)), high: red.map((b) => clamp(b.upper)), texts: red.map((b) => cellWords(b, t)),
      }],
      marks: mistakes.map(({ i, ply, reading }) => ({ index: i, text: mistakeWords(reading, ply, t) })),
      words: { note: t('chart.note'), numbers: t('chart.numbers') },
    }));
    const unknown = red.filter((b) => b.lower !== b.upper).length;
    r.coachStatus.textContent = [
      mistakes.length === 0 ? t('c4.coach.noMistake') : t('c4.coach.mistakes', { n: mistakes.length }),
      unknown ? t('c4.coach.unproven', { n: unknown, count }) : '',
    ].filter(Boolean).join(' ');
    r.coachMistakes.replaceChildren(...mistakes.map(({ ply, reading }) => h('li', {}, mistakeWords(reading, ply, t), ' ',
      h('button', { type: 'button', class: 'btn btn-quiet coach-replay', part: 'button coach-replay-button', 'data-ply': String(ply) },
        t('c4.coach.replay', { ply })))));
    for (const button of r.coachMistakes.querySelectorAll('button')) {
      button.addEventListener('click', () => this.#element.loadGame(replaySave(snap.save, Number(button.dataset.ply))));
    }
  }
}

/**
 * The game `save` opened at the position before move `ply` (1-based, counted from the empty
 * board), its later moves kept to redo; the side that made the move is a person there.
 */
export function replaySave(save, ply) {
  const [game, params, desc, moves] = save.split(':');
  const start = desc.length;
  const mover = (ply - 1) % 2;
  const seats = [...params.slice(0, 2)].map((letter, seat) => (seat === mover ? 'h' : letter)).join('') + params.slice(2);
  return [game, seats, desc, moves, String(ply - 1 - start)].join(':');
}
