// greed-view.js: builds and updates the DOM of <greed-game> from engine snapshots (no rules here).
import { createDie } from '../../common/dice.js';
import { h, kbd, setDisabledLook } from '../../common/element.js';
import { buildScoreStrip, renderScoreStrip } from '../../common/score-strip.js';
import { eventLine, kindOf, nameOf, turnSentence, winnerSentence } from './greed-text.js';

// A trophy drawn in SVG (emoji fonts are not everywhere); colours come from the stylesheet.
function trophy() {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('class', 'trophy');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  /** @type {[string, Record<string, string | number>][]} */
  const shapes = [
    ['path', { class: 'trophy-handle', d: 'M19 13H10c0 10 5 15 11 16M45 13h9c0 10-5 15-11 16' }],
    ['path', { class: 'trophy-cup', d: 'M17 7h30v15c0 10-6.5 17-15 17s-15-7-15-17z' }],
    ['rect', { class: 'trophy-cup', x: 28, y: 38, width: 8, height: 9 }],
    ['rect', { class: 'trophy-base', x: 19, y: 46, width: 26, height: 9, rx: 2.5 }],
    ['path', { class: 'trophy-star', d: 'M32 13l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z' }],
  ];
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS(ns, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, String(value));
    svg.append(shape);
  }
  return svg;
}

/** The whole skeleton, built once in the words of `t` (page-words.js); returns the elements later renders fill in (and r.t). */
export function buildLayout(t) {
  const r = { t };

  // Setup: players, house rules, start.
  r.seatList = h('ol', { class: 'seat-list' });
  r.addSeat = h('button', { type: 'button', class: 'btn btn-quiet add-seat', part: 'button' }, t('addPlayer'));
  r.target = h('input', { class: 'text-field', type: 'number', name: 'target', inputmode: 'numeric', min: '50', max: '100000', step: '50' });
  r.entry = h('input', { class: 'text-field', type: 'number', name: 'entry', inputmode: 'numeric', min: '0', max: '100000', step: '50' });
  r.choose = h('input', { type: 'checkbox', name: 'choose', 'aria-describedby': 'choose-hint' });
  r.setupError = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  r.start = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button start-button' }, t('startGame'));
  r.cancelSetup = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button', hidden: true }, t('backToGame'));
  r.setupForm = h('form', { class: 'setup-form', novalidate: true, 'aria-labelledby': 'setup-title' },
    h('div', { class: 'setup-head' },
      h('h2', { id: 'setup-title', class: 'panel-title' }, t('newGame')),
      h('span', { class: 'setup-dice', 'aria-hidden': 'true' }, [5, 1, 5].map((v) => createDie(v, { part: false })))),
    h('fieldset', { class: 'seats' },
      h('legend', {}, t('players'), ' ', h('span', { class: 'hint' }, t('greed.playersHint'))),
      r.seatList, r.addSeat),
    h('fieldset', { class: 'house-rules' },
      h('legend', {}, t('greed.houseRules')),
      h('div', { class: 'field-row' },
        h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('greed.target')), r.target,
          h('span', { class: 'hint' }, t('greed.targetHint'))),
        h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('greed.entry')), r.entry,
          h('span', { class: 'hint' }, t('greed.entryHint')))),
      h('label', { class: 'check-field' }, r.choose, h('span', { class: 'field-label' }, t('greed.chooseLabel')),
        h('span', { class: 'hint', id: 'choose-hint' }, t('greed.chooseHint')))),
    r.setupError,
    h('div', { class: 'setup-actions' }, r.start, r.cancelSetup));
  r.setup = h('section', { class: 'setup panel', part: 'setup', hidden: true }, r.setupForm);

  // Table: turn headline, dice, totals, actions.
  r.finalBanner = h('p', { class: 'final-banner', part: 'banner', hidden: true });
  r.turnName = h('p', { class: 'turn-name' });
  r.turnMeta = h('p', { class: 'turn-meta' });
  r.scoreStrip = buildScoreStrip(t('greed.scores'));
  r.tray = h('div', { class: 'tray', part: 'tray', role: 'group', 'aria-label': t('greed.dice') });
  r.caption = h('p', { class: 'caption' });
  r.kept = h('div', { class: 'kept', hidden: true });
  r.turnTotal = h('dd', { class: 'stat-value big' }, '0');
  r.diceLeft = h('dd', { class: 'stat-value' }, '5');
  r.targetStat = h('dd', { class: 'stat-value' }, '3000');
  r.targetLabel = h('dt', {}, t('greed.targetStat'));
  r.roll = h('button', { type: 'button', class: 'btn btn-roll', part: 'button roll-button', 'aria-keyshortcuts': 'R' }, h('span', { class: 'btn-text' }, t('greed.roll')), kbd('R'));
  r.bank = h('button', { type: 'button', class: 'btn btn-bank', part: 'button bank-button', 'aria-keyshortcuts': 'B' }, h('span', { class: 'btn-text' }, t('greed.bank')), kbd('B'));
  r.entryHint = h('p', { class: 'entry-hint', hidden: true });
  r.undo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button undo-button', 'aria-keyshortcuts': 'U Control+Z' }, t('undo'));
  r.redo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button redo-button', 'aria-keyshortcuts': 'Control+Y' }, t('redo'));
  r.newGame = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button new-game-button' }, t('newGame'));
  r.event = h('p', { class: 'event', part: 'event' });
  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });

  r.winnerTitle = h('h2', { class: 'winner-title', tabindex: '-1' });
  r.standings = h('ol', { class: 'standings' });
  r.rematch = h('button', { type: 'button', class: 'btn btn-roll', part: 'button rematch-button' }, t('playAgain'));
  r.winnerNew = h('button', { type: 'button', class: 'btn btn-bank', part: 'button new-game-button' }, t('newGame'));
  r.winner = h('div', { class: 'winner', part: 'winner', hidden: true },
    trophy(),
    r.winnerTitle, r.standings,
    h('div', { class: 'winner-actions' }, r.rematch, r.winnerNew));

  r.play = h('div', { class: 'play' },
    r.finalBanner,
    h('header', { class: 'turn' }, r.turnName, r.turnMeta),
    r.scoreStrip, r.tray, r.caption, r.kept,
    h('dl', { class: 'stats' },
      h('div', { class: 'stat stat-total' }, h('dt', {}, t('greed.turnTotal')), r.turnTotal),
      h('div', { class: 'stat' }, h('dt', {}, t('greed.diceLeft')), r.diceLeft),
      h('div', { class: 'stat' }, r.targetLabel, r.targetStat)),
    h('div', { class: 'actions', part: 'controls' }, r.roll, r.bank),
    r.entryHint);
  r.table = h('section', { class: 'table', part: 'table board', 'aria-label': t('greed.table'), tabindex: '-1' }, r.play, r.winner);

  r.scores = h('ol', { class: 'scores' });
  r.scoreboard = h('section', { class: 'scoreboard panel', part: 'scoreboard', 'aria-labelledby': 'scores-title' },
    h('h2', { id: 'scores-title', class: 'panel-title' }, t('greed.scores')), r.scores);

  r.rulesBody = h('div', { class: 'rules-body' });
  r.rules = h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, h('summary', {}, t('rulesAndKeys')), r.rulesBody);

  r.tools = h('div', { class: 'tools' }, r.undo, r.redo, r.newGame);
  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.table, h('div', { class: 'under-table' }, r.event, r.notice), r.tools),
    h('div', { class: 'side-col' }, r.scoreboard, r.rules));

  r.loading = h('p', { class: 'loading panel', role: 'status' }, t('greed.loading'));
  return r;
}

/** The indexes of the roll's dice a keep set aside: for each kept face, the first scoring die showing it. */
function keptIndexes(roll, kept) {
  const used = new Set();
  for (const face of kept) {
    const i = roll.dice.findIndex((d, j) => d === face && roll.scoringMask[j] && !used.has(j));
    if (i >= 0) used.add(i);
  }
  return used;
}

/** The dice a person picked to keep (indexes into the last roll): faces ascending, points, legal. */
export function keptOf(view, pick) {
  const faces = [...pick].map((i) => view.lastRoll.dice[i]).sort((a, b) => a - b);
  const choice = view.keepChoices.find((c) => c.dice.join('') === faces.join(''));
  return { faces, points: choice?.points ?? 0, legal: Boolean(choice) };
}

function keepCaption(t, view, pick) {
  const keep = keptOf(view, pick);
  if (!keep.faces.length) return t('greed.keepTap');
  if (!keep.legal) return t('greed.keepIllegal', { dice: keep.faces.join(' ') });
  return t('greed.keeping', { dice: keep.faces.join(' '), points: keep.points, bank: view.turnTotal + view.lastRoll.points });
}

/**
 * Updates the table and scoreboard. `m` = { snap, names, earlier: [{scoring, points, hotDice}],
 * previous: snapshot before the last move or null, waiting: computer about to play, animate }.
 */
export function renderGame(r, m) {
  const { snap, names } = m;
  const { t } = r;
  const { view, status } = snap;
  const current = view.current;
  const currentName = nameOf(t, names, current, view);
  const computerTurn = status.computerToMove && !status.over;

  // Headline.
  r.turnName.textContent = status.over ? t('gameOver') : t(computerTurn ? 'greed.isPlaying' : 'greed.turnOf', { who: currentName });
  r.turnName.classList.toggle('is-thinking', computerTurn);
  r.turnMeta.textContent = t(status.over ? 'greed.afterTurns' : view.finalRound ? 'greed.turnNFinal' : 'greed.turnN', { n: view.turn });
  r.finalBanner.hidden = !view.finalRound || status.over;
  if (view.finalRound && view.finalRoundBy !== null) {
    r.finalBanner.textContent = t('greed.finalBanner', { who: nameOf(t, names, view.finalRoundBy, view), score: view.seats[view.finalRoundBy].score });
  }

  // Dice: this turn's last roll, else the previous turn's last roll (dimmed), else empty slots.
  const roll = view.lastRoll;
  const ownRoll = roll && view.rollsThisTurn > 0 && roll.seat === current;
  const humanTurn = !status.over && !status.computerToMove;
  // House rule, a roll waiting for its keep: the person's scoring dice are toggles (m.pick: the
  // indexes kept); a computer's are drawn as it keeps them.
  const picking = Boolean(view.keeping && humanTurn && m.pick);
  // After a keep, only the dice kept stay lit.
  const keptNow = roll && ownRoll && view.choose && !view.keeping && view.kept.length ? keptIndexes(roll, view.kept) : null;
  let dice;
  if (roll) {
    dice = roll.dice.map((value, i) => {
      const scoring = roll.scoringMask[i];
      const lit = scoring && (picking ? m.pick.has(i) : !keptNow || keptNow.has(i));
      const classes = [ownRoll ? '' : 'is-previous', lit ? 'is-scoring' : '', scoring && !lit ? 'is-unkept' : '', roll.bust ? 'is-bust' : '', m.animate ? 'is-rolling' : ''];
      const die = createDie(value, { label: scoring ? t('greed.dieScores', { value }) : String(value), className: classes.filter(Boolean).join(' ') });
      if (!picking || !scoring) return die;
      die.setAttribute('aria-hidden', 'true');
      return h('button', { type: 'button', class: 'die-pick', part: 'button die-pick', 'data-pick': String(i), 'aria-pressed': lit ? 'true' : 'false', 'aria-keyshortcuts': String(i + 1) },
        h('span', { class: 'visually-hidden' }, t('greed.keepDie', { n: i + 1, value })), die, kbd(String(i + 1)));
    });
  } else {
    dice = Array.from({ length: view.diceToRoll }, () => createDie(0, { label: t('greed.notRolled') }));
  }
  r.tray.replaceChildren(...dice);
  // The result waits for the dice to land (greed-game.css); a new roll restarts that wait.
  // The line under the board says the result too, so it waits with the rest.
  for (const part of [r.play, r.event]) part.classList.remove('is-landing');
  if (m.animate) {
    void r.play.offsetWidth;
    for (const part of [r.play, r.event]) part.classList.add('is-landing');
  }
  r.tray.setAttribute('aria-label', roll ? t('greed.diceBy', { who: nameOf(t, names, roll.seat, view) }) : t('greed.diceNotRolled'));
  r.tray.classList.toggle('is-previous', Boolean(roll && !ownRoll));

  r.caption.classList.toggle('is-bust', Boolean(roll?.bust));
  r.caption.classList.toggle('is-hot', Boolean(ownRoll && roll.hotDice));
  if (!roll) r.caption.textContent = t('greed.rollsFirst', { who: currentName });
  else if (picking) r.caption.textContent = keepCaption(t, view, m.pick);
  else if (ownRoll && view.keeping) r.caption.textContent = t('greed.keepAllCaption', { points: roll.points });
  else if (ownRoll && view.choose && view.kept.length) {
    const hot = view.diceToRoll === 5 && view.kept.length === roll.dice.length;
    r.caption.textContent = t('greed.keptCaption', { dice: view.kept.join(' '), rest: hot ? t('greed.hotBack') : t('greed.diceToRollN', { n: view.diceToRoll }) });
  } else if (ownRoll) r.caption.textContent = t(roll.hotDice ? 'greed.hotCaption' : 'greed.litCaption', { points: roll.points });
  else {
    const who = nameOf(t, names, roll.seat, view);
    const bank = view.lastBank && view.lastBank.seat === roll.seat ? view.lastBank : null;
    r.caption.textContent = roll.bust
      ? t('greed.rolledBust', { who, dice: roll.dice.join(' ') })
      : bank ? t('greed.banked', { who, points: bank.points }) : t('greed.lastRoll', { who });
  }

  // Dice set aside by earlier rolls of this turn.
  r.kept.hidden = m.earlier.length === 0;
  r.kept.replaceChildren(
    h('span', { class: 'kept-label' }, t('greed.setAside')),
    ...m.earlier.map((e) => h('span', { class: `kept-group${e.hotDice ? ' is-hot' : ''}`, role: 'group', 'aria-label': t(e.hotDice ? 'greed.keptGroupHot' : 'greed.keptGroup', { dice: e.scoring.join(' '), points: e.points }) },
      ...e.scoring.map((v) => createDie(v, { part: 'die kept-die' })),
      h('span', { class: 'kept-points', 'aria-hidden': 'true' }, `+${e.points}`),
      e.hotDice ? h('span', { class: 'kept-hot', 'aria-hidden': 'true' }, t('greed.hotDice')) : null)));

  // Totals and actions.
  r.turnTotal.textContent = String(view.turnTotal);
  r.diceLeft.textContent = String(view.diceToRoll);
  // A score attack (the daily) has no target: its turn out of its turns instead.
  r.targetLabel.textContent = t(view.turns ? 'greed.turnsStat' : 'greed.targetStat');
  r.targetStat.textContent = view.turns ? t('greed.turnOfTurns', { n: view.turn, turns: view.turns }) : String(view.target);
  const keep = picking ? keptOf(view, m.pick) : null;
  r.roll.disabled = !humanTurn || !(keep ? keep.legal : snap.legal.includes('r'));
  r.bank.disabled = !humanTurn || !snap.legal.includes('b');
  const left = keep ? (keep.faces.length === roll.dice.length ? 5 : roll.dice.length - keep.faces.length) : view.diceToRoll;
  r.roll.querySelector('.btn-text').textContent = keep?.legal ? t('greed.keepRoll', { points: keep.points, n: left }) : t('greed.rollDice', { n: left });
  const bankable = view.turnTotal + (view.keeping ? roll.points : 0);
  // The points are a part of their own, so that only they wait for the dice: the button never looks empty.
  const [before, after = ''] = bankable > 0 ? t('greed.bankPoints', { n: '\u0000' }).split('\u0000') : [t('greed.bank')];
  r.bank.querySelector('.btn-text').replaceChildren(before, ...(bankable > 0 ? [h('span', { class: 'bank-points' }, String(bankable)), after] : []));
  const seat = view.seats[current];
  r.entryHint.hidden = !humanTurn || seat.inGame || view.turnTotal >= view.entry;
  r.entryHint.textContent = t('greed.notInYet', { who: currentName, entry: view.entry });
  setDisabledLook(r.undo, !snap.canUndoDecision);
  setDisabledLook(r.redo, !snap.canRedo);

  // Last event, in words.
  r.event.textContent = m.previous ? eventLine(t, m.previous, snap, names) : turnSentence(t, snap, names);

  renderScores(r, snap, names);
  renderWinner(r, snap, names);
}

function renderScores(r, snap, names) {
  const { t } = r;
  const { view, status } = snap;
  const rows = view.seats.map((seat, i) => {
    const current = !status.over && i === view.current;
    const winner = status.over && status.winners.includes(i);
    const bar = h('span', { class: 'bar' });
    bar.style.setProperty('--progress', String(Math.min(1, seat.score / view.target)));
    const state = seat.inGame
      ? h('span', { class: 'in-state is-in' }, t('greed.inGame'))
      : h('span', { class: 'in-state' }, t('greed.needs', { entry: view.entry }));
    const li = h('li', { class: `player${current ? ' is-current' : ''}${winner ? ' is-winner' : ''}`, part: `player${current ? ' current-player' : ''}`, 'aria-current': current ? 'true' : false },
      h('span', { class: 'marker', 'aria-hidden': 'true' }, winner ? '★' : current ? '▶' : ''),
      h('span', { class: 'player-main' },
        h('span', { class: 'player-name' }, nameOf(t, names, i, view)),
        h('span', { class: 'player-kind' }, t(`greed.short.${kindOf(seat.kind).letter}`), current ? t('greed.toPlay') : '', winner ? t('greed.winner') : ''),
        h('span', { class: 'progress', 'aria-hidden': 'true' }, bar),
        state),
      h('span', { class: 'player-score' }, h('span', { class: 'visually-hidden' }, t('greed.score')), String(seat.score)));
    return li;
  });
  r.scores.replaceChildren(...rows);
  renderScoreStrip(r.scoreStrip, view.seats.map((seat, i) => ({
    name: nameOf(t, names, i, view), score: String(seat.score), current: !status.over && i === view.current, winner: status.over && status.winners.includes(i),
  })));
}

function renderWinner(r, snap, names) {
  const over = snap.status.over;
  const wasHidden = r.winner.hidden;
  r.winner.hidden = !over;
  r.play.hidden = over;
  if (!over) return;
  r.winnerTitle.textContent = winnerSentence(r.t, snap, names);
  const { view } = snap;
  const order = view.seats.map((s, i) => i).sort((a, b) => view.seats[b].score - view.seats[a].score || a - b);
  r.standings.replaceChildren(...order.map((i) => h('li', { class: snap.status.winners.includes(i) ? 'is-winner' : '' },
    h('span', { class: 'standing-name' }, nameOf(r.t, names, i, view)), h('span', { class: 'standing-score' }, String(view.seats[i].score)))));
  if (wasHidden) r.winnerTitle.dataset.fresh = 'true';
}
