// sudoku-saves.js: what <sudoku-game> keeps and rebuilds: its stored record and best times, puzzles, links and
// imports opened through the engine worker, and the save strings behind "Reveal all" and its one-step undo.
// Saves are `sudoku:<grade>:<puzzle>:<moves joined by '.'>:<undo position>` (wasm/README.md).
import { saveAt } from '../../common/engine.js';
import { setNotice } from '../../common/game-element.js';
import { createStore } from '../../common/storage.js';
import { headline } from './sudoku-text.js';

const validRecord = (d) => Boolean(d) && typeof d.save === 'string' && d.save.startsWith('sudoku:')
  && Number.isFinite(d.ms) && d.ms >= 0 && ['', 'player', 'hidden'].includes(d.paused)
  && Number.isInteger(d.cursor) && d.cursor >= 0 && d.cursor <= 80 && ['', 'help', 'cells', 'all'].includes(d.assist)
  && ['noteMode', 'candidates', 'timerHidden', 'recorded'].every((k) => typeof d[k] === 'boolean')
  && (d.reveal === null || (Number.isInteger(d.reveal?.from) && Number.isInteger(d.reveal.to) && typeof d.reveal.moves === 'string'))
  && (d.hints === undefined || (Array.isArray(d.hints) && d.hints.length <= 1000 && d.hints.every((t) => typeof t === 'string' && t.length <= 60)));
const validBest = (d) => Boolean(d) && typeof d === 'object' && Object.values(d).every((ms) => Number.isInteger(ms) && ms > 0);

/**
 * The saved game under `key` ({ save, ms, cursor, paused, assist, recorded, reveal, noteMode,
 * candidates, timerHidden, hints: the techniques of the hints shown, absent from older records }) and the best times under `<key>:best` ({ easy: ms, ... }).
 */
export function openStores(key) {
  return {
    game: createStore(key, { version: 1, validate: validRecord }),
    best: createStore(`${key}:best`, { version: 1, validate: validBest }),
  };
}

export const arcadeError = (message) => Object.assign(new Error(message), { name: 'ArcadeError' });

/**
 * The snapshot a typed puzzle or a shared link stands for, through `call(method, ...args)` (the
 * worker): a whole save is loaded as it is; 81 cells (whitespace ignored) must make a proper
 * puzzle, which is then graded so that its best time goes to its grade. Throws the engine's sentence.
 */
export async function openText(t, text, call) {
  const raw = String(text).trim();
  if (raw.includes(':')) {
    const snap = await call('session.load', raw);
    if (snap.game !== 'sudoku') throw arcadeError(t('sudoku.notSudoku'));
    return snap;
  }
  const puzzle = raw.replace(/\s+/g, '');
  if (!puzzle) throw arcadeError(t('sudoku.noPuzzle'));
  const checked = await call('session.create', 'sudoku', { desc: puzzle });
  const { difficulty } = await call('sudoku.grade', checked.view.puzzle);
  return call('session.create', 'sudoku', { params: difficulty, desc: checked.view.puzzle });
}

/** Opens the import dialog, empty of any earlier objection. */
export function openImport(r) {
  setNotice(r.importError, '');
  r.importDialog.showModal();
  r.importText.focus();
}

/**
 * The import dialog's Open: the typed puzzle opened in the worker (`play`: the element's
 * GameController) and begun, the dialog closed; the engine's objection is shown in the dialog and
 * the game stays. True when a puzzle was opened.
 */
export async function importPuzzle(play, text) {
  const r = play.r;
  r.importGo.setAttribute('aria-busy', 'true');
  const { value, error } = await play.job(play.t('sudoku.opening'), (call) => openText(play.t, text, call));
  r.importGo.removeAttribute('aria-busy');
  if (error) setNotice(r.importError, error);
  if (!value) return false;
  r.importDialog.close();
  play.begin(value, play.t('sudoku.imported', { puzzle: headline(play.t, value.view), status: play.statusText(value) }));
  return true;
}

/** The cells holding the player's digits and those of them that differ from `solution` (81 digits). */
export function checkCells(view, solution) {
  const placed = view.values.flatMap((v, i) => (v && !view.givens[i] ? [i] : []));
  return { placed, wrong: placed.filter((i) => String(view.values[i]) !== solution[i]) };
}

/**
 * "Reveal all" as one save: the log cut at the undo position (as any move would), then a move for
 * every cell that differs from the solution. `reveal` = { from, to, moves } remembers the span.
 */
export function revealAllSave(snap, solution) {
  const [game, params, desc, log] = saveAt(snap.save, snap.position).split(':');
  const kept = log ? log.split('.') : [];
  const revealed = snap.view.values.flatMap((v, i) => (String(v) === solution[i] ? [] : [`p${i}${solution[i]}`]));
  const all = [...kept, ...revealed];
  return { save: [game, params, desc, all.join('.'), all.length].join(':'), reveal: { from: kept.length, to: all.length, moves: revealed.join('.') } };
}

/**
 * The save one undo or redo ('undo' | 'redo') reaches when it steps over a whole "Reveal all"
 * (the same log at the other end of the span), or null when the step at hand is an ordinary move:
 * the position is elsewhere, or the revealed moves are no longer in the log as they were.
 */
export function revealJump(reveal, snap, how) {
  if (!reveal || snap.position !== (how === 'undo' ? reveal.to : reveal.from)) return null;
  const fields = snap.save.split(':');
  if (fields[3].split('.').slice(reveal.from, reveal.to).join('.') !== reveal.moves) return null;
  fields[4] = String(how === 'undo' ? reveal.from : reveal.to);
  return fields.join(':');
}

/** Weighs a solve of `ms` against the best time of `difficulty` in the `best` store; true (and kept) when it is a new best. */
export function recordBest(best, difficulty, ms) {
  const bests = { ...(best.load() ?? {}) };
  if (bests[difficulty] && ms >= bests[difficulty]) return false;
  bests[difficulty] = ms;
  try { best.save(bests); } catch { /* the time still shows in the result */ }
  return true;
}
