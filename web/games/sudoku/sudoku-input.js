// sudoku-input.js: the keyboard of <sudoku-game>: what each key press asks for (the element carries it out).
// A pure function of the event, so the whole key map can be read in one place.
import { undoRedoKey } from '../../common/element.js';

const MOVES = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
const LETTERS = { n: 'notes', a: 'candidates', h: 'hint', p: 'pause' };

// The digit of a key press, Shift or not: with Shift, `key` is the symbol ("%"), `code` still says Digit5.
function digitOf(event) {
  if (/^[1-9]$/.test(event.key)) return Number(event.key);
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(event.code ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * The command a key press asks for, or null to leave the key to the browser. `inGrid`: the key
 * was pressed on a cell; elsewhere arrows still move the selection unless a control has focus.
 * Commands: undo, redo, close; move {event}; digit {digit, note (Shift: a note in either mode)};
 * erase; notes, candidates, hint, pause (toggles and actions named by their letter).
 */
export function keyCommand(event) {
  if (event.ctrlKey || event.metaKey) {
    const how = undoRedoKey(event);
    if (how) return { type: how };
    return (event.key === 'Home' || event.key === 'End') && onGridOrPage(event) ? { type: 'move', event } : null;
  }
  const { key } = event;
  if (key === 'Escape') return { type: 'close' };
  if (MOVES.includes(key)) return onGridOrPage(event) ? { type: 'move', event } : null;
  if (control(event) && (key === 'Enter' || key === ' ')) return null;
  if (event.repeat && key !== 'Backspace' && key !== 'Delete') return null;
  const digit = digitOf(event);
  if (digit) return { type: 'digit', digit, note: event.shiftKey };
  if (key === 'Backspace' || key === 'Delete' || key === '0') return { type: 'erase' };
  const letter = key.length === 1 ? LETTERS[key.toLowerCase()] : null;
  return letter && !event.shiftKey ? { type: letter } : null;
}

// The element the key was pressed on, inside the shadow root.
function origin(event) {
  const first = event.composedPath()[0];
  return first instanceof Element ? first : null;
}

// Buttons, links, summaries and fields keep their own keys (Enter, Space, arrows in a radio group).
const control = (event) => Boolean(origin(event)?.closest('button, a, summary, input, select, textarea, [role="radio"]'));

/** True when the key was pressed on a cell of the grid. */
export const onCell = (event) => Boolean(origin(event)?.closest('.cell'));

// Arrows move the selection from a cell, from the page, and from the pad and tools (buttons that
// have no arrow keys of their own); other controls keep them.
const onGridOrPage = (event) => onCell(event) || !control(event) || Boolean(origin(event)?.closest('.controls button'));
