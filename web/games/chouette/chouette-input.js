// chouette-input.js: what the players of a <chouette-game> table do with its keys and throw controls: throws, scribe dice, kept dice, the table's keys.
// Every action ends in a move the engine judges (or a notice saying why nothing is to do).
import { keyIntent } from './chouette-keys.js';

// Optional windows whose controls offer the next turn's throw (the others have their own buttons).
const PASSED_BY_THROW = new Set(['grelottine', 'soufflette']);

export class TableInput {
  scribeText = '';     // scribe dice typed so far
  kept = new Set();    // Soufflette dice kept for the next throw
  #play;
  #table;

  /**
   * play: the element's controller (snapshot, notices, render); table: { ctx(), game() (names,
   * kinds, scribe), human(move) (plays a person's move, false when refused), race (TableRace) }.
   */
  constructor(play, table) {
    this.#play = play;
    this.#table = table;
  }

  /** A new position: what was typed or kept belonged to the one before. */
  reset() {
    this.scribeText = '';
    this.kept.clear();
  }

  typed(text) { this.scribeText = text; }

  toggleKeep(face) {
    if (this.kept.has(face)) this.kept.delete(face); else this.kept.add(face);
    this.#play.render();
  }

  /** The throw button or key T: the engine's dice, or the scribe's field to type them in. */
  throwDice() {
    const snap = this.#play.snap;
    if (!snap || this.#play.r.game.hidden) return;
    const ctx = this.#table.ctx();
    const seats = snap.view.throwers;
    if (!seats.some((s) => this.#table.game().kinds[s] !== 'c')) {
      this.#play.notice(ctx.w.wait(ctx.name(seats[0])));
      return;
    }
    if (this.#table.game().scribe) {
      const input = this.#play.r.panel.querySelector('.scribe-input');
      if (input) input.focus();
      else this.#play.notice(ctx.w.nothingToThrow);
      return;
    }
    const { view } = snap;
    const souffle = view.window === 'soufflette-throws' && view.soufflette.throws > 0;
    this.#throwMove(souffle ? `h${[4, 2, 1].filter((f) => this.kept.has(f)).join('')}` : 't');
  }

  // A throw; in a window nobody took up (no challenge, no Soufflette), the table passes first, as
  // its own move: a pass that ends the game (a score at the target) leaves nothing to throw.
  #throwMove(move) {
    if (PASSED_BY_THROW.has(this.#play.snap.view.window)) {
      if (!this.#table.human('n') || this.#play.snap.status.over) return false;
    }
    return this.#table.human(move);
  }

  /** The scribe's typed dice ("235") as a throw. */
  scribe(text) {
    const digits = String(text).trim();
    if (!digits) {
      this.#play.notice(this.#table.ctx().w.scribeEmpty);
      return;
    }
    // A refused throw (a 7, too many dice) clears the field: the notice says why.
    if (this.#throwMove(`t${digits}`) === false) {
      this.scribeText = '';
      this.#play.render();
    }
  }

  // A digit typed for the scribe's dice: the throw goes to the engine once it has all its dice.
  #digit(digit) {
    const { view } = this.#play.snap;
    this.scribeText += digit;
    const needed = view.window === 'turn' ? 3 - view.partial.length : view.diceNeeded;
    if (needed > 0 && this.scribeText.length >= needed) this.scribe(this.scribeText);
    else this.#play.render();
  }

  /** The table's own keys (the controller reads Ctrl+Z/Y, and U when this declines it); true when handled. */
  key(event) {
    const snap = this.#play.snap;
    const { race, human } = this.#table;
    const intent = keyIntent(event, {
      race: Boolean(race.open), seats: snap.view.players.length, scribe: this.#table.game().scribe, scribeText: this.scribeText,
    });
    if (!intent || intent.name === 'undo') return false;
    const { w } = this.#table.ctx();
    const civet = this.#play.r.panel.querySelector('[data-key="civet-go"]');
    const actions = {
      call: () => race.call(intent.seat, event.timeStamp || performance.now()),
      close: () => race.close(),
      digit: () => this.#digit(intent.digit),
      erase: () => { this.scribeText = this.scribeText.slice(0, -1); this.#play.render(); },
      record: () => this.scribe(this.scribeText),
      throw: () => this.throwDice(),
      siroter: () => human('s'),
      keep: () => (snap.view.window === 'sirotage' ? human('n') : this.#play.notice(w.noChouette)),
      pass: () => human('n'),
      civet: () => (civet ? civet.click() : this.#play.notice(w.noCivet)),
    };
    actions[intent.name]();
    return true;
  }
}
