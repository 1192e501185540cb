// chouette-panels.js: the controls under the table for what it waits for now (a throw, a sirotage, bets, a race, a challenge...).
// Controls only send moves through `act`; the engine decides whether they are legal. Every control
// carries a data-key so that focus and half-typed values survive the panel being drawn again.
import { h } from '../../common/element.js';
import { actionButton, field, human, kbd, select } from './chouette-dom.js';
import { birdText, listOf, nextThrower, raceKey, targetLabel } from './chouette-text.js';
import { BIRDS, CALLS, TARGETS } from './chouette-words.js';
import { achatRow, joinCivetRow, lanceCivetForm, sideBetsList } from './chouette-options.js';

/** The seats that throw now: several for a throw-off or tie-break, the next turn's thrower in a window nobody took up. */
export function throwSeats(view) {
  switch (view.window) {
    case 'throw-off': case 'pas-mou-tie': case 'grelotte-tie': return view.tied;
    case 'turn': return [view.turn];
    case 'bets': return [view.sirotage.sirotant];
    case 'challenge': return [view.challenge.challenged];
    case 'soufflette-throws': return [view.soufflette.challenged];
    case 'bleu-rouge': return [view.toMove];
    default: return [nextThrower(view)];
  }
}

// Who throws next, and the label of the throw.
function thrower(m) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const seats = throwSeats(view);
  const labels = {
    'throw-off': w.throwOne, 'pas-mou-tie': w.throwOne, 'grelotte-tie': w.throwOne,
    turn: view.partial.length === 2 ? w.throwCul : w.throwDice,
    bets: w.throwOdd, challenge: w.throwDice, 'bleu-rouge': w.throwAgain,
    'soufflette-throws': view.soufflette?.throws ? w.throwAgain : w.throwDice,
  };
  return { seats, label: labels[view.window] ?? w.nextThrows(m.ctx.name(seats[0])) };
}

/** The throw: a button (T), the scribe's dice field, or the computer's name while it plays. */
function throwControl(m, act) {
  const { seats, label } = thrower(m);
  const { w } = m.ctx;
  if (!seats.some((s) => human(m, s))) {
    return h('p', { class: 'thinking' }, w.computerThinks(m.ctx.name(seats[0])));
  }
  if (!m.scribe) return actionButton(act, { key: 'throw', label, shortcut: 'T', primary: true, onClick: () => act.throwDice(), part: 'button throw-button' });
  const needed = m.snap.view.window === 'turn' ? 3 - m.snap.view.partial.length : m.snap.view.diceNeeded;
  const input = h('input', {
    type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', class: 'text-field scribe-input', 'data-key': 'scribe',
    maxlength: String(needed), pattern: '[1-6]*', 'aria-describedby': 'scribe-hint',
  });
  input.value = m.scribeText ?? '';
  input.addEventListener('input', () => act.scribeTyped(input.value));
  const form = h('form', { class: 'scribe-form', novalidate: true },
    field(w.scribeLabel(needed), input),
    h('button', { type: 'submit', class: 'btn btn-primary', part: 'button scribe-button', 'data-key': 'scribe-record', 'data-primary': 'true' }, w.scribeRecord, kbd('↵')),
    h('p', { class: 'hint', id: 'scribe-hint' }, seats.length > 1 ? w.scribeOrder(listOf(seats.map((s) => m.ctx.name(s)), m.ctx)) : w.diceOf(m.ctx.name(seats[0]))));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    act.scribe(input.value);
  });
  return form;
}

/** Fills r.panel for the snapshot's window. */
export function renderPanel(panel, m, act) {
  const { view } = m.snap;
  const builders = {
    'throw-off': () => [throwControl(m, act)],
    'pas-mou-tie': () => [throwControl(m, act)],
    'grelotte-tie': () => [throwControl(m, act)],
    turn: () => [lanceCivetForm(m, act), civetForm(m, act), joinCivetRow(m, act), verdierRow(m, act), achatRow(m, act), throwControl(m, act)],
    sirotage: () => sirotagePanel(m, act),
    bets: () => [betsList(m, act), throwControl(m, act)],
    'pas-mou': () => [racePanel(m, act)],
    grelotte: () => [racePanel(m, act)],
    'contre-sirop': () => [racePanel(m, act)],
    artichette: () => [racePanel(m, act)],
    grelottine: () => [grelottineForms(m, act), passRow(m, act, m.ctx.w.noChallenge), throwControl(m, act)],
    challenge: () => [challengeAnswers(m, act), sideBetsList(m, act), throwControl(m, act)],
    soufflette: () => [souffletteForm(m, act), passRow(m, act, m.ctx.w.pass)],
    'soufflette-throws': () => [bouclietteRow(m, act), keepRow(m, act), throwControl(m, act)],
    'bleu-rouge': () => [announceList(m, act), throwControl(m, act)],
  };
  const build = builders[view.window];
  panel.replaceChildren(...(build ? build().flat().filter(Boolean) : []));
  panel.dataset.window = view.window;
}

function sirotagePanel(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const seat = view.toMove;
  const out = [];
  if (human(m, seat)) {
    out.push(h('div', { class: 'choice' },
      actionButton(act, { key: 'siroter', label: w.siroter, shortcut: 'S', primary: true, move: 's', part: 'button siroter-button' }),
      actionButton(act, { key: 'keep', label: w.keep, shortcut: 'K', move: 'n', part: 'button keep-button' })));
  } else {
    out.push(h('p', { class: 'thinking' }, w.computerThinks(m.ctx.name(seat))));
  }
  if (view.options.packs.includes('attrape-oiseau')) {
    const others = view.players.map((_, s) => s).filter((s) => s !== seat && human(m, s));
    if (others.length) {
      out.push(h('div', { class: 'choice' }, others.map((s) => actionButton(act, { key: `attrape-${s}`, label: w.attrapeBy(m.ctx.name(s)), move: `a${s}` }))));
    }
  }
  return out;
}

function betsList(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const s = view.sirotage;
  const rows = view.players.map((_, seat) => {
    if (seat === s.sirotant) return null;
    const bet = s.bets.find((b) => b.seat === seat);
    const name = m.ctx.name(seat);
    if (bet) return h('li', { class: 'bet-row is-done' }, h('span', { class: 'row-name' }, name), h('span', {}, w.betOn(bet.bird, bet.face)));
    if (!human(m, seat)) return h('li', { class: 'bet-row' }, h('span', { class: 'row-name' }, name), h('span', { class: 'hint' }, '…'));
    const choice = select(`bet-${seat}`, w.betsFor(name), [['', w.noBet], ...BIRDS.map((b, i) => [String(i + 1), birdText(i + 1)])]);
    const place = actionButton(act, { key: `bet-go-${seat}`, label: w.bet, onClick: () => act.bet(seat, choice.value), part: 'button bet-button' });
    return h('li', { class: 'bet-row' }, h('span', { class: 'row-name' }, name), choice, place);
  });
  return h('div', { class: 'bets' }, h('h3', { class: 'panel-subtitle' }, w.bets), h('ul', { class: 'rows' }, rows.filter(Boolean)));
}

function racePanel(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const race = m.race;
  const callOf = (seat) => {
    if (view.window === 'artichette') return seat === view.toMove ? CALLS.raitournelle : CALLS.artichette;
    return CALLS[view.window];
  };
  const rows = view.players.map((_, seat) => {
    const standing = race?.standing(seat) ?? null;
    const status = standing ? `${w.called(standing.ms)}${standing.rank === 1 ? ` · ${w.calledFirst}` : ''}${standing.tied ? ` · ${w.calledTied}` : ''}` : w.notCalled;
    const key = raceKey(seat);
    const button = h('button', {
      type: 'button', class: `btn race-btn${standing ? ' is-called' : ''}`, part: 'button race-button', 'data-key': `race-${seat}`,
      'aria-keyshortcuts': key, 'aria-pressed': standing ? 'true' : 'false',
      'aria-label': `${w.callsOf(m.ctx.name(seat))}: ${callOf(seat)}`,
    }, kbd(key), h('span', { class: 'race-name' }, m.ctx.name(seat)), h('span', { class: 'call' }, '“', h('span', { lang: 'fr' }, callOf(seat)), '”'));
    button.addEventListener('click', () => act.call(seat));
    return h('li', { class: `race-row${standing ? ' is-called' : ''}` }, button, h('span', { class: 'race-status' }, status));
  });
  const close = actionButton(act, { key: 'race-close', label: w.raceClose, shortcut: 'Enter', onClick: () => act.closeRace(), part: 'button race-close-button' });
  return h('div', { class: 'race', part: 'race' },
    h('div', { class: 'race-head' }, h('h3', { class: 'panel-subtitle' }, w.race), h('p', { class: 'race-countdown', 'aria-live': 'off' }, race ? w.raceCloses(Math.ceil(race.remaining() / 1000)) : '')),
    h('p', { class: 'hint' }, w.raceKeys),
    h('ul', { class: 'race-rows' }, rows),
    close);
}

function passRow(m, act, label) {
  return h('div', { class: 'choice' }, actionButton(act, { key: 'pass', label, shortcut: 'N', move: 'n', part: 'button pass-button' }));
}

function grelottineForms(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const forms = view.challengers.filter((c) => human(m, c.seat)).map((c) => {
    const open = TARGETS.filter((t) => (c.maxStakes[t.id] ?? 0) >= 1);
    if (!open.length) return null;
    const target = select(`gr-target-${c.seat}`, w.targetLabel, open.map((t) => [t.code, `${targetLabel(t.id)} (${w.stakeMax(c.maxStakes[t.id])})`]));
    const stake = h('input', { type: 'number', class: 'text-field', inputmode: 'numeric', min: '1', step: '1', 'data-key': `gr-stake-${c.seat}`, 'aria-label': w.stake });
    stake.value = String(c.maxStakes[open[0].id]);
    // A new target proposes its own largest stake.
    target.addEventListener('change', () => {
      stake.value = String(c.maxStakes[TARGETS.find((t) => t.code === target.value).id]);
    });
    const go = actionButton(act, {
      key: `gr-go-${c.seat}`, label: `“${CALLS.grelottine}”`, part: 'button grelottine-button',
      onClick: () => act.play(`l${c.seat}=${target.value}=${stake.value.trim()}`),
    });
    return h('fieldset', { class: 'challenge-form' }, h('legend', {}, w.challengeOf(m.ctx.name(c.seat))),
      h('div', { class: 'field-row' }, field(w.targetLabel, target), field(w.stake, stake)), go);
  });
  return forms.filter(Boolean);
}

function challengeAnswers(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const c = view.challenge;
  const out = [];
  if (human(m, c.challenged) && view.players[c.challenged].tokens.passeGrelot) {
    if (view.players.length === 2) {
      out.push(actionButton(act, { key: 'pg', label: `“${CALLS['passe-grelot']}” · ${w.passeGrelotCancel}`, move: 'p', part: 'button passe-grelot-button' }));
    } else {
      const to = select('pg-to', w.passeGrelotTo, view.players.map((_, s) => s).filter((s) => s !== c.challenged && s !== c.challenger).map((s) => [String(s), m.ctx.name(s)]));
      out.push(h('div', { class: 'field-row' }, field(w.passeGrelotTo, to),
        actionButton(act, { key: 'pg-go', label: `“${CALLS['passe-grelot']}”`, onClick: () => act.play(`p${to.value}`), part: 'button passe-grelot-button' })));
    }
  }
  out.push(bouclietteRow(m, act));
  return out;
}

function bouclietteRow(m, act) {
  const { view } = m.snap;
  if (!view.options.packs.includes('boucliette')) return null;
  if (view.window === 'soufflette-throws' && view.soufflette.throws > 0) return null;
  const holders = view.players.map((p, s) => (p.tokens.boucliette && human(m, s) ? s : -1)).filter((s) => s >= 0);
  if (!holders.length) return null;
  return h('div', { class: 'choice' }, holders.map((s) => actionButton(act, { key: `bc-${s}`, label: m.ctx.w.boucliette(m.ctx.name(s)), move: `o${s}`, part: 'button boucliette-button' })));
}

function souffletteForm(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  if (!human(m, view.toMove)) return h('p', { class: 'thinking' }, w.computerThinks(m.ctx.name(view.toMove)));
  const whom = select('sf-who', w.soufflettePick, view.players.map((_, s) => s).filter((s) => s !== view.toMove).map((s) => [String(s), m.ctx.name(s)]));
  return h('div', { class: 'field-row' }, field(w.soufflettePick, whom),
    actionButton(act, { key: 'sf-go', label: `“${CALLS.soufflette}”`, primary: true, onClick: () => act.play(`d${whom.value}`), part: 'button soufflette-button' }));
}

function keepRow(m, act) {
  const { view } = m.snap;
  const s = view.soufflette;
  if (!s.throws || !human(m, s.challenged) || m.scribe) return null;
  const faces = [4, 2, 1].filter((f) => view.dice.includes(f));
  if (!faces.length) return null;
  return h('div', { class: 'choice keep-dice' }, faces.map((f) => {
    const on = m.kept.has(f);
    const b = h('button', { type: 'button', class: `btn btn-quiet keep-btn${on ? ' is-on' : ''}`, 'aria-pressed': String(on), 'data-key': `keep-${f}` }, m.ctx.w.keepDie(f));
    b.addEventListener('click', () => act.toggleKeep(f));
    return b;
  }));
}

function announceList(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const rows = view.players.map((_, seat) => {
    const done = view.announces.find((a) => a.seat === seat);
    const name = m.ctx.name(seat);
    if (done) return h('li', { class: 'bet-row is-done' }, h('span', { class: 'row-name' }, name), h('span', {}, w.announced(done.sum)));
    if (!human(m, seat)) return h('li', { class: 'bet-row' }, h('span', { class: 'row-name' }, name), h('span', { class: 'hint' }, '…'));
    const sum = h('input', { type: 'number', class: 'text-field', inputmode: 'numeric', min: '3', max: '18', 'data-key': `sum-${seat}`, 'aria-label': w.announceSum(name) });
    return h('li', { class: 'bet-row' }, h('span', { class: 'row-name' }, name), sum,
      actionButton(act, { key: `sum-go-${seat}`, label: w.announce, onClick: () => act.play(`u${seat}=${sum.value.trim()}`) }));
  });
  return h('ul', { class: 'rows' }, rows);
}

function civetForm(m, act) {
  const { view } = m.snap;
  const { w } = m.ctx;
  const max = view.civetMaxStake;
  if (!max || view.partial.length || !human(m, view.turn)) return null;
  const packs = view.options.packs;
  const targets = TARGETS.filter((t) => !t.pack || packs.includes(t.pack));
  const target = select('civet-target', w.targetLabel, targets.map((t) => [t.code, targetLabel(t.id)]));
  const stake = h('input', { type: 'number', class: 'text-field', inputmode: 'numeric', min: '1', max: String(max), step: '1', 'data-key': 'civet-stake', 'aria-label': w.stake });
  stake.value = String(Math.min(max, 10));
  return h('fieldset', { class: 'civet-form', part: 'civet' }, h('legend', {}, w.civet),
    h('p', { class: 'hint' }, w.civetIntro(m.ctx.name(view.turn), max)),
    h('div', { class: 'field-row' }, field(w.targetLabel, target), field(w.stake, stake, w.stakeMax(max))),
    actionButton(act, { key: 'civet-go', label: w.civetDeclare, shortcut: 'V', onClick: () => act.play(`v${stake.value.trim()}=${target.value}`), part: 'button civet-button' }));
}

function verdierRow(m, act) {
  const { view } = m.snap;
  if (!view.options.packs.includes('verdier') || view.partial.length !== 2) return null;
  const [a, b] = view.partial;
  if (a === b || a % 2 || b % 2) return null;
  const seats = view.players.map((_, s) => s).filter((s) => human(m, s) && !view.verdierBettors.includes(s));
  const done = view.verdierBettors.map((s) => h('li', { class: 'bet-row is-done' }, h('span', { class: 'row-name' }, m.ctx.name(s)), h('span', {}, m.ctx.w.verdierIn)));
  return h('div', { class: 'verdier' }, h('ul', { class: 'rows' }, done),
    h('div', { class: 'choice' }, seats.map((s) => actionButton(act, { key: `vd-${s}`, label: m.ctx.w.verdierBet(m.ctx.name(s)), move: `y${s}`, part: 'button verdier-button' }))));
}

/** The referee's panel: a score correction or a Bévue for any player (moves e and x). */
export function renderReferee(body, view, ctx, play) {
  const { w } = ctx;
  const seat = select('ref-seat', w.player, view.players.map((_, i) => [String(i), ctx.name(i)]));
  const change = h('input', { type: 'text', class: 'text-field', inputmode: 'numeric', autocomplete: 'off', 'data-key': 'ref-change', 'aria-label': w.change, placeholder: '+10 / −10' });
  const correct = () => {
    const text = change.value.trim().replace('−', '-');
    play(`e${seat.value}=${/^[+-]/.test(text) ? text : `+${text}`}`);
  };
  body.replaceChildren(h('p', { class: 'hint' }, w.refereeHint),
    h('div', { class: 'field-row' }, field(w.player, seat), field(w.change, change)),
    h('div', { class: 'choice' },
      actionButton(null, { key: 'ref-correct', label: w.correct, onClick: correct }),
      actionButton(null, { key: 'ref-bevue', label: w.bevue(view.options.bevue), onClick: () => play(`x${seat.value}`) })));
}
