// connect4-text.js: the words of <connect4-game>: seats and levels, params, titles, moves, the computer's proof and
// the column evaluations. Scores follow the engine's convention (wasm/README.md); nothing here decides a rule.
import { dropSentence, headline as discHeadline, overSentence as discOverSentence, seatRole as discSeatRole } from '../../common/disc/disc-text.js';

export const COLOUR = ['Red', 'Yellow'];
export const PIECE = ['R', 'Y'];
/** The board's characters for the view's cell values (0 empty, 1 red, 2 yellow). */
const CELL = ['.', 'R', 'Y'];

/** Seat kinds as the engine names them, with the letter params use and the words players see. */
export const SEATS = [
  { kind: 'human', letter: 'h', label: 'Person' },
  { kind: 'perfect', letter: 'p', label: 'Computer: perfect' },
  { kind: 'strong', letter: 's', label: 'Computer: strong' },
  { kind: 'casual', letter: 'c', label: 'Computer: casual' },
];
const byLetter = Object.fromEntries(SEATS.map((s) => [s.letter, s.kind]));
const letterOf = Object.fromEntries(SEATS.map((s) => [s.kind, s.letter]));
const LABELS = Object.fromEntries(SEATS.map((s) => [s.kind, s.label]));

export const DEFAULTS = { seats: ['human', 'strong'] };

/** Settings { seats: [red's kind, yellow's] } → engine params ("hp"). The engine judges them. */
export const paramsOf = ({ seats }) => seats.map((kind) => letterOf[kind] ?? kind).join('');

/** New-game settings from the element's `players` attribute (two seat letters, "hp"). */
export function settingsFromAttributes(get) {
  const players = (get('players') ?? '').trim().toLowerCase();
  const ok = players.length === 2 && [...players].every((ch) => byLetter[ch]);
  return { seats: ok ? [...players].map((ch) => byLetter[ch]) : [...DEFAULTS.seats] };
}

export const settingsOf = (view) => ({ seats: [...view.seats] });

/** The board as rows of 'R', 'Y' and '.', top row first (what disc-board.js draws). */
export const rowsOf = (view) => view.board.map((row) => row.map((cell) => CELL[cell]).join(''));

export const seatRole = (view, seat) => discSeatRole(view, seat, LABELS);
export const headline = (snap, options) => discHeadline(snap, COLOUR, options);
export const overSentence = (snap) => discOverSentence(snap, COLOUR);

/** Who plays whom: "Against the perfect computer", "Two players", "Perfect vs casual computer". */
export function gameTitle(view) {
  const computers = view.seats.filter((kind) => kind !== 'human');
  if (computers.length === 0) return 'Two players';
  if (computers.length === 1) return `Against the ${computers[0]} computer`;
  return `${computers[0][0].toUpperCase()}${computers[0].slice(1)} vs ${computers[1]} computer`;
}

/** What the last move of a snapshot did: "Yellow drops a disc in column 4, row 5." */
export function describeMove(snap) {
  const { view } = snap;
  if (!view.lastColumn || view.moves.length === 0) return '';
  const mover = COLOUR[(view.moves.length - 1) % 2];
  const c = view.lastColumn - 1;
  return dropSentence(mover, view.lastColumn, view.board.findIndex((row) => row[c] !== 0));
}

// ---- scores in words ----------------------------------------------------------------------------
// A score s > 0: the side to move makes four with its (22 - s)-th disc; s < 0: the opponent with
// its (22 + s)-th; 0: a draw. Moves are counted from now, the side to move's first being the move
// the score is about. Nobody makes four before their 4th disc, which clamps loose bounds.

/** Discs each side has on the board after `moves` moves: [the side to move's, the other's]. */
const discs = (moves) => [Math.floor(moves / 2), Math.ceil(moves / 2)];

/**
 * Who makes four and how soon, for a score s != 0 seen by the side to move after `moves` moves.
 * `names` = { mover, opponent }: mover null means the reader ("wins in 2 of your moves"), a colour
 * the computer ("Yellow wins in 2 of its moves"). `atMost`: the score is a bound, so is the count.
 */
function winPhrase(score, moves, { mover, opponent }, atMost = false) {
  const [mine, theirs] = discs(moves);
  const bound = atMost ? 'at most ' : '';
  if (score > 0) {
    const n = Math.max(22 - score - mine, 4 - mine);
    const when = !atMost && n === 1 ? 'at once' : `in ${bound}${n} of ${mover ? 'its' : 'your'} moves`;
    return mover ? `${mover} wins ${when}` : `wins ${when}`;
  }
  const n = Math.max(22 + score - theirs, 4 - theirs);
  const when = !atMost && n === 1 ? 'on its next move' : `in ${bound}${n} of its moves`;
  return `${mover ? '' : 'loses: '}${opponent} wins ${when}`;
}

/**
 * A score or its bounds in words: "wins in 2 of your moves", "a draw", "loses: Yellow wins in 5 of
 * its moves", "at least a draw", "wins in at most 9 of your moves", "at worst a loss in 12 of
 * Yellow's moves, at best a win in 13 of your moves". `proven` is false for bounds.
 */
export function scoreWords({ lower, upper }, moves, names) {
  if (lower === upper) return { text: lower === 0 ? 'a draw' : winPhrase(lower, moves, names), proven: true };
  let text;
  if (lower > 0 || upper < 0) {
    text = winPhrase(lower > 0 ? lower : upper, moves, names, true);
  } else if (lower === 0) {
    text = 'at least a draw';
  } else if (upper === 0) {
    text = 'at most a draw';
  } else {
    const [mine, theirs] = discs(moves);
    const worst = Math.max(22 + lower - theirs, 4 - theirs);
    const best = Math.max(22 - upper - mine, 4 - mine);
    text = `at worst a loss in ${worst} of ${names.opponent}'s moves, at best a win in ${best} of ${names.mover ? `${names.mover}'s` : 'your'} moves`;
  }
  return { text, proven: false };
}

/** The short label of a column's evaluation on the board: { word: 'Win', detail: 'in 2' } ('≤ 9' for a bound). */
export function scoreChip({ lower, upper }, moves) {
  const [mine, theirs] = discs(moves);
  const exact = lower === upper;
  if (exact && lower === 0) return { word: 'Draw', detail: '' };
  if (lower > 0) return { word: 'Win', detail: `${exact ? 'in' : '≤'} ${Math.max(22 - lower - mine, 4 - mine)}` };
  if (upper < 0) return { word: 'Loss', detail: `${exact ? 'in' : '≤'} ${Math.max(22 + upper - theirs, 4 - theirs)}` };
  if (lower === 0) return { word: '≥ Draw', detail: '' };
  if (upper === 0) return { word: '≤ Draw', detail: '' };
  return { word: '?', detail: '' };
}

/**
 * Every column in words for the side to move (a person reading it: "your moves"): "Column 3 wins
 * in 2 of your moves.", "Column 2 is a draw." or, for bounds, "Column 5 is at least a draw (not
 * proven within the budget)."; "Column 4 is full.".
 */
export function columnSentences(columns, view) {
  const names = { mover: null, opponent: COLOUR[1 - view.toMove] };
  return columns.map((column, i) => {
    if (!column) return `Column ${i + 1} is full.`;
    const { text, proven } = scoreWords(column, view.moves.length, names);
    const verb = /^(wins|loses)/.test(text) ? '' : 'is ';
    return `Column ${i + 1} ${verb}${text}${proven ? '' : ' (not proven within the budget)'}.`;
  });
}

/**
 * "Best: column 3 (wins in 3 of your moves)." once the evaluations prove which columns are best
 * (no other column could score more), else ''.
 */
function bestSentence(columns, view) {
  const playable = columns.map((c, i) => ({ c, i })).filter((x) => x.c);
  if (!playable.length) return '';
  const top = Math.max(...playable.map((x) => x.c.lower));
  const best = playable.filter((x) => x.c.lower === top);
  const beaten = playable.every((x) => best.includes(x) || x.c.upper <= top);
  if (!beaten || (best.length > 1 && best.some((x) => !x.c.proven))) return '';
  const names = { mover: null, opponent: COLOUR[1 - view.toMove] };
  const list = best.map((x) => x.i + 1);
  const which = list.length === 1 ? `column ${list[0]}` : `columns ${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return `Best: ${which} (${scoreWords(best[0].c, view.moves.length, names).text}).`;
}

/** The line over the evaluations (also announced): what is proven, the time it took, the best column when proven. */
export function evaluationText(columns, seconds, view) {
  return [evaluationSummary(columns, seconds), bestSentence(columns, view)].filter(Boolean).join(' ');
}

function evaluationSummary(columns, seconds) {
  const open = columns.filter((c) => c && !c.proven).length;
  const playable = columns.filter(Boolean).length;
  const time = `${seconds.toFixed(1)} s`;
  if (open === 0) return `Every column is proven (${time}).`;
  return `${plural(playable - open, 'column')} of ${playable} proven; ${open} not proven within the budget (${time}). Evaluate again to search further.`;
}

/**
 * What the computer's move was worth, from its choice (connect4.choose): "Perfect play: Yellow
 * wins in 7 of its moves, this one included.", "Best move found in 0.8 s, not proven." (with what
 * was proven of it, if anything), the only move that does not lose at once, or a careless one.
 */
export function proofSentence(choice, { mover, moves, seconds }) {
  if (choice.careless) return `${mover} played a casual move, without searching.`;
  const names = { mover, opponent: COLOUR[1 - COLOUR.indexOf(mover)] };
  const { text, proven: exact } = scoreWords(choice, moves, names);
  // Something definite about the result: a win, a draw or a loss is certain, if not how soon.
  const definite = exact || choice.lower >= 0 || choice.upper <= 0;
  // The count includes the move just shown, which would otherwise read as moves still to come.
  const words = `${text}${choice.lower > 0 && !text.endsWith('at once') ? ', this one included' : ''}`;
  if (!choice.proven) return `Best move found in ${seconds.toFixed(1)} s, not proven${definite ? ` to be the best; ${words}` : ''}.`;
  if (exact) return `Perfect play: ${words}.`;
  if (!definite && choice.nodes === 0) return 'The only move that does not lose at once.';
  return `Proven best move: ${words}.`;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

// ---- the opening book ---------------------------------------------------------------------------

const SEARCHED_EVALUATIONS = 'Early in a game the search cannot finish within a second: the page then says what it could prove (at least a draw, at most a win in 9…) and that it is not proven.';
const SEARCHED_COMPUTER = 'the perfect level is only perfect once its search fits the budget, usually from the 8th to 12th move on; until then it plays the best move it found and says it is not proven.';

/**
 * What the rules say about the evaluations and the computer, true of this page's opening book:
 * `book` = { depth (null: this build has none), state (null until first needed, then 'loaded',
 * 'refused', 'absent' or 'unreachable'), reason (why it was refused, in the page's words) }.
 * Returns { evaluations, computer }, each to follow its bold label.
 */
export function bookSentences({ depth, state, reason = '' }) {
  if (depth === null) return { evaluations: SEARCHED_EVALUATIONS, computer: `this copy of the game has no opening book, so ${SEARCHED_COMPUTER}` };
  if (state === 'refused') {
    return { evaluations: SEARCHED_EVALUATIONS, computer: `the opening book could not be used (${reason.replace(/\.$/, '')}), so ${SEARCHED_COMPUTER}` };
  }
  if (state === 'absent' || state === 'unreachable') {
    return { evaluations: SEARCHED_EVALUATIONS, computer: `the opening book could not be fetched, so for now ${SEARCHED_COMPUTER} It is tried again at the next evaluation or perfect move.` };
  }
  const when = state === 'loaded' ? 'is loaded' : 'is fetched the first time an evaluation or the perfect level needs it';
  return {
    evaluations: `Every column of the first ${depth} moves is scored exactly at once from the opening book. Later, a search that cannot finish within a second says what it could prove (at least a draw, at most a win in 9…) and that it is not proven.`,
    computer: `the perfect level plays each of the first ${depth} moves from an opening book of every position up to ${depth} discs (it ${when}), so those moves are proven; after that it searches, and a move its search could not prove within the budget is said to be not proven.`,
  };
}
