// game-controller.js: GameController, the page's counterpart of the core's Session: one per game element, written once for every game.
//
// It owns what every game does the same way: starting (a shared link, then the saved game, then
// the element's attributes), saving after every change, moves and refusals, undo and redo to a
// person's decision (the core's undoDecision/redoDecision), the computer's turn in the engine
// worker (a pause, stop and resume, answers that arrive too late dropped), share links, the keys
// every game shares, notices and announcements, and the element's change and over events. A game
// hands it a spec (game-spec.js) with what differs: its layout, drawing, input and words. Questions
// about the position (a hint) go to the worker through ask(), dropped when the position changes.
//
// This file shows snapshots, saves and plays moves; its parts beside it do the rest: game-start.js
// (start-up, restore, links, new games), game-controls.js (the shared buttons, the setup, sharing,
// keys), game-computer.js (the computer's turn and questions to the worker) and game-remote.js (a
// game with a friend on another device, by turn links).
import { errorText } from './engine.js';
import { GameElement, attempt, errorIn, setNotice } from './game-element.js';
import { fixLanguage, languageOf, say } from './words.js';
import { playSound } from './sound.js';
import commonWords from './common-words.js';
import { wordsIn } from './page-words.js';
import { GameStart } from './game-start.js';
import { GameControls } from './game-controls.js';
import { GameComputer } from './game-computer.js';

// The day's challenge part of a game that has none (game-daily.js's GameDaily is the other).
const NO_DAILY = Object.freeze({
  active: false, asking: false, noUndo: '', waits: '', layOut() {}, shown() {}, render() {}, kept: () => true, open: () => null, openOver: () => null,
  challenge: () => null, result: () => null,
});

// The friend part of a game not played by link (game-remote.js's GameRemote is the other): its
// core refuses every turn link in its own words, which the page passes on.
const noRemote = (c, s) => Object.freeze({
  active: false, mine: true, model: () => null, notYourMove: () => '', shown() {}, start: () => null, showQr: async () => null,
  async open(token) {
    try {
      s.arcade.link.show(token);
    } catch (error) {
      return { error: `${c.t('linkFailed')} ${s.say(error)}` };
    }
    return { error: `${c.t('linkFailed')} ${c.t('linkNotGame', { name: c.spec.name })}` };
  },
});

export class GameController {
  #element;
  #made = null;

  // What the controller shares with its parts and nobody else: the game's state and its own steps.
  #s = {
    arcade: null,
    store: null,
    unkept: false,    // the last save stayed in memory only (the player has been told)
    kept: null,       // the save this tab last wrote: a stored one that differs came from another tab
    r: null,
    announcer: null,
    snap: null,
    stalled: false,   // the computer is paused (stopped, undone to, or its move failed)
    event: '',        // the line under the board
    animating: Promise.resolve(),
    work: null,       // { controller, busy } while the worker makes or opens the next game (GameStart.job)
    remote: null,     // { gameId, seats, link } in a game with a friend on another device (game-remote.js)
    daily: null,      // the date ("YYYY-MM-DD") of the day's challenge on show (game-daily.js)
    show: (snap, how) => this.#show(snap, how),
    say: (error) => this.#say(error),
    refused: (sentence, snap, error) => this.#refused(sentence, snap, error),
    text: (id, english) => this.#spec.words.text?.[id] ?? english,
    sound: null,      // the sound switch, when the game has a tools row (its label follows relanguage)
    pace: null,       // the quick-computer switch, when the game has computers to wait for
  };

  #start;
  #controls;
  #computer;
  /** @type {any} */
  #remote = null;
  /** @type {any} */
  #daily = null;

  /** `makeSpec(controller)` gives the game's parts (their hooks may keep the controller to act on the game). */
  #makeSpec;

  // The spec is made at the first connection: an element's own fields exist only once its
  // constructor has returned, and its hooks may use them.
  /** @param {(play: GameController) => import('./game-spec.js').GameSpec} makeSpec */
  constructor(element, makeSpec) {
    this.#element = element;
    this.#makeSpec = makeSpec;
    this.#start = new GameStart(this, this.#s);
    this.#controls = new GameControls(this, this.#s, this.#start);
    this.#computer = new GameComputer(this, this.#s);
  }

  get #spec() {
    this.#made ??= this.#makeSpec(this);
    return this.#made;
  }

  /** The game's spec (game-spec.js), for the controller's parts. */
  get spec() { return this.#spec; }
  get element() { return this.#element; }

  /** The page words in the element's language (page-words.js), fixed when the game boots: t(key, values). */
  get t() {
    this.#t ??= wordsIn(languageOf(this.#element), this.#spec.pageWords ?? {}, this.#spec.daily?.words ?? {}, this.#spec.remote?.words ?? {}, commonWords);
    return this.#t;
  }

  #t = null;

  /**
   * Fixes the element's language as it is now (words.js), for the controller's own words too (its
   * notices, the sound switch): at boot, and again by a game that has relabelled itself in a new
   * language (Cul de chouette).
   */
  relanguage() {
    fixLanguage(this.#element);
    this.#t = null;
    this.#s.sound?.update();
    this.#s.pace?.update();
  }

  /** The core's status line of `snap` in the element's language (its message, words.js). */
  statusText(snap) { return say(snap.status.message, snap.status.text, languageOf(this.#element)); }
  get arcade() { return this.#s.arcade; }
  get snap() { return this.#s.snap; }
  get r() { return this.#s.r; }
  get thinking() { return this.#computer.active; }
  get thinkingSeconds() { return this.#computer.seconds(); }
  get paused() { return this.#s.stalled; }
  get announcer() { return this.#s.announcer; }
  /** The game with a friend on another device (game-remote.js): start(), open(token), send(). */
  get remote() {
    // Made on first use from the game's own spec.remote.part: a game not played by link loads none of it.
    this.#remote ??= this.#spec.remote?.part ? new this.#spec.remote.part(this, this.#s) : noRemote(this, this.#s);
    return this.#remote;
  }
  /** The day's challenge (game-daily.js): open(date), active, result(). */
  get daily() {
    // Made on first use from the game's own spec.daily.part: a game without a daily loads none of it.
    this.#daily ??= this.#spec.daily?.part ? new this.#spec.daily.part(this, this.#s, this.#start) : NO_DAILY;
    return this.#daily;
  }

  // ---- start-up and new games (game-start.js) ---------------------------------------------------

  async boot() {
    this.#start.layOut();
    this.daily.layOut();
    // One language for the game's whole life, its labels and the core's sentences alike (words.js);
    // fixed once laid out, where a table may take the language it remembered (Cul de chouette).
    this.relanguage();
    this.#controls.wire();
    await this.#start.open();
  }

  loadGame(id) { return this.#start.loadGame(id); }
  /** Another tab saved this element's game (a `storage` event): show it as it is there. */
  otherTab(event) { this.#start.otherTab(event); }
  /** Before a move: true when another tab moved this game on and this tab now shows that instead (GameStart.caughtUp). */
  caughtUp() { return this.#start.caughtUp(); }
  newGame(settings) { return this.#start.newGame(settings); }
  /** The settings of the game on show, else those of the element's attributes. */
  currentSettings() { return this.#start.currentSettings(); }

  /**
   * Runs `run(call)` (engine calls in the worker) as the one job that will replace the game; a
   * newer job cancels it. Render's model has `busy` meanwhile (the loading line says it before the
   * first game). Resolves to { value }, { error: sentence, failure } or {} when it was superseded.
   */
  job(busy, run) { return this.#start.job(busy, run); }

  /** Shows a new game's first snapshot, made by the game itself, and announces `told`; `remote`: a game with a friend; `daily`: the day's challenge of that date. */
  begin(snap, told, remote = null, daily = null) { this.#start.begin(snap, told, remote, daily); }

  /** A game with a setup screen: shows it (over the game, which waits), with `error` if any. */
  showSetup(error = '', settings = undefined, options = undefined) { this.#controls.showSetup(error, settings, options); }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Shows a snapshot (animating a move just played), saves it, narrates it and tells the host page.
  #show(snap, { how, prev = null }) {
    const spec = this.#spec;
    const s = this.#s;
    const r = s.r;
    const wasOver = prev?.status.over ?? false;
    this.cancelAsking();
    s.snap = snap;
    if (how !== 'restore') this.notice('');
    if (r.shareNote) {
      r.shareNote.textContent = '';
      r.shareLink.hidden = true;
    }
    if (r.setupScreen) r.setupScreen.hidden = true;
    const moved = how === 'move' || how === 'computer';
    s.event = spec.event ? spec.event(how, prev, snap)
      : moved || how === 'redo' ? spec.describeMove(snap) : how === 'undo' ? this.t('moveTakenBack') : '';
    s.animating = spec.present?.(snap, how, prev) ?? Promise.resolve();
    this.#write();
    this.remote.shown();
    this.daily.shown(snap, how);
    spec.shown?.(snap, how);
    this.render();
    const told = spec.narrate ? spec.narrate(prev, snap, how)
      : (moved || how === 'undo' || how === 'redo' ? `${s.event} ${this.statusText(snap)}` : '');
    if (told) s.announcer.announce(told);
    this.#element.emit(`${spec.game}-change`, snap);
    if (moved) playSound(this.#element, spec.sound?.(snap, prev));
    if (snap.status.over && !wasOver && how !== 'restore' && how !== 'new') {
      // The fanfare waits for the winning move to land.
      s.animating.then(() => playSound(this.#element, 'win'));
      spec.finished?.(snap, how);
      this.#element.emit(`${spec.game}-over`, spec.overDetail(snap));
    }
    this.maybeThink();
  }

  /** Updates the view from the current snapshot (the game calls it when its own state changed). */
  render() {
    const { snap, r, stalled, event, work } = this.#s;
    if (!snap) return;
    r.loading.hidden = true;
    if (!r.setupScreen || r.setupScreen.hidden) r.game.hidden = false;
    const focused = this.#element.shadowRoot.activeElement;
    this.#spec.render(r, {
      snap, thinking: this.#computer.active ? { seconds: this.#computer.seconds() } : null, stalled,
      event, busy: work?.busy ?? '', remote: this.remote.model(), ...this.#spec.model?.(),
    });
    this.daily.render();
    this.#spec.painted?.();
    this.#element.toggleAttribute('data-over', snap.status.over);
    if (this.#spec.keepFocus) this.#spec.keepFocus(focused);
    else this.#keepFocus(focused);
  }

  // A control that just got hidden or disabled would drop focus to the page start: the headline takes it.
  #keepFocus(focused) {
    if (focused instanceof HTMLElement && (focused.closest('[hidden]') || /** @type {HTMLButtonElement} */ (focused).disabled)) {
      this.#s.r.headline.focus({ preventScroll: true });
    }
  }

  /**
   * Saves the game again (the game calls it when a field of its record() changed), unless another
   * tab saved a move meanwhile: this tab then shows that game (GameStart.caughtUp) rather than
   * writing its older one over it.
   */
  persist() {
    if (!this.caughtUp()) this.#write();
  }

  // Writes the record of the game on show; a write that fails is said once.
  #write() {
    const { snap, store, stalled, remote, daily } = this.#s;
    if (!snap || !store) return;
    try {
      const record = { save: snap.save, paused: stalled, ...(remote ? { remote } : {}), ...(daily ? { daily } : {}), ...this.#spec.record?.() };
      // The day's copy too (game-daily.js): written even when the first write fails.
      const saved = store.save(record);
      this.#s.kept = record.save;
      const kept = this.daily.kept(record) && saved;
      // Said once, when saving starts failing (storage full, blocked, private mode), and again
      // after saving has worked in between: the player learns a reload would lose the game.
      if (!kept && !this.#s.unkept) this.notice(this.t('notKept'));
      this.#s.unkept = !kept;
    } catch (error) {
      this.notice(this.t('notSaved', { why: errorText(error) }));
    }
  }

  /** Shows a sentence in the notice line (a live region); an error unless `isError` is false. */
  notice(text, isError = true) { setNotice(this.#s.r.notice, text, isError); }

  // ---- moves -----------------------------------------------------------------------------------

  /** Runs one engine call on the current save; a refusal leaves the game as it was and is shown. */
  act(call, how = 'move') {
    if (this.caughtUp()) return null;
    const prev = this.#s.snap;
    if (!prev || this.#s.r.setupScreen?.hidden === false) return null;
    // The notice is a live region: screen readers hear a refusal.
    const next = attempt(() => call(prev.save), (sentence, error) => {
      this.#refused(sentence, prev, error);
      this.maybeThink();
    }, this.#element);
    if (next) this.#show(next, { how, prev });
    return next;
  }

  // An engine's refusal, in the board's words.
  #refused(sentence, snap, error) { this.notice(this.#spec.words.refused?.(sentence, snap, error) ?? sentence); }

  // An engine error about no position in the game's words (words.error).
  #say(error) {
    const sentence = errorIn(this.#element, error);
    return this.#spec.words.error?.(sentence, error) ?? sentence;
  }

  /** Plays a person's move (an intent or a whole move), unless it is not their turn. */
  play(move) {
    const why = this.notYourMove();
    if (why) { this.notice(why); return null; }
    if (this.remote.active) return this.remote.play(move);
    return this.act((save) => this.#s.arcade.session.play(save, move, this.#spec.random?.()), 'move');
  }

  /** Why a person cannot move now, or '' when they can. The engine still judges the move itself. */
  notYourMove() {
    const snap = this.#s.snap;
    if (!snap) return this.t('stillLoading');
    if (this.daily.waits) return this.daily.waits;
    if (snap.status.over) return this.t('isOver', { status: this.statusText(snap) });
    const friends = this.remote.notYourMove();
    if (friends) return friends;
    if (snap.status.computerToMove) {
      const who = this.#spec.seatName(snap, snap.status.toMove);
      if (this.#s.stalled) return this.t('computerWaits', { who });
      return this.#spec.words.wait?.(who) ?? this.t('pleaseWait', { who });
    }
    return '';
  }

  /**
   * Undo goes back to the last decision of a person, over the computer's moves after it (which the
   * log keeps); redo comes forward to where a person decides again. A computer left to move after
   * an undo (a game of computers) waits for the player's word: it would otherwise move at once.
   */
  undoRedo(how) {
    const s = this.#s;
    if (this.caughtUp()) return;
    const prev = s.snap;
    if (!prev) return;
    if (this.daily.waits) { this.notice(this.daily.waits); return; }
    // The friend may have the move already: taking it back here would fork the game.
    if (s.remote || s.daily) {
      this.notice(s.remote ? this.t('remote.noUndo') : this.t('daily.noUndo'));
      return;
    }
    // A move that cannot be undone is the engine's to refuse, with its reason.
    if (how === 'undo' ? prev.position === 0 : !prev.canRedo) {
      this.notice(this.t(how === 'undo' ? 'nothingUndo' : 'nothingRedo'));
      return;
    }
    const session = s.arcade.session;
    const next = attempt(() => (how === 'undo' ? session.undoDecision(prev.save) : session.redoDecision(prev.save)), (sentence, error) => this.#refused(sentence, prev, error), this.#element);
    if (!next) return;
    this.cancelThinking();
    s.stalled = !next.status.over && next.status.computerToMove && (how === 'undo' || s.stalled);
    this.#show(next, { how, prev });
  }

  // ---- the computer and questions, in the worker (game-computer.js) -----------------------------

  /** Lets the computer move if it is its turn (after a connection, a resume or a move). */
  maybeThink() { this.#computer.maybeThink(); }

  /** Stops the computer's turn and the game's own timers (spec.halt). */
  cancelThinking() { this.#computer.cancelThinking(); }

  /**
   * Asks the engine worker about the position shown (a hint): resolves to the answer, or to null
   * when a question is already under way, the position changes or the element leaves the page
   * first, or the engine refuses (its sentence then shown as a refusal). `busy`, the control that
   * asked, looks busy meanwhile.
   */
  ask(method, args, options = {}) { return this.#computer.ask(method, args, options); }

  /** Drops the question under way (the worker stops it). */
  cancelAsking() { this.#computer.cancelAsking(); }

  // ---- keyboard (game-controls.js) -------------------------------------------------------------

  /** Every keydown on the document that this game owns: Ctrl+Z/Y and U undo and redo, then the game's own keys. */
  key(event) { this.#controls.key(event); }
}

/**
 * The element half every game shares: its controller, the properties snapshot, save, thinking and
 * paused, and the methods undo, redo, loadGame and newGame. `makeSpec(play)` gives the game's
 * parts; its hooks may keep `play` to act on the game. `suspend`: what else stops when the element
 * leaves the page; `resume`: what else starts again when it comes back.
 */
export class ControlledGameElement extends GameElement {
  #play;

  /**
   * @param {(play: GameController) => object} makeSpec
   * @param {{ suspend?: () => void, resume?: () => void }} [options]
   */
  constructor(makeSpec, { suspend, resume } = {}) {
    super({
      boot: () => this.#play.boot(),
      resume: () => { this.#play.maybeThink(); resume?.(); },
      suspend: () => { this.#play.cancelThinking(); this.#play.cancelAsking(); suspend?.(); },
      key: (event) => this.#play.key(event),
      storage: (event) => this.#play.otherTab(event),
    });
    this.#play = new GameController(this, makeSpec);
  }

  get snapshot() { return this.#play.snap; }
  get save() { return this.#play.snap?.save ?? null; }
  /** True while the computer is choosing a move (in the engine worker). */
  get thinking() { return this.#play.thinking; }
  /** True when a computer is to move but waits for "Let the computer move" (after Stop or an undo). */
  get paused() { return this.#play.paused; }

  undo() { this.#play.undoRedo('undo'); }
  redo() { this.#play.undoRedo('redo'); }
  loadGame(id) { return this.#play.loadGame(id); }
  newGame(settings) { return this.#play.newGame(settings); }
}
