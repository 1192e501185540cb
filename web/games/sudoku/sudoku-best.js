// sudoku-best.js: the best times of <sudoku-game>, one a grade: a solved puzzle's time weighed against its grade's (unless help revealed cells), and the result's words.
import { recordBest } from './sudoku-saves.js';
import { overWords } from './sudoku-text.js';

export class BestTimes {
  /** The best times' store (sudoku-saves.js openStores), once the element has one. */
  store = null;
  /** The puzzle just solved set a new best time (false again for a new puzzle). */
  newBest = false;

  /** Keeps the best times' store of `stores` (sudoku-saves.js openStores); returns the saved game's. */
  keep(stores) {
    this.store = stores.best;
    return stores.game;
  }

  /** Every grade's best time in ms: { easy: 61000, ... }. */
  all() { return { ...(this.store?.load() ?? {}) }; }

  /** The best time of `difficulty` (or null) and whether the puzzle just solved set it. */
  of(difficulty) { return { best: this.all()[difficulty] ?? null, newBest: this.newBest }; }

  /**
   * The grid is full and right (after `how`), in `ms`: the time goes to the best times unless help
   * was seen. `ui` is the page's record beside the save (its assist and recorded fields change).
   */
  solved(difficulty, ms, ui, how) {
    // Solved by hand after taking "Reveal all" back: some help was still seen.
    if (ui.assist === 'all' && how !== 'reveal-all') ui.assist = 'cells';
    if (ui.assist || ui.recorded) return;
    ui.recorded = true;
    this.newBest = recordBest(this.store, difficulty, ms);
  }

  /** The result's title and text of the solved puzzle `view`, in `ms`, with `assist` (sudoku-text.js overWords). */
  words(t, view, ms, assist) {
    return overWords(t, { view, ms, assist, best: this.all()[view.difficulty], newBest: this.newBest });
  }
}
