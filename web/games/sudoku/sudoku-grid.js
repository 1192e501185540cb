// sudoku-grid.js: the 9×9 board of <sudoku-game>: an ARIA grid (one tab stop, arrows inside, labelled cells)
// that draws an engine view with notes, candidates and highlights. Drawing only: digits, notes, candidates
// and conflicts come from the engine's view; the hint's marks from the engine's hint.
import { h } from '../../common/element.js';
import { boxOf, cellLabel, colOf, rowOf } from './sudoku-text.js';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Builds the grid. Returns { element, cells, render(model), focusCell(cell, {quiet}), current() }.
 * Each cell holds its big digit, a 3×3 block of small digits (the player's notes, the engine's
 * candidates, the hint's digits) and a ghost for the digit a hint leads to.
 */
export function createGrid(t) {
  const cells = [];
  const rows = [];
  for (let r = 0; r < 9; r += 1) {
    const row = h('div', { class: 'grid-row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c += 1) {
      const i = r * 9 + c;
      const cell = h('div', {
        class: 'cell', part: 'cell', role: 'gridcell', 'aria-colindex': String(c + 1), 'data-cell': String(i),
        'data-r': String(r), 'data-c': String(c), tabindex: i === 0 ? '0' : '-1',
      }, h('span', { class: 'value', 'aria-hidden': 'true' }), h('span', { class: 'marks', 'aria-hidden': 'true' }),
      h('span', { class: 'ghost', 'aria-hidden': 'true' }));
      row.append(cell);
      // The nine small digits are made when the cell first shows one: a fresh puzzle's 81 cells would
      // otherwise hold 729 empty spans, half the board's first layout on a slow phone (issue 25).
      cells.push({ element: cell, value: cell.firstChild, block: cell.children[1], marks: null, ghost: cell.lastChild });
    }
    rows.push(row);
  }
  const element = h('div', {
    class: 'grid', part: 'grid', role: 'grid', 'aria-label': t('sudoku.grid'), dir: 'ltr', 'aria-rowcount': '9', 'aria-colcount': '9',
  }, rows);

  const grid = {
    element,
    cells: cells.map((c) => c.element),

    /**
     * Draws `model` = { view, cursor, candidates (show the engine's candidates), checked (Set of
     * cells Check found wrong), hint (null or the step shown: { cells: Set, digits: Set,
     * eliminations and removed (by the hint's earlier steps): Map cell → Set of digits,
     * target: {cell, digit} }) }.
     */
    render({ view, cursor, candidates, checked, hint }) {
      const same = view.values[cursor] || 0;
      const conflicts = new Set(view.conflicts);
      cells.forEach((parts, i) => {
        const value = view.values[i];
        const peer = i !== cursor && (rowOf(i) === rowOf(cursor) || colOf(i) === colOf(cursor) || boxOf(i) === boxOf(cursor));
        const inHint = Boolean(hint?.cells.has(i));
        const target = hint?.target.cell === i ? hint.target.digit : null;
        const el = parts.element;
        el.classList.toggle('is-given', Boolean(view.givens[i]));
        el.classList.toggle('is-entry', Boolean(value) && !view.givens[i]);
        el.classList.toggle('is-cursor', i === cursor);
        el.classList.toggle('is-peer', peer);
        el.classList.toggle('is-same', Boolean(same) && value === same);
        el.classList.toggle('is-conflict', conflicts.has(i));
        el.classList.toggle('is-wrong', checked.has(i));
        el.classList.toggle('is-hint', inHint);
        el.classList.toggle('is-target', target !== null);
        parts.value.textContent = value ? String(value) : '';
        parts.ghost.textContent = target !== null && !value ? String(target) : '';
        const removed = hint?.removed.get(i);
        const possible = removed ? view.candidates[i].filter((d) => !removed.has(d)) : view.candidates[i];
        drawMarks(parts, value ? null : {
          notes: view.notes[i], possible, showCandidates: candidates, same,
          hinted: inHint ? hint.digits : null, eliminated: hint?.eliminations.get(i) ?? null,
        });
        const hinted = inHint && !value ? possible.filter((d) => hint.digits.has(d)) : [];
        const removes = value ? [] : [...hint?.eliminations.get(i) ?? []].sort();
        el.setAttribute('aria-label', cellLabel(t, view, i, { candidates, wrong: checked.has(i), hint: inHint, target, hinted, removes }));
      });
    },

    /** Moves the one tab stop to `cell` and, unless `quiet`, focuses it. */
    focusCell(cell, { quiet = false } = {}) {
      const target = cells[Math.max(0, Math.min(80, cell))].element;
      for (const c of cells) c.element.tabIndex = c.element === target ? 0 : -1;
      if (!quiet) target.focus();
      return target;
    },

    /** The cell holding the tab stop. */
    current() { return cells.findIndex((c) => c.element.tabIndex === 0); },
  };
  return grid;
}

// The small digits of an empty cell (parts: a cell's as createGrid keeps them). A note is the
// player's own mark; a candidate is the engine's and is drawn in its own style so the two never
// look alike. The hint's digits (where they are still possible) and its eliminations show even
// while candidates are hidden.
function drawMarks(parts, m) {
  const states = DIGITS.map((d) => {
    const note = Boolean(m?.notes.includes(d));
    const possible = Boolean(m?.possible.includes(d));
    const candidate = possible && m.showCandidates && !note;
    const hinted = possible && Boolean(m.hinted?.has(d));
    const eliminated = Boolean(m?.eliminated?.has(d));
    return { d, note, candidate, hinted, eliminated, shown: note || candidate || hinted || eliminated };
  });
  if (!parts.marks) {
    if (!states.some((s) => s.shown)) return;
    parts.marks = DIGITS.map((d) => h('span', { class: 'mark', 'data-d': String(d) }));
    parts.block.append(...parts.marks);
  }
  parts.marks.forEach((mark, k) => {
    const { d, note, candidate, hinted, eliminated, shown } = states[k];
    mark.textContent = shown ? String(d) : '';
    mark.classList.toggle('is-note', note);
    mark.classList.toggle('is-candidate', candidate);
    mark.classList.toggle('is-hinted', hinted);
    mark.classList.toggle('is-eliminated', eliminated);
    mark.classList.toggle('is-same', shown && d === m.same);
  });
}

/**
 * The hint as the grid draws it, from { result (sudoku.hint's answer), step (the one on show) }:
 * that step's pattern cells and digits and its eliminations, what the earlier steps removed, and
 * the cell and digit the whole hint leads to. Null when no hint is shown.
 */
export function hintMarks(hint) {
  if (!hint) return null;
  const { result, step } = hint;
  const byCell = (steps) => {
    const map = new Map();
    for (const s of steps) for (const e of s.eliminations) map.set(e.cell, (map.get(e.cell) ?? new Set()).add(e.digit));
    return map;
  };
  const shown = result.steps[step];
  return {
    cells: new Set(shown.cells), digits: new Set(shown.digits), eliminations: byCell([shown]),
    removed: byCell(result.steps.slice(0, step)), target: result.leadsTo,
  };
}

const STEPS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };

/**
 * The cell an arrow, Home or End key leads to from `cell` (Home/End: the row's ends; with Ctrl:
 * the grid's first or last cell), or null for any other key. Arrows stop at the edges.
 */
export function cellAfterKey(cell, { key, ctrlKey }) {
  let r = rowOf(cell);
  let c = colOf(cell);
  if (STEPS[key]) {
    r = Math.max(0, Math.min(8, r + STEPS[key][0]));
    c = Math.max(0, Math.min(8, c + STEPS[key][1]));
  } else if (key === 'Home' || key === 'End') {
    c = key === 'Home' ? 0 : 8;
    if (ctrlKey) r = c;
  } else {
    return null;
  }
  return r * 9 + c;
}
