// mastermind-text.js: the words of <mastermind-game>: presets, params, row labels and announcements, in the element's
// language (t, from mastermind-words.js; the core's sentences from its message, words.js).
// Everything here reads engine views; no rule of the game is decided in this file.
import { say } from '../../common/words.js';
import { codeText } from './mastermind-pegs.js';

/** The presets' params; their names and blurbs are mm.preset.<key> and mm.blurb.<key>. */
export const PRESETS = {
  classic: { params: 'p4,c6,r10' },
  super: { params: 'p5,c8,r12' },
  bulls: { params: 'p4,c10,r10,u' },
};

/** How the computer may guess (mm.strategy.<value>). */
export const STRATEGIES = ['optimal', 'best', 'knuth', 'consistent'];

/** Bulls & Cows and every game like it (10 colours, no repeats) are played with digits: the core says which (view.digits). */
export const isDigits = (view) => view.digits === true;

/** The look pegs take in `view`: digits for Bulls & Cows, else the player's choice. */
export const lookOf = (view, choice) => (isDigits(view) ? 'digits' : choice === 'numbers' ? 'numbers' : 'symbols');

/** A look a host asks for (the `look` property): 'symbols' or 'numbers', else a RangeError naming it. */
export function lookChoice(look) {
  if (look === 'symbols' || look === 'numbers') return look;
  throw new RangeError(`<mastermind-game>: look is 'symbols' or 'numbers', not ${typeof look === 'string' ? `'${look}'` : String(look)}`);
}

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
export function gameTitle(t, view) {
  const name = t(`mm.preset.${presetOf(view)}`);
  const colours = t(isDigits(view) ? 'mm.digitsN' : 'mm.coloursN', { n: view.colours });
  return t('mm.title', { name, pegs: t('mm.pegsN', { n: view.pegs }), colours, repeats: t(view.duplicates ? 'mm.repeats' : 'mm.noRepeats') });
}

/** What exact/misplaced (or bull/cow) are called in this game: for one, and for several (2 takes the other form in every page language). */
export function feedbackWords(t, view) {
  const [exact, misplaced] = isDigits(view) ? ['bull', 'cow'] : ['exact', 'misplaced'];
  const word = (key, n) => t(`mm.word.${key}`, { n });
  return { exact: word(exact, 1), exacts: word(exact, 2), misplaced: word(misplaced, 1), misplaceds: word(misplaced, 2) };
}

/** "1 exact, 2 misplaced" or "1 bull, 2 cows". */
export function feedbackText(t, view, exact, misplaced) {
  const digits = isDigits(view);
  return `${t(digits ? 'mm.bullsN' : 'mm.exactN', { n: exact })}, ${t(digits ? 'mm.cowsN' : 'mm.misplacedN', { n: misplaced })}`;
}

/** The label of a past row: "Guess 3: 1 1 2 2 — 1 exact, 2 misplaced". */
export function rowLabel(t, view, index, look) {
  const row = view.history[index];
  const code = codeText(row.guess, look);
  // A friend's answer comes by link (mastermind-friend.js); make mode's is the player's own.
  if (row.exact === null) return t(view.mode === 'friend' ? 'mm.friend.rowWaiting' : 'mm.rowWaiting', { n: index + 1, code });
  return t('mm.row', { n: index + 1, code, answer: feedbackText(t, view, row.exact, row.misplaced) });
}

/**
 * An engine sentence in `lang`: its message from the catalogues (words.js; the core itself writes a
 * digits game's codes and repeated digits as the board shows them); `text` (the core's English, or a refusal already worded) when
 * there is no message or no catalogue can say it. The hooks are there even for a colours game, so
 * that English too is rendered from the message: a message the page changed (make mode's "your
 * secret") then reads as changed.
 */
export function shownSentence(text, view, message, lang) {
  return say(message, text, lang, undefined, {});
}

/** The headline over the board. */
export function headline(t, snap) {
  const { view, status } = snap;
  const guesses = t('mm.guesses', { n: view.history.length });
  if (status.over && view.mode === 'make') return t(view.solved ? 'mm.found' : 'mm.notFound', { guesses });
  if (status.over) return view.solved ? t('mm.solvedIn', { guesses }) : t(view.gaveUp ? 'mm.gaveUp' : 'mm.outOfRows');
  if (view.mode === 'make') {
    if (view.history.length === 0) return t('mm.thinkOfCode');
    return view.awaitingAnswer ? t('mm.answerGuess', { n: view.history.length }) : t('mm.computerThinking');
  }
  const left = view.rows - view.history.length;
  return t(left === 1 ? 'mm.guessOfLast' : 'mm.guessOf', { n: view.history.length + 1, rows: view.rows });
}

/** The sentence under the result's title (the core's status), in `lang` and the board's digits when needed. */
export function overSentence(snap, lang) {
  return shownSentence(snap.status.text, snap.view, snap.status.message, lang);
}

/** What the move from `prev` to `next` did, in words (`lang`: the element's, for the core's), for the live region and the event line. */
export function describeChange(t, prev, next, how, look, lang) {
  const { view, status } = next;
  const parts = [];
  if (how === 'undo') parts.push(t('mm.undone'));
  if (how === 'redo') parts.push(t('mm.redone'));
  const added = view.history.length > prev.view.history.length || how === 'redo' || how === 'move' || how === 'computer';
  const last = view.history.length - 1;
  if (last >= 0 && added && how !== 'undo') {
    const row = view.history[last];
    if (view.mode !== 'make') parts.push(`${rowLabel(t, view, last, look)}.`);
    else if (row.exact === null) parts.push(t('mm.computerGuesses', { code: codeText(row.guess, look) }));
    else parts.push(t('mm.youAnswered', { answer: feedbackText(t, view, row.exact, row.misplaced), n: last + 1 }));
  }
  if (status.over) parts.push(overSentence(next, lang));
  else parts.push(nextStep(t, next, look, lang));
  return parts.filter(Boolean).join(' ');
}

/** Why the row takes no colour in make mode once the computer guesses: it is guessing, or its guess awaits an answer. */
export function rowClosedSentence(t, view) {
  if (!view.awaitingAnswer) return t('mm.waitChoosing');
  return t('mm.answerWith', { keys: isDigits(view) ? t('mm.andKeys', { a: 'B', b: 'C' }) : t('mm.andKeys', { a: 'E', b: 'M' }) });
}

/** A key or button asked for a colour this game does not have. */
export function notAColourSentence(t, view, colour) {
  return t(isDigits(view) ? 'mm.notADigit' : 'mm.notAColour', { n: view.colours, colour });
}

/** The line under the board after a hint (mastermind.hint's answer). */
export function hintSentence(t, { guess, remaining }, look) {
  return t(remaining === 1 ? 'mm.hintOne' : 'mm.hintMany', { code: codeText(guess, look), n: remaining });
}

/** What happens next, in one sentence (`lang`: the element's, for the core's). */
export function nextStep(t, snap, look, lang) {
  const { view, status } = snap;
  if (status.over) return overSentence(snap, lang);
  // A game with a friend: the board says what to do from this device's side (mastermind-friend.js).
  if (view.mode === 'friend') return '';
  if (view.mode === 'make') {
    if (view.history.length === 0) return t('mm.thinkThenLet');
    // The same words as the dock's line: the answers counted, their possessive agreeing.
    const answered = view.history.filter((row) => row.exact !== null).length;
    const fit = t('mm.remaining', { n: view.remaining, answers: t('mm.answers', { n: answered }) });
    if (view.awaitingAnswer) {
      const w = feedbackWords(t, view);
      const ask = t('mm.answerHowMany', { n: view.history.length, code: codeText(view.history[view.history.length - 1].guess, look), exact: w.exacts, misplaced: w.misplaceds });
      return view.history.length > 1 ? `${ask} ${fit}` : ask;
    }
    return t('mm.thinkingFit', { fit });
  }
  return t('mm.rowsLeft', { n: view.rows - view.history.length });
}
