// mastermind-row.js: the row the player types on <mastermind-game>'s board: a guess, or make mode's private secret.
// Plain state: the element decides when it may change; the engine judges every code.

/** The engine's letters of a code (colour 1 is "a"): a guess is "g" and these. */
export const codeLetters = (code) => code.map((n) => String.fromCharCode(96 + n)).join('');

export class Row {
  code = [];   // a colour per slot, 0 for an empty one
  active = 0;  // the selected slot

  /** Fits the row to a game of `pegs` pegs: `code` when it has that many (else an empty row); the selection stays inside. */
  fit(pegs, code = this.code) {
    this.code = code?.length === pegs ? [...code] : Array(pegs).fill(0);
    this.select(this.active);
  }

  /**
   * Follows `snap` as shown after `prev` (`how`: 'move', 'undo', 'redo', 'restore', ...): a guess
   * played empties the row; an undone guess comes back into it, to change one peg and try again;
   * undone back to the start of a make-mode game, it holds the private `secret` again. True in that
   * last case: the computer's first guess is to wait for the player's word again.
   */
  follow({ view }, how, prev, secret) {
    let draft = this.code;
    let start = false;
    if (how !== 'restore') this.active = 0;
    if (how === 'undo' || how === 'redo') {
      const undone = how === 'undo' && prev.view.mode === 'break' && prev.lastMove?.startsWith('g') ? prev.view.history.at(-1).guess : null;
      start = view.mode === 'make' && view.history.length === 0;
      draft = undone ?? (start ? secret : null) ?? [];
    } else if (how === 'move' && view.mode !== 'make') {
      draft = [];
    }
    this.fit(view.pegs, draft);
    return start;
  }

  /** Selects slot `to`, kept inside the row. */
  select(to) { this.active = Math.min(Math.max(0, to), this.code.length - 1); }

  /** Puts `colour` in the selected slot and selects the next one. */
  put(colour) {
    this.code[this.active] = colour;
    this.select(this.active + 1);
  }

  /** Empties the whole row and selects its first slot. */
  reset() {
    this.code.fill(0);
    this.active = 0;
  }

  /** Empties the selected slot; with `back` (Backspace), an empty one selects and empties the slot before. */
  clear(back) {
    if (this.code[this.active] === 0 && back) this.select(this.active - 1);
    this.code[this.active] = 0;
  }
}
