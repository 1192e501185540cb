// chouette-table-race.js: the race open on a <chouette-game> table: opened when the engine's window is a race, timed, told, closed into a move.
//
// The engine decides who wins a race from the order of the calls; the page hears the calls (each
// seat's key, the computers' reactions from view.reactions) and times them (chouette-race.js).
import { Race, isRace } from './chouette-race.js';

const RACE_MS = 5000;
const SUITE_RACE_MS = 8000;
const TIE_MS = 120;
const LATE_MS = 1500;
const FAST_DIVISOR = 30;  // with `fast`, the computers' reactions shrink 30 times, as their moves do

export class TableRace {
  #element;
  #play;
  #ctx;
  #redraw;
  #closed;
  #race = null;
  /** @type {ReturnType<typeof setInterval> | 0} */
  #timer = 0;

  /**
   * element: the <chouette-game> (its race-ms, tie-ms and fast attributes, its events); play: its
   * controller (announcer, notices); ctx() the words; redraw() draws the action panel again;
   * closed(move) plays the race's move.
   */
  constructor(element, play, { ctx, redraw, closed }) {
    this.#element = element;
    this.#play = play;
    this.#ctx = ctx;
    this.#redraw = redraw;
    this.#closed = closed;
  }

  /** The race open now, or null. */
  get open() { return this.#race; }

  /** Opens the race of the snapshot's window if it is one (and none is open); true in a race window. */
  hold(snap) {
    if (!isRace(snap.view.window)) return false;
    if (!this.#race) this.#start(snap);
    return true;
  }

  #start(snap) {
    const element = this.#element;
    const { window } = snap.view;
    const limit = Number(element.getAttribute('race-ms')) || (window === 'grelotte' ? SUITE_RACE_MS : RACE_MS);
    const race = new Race({
      window, seats: snap.view.players.length, limitMs: limit, tieMs: Number(element.getAttribute('tie-ms')) || TIE_MS, lateMs: Math.min(LATE_MS, limit),
      onCall: (_, seat) => {
        const ctx = this.#ctx();
        this.#play.announcer.announce(ctx.w.calls(ctx.name(seat)));
        element.emit('chouette-call', { seat, window });
        this.#redraw();
      },
      onClose: (move) => {
        if (this.#race !== race) return;
        this.stop();
        this.#closed(move);
      },
    });
    this.#race = race;
    // Only the `fast` attribute (tests) shortens the computers' reactions: the player's "Quick computer"
    // (switch.js) hurries their moves, never their calls in a race against people.
    const fast = element.flag('fast');
    race.react(snap.view.reactions.map(({ seat, ms, onlyFirst }) => ({ seat, delay: fast ? Math.round(ms / FAST_DIVISOR) : ms, onlyFirst })));
    this.#timer = setInterval(() => this.#countdown(), 250);
    this.#redraw();
  }

  // The countdown alone, every quarter second.
  #countdown() {
    const countdown = this.#play.r.panel.querySelector('.race-countdown');
    if (countdown && this.#race) countdown.textContent = this.#ctx().w.raceCloses(Math.ceil(this.#race.remaining() / 1000));
  }

  /** A seat calls (its key or button); said so when no race is open. */
  call(seat, at = performance.now()) {
    if (!this.#race || this.#race.closed) {
      this.#play.notice(this.#ctx().w.nothingToThrow);
      return;
    }
    this.#race.call(seat, at);
  }

  /** Closes the race now with the calls heard (Enter). */
  close() { this.#race?.close(); }

  /** Forgets the race without a move (the table moved on, or the element left the page). */
  stop() {
    this.#race?.dispose();
    this.#race = null;
    clearInterval(this.#timer);
  }
}
