// sudoku-assist.js: the help <sudoku-game> offers, worked out in the engine worker: the hint and its steps, Check, Reveal cell and Reveal all.
// It keeps what the help shows until the puzzle changes; the element draws it and makes the moves.
import { callEngine } from '../../common/engine-client.js';
import { errorText } from '../../common/engine.js';
import { checkCells, revealAllSave } from './sudoku-saves.js';
import { cellName, checkSentence } from './sudoku-text.js';

const WORK_TIMEOUT_MS = 30000;

export class Assist {
  hint = null;           // { save, result, step } while a hint is shown
  checked = new Set();   // cells Check found wrong, until the next change
  said = '';             // Check's verdict under the board, until the next change
  #hinting = null;       // AbortController while the worker finds a hint
  #solution = null;      // { puzzle, digits } from the worker
  #game;

  /**
   * @param {{ play: import('../../common/game-controller.js').GameController, blocked: () => string,
   *   cursor: () => number, move: (move: string, how: string) => unknown, ui: { assist: string, reveal: unknown, hints: string[] },
   *   focusGrid: () => void }} game  the element's side: its controller, why it takes no input, its cursor,
   *   a move of the player's, its recorded state and the grid's focus
   */
  constructor(game) { this.#game = game; }

  /** The puzzle changed: what the help showed goes (a hint stays while its position is on show). */
  changed(snap) {
    this.checked = new Set();
    this.said = '';
    if (this.hint && this.hint.save !== snap.save) this.hint = null;
  }

  /** A new puzzle: nothing of the previous one's help is left. */
  reset() {
    this.cancel();
    this.hint = null;
    this.checked = new Set();
    this.said = '';
  }

  // ---- the hint ---------------------------------------------------------------------------------

  async show() {
    const { play, blocked } = this.#game;
    const why = blocked();
    if (why) { play.notice(why); return; }
    const snap = play.snap;
    const r = play.r;
    if (this.hint?.save === snap.save) { this.#announce(); return; }
    this.cancel();
    const controller = new AbortController();
    this.#hinting = controller;
    r.hintButton.setAttribute('aria-busy', 'true');
    try {
      const grid = snap.view.values.map((v) => v || '.').join('');
      const result = await callEngine('sudoku.hint', [grid], { timeout: WORK_TIMEOUT_MS, signal: controller.signal });
      if (this.#hinting !== controller || play.snap !== snap) return;
      this.hint = { save: snap.save, result, step: 0 };
      // The coach's record of the help asked for (sudoku-coach.js), kept with the saved game; a
      // puzzle solved after a hint is an assisted solve, out of the best times.
      this.#game.ui.hints = [...this.#game.ui.hints, result.technique];
      this.#game.ui.assist ||= 'help';
      play.persist();
      play.notice('');
      play.render();
      this.#announce();
    } catch (error) {
      if (this.#hinting === controller) play.notice(errorText(error));
    } finally {
      if (this.#hinting === controller) {
        this.#hinting = null;
        r.hintButton.removeAttribute('aria-busy');
      }
    }
  }

  #announce() {
    const { r, announcer } = this.#game.play;
    announcer.announce(`${r.hintTitle.textContent}. ${r.hintText.textContent} ${r.hintLeads.textContent}`);
  }

  step(by) {
    if (!this.hint) return;
    const step = this.hint.step + by;
    if (step < 0 || step >= this.hint.result.steps.length) {
      this.#game.play.notice(this.#game.play.t(step < 0 ? 'sudoku.firstStep' : 'sudoku.lastStep'), false);
      return;
    }
    this.hint.step = step;
    this.#game.play.render();
    this.#announce();
  }

  apply() {
    if (!this.hint) return;
    if (this.#game.move('h', 'hint')) this.#game.focusGrid();
  }

  close() {
    this.cancel();
    this.hint = null;
    this.#game.play.render();
    this.#game.focusGrid();
  }

  cancel() {
    this.#hinting?.abort();
    this.#hinting = null;
    this.#game.play.r?.hintButton.removeAttribute('aria-busy');
  }

  // ---- Check and Reveal, from the solution ------------------------------------------------------

  // The solution of the puzzle on show, solved once in the worker; null (and a notice) on failure.
  async #solutionOf(snap) {
    const puzzle = snap.view.puzzle;
    if (this.#solution?.puzzle !== puzzle) {
      try {
        const digits = await callEngine('sudoku.solve', [puzzle], { timeout: WORK_TIMEOUT_MS });
        this.#solution = { puzzle, digits };
      } catch (error) {
        this.#game.play.notice(errorText(error));
        return null;
      }
    }
    return this.#game.play.snap === snap ? this.#solution.digits : null;
  }

  async check() {
    const { play, blocked } = this.#game;
    const why = blocked();
    if (why) { play.notice(why); return; }
    const snap = play.snap;
    const solution = await this.#solutionOf(snap);
    if (!solution) return;
    const { placed, wrong } = checkCells(snap.view, solution);
    this.checked = new Set(wrong);
    this.said = checkSentence(this.#game.play.t, wrong, placed.length);
    // Checked against the solution: an assisted solve too.
    this.#game.ui.assist ||= 'help';
    play.persist();
    play.notice('');
    play.render();
    play.announcer.announce(this.said);
  }

  async revealCell() {
    const { play, blocked, ui } = this.#game;
    const why = blocked();
    if (why) { play.notice(why); return; }
    const snap = play.snap;
    const cell = this.#game.cursor();
    if (snap.view.givens[cell]) { play.notice(play.t('sudoku.isGiven', { cell: cellName(cell) }), false); return; }
    const solution = await this.#solutionOf(snap);
    if (!solution) return;
    if (String(snap.view.values[cell]) === solution[cell]) { play.notice(play.t('sudoku.alreadyRight', { cell: cellName(cell) }), false); return; }
    const before = ui.assist;
    ui.assist = before === '' || before === 'help' ? 'cells' : before;
    if (!this.#game.move(`p${cell}${solution[cell]}`, 'reveal')) ui.assist = before;
  }

  askRevealAll() {
    const { play, blocked } = this.#game;
    const why = blocked() || (play.snap.status.over ? play.t('sudoku.alreadySolved') : '');
    if (why) { play.notice(why); return; }
    play.r.revealDialog.showModal();
    play.r.revealNo.focus();
  }

  // Every cell that differs from the solution gets its digit, in one save the worker replays.
  async revealAll() {
    const { play, ui } = this.#game;
    play.r.revealDialog.close();
    const snap = play.snap;
    const solution = await this.#solutionOf(snap);
    if (!solution) return;
    const { save, reveal } = revealAllSave(snap, solution);
    const { value, error } = await play.job(play.t('sudoku.revealing'), (call) => call('session.load', save));
    if (error) play.notice(error);
    if (!value || play.snap !== snap) return;
    Object.assign(ui, { assist: 'all', reveal });
    play.act(() => value, 'reveal-all');
  }
}
