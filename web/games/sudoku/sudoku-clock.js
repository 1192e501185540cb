// sudoku-clock.js: the puzzle timer of <sudoku-game>: playing time that only runs while the game is on screen.
// The element decides when it runs (not paused, not solved, tab visible) and keeps `ms` in its saved game,
// so a reload resumes the same time; `tick` redraws the time once a second while it runs.

export class Clock {
  #base = 0;       // ms counted before the current run
  #since = null;   // performance.now() when the current run started, null when stopped
  /** @type {ReturnType<typeof setTimeout> | ReturnType<typeof setInterval> | 0} */
  #timer = 0;
  #tick;

  constructor(tick) { this.#tick = tick; }

  get running() { return this.#since !== null; }

  /** Playing time so far, in ms. */
  get ms() { return Math.round(this.#base + (this.#since === null ? 0 : performance.now() - this.#since)); }

  /** Stops and sets the time (a new puzzle: 0; a restored one: its saved time). */
  reset(ms = 0) {
    this.run(false);
    this.#base = Math.max(0, Number(ms) || 0);
  }

  /** Starts or stops counting; does nothing when already so. */
  run(on) {
    if (on === this.running) return;
    if (on) {
      this.#since = performance.now();
      // Ticks land just after each whole second of playing time, so the shown seconds never lag.
      const wait = 1000 - (this.#base % 1000);
      this.#timer = setTimeout(() => {
        this.#tick();
        this.#timer = setInterval(() => this.#tick(), 1000);
      }, wait);
    } else {
      this.#base = this.ms;
      this.#since = null;
      clearTimeout(this.#timer);
      clearInterval(this.#timer);
    }
  }
}
