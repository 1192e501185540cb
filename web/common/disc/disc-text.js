// disc-text.js: the words the disc-dropping games share (headlines, seat roles, results, drops), from engine views, in the element's language (t, from disc-words.js).
// `colours` are the seats' colour ids (['red', 'blue'], ['red', 'yellow']); nothing here decides a rule of a game.

const isComputer = (kind) => kind !== 'human';
const humans = (view) => view.seats.filter((kind) => !isComputer(kind)).length;

/** A seat's colour as a name ("Red"): the seat's name in sentences. */
export const colourName = (t, colour) => t(`disc.colour.${colour}`);

/** "You", "Person", or the computer's label (`labels[kind]`, e.g. "Computer: casual") as a seat's role line. */
export function seatRole(t, view, seat, labels) {
  const kind = view.seats[seat];
  if (isComputer(kind)) return labels[kind] ?? t('computer');
  return humans(view) === 1 ? t('grid.you') : t('person');
}

/** The big line over the board: "Your move, Red", "Blue is thinking…", "Red wins!", "A draw". */
export function headline(t, snap, colours, { thinking = false } = {}) {
  const { view, status } = snap;
  if (status.over) {
    if (status.winners.length === 1) return t('disc.wins', { who: colourName(t, colours[status.winners[0]]) });
    return t('disc.draw');
  }
  const who = colourName(t, colours[view.toMove]);
  if (isComputer(view.seats[view.toMove])) return t(thinking ? 'disc.thinking' : 'disc.toPlay', { who });
  return t(humans(view) === 1 ? 'disc.yourMove' : 'disc.toPlay', { who });
}

/** "Red drops a disc in column 4, row 6." (rows counted from the top, as the board's labels do). */
export function dropSentence(t, mover, column, row) {
  return row >= 0 ? t('disc.dropRow', { who: mover, c: column, row: row + 1 }) : t('disc.drop', { who: mover, c: column });
}

/** The sentence under the result's title: "Red lined up 4 in a row, after 23 moves.", or the engine's words for a draw. */
export function overSentence(t, snap, colours, { k = 4, how = '', draw = snap.status.text } = {}) {
  const { status } = snap;
  if (status.winners.length !== 1) return draw;
  return t('disc.linedUp', { who: colourName(t, colours[status.winners[0]]), k, how, n: snap.moveCount });
}
