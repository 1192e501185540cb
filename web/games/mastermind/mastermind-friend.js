// mastermind-friend.js: Mastermind with a friend on another device (turn links version 2, game-remote.js): picking the code the friend breaks, and the board's words for each side. The core does the protocol; the code stays on the maker's device.
//
// The player who presses "Play a friend" makes the code (seat 0, the core's "friend" params): the
// board shows an empty game of the current settings with the secret slots, where the code is
// picked with the same controls as make mode's secret, or drawn by the core. The breaker's page
// learns the code only from the last link, which reveals it (checked by the core).
import { errorText } from '../../common/engine.js';
import { codeLetters } from './mastermind-row.js';
import { isDigits, paramsOf } from './mastermind-text.js';
import { codeText } from './mastermind-pegs.js';

/** The seat that makes the code in a game with a friend (the core's: seat 0). */
export const MAKER = 0;

export class FriendMode {
  picking = false;   // the code for a new game with a friend is being picked
  preview = null;    // the empty game drawn meanwhile (a snapshot of the settings to play)
  #code;             // the code picked, in the core's letters (undefined: the core draws one)

  /** The code of the game being made (spec.remote.secret.code). */
  code() { return this.#code; }

  /** The settings of a game with a friend made from the game on show's (no computer). */
  static settings(settings) { return { ...settings, mode: 'break' }; }

  /** Starts picking a code on an empty board of `settings`; the engine's sentence when it refuses them. */
  pick(play, settings) {
    try {
      this.preview = play.arcade.session.create('mastermind', { params: `${paramsOf(FriendMode.settings(settings))},friend` });
    } catch (error) {
      return errorText(error);
    }
    this.picking = true;
    return '';
  }

  /** A new game has started (any kind): picking is over. */
  stop() {
    this.picking = false;
    this.preview = null;
  }

  /**
   * Makes the game with the code in `row` (`draw`: a code drawn by the core instead); the reason
   * when it cannot (a half-filled row, or the core's objection to the code: its sentence).
   */
  start(play, row, draw) {
    const { pegs } = this.preview.view;
    const filled = row.filter(Boolean).length;
    if (!draw && filled > 0 && filled < pegs) {
      return play.t('mm.friend.half', { filled, pegs, things: play.t(isDigits(this.preview.view) ? 'mm.thingsDigits' : 'mm.thingsPegs') });
    }
    this.#code = draw || filled === 0 ? undefined : codeLetters(row);
    const snap = play.remote.start();
    this.#code = undefined;
    return snap ? '' : null;  // null: start() said why in the notice
  }
}

/** What the board shows of a game with a friend (render's model.remote), or null outside one. */
export function friendModel(remote, snap, picking) {
  if (picking) return { picking: true, maker: true, mine: true, code: null, revealed: false };
  if (!remote || snap.view.mode !== 'friend') return null;
  const letters = remote.code?.code ?? null;
  return {
    picking: false, maker: remote.seats.includes(MAKER), mine: remote.mine,
    code: letters ? [...letters].map((ch) => ch.charCodeAt(0) - 96) : null, revealed: Boolean(remote.code?.revealed),
  };
}

/** True when this device's player types a guess now. */
export const breakerTyping = (friend, { view, status }) => Boolean(friend) && !friend.picking && !friend.maker && friend.mine && !status.over && !view.awaitingAnswer;

/** The headline of a game with a friend, or '' to use the game's own. */
export function friendHeadline(t, { view, status }, friend) {
  if (friend.picking) return t('mm.friend.pickTitle');
  if (status.over) return '';
  if (friend.maker) return view.awaitingAnswer ? t('mm.answerGuess', { n: view.history.length }) : t('mm.friend.breaking');
  return view.awaitingAnswer ? t('mm.friend.waiting', { n: view.history.length }) : '';
}

/** The line under the board in a game with a friend that is not over. */
export function friendEvent(t, snap, friend) {
  if (friend.picking) return t('mm.friend.pickHelp');
  if (breakerTyping(friend, snap)) return t('remote.yourMove');
  return t(friend.maker ? 'mm.friend.waitGuess' : 'mm.friend.waitAnswer');
}

/** The result's title of a finished game with a friend. */
export function friendOverTitle(t, { view }, friend) {
  if (friend.maker) return t(view.solved ? 'mm.friend.theyCracked' : 'mm.heldOut');
  return t(view.solved ? 'mm.youCracked' : 'mm.outOfRowsBang');
}

/** The secret row's label and the code's words for a game with a friend. */
export function friendSecretWords(t, friend, look) {
  if (friend.maker && friend.code) return { label: t('mm.friend.yourCode'), aria: t('mm.friend.yourCodeIs', { code: codeText(friend.code, look) }) };
  if (friend.maker) return { label: t('mm.friend.yourCode'), aria: t('mm.codeHidden') };  // its secret lost from this device's storage
  return { label: t('mm.friend.friendsCode'), aria: friend.code ? t('mm.theCode', { code: codeText(friend.code, look) }) : t('mm.codeHidden') };
}
