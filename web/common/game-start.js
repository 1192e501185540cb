// game-start.js: GameStart, the part of the GameController (game-controller.js) that starts a game: the view's start-up, a shared link, the saved game, the element's attributes, new games and jobs in the worker.
import { callEngine, warmUpWorker } from './engine-client.js';
import { engineMethod, errorText } from './engine.js';
import { loadEngineFor, showStartFailure } from './game-element.js';
import { languageOf, loadCatalogue } from './words.js';
import { createAnnouncer } from './announcer.js';
import { createStore } from './storage.js';
import { soundSwitch } from './sound.js';
import { preferenceSwitch } from './switch.js';
import { speak } from './page-words.js';

/** A daily's date as the pages write it; the core judges whether it is a day (game-daily.js). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A turn link's fragment starts so: #play=<token> (game-remote.js). */
export const TURN_PREFIX = 'play=';

/** The token of a turn link (a bare "play=<token>" or any text holding "#play=<token>"), else null. */
export function turnToken(id) {
  const text = String(id).trim();
  if (text.startsWith(TURN_PREFIX)) return text.slice(TURN_PREFIX.length);
  const at = text.indexOf(`#${TURN_PREFIX}`);
  return at < 0 ? null : text.slice(at + 1 + TURN_PREFIX.length);
}

const STORE_VERSION = 1;
const WORK_TIMEOUT_MS = 30000;

export class GameStart {
  #c;   // the GameController
  #s;   // what it shares with its parts (its #s)

  constructor(controller, shared) {
    this.#c = controller;
    this.#s = shared;
  }

  get #spec() { return this.#c.spec; }

  /** Builds the view (the spec's layout, the sound switch, the announcer); the controls are wired next. */
  layOut() {
    const c = this.#c;
    const s = this.#s;
    speak(c.element.root, languageOf(c.element));
    const r = s.r = this.#spec.layout(c.t);
    // A game with seats (computers among them to wait for) gets the arcade's pace switch (switch.js quickPace)...
    if (r.tools && this.#spec.seatName) {
      s.pace = preferenceSwitch(c.element, 'fast', () => c.t('quickComputer'), '⚡');
      r.tools.append(s.pace.button);
    }
    // ...and every game with a tools row the sound switch at its end.
    if (r.tools) {
      s.sound = soundSwitch(c.element, () => c.t('sound'));
      r.tools.append(s.sound.button);
    }
    c.element.root.append(...[r.loading, r.setupScreen, r.game].filter(Boolean));
    s.announcer = createAnnouncer(c.element.root);
  }

  /** Loads the engine, then opens the first game: a shared link, else the saved game, else a new one (or the setup screen). */
  async open() {
    const spec = this.#spec;
    const c = this.#c;
    const s = this.#s;
    const r = s.r;
    // The core's messages in the element's language (the shared ones and the game's own), fetched beside the engine.
    const words = loadCatalogue(languageOf(c.element), spec.messages);
    s.arcade = await loadEngineFor(r.loading, spec.game);
    await words;
    if (!s.arcade) return;
    try {
      await this.#openFirst();
    } finally {
      // The worker loads its engine once the first board is painted, not beside this thread's
      // load: on a slow phone its downloads (the same core again) and their compiling would delay
      // the board. Games whose computer thinks long, or that make their next games there
      // (spec.create), then have it ready by their next call (a computer to move first starts it at once).
      if (spec.warmUpWorker || spec.create) requestAnimationFrame(() => setTimeout(() => warmUpWorker(spec.game)));
    }
  }

  // A shared link, else the saved game, else a new one (or the setup screen), once the engine is loaded.
  async #openFirst() {
    const spec = this.#spec;
    const c = this.#c;
    const s = this.#s;
    const r = s.r;
    const validRecord = (d) => d && typeof d.save === 'string' && d.save.startsWith(`${spec.game}:`)
      && (d.paused === undefined || typeof d.paused === 'boolean') && (d.remote === undefined || d.remote === null || (spec.remote?.valid(d.remote) ?? false))
      && (d.daily === undefined || DAY.test(d.daily)) && (spec.validRecord?.(d) ?? true);
    const key = c.element.getAttribute('storage-key') || spec.storageKey;
    s.store = spec.store?.(key) ?? createStore(key, { version: STORE_VERSION, validate: validRecord });
    if (!spec.setupScreen) spec.renderSetup(r, this.#attributeSettings());
    const record = s.store.load();
    if (record) spec.preferences?.(record);
    const id = c.element.getAttribute('game-id');
    if (id) {
      if (turnToken(id) !== null) await this.#openTurn(turnToken(id));
      else if (spec.open) await this.#openLink(id);
      else this.#loadId(id);
      return;
    }
    // The day's challenge the element asks for (`daily`: today's, or a date's), kept or new; a
    // date the core refuses is said once the game that starts instead is on show. A daily that is
    // a question opens over the game, once that is on show (game-daily.js).
    const daily = spec.daily?.asked(c.element) ?? null;
    let refused = daily === null || spec.daily.question ? null : c.daily.open(daily);
    if (refused === '') return;
    await this.#openSaved(record);
    if (spec.daily?.question) refused = c.daily.openOver(daily);
    if (refused) c.notice(refused);
  }

  // The saved game, else a new one (or the setup screen).
  async #openSaved(record) {
    const spec = this.#spec;
    const c = this.#c;
    const s = this.#s;
    if (record) {
      const problem = this.#restore(record);
      if (!problem) return;
      const why = `${s.text('loadFailed', c.t('loadFailed'))} ${problem}`;
      if (spec.create) await this.#make(this.#attributeSettings(), `${why} ${this.#nounWord('newStarted')}`);
      else this.#startSafely(this.#attributeSettings(), { started: `${why} ${c.t('newStarted.game')}`, setup: `${why} ${s.text('startBelow', c.t('startBelow'))}` });
      return;
    }
    if (spec.setupScreen && !spec.startsAtOnce(c.element)) {
      c.showSetup('', undefined, { focus: false });
      return;
    }
    if (spec.create) await this.#make(this.#attributeSettings());
    else this.#startSafely(this.#attributeSettings());
  }

  /**
   * Another tab of the same game (the same storage key) saved a move: this one shows the game as
   * it stands there, so that its next move continues that game instead of writing an older one
   * over it (two tabs must never erase each other's moves). The computer's move under way here
   * is dropped: the other tab's position decides whose turn it is.
   * @param {StorageEvent} event
   */
  otherTab(event) {
    const s = this.#s;
    if (!s.store || !s.arcade || event.key !== s.store.key || event.newValue === null) return;
    if (event.storageArea && event.storageArea !== globalThis.localStorage) return;
    this.#follow(s.store.load());
  }

  /**
   * Before a move: when another tab saved a move whose `storage` event has not arrived yet (the
   * events come late, after a busy tab's own input), this tab takes that game instead of playing
   * on an older one, so a move is never written over another tab's and a turn's dice are never
   * rolled twice. True when it did: the move asked for is not played, and the notice says why.
   */
  caughtUp() {
    const s = this.#s;
    if (!s.store || !s.arcade || !s.snap || s.kept === null) return false;
    const record = s.store.load();
    return Boolean(record) && record.save !== s.kept && this.#follow(record);
  }

  // Shows the game another tab saved (`record`), unless it is the one on show; true when it did.
  #follow(record) {
    if (!record || record.save === this.#s.snap?.save) return false;
    this.#c.cancelThinking();
    if (this.#restore(record) !== '') return false;
    this.#c.notice(this.#c.t('otherTab'), false);
    return true;
  }

  loadGame(id) {
    if (!this.#s.arcade) { this.#c.element.setAttribute('game-id', id); return false; }
    if (turnToken(id) !== null) return this.#openTurn(turnToken(id));
    return this.#spec.open ? this.#openLink(id) : this.#loadId(id);
  }

  newGame(settings = this.currentSettings()) { return this.#spec.create ? this.#make(settings) : this.start(settings); }

  /** Resumes a saved record (a kept day's, game-daily.js) as it was; '' when it did, else the engine's sentence. */
  resume(record) { return this.#restore(record); }

  // Resumes a saved game as it was; '' when it did, else the engine's sentence.
  #restore(record) {
    const spec = this.#spec;
    const s = this.#s;
    let snap;
    try {
      snap = s.arcade.session.load(spec.loadable?.(record.save, record) ?? record.save);
    } catch (error) {
      return s.say(error);
    }
    s.stalled = record.paused === true;
    s.remote = record.remote ?? null;
    s.daily = record.daily ?? null;
    spec.restore?.(record);
    s.show(snap, { how: 'restore' });
    if (!spec.setupScreen) spec.renderSetup(s.r, spec.settingsOf(snap.view));
    s.announcer.announce(spec.words.resumed(snap));
    return '';
  }

  get #noun() { return this.#spec.noun ?? 'game'; }

  // A sentence about the game or the puzzle (common-words.js has both: articles and genders differ).
  #nounWord(key, values = {}) { return this.#c.t(`${key}.${this.#noun === 'puzzle' ? 'puzzle' : 'game'}`, values); }

  // Starts from settings; `why` says what went wrong before, as a sentence for a game that started
  // and one for the setup screen. A game with a setup screen shows it when something failed (a
  // saved game or a link that could not be opened, settings the engine refuses); another falls
  // back to its default game with the sentence shown.
  #startSafely(settings, why = null) {
    const spec = this.#spec;
    const c = this.#c;
    if (spec.setupScreen && why) {
      c.showSetup(why.setup, settings, { focus: false });
      return;
    }
    let notice = why?.started ?? '';
    try {
      this.start(settings);
      if (notice) c.notice(notice);
      return;
    } catch (error) {
      if (spec.setupScreen) {
        c.showSetup(this.#s.say(error), settings, { focus: false });
        return;
      }
      const [fallback, instead] = spec.fallback(settings);
      notice = `${notice ? `${notice} ` : ''}${c.t('couldNotStart', { why: errorText(error) })} ${instead}`;
      try {
        this.start(fallback);
      } catch {
        this.start(spec.fallback({})[0]);
      }
    }
    c.notice(notice);
  }

  #attributeSettings() { return this.#spec.fromAttributes((name) => this.#c.element.getAttribute(name)); }

  /** The settings of the game on show, else those of the element's attributes. */
  currentSettings() { return this.#s.snap ? this.#spec.settingsOf(this.#s.snap.view) : this.#attributeSettings(); }

  /** Starts a new game; throws the engine's sentence for settings it refuses. */
  start(settings) {
    const spec = this.#spec;
    const s = this.#s;
    const snap = s.arcade.session.create(spec.game, { params: spec.paramsOf(settings) }, spec.random?.(settings));
    this.#open(snap, spec.words.started(snap), settings);
    return snap;
  }

  // A position from a shared link: a whole save, or a game id (game:params[:desc]) from the start.
  #loadId(id) {
    const spec = this.#spec;
    const c = this.#c;
    const s = this.#s;
    let text = String(id).trim();
    const fields = text.split(':').length;
    if (fields === 2) text += ':::0';
    else if (fields === 3) text += '::0';
    let snap;
    try {
      snap = s.arcade.session.load(spec.loadable?.(text, null) ?? text);
      if (snap.game !== spec.game) throw Object.assign(new Error(c.t('linkNotGame', { name: spec.name })), { name: 'ArcadeError' });
    } catch (error) {
      const why = `${s.text('linkFailed', c.t('linkFailed'))} ${s.say(error)}`;
      this.#startSafely(this.currentSettings(), { started: `${why} ${c.t('newInstead.game')}`, setup: `${why} ${s.text('startBelow', c.t('startBelow'))}` });
      return false;
    }
    this.#open(snap, spec.words.opened(snap));
    return true;
  }

  #fresh(settings) {
    this.#c.cancelThinking();
    this.#s.stalled = false;
    this.#s.event = '';
    this.#spec.fresh?.(settings);
  }

  // ---- games made in the worker (spec.create, spec.open) --------------------------------------

  /** GameController.job: the one worker job that will replace the game. */
  async job(busy, run) {
    const s = this.#s;
    s.work?.controller.abort();
    const work = { controller: new AbortController(), busy };
    s.work = work;
    if (s.snap) this.#c.render();
    else Object.assign(s.r.loading, { hidden: false, textContent: busy });
    // The first game is made on this thread, whose engine is loaded by then (a puzzle takes
    // milliseconds): in the worker it would wait for that engine's second load. Later games are
    // made in the worker, so the game on show keeps answering meanwhile.
    const here = s.snap ? null : s.arcade;
    const call = here ? async (method, ...args) => engineMethod(here, method)(...args)
      : (method, ...args) => callEngine(method, args, { timeout: WORK_TIMEOUT_MS, signal: work.controller.signal });
    try {
      const value = await run(call);
      return s.work === work ? { value } : {};
    } catch (failure) {
      return s.work === work ? { error: errorText(failure), failure } : {};
    } finally {
      if (s.work === work) {
        s.work = null;
        this.#c.render();
      }
    }
  }

  /** GameController.begin: a new game's first snapshot, made by the game itself (`remote`: with a friend; `daily`: the day's challenge of that date). */
  begin(snap, told, remote = null, daily = null) { this.#open(snap, told, null, remote, daily); }

  // Shows the first snapshot of a game that starts over (from `settings`, or null: a link, a game
  // the game made) and announces `told`.
  #open(snap, told, settings = null, remote = null, daily = null) {
    const spec = this.#spec;
    const s = this.#s;
    this.#fresh(settings);
    s.remote = remote;
    s.daily = daily;
    s.show(snap, { how: 'new' });
    if (!spec.setupScreen) spec.renderSetup(s.r, spec.settingsOf(snap.view));
    if (told) s.announcer.announce(told);
  }

  // A new game from spec.create; `why` (what failed before) is shown once it runs. True when it did.
  async #make(settings, why = '') {
    const spec = this.#spec;
    const { value, error, failure } = await this.job(spec.words.making(settings), (call) => spec.create(settings, call));
    if (error) {
      if (this.#s.snap) this.#c.notice(this.#nounWord('notMade', { why: error }));
      else showStartFailure(this.#s.r.loading, failure);
    }
    if (!value) return false;
    this.begin(value, spec.words.started(value));
    if (why) this.#c.notice(why);
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
    if (error) await this.#failedLink(`${this.#c.t('linkFailed')} ${error}`);
    return false;
  }

  // A link that could not be opened (`why`) leaves the game on show; at start, the saved game
  // comes back, else a new one starts; the notice says why and what is on show instead.
  async #failedLink(why) {
    let instead = this.#nounWord('unchanged');
    if (!this.#s.snap) {
      const record = this.#s.store.load();
      instead = this.#nounWord('savedBack');
      if (!record || this.#restore(record)) {
        instead = this.#nounWord('newInstead');
        if (this.#spec.create) {
          if (!(await this.#make(this.#attributeSettings()))) return;
        } else this.#startSafely(this.#attributeSettings());
      }
    }
    this.#c.notice(`${why} ${instead}`);
  }

  // A turn link of a game with a friend (game-remote.js). A bad one leaves the game on show (at
  // start: the saved one, else a new one) and says why.
  async #openTurn(token) {
    const { error } = await this.#c.remote.open(token);
    if (error) await this.#failedLink(error);
    return !error;
  }
}
