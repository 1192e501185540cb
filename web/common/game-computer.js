// game-computer.js: GameComputer, the part of the GameController (game-controller.js) that talks to the engine worker: the computer's turn (a pause, stop and resume, late answers dropped) and questions about the position.
import { callEngine } from './engine-client.js';
import { prefersReducedMotion } from './element.js';
import { quickPace } from './switch.js';
import { ComputerTurn, errorIn } from './game-element.js';

const COMPUTER_TIMEOUT_MS = 60000;
const COMPUTER_PAUSE_MS = 500;

export class GameComputer {
  #c;   // the GameController
  #s;   // what it shares with its parts (its #s)
  #turn = new ComputerTurn();  // the worker finding the computer's move
  #asking = null;     // { controller, busy } while a question about the position is under way (ask)

  constructor(controller, shared) {
    this.#c = controller;
    this.#s = shared;
  }

  get #spec() { return this.#c.spec; }

  /** True while the computer is choosing a move. */
  get active() { return this.#turn.active; }

  /** How long it has been choosing, in seconds. */
  seconds() { return this.#turn.seconds(); }

  /** GameController.maybeThink: the computer moves if it is its turn. */
  maybeThink() {
    const { snap, r, stalled } = this.#s;
    if (!snap || snap.status.over || !this.#c.element.isConnected || r.setupScreen?.hidden === false || this.#c.daily.asking) return;
    if (this.#spec.hold?.(snap) || !snap.status.computerToMove) return;
    if (this.#turn.active || stalled || this.#spec.canThink?.() === false) return;
    this.#think();
  }

  // The move lands after the short pause and after the previous move's animation has finished.
  #think() {
    const spec = this.#spec;
    const s = this.#s;
    const snap = s.snap;
    const save = snap.save;
    const call = spec.computer?.(snap) ?? { method: 'session.computer', args: [save, spec.random?.()].filter((a) => a !== undefined), snapshot: (next) => next };
    const pause = typeof spec.computerPause === 'function' ? spec.computerPause(snap)
      : quickPace(this.#c.element) || prefersReducedMotion() ? 0 : spec.computerPause ?? COMPUTER_PAUSE_MS;
    this.#turn.start(call.method, call.args, {
      resource: call.resource,
      onResource: call.onResource,
      timeout: COMPUTER_TIMEOUT_MS,
      pause,
      after: s.animating,
      // Each second, in the element's language (it was English in every language before).
      tick: (seconds) => { if (s.r.thinkingText) s.r.thinkingText.textContent = this.#c.t('thinkingFor', { who: spec.seatName(snap, snap.status.toMove), s: seconds }); },
      started: () => this.#c.render(),
      done: (result, ms) => {
        // A move on a game another tab has moved on since would be written over that tab's.
        if (s.snap.save !== save || this.#c.caughtUp()) return;
        let next;
        try {
          next = call.snapshot(result, ms);
        } catch (error) {
          this.#failed(error);
          return;
        }
        s.show(next, { how: 'computer', prev: snap });
      },
      failed: (error) => this.#failed(error),
    });
  }

  #failed(error) {
    const c = this.#c;
    this.#s.stalled = true;
    c.notice(this.#s.say(error));
    c.persist();
    c.render();
  }

  /** GameController.cancelThinking: the computer's turn and the game's own timers stop. */
  cancelThinking() {
    this.#turn.cancel();
    this.#spec.halt?.();
  }

  // ---- questions about the position ------------------------------------------------------------

  /** GameController.ask: a question to the worker about the position shown, or null. */
  async ask(method, args, { timeout = COMPUTER_TIMEOUT_MS, busy = null } = {}) {
    const snap = this.#s.snap;
    if (!snap || this.#asking) return null;
    const asking = { controller: new AbortController(), busy };
    this.#asking = asking;
    busy?.setAttribute('aria-busy', 'true');
    busy?.classList.add('is-busy');
    try {
      const answer = await callEngine(method, args, { timeout, signal: asking.controller.signal });
      return this.#asking === asking ? answer : null;
    } catch (error) {
      if (this.#asking === asking) this.#s.refused(errorIn(this.#c.element, error), snap, error);
      return null;
    } finally {
      if (this.#asking === asking) this.#endAsking(false);
    }
  }

  /** GameController.cancelAsking: the question under way is dropped (the worker stops it). */
  cancelAsking() { this.#endAsking(true); }

  #endAsking(abort) {
    const asking = this.#asking;
    if (!asking) return;
    this.#asking = null;
    if (abort) asking.controller.abort();
    asking.busy?.removeAttribute('aria-busy');
    asking.busy?.classList.remove('is-busy');
  }
}
