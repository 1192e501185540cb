// game-controller.js: GameController, the page's counterpart of the core's Session: one per game element, written once for every game.
//
// It owns what every game does the same way: starting (a shared link, then the saved game, then
// the element's attributes), saving after every change, moves and refusals, undo and redo to a
// person's decision (the core's undoDecision/redoDecision), the computer's turn in the engine
// worker (a pause, stop and resume, answers that arrive too late dropped), share links, the keys
// every game shares, notices and announcements, and the element's change and over events. A game
// hands it a spec (below) with what differs: its layout, drawing, input and words.
import { warmUpWorker } from './engine-client.js';
import { errorText } from './engine.js';
import { ownsKey, prefersReducedMotion, undoRedoKey } from './element.js';
import { ComputerTurn, GameElement, attempt, errorIn, loadEngineFor, setNotice, shareLink } from './game-element.js';
import { createAnnouncer } from './announcer.js';
import { createStore } from './storage.js';

const STORE_VERSION = 1;
const COMPUTER_TIMEOUT_MS = 60000;
const COMPUTER_PAUSE_MS = 500;

/**
 * The spec (plain functions of engine values unless said otherwise):
 *   game, name          the engine's game name ('greed') and the players' ('Greed')
 *   storageKey          the default localStorage key of the saved game
 *   layout()            the view's skeleton r: r.loading, r.game, r.notice, r.headline (focus
 *                       target) and, for games that share, r.shareNote and r.shareLink
 *   wire(r, on)         connects the controls to the handlers in `on` (undo, redo, share, stop,
 *                       resume, newGame, again, setup)
 *   renderSetup(r, settings), readSetup(r), setupFocus(r): the setup form
 *   fromAttributes(get), settingsOf(view), paramsOf(settings): new-game settings
 *   fallback(settings)  [settings, sentence] of the game to start when the engine refuses settings
 *   render(r, model)    updates the view (model: snap, thinking, stalled, event, and spec.model())
 *   seatName(snap, seat) the name of a seat in sentences ("Red", "Ada")
 *   describeMove(snap), title(view): sentences
 *   words               { resumed(snap), started(snap), opened(snap) }: what is announced when a saved
 *                       game resumes, a new game starts and a shared position opens; wait(who),
 *                       optional: the refusal of a person's move while the computer plays
 *   computerPause       ms the computer's move waits at least (default 500; none with `fast`)
 *   warmUpWorker        true: the engine worker starts loading with the page (a computer that
 *                       searches long answers sooner)
 * optional hooks (closures over the game's own state):
 *   setupScreen         true when the setup is a screen of its own (r.setupScreen, r.setupError), shown
 *                       when nothing else starts a game (startsAtOnce(element) is false) and where
 *                       refused settings are told; otherwise a game always runs, its setup form
 *                       (r.setup) beside it, and refused settings fall back (fallback)
 *   record()            fields saved with the save (names, a seed, ...); restore(record) takes them back,
 *                       validRecord(record) checks them
 *   random()            the random source of moves and the computer ({seed} in tests), or undefined
 *   computer(snap)      { method, args, snapshot(result, ms) }: the worker call that moves for the
 *                       computer and the snapshot it leads to (default: session.computer)
 *   fresh()             a new game or position: the game's own state starts over
 *   present(snap, how, prev)  before drawing a snapshot; may return a promise the computer's next
 *                       move waits for (an animation)
 *   narrate(prev, snap, how)  the announcement of a change ('' for none; default: the event line)
 *   model()             more fields for render's model; painted(): after every render
 *   key(event, lower)   the game's own keys; true when handled
 *   overDetail(snap)    the detail of the <game>-over event
 *   canThink()          false while the computer must not move (a setup screen is open)
 */
export class GameController {
  #element;
  #made = null;
  #arcade = null;
  #store = null;
  #snap = null;
  #r = null;
  #announcer = null;
  #computer = new ComputerTurn();  // the worker finding the computer's move
  #stalled = false;   // the computer is paused (stopped, undone to, or its move failed)
  #event = '';        // the line under the board
  #animating = Promise.resolve();

  /** `makeSpec(controller)` gives the game's parts (their hooks may keep the controller to act on the game). */
  #makeSpec;

  // The spec is made at the first connection: an element's own fields exist only once its
  // constructor has returned, and its hooks may use them.
  constructor(element, makeSpec) {
    this.#element = element;
    this.#makeSpec = makeSpec;
  }

  get #spec() {
    this.#made ??= this.#makeSpec(this);
    return this.#made;
  }

  get element() { return this.#element; }
  get arcade() { return this.#arcade; }
  get snap() { return this.#snap; }
  get r() { return this.#r; }
  get thinking() { return this.#computer.active; }
  get thinkingSeconds() { return this.#computer.seconds(); }
  get paused() { return this.#stalled; }
  get announcer() { return this.#announcer; }

  loadGame(id) {
    if (!this.#arcade) { this.#element.setAttribute('game-id', id); return false; }
    return this.#loadId(id);
  }

  newGame(settings = this.#currentSettings()) { return this.#start(settings); }

  // ---- start-up --------------------------------------------------------------------------------

  async boot() {
    const spec = this.#spec;
    const r = this.#r = spec.layout();
    this.#element.root.append(...[r.loading, r.setupScreen, r.game].filter(Boolean));
    this.#announcer = createAnnouncer(this.#element.root);
    this.#wire();
    // The worker loads its engine while this thread loads its own: a computer that moves first
    // answers without waiting for that (games whose computer thinks long ask for it).
    if (spec.warmUpWorker) warmUpWorker();
    this.#arcade = await loadEngineFor(r.loading);
    if (!this.#arcade) return;
    const validRecord = (d) => d && typeof d.save === 'string' && d.save.startsWith(`${spec.game}:`)
      && (d.paused === undefined || typeof d.paused === 'boolean') && (spec.validRecord?.(d) ?? true);
    this.#store = createStore(this.#element.getAttribute('storage-key') || spec.storageKey, { version: STORE_VERSION, validate: validRecord });
    if (!spec.setupScreen) spec.renderSetup(r, this.#attributeSettings());
    const id = this.#element.getAttribute('game-id');
    if (id) {
      this.#loadId(id);
      return;
    }
    const record = this.#store.load();
    if (record) {
      let snap;
      try {
        snap = this.#arcade.session.load(record.save);
      } catch (error) {
        const why = `Your saved game could not be loaded: ${errorText(error)}`;
        this.#startSafely(this.#attributeSettings(), { started: `${why} A new game has started.`, setup: `${why} Start a new game below.` });
        return;
      }
      this.#stalled = record.paused ?? false;
      spec.restore?.(record);
      this.#show(snap, { how: 'restore' });
      if (!spec.setupScreen) spec.renderSetup(r, spec.settingsOf(snap.view));
      this.#announcer.announce(spec.words.resumed(snap));
      return;
    }
    if (spec.setupScreen && !spec.startsAtOnce(this.#element)) {
      this.showSetup('', undefined, { focus: false });
      return;
    }
    this.#startSafely(this.#attributeSettings());
  }

  // Starts from settings; `why` says what went wrong before, as a sentence for a game that started
  // and one for the setup screen. A game with a setup screen shows it when something failed (a
  // saved game or a link that could not be opened, settings the engine refuses); another falls
  // back to its default game with the sentence shown.
  #startSafely(settings, why = null) {
    const spec = this.#spec;
    if (spec.setupScreen && why) {
      this.showSetup(why.setup, settings, { focus: false });
      return;
    }
    let notice = why?.started ?? '';
    try {
      this.#start(settings);
      if (notice) this.notice(notice);
      return;
    } catch (error) {
      if (spec.setupScreen) {
        this.showSetup(errorText(error), settings, { focus: false });
        return;
      }
      const [fallback, instead] = spec.fallback(settings);
      notice = `${notice ? `${notice} ` : ''}The game could not start: ${errorText(error)} ${instead}`;
      try {
        this.#start(fallback);
      } catch {
        this.#start(spec.fallback({})[0]);
      }
    }
    this.notice(notice);
  }

  #attributeSettings() { return this.#spec.fromAttributes((name) => this.#element.getAttribute(name)); }
  #currentSettings() { return this.#snap ? this.#spec.settingsOf(this.#snap.view) : this.#attributeSettings(); }

  /** Starts a new game; throws the engine's sentence for settings it refuses. */
  #start(settings) {
    const spec = this.#spec;
    const snap = this.#arcade.session.create(spec.game, { params: spec.paramsOf(settings) }, spec.random?.(settings));
    this.#fresh(settings);
    this.#show(snap, { how: 'new' });
    if (!spec.setupScreen) spec.renderSetup(this.#r, spec.settingsOf(snap.view));
    this.#announcer.announce(spec.words.started(snap));
    return snap;
  }

  // A position from a shared link: a whole save, or a game id (game:params[:desc]) from the start.
  #loadId(id) {
    const spec = this.#spec;
    let text = String(id).trim();
    const fields = text.split(':').length;
    if (fields === 2) text += ':::0';
    else if (fields === 3) text += '::0';
    let snap;
    try {
      snap = this.#arcade.session.load(text);
      if (snap.game !== spec.game) throw Object.assign(new Error(`That link is not a ${spec.name} game.`), { name: 'ArcadeError' });
    } catch (error) {
      const why = `That link could not be opened: ${errorText(error)}`;
      this.#startSafely(this.#currentSettings(), { started: `${why} A new game has started instead.`, setup: `${why} Start a new game below.` });
      return false;
    }
    this.#fresh(null);
    this.#show(snap, { how: 'new' });
    if (!spec.setupScreen) spec.renderSetup(this.#r, spec.settingsOf(snap.view));
    this.#announcer.announce(spec.words.opened(snap));
    return true;
  }

  #fresh(settings) {
    this.cancelThinking();
    this.#stalled = false;
    this.#event = '';
    this.#spec.fresh?.(settings);
  }

  // ---- wiring and the setup --------------------------------------------------------------------

  #wire() {
    const r = this.#r;
    this.#spec.wire(r, {
      stop: () => {
        this.cancelThinking();
        this.#stalled = true;
        this.#persist();
        this.notice('Stopped. The computer waits until you press “Let the computer move”.', false);
        this.render();
        r.resume.focus();
      },
      resume: () => { this.#stalled = false; this.notice(''); this.#persist(); this.render(); this.maybeThink(); },
      undo: () => this.undoRedo('undo'),
      redo: () => this.undoRedo('redo'),
      share: () => this.#share(),
      newGame: () => this.#focusSetup(),
      again: () => this.#startFromSetup(this.#currentSettings()),
      setup: () => this.#startFromSetup(this.#spec.readSetup(r)),
      closeSetup: () => this.#closeSetup(),
    });
  }

  #startFromSetup(settings) {
    const r = this.#r;
    try {
      this.#start(settings);
      r.setupError.hidden = true;
      if (!this.#spec.setupScreen) r.headline.focus({ preventScroll: false });
    } catch (error) {
      if (this.#spec.setupScreen && r.setupScreen.hidden) {
        this.notice(errorIn(this.#element, error));
        return;
      }
      r.setupError.textContent = errorIn(this.#element, error);
      r.setupError.hidden = false;
    }
  }

  #focusSetup() {
    const r = this.#r;
    if (this.#spec.setupScreen) { this.showSetup(); return; }
    this.#spec.renderSetup(r, this.#currentSettings());
    r.setupError.hidden = true;
    r.setup.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    this.#spec.setupFocus(r).focus({ preventScroll: true });
  }

  /** A game with a setup screen: shows it (over the game, which waits), with `error` if any. */
  showSetup(error = '', settings = this.#currentSettings(), { focus = true } = {}) {
    const r = this.#r;
    this.cancelThinking();
    this.#spec.renderSetup(r, settings, { canCancel: Boolean(this.#snap) });
    r.setupError.textContent = error;
    r.setupError.hidden = !error;
    r.loading.hidden = true;
    r.setupScreen.hidden = false;
    r.game.hidden = true;
    if (focus) this.#spec.setupFocus(r)?.focus({ preventScroll: true });
  }

  #closeSetup() {
    const r = this.#r;
    r.setupScreen.hidden = true;
    r.game.hidden = false;
    this.maybeThink();
    r.newGame.focus();
  }

  // ---- showing a snapshot ----------------------------------------------------------------------

  // Shows a snapshot (animating a move just played), saves it, narrates it and tells the host page.
  #show(snap, { how, prev = null }) {
    const spec = this.#spec;
    const r = this.#r;
    const wasOver = prev?.status.over ?? false;
    this.#snap = snap;
    if (how !== 'restore') this.notice('');
    if (r.shareNote) {
      r.shareNote.textContent = '';
      r.shareLink.hidden = true;
    }
    if (r.setupScreen) r.setupScreen.hidden = true;
    const moved = how === 'move' || how === 'computer';
    this.#event = moved || how === 'redo' ? spec.describeMove(snap) : how === 'undo' ? 'Move taken back.' : '';
    this.#animating = spec.present?.(snap, how, prev) ?? Promise.resolve();
    this.#persist();
    spec.shown?.(snap, how);
    this.render();
    const told = spec.narrate ? spec.narrate(prev, snap, how)
      : (moved || how === 'undo' || how === 'redo' ? `${this.#event} ${snap.status.text}` : '');
    if (told) this.#announcer.announce(told);
    this.#element.emit(`${spec.game}-change`, snap);
    if (snap.status.over && !wasOver && how !== 'restore' && how !== 'new') {
      spec.finished?.(snap, how);
      this.#element.emit(`${spec.game}-over`, spec.overDetail(snap));
    }
    this.maybeThink();
  }

  /** Updates the view from the current snapshot (the game calls it when its own state changed). */
  render() {
    const snap = this.#snap;
    if (!snap) return;
    const r = this.#r;
    if (!r.setupScreen || r.setupScreen.hidden) r.game.hidden = false;
    const focused = this.#element.shadowRoot.activeElement;
    this.#spec.render(r, {
      snap, thinking: this.#computer.active ? { seconds: this.#computer.seconds() } : null, stalled: this.#stalled,
      event: this.#event, ...this.#spec.model?.(),
    });
    this.#spec.painted?.();
    this.#element.toggleAttribute('data-over', snap.status.over);
    if (this.#spec.keepFocus) this.#spec.keepFocus(focused);
    else this.#keepFocus(focused);
  }

  // A control that just got hidden or disabled would drop focus to the page start: the headline takes it.
  #keepFocus(focused) {
    if (focused instanceof HTMLElement && (focused.closest('[hidden]') || /** @type {HTMLButtonElement} */ (focused).disabled)) {
      this.#r.headline.focus({ preventScroll: true });
    }
  }

  #persist() {
    if (!this.#snap || !this.#store) return;
    try {
      this.#store.save({ save: this.#snap.save, paused: this.#stalled, ...this.#spec.record?.() });
    } catch (error) {
      this.notice(`The game could not be saved: ${errorText(error)}`);
    }
  }

  /** Shows a sentence in the notice line (a live region); an error unless `isError` is false. */
  notice(text, isError = true) { setNotice(this.#r.notice, text, isError); }

  // ---- moves -----------------------------------------------------------------------------------

  /** Runs one engine call on the current save; a refusal leaves the game as it was and is shown. */
  act(call, how = 'move') {
    const prev = this.#snap;
    if (!prev || this.#r.setupScreen?.hidden === false) return null;
    // The notice is a live region: screen readers hear a refusal.
    const next = attempt(() => call(prev.save), (sentence) => {
      this.notice(sentence);
      this.maybeThink();
    }, this.#element);
    if (next) this.#show(next, { how, prev });
    return next;
  }

  /** Plays a person's move (an intent or a whole move), unless it is not their turn. */
  play(move) {
    const why = this.notYourMove();
    if (why) { this.notice(why); return null; }
    return this.act((save) => this.#arcade.session.play(save, move, this.#spec.random?.()), 'move');
  }

  /** Why a person cannot move now, or '' when they can. The engine still judges the move itself. */
  notYourMove() {
    const snap = this.#snap;
    if (!snap) return 'The game is still loading.';
    if (snap.status.over) return `The game is over: ${snap.status.text}`;
    if (snap.status.computerToMove) {
      const who = this.#spec.seatName(snap, snap.status.toMove);
      if (this.#stalled) return `${who} is played by the computer, which is waiting: press “Let the computer move”.`;
      return this.#spec.words.wait?.(who) ?? `Please wait: ${who} is played by the computer.`;
    }
    return '';
  }

  /**
   * Undo goes back to the last decision of a person, over the computer's moves after it (which the
   * log keeps); redo comes forward to where a person decides again. A computer left to move after
   * an undo (a game of computers) waits for the player's word: it would otherwise move at once.
   */
  undoRedo(how) {
    const prev = this.#snap;
    if (!prev) return;
    // A move that cannot be undone is the engine's to refuse, with its reason.
    if (how === 'undo' ? prev.position === 0 : !prev.canRedo) {
      this.notice(how === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
      return;
    }
    const session = this.#arcade.session;
    const next = attempt(() => (how === 'undo' ? session.undoDecision(prev.save) : session.redoDecision(prev.save)), (sentence) => this.notice(sentence), this.#element);
    if (!next) return;
    this.cancelThinking();
    this.#stalled = !next.status.over && next.status.computerToMove && (how === 'undo' || this.#stalled);
    this.#show(next, { how, prev });
  }

  // ---- the computer, in the worker -------------------------------------------------------------

  /** Lets the computer move if it is its turn (after a connection, a resume or a move). */
  maybeThink() {
    const snap = this.#snap;
    if (!snap || snap.status.over || !snap.status.computerToMove) return;
    if (this.#computer.active || this.#stalled || !this.#element.isConnected) return;
    if (this.#r.setupScreen?.hidden === false) return;
    this.#think();
  }

  // The move lands after the short pause and after the previous move's animation has finished.
  #think() {
    const spec = this.#spec;
    const snap = this.#snap;
    const save = snap.save;
    const call = spec.computer?.(snap) ?? { method: 'session.computer', args: [save, spec.random?.()].filter((a) => a !== undefined), snapshot: (next) => next };
    const pause = spec.computerPause ?? COMPUTER_PAUSE_MS;
    this.#computer.start(call.method, call.args, {
      timeout: COMPUTER_TIMEOUT_MS,
      pause: this.#element.flag('fast') || prefersReducedMotion() ? 0 : pause,
      after: this.#animating,
      tick: (seconds) => { if (this.#r.thinkingText) this.#r.thinkingText.textContent = `${spec.seatName(snap, snap.status.toMove)} is thinking… ${seconds} s`; },
      started: () => this.render(),
      done: (result, ms) => {
        if (this.#snap.save !== save) return;
        let next;
        try {
          next = call.snapshot(result, ms);
        } catch (error) {
          this.#computerFailed(error);
          return;
        }
        this.#show(next, { how: 'computer', prev: snap });
      },
      failed: (error) => this.#computerFailed(error),
    });
  }

  #computerFailed(error) {
    this.#stalled = true;
    this.notice(errorIn(this.#element, error));
    this.#persist();
    this.render();
  }

  cancelThinking() { this.#computer.cancel(); }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share() {
    if (!this.#snap) return;
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, this.#snap.save, {
      copied: 'Link copied. Whoever opens it continues from this position.',
      manual: 'Copy this link to share the position:',
    });
  }

  // ---- keyboard --------------------------------------------------------------------------------

  /** Every keydown on the document that this game owns: Ctrl+Z/Y and U undo and redo, then the game's own keys. */
  key(event) {
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this.#element, event)) return;
    const { key } = event;
    const lower = key.length === 1 ? key.toLowerCase() : key;
    if (event.ctrlKey || event.metaKey) {
      const how = undoRedoKey(event);
      if (how) { event.preventDefault(); this.undoRedo(how); }
      return;
    }
    if (this.#spec.key?.(event, lower)) { event.preventDefault(); return; }
    if (lower === 'u' && !event.repeat) { event.preventDefault(); this.undoRedo('undo'); }
  }
}

/**
 * The element half every game shares: its controller, the properties snapshot, save, thinking and
 * paused, and the methods undo, redo, loadGame and newGame. `makeSpec(play)` gives the game's
 * parts; its hooks may keep `play` to act on the game. `suspend`: what else stops when the element
 * leaves the page.
 */
export class ControlledGameElement extends GameElement {
  #play;

  /**
   * @param {(play: GameController) => object} makeSpec
   * @param {{ suspend?: () => void }} [options]
   */
  constructor(makeSpec, { suspend } = {}) {
    super({
      boot: () => this.#play.boot(),
      resume: () => this.#play.maybeThink(),
      suspend: () => { this.#play.cancelThinking(); suspend?.(); },
      key: (event) => this.#play.key(event),
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
