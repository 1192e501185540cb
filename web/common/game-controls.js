// game-controls.js: GameControls, the part of the GameController (game-controller.js) behind what every game's player presses: stop and resume, undo and redo, share, the setup form or screen, and the shared keys.
import { ownsKey, prefersReducedMotion, undoRedoKey } from './element.js';
import { shareLink } from './game-element.js';

export class GameControls {
  #c;       // the GameController
  #s;       // what it shares with its parts (its #s)
  #start;   // its GameStart

  constructor(controller, shared, start) {
    this.#c = controller;
    this.#s = shared;
    this.#start = start;
  }

  get #spec() { return this.#c.spec; }

  /** Connects the view's controls (spec.wire) to the controller. */
  wire() {
    const c = this.#c;
    const s = this.#s;
    const r = s.r;
    this.#spec.wire(r, {
      stop: () => {
        c.cancelThinking();
        s.stalled = true;
        c.persist();
        c.notice(this.#spec.words.stopped ?? c.t('stopped'), false);
        c.render();
        r.resume.focus();
      },
      resume: () => { s.stalled = false; c.notice(''); c.persist(); c.render(); c.maybeThink(); },
      undo: () => c.undoRedo('undo'),
      redo: () => c.undoRedo('redo'),
      share: (what) => (c.remote.active ? c.remote.send() : this.#share(what)),
      friend: () => c.remote.start(),
      qr: (opener) => c.remote.showQr(opener).catch((error) => c.notice(c.t('remote.qrFailed', { why: error.message }))),
      newGame: () => this.#focusSetup(),
      again: () => this.#startFromSetup(this.#start.currentSettings()),
      setup: () => this.#startFromSetup(this.#spec.readSetup(r)),
      closeSetup: () => this.#closeSetup(),
    });
  }

  #startFromSetup(settings) {
    const s = this.#s;
    const r = s.r;
    try {
      this.#start.start(settings);
      r.setupError.hidden = true;
      if (!this.#spec.setupScreen) r.headline.focus({ preventScroll: false });
    } catch (error) {
      if (this.#spec.setupScreen && r.setupScreen.hidden) {
        this.#c.notice(s.say(error));
        return;
      }
      r.setupError.textContent = s.say(error);
      r.setupError.hidden = false;
    }
  }

  #focusSetup() {
    const r = this.#s.r;
    if (this.#spec.setupScreen) { this.showSetup(); return; }
    this.#spec.renderSetup(r, this.#start.currentSettings());
    r.setupError.hidden = true;
    r.setup.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    this.#spec.setupFocus(r).focus({ preventScroll: true });
  }

  /** GameController.showSetup: a game's setup screen over the game, which waits. */
  showSetup(error = '', settings = this.#start.currentSettings(), { focus = true } = {}) {
    const s = this.#s;
    const r = s.r;
    this.#c.cancelThinking();
    this.#spec.renderSetup(r, settings, { canCancel: Boolean(s.snap) });
    r.setupError.textContent = error;
    r.setupError.hidden = !error;
    r.loading.hidden = true;
    r.setupScreen.hidden = false;
    r.game.hidden = true;
    if (focus) this.#spec.setupFocus(r)?.focus({ preventScroll: true });
  }

  #closeSetup() {
    const r = this.#s.r;
    r.setupScreen.hidden = true;
    r.game.hidden = false;
    this.#c.maybeThink();
    r.newGame.focus();
  }

  async #share(what) {
    const { snap, r } = this.#s;
    if (!snap) return;
    const t = this.#c.t;
    const link = this.#spec.share?.(snap, what) ?? { hash: snap.save, copied: t('linkCopied'), manual: t('copyLink') };
    await shareLink({ note: r.shareNote, field: r.shareLink }, link.hash, link, link.query);
  }

  /** GameController.key: Ctrl+Z/Y and U undo and redo, then the game's own keys (spec.key), or its whole key map (spec.keys). */
  key(event) {
    const c = this.#c;
    if (event.defaultPrevented || event.altKey || !this.#s.snap || this.#s.r.game.hidden || c.daily.asking || !ownsKey(c.element, event)) return;
    // A dialog open over the game (the daily's statistics) has the keys: Escape closes it.
    if (event.composedPath().some((node) => node instanceof HTMLDialogElement && node.open)) return;
    const spec = this.#spec;
    if (spec.keys) {
      if (spec.keys(event)) event.preventDefault();
      return;
    }
    const { key } = event;
    const lower = key.length === 1 ? key.toLowerCase() : key;
    if (event.ctrlKey || event.metaKey) {
      const how = undoRedoKey(event);
      if (how) { event.preventDefault(); c.undoRedo(how); }
      return;
    }
    if (spec.key?.(event, lower)) { event.preventDefault(); return; }
    if (lower === 'u' && !event.repeat) { event.preventDefault(); c.undoRedo('undo'); }
  }
}
