// game-controller.js: GameController, the page's counterpart of the core's Session: one per game element, written once for every game.
//
// It owns what every game does the same way: starting (a shared link, then the saved game, then
// the element's attributes), saving after every change, moves and refusals, undo and redo to a
// person's decision (the core's undoDecision/redoDecision), the computer's turn in the engine
// worker (a pause, stop and resume, answers that arrive too late dropped), share links, the keys
// every game shares, notices and announcements, and the element's change and over events. A game
// hands it a spec (below) with what differs: its layout, drawing, input and words. Questions about
// the position (a hint) go to the worker through ask(), dropped when the position changes.
import { callEngine, warmUpWorker } from './engine-client.js';
import { errorText } from './engine.js';
import { ownsKey, prefersReducedMotion, undoRedoKey } from './element.js';
import { ComputerTurn, GameElement, attempt, errorIn, loadEngineFor, setNotice, shareLink, showStartFailure } from './game-element.js';
import { languageOf, loadCatalogue, say } from './words.js';
import { createAnnouncer } from './announcer.js';
import { createStore } from './storage.js';
import { playSound, soundSwitch } from './sound.js';
import commonWords from './common-words.js';
import { pageLanguage, speak, wordsIn } from './page-words.js';

const STORE_VERSION = 1;
const COMPUTER_TIMEOUT_MS = 60000;
const COMPUTER_PAUSE_MS = 500;
const WORK_TIMEOUT_MS = 30000;

/**
 * The spec (plain functions of engine values unless said otherwise):
 *   game, name          the engine's game name ('greed') and the players' ('Greed')
 *   pageWords           the game's catalogue of page words (page-words.js); t (below) looks
 *                       there first, then in the shared common-words.js
 *   storageKey          the default localStorage key of the saved game
 *   layout()            the view's skeleton r: r.loading, r.game, r.notice, r.headline (focus
 *                       target) and, for games that share, r.shareNote and r.shareLink; r.tools,
 *                       optional, the row of tools that ends with the sound switch (sound.js)
 *   sound(snap, prev)   optional: the sound of the move just played ('dice', 'disc' or none); a
 *                       finished game plays 'win'
 *   wire(r, on)         connects the controls to the handlers in `on` (undo, redo, share, stop,
 *                       resume, newGame, again, setup)
 *   renderSetup(r, settings), readSetup(r), setupFocus(r): the setup form
 *   fromAttributes(get), settingsOf(view), paramsOf(settings): new-game settings
 *   fallback(settings)  [settings, sentence] of the game to start when the engine refuses settings
 *   render(r, model)    updates the view (model: snap, thinking, stalled, event, busy (what a
 *                       job is making, or ''), and spec.model())
 *   seatName(snap, seat) the name of a seat in sentences ("Red", "Ada")
 *   describeMove(snap), title(view): sentences
 *   words               { resumed(snap), started(snap), opened(snap) }: what is announced when a saved
 *                       game resumes, a new game starts and a shared position opens; wait(who),
 *                       optional: the refusal of a person's move while the computer plays;
 *                       stopped, optional: the notice after Stop; refused(sentence, snap, error),
 *                       optional: an engine refusal as the board shows it (Mastermind's digits; Cul
 *                       de chouette's names), from the error's message (words.js); error(sentence,
 *                       error), optional: an engine refusal about no position (settings, a saved
 *                       game, a link, the worker) in the game's words; text, optional: the
 *                       controller's own sentences in the game's words, by id (loadFailed,
 *                       linkFailed, startBelow)
 *   computerPause       ms the computer's move waits at least (default 500; none with `fast`), or
 *                       computerPause(snap): the game's own timing of that move (it then applies
 *                       `fast` and reduced motion itself)
 *   warmUpWorker        true: the engine worker starts loading with the page (a computer that
 *                       searches long answers sooner)
 * optional hooks (closures over the game's own state):
 *   setupScreen         true when the setup is a screen of its own (r.setupScreen, r.setupError), shown
 *                       when nothing else starts a game (startsAtOnce(element) is false) and where
 *                       refused settings are told; otherwise a game always runs, its setup form
 *                       (r.setup) beside it, and refused settings fall back (fallback)
 *   record()            fields saved with the save (names, a seed, ...); restore(record) takes them back,
 *                       validRecord(record) checks them; persist() saves again when one of them changed
 *   preferences(record) the saved record, whenever there is one, before anything starts (even a link):
 *                       the player's choices that outlive a game (how pegs look)
 *   random()            the random source of moves and the computer ({seed} in tests), or undefined
 *   computer(snap)      { method, args, snapshot(result, ms), resource?, onResource? }: the worker call
 *                       that moves for the computer and the snapshot it leads to (default:
 *                       session.computer); resource: a file the engine loads first (callEngine's)
 *   fresh()             a new game or position: the game's own state starts over
 *   present(snap, how, prev)  before drawing a snapshot; may return a promise the computer's next
 *                       move waits for (an animation)
 *   narrate(prev, snap, how)  the announcement of a change ('' for none; default: the event line)
 *   model()             more fields for render's model; painted(): after every render
 *   key(event, lower)   the game's own keys; true when handled
 *   overDetail(snap)    the detail of the <game>-over event
 *   canThink()          false while the computer must not move yet (Mastermind: until the player
 *                       lets it make its first guess)
 *   hold(snap)          whenever the computer could move (a snapshot shown, the element back in the
 *                       page, the setup closed): starts what the game runs between moves on its own
 *                       (Cul de chouette's timed races, people's turns included); true keeps the
 *                       computer from moving
 *   halt()              the game's own timers stop, with the computer's turn (new game, setup,
 *                       undo, the element leaving the page)
 *   loadable(save, record)  the save to load from a stored record (record) or a link (null): an
 *                       older save format brought up to date
 *   shown(snap, how)    after a snapshot is shown and saved, before it is drawn (the game drops
 *                       what belonged to the previous one)
 *   finished(snap, how) when a move ends the game, before the <game>-over event
 *   keepFocus(focused)  where focus goes after a render (default: the headline takes it from a
 *                       control that got hidden or disabled)
 *   event(how, prev, snap)  the line under the board after a change (default: describeMove after
 *                       a move or a redo, "Move taken back." after an undo)
 *   keys(event)         the game's whole keyboard, when it has a key map of its own (undo and
 *                       redo included): called for every key the element owns instead of the
 *                       shared keys and key(); true when handled
 *   share(snap, what)   { hash, copied, manual, query }: the link on.share(what) copies, what it
 *                       says and its page options (default: the save, continued from this position)
 *   store(key)          the game's own store of its saved game (a createStore), when its record
 *                       is not { save, paused: boolean, ...record() } (Sudoku's clock pause)
 * a game whose games are made in the engine worker (Sudoku's generator and grader) adds:
 *   create(settings, call)  a promise of a new game's snapshot, from `call(method, ...args)` in
 *                       the worker; words.making(settings) says it meanwhile ("Making …")
 *   open(id, call)      a promise of the snapshot a shared link stands for, in the worker; a bad
 *                       link at start brings back the saved game, else a new one
 *   linked(snap)        after a shared link's game is shown (Sudoku takes the link's time)
 *   noun                what a game is called in sentences ('puzzle'; default 'game')
 * The game may call: render(), notice(text, isError), persist(), act(call, how), play(move),
 * undoRedo(how), newGame(settings), begin(snap, told) (a game it made itself), job(busy, run)
 * (worker calls that will replace the game), ask(method, args, options) (a question about the
 * position, e.g. a hint), showSetup(), cancelThinking(), maybeThink().
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
  #asking = null;     // { controller, busy } while a question about the position is under way (ask)
  #stalled = false;   // the computer is paused (stopped, undone to, or its move failed)
  #event = '';        // the line under the board
  #animating = Promise.resolve();
  #work = null;       // { controller, busy } while the worker makes or opens the next game (job)

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

  /** The page words in the element's language (page-words.js), fixed when the game boots: t(key, values). */
  get t() {
    this.#t ??= wordsIn(pageLanguage(this.#element), this.#spec.pageWords ?? {}, commonWords);
    return this.#t;
  }

  #t = null;

  /** The core's status line of `snap` in the element's language (its message, words.js). */
  statusText(snap) { return say(snap.status.message, snap.status.text, languageOf(this.#element)); }
  get arcade() { return this.#arcade; }
  get snap() { return this.#snap; }
  get r() { return this.#r; }
  get thinking() { return this.#computer.active; }
  get thinkingSeconds() { return this.#computer.seconds(); }
  get paused() { return this.#stalled; }
  get announcer() { return this.#announcer; }

  loadGame(id) {
    if (!this.#arcade) { this.#element.setAttribute('game-id', id); return false; }
    return this.#spec.open ? this.#openLink(id) : this.#loadId(id);
  }

  newGame(settings = this.#currentSettings()) { return this.#spec.create ? this.#make(settings) : this.#start(settings); }

  // ---- start-up --------------------------------------------------------------------------------

  async boot() {
    const spec = this.#spec;
    speak(this.#element.root, pageLanguage(this.#element));
    const r = this.#r = spec.layout(this.t);
    // Every game with a tools row gets the arcade's sound switch at its end.
    if (r.tools) r.tools.append(soundSwitch(this.#element, this.t('sound')).button);
    this.#element.root.append(...[r.loading, r.setupScreen, r.game].filter(Boolean));
    this.#announcer = createAnnouncer(this.#element.root);
    this.#wire();
    // The worker loads its engine while this thread loads its own: a computer that moves first
    // answers without waiting for that (games whose computer thinks long ask for it).
    if (spec.warmUpWorker) warmUpWorker(spec.game);
    // The core's messages in the element's language, fetched beside the engine.
    const words = loadCatalogue(languageOf(this.#element));
    this.#arcade = await loadEngineFor(r.loading, spec.game);
    await words;
    if (!this.#arcade) return;
    const validRecord = (d) => d && typeof d.save === 'string' && d.save.startsWith(`${spec.game}:`)
      && (d.paused === undefined || typeof d.paused === 'boolean') && (spec.validRecord?.(d) ?? true);
    const key = this.#element.getAttribute('storage-key') || spec.storageKey;
    this.#store = spec.store?.(key) ?? createStore(key, { version: STORE_VERSION, validate: validRecord });
    if (!spec.setupScreen) spec.renderSetup(r, this.#attributeSettings());
    const record = this.#store.load();
    if (record) spec.preferences?.(record);
    const id = this.#element.getAttribute('game-id');
    if (id) {
      if (spec.open) await this.#openLink(id);
      else this.#loadId(id);
      return;
    }
    if (record) {
      const problem = this.#restore(record);
      if (!problem) return;
      const why = `${this.#text('loadFailed', this.t('loadFailed'))} ${problem}`;
      if (spec.create) await this.#make(this.#attributeSettings(), `${why} ${this.#nounWord('newStarted')}`);
      else this.#startSafely(this.#attributeSettings(), { started: `${why} ${this.t('newStarted.game')}`, setup: `${why} ${this.#text('startBelow', this.t('startBelow'))}` });
      return;
    }
    if (spec.setupScreen && !spec.startsAtOnce(this.#element)) {
      this.showSetup('', undefined, { focus: false });
      return;
    }
    if (spec.create) await this.#make(this.#attributeSettings());
    else this.#startSafely(this.#attributeSettings());
  }

  // Resumes a saved game as it was; '' when it did, else the engine's sentence.
  #restore(record) {
    const spec = this.#spec;
    let snap;
    try {
      snap = this.#arcade.session.load(spec.loadable?.(record.save, record) ?? record.save);
    } catch (error) {
      return this.#say(error);
    }
    this.#stalled = record.paused === true;
    spec.restore?.(record);
    this.#show(snap, { how: 'restore' });
    if (!spec.setupScreen) spec.renderSetup(this.#r, spec.settingsOf(snap.view));
    this.#announcer.announce(spec.words.resumed(snap));
    return '';
  }

  get #noun() { return this.#spec.noun ?? 'game'; }

  // A sentence about the game or the puzzle (common-words.js has both: articles and genders differ).
  #nounWord(key, values = {}) { return this.t(`${key}.${this.#noun === 'puzzle' ? 'puzzle' : 'game'}`, values); }

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
        this.showSetup(this.#say(error), settings, { focus: false });
        return;
      }
      const [fallback, instead] = spec.fallback(settings);
      notice = `${notice ? `${notice} ` : ''}${this.t('couldNotStart', { why: errorText(error) })} ${instead}`;
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
      snap = this.#arcade.session.load(spec.loadable?.(text, null) ?? text);
      if (snap.game !== spec.game) throw Object.assign(new Error(this.t('linkNotGame', { name: spec.name })), { name: 'ArcadeError' });
    } catch (error) {
      const why = `${this.#text('linkFailed', this.t('linkFailed'))} ${this.#say(error)}`;
      this.#startSafely(this.#currentSettings(), { started: `${why} ${this.t('newInstead.game')}`, setup: `${why} ${this.#text('startBelow', this.t('startBelow'))}` });
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

  // ---- games made in the worker (spec.create, spec.open) --------------------------------------

  /**
   * Runs `run(call)` (engine calls in the worker) as the one job that will replace the game; a
   * newer job cancels it. Render's model has `busy` meanwhile (the loading line says it before the
   * first game). Resolves to { value }, { error: sentence, failure } or {} when it was superseded.
   */
  async job(busy, run) {
    this.#work?.controller.abort();
    const work = { controller: new AbortController(), busy };
    this.#work = work;
    if (this.#snap) this.render();
    else Object.assign(this.#r.loading, { hidden: false, textContent: busy });
    const call = (method, ...args) => callEngine(method, args, { timeout: WORK_TIMEOUT_MS, signal: work.controller.signal });
    try {
      const value = await run(call);
      return this.#work === work ? { value } : {};
    } catch (failure) {
      return this.#work === work ? { error: errorText(failure), failure } : {};
    } finally {
      if (this.#work === work) {
        this.#work = null;
        this.render();
      }
    }
  }

  /** Shows a new game's first snapshot, made by the game itself, and announces `told`. */
  begin(snap, told) {
    const spec = this.#spec;
    this.#fresh(null);
    this.#show(snap, { how: 'new' });
    if (!spec.setupScreen) spec.renderSetup(this.#r, spec.settingsOf(snap.view));
    this.#announcer.announce(told);
  }

  // A new game from spec.create; `why` (what failed before) is shown once it runs. True when it did.
  async #make(settings, why = '') {
    const spec = this.#spec;
    const { value, error, failure } = await this.job(spec.words.making(settings), (call) => spec.create(settings, call));
    if (error) {
      if (this.#snap) this.notice(this.#nounWord('notMade', { why: error }));
      else showStartFailure(this.#r.loading, failure);
    }
    if (!value) return false;
    this.begin(value, spec.words.started(value));
    if (why) this.notice(why);
    return true;
  }

  // A shared link through spec.open. A bad one leaves the game on show (at start: the saved one,
  // else a new one) and says why.
  async #openLink(id) {
    const spec = this.#spec;
    const { value, error } = await this.job(this.#nounWord('opening'), (call) => spec.open(id, call));
    if (value) {
      this.begin(value, spec.words.opened(value));
      spec.linked?.(value);
      return true;
    }
    if (!error) return false;
    let instead = this.#nounWord('unchanged');
    if (!this.#snap) {
      const record = this.#store.load();
      instead = this.#nounWord('savedBack');
      if (!record || this.#restore(record)) {
        instead = this.#nounWord('newInstead');
        if (!(await this.#make(this.#attributeSettings()))) return false;
      }
    }
    this.notice(`${this.t('linkFailed')} ${error} ${instead}`);
    return false;
  }

  // ---- wiring and the setup --------------------------------------------------------------------

  #wire() {
    const r = this.#r;
    this.#spec.wire(r, {
      stop: () => {
        this.cancelThinking();
        this.#stalled = true;
        this.#persist();
        this.notice(this.#spec.words.stopped ?? this.t('stopped'), false);
        this.render();
        r.resume.focus();
      },
      resume: () => { this.#stalled = false; this.notice(''); this.#persist(); this.render(); this.maybeThink(); },
      undo: () => this.undoRedo('undo'),
      redo: () => this.undoRedo('redo'),
      share: (what) => this.#share(what),
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
        this.notice(this.#say(error));
        return;
      }
      r.setupError.textContent = this.#say(error);
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
    this.cancelAsking();
    this.#snap = snap;
    if (how !== 'restore') this.notice('');
    if (r.shareNote) {
      r.shareNote.textContent = '';
      r.shareLink.hidden = true;
    }
    if (r.setupScreen) r.setupScreen.hidden = true;
    const moved = how === 'move' || how === 'computer';
    this.#event = spec.event ? spec.event(how, prev, snap)
      : moved || how === 'redo' ? spec.describeMove(snap) : how === 'undo' ? this.t('moveTakenBack') : '';
    this.#animating = spec.present?.(snap, how, prev) ?? Promise.resolve();
    this.#persist();
    spec.shown?.(snap, how);
    this.render();
    const told = spec.narrate ? spec.narrate(prev, snap, how)
      : (moved || how === 'undo' || how === 'redo' ? `${this.#event} ${this.statusText(snap)}` : '');
    if (told) this.#announcer.announce(told);
    this.#element.emit(`${spec.game}-change`, snap);
    if (moved) playSound(this.#element, spec.sound?.(snap, prev));
    if (snap.status.over && !wasOver && how !== 'restore' && how !== 'new') {
      // The fanfare waits for the winning move to land.
      this.#animating.then(() => playSound(this.#element, 'win'));
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
    r.loading.hidden = true;
    if (!r.setupScreen || r.setupScreen.hidden) r.game.hidden = false;
    const focused = this.#element.shadowRoot.activeElement;
    this.#spec.render(r, {
      snap, thinking: this.#computer.active ? { seconds: this.#computer.seconds() } : null, stalled: this.#stalled,
      event: this.#event, busy: this.#work?.busy ?? '', ...this.#spec.model?.(),
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

  /** Saves the game again (the game calls it when a field of its record() changed). */
  persist() { this.#persist(); }

  #persist() {
    if (!this.#snap || !this.#store) return;
    try {
      this.#store.save({ save: this.#snap.save, paused: this.#stalled, ...this.#spec.record?.() });
    } catch (error) {
      this.notice(this.t('notSaved', { why: errorText(error) }));
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
    const next = attempt(() => call(prev.save), (sentence, error) => {
      this.#refused(sentence, prev, error);
      this.maybeThink();
    }, this.#element);
    if (next) this.#show(next, { how, prev });
    return next;
  }

  // An engine's refusal, in the board's words.
  #refused(sentence, snap, error) { this.notice(this.#spec.words.refused?.(sentence, snap, error) ?? sentence); }

  // An engine error about no position in the game's words (words.error); one of the controller's
  // own sentences in them (words.text), else in English.
  #say(error) {
    const sentence = errorIn(this.#element, error);
    return this.#spec.words.error?.(sentence, error) ?? sentence;
  }

  #text(id, english) { return this.#spec.words.text?.[id] ?? english; }

  /** Plays a person's move (an intent or a whole move), unless it is not their turn. */
  play(move) {
    const why = this.notYourMove();
    if (why) { this.notice(why); return null; }
    return this.act((save) => this.#arcade.session.play(save, move, this.#spec.random?.()), 'move');
  }

  /** Why a person cannot move now, or '' when they can. The engine still judges the move itself. */
  notYourMove() {
    const snap = this.#snap;
    if (!snap) return this.t('stillLoading');
    if (snap.status.over) return this.t('isOver', { status: this.statusText(snap) });
    if (snap.status.computerToMove) {
      const who = this.#spec.seatName(snap, snap.status.toMove);
      if (this.#stalled) return this.t('computerWaits', { who });
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
    const prev = this.#snap;
    if (!prev) return;
    // A move that cannot be undone is the engine's to refuse, with its reason.
    if (how === 'undo' ? prev.position === 0 : !prev.canRedo) {
      this.notice(this.t(how === 'undo' ? 'nothingUndo' : 'nothingRedo'));
      return;
    }
    const session = this.#arcade.session;
    const next = attempt(() => (how === 'undo' ? session.undoDecision(prev.save) : session.redoDecision(prev.save)), (sentence, error) => this.#refused(sentence, prev, error), this.#element);
    if (!next) return;
    this.cancelThinking();
    this.#stalled = !next.status.over && next.status.computerToMove && (how === 'undo' || this.#stalled);
    this.#show(next, { how, prev });
  }

  // ---- the computer, in the worker -------------------------------------------------------------

  /** Lets the computer move if it is its turn (after a connection, a resume or a move). */
  maybeThink() {
    const snap = this.#snap;
    if (!snap || snap.status.over || !this.#element.isConnected || this.#r.setupScreen?.hidden === false) return;
    if (this.#spec.hold?.(snap) || !snap.status.computerToMove) return;
    if (this.#computer.active || this.#stalled || this.#spec.canThink?.() === false) return;
    this.#think();
  }

  // The move lands after the short pause and after the previous move's animation has finished.
  #think() {
    const spec = this.#spec;
    const snap = this.#snap;
    const save = snap.save;
    const call = spec.computer?.(snap) ?? { method: 'session.computer', args: [save, spec.random?.()].filter((a) => a !== undefined), snapshot: (next) => next };
    const pause = typeof spec.computerPause === 'function' ? spec.computerPause(snap)
      : this.#element.flag('fast') || prefersReducedMotion() ? 0 : spec.computerPause ?? COMPUTER_PAUSE_MS;
    this.#computer.start(call.method, call.args, {
      resource: call.resource,
      onResource: call.onResource,
      timeout: COMPUTER_TIMEOUT_MS,
      pause,
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
    this.notice(this.#say(error));
    this.#persist();
    this.render();
  }

  cancelThinking() {
    this.#computer.cancel();
    this.#spec.halt?.();
  }

  // ---- questions about the position, in the worker ---------------------------------------------

  /**
   * Asks the engine worker about the position shown (a hint): resolves to the answer, or to null
   * when a question is already under way, the position changes or the element leaves the page
   * first, or the engine refuses (its sentence then shown as a refusal). `busy`, the control that
   * asked, looks busy meanwhile.
   */
  async ask(method, args, { timeout = COMPUTER_TIMEOUT_MS, busy = null } = {}) {
    const snap = this.#snap;
    if (!snap || this.#asking) return null;
    const asking = { controller: new AbortController(), busy };
    this.#asking = asking;
    busy?.setAttribute('aria-busy', 'true');
    busy?.classList.add('is-busy');
    try {
      const answer = await callEngine(method, args, { timeout, signal: asking.controller.signal });
      return this.#asking === asking ? answer : null;
    } catch (error) {
      if (this.#asking === asking) this.#refused(errorIn(this.#element, error), snap, error);
      return null;
    } finally {
      if (this.#asking === asking) this.#endAsking(false);
    }
  }

  /** Drops the question under way (the worker stops it). */
  cancelAsking() { this.#endAsking(true); }

  #endAsking(abort) {
    const asking = this.#asking;
    if (!asking) return;
    this.#asking = null;
    if (abort) asking.controller.abort();
    asking.busy?.removeAttribute('aria-busy');
    asking.busy?.classList.remove('is-busy');
  }

  // ---- sharing ---------------------------------------------------------------------------------

  async #share(what) {
    if (!this.#snap) return;
    const link = this.#spec.share?.(this.#snap, what) ?? {
      hash: this.#snap.save,
      copied: this.t('linkCopied'),
      manual: this.t('copyLink'),
    };
    await shareLink({ note: this.#r.shareNote, field: this.#r.shareLink }, link.hash, link, link.query);
  }

  // ---- keyboard --------------------------------------------------------------------------------

  /** Every keydown on the document that this game owns: Ctrl+Z/Y and U undo and redo, then the game's own keys. */
  key(event) {
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this.#element, event)) return;
    if (this.#spec.keys) {
      if (this.#spec.keys(event)) event.preventDefault();
      return;
    }
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
