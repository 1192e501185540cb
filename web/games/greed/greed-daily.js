// greed-daily.js: Greed's part of the day's challenge (common/game-daily.js): the score attack started on the day's dice, its line, the result against par (what the expected-points strategy banks on the same dice), par's turns once it is over, and the share text.
import { h } from '../../common/element.js';

/**
 * What session.create takes for the day's attack: one seat, no entry threshold, the daily's
 * turns, and the day's dice stream as the game's desc, so that the core gives every roll the
 * stream's next faces (core/greed/greed.cpp: option n, a desc of faces).
 */
export const dailyStart = (challenge) => ({ params: `h,e0,n${challenge.turns}`, desc: challenge.challenge });

// The points the core has banked for the player (the only seat).
const banked = ({ view }) => view.seats[0].score;

/** The line under the headline: the turn on show out of the attack's, and the points banked so far. */
export const dailyGoal = (t, snap, challenge) => (snap.status.over
  ? t('greed.daily.goalDone', { turns: challenge.turns, points: banked(snap) })
  : t('greed.daily.goal', { turn: snap.view.turn, turns: challenge.turns, points: banked(snap) }));

// Above, at or below par.
const side = (points, par) => (points > par ? 'above' : points === par ? 'par' : 'below');

/** The finished attack's result: the points the core banked against par; at or above par is a day won. */
export function dailyResult(t, snap, { answer }) {
  const points = banked(snap);
  const { par } = answer;
  return { won: points >= par, score: points, text: t(`greed.daily.${side(points, par)}`, { points, par, diff: Math.abs(points - par) }) };
}

const BAR = 10;

/** The shared result: the points and par, and a bar of the points against par (no die of the day). */
export function dailyShare(t, snap, { answer }) {
  const points = banked(snap);
  const { par } = answer;
  const filled = Math.min(BAR, Math.round((BAR * points) / Math.max(1, par)));
  return {
    summary: t('greed.daily.share', { points, par }),
    grid: `${'🟧'.repeat(filled)}${'⬜'.repeat(BAR - filled)}${points >= par ? ' ⛳' : ''}`,
  };
}

/**
 * Par's turns, replayed through the core on the day's dice (`challenge.answer.moves`): each turn's
 * rolls { dice, points } and the points it banked (null: a bust). `session` is arcade.session.
 */
export function parTurns(session, challenge) {
  let snap = session.create('greed', dailyStart(challenge));
  const turns = [];
  let rolls = [];
  for (const move of challenge.answer.moves) {
    const turn = snap.view.turn;
    snap = session.play(snap.save, move);
    const { lastRoll, lastBank } = snap.view;
    if (move !== 'b') rolls.push({ dice: lastRoll.dice, points: lastRoll.points });
    if (move === 'b' || lastRoll.bust || snap.view.turn !== turn || snap.status.over) {
      turns.push({ rolls, banked: move === 'b' ? lastBank.points : null });
      rolls = [];
    }
  }
  return turns;
}

/** The folded list of par's turns, added once to the result panel before `before` (hidden until drawn). */
export function parLayout(before) {
  const list = h('ol', { class: 'daily-par-turns' });
  const title = h('summary', {});
  const panel = h('details', { class: 'daily-par', part: 'daily-par', hidden: true }, title, list);
  before.before(panel);
  return { panel, title, list };
}

/** Draws par's turns (`turns` from parTurns) in their panel, or hides it (null). */
export function renderPar(par, t, turns, total) {
  par.panel.hidden = !turns;
  if (!turns) return;
  par.title.textContent = t('greed.daily.parTitle', { par: total });
  par.list.replaceChildren(...turns.map(({ rolls, banked: points }, i) => {
    const thrown = rolls.map((roll) => `${roll.dice.join(' ')} (${roll.points})`).join(' · ');
    return h('li', {}, points === null ? t('greed.daily.parBust', { n: i + 1, rolls: thrown }) : t('greed.daily.parBanked', { n: i + 1, rolls: thrown, points }));
  }));
}
