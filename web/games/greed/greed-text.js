// greed-text.js: the words of <greed-game>: player names, kinds, and sentences about moves, in the element's language (t, from greed-words.js).
// Everything here reads engine snapshots (status, view); no rule is decided in this file.

export const KINDS = [
  { letter: 'h', kind: 'human' },
  { letter: 'c', kind: 'cautious' },
  { letter: 'e', kind: 'optimal' },
  { letter: 'w', kind: 'winning' },
];

export const kindOf = (kind) => KINDS.find((k) => k.kind === kind || k.letter === kind) ?? KINDS[0];

export const MAX_NAME = 24;

/** The name a seat gets when the player leaves its box empty. */
export function defaultName(t, seat, letterOrKind) {
  return t(kindOf(letterOrKind).letter === 'h' ? 'playerN' : 'computerN', { n: seat + 1 });
}

/** A seat's display name: what the players typed (trimmed, shortened) or the default. */
export function nameOf(t, names, seat, view) {
  const typed = typeof names?.[seat] === 'string' ? names[seat].trim().slice(0, MAX_NAME) : '';
  return typed || defaultName(t, seat, view?.seats?.[seat]?.kind ?? 'h');
}

/** "Ada", "Ada and Bob", "Ada, Bob and Cy". */
export function listNames(t, list) {
  if (list.length <= 1) return list.join('');
  return t('namesList', { list: list.slice(0, -1).join(', '), last: list[list.length - 1] });
}

/** "Ada wins with 3150 points." or "Ada and Bob share the win with 3000 points." */
export function winnerSentence(t, snap, names) {
  const { view } = snap;
  const winners = snap.status.winners ?? view.winners ?? [];
  if (!winners.length) return snap.status.text;
  const who = listNames(t, winners.map((seat) => nameOf(t, names, seat, view)));
  const points = view.seats[winners[0]].score;
  return t(winners.length === 1 ? 'greed.wins' : 'greed.shareWin', { who, points });
}

/** What the last roll did, in words ("150 points, turn total 150, 3 dice left."). */
export function rollOutcome(t, roll, view, lostTotal) {
  if (roll.bust) return lostTotal > 0 ? t('greed.bustLost', { n: lostTotal }) : t('greed.bustNothing');
  if (view.keeping) return t('greed.keepUpTo', { points: roll.points });
  const rest = roll.hotDice ? t('greed.hotRest') : t('greed.diceLeftN', { n: view.diceToRoll });
  return t('greed.rollOutcome', { points: roll.points, total: view.turnTotal, rest });
}

/** What a keep did, under the house rule ("Ada keeps 1: turn total 100, 4 dice to roll."). */
export function keepOutcome(t, view, names) {
  const who = nameOf(t, names, view.current, view);
  const hot = view.diceToRoll === 5 && view.kept.length === view.lastRoll.dice.length;
  const rest = hot ? t('greed.hotRest') : t('greed.diceToRollN', { n: view.diceToRoll });
  return t('greed.keepOutcome', { who, dice: view.kept.join(' '), total: view.turnTotal, rest });
}

/** What the last bank did ("Ada banks 350 and is in the game with 350."). */
export function bankOutcome(t, bank, view, names) {
  const values = { who: nameOf(t, names, bank.seat, view), points: bank.points, score: view.seats[bank.seat].score, entry: view.entry };
  if (!bank.counted) return t('greed.stopsBelow', values);
  return t(bank.entered ? 'greed.banksIn' : 'greed.banksScore', values);
}

/** Whose turn it is, as the headline says it. */
export function turnSentence(t, snap, names) {
  const { view, status } = snap;
  if (status.over) return winnerSentence(t, snap, names);
  const who = nameOf(t, names, view.current, view);
  if (view.rollsThisTurn === 0) return t('greed.toRoll', { who, n: view.diceToRoll });
  return t('greed.rollOrBank', { who, n: view.diceToRoll, total: view.turnTotal });
}

/** "Ada rolled 1 5 3: 150 points, …": the last roll or bank, else whose turn it is. */
export function eventLine(t, prev, next, names) {
  const { view } = next;
  const mover = nameOf(t, names, prev.view.current, prev.view);
  if (next.lastMove?.startsWith('r') && view.lastRoll) {
    return t('greed.rolled', { who: mover, dice: view.lastRoll.dice.join(' '), outcome: rollOutcome(t, view.lastRoll, view, prev.view.turnTotal) });
  }
  if (next.lastMove === 'b' && view.lastBank) return bankOutcome(t, view.lastBank, view, names);
  if (next.lastMove?.startsWith('k')) return keepOutcome(t, view, names);
  return turnSentence(t, next, names);
}

/**
 * Sentences about the move that led from `prev` to `next` (a roll, a bank, the final round,
 * the winner, whose turn it is). `how` is 'move', 'undo' or 'redo'.
 */
export function describeChange(t, prev, next, names, how = 'move') {
  const view = next.view;
  if (how === 'undo') return [t('moveUndone'), turnSentence(t, next, names)].join(' ');
  const parts = [];
  if (how === 'redo') parts.push(t('moveRedone'));
  const moved = (next.lastMove?.startsWith('r') && view.lastRoll) || (next.lastMove === 'b' && view.lastBank) || next.lastMove?.startsWith('k');
  if (moved) parts.push(eventLine(t, prev, next, names));
  if (view.finalRound && !prev.view.finalRound && view.finalRoundBy !== null) {
    parts.push(t('greed.finalRound', { who: nameOf(t, names, view.finalRoundBy, view), score: view.seats[view.finalRoundBy].score }));
  }
  if (next.status.over) parts.push(winnerSentence(t, next, names));
  else if (view.current !== prev.view.current) parts.push(t('greed.nextTurn', { who: nameOf(t, names, view.current, view) }));
  return parts.join(' ');
}
