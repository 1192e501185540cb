// mastermind-make.js: make mode of <mastermind-game> (the computer breaks the player's code): the private secret and the answer being set.
// The secret stays on this device: never in the engine's save, never sent to the computer; the engine only checks it.
import { errorText } from '../../common/engine.js';
import { errorMessage, knowEnglish } from '../../common/words.js';
import { codeLetters } from './mastermind-row.js';
import { isDigits, shownSentence } from './mastermind-text.js';
import { wordsIn } from '../../common/page-words.js';
import mastermindWords from './mastermind-words.js';

// The words when the caller gives none (its page words, t).
const ENGLISH = wordsIn('en', mastermindWords);

export class MakeMode {
  secret = null;       // the player's private secret, if typed
  shown = true;        // the secret shows on the board (else "Hidden")
  begun = false;       // the player let the computer make its first guess
  answer = { exact: 0, misplaced: 0 };  // the counts being set for the guess awaiting an answer

  /** True before the computer's first guess of `snap`: the player may type a secret, and the computer waits. */
  settingUp({ view, status }) {
    return view.mode === 'make' && view.history.length === 0 && !status.over && !this.begun;
  }

  /**
   * Lets the computer start guessing, with `code` as the secret (every slot empty: the code stays
   * in the player's head). Returns why it cannot ('' when it began): a half-typed secret, or the
   * engine's objection to the code in this game's options. `t` and `lang`: the element's page words
   * and language (English when not given).
   */
  begin(arcade, snap, code, { digits, t = ENGLISH, lang = 'en' }) {
    const { pegs } = snap.view;
    const filled = code.filter(Boolean).length;
    if (filled > 0 && filled < pegs) {
      return t('mm.secretHalf', { filled, pegs, things: t(digits ? 'mm.thingsDigits' : 'mm.thingsPegs') });
    }
    const problem = filled ? secretProblem(arcade, snap, code, lang) : '';
    if (problem) return problem;
    this.secret = filled ? [...code] : null;
    this.begun = true;
    return '';
  }

  /** The answer the secret gives to the guess of `snap` awaiting an answer, or null. */
  fromSecret(arcade, { view, status }) {
    if (view.mode !== 'make' || !view.awaitingAnswer || !this.secret || status.over) return null;
    try {
      return arcade.mastermind.feedback(this.secret, view.history.at(-1).guess);
    } catch {
      return null;
    }
  }

  /** Sets the answer's counts, each kept within 0..pegs. */
  setAnswer({ exact, misplaced }, pegs) {
    const clamp = (n) => Math.min(Math.max(0, n), pegs);
    this.answer = { exact: clamp(exact), misplaced: clamp(misplaced) };
  }

  /** The engine move that sends the answer. */
  answerMove() { return `a${this.answer.exact}${this.answer.misplaced}`; }

  clearAnswer() { this.answer = { exact: 0, misplaced: 0 }; }

  // What the element's controls do in make mode, on the controller `play` (game-controller.js).

  /** The typed `code` checked as the player's private secret (begin), then the computer's first guess (`resume`), or the notice why not. */
  start(play, code, lang, resume) {
    const snap = play.snap;
    const problem = this.begin(play.arcade, snap, code, { digits: isDigits(snap.view), t: play.t, lang });
    if (problem) play.notice(problem);
    else resume();
  }

  /** The answer the secret gives to the guess awaiting one in `play`'s game, or null (fromSecret). */
  suggested(play) { return play.snap ? this.fromSecret(play.arcade, play.snap) : null; }

  /** One of the answer's counts (`which`: exact or misplaced) moved by `delta`, while a guess awaits an answer. */
  step(play, which, delta) {
    const snap = play.snap;
    if (!snap?.view.awaitingAnswer || snap.status.over) return;
    this.set(play, { ...this.answer, [which]: this.answer[which] + delta });
  }

  /** The answer's counts set (within the pegs) and drawn. */
  set(play, answer) {
    this.setAnswer(answer, play.snap.view.pegs);
    play.render();
  }

  /** Sends the answer set; `settingUp`: the player is still typing a secret. */
  send(play, settingUp) {
    // A computer stopped before its guess is not "playing": the answer waits for Try again.
    if (play.snap?.status.computerToMove && play.paused && !settingUp) {
      play.notice(play.t('mm.notGuessedYet'));
      return;
    }
    play.play(this.answerMove());
  }
}

// The engine's objection to `code` as the secret of the make-mode game `snap`, or '': the code is
// played as a guess in a throwaway game with the same options, so the real game never sees it;
// the engine's message then speaks of "your secret" (its id mastermind.code.your-secret) where it
// said "the guess", in `lang` and the board's digits for a digits game.
function secretProblem(arcade, { save, view }, code, lang) {
  const params = save.split(':')[1].split(',').filter((p) => !['make', 'best', 'optimal', 'knuth', 'consistent'].includes(p)).join(',');
  try {
    arcade.session.play(arcade.session.create('mastermind', { params }, { seed: 1 }).save, `g${codeLetters(code)}`);
    return '';
  } catch (error) {
    knowEnglish(arcade);
    const message = errorMessage(error);
    const yours = message && typeof message.args.what === 'object'
      ? { ...message, args: { ...message.args, what: { id: 'mastermind.code.your-secret', args: {} } } }
      : message;
    return shownSentence(errorText(error), view, yours, lang);
  }
}
