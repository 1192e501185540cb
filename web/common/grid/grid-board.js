// grid-board.js: a board of cells for any grid game: an ARIA grid with one tab stop that the arrow keys move, a tap/click map to (row, col), and a disabled look; it draws what the game gives it and knows no rules.
//
// The API below is stable: the disc board (../disc/disc-board.js) and new games build on it.
//
// createGrid(options) → grid. options:
//   rows, cols            the size
//   label                 the grid's accessible name
//   cellLabel(row, col)   a cell's name when render() gives none (rows and columns count from 0 here)
//   tag                   the cells' element: 'button' (default) or 'div' (cells that hold drawings)
//   interactive           false: a picture (role img, no roles in it, no tab stop); default true
//   className, part       of the grid element (default 'grid-board', 'grid'); rows are .grid-row, cells .cell
//   fill(cell, row, col)  fixed decoration each new cell gets (a hole)
//   paint(cell, piece, row, col)  draws a piece when it changed (default: its text in a span.piece)
//   empty                 the piece a new cell shows, drawn by fill alone (default '')
//   start                 [row, col] of the first tab stop (default [0, 0])
//   onCell(row, col, cell, event)    a click or tap on a cell, or Enter or Space on it (tapMap below)
//   onRefuse(row, col, cell, event)  the same on a disabled cell: say why, never a silent no-op
// grid: element (role grid), rows, cols, cells[row][col], and
//   render((row, col) => ({ piece, label, disabled, selected, current, classes, data }))
//     piece: what paint() draws ('' by default); label: the cell's name (default cellLabel);
//     disabled: aria-disabled (the cell refuses); selected: aria-selected when a boolean;
//     current: aria-current when truthy (true or a token such as 'location'); classes: { name: on };
//     data: { key: value } as data-* (undefined removes it)
//   setDisabled(off)       the whole board refuses (not the player's turn): class is-disabled on the
//                          grid and aria-disabled on every cell, on top of render()'s own
//   focusCell(row, col, { quiet })  moves the one tab stop (clamped to the board) and focuses the cell
//                          unless quiet; returns it
//   current()              the cell holding the tab stop
//   cellOf(event)          { row, col, cell } of the cell an event is about (across shadow roots), or null
//   move(event)            arrow keys, Home, End, PageUp, PageDown: moves the tab stop; true when handled
//   key(event)             move(event), then Enter or Space on a cell: a click on it (the tap map
//                          answers); true when handled: the caller prevents the default
//   listen()               the grid's own keydown listener (a page without a GameController, whose
//                          spec.key calls grid.key instead)
//
// Keys, in every language (the grid stays left to right, dir="ltr", as numbered columns do):
// ←/→ the cell before/after in the row, ↑/↓ the row above/below; they stop at the edges (no wrap).
// Home/End: the row's first/last cell; Ctrl+Home/Ctrl+End: the first cell of the first row, the last
// of the last; PageUp/PageDown: the column's top/bottom cell. Enter and Space press the cell.
import { h } from '../element.js';

/**
 * Calls back onCell(row, col, cell, event) for a click or tap on a cell of any grid inside
 * `container` (grids rebuilt in it included), or onRefuse(...) when the cell is aria-disabled.
 * @param {HTMLElement} container
 * @param {(row: number, col: number, cell: HTMLElement, event: Event) => void} onCell
 * @param {(row: number, col: number, cell: HTMLElement, event: Event) => void} [onRefuse]
 */
export function tapMap(container, onCell, onRefuse) {
  container.addEventListener('click', (event) => {
    const cell = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.('.cell[data-r]'));
    if (!cell || !container.contains(cell) || !cell.closest('[role="grid"]')) return;
    const refused = cell.getAttribute('aria-disabled') === 'true';
    const call = refused ? onRefuse : onCell;
    call?.(Number(cell.dataset.r), Number(cell.dataset.c), cell, event);
  });
}

const defaultPaint = (cell, piece) => {
  cell.querySelector('.piece')?.remove();
  if (piece !== '' && piece !== null && piece !== undefined) cell.append(h('span', { class: 'piece', 'aria-hidden': 'true' }, String(piece)));
};

/** @param {{ rows: number, cols: number, label: string, cellLabel?: (row: number, col: number) => string,
 *   tag?: 'button' | 'div', interactive?: boolean, className?: string, part?: string,
 *   fill?: (cell: HTMLElement, row: number, col: number) => void, paint?: (cell: HTMLElement, piece: any, row: number, col: number) => void,
 *   empty?: any, start?: [number, number], onCell?: (row: number, col: number, cell: HTMLElement, event: Event) => void,
 *   onRefuse?: (row: number, col: number, cell: HTMLElement, event: Event) => void }} options */
export function createGrid({
  rows, cols, label, cellLabel = () => '', tag = 'button', interactive = true, className = 'grid-board', part = 'grid',
  fill, paint = defaultPaint, empty = '', start = [0, 0], onCell, onRefuse,
}) {
  const cells = [];
  const rowEls = [];
  const own = (r, c) => interactive && r === start[0] && c === start[1];
  for (let r = 0; r < rows; r += 1) {
    const row = h('div', { class: 'grid-row', role: interactive ? 'row' : null, 'aria-rowindex': interactive ? String(r + 1) : null });
    cells.push([]);
    for (let c = 0; c < cols; c += 1) {
      const cell = h(tag, {
        class: 'cell', 'data-r': String(r), 'data-c': String(c), type: tag === 'button' ? 'button' : null,
        role: interactive ? 'gridcell' : null, 'aria-colindex': interactive ? String(c + 1) : null,
        tabindex: interactive ? (own(r, c) ? '0' : '-1') : null,
      });
      fill?.(cell, r, c);
      row.append(cell);
      cells[r].push(cell);
    }
    rowEls.push(row);
  }
  const element = h('div', {
    class: className, part, dir: 'ltr', role: interactive ? 'grid' : 'img', 'aria-label': label,
    'aria-rowcount': interactive ? String(rows) : null, 'aria-colcount': interactive ? String(cols) : null,
  }, rowEls);
  const drawn = Array.from({ length: rows }, () => Array(cols).fill(empty));
  const refused = Array.from({ length: rows }, () => Array(cols).fill(false));
  let off = false;

  const markDisabled = (r, c) => {
    if (off || refused[r][c]) cells[r][c].setAttribute('aria-disabled', 'true');
    else cells[r][c].removeAttribute('aria-disabled');
  };

  const grid = {
    element, rows, cols, cells,

    render(at) {
      for (let r = 0; r < rows; r += 1) {
        for (let c = 0; c < cols; c += 1) {
          const cell = cells[r][c];
          const d = at(r, c) ?? {};
          const piece = d.piece ?? empty;
          if (drawn[r][c] !== piece) {
            paint(cell, piece, r, c);
            drawn[r][c] = piece;
          }
          for (const [name, on] of Object.entries(d.classes ?? {})) cell.classList.toggle(name, Boolean(on));
          for (const [key, value] of Object.entries(d.data ?? {})) {
            if (value === undefined || value === null) delete cell.dataset[key];
            else cell.dataset[key] = String(value);
          }
          if (!interactive) continue;
          cell.setAttribute('aria-label', d.label ?? cellLabel(r, c));
          refused[r][c] = Boolean(d.disabled);
          markDisabled(r, c);
          if (typeof d.selected === 'boolean') cell.setAttribute('aria-selected', String(d.selected));
          else cell.removeAttribute('aria-selected');
          if (d.current) cell.setAttribute('aria-current', d.current === true ? 'true' : String(d.current));
          else cell.removeAttribute('aria-current');
        }
      }
    },

    setDisabled(value) {
      off = Boolean(value);
      element.classList.toggle('is-disabled', off);
      if (interactive) for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) markDisabled(r, c);
    },

    focusCell(r, c, { quiet = false } = {}) {
      const target = cells[Math.max(0, Math.min(rows - 1, r))][Math.max(0, Math.min(cols - 1, c))];
      for (const line of cells) for (const cell of line) cell.tabIndex = cell === target ? 0 : -1;
      if (!quiet) target.focus();
      return target;
    },

    current() {
      for (const line of cells) for (const cell of line) if (cell.tabIndex === 0) return cell;
      return cells[start[0]][start[1]];
    },

    cellOf(event) {
      const cell = event.composedPath().find((node) => node instanceof Element && node.classList.contains('cell'));
      if (!cell || !element.contains(cell)) return null;
      return { row: Number(cell.dataset.r), col: Number(cell.dataset.c), cell };
    },

    move(event) {
      const at = interactive ? grid.cellOf(event) : null;
      if (!at) return false;
      let { row: r, col: c } = at;
      switch (event.key) {
        case 'ArrowLeft': c -= 1; break;
        case 'ArrowRight': c += 1; break;
        case 'ArrowUp': r -= 1; break;
        case 'ArrowDown': r += 1; break;
        case 'Home': c = 0; if (event.ctrlKey) r = 0; break;
        case 'End': c = cols - 1; if (event.ctrlKey) r = rows - 1; break;
        case 'PageUp': r = 0; break;
        case 'PageDown': r = rows - 1; break;
        default: return false;
      }
      grid.focusCell(r, c);
      return true;
    },

    key(event) {
      if (grid.move(event)) return true;
      if (event.key !== 'Enter' && event.key !== ' ') return false;
      const at = interactive ? grid.cellOf(event) : null;
      if (!at) return false;
      // A button cell would click on its own too: the default is prevented, so it clicks once, here.
      if (!event.repeat) at.cell.click();
      return true;
    },

    listen() {
      element.addEventListener('keydown', (event) => {
        if (!event.altKey && !event.metaKey && grid.key(event)) event.preventDefault();
      });
    },
  };
  if (interactive && (onCell || onRefuse)) tapMap(element, onCell ?? (() => {}), onRefuse);
  return grid;
}
