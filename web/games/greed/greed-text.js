// greed-text.js: the words of <greed-game>: player names, kinds, and sentences about moves.
// Everything here reads engine snapshots (status, view); no rule is decided in this file.

export const KINDS = [
  { letter: 'h', kind: 'human', label: 'Person', short: 'Person' },
  { letter: 'c', kind: 'cautious', label: 'Computer · cautious', short: 'Cautious computer' },
  { letter: 'e', kind: 'optimal', label: 'Computer · expected points', short: 'Expected-points computer' },
  { letter: 'w', kind: 'winning', label: 'Computer · plays to win', short: 'Win-probability computer' },
];

export const kindOf = (kind) => KINDS.find((k) => k.kind === kind || k.letter === kind) ?? KINDS[0];

export const MAX_NAME = 24;

/** The name a seat gets when the player leaves its box empty. */
export function defaultName(seat, letterOrKind) {
  return kindOf(letterOrKind).letter === 'h' ? `Player ${seat + 1}` : `Computer ${seat + 1}`;
}

/** A seat's display name: what the players typed (trimmed, shortened) or the default. */
export function nameOf(names, seat, view) {
  const typed = typeof names?.[seat] === 'string' ? names[seat].trim().slice(0, MAX_NAME) : '';
  return typed || defaultName(seat, view?.seats?.[seat]?.kind ?? 'h');
}

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Ada", "Ada and Bob", "Ada, Bob and Cy". */
export function listNames(list) {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** "Ada wins with 3150 points." or "Ada and Bob share the win with 3000 points." */
export function winnerSentence(snap, names) {
  const { view } = snap;
  const winners = snap.status.winners ?? view.winners ?? [];
  if (!winners.length) return snap.status.text;
  const who = listNames(winners.map((seat) => nameOf(names, seat, view)));
  const points = view.seats[winners[0]].score;
  return winners.length === 1 ? `${who} wins with ${points} points.` : `${who} share the win with ${points} points.`;
}

/** What the last roll did, in words ("150 points, turn total 150, 3 dice left."). */
export function rollOutcome(roll, view, lostTotal) {
  if (roll.bust) {
    return lostTotal > 0 ? `bust! The turn total of ${lostTotal} is lost.` : 'bust! No points this turn.';
  }
  if (view.keeping) return `up to ${roll.points} points: choose the dice to keep.`;
  const rest = roll.hotDice ? 'hot dice: all 5 dice can be rolled again' : `${plural(view.diceToRoll, 'die', 'dice')} left`;
  return `${roll.points} points, turn total ${view.turnTotal}, ${rest}.`;
}

/** What a keep did, under the house rule ("Ada keeps 1: turn total 100, 4 dice to roll."). */
export function keepOutcome(view, names) {
  const who = nameOf(names, view.current, view);
  const rest = view.diceToRoll === 5 && view.kept.length === view.lastRoll.dice.length ? 'hot dice: all 5 dice can be rolled again' : `${plural(view.diceToRoll, 'die', 'dice')} to roll`;
  return `${who} keeps ${view.kept.join(' ')}: turn total ${view.turnTotal}, ${rest}.`;
}

/** What the last bank did ("Ada banks 350 and is in the game with 350."). */
export function bankOutcome(bank, view, names) {
  const who = nameOf(names, bank.seat, view);
  const score = view.seats[bank.seat].score;
  if (!bank.counted) return `${who} stops with ${bank.points}: below the ${view.entry} needed to get in, so nothing counts.`;
  if (bank.entered) return `${who} banks ${bank.points} and is in the game with ${score}.`;
  return `${who} banks ${bank.points}: score ${score}.`;
}

/** Whose turn it is, as the headline says it. */
export function turnSentence(snap, names) {
  const { view, status } = snap;
  if (status.over) return winnerSentence(snap, names);
  const who = nameOf(names, view.current, view);
  if (view.rollsThisTurn === 0) return `${who} to roll ${plural(view.diceToRoll, 'die', 'dice')}.`;
  return `${who}: roll ${plural(view.diceToRoll, 'die', 'dice')} or bank ${view.turnTotal}.`;
}

/**
 * Sentences about the move that led from `prev` to `next` (a roll, a bank, the final round,
 * the winner, whose turn it is). `how` is 'move', 'undo' or 'redo'.
 */
export function describeChange(prev, next, names, how = 'move') {
  const view = next.view;
  if (how === 'undo') {
    return [`Move undone.`, turnSentence(next, names)].join(' ');
  }
  const parts = [];
  if (how === 'redo') parts.push('Move redone.');
  const mover = nameOf(names, prev.view.current, prev.view);
  if (next.lastMove?.startsWith('r') && view.lastRoll) {
    const roll = view.lastRoll;
    parts.push(`${mover} rolled ${roll.dice.join(' ')}: ${rollOutcome(roll, view, prev.view.turnTotal)}`);
  } else if (next.lastMove === 'b' && view.lastBank) {
    parts.push(bankOutcome(view.lastBank, view, names));
  } else if (next.lastMove?.startsWith('k')) {
    parts.push(keepOutcome(view, names));
  }
  if (view.finalRound && !prev.view.finalRound && view.finalRoundBy !== null) {
    parts.push(`Final round: ${nameOf(names, view.finalRoundBy, view)} reached ${view.seats[view.finalRoundBy].score}, everyone else gets one more turn.`);
  }
  if (next.status.over) parts.push(winnerSentence(next, names));
  else if (view.current !== prev.view.current) parts.push(`${nameOf(names, view.current, view)}'s turn.`);
  return parts.join(' ');
}
