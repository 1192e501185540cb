// chouette-options.js: the action-panel controls of the rule options Lance-Civet, Grelottine side bets, Achat and Civet doublé.
// Like every panel control they only send moves; the engine judges them (a Bévue or its sentence).
import { h } from '../../common/element.js';
import { actionButton, field, human, select } from './chouette-dom.js';
import { CALLS } from './chouette-words.js';

const seatsOf = (view) => view.players.map((_, s) => s);

/**
 * Lance-Civet, between turns while someone holds a Civet: who gives it and to whom. Any person may
 * call it, so that a wrong call is the Bévue the rules say rather than a control that is missing.
 */
export function lanceCivetForm(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  if (!view.options.lanceCivet || view.partial.length) return null;
  const holders = seatsOf(view).filter((s) => view.players[s].tokens.civet);
  const people = seatsOf(view).filter((s) => human(m, s));
  if (!holders.length || !people.length) return null;
  const giver = select('lc-giver', w.giver, people.map((s) => [String(s), m.ctx.name(s)]));
  const first = holders.find((s) => human(m, s)) ?? people[0];
  giver.value = String(first);
  const receiver = select('lc-receiver', w.receiver, seatsOf(view).map((s) => [String(s), m.ctx.name(s)]));
  receiver.value = String(seatsOf(view).find((s) => !view.players[s].tokens.civet) ?? (first + 1) % view.players.length);
  return h('fieldset', { class: 'civet-form lance-civet', part: 'lance-civet' }, h('legend', {}, w.lanceCivet),
    h('p', { class: 'hint' }, w.lanceCivetHint),
    h('div', { class: 'field-row' }, field(w.giver, giver), field(w.receiver, receiver)),
    actionButton(act, {
      key: 'lc-go', label: `“${CALLS['lance-civet']}”`, part: 'button lance-civet-button',
      onClick: () => act.play(`c${giver.value}${receiver.value}`),
    }));
}

/** Grelottine side bets: each person outside the challenge bets once, on success or failure. */
export function sideBetsList(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const c = view.challenge;
  if (!view.options.grelottineBets || !c) return null;
  const rows = seatsOf(view).filter((s) => s !== c.challenger && s !== c.challenged).map((seat) => {
    const name = h('span', { class: 'row-name' }, m.ctx.name(seat));
    const bet = c.sideBets.find((b) => b.seat === seat);
    if (bet) return h('li', { class: 'bet-row is-done' }, name, h('span', {}, w.betsOnIt(bet.on === 'success')));
    if (!human(m, seat)) return null;  // computer players do not take side bets
    const button = (success) => actionButton(act, {
      key: `sb-${seat}-${success ? 1 : 0}`, label: success ? w.onSuccess : w.onFailure, part: 'button side-bet-button',
      move: `w${seat}=${success ? 1 : 0}`,
    });
    const row = h('li', { class: 'bet-row' }, name, button(true), button(false));
    for (const b of row.querySelectorAll('button')) b.setAttribute('aria-label', w.sideBetOf(m.ctx.name(seat), b.dataset.key.endsWith('1')));
    return row;
  }).filter(Boolean);
  if (!rows.length) return null;
  return h('div', { class: 'bets side-bets', part: 'side-bets' }, h('h3', { class: 'panel-subtitle' }, w.sideBets),
    h('p', { class: 'hint' }, w.sideBetsHint(view.options.grelottineBetWin, view.options.grelottineBetLoss)),
    h('ul', { class: 'rows' }, rows));
}

/**
 * Civet doublé: once a Civet is declared and before its first die, each other person holding a
 * Civet may join it (the button names the factor it would reach). Computer players never join:
 * like a Civet of their own, it loses on average.
 */
export function joinCivetRow(m, act) {
  const { view } = m.snap;
  const c = view.civet;
  if (!view.options.civetDouble || !c || view.partial.length) return null;
  const joiners = seatsOf(view).filter((s) => s !== c.seat && !c.joiners.includes(s) && view.players[s].tokens.civet && human(m, s));
  if (!joiners.length) return null;
  return h('div', { class: 'choice join-civet' }, joiners.map((s) => actionButton(act, {
    key: `jc-${s}`, label: m.ctx.w.joinCivetBy(m.ctx.name(s), c.factor * 2), move: `i${s}`, part: 'button join-civet-button',
  })));
}

/** Achat: after the two chouettes, each other person may buy the cul. */
export function achatRow(m, act) {
  const { view } = m.snap;
  if (!view.options.achat || view.partial.length !== 2) return null;
  const buyers = seatsOf(view).filter((s) => s !== view.turn && human(m, s));
  if (!buyers.length) return null;
  return h('div', { class: 'choice achat' }, buyers.map((s) => actionButton(act, {
    key: `ach-${s}`, label: m.ctx.w.achatBy(m.ctx.name(s)), move: `k${s}`, part: 'button achat-button',
  })));
}
