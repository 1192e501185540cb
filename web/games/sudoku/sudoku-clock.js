// sudoku-clock.js: the puzzle timer of <sudoku-game>: playing time that only runs while the game is on screen.
// Clock counts and ticks; PageClock runs it while the element says the puzzle is played (not paused,
// not solved) and the tab is visible, and pauses the game when the tab hides. The element keeps `ms`
// in its saved game, so a reload resumes the same time; `tick` redraws the time once a second.

const PERSIST_EVERY_TICKS = 10;  // the running time is saved every ten seconds

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

/**
 * The puzzle's Clock on the page: it runs while `playing()` and the page is visible. A hidden tab
 * calls `hidden()` (the game pauses), unless the page is being unloaded (a reload resumes as it
 * was); `save()` keeps the time: every ten ticks and whenever the page hides or goes.
 */
export class PageClock extends Clock {
  #playing;
  #hidden;
  #save;
  #ticks = 0;
  #leaving = false;
  #onVisibility = () => {
    if (document.hidden && !this.#leaving && this.running) this.#hidden();
    this.sync();
    this.#save();
  };
  #onPageHide = () => { this.#leaving = true; this.#save(); };
  #onPageShow = () => { this.#leaving = false; };

  /** @param {{ playing: () => boolean, tick: () => void, hidden: () => void, save: () => void }} hooks */
  constructor({ playing, tick, hidden, save }) {
    super(() => {
      tick();
      this.#ticks += 1;
      if (this.#ticks % PERSIST_EVERY_TICKS === 0) save();
    });
    this.#playing = playing;
    this.#hidden = hidden;
    this.#save = save;
  }

  /** Runs the clock exactly when the game is played on screen. */
  sync() { this.run(this.#playing() && !document.hidden); }

  /** Follows the page's visibility (while the element is on the page) or stops following it. */
  listen(on) {
    const method = on ? 'addEventListener' : 'removeEventListener';
    document[method]('visibilitychange', this.#onVisibility);
    globalThis[method]('pagehide', this.#onPageHide);
    globalThis[method]('pageshow', this.#onPageShow);
  }
}
