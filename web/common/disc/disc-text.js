// disc-text.js: the words the disc-dropping games share (headlines, seat roles, results, drops), from engine views.
// `colours` names the seats (['Red', 'Blue'], ['Red', 'Yellow']); nothing here decides a rule of a game.

const isComputer = (kind) => kind !== 'human';
const humans = (view) => view.seats.filter((kind) => !isComputer(kind)).length;

/** "You", "Person", or the computer's label (`labels[kind]`, e.g. "Computer: casual") as a seat's role line. */
export function seatRole(view, seat, labels) {
  const kind = view.seats[seat];
  if (isComputer(kind)) return labels[kind] ?? 'Computer';
  return humans(view) === 1 ? 'You' : 'Person';
}

/** The big line over the board: "Your move, Red", "Blue is thinking…", "Red wins!", "A draw". */
export function headline(snap, colours, { thinking = false } = {}) {
  const { view, status } = snap;
  if (status.over) {
    if (status.winners.length === 1) return `${colours[status.winners[0]]} wins!`;
    return 'A draw';
  }
  const who = colours[view.toMove];
  if (isComputer(view.seats[view.toMove])) return thinking ? `${who} is thinking…` : `${who} to play`;
  return humans(view) === 1 ? `Your move, ${who}` : `${who} to play`;
}

/** "Red drops a disc in column 4, row 6." (rows counted from the top, as the board's labels do). */
export function dropSentence(mover, column, row) {
  return `${mover} drops a disc in column ${column}${row >= 0 ? `, row ${row + 1}` : ''}.`;
}

/** The sentence under the result's title: "Red lined up 4 in a row, after 23 moves.", or the engine's words for a draw. */
export function overSentence(snap, colours, { k = 4, how = '' } = {}) {
  const { status } = snap;
  if (status.winners.length !== 1) return status.text;
  return `${colours[status.winners[0]]} lined up ${k} in a row${how}, after ${snap.moveCount} ${snap.moveCount === 1 ? 'move' : 'moves'}.`;
}
