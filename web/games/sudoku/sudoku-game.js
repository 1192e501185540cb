// sudoku-game.js: the <sudoku-game> custom element: graded Sudoku with notes, candidates, hints, timer and sharing, in shadow DOM.
//
// Attributes (read when the element starts; a `game-id`, then the saved game in storage, come first):
//   difficulty   the grade of new puzzles: easy, medium (default), hard, expert or extreme
//   game-id      a puzzle to open, as shared by link: 81 cells ("53..7....6..195…", 0 or . empty)
//                or a whole save ("sudoku:hard:<puzzle>:p405.n13:2")
//   daily        the day's challenge (the same for everyone on a UTC date): daily (or "today") today's,
//                daily="2027-03-28" that day's; a day played here opens as it was left (a link comes first)
//   time         whole seconds already spent on a game-id shared with progress (its clock
//                starts there; share with progress writes it)
//   seed         a whole number: new puzzles come from this seed (the same puzzle every time; tests)
//   storage-key  localStorage key of the saved game (default "kata-arcade:sudoku"; best times
//                under "<key>:best")
//   sound        "on": sounds on by default (a solved puzzle's fanfare; the player's remembered choice wins)
//   coach        "on": the coach (once solved: the techniques the puzzle needed and the ones you
//                asked hints for) on by default (the player's remembered choice wins)
// Events (bubbling, composed):
//   sudoku-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   sudoku-over    detail: { difficulty, ms, assist ('' | 'help' (hints or checks) | 'cells' | 'all'), best, newBest, save }
// Properties and methods: snapshot, save, elapsed (ms), paused, noteMode and showCandidates (writable:
//   as the Notes and Candidates switches), cursor,
//   select(cell), enter(digit), note(digit), erase(), hint(), applyHint(), check(), revealCell(),
//   revealAll(), undo(), redo(), pause(), resume(), newGame(difficulty), loadGame(id).
// Theming (CSS custom properties) and parts: sudoku-game.api.json, which the package README's table shows.
// Keys (focus in the element, or on the page outside other components): see KEYS in sudoku-text.js.
import { defineElement } from '../../common/element.js';
import { ControlledGameElement } from '../../common/game-controller.js';
import { Assist } from './sudoku-assist.js';
import { PageClock } from './sudoku-clock.js';
import { SudokuCoach } from './sudoku-coach.js';
import { cellAfterKey, hintMarks } from './sudoku-grid.js';
import { keyCommand, onCell } from './sudoku-input.js';
import { readGrade, renderBest, renderSetup } from './sudoku-panels.js';
import { importPuzzle, openImport, openStores, openText, revealJump } from './sudoku-saves.js';
import { cellName, cellOfMove, changeLine, gradeOf, headline, modeSaid, shareWords, solvedBy } from './sudoku-text.js';
import { dailyResult, dailyShare } from './sudoku-daily.js';
import { dailyParts } from '../../common/daily-view.js';
import { BestTimes } from './sudoku-best.js';
import sudokuWords from './sudoku-words.js';
import { buildLayout, renderClock, renderGame, wireLayout } from './sudoku-view.js';

const FOLLOWED = ['undo', 'redo', 'hint'];

export class SudokuGame extends ControlledGameElement {
  static styles = [new URL('../../common/game-fit.css', import.meta.url), new URL('./sudoku-accent.css', import.meta.url),
    new URL('./sudoku-grid.css', import.meta.url), new URL('./sudoku-game.css', import.meta.url)];

  /** @type {import('../../common/game-controller.js').GameController} */
  #play;                 // the shared controller (game-controller.js)
  #clock = new PageClock({
    playing: () => Boolean(this.#play.snap && !this.#play.snap.status.over && !this.#ui.paused && this.isConnected),
    tick: () => renderClock(this.#play.r, this.#clock.ms, this.#ui.timerHidden),
    hidden: () => { this.#ui.paused = 'hidden'; this.#play.render(); },
    save: () => this.#play.persist(),
  });
  #cursor = 0;
  // What the page keeps beside the save (stored with it, so a reload resumes exactly):
  //   paused    '' playing, 'player' (Pause) or 'hidden' (the tab was hidden)
  //   assist    '', 'help' (a hint or a check was seen) or what was revealed, 'cells' or 'all' (then no best time)
  //   recorded  this puzzle's time has been weighed against the best time
  //   reveal    { from, to, moves } around "Reveal all" (one step for undo and redo), or null
  //   hints     the technique of each hint shown, oldest first (the coach's list at the end)
  #ui = { paused: '', assist: '', recorded: false, reveal: null, noteMode: false, candidates: false, timerHidden: false, hints: [] };
  #best = new BestTimes();  // the best times and a solved puzzle's result (sudoku-best.js)
  /** @type {Assist} */
  #assist;               // hints, Check and Reveal (sudoku-assist.js)
  #coach = new SudokuCoach(this);

  get elapsed() { return this.#clock.ms; }
  /** @returns {any} '' playing, 'player' or 'hidden': the clock's pause (Sudoku has no computer to pause) */
  get paused() { return this.#ui.paused; }
  get noteMode() { return this.#ui.noteMode; }
  set noteMode(on) { this.#setMode('noteMode', on); }
  get showCandidates() { return this.#ui.candidates; }
  set showCandidates(on) { this.#setMode('candidates', on); }
  get cursor() { return this.#cursor; }

  constructor() {
    super((play) => {
      this.#play = play;
      this.#assist = new Assist({
        play, ui: this.#ui, blocked: () => this.#blocked(), cursor: () => this.#cursor,
        move: (move, how) => this.#move(move, how), focusGrid: () => play.r.grid.focusCell(this.#cursor),
      });
      return this.#spec();
    }, {
      resume: () => { this.#clock.listen(true); this.#clock.sync(); },
      suspend: () => { this.#clock.listen(false); this.#clock.sync(); this.#play.persist(); this.#assist.cancel(); },
    });
  }

  select(cell) { this.#select(cell, { focus: false }); }
  enter(digit) { this.#digit(digit, false); }
  note(digit) { this.#digit(digit, true); }
  erase() { this.#move(`e${this.#cursor}`); }
  hint() { return this.#assist.show(); }
  applyHint() { this.#assist.apply(); }
  check() { return this.#assist.check(); }
  revealCell() { return this.#assist.revealCell(); }
  revealAll() { this.#assist.askRevealAll(); }
  undo() { this.#undoRedo('undo'); }
  redo() { this.#undoRedo('redo'); }
  pause() { if (!this.#ui.paused) this.#togglePause(); }
  resume() { if (this.#ui.paused) this.#togglePause(); }
  newGame(difficulty = readGrade(this.#play.r)) { return this.#play.newGame({ difficulty: gradeOf(difficulty) }); }
  loadGame(id) { return Promise.resolve(this.#play.loadGame(id)); }

  /** What <sudoku-game> hands the shared controller: puzzles are made and links opened in the worker. @returns {import('../../common/game-spec.js').GameSpec} */
  #spec() {
    return {
      game: 'sudoku',
      name: 'Sudoku',
      noun: 'puzzle',
      pageWords: sudokuWords,
      messages: { fr: () => import('./sudoku-messages-fr.js'), it: () => import('./sudoku-messages-it.js'), he: () => import('./sudoku-messages-he.js') },
      storageKey: 'kata-arcade:sudoku',
      store: (key) => this.#best.keep(openStores(key)),
      layout: buildLayout,
      wire: (r, on) => this.#wire(r, on),
      renderSetup: (r, settings) => renderSetup(r, settings.difficulty),
      fromAttributes: (get) => ({ difficulty: gradeOf(get('difficulty')) }),
      settingsOf: (view) => ({ difficulty: view.difficulty }),
      create: ({ difficulty }, call) => call('session.create', 'sudoku', { params: difficulty }, ...this.#random()),
      open: (id, call) => openText(this.#play.t, id, call),
      linked: (snap) => this.#takeSharedTime(snap),
      record: () => ({ ms: this.#clock.ms, cursor: this.#cursor, ...this.#ui }),
      restore: (record) => {
        this.#cursor = record.cursor;
        this.#clock.reset(record.ms);
        for (const key of Object.keys(this.#ui)) this.#ui[key] = record[key];
        this.#ui.hints = record.hints ?? [];  // older records kept no hints
      },
      fresh: () => {
        this.#assist.reset();
        this.#best.newBest = false;
        this.#clock.reset(0);
        Object.assign(this.#ui, { paused: '', assist: '', recorded: false, reveal: null, hints: [] });
      },
      present: (snap, how, prev) => this.#present(snap, how, prev),
      event: (how, prev, snap) => (prev && !solvedBy(prev, snap) ? changeLine(this.#play.t, how, prev, snap) : ''),
      narrate: (prev, snap, how) => {
        if (!solvedBy(prev, snap)) return prev ? changeLine(this.#play.t, how, prev, snap) : '';
        const words = this.#overWords();
        return `${words.title}${/[.!?]$/.test(words.title) ? '' : '.'} ${words.text}`;  // "Solved!" takes no full stop
      },
      render: (r, model) => this.#render(r, model),
      keepFocus: () => {}, // the controls only look disabled; each action puts focus where it goes
      finished: () => queueMicrotask(() => this.#play.r.overTitle.focus({ preventScroll: true })),
      overDetail: (snap) => {
        const { best, newBest } = this.#best.of(snap.view.difficulty);
        return { difficulty: snap.view.difficulty, ms: this.#clock.ms, assist: this.#ui.assist, best, newBest, save: snap.save };
      },
      keys: (event) => this.#key(event),
      daily: {
        result: (t) => dailyResult(t, this.#clock.ms, this.#ui.assist),
        share: (t, snap) => dailyShare(t, snap, this.#clock.ms, this.#ui.assist),
        unit: 'sudoku.daily.unit',
        ...dailyParts,
      },
      share: (snap, what) => (what === 'progress'
        ? { hash: snap.save, ...shareWords(this.#play.t, 'progress'), query: { time: Math.floor(this.#clock.ms / 1000) } }
        : { hash: snap.view.puzzle, ...shareWords(this.#play.t, 'puzzle') }),
      words: {
        making: ({ difficulty }) => this.#play.t(`sudoku.making.${gradeOf(difficulty)}`),
        started: (snap) => this.#told('sudoku.started', snap),
        opened: (snap) => this.#told('sudoku.opened', snap),
        resumed: (snap) => `${this.#told('sudoku.resumed', snap)}${this.#ui.paused ? this.#play.t('sudoku.pausedShort') : ''}`,
      },
    };
  }

  // What is announced when a puzzle starts, opens or resumes (`key`): the puzzle and its status.
  #told(key, snap) {
    const play = this.#play;
    return play.t(key, { puzzle: headline(play.t, snap.view), status: play.statusText(snap) });
  }

  #random() {
    const text = (this.getAttribute('seed') ?? '').trim();
    return /^\d+$/.test(text) ? [{ seed: Number(text) }] : [];
  }

  // A link shared with progress carries the time spent so far (once: later puzzles start at 0:00).
  #takeSharedTime(snap) {
    const raw = this.getAttribute('time');
    this.removeAttribute('time');
    if (raw === null || snap.moveCount === 0) return;
    if (!/^\d{1,6}$/.test(raw.trim())) {
      this.#play.notice(this.#play.t('sudoku.badTime', { raw: raw.slice(0, 20) }));
      return;
    }
    this.#clock.reset(Number(raw) * 1000);
    this.#clock.sync();
    this.#play.persist();
    renderClock(this.#play.r, this.#clock.ms, this.#ui.timerHidden);
  }

  // From a button: the new puzzle takes the focus.
  async #newPuzzle(grade) {
    if (await this.#play.newGame({ difficulty: gradeOf(grade) })) this.#play.r.grid.focusCell(this.#cursor);
  }

  // What the buttons and the keys both ask for (sudoku-input.js names the keys' commands).
  #commands = {
    undo: () => this.undo(),
    redo: () => this.redo(),
    erase: () => this.erase(),
    notes: () => this.#setMode('noteMode', !this.#ui.noteMode),
    candidates: () => this.#setMode('candidates', !this.#ui.candidates),
    hint: () => this.#assist.show(),
    close: () => this.#assist.close(),
    pause: () => this.#togglePause(),
  };

  #wire(r, on) {
    this.#clock.listen(true);
    const assist = this.#assist;
    wireLayout(r, {
      ...this.#commands,
      select: (cell) => this.#select(cell, { focus: true }),
      digit: (d) => this.#digit(d, false),
      hintStep: (by) => assist.step(by),
      applyHint: () => assist.apply(),
      closeHint: this.#commands.close,
      check: () => assist.check(),
      revealCell: () => assist.revealCell(),
      revealAll: () => assist.askRevealAll(),
      confirmRevealAll: () => assist.revealAll(),
      timerToggle: () => { this.#ui.timerHidden = !this.#ui.timerHidden; this.#play.persist(); this.#play.render(); },
      again: () => this.#newPuzzle(this.#play.snap?.view.difficulty ?? readGrade(r)),
      newGame: () => this.#newPuzzle(readGrade(r)),
      openImport: () => openImport(r),
      importText: async (text) => { if (await importPuzzle(this.#play, text)) r.grid.focusCell(this.#cursor); },
      share: on.share,
    });
    this.#coach.build(r, () => this.#play.snap && this.#play.render());
  }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Before a snapshot is saved and drawn: the cursor, the help shown, the clock, the finish.
  #present(snap, how, prev) {
    if (how === 'new' || how === 'restore') this.#select(how === 'new' ? Math.max(0, snap.view.values.indexOf(0)) : this.#cursor, { focus: false, quietly: true });
    if (prev) {
      // The cursor follows an undo, a redo or a placed hint to the cell it changed.
      const cell = FOLLOWED.includes(how) ? cellOfMove(how === 'undo' ? prev.lastMove : snap.lastMove) : null;
      if (cell !== null) this.#select(cell, { focus: onGrid(this), quietly: true });
    }
    this.#assist.changed(snap);
    this.#clock.sync();
    if (solvedBy(prev, snap)) this.#best.solved(snap.view.difficulty, this.#clock.ms, this.#ui, how);
  }

  #overWords() {
    const snap = this.#play.snap;
    return snap?.status.over ? this.#best.words(this.#play.t, snap.view, this.#clock.ms, this.#ui.assist) : null;
  }

  #render(r, { snap, busy, event }) {
    const { hint, checked, said } = this.#assist;
    renderGame(r, { snap, ms: this.#clock.ms, ...this.#ui, hint, over: this.#overWords(), busy, event: said || event, status: this.#play.statusText(snap) });
    r.grid.render({ view: snap.view, cursor: this.#cursor, candidates: this.#ui.candidates, checked, hint: hintMarks(hint) });
    renderBest(r, this.#best.all());
    this.#coach.update(snap, this.#ui.hints);
    this.toggleAttribute('data-paused', Boolean(this.#ui.paused));
  }

  // ---- pausing (the clock: sudoku-clock.js) -------------------------------------------------------------------

  #togglePause() {
    const play = this.#play;
    const snap = play.snap;
    if (!snap) return;
    if (snap.status.over) { play.notice(play.t('sudoku.solvedStopped')); return; }
    const resuming = Boolean(this.#ui.paused);
    this.#ui.paused = resuming ? '' : 'player';
    this.#clock.sync();
    play.persist();
    play.render();
    if (resuming) play.r.grid.focusCell(this.#cursor);
    else play.r.resume.focus();
    play.announcer.announce(play.t(resuming ? 'sudoku.resumedShort' : 'sudoku.pausedLong'));
  }

  // Why the board takes no input now ('' when it does).
  #blocked() {
    if (!this.#play.snap) return this.#play.t('sudoku.stillLoading');
    if (this.#ui.paused) return this.#play.t('sudoku.isPaused');
    return '';
  }

  // ---- moves -----------------------------------------------------------------------------------

  // A move of the player's, unless the board takes no input; the engine judges it.
  #move(move, how = 'move') {
    const why = this.#blocked();
    if (why) { this.#play.notice(why); return null; }
    return this.#play.act((save) => this.#play.arcade.session.play(save, move), how);
  }

  #select(cell, { focus, quietly = false }) {
    this.#cursor = Math.max(0, Math.min(80, cell));
    this.#play.r.grid.focusCell(this.#cursor, { quiet: !focus });
    if (quietly || !this.#play.snap) return;
    this.#play.persist();
    this.#play.render();
  }

  #digit(digit, note) {
    const why = this.#blocked();
    if (why) { this.#play.notice(why); return; }
    const cell = this.#cursor;
    const { view } = this.#play.snap;
    if (note || this.#ui.noteMode) { this.#move(`n${cell}${digit}`); return; }
    if (!view.givens[cell] && view.values[cell] === digit) { this.#play.notice(this.#play.t('sudoku.alreadyHolds', { cell: cellName(cell), digit }), false); return; }
    this.#move(`p${cell}${digit}`);
  }

  // Note mode or the candidates on or off (their keys and buttons, the properties): kept with the save, announced.
  #setMode(key, value) {
    if (this.#ui[key] === Boolean(value)) return;
    this.#ui[key] = Boolean(value);
    if (!this.#play?.snap) return;  // not started: the game starts so (a restored save brings its own)
    this.#play.persist();
    this.#play.render();
    this.#play.announcer.announce(this.#play.t(modeSaid(key, this.#ui[key])));
  }

  // Undo and redo step over a whole "Reveal all" at once (sudoku-saves.js), else one move.
  #undoRedo(how) {
    const why = this.#blocked();
    if (why) { this.#play.notice(why); return; }
    const jump = revealJump(this.#ui.reveal, this.#play.snap, how);
    if (jump) this.#play.act(() => this.#play.arcade.session.load(jump), how === 'undo' ? 'unreveal' : 'reveal-all');
    else this.#play.undoRedo(how);
  }

  // ---- keyboard (sudoku-input.js decides what a key asks for) ------------------------------------

  #key(event) {
    const r = this.#play.r;
    if (r.importDialog.open || r.revealDialog.open) return false; // the dialog has the keys (Escape closes it)
    const command = keyCommand(event);
    if (!command || (command.type === 'close' && !this.#assist.hint)) return false;
    if (command.type === 'move') this.#select(cellAfterKey(this.#cursor, command.event), { focus: onCell(event) });
    else if (command.type === 'digit') this.#digit(command.digit, command.note);
    else this.#commands[command.type]();
    return true;
  }
}

// True when keyboard focus is on the element's grid (so a moved cursor takes the focus along).
const onGrid = (element) => Boolean(element.shadowRoot.activeElement?.closest?.('.cell'));

defineElement('sudoku-game', SudokuGame);
