// chouette-history.js: the turn history of <chouette-game>: one entry per move of the save, built from the snapshots around it.
//
// The engine keeps the moves (in the save) and the effects of the last one (in the view); the
// history keeps what each move did, so the page can list every throw, decision and score change.
// Entries are stored with the save and checked against its moves when a game is restored; a save
// that comes without them (a shared link) has them rebuilt from the engine, position by position.
import { callEngine } from '../../common/engine-client.js';
import { saveAt } from '../../common/engine.js';
import { h } from '../../common/element.js';
import { moveSentence } from './chouette-text.js';
import { effectItem, withCalls } from './chouette-dom.js';

// Windows that the next turn's throw closes with their default (the engine's optional windows).
const OPTIONAL = new Set(['sirotage', 'pas-mou', 'contre-sirop', 'grelottine', 'soufflette', 'artichette']);
// Throws of three dice that the engine classifies and scores (not a Soufflette's tries).
const SCORED = new Set(['turn', 'challenge', 'bleu-rouge']);

/** The moves of a save ("t235", "s"…), all of them, also those after the undo position. */
export function movesOf(save) {
  const parts = String(save).split(':');
  return parts.length === 5 && parts[3] !== '' ? parts[3].split('.') : [];
}

/**
 * What the move from `prev` to `next` did: { move, by, seat, window, group, dice, combo, effects,
 * event }. `by` is 'human' or 'computer'; `seat` who acted (null when several did); `event` the
 * 0-based turn it belongs to (null for the throw-off).
 */
export function historyEntry(prev, next, by = 'human') {
  const move = next.lastMove ?? '';
  const pv = prev.view;
  const nv = next.view;
  const verb = move[0];
  let window = pv.window;
  // A throw in an optional window closes it first: it is the next turn's throw.
  const closes = verb === 't' && OPTIONAL.has(window);
  if (closes) window = 'turn';
  const entry = {
    move, by, window, seat: pv.toMove, group: null, dice: [], combo: null,
    effects: nv.effects.map(({ seat, delta, reason, token }) => ({ seat, delta, reason, token })),
    event: pv.window === 'throw-off' ? null : pv.events + (closes ? 1 : 0),
  };
  if (verb !== 't') return entry;
  const thrown = [...move.slice(1)].map(Number);
  if (window === 'throw-off' || window === 'pas-mou-tie' || window === 'grelotte-tie') {
    return { ...entry, seat: null, group: [...pv.tied], dice: thrown };
  }
  if (window === 'bets') return { ...entry, seat: pv.sirotage?.sirotant ?? pv.toMove, dice: thrown };
  const before = window === 'turn' && !closes ? pv.partial : [];
  const dice = [...before, ...thrown];
  const complete = dice.length === 3;
  const seat = window === 'turn' ? (complete ? nv.diceBy : nv.turn) : pv.toMove;
  return { ...entry, seat, dice, combo: complete && SCORED.has(window) ? nv.combination : null };
}

/** Whether stored entries belong to this save: one per move, the same moves. */
export function historyMatches(history, save) {
  const moves = movesOf(save);
  return Array.isArray(history) && history.length === moves.length && history.every((e, i) => e && e.move === moves[i]);
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
  let prev = await callEngine('session.load', [saveAt(full, 0)], { signal });
  for (let position = 1; position <= moves.length; position += 1) {
    const next = await callEngine('session.load', [saveAt(full, position)], { signal });
    entries.push(historyEntry(prev, next));
    prev = next;
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
