// mastermind-text.js: the words of <mastermind-game>: presets, params, row labels and announcements.
// Everything here reads engine views; no rule of the game is decided in this file.
import { say } from '../../common/words.js';
import { codeText } from './mastermind-pegs.js';

export const PRESETS = {
  classic: { label: 'Classic', params: 'p4,c6,r10', blurb: '4 pegs, 6 colours, 10 rows' },
  super: { label: 'Super', params: 'p5,c8,r12', blurb: '5 pegs, 8 colours, 12 rows' },
  bulls: { label: 'Bulls & Cows', params: 'p4,c10,r10,u', blurb: '4 different digits, 10 rows' },
};

export const STRATEGIES = [
  { value: 'optimal', label: 'Optimal (fewest possible on Classic and Bulls & Cows)' },
  { value: 'best', label: 'Best (near the fewest, quick on any size)' },
  { value: 'knuth', label: 'Knuth (minimax)' },
  { value: 'consistent', label: 'Quick (first code that fits)' },
];

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Bulls & Cows and every game like it (10 colours, no repeats) are played with digits. */
export const isDigits = (view) => view.colours === 10 && !view.duplicates;

/** The look pegs take in `view`: digits for Bulls & Cows, else the player's choice. */
export const lookOf = (view, choice) => (isDigits(view) ? 'digits' : choice === 'numbers' ? 'numbers' : 'symbols');

/** Options → engine params ("p4,c6,r10,make,knuth"). Values are passed on as typed: the engine judges them. */
export function paramsOf({ preset, pegs, colours, rows, duplicates, mode, strategy }) {
  const parts = [];
  if (preset && PRESETS[preset]) parts.push(PRESETS[preset].params);
  else {
    parts.push(`p${pegs},c${colours},r${rows}`);
    if (!duplicates) parts.push('u');
  }
  if (mode === 'make') parts.push('make');
  if (mode === 'make' && strategy && strategy !== 'best') parts.push(strategy);
  return parts.join(',');
}

/** New-game settings from the element's attributes (`get(name)` reads one; see mastermind-game.js). */
export function settingsFromAttributes(get) {
  const custom = ['pegs', 'colours', 'rows', 'duplicates'].some((name) => get(name) !== null);
  return {
    mode: get('mode') === 'make' ? 'make' : 'break',
    preset: custom ? 'custom' : (PRESETS[get('preset')] ? get('preset') : 'classic'),
    pegs: get('pegs') ?? '4',
    colours: get('colours') ?? '6',
    rows: get('rows') ?? '10',
    duplicates: !['false', 'no', '0'].includes((get('duplicates') ?? 'true').trim().toLowerCase()),
    strategy: get('strategy') ?? 'best',
  };
}

/** The settings a game was started with, read back from its view. */
export function settingsOf(view) {
  return {
    mode: view.mode, preset: presetOf(view), pegs: view.pegs, colours: view.colours, rows: view.rows,
    duplicates: view.duplicates, strategy: view.strategy,
  };
}

/** The preset a view was made from, or 'custom'. */
export function presetOf(view) {
  const base = `p${view.pegs},c${view.colours},r${view.rows}${view.duplicates ? '' : ',u'}`;
  return Object.keys(PRESETS).find((key) => PRESETS[key].params === base) ?? 'custom';
}

/** "Classic · 4 pegs · 6 colours" for the board's header. */
export function gameTitle(view) {
  const preset = presetOf(view);
  const name = preset === 'custom' ? 'Custom' : PRESETS[preset].label;
  const things = isDigits(view) ? 'digits' : 'colours';
  const repeats = view.duplicates ? 'repeats allowed' : 'no repeats';
  return `${name} · ${plural(view.pegs, 'peg')} · ${view.colours} ${things} · ${repeats}`;
}

/** What exact/misplaced are called in this game. */
export function feedbackWords(view) {
  return isDigits(view)
    ? { exact: 'bull', exacts: 'bulls', misplaced: 'cow', misplaceds: 'cows' }
    : { exact: 'exact', exacts: 'exact', misplaced: 'misplaced', misplaceds: 'misplaced' };
}

/** "1 exact, 2 misplaced" or "1 bull, 2 cows". */
export function feedbackText(view, exact, misplaced) {
  const w = feedbackWords(view);
  return `${exact} ${exact === 1 ? w.exact : w.exacts}, ${misplaced} ${misplaced === 1 ? w.misplaced : w.misplaceds}`;
}

/** The label of a past row: "Guess 3: 1 1 2 2 — 1 exact, 2 misplaced". */
export function rowLabel(view, index, look) {
  const row = view.history[index];
  const code = codeText(row.guess, look);
  if (row.exact === null) return `Guess ${index + 1}: ${code} — waiting for your answer`;
  return `Guess ${index + 1}: ${code} — ${feedbackText(view, row.exact, row.misplaced)}`;
}

// A code of the engine's messages ("1 5 3 10": colours from 1) with the tenth colour as the digit 0.
const digitCode = (text) => {
  const numbers = text.split(' ');
  return numbers.every((n) => n !== '' && [...n].every((c) => c >= '0' && c <= '9')) ? numbers.map((n) => String(Number(n) % 10)).join(' ') : text;
};

/**
 * How a digits game (Bulls & Cows) renders the engine's messages (words.js hooks): the board shows
 * the tenth colour as 0, so colours and codes are written as its digits and a repeated colour is a
 * repeated digit.
 */
export const DIGIT_HOOKS = {
  number: (name, n) => (name === 'colour' ? n % 10 : n),
  text: (name, value) => (name === 'code' || name === 'guess' ? digitCode(value) : value),
  templates: { 'mastermind.code.twice': 'Digit {colour} appears twice in {what}, and this game allows no duplicates.' },
};

/** An engine sentence in the board's words: its message rendered with digits for a digits game, else as it is. */
export function shownSentence(text, view, message = null) {
  if (!view || !isDigits(view) || !message) return text;
  return say(message, text, 'en', undefined, DIGIT_HOOKS);
}

/** The headline over the board. */
export function headline(snap) {
  const { view, status } = snap;
  const n = plural(view.history.length, 'guess', 'guesses');
  if (status.over && view.mode === 'make') return view.solved ? `Found in ${n}` : `Not found in ${n}`;
  if (status.over) return view.solved ? `Solved in ${n}` : view.gaveUp ? 'You gave up' : 'Out of rows';
  if (view.mode === 'make') {
    if (view.history.length === 0) return 'Think of a secret code';
    return view.awaitingAnswer ? `Answer guess ${view.history.length}` : 'The computer is thinking…';
  }
  const left = view.rows - view.history.length;
  return `Guess ${view.history.length + 1} of ${view.rows}`.concat(left === 1 ? ' · last row!' : '');
}

/** The sentence under the result's title, in the board's digits when needed. */
export function overSentence(snap) {
  return shownSentence(snap.status.text, snap.view, snap.status.message);
}

/** What the move from `prev` to `next` did, in words, for the live region and the event line. */
export function describeChange(prev, next, how, look) {
  const { view, status } = next;
  const parts = [];
  if (how === 'undo') parts.push('Undone.');
  if (how === 'redo') parts.push('Redone.');
  const added = view.history.length > prev.view.history.length || how === 'redo' || how === 'move' || how === 'computer';
  const last = view.history.length - 1;
  if (last >= 0 && added && how !== 'undo') {
    const row = view.history[last];
    if (view.mode === 'break') parts.push(`${rowLabel(view, last, look)}.`);
    else if (row.exact === null) parts.push(`The computer guesses ${codeText(row.guess, look)}.`);
    else parts.push(`You answered ${feedbackText(view, row.exact, row.misplaced)} to guess ${last + 1}.`);
  }
  if (status.over) parts.push(overSentence(next));
  else parts.push(nextStep(next, look));
  return parts.join(' ');
}

/** Why the row takes no colour in make mode once the computer guesses: it is guessing, or its guess awaits an answer. */
export function rowClosedSentence(view) {
  if (!view.awaitingAnswer) return 'Please wait: the computer is choosing its guess.';
  return `Answer the computer's guess with ${isDigits(view) ? 'B and C' : 'E and M'} (Shift for fewer), or the + and − buttons.`;
}

/** A key or button asked for a colour this game does not have. */
export function notAColourSentence(view, colour) {
  return `This game has ${view.colours} ${isDigits(view) ? 'digits' : 'colours'}: ${isDigits(view) ? 'that digit' : `colour ${colour}`} is not one of them.`;
}

/** The line under the board after a hint (mastermind.hint's answer). */
export function hintSentence({ guess, remaining }, look) {
  const remain = remaining === 1 ? '1 code remains: this is it!' : `${remaining} codes remain.`;
  return `Hint: ${codeText(guess, look)} fits every answer so far. ${remain}`;
}

/** What happens next, in one sentence. */
export function nextStep(snap, look) {
  const { view, status } = snap;
  if (status.over) return overSentence(snap);
  if (view.mode === 'make') {
    if (view.history.length === 0) return 'Think of a code, then let the computer guess.';
    if (view.awaitingAnswer) {
      const remaining = view.history.length > 1 ? ` ${plural(view.remaining, 'code')} still fit your answers.` : '';
      return `Answer guess ${view.history.length} (${codeText(view.history[view.history.length - 1].guess, look)}): how many ${feedbackWords(view).exacts}, how many ${feedbackWords(view).misplaceds}?${remaining}`;
    }
    return `The computer is thinking. ${plural(view.remaining, 'code')} still fit your answers.`;
  }
  const left = view.rows - view.history.length;
  return `${plural(left, 'row')} left.`;
}
