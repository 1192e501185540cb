// sudoku-game.js: the <sudoku-game> custom element: graded Sudoku with notes, candidates, hints, timer and sharing, in shadow DOM.
//
// Attributes (read when the element starts; a `game-id`, then the saved game in storage, come first):
//   difficulty   the grade of new puzzles: easy, medium (default), hard, expert or extreme
//   game-id      a puzzle to open, as shared by link: 81 cells ("53..7....6..195…", 0 or . empty)
//                or a whole save ("sudoku:hard:<puzzle>:p405.n13:2")
//   time         whole seconds already spent on a game-id shared with progress (its clock
//                starts there; share with progress writes it)
//   seed         a whole number: new puzzles come from this seed (the same puzzle every time; tests)
//   storage-key  localStorage key of the saved game (default "kata-arcade:sudoku"; best times
//                under "<key>:best")
// Events (bubbling, composed):
//   sudoku-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   sudoku-over    detail: { difficulty, ms, assist ('' | 'cells' | 'all'), best, newBest, save }
// Properties and methods: snapshot, save, elapsed (ms), paused, noteMode, showCandidates, cursor,
//   select(cell), enter(digit), note(digit), erase(), hint(), applyHint(), check(), revealCell(),
//   revealAll(), undo(), redo(), pause(), resume(), newGame(difficulty), loadGame(id).
// Theming: --arcade-font, --arcade-fg, --arcade-muted, --arcade-surface, --arcade-surface-muted,
//   --arcade-border, --arcade-accent, --arcade-accent-strong, --arcade-on-accent, --arcade-focus,
//   --arcade-radius, --arcade-shadow, --sudoku-line, --sudoku-line-thick, --sudoku-given,
//   --sudoku-entry, --sudoku-note, --sudoku-candidate, --sudoku-cursor, --sudoku-peer,
//   --sudoku-same, --sudoku-conflict, --sudoku-hint; ::part(root game board grid cell timer
//   pause-cover hint-panel result notice event controls pad digit-button erase-button setup share
//   best-times rules import-dialog reveal-dialog button undo-button redo-button hint-button ...).
// Keys (focus in the element, or on the page outside other components): see KEYS in sudoku-text.js.
import { engine, errorText } from '../../common/engine.js';
import { callEngine } from '../../common/engine-client.js';
import { defineElement, ownsKey } from '../../common/element.js';
import { GameElement, attempt, setNotice, shareLink, showStartFailure } from '../../common/game-element.js';
import { createAnnouncer } from '../../common/announcer.js';
import { Clock } from './sudoku-clock.js';
import { cellAfterKey, hintMarks } from './sudoku-grid.js';
import { keyCommand, onCell } from './sudoku-input.js';
import { readGrade, renderBest, renderSetup } from './sudoku-panels.js';
import { arcadeError, checkCells, openStores, openText, revealAllSave, revealJump } from './sudoku-saves.js';
import { cellName, cellOfMove, checkSentence, describeMove, gradeOf, headline, overWords } from './sudoku-text.js';
import { buildLayout, renderClock, renderGame, wireLayout } from './sudoku-view.js';

const WORK_TIMEOUT_MS = 30000;
const PERSIST_EVERY_TICKS = 10;
const FOLLOWED = ['undo', 'redo', 'hint'];

const article = (grade) => (/^[aeiou]/.test(grade) ? 'an' : 'a');

export class SudokuGame extends GameElement {
  static styles = ['./sudoku-grid.css', './sudoku-game.css'].map((file) => new URL(file, import.meta.url));

  /** @type {import('../../common/engine.js').Arcade | null} */
  #arcade = null;
  #stores = null;        // { game, best }: sudoku-saves.js
  #snap = null;
  #r = null;
  #announcer = null;
  #clock = new Clock(() => this.#tick());
  #ticks = 0;
  #cursor = 0;
  // What the page keeps beside the save (stored with it, so a reload resumes exactly):
  //   paused    '' playing, 'player' (Pause) or 'hidden' (the tab was hidden)
  //   assist    '' or what was revealed, 'cells' or 'all' (then no best time)
  //   recorded  this puzzle's time has been weighed against the best time
  //   reveal    { from, to, moves } around "Reveal all" (one step for undo and redo), or null
  #ui = { paused: '', assist: '', recorded: false, reveal: null, noteMode: false, candidates: false, timerHidden: false };
  #newBest = false;
  #hint = null;          // { save, result, step } while a hint is shown
  #hinting = null;       // AbortController while the worker finds a hint
  #checked = new Set();  // cells Check found wrong, until the next change
  #solution = null;      // { puzzle, digits } from the worker
  #work = null;          // { controller, busy } while the worker makes or opens a puzzle
  #event = '';
  #leaving = false;      // the page is being unloaded: hiding it is no reason to pause
  #onVisibility = () => this.#visibility();
  #onPageHide = () => { this.#leaving = true; this.#persist(); };
  #onPageShow = () => { this.#leaving = false; };

  get snapshot() { return this.#snap; }
  get save() { return this.#snap?.save ?? null; }
  get elapsed() { return this.#clock.ms; }
  get paused() { return this.#ui.paused; }
  get noteMode() { return this.#ui.noteMode; }
  get showCandidates() { return this.#ui.candidates; }
  get cursor() { return this.#cursor; }

  constructor() {
    super({
      boot: () => this.#boot(),
      resume: () => { this.#listen(true); this.#syncClock(); },
      suspend: () => { this.#listen(false); this.#syncClock(); this.#persist(); this.#cancelHint(); },
      key: (event) => this.#key(event),
    });
  }

  select(cell) { this.#select(cell, { focus: false }); }
  enter(digit) { this.#digit(digit, false); }
  note(digit) { this.#digit(digit, true); }
  erase() { this.#erase(); }
  hint() { return this.#showHint(); }
  applyHint() { this.#applyHint(); }
  check() { return this.#check(); }
  revealCell() { return this.#revealCell(); }
  revealAll() { this.#askRevealAll(); }
  undo() { this.#undoRedo('undo'); }
  redo() { this.#undoRedo('redo'); }
  pause() { if (!this.#ui.paused) this.#togglePause(); }
  resume() { if (this.#ui.paused) this.#togglePause(); }
  newGame(difficulty = readGrade(this.#r)) { return this.#generate(gradeOf(difficulty), { focus: false }); }
  loadGame(id) {
    if (!this.#arcade) { this.setAttribute('game-id', id); return Promise.resolve(false); }
    return this.#openLink(id);
  }

  // ---- start-up --------------------------------------------------------------------------------

  async #boot() {
    const r = this.#r = buildLayout();
    this.root.append(r.loading, r.game);
    this.#announcer = createAnnouncer(this.root);
    this.#wire();
    this.#listen(true);
    try {
      this.#arcade = await engine();
    } catch (error) {
      showStartFailure(r.loading, error);
      return;
    }
    this.#stores = openStores(this.getAttribute('storage-key') || 'kata-arcade:sudoku');
    const grade = gradeOf(this.getAttribute('difficulty'));
    renderSetup(r, grade);
    const id = this.getAttribute('game-id');
    if (id) {
      await this.#openLink(id);
      return;
    }
    const record = this.#stores.game.load();
    let problem = '';
    if (record) {
      problem = this.#restore(record);
      if (!problem) return;
      problem = `Your saved game could not be loaded: ${problem}`;
    }
    if (!this.#snap && !(await this.#generate(grade, { focus: false }))) return;
    if (problem) this.#notice(`${problem} A new puzzle has started.`);
  }

  // A saved game, as it was: the engine replays its moves; the page puts back time and settings.
  #restore(record) {
    let problem = '';
    const snap = attempt(() => this.#arcade.session.load(record.save), (sentence) => { problem = sentence; });
    if (!snap) return problem;
    this.#fresh(record.cursor);
    this.#clock.reset(record.ms);
    for (const key of Object.keys(this.#ui)) this.#ui[key] = record[key];
    this.#show(snap, { how: 'restore' });
    this.#announcer.announce(`Saved puzzle resumed: ${headline(snap.view)}. ${snap.status.text}${this.#ui.paused ? ' Paused.' : ''}`);
    return '';
  }

  #listen(on) {
    const method = on ? 'addEventListener' : 'removeEventListener';
    document[method]('visibilitychange', this.#onVisibility);
    globalThis[method]('pagehide', this.#onPageHide);
    globalThis[method]('pageshow', this.#onPageShow);
  }

  #random() {
    const text = (this.getAttribute('seed') ?? '').trim();
    return /^\d+$/.test(text) ? { seed: Number(text) } : undefined;
  }

  // ---- the worker: making and opening puzzles --------------------------------------------------

  // Runs `run(call)` (engine calls in the worker) as the one job that will replace the puzzle; a
  // newer job cancels it. Resolves to { value }, { error: sentence } or {} when it was superseded.
  async #job(busy, run) {
    this.#work?.controller.abort();
    const work = { controller: new AbortController(), busy };
    this.#work = work;
    this.#render();
    const call = (method, ...args) => callEngine(method, args, { timeout: WORK_TIMEOUT_MS, signal: work.controller.signal });
    try {
      const value = await run(call);
      return this.#work === work ? { value } : {};
    } catch (error) {
      return this.#work === work ? { error: errorText(error) } : {};
    } finally {
      if (this.#work === work) {
        this.#work = null;
        this.#render();
      }
    }
  }

  async #generate(grade, { focus }) {
    const { value, error } = await this.#job(`Making ${article(grade)} ${grade} puzzle…`,
      (call) => call('session.create', 'sudoku', { params: grade }, this.#random()));
    if (error) {
      if (this.#snap) this.#notice(`A new puzzle could not be made: ${error}`);
      else showStartFailure(this.#r.loading, arcadeError(error));
    }
    if (!value) return false;
    this.#begin(value, { focus });
    this.#announcer.announce(`New ${headline(value.view).toLowerCase()}. ${value.status.text}`);
    return true;
  }

  // A shared link. A bad one leaves the puzzle on show (at start: the saved one, else a new one) and says why.
  async #openLink(id) {
    const { value, error } = await this.#job('Opening the shared puzzle…', (call) => openText(id, call));
    if (value) {
      this.#begin(value, { focus: false });
      this.#announcer.announce(`Shared puzzle opened: ${headline(value.view)}. ${value.status.text}`);
      this.#takeSharedTime(value);
      return true;
    }
    if (!error) return false;
    let instead = 'The puzzle here is unchanged.';
    if (!this.#snap) {
      const record = this.#stores.game.load();
      instead = 'Your saved puzzle is back.';
      if (!record || this.#restore(record)) {
        instead = 'A new puzzle has started instead.';
        if (!(await this.#generate(gradeOf(this.getAttribute('difficulty')), { focus: false }))) return false;
      }
    }
    this.#notice(`That link could not be opened: ${error} ${instead}`);
    return false;
  }

  // A link shared with progress carries the time spent so far (once: later puzzles start at 0:00).
  #takeSharedTime(snap) {
    const raw = this.getAttribute('time');
    this.removeAttribute('time');
    if (raw === null || snap.moveCount === 0) return;
    if (!/^\d{1,6}$/.test(raw.trim())) {
      this.#notice(`The link's time "${raw.slice(0, 20)}" is not a whole number of seconds; the clock starts at 0:00.`);
      return;
    }
    this.#clock.reset(Number(raw) * 1000);
    this.#syncClock();
    this.#persist();
    renderClock(this.#r, this.#clock.ms, this.#ui.timerHidden);
  }

  async #importText(text) {
    const r = this.#r;
    r.importGo.setAttribute('aria-busy', 'true');
    const { value, error } = await this.#job('Opening the puzzle…', (call) => openText(text, call));
    r.importGo.removeAttribute('aria-busy');
    if (error) setNotice(r.importError, error);
    if (!value) return;
    r.importDialog.close();
    this.#begin(value, { focus: true });
    this.#announcer.announce(`Puzzle imported: ${headline(value.view)}. ${value.status.text}`);
  }

  // Everything that belonged to the previous puzzle goes; the cursor starts on `cursor`.
  #fresh(cursor) {
    this.#cancelHint();
    this.#hint = null;
    this.#checked = new Set();
    this.#event = '';
    this.#newBest = false;
    this.#cursor = cursor;
    this.#r.grid.focusCell(cursor, { quiet: true });
    this.#r.shareNote.textContent = '';
    this.#r.shareLink.hidden = true;
  }

  #begin(snap, { focus }) {
    this.#fresh(Math.max(0, snap.view.values.indexOf(0)));
    this.#clock.reset(0);
    Object.assign(this.#ui, { paused: '', assist: '', recorded: false, reveal: null });
    renderSetup(this.#r, snap.view.difficulty);
    this.#show(snap, { how: 'new' });
    if (focus) this.#r.grid.focusCell(this.#cursor);
  }

  // ---- wiring ----------------------------------------------------------------------------------

  #wire() {
    const r = this.#r;
    wireLayout(r, {
      select: (cell) => this.#select(cell, { focus: true }),
      digit: (d) => this.#digit(d, false),
      erase: () => this.#erase(),
      notes: () => this.#toggle('notes'),
      candidates: () => this.#toggle('candidates'),
      undo: () => this.undo(),
      redo: () => this.redo(),
      hint: () => this.#showHint(),
      hintStep: (by) => this.#hintStep(by),
      applyHint: () => this.#applyHint(),
      closeHint: () => this.#closeHint(),
      check: () => this.#check(),
      revealCell: () => this.#revealCell(),
      revealAll: () => this.#askRevealAll(),
      confirmRevealAll: () => this.#revealAllNow(),
      pause: () => this.#togglePause(),
      timerToggle: () => { this.#ui.timerHidden = !this.#ui.timerHidden; this.#persist(); this.#render(); },
      again: () => this.#generate(this.#snap?.view.difficulty ?? readGrade(r), { focus: true }),
      newGame: () => this.#generate(readGrade(r), { focus: true }),
      openImport: () => {
        setNotice(r.importError, '');
        r.importDialog.showModal();
        r.importText.focus();
      },
      importText: (text) => this.#importText(text),
      share: (what) => this.#share(what),
    });
  }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Shows a snapshot, saves it, narrates it and tells the host page; `prev` is the one before a change.
  #show(snap, { how, prev = null }) {
    this.#snap = snap;
    if (how !== 'restore') this.#notice('');
    if (prev) {
      this.#checked = new Set();
      this.#event = this.#describe(how, prev, snap);
      // The cursor follows an undo, a redo or a placed hint to the cell it changed.
      const cell = FOLLOWED.includes(how) ? cellOfMove(how === 'undo' ? prev.lastMove : snap.lastMove) : null;
      if (cell !== null) this.#select(cell, { focus: onGrid(this), quietly: true });
    }
    if (this.#hint && this.#hint.save !== snap.save) this.#hint = null;
    this.#syncClock();
    const finished = Boolean(prev && snap.status.over && !prev.status.over);
    if (finished) this.#finish(how);
    this.#persist();
    this.#render();
    if (prev && !finished) this.#announcer.announce(this.#event);
    this.emit('sudoku-change', snap);
  }

  #describe(how, prev, snap) {
    switch (how) {
      case 'undo': return prev.lastMove ? `Undone: ${describeMove(prev.lastMove, prev.view)}` : 'Undone.';
      case 'redo': return `Redone: ${describeMove(snap.lastMove, snap.view)}`;
      case 'hint': return `Hint placed: ${describeMove(snap.lastMove, snap.view)}`;
      case 'reveal': return `Revealed: ${describeMove(snap.lastMove, snap.view)}`;
      case 'reveal-all': return 'The whole solution is shown.';
      case 'unreveal': return 'Undone: the revealed solution.';
      default: return describeMove(snap.lastMove, snap.view);
    }
  }

  // The grid is full and right: the timer has stopped; the time goes to the best times unless revealed.
  #finish(how) {
    const view = this.#snap.view;
    // Solved by hand after taking "Reveal all" back: some help was still seen.
    if (this.#ui.assist === 'all' && how !== 'reveal-all') this.#ui.assist = 'cells';
    const ms = this.#clock.ms;
    const bests = this.#bests();
    if (!this.#ui.assist && !this.#ui.recorded) {
      this.#ui.recorded = true;
      if (!bests[view.difficulty] || ms < bests[view.difficulty]) {
        bests[view.difficulty] = ms;
        this.#newBest = true;
        try { this.#stores.best.save(bests); } catch { /* the time still shows in the result */ }
      }
    }
    const words = this.#overWords();
    this.#event = '';
    this.#announcer.announce(`${words.title}. ${words.text}`);
    queueMicrotask(() => this.#r.overTitle.focus({ preventScroll: true }));
    this.emit('sudoku-over', {
      difficulty: view.difficulty, ms, assist: this.#ui.assist, best: bests[view.difficulty] ?? null, newBest: this.#newBest, save: this.#snap.save,
    });
  }

  #bests() { return { ...(this.#stores?.best.load() ?? {}) }; }

  #overWords() {
    const snap = this.#snap;
    if (!snap?.status.over) return null;
    return overWords({ view: snap.view, ms: this.#clock.ms, assist: this.#ui.assist, best: this.#bests()[snap.view.difficulty], newBest: this.#newBest });
  }

  #render() {
    const r = this.#r;
    const snap = this.#snap;
    if (!snap) {
      r.loading.textContent = this.#work?.busy || 'Loading the puzzle…';
      return;
    }
    r.loading.hidden = true;
    r.game.hidden = false;
    renderGame(r, {
      snap, ms: this.#clock.ms, ...this.#ui, hint: this.#hint, over: this.#overWords(), busy: this.#work?.busy ?? '', event: this.#event,
    });
    r.grid.render({ view: snap.view, cursor: this.#cursor, candidates: this.#ui.candidates, checked: this.#checked, hint: hintMarks(this.#hint) });
    renderBest(r, this.#bests());
    this.toggleAttribute('data-over', snap.status.over);
    this.toggleAttribute('data-paused', Boolean(this.#ui.paused));
  }

  #persist() {
    if (!this.#snap || !this.#stores) return;
    try {
      this.#stores.game.save({ save: this.#snap.save, ms: this.#clock.ms, cursor: this.#cursor, ...this.#ui });
    } catch (error) {
      this.#notice(`The game could not be saved: ${errorText(error)}`);
    }
  }

  #notice(text, isError = true) { setNotice(this.#r.notice, text, isError); }

  // ---- the timer and pausing -------------------------------------------------------------------

  // The clock runs only while a puzzle is being played on screen.
  #syncClock() {
    const snap = this.#snap;
    this.#clock.run(Boolean(snap && !snap.status.over && !this.#ui.paused && !document.hidden && this.isConnected));
  }

  #tick() {
    renderClock(this.#r, this.#clock.ms, this.#ui.timerHidden);
    this.#ticks += 1;
    if (this.#ticks % PERSIST_EVERY_TICKS === 0) this.#persist();
  }

  // A hidden tab pauses the game (unless the page is going away: a reload resumes as it was).
  #visibility() {
    if (document.hidden && !this.#leaving && this.#clock.running) {
      this.#ui.paused = 'hidden';
      this.#render();
    }
    this.#syncClock();
    this.#persist();
  }

  #togglePause() {
    const snap = this.#snap;
    if (!snap) return;
    if (snap.status.over) { this.#notice('The puzzle is solved: the timer has stopped.'); return; }
    const r = this.#r;
    const resuming = Boolean(this.#ui.paused);
    this.#ui.paused = resuming ? '' : 'player';
    this.#syncClock();
    this.#persist();
    this.#render();
    if (resuming) r.grid.focusCell(this.#cursor);
    else r.resume.focus();
    this.#announcer.announce(resuming ? 'Resumed.' : 'Paused: the board is hidden until you resume.');
  }

  // Why the board takes no input now ('' when it does).
  #blocked() {
    if (!this.#snap) return 'The puzzle is still loading.';
    if (this.#ui.paused) return 'The game is paused: press Resume (or P) to go on.';
    return '';
  }

  // ---- moves -----------------------------------------------------------------------------------

  // Runs one engine call on the current save; a refusal leaves the game as it was and is shown.
  #act(call, how) {
    const prev = this.#snap;
    const next = attempt(() => call(prev.save), (sentence) => this.#notice(sentence), this);
    if (next) this.#show(next, { how, prev });
    return next;
  }

  #play(move, how = 'move') {
    const why = this.#blocked();
    if (why) { this.#notice(why); return null; }
    return this.#act((save) => this.#arcade.session.play(save, move), how);
  }

  #select(cell, { focus, quietly = false }) {
    this.#cursor = Math.max(0, Math.min(80, cell));
    this.#r.grid.focusCell(this.#cursor, { quiet: !focus });
    if (quietly || !this.#snap) return;
    this.#persist();
    this.#render();
  }

  #digit(digit, note) {
    const why = this.#blocked();
    if (why) { this.#notice(why); return; }
    const cell = this.#cursor;
    const { view } = this.#snap;
    if (note || this.#ui.noteMode) { this.#play(`n${cell}${digit}`); return; }
    if (!view.givens[cell] && view.values[cell] === digit) { this.#notice(`${cellName(cell)} already holds ${digit}.`, false); return; }
    this.#play(`p${cell}${digit}`);
  }

  #erase() { this.#play(`e${this.#cursor}`); }

  #toggle(which) {
    if (which === 'notes') this.#ui.noteMode = !this.#ui.noteMode;
    else this.#ui.candidates = !this.#ui.candidates;
    this.#persist();
    this.#render();
    const on = which === 'notes' ? this.#ui.noteMode : this.#ui.candidates;
    this.#announcer.announce(which === 'notes' ? `Note mode ${on ? 'on: digits toggle notes' : 'off: digits are placed'}.` : `Candidates ${on ? 'shown' : 'hidden'}.`);
  }

  #undoRedo(how) {
    const why = this.#blocked();
    if (why) { this.#notice(why); return; }
    const snap = this.#snap;
    if (!(how === 'undo' ? snap.canUndo : snap.canRedo)) { this.#notice(how === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.'); return; }
    const jump = revealJump(this.#ui.reveal, snap, how);
    if (jump) {
      this.#act(() => this.#arcade.session.load(jump), how === 'undo' ? 'unreveal' : 'reveal-all');
      return;
    }
    this.#act((save) => this.#arcade.session[how](save), how);
  }

  // ---- hints, check and reveal (the worker finds the step or the solution) ------------------------

  async #showHint() {
    const why = this.#blocked();
    if (why) { this.#notice(why); return; }
    const snap = this.#snap;
    const r = this.#r;
    if (this.#hint?.save === snap.save) { this.#announceHint(); return; }
    this.#cancelHint();
    const controller = new AbortController();
    this.#hinting = controller;
    r.hintButton.setAttribute('aria-busy', 'true');
    try {
      const grid = snap.view.values.map((v) => v || '.').join('');
      const result = await callEngine('sudoku.hint', [grid], { timeout: WORK_TIMEOUT_MS, signal: controller.signal });
      if (this.#hinting !== controller || this.#snap !== snap) return;
      this.#hint = { save: snap.save, result, step: 0 };
      this.#notice('');
      this.#render();
      this.#announceHint();
    } catch (error) {
      if (this.#hinting === controller) this.#notice(errorText(error));
    } finally {
      if (this.#hinting === controller) {
        this.#hinting = null;
        r.hintButton.removeAttribute('aria-busy');
      }
    }
  }

  #announceHint() {
    const r = this.#r;
    this.#announcer.announce(`${r.hintTitle.textContent}. ${r.hintText.textContent} ${r.hintLeads.textContent}`);
  }

  #hintStep(by) {
    if (!this.#hint) return;
    const step = this.#hint.step + by;
    if (step < 0 || step >= this.#hint.result.steps.length) {
      this.#notice(step < 0 ? 'This is the hint\'s first step.' : 'This is the hint\'s last step.', false);
      return;
    }
    this.#hint.step = step;
    this.#render();
    this.#announceHint();
  }

  #applyHint() {
    if (!this.#hint) return;
    if (this.#play('h', 'hint')) this.#r.grid.focusCell(this.#cursor);
  }

  #closeHint() {
    this.#cancelHint();
    this.#hint = null;
    this.#render();
    this.#r.grid.focusCell(this.#cursor);
  }

  #cancelHint() {
    this.#hinting?.abort();
    this.#hinting = null;
    this.#r?.hintButton.removeAttribute('aria-busy');
  }

  // The solution of the puzzle on show, solved once in the worker; null (and a notice) on failure.
  async #solutionOf(snap) {
    const puzzle = snap.view.puzzle;
    if (this.#solution?.puzzle !== puzzle) {
      try {
        const digits = await callEngine('sudoku.solve', [puzzle], { timeout: WORK_TIMEOUT_MS });
        this.#solution = { puzzle, digits };
      } catch (error) {
        this.#notice(errorText(error));
        return null;
      }
    }
    return this.#snap === snap ? this.#solution.digits : null;
  }

  async #check() {
    const why = this.#blocked();
    if (why) { this.#notice(why); return; }
    const snap = this.#snap;
    const solution = await this.#solutionOf(snap);
    if (!solution) return;
    const { placed, wrong } = checkCells(snap.view, solution);
    this.#checked = new Set(wrong);
    this.#event = checkSentence(wrong, placed.length);
    this.#notice('');
    this.#render();
    this.#announcer.announce(this.#event);
  }

  async #revealCell() {
    const why = this.#blocked();
    if (why) { this.#notice(why); return; }
    const snap = this.#snap;
    const cell = this.#cursor;
    if (snap.view.givens[cell]) { this.#notice(`${cellName(cell)} is a given: its digit is already shown.`, false); return; }
    const solution = await this.#solutionOf(snap);
    if (!solution) return;
    if (String(snap.view.values[cell]) === solution[cell]) { this.#notice(`${cellName(cell)} already holds the right digit.`, false); return; }
    const before = this.#ui.assist;
    this.#ui.assist = before || 'cells';
    if (!this.#play(`p${cell}${solution[cell]}`, 'reveal')) this.#ui.assist = before;
  }

  #askRevealAll() {
    const why = this.#blocked() || (this.#snap.status.over ? 'The puzzle is already solved.' : '');
    if (why) { this.#notice(why); return; }
    this.#r.revealDialog.showModal();
    this.#r.revealNo.focus();
  }

  // Every cell that differs from the solution gets its digit, in one save the worker replays.
  async #revealAllNow() {
    this.#r.revealDialog.close();
    const snap = this.#snap;
    const solution = await this.#solutionOf(snap);
    if (!solution) return;
    const { save, reveal } = revealAllSave(snap, solution);
    const { value, error } = await this.#job('Revealing the solution…', (call) => call('session.load', save));
    if (error) this.#notice(error);
    if (!value || this.#snap !== snap) return;
    Object.assign(this.#ui, { assist: 'all', reveal });
    this.#show(value, { how: 'reveal-all', prev: snap });
  }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share(what) {
    if (!this.#snap) return;
    const progress = what === 'progress';
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, progress ? this.#snap.save : this.#snap.view.puzzle, {
      copied: progress ? 'Link copied. It opens this puzzle with your digits, notes and time so far.' : 'Link copied. It opens this puzzle from the start.',
      manual: progress ? 'Copy this link to share the puzzle with your progress:' : 'Copy this link to share the puzzle:',
    }, progress ? { time: Math.floor(this.#clock.ms / 1000) } : {});
  }

  // ---- keyboard (sudoku-input.js decides what a key asks for) ------------------------------------

  #key(event) {
    const r = this.#r;
    if (event.defaultPrevented || event.altKey || !this.#snap || r.game.hidden || !ownsKey(this, event)) return;
    if (r.importDialog.open || r.revealDialog.open) return; // the dialog has the keys (Escape closes it)
    const command = keyCommand(event);
    if (!command || (command.type === 'close' && !this.#hint)) return;
    event.preventDefault();
    switch (command.type) {
      case 'undo': this.undo(); break;
      case 'redo': this.redo(); break;
      case 'close': this.#closeHint(); break;
      case 'move': this.#select(cellAfterKey(this.#cursor, command.event), { focus: onCell(event) }); break;
      case 'digit': this.#digit(command.digit, command.note); break;
      case 'erase': this.#erase(); break;
      case 'notes': this.#toggle('notes'); break;
      case 'candidates': this.#toggle('candidates'); break;
      case 'hint': this.#showHint(); break;
      case 'pause': this.#togglePause(); break;
      default: break;
    }
  }
}

// True when keyboard focus is on the element's grid (so a moved cursor takes the focus along).
const onGrid = (element) => Boolean(element.shadowRoot.activeElement?.closest?.('.cell'));

defineElement('sudoku-game', SudokuGame);
