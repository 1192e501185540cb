// chouette-race.js: a shouting race of Cul de chouette as the table hears it: who called when, ties, and when it is over.
//
// The engine takes a race as an order of callers with tied callers grouped ("1,0+2"); the rules for
// ties and late callers are its own. This file only times the calls: calls less than `tieMs` after
// the first call of a group join that group, and the race closes
//   - "first" races (Pas mou, Artichette): shortly after the first call (once a tie is ruled out);
//   - the Suite's Grelotte: when everybody has called (whoever never calls counts as last);
//   - the Contre-Sirop: a moment after the first call, so that late callers are heard (a Bévue);
//   - any race: at its time limit, with the calls made so far (none: nobody called).

export const RACES = {
  'pas-mou': { verb: 'm', closes: 'first' },
  artichette: { verb: 'r', closes: 'first' },
  grelotte: { verb: 'g', closes: 'everyone' },
  'contre-sirop': { verb: 'j', closes: 'late' },
};

/** True when the window is a race the table shouts. */
export const isRace = (window) => Object.hasOwn(RACES, window);

export class Race {
  #timers = new Set();
  #start;
  #closed = false;

  /**
   * window: a key of RACES; seats: players at the table; limitMs, tieMs, lateMs: timing;
   * onCall(race, seat) after each call; onClose(move) once, with the engine move ("g1,0+2").
   */
  constructor({ window, seats, limitMs, tieMs, lateMs, onCall, onClose, now = performance.now() }) {
    this.window = window;
    this.seats = seats;
    this.limitMs = limitMs;
    this.tieMs = tieMs;
    this.lateMs = lateMs;
    this.calls = [];   // { seat, ms } in the order heard; ms since the race opened
    this.#start = now;
    this.onCall = onCall;
    this.onClose = onClose;
    this.#later(limitMs, () => this.close());
  }

  get closed() { return this.#closed; }

  /** Milliseconds left before the time limit closes the race. */
  remaining(now = performance.now()) { return Math.max(0, this.limitMs - (now - this.#start)); }

  has(seat) { return this.calls.some((c) => c.seat === seat); }

  /** A player calls; false when the race is over or they already called. */
  call(seat, at = performance.now()) {
    if (this.#closed || this.has(seat) || !Number.isInteger(seat) || seat < 0 || seat >= this.seats) return false;
    this.calls.push({ seat, ms: Math.max(0, at - this.#start) });
    this.calls.sort((a, b) => a.ms - b.ms);
    this.onCall?.(this, seat);
    const rule = RACES[this.window].closes;
    if (rule === 'first' && this.calls.length === 1) this.#later(this.tieMs + 20, () => this.close());
    else if (rule === 'late' && this.calls.length === 1) this.#later(this.lateMs, () => this.close());
    else if (rule === 'everyone' && this.calls.length === this.seats) this.#later(0, () => this.close());
    return true;
  }

  /**
   * Computer players' calls: [{ seat, delay, onlyFirst }] (onlyFirst: they keep quiet once
   * someone has called). Forgotten with the race.
   */
  react(reactions) {
    for (const { seat, delay, onlyFirst } of reactions) {
      this.#later(delay, () => {
        if (!this.#closed && !(onlyFirst && this.calls.length)) this.call(seat);
      });
    }
  }

  /** Groups of seats, first callers first; callers within tieMs of a group's first call are tied. */
  groups() {
    const out = [];
    let first = null;
    for (const c of this.calls) {
      if (first === null || c.ms - first > this.tieMs) {
        out.push([c.seat]);
        first = c.ms;
      } else {
        out[out.length - 1].push(c.seat);
      }
    }
    return out;
  }

  /** The engine move for the calls so far: "m1", "g1,0+2", "j" (nobody). */
  move() {
    return RACES[this.window].verb + this.groups().map((g) => [...g].sort((a, b) => a - b).join('+')).join(',');
  }

  /** Where a seat stands: null (not called), or { rank (1-based group), tied, ms }. */
  standing(seat) {
    const groups = this.groups();
    const index = groups.findIndex((g) => g.includes(seat));
    if (index < 0) return null;
    return { rank: index + 1, tied: groups[index].length > 1, ms: this.calls.find((c) => c.seat === seat).ms };
  }

  /** Ends the race now and hands its move to onClose (once). */
  close() {
    if (this.#closed) return;
    this.#closed = true;
    this.#clear();
    this.onClose?.(this.move());
  }

  /** Forgets the race without a move (the game moved on: undo, new game, disconnection). */
  dispose() {
    this.#closed = true;
    this.#clear();
  }

  #later(ms, action) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, ms);
    this.#timers.add(timer);
  }

  #clear() {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
