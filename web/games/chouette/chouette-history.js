// chouette-history.js: the turn history of <chouette-game>: one entry per move of the save, built from the snapshots around it.
//
// The engine keeps the moves (in the save), and what the last one was and did (view.last, its
// effects); the history keeps that for each move, so the page can list every throw, decision and
// score change.
// Entries are stored with the save and checked against its moves when a game is restored; a save
// that comes without them (a shared link) has them rebuilt from the engine, position by position.
import { callEngine } from '../../common/engine-client.js';
import { saveAt } from '../../common/engine.js';
import { h } from '../../common/element.js';
import { moveSentence } from './chouette-text.js';
import { effectItem, withCalls } from './chouette-dom.js';

/** The moves of a save ("t235", "s"…), all of them, also those after the undo position. */
export function movesOf(save) {
  const parts = String(save).split(':');
  return parts.length === 5 && parts[3] !== '' ? parts[3].split('.') : [];
}

/**
 * What the move that led to `next` did: the engine's view.last ({ verb, window, event, seat, group,
 * dice, thrown, scored, order, pairs, seats, subject, amount, target }: core/chouette/last.cpp) with
 * `move` (its text, matched against the save's), `by` ('human', 'computer' or 'table': the calls
 * of a race), the combination its dice made if scored, its effects and every seat's score after it.
 */
export function historyEntry(next, by = 'human') {
  const { view } = next;
  return {
    ...view.last, move: next.lastMove ?? '', by, combo: view.last.scored ? view.combination : null,
    // Every seat's score after the move: the coach's chart of the scores turn by turn.
    scores: view.players.map((p) => p.score),
    // Each reason with its message (id and parameters), so the French survives a reload.
    effects: view.effects.map(({ seat, delta, reason, token }, i) => ({ seat, delta, reason, token, message: view.effectMessages?.[i] ?? null })),
  };
}

/**
 * Whether stored entries belong to this save: one per move, the same moves, told by the engine's
 * fields (entries stored before view.last carried only the move's text, and those before the
 * scores after each move: they are rebuilt).
 */
export function historyMatches(history, save) {
  const moves = movesOf(save);
  return Array.isArray(history) && history.length === moves.length
    && history.every((e, i) => e && e.move === moves[i] && typeof e.verb === 'string' && Array.isArray(e.scores));
}

/**
 * Rebuilds the entries of a save in the engine worker, one position after the other (the page
 * stays responsive on long games). Resolves to the entries, or rejects with the engine's error.
 * @param {string} save
 * @param {{ signal?: AbortSignal }} [options]
 */
export async function rebuildHistory(save, { signal } = {}) {
  const moves = movesOf(save);
  const full = `${save.slice(0, save.lastIndexOf(':'))}:${moves.length}`;
  const entries = [];
  for (let position = 1; position <= moves.length; position += 1) {
    entries.push(historyEntry(await callEngine('session.load', [saveAt(full, position)], { signal })));
  }
  return entries;
}

/**
 * Fills `game.history` for a save that came without one: one null entry a move until the engine
 * has rebuilt it (the page stays usable meanwhile); an entry whose move the game no longer holds
 * (`current()`: the save now) is left out. Resolves to true once filled, false when stopped
 * (`signal`) or refused: the entries already known stay.
 */
export async function refillHistory(game, save, { signal, current }) {
  game.history = movesOf(save).map(() => null);
  try {
    const entries = await rebuildHistory(save, { signal });
    if (signal.aborted) return false;
    // Moves played meanwhile gave game.history a new array: it still has the nulls to fill.
    entries.forEach((entry, i) => {
      if (game.history[i] === null && movesOf(current())[i] === entry.move) game.history[i] = entry;
    });
    return true;
  } catch {
    return false;
  }
}

/** The history list, newest turn first; `upTo` entries count (the rest were undone). */
export function renderHistory(list, history, upTo, ctx) {
  // Entries still being rebuilt are null: they are left out until they come.
  const shown = history.slice(0, upTo).filter(Boolean);
  if (!shown.length) {
    list.replaceChildren(h('li', { class: 'history-empty' }, ctx.w.historyEmpty));
    return;
  }
  const turns = [];
  for (const entry of shown) {
    const key = entry.event ?? -1;
    if (!turns.length || turns[turns.length - 1].key !== key) turns.push({ key, entries: [] });
    turns[turns.length - 1].entries.push(entry);
  }
  list.replaceChildren(...turns.reverse().map((turn) => h('li', { class: 'history-turn' },
    h('h3', { class: 'history-title' }, turn.key < 0 ? ctx.w.throwOff : ctx.w.turnN(turn.key + 1)),
    h('ol', { class: 'history-moves' }, turn.entries.map((entry) => h('li', { class: 'history-move' },
      h('p', { class: 'history-what' }, withCalls(moveSentence(entry, ctx))),
      entry.effects.length ? h('ul', { class: 'history-effects' }, entry.effects.map((e) => effectItem(e, ctx))) : null))))));
}
