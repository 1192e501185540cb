// chouette-table-record.js: what <chouette-game> keeps of a table beside the engine's save (the players' names and kinds, scribe mode, the seed, the turn history): made from settings, a saved record or a link, its history rebuilt when a save came without one.
import { refillHistory } from './chouette-history.js';

/** A saved record's table fields are well formed (the controller checks the save itself). */
export const validRecord = (d) => Array.isArray(d.names) && Array.isArray(d.kinds) && typeof d.scribe === 'boolean' && Array.isArray(d.history);

const kindsOf = (view) => view.players.map((p) => (p.computer ? 'c' : 'h'));

/** The table of a new game from the setup's settings: its seats' names and kinds, scribe mode, `seed`. */
export const tableFromSettings = (settings, seed) => ({
  names: settings.seats.map((s) => s.name ?? ''), kinds: settings.seats.map((s) => (s.kind === 'c' ? 'c' : 'h')),
  scribe: Boolean(settings.scribe), seed, history: [],
});

/** The table of a saved record, whose game is `view`. */
export const tableFromRecord = (record, view) => ({
  names: record.names, kinds: kindsOf(view), scribe: record.scribe, seed: record.seed ?? null, history: record.history,
});

/**
 * The table of a link's game `view`: the names, computer seats and scribe mode are not in a save,
 * so the page's options (`given`, the attribute settings, or null) give them when they fit its
 * seats (as share writes them); else everyone has the default name. The history is rebuilt.
 */
export function tableFromLink(view, given, seed) {
  const fits = given !== null && given.seats.length === view.players.length;
  return {
    names: fits ? given.seats.map((seat) => seat.name) : Array(view.players.length).fill(''),
    kinds: kindsOf(view), scribe: fits && given.scribe, seed, history: [],
  };
}

/** The history of a save that came without one, rebuilt in the background; a newer one cancels it. */
export class HistoryRebuild {
  #controller = null;  // while the history is rebuilt

  get running() { return this.#controller !== null; }

  /** Fills `table.history` for `save` (current(): the save on show by then); done(filled) unless cancelled. */
  start(table, save, current, done) {
    this.cancel();
    const controller = new AbortController();
    this.#controller = controller;
    refillHistory(table, save, { signal: controller.signal, current }).then((filled) => {
      if (this.#controller !== controller) return;
      this.#controller = null;
      done(filled);
    });
  }

  cancel() {
    this.#controller?.abort();
    this.#controller = null;
  }
}
