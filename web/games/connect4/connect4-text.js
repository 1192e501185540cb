// connect4-text.js: the words of <connect4-game>: seats and levels, params, titles, moves, the computer's proof and
// the column evaluations, in the element's language (t, from connect4-words.js and disc-words.js). Scores follow the engine's
// convention (wasm/README.md); nothing here decides a rule.
import {
  colourName, dropSentence, headline as discHeadline, overSentence as discOverSentence, seatRole as discSeatRole,
} from '../../common/disc/disc-text.js';

export const COLOUR = ['red', 'yellow'];
export const PIECE = ['R', 'Y'];
/** The board's characters for the view's cell values (0 empty, 1 red, 2 yellow). */
const CELL = ['.', 'R', 'Y'];

/** Seat kinds as the engine names them, with the letter params use. */
export const SEATS = [
  { kind: 'human', letter: 'h' },
  { kind: 'perfect', letter: 'p' },
  { kind: 'strong', letter: 's' },
  { kind: 'casual', letter: 'c' },
];
const byLetter = Object.fromEntries(SEATS.map((s) => [s.letter, s.kind]));
const letterOf = Object.fromEntries(SEATS.map((s) => [s.kind, s.letter]));

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

const levels = (t) => ({ perfect: t('c4.seat.perfect'), strong: t('c4.seat.strong'), casual: t('c4.seat.casual') });
export const seatRole = (t, view, seat) => discSeatRole(t, view, seat, levels(t));
export const headline = (t, snap, options) => discHeadline(t, snap, COLOUR, options);
export const overSentence = (t, snap, draw) => discOverSentence(t, snap, COLOUR, { draw });

/** Who plays whom: "Against the perfect computer", "Two players", "Perfect vs casual computer". */
export function gameTitle(t, view) {
  const computers = view.seats.filter((kind) => kind !== 'human');
  if (computers.length === 0) return t('c4.twoPlayers');
  if (computers.length === 1) return t('c4.against', { level: t(`c4.levelWord.${computers[0]}`) });
  return t('c4.computers', { a: t(`c4.level.${computers[0]}`), b: t(`c4.levelWord.${computers[1]}`) });
}

/** What the last move of a snapshot did: "Yellow drops a disc in column 4, row 5." */
export function describeMove(t, snap) {
  const { view } = snap;
  if (!view.lastColumn || view.moves.length === 0) return '';
  const mover = colourName(t, COLOUR[(view.moves.length - 1) % 2]);
  const c = view.lastColumn - 1;
  return dropSentence(t, mover, view.lastColumn, view.board.findIndex((row) => row[c] !== 0));
}

// ---- scores in words ----------------------------------------------------------------------------
// A score s > 0: the side to move makes four with its (22 - s)-th disc; s < 0: the opponent with
// its (22 + s)-th; 0: a draw. Moves are counted from now, the side to move's first being the move
// the score is about. Nobody makes four before their 4th disc, which clamps loose bounds.

/** Discs each side has on the board after `moves` moves: [the side to move's, the other's]. */
const discs = (moves) => [Math.floor(moves / 2), Math.ceil(moves / 2)];

/**
 * Who makes four and how soon, for a score s != 0 seen by the side to move after `moves` moves:
 * { text, now } (now: on the very next move). `names` = { mover, opponent }: mover null means the
 * reader ("wins in 2 of your moves"), a colour name the computer ("Yellow wins in 2 of its moves").
 * `atMost`: the score is a bound, so is the count.
 */
function winPhrase(t, score, moves, { mover, opponent }, atMost = false) {
  const [mine, theirs] = discs(moves);
  if (score > 0) {
    const n = Math.max(22 - score - mine, 4 - mine);
    const now = !atMost && n === 1;
    if (!mover) return { now, verb: true, text: t(now ? 'c4.winYouNow' : atMost ? 'c4.winYouAtMost' : 'c4.winYou', { n }) };
    return { now, verb: true, text: t(now ? 'c4.winItNow' : atMost ? 'c4.winItAtMost' : 'c4.winIt', { who: mover, n }) };
  }
  const n = Math.max(22 + score - theirs, 4 - theirs);
  const text = t(!atMost && n === 1 ? 'c4.winItNext' : atMost ? 'c4.winItAtMost' : 'c4.winIt', { who: opponent, n });
  return { now: false, verb: true, text: mover ? text : t('c4.loses', { text }) };
}

/**
 * A score or its bounds in words: "wins in 2 of your moves", "a draw", "loses: Yellow wins in 5 of
 * its moves", "at least a draw", "wins in at most 9 of your moves", "at worst a loss in 12 of
 * Yellow's moves, at best a win in 13 of your moves". `proven` is false for bounds; `now`: a win
 * on the very next move; `verb`: the words say what happens ("wins…"), not what it is ("a draw").
 */
export function scoreWords(t, { lower, upper }, moves, names) {
  if (lower === upper && lower === 0) return { text: t('c4.draw'), proven: true, now: false, verb: false };
  if (lower === upper) return { ...winPhrase(t, lower, moves, names), proven: true };
  if (lower > 0 || upper < 0) return { ...winPhrase(t, lower > 0 ? lower : upper, moves, names, true), proven: false };
  let text;
  if (lower === 0) {
    text = t('c4.atLeastDraw');
  } else if (upper === 0) {
    text = t('c4.atMostDraw');
  } else {
    const [mine, theirs] = discs(moves);
    const worst = Math.max(22 + lower - theirs, 4 - theirs);
    const best = Math.max(22 - upper - mine, 4 - mine);
    text = t(names.mover ? 'c4.rangeIt' : 'c4.range', { worst, best, opponent: names.opponent, mover: names.mover ?? '' });
  }
  return { text, proven: false, now: false, verb: false };
}

/** The short label of a column's evaluation on the board: { word: 'Win', detail: 'in 2' } ('≤ 9' for a bound). */
export function scoreChip(t, { lower, upper }, moves) {
  const [mine, theirs] = discs(moves);
  const exact = lower === upper;
  const detail = (n) => (exact ? t('c4.chip.in', { n }) : `≤ ${n}`);
  if (exact && lower === 0) return { word: t('c4.chip.draw'), detail: '' };
  if (lower > 0) return { word: t('c4.chip.win'), detail: detail(Math.max(22 - lower - mine, 4 - mine)) };
  if (upper < 0) return { word: t('c4.chip.loss'), detail: detail(Math.max(22 + upper - theirs, 4 - theirs)) };
  if (lower === 0) return { word: t('c4.chip.atLeastDraw'), detail: '' };
  if (upper === 0) return { word: t('c4.chip.atMostDraw'), detail: '' };
  return { word: '?', detail: '' };
}

/** The reader's names in score words: the reader moves, the other colour is the opponent. */
const readerNames = (t, view) => ({ mover: null, opponent: colourName(t, COLOUR[1 - view.toMove]) });

/**
 * Every column in words for the side to move (a person reading it: "your moves"): "Column 3 wins
 * in 2 of your moves.", "Column 2 is a draw." or, for bounds, "Column 5 is at least a draw (not
 * proven within the budget)."; "Column 4 is full.".
 */
export function columnSentences(t, columns, view) {
  const names = readerNames(t, view);
  return columns.map((column, i) => {
    if (!column) return t('c4.columnFull', { c: i + 1 });
    const { text, proven, verb } = scoreWords(t, column, view.moves.length, names);
    return t(verb ? 'c4.columnVerb' : 'c4.columnIs', { c: i + 1, text: proven ? text : t('c4.notProven', { text }) });
  });
}

/**
 * "Best: column 3 (wins in 3 of your moves)." once the evaluations prove which columns are best
 * (no other column could score more), else ''.
 */
function bestSentence(t, columns, view) {
  const playable = columns.map((c, i) => ({ c, i })).filter((x) => x.c);
  if (!playable.length) return '';
  const top = Math.max(...playable.map((x) => x.c.lower));
  const best = playable.filter((x) => x.c.lower === top);
  const beaten = playable.every((x) => best.includes(x) || x.c.upper <= top);
  if (!beaten || (best.length > 1 && best.some((x) => !x.c.proven))) return '';
  const { text } = scoreWords(t, best[0].c, view.moves.length, readerNames(t, view));
  const list = best.map((x) => x.i + 1);
  if (list.length === 1) return t('c4.bestOne', { c: list[0], text });
  return t('c4.bestMany', { list: list.slice(0, -1).join(', '), last: list.at(-1), text });
}

/** The line over the evaluations (also announced): what is proven, the time it took, the best column when proven. */
export function evaluationText(t, columns, seconds, view) {
  return [evaluationSummary(t, columns, seconds), bestSentence(t, columns, view)].filter(Boolean).join(' ');
}

function evaluationSummary(t, columns, seconds) {
  const open = columns.filter((c) => c && !c.proven).length;
  const playable = columns.filter(Boolean).length;
  const s = seconds.toFixed(1);
  if (open === 0) return t('c4.allProven', { s });
  return t('c4.someProven', { n: playable - open, playable, open, s });
}

/**
 * What the computer's move was worth, from its choice (connect4.choose): "Perfect play: Yellow
 * wins in 7 of its moves, this one included.", "Best move found in 0.8 s, not proven." (with what
 * was proven of it, if anything), the only move that does not lose at once, or a careless one.
 * `mover` is the seat that moved. `spoil` false: the result unsaid ("Proven best move.", or the search's time).
 */
export function proofSentence(t, choice, { mover, moves, seconds, spoil = true }) {
  const names = { mover: colourName(t, COLOUR[mover]), opponent: colourName(t, COLOUR[1 - mover]) };
  if (choice.careless) return t('c4.casualMove', { who: names.mover });
  // Unasked, the line says what the computer did, not who wins in how many (the player's to find).
  if (!spoil) return choice.proven ? t('c4.provenQuiet') : t('c4.foundNotProven', { s: seconds.toFixed(1) });
  const { text, proven: exact, now } = scoreWords(t, choice, moves, names);
  // Something definite about the result: a win, a draw or a loss is certain, if not how soon.
  const definite = exact || choice.lower >= 0 || choice.upper <= 0;
  // The count includes the move just shown, which would otherwise read as moves still to come.
  const words = choice.lower > 0 && !now ? t('c4.thisOneIncluded', { text }) : text;
  const s = seconds.toFixed(1);
  if (!choice.proven) return definite ? t('c4.foundNotBest', { s, text: words }) : t('c4.foundNotProven', { s });
  if (exact) return t('c4.perfectPlay', { text: words });
  if (!definite && choice.nodes === 0) return t('c4.onlyMove');
  return t('c4.provenBest', { text: words });
}

// ---- the opening book ---------------------------------------------------------------------------

/**
 * What the rules say about the evaluations and the computer, true of this page's opening book, in
 * the page's words `t`: `book` = { depth (null: this build has none), state (null until first
 * needed, then 'loaded', 'refused', 'absent' or 'unreachable'), reason (why it was refused, in the
 * page's words), exact (connect4.loadBook's: the search past it runs to the end) }. Returns
 * { evaluations, computer }, each to follow its bold label.
 */
export function bookSentences(t, { depth, state, reason = '', exact = false }) {
  const searched = { evaluations: t('c4.book.searchedEvaluations'), computer: t('c4.book.searchedComputer') };
  if (depth === null) return { evaluations: searched.evaluations, computer: t('c4.book.none', { searched: searched.computer }) };
  if (state === 'refused') {
    return { evaluations: searched.evaluations, computer: t('c4.book.refused', { reason: reason.replace(/\.$/, ''), searched: searched.computer }) };
  }
  if (state === 'absent' || state === 'unreachable') {
    return { evaluations: searched.evaluations, computer: t('c4.book.unreachable', { searched: searched.computer }) };
  }
  const when = t(state === 'loaded' ? 'c4.book.whenLoaded' : 'c4.book.whenLater');
  if (exact) return { evaluations: t('c4.book.exactEvaluations', { depth }), computer: t('c4.book.exactComputer', { depth, when }) };
  return { evaluations: t('c4.book.evaluations', { depth }), computer: t('c4.book.computer', { depth, when }) };
}
