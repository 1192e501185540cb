// game-element.js: GameElement and the wiring the game elements share (lifecycle, refused calls, notices, the computer's turn, share links).
import { callEngine } from './engine-client.js';
import { ArcadeElement } from './element.js';
import { engine, errorText } from './engine.js';
import { errorSay, languageOf } from './words.js';
import commonWords from './common-words.js';
import { pageLanguage, wordsIn } from './page-words.js';

/**
 * Base class of the playable games: listens for keys on the document while connected, boots once
 * on the first connection, and lets a game resume or pause its computer when moved in the page.
 * The hooks are passed up from the constructor (`super({ boot: () => this.#boot(), ... })`) so the
 * games keep their state in private fields instead of exposing protected methods to host pages.
 *   boot()        the first connection: build the layout and start the engine
 *   resume()      later connections: let the computer move again if it is its turn
 *   suspend()     disconnection: stop timers and the computer
 *   key(event)    every keydown on the document (the game decides whether it owns it: ownsKey)
 *   storage(event) [optional] another tab of this origin changed localStorage (a saved game moved on there)
 */
export class GameElement extends ArcadeElement {
  #hooks;
  #started = false;
  #onKey = (event) => this.#hooks.key(event);
  #onStorage = (event) => this.#hooks.storage?.(event);

  constructor(hooks) {
    super();
    this.#hooks = hooks;
  }

  connectedCallback() {
    document.addEventListener('keydown', this.#onKey);
    globalThis.addEventListener('storage', this.#onStorage);
    if (!this.#started) {
      this.#started = true;
      this.#hooks.boot();
    } else {
      this.#hooks.resume();
    }
  }

  disconnectedCallback() {
    document.removeEventListener('keydown', this.#onKey);
    globalThis.removeEventListener('storage', this.#onStorage);
    this.#hooks.suspend();
  }
}

/**
 * The value of `call()`, an engine call; when the engine refuses, `refused(sentence, error)` hears
 * why (in the language of `element`, see errorIn; the error for a page that renders its message
 * itself) and the result is null, so the caller keeps the state it had (a refused move changes nothing).
 * @param {() => any} call @param {(sentence: string, error: unknown) => void} refused @param {Element | null} [element]
 */
export function attempt(call, refused, element = null) {
  try {
    return call();
  } catch (error) {
    refused(errorIn(element, error), error);
    return null;
  }
}

/** A failure's sentence in the element's language: the engine's message from words.js's catalogue, else errorText's. */
export function errorIn(element, error) {
  return errorSay(error, errorText(error), languageOf(element));
}

/** Shows `text` in a game's notice line (a live region); an empty text hides it. */
export function setNotice(notice, text, isError = true) {
  notice.textContent = text;
  notice.classList.toggle('is-error', Boolean(text) && isError);
}

/** Turns the loading panel into the error a player sees when the engine cannot start. */
export function showStartFailure(loading, error) {
  loading.hidden = false;
  const t = wordsIn(pageLanguage(loading), commonWords);
  loading.textContent = `${t('couldNotStart', { why: errorText(error) })} ${t('reloadToTry')}`;
  loading.classList.add('is-error');
}

/**
 * Loads the engine for a game, its own core: resolves to the API with `loading` hidden, or to null after showing why it failed there.
 * @param {HTMLElement} loading
 * @param {string} game
 * @returns {Promise<import('./engine.js').Arcade | null>}
 */
export async function loadEngineFor(loading, game) {
  try {
    const arcade = await engine(game);
    loading.hidden = true;
    return arcade;
  } catch (error) {
    showStartFailure(loading, error);
    return null;
  }
}

/**
 * Copies this page's address with `hash` as fragment to the clipboard and says so in `note`;
 * where the clipboard is refused, shows the link selected in `field` to copy by hand. The query is
 * `query` (page options the save does not hold, e.g. players' names), else none.
 */
export async function shareLink({ note, field }, hash, { copied, manual }, query = {}) {
  const url = new URL(location.href);
  url.search = new URLSearchParams(query).toString();
  url.hash = hash;
  const link = url.href;
  try {
    await navigator.clipboard.writeText(link);
    field.hidden = true;
    note.textContent = copied;
  } catch {
    field.value = link;
    field.hidden = false;
    field.focus();
    field.select();
    note.textContent = manual;
  }
}

/**
 * The computer choosing a move in the engine worker, so the page stays responsive, with a clock
 * for the "thinking… n s" line. One at a time: an answer that arrives after cancel() or after a
 * newer start() is dropped, so undo or a new game never receive a stale move.
 */
export class ComputerTurn {
  #thinking = null;   // { controller, started, timer } while the worker computes

  get active() { return Boolean(this.#thinking); }

  /** Whole seconds since the current computation started (0 when idle). */
  seconds() { return this.#thinking ? Math.floor((performance.now() - this.#thinking.started) / 1000) : 0; }

  /**
   * Runs `method(...args)` in the worker. `tick(seconds)` runs each second from the second one;
   * `started()` runs before the call is sent (to render the thinking state); `done(result, ms)` or
   * `failed(error)` runs once the answer is in and, for done, `pause` ms and `after` have passed
   * (`ms`: how long the answer took to come, the pause and `after` not included). `resource` and
   * `onResource` go to callEngine as they are (a file the engine loads first: Connect Four's book).
   * @param {import('./engine.js').EngineMethod} method
   * @param {unknown[]} args
   * @param {{ timeout?: number, pause?: number, after?: Promise<unknown> | null, tick: (seconds: number) => void,
   *   started?: () => void, done: (result: any, ms: number) => void, failed: (error: any) => void,
   *   resource?: { url: string, load: import('./engine.js').EngineMethod }, onResource?: (status: any) => void }} options
   */
  start(method, args, { timeout, pause = 0, after = null, tick, started, done, failed, resource, onResource }) {
    const controller = new AbortController();
    const thinking = { controller, started: performance.now(), timer: /** @type {ReturnType<typeof setInterval> | 0} */ (0) };
    this.#thinking = thinking;
    // The clock ticks without re-rendering the board.
    thinking.timer = setInterval(() => {
      const seconds = this.seconds();
      if (seconds >= 2) tick(seconds);
    }, 1000);
    started?.();
    const delay = new Promise((resolve) => setTimeout(resolve, pause));
    const sent = performance.now();
    callEngine(method, args, { timeout, signal: controller.signal, resource, onResource })
      .then(async (result) => {
        const ms = performance.now() - sent;
        await Promise.all([delay, after]);
        if (this.#thinking !== thinking) return;
        this.#end();
        done(result, ms);
      })
      .catch((error) => {
        if (this.#thinking !== thinking) return;
        this.#end();
        failed(error);
      });
  }

  /** Stops waiting for the current computation and tells the worker to drop it. */
  cancel() {
    const thinking = this.#thinking;
    if (!thinking) return;
    this.#end();
    thinking.controller.abort();
  }

  #end() {
    clearInterval(this.#thinking.timer);
    this.#thinking = null;
  }
}
