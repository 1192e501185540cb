// mastermind-input.js: the keyboard of <mastermind-game>: what each key press it owns asks for.
// Pure functions of the event and a description of the game's state; the element carries the commands out.
// Undo and redo (Ctrl+Z/Y, U) are the shared controller's keys (game-controller.js).
import { colourOfKey } from './mastermind-pegs.js';

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * The command a key press asks for, or null to let the browser have it.
 * `state`: { editing (a row of slots takes colours), answering (a guess awaits exact/misplaced),
 * digits (Bulls & Cows keys B and C), pegs, answer: {exact, misplaced}, swatches: the palette's buttons }.
 * Commands: submit, hint, close; pick {colour}; slot {to: index delta or 'first'/'last'};
 * clear {back}; step {which, by}; swatch {index} (move focus inside the palette).
 * Keys with Ctrl or ⌘ never reach it.
 */
export function keyCommand(event, state) {
  const { key } = event;
  const lower = key.length === 1 ? key.toLowerCase() : key;
  const origin = event.composedPath()[0];
  const element = origin instanceof Element ? origin : null;

  // On a spin button (exact or misplaced): arrows, Home/End and digits set its value.
  const spin = /** @type {HTMLElement | null} */ (element?.closest('[role="spinbutton"]'));
  if (spin && state.answering) {
    const which = spin.dataset.stepper;
    const now = state.answer[which];
    if (key === 'ArrowUp' || key === 'ArrowRight') return { type: 'step', which, by: 1 };
    if (key === 'ArrowDown' || key === 'ArrowLeft') return { type: 'step', which, by: -1 };
    if (key === 'Home') return { type: 'step', which, by: -now };
    if (key === 'End') return { type: 'step', which, by: state.pegs - now };
    if (/^[0-9]$/.test(key)) return { type: 'step', which, by: Number(key) - now };
  }
  // In the palette: arrows move between colours (one Tab stop, as in a toolbar).
  const swatch = element?.closest('.swatch');
  if (swatch && ARROWS.includes(key)) {
    const count = state.swatches.length;
    const at = state.swatches.indexOf(swatch);
    const index = key === 'Home' ? 0 : key === 'End' ? count - 1
      : (at + (key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1) + count) % count;
    return { type: 'swatch', index };
  }
  // Enter and Space on buttons, links and summaries do what those say (a slot's Enter guesses).
  const control = element?.closest('button, a, summary, [role="spinbutton"]');
  const onSlot = Boolean(control?.classList.contains('slot'));
  if (control && !onSlot && (key === 'Enter' || key === ' ')) return null;
  if (event.repeat && !['Backspace', 'ArrowLeft', 'ArrowRight'].includes(key)) return null;

  const colour = colourOfKey(key);
  if (colour) return { type: 'pick', colour };
  const free = !control || onSlot; // Home/End stay the page's on other controls
  switch (key) {
    case 'ArrowLeft': return state.editing ? { type: 'slot', to: -1 } : null;
    case 'ArrowRight': return state.editing ? { type: 'slot', to: 1 } : null;
    case 'Home': return state.editing && free ? { type: 'slot', to: 'first' } : null;
    case 'End': return state.editing && free ? { type: 'slot', to: 'last' } : null;
    case 'Backspace': return state.editing ? { type: 'clear', back: true } : null;
    case 'Delete': return state.editing ? { type: 'clear', back: false } : null;
    case 'Escape': return { type: 'close' };
    case 'Enter': return { type: 'submit' };
    default: break;
  }
  if (lower === 'h') return { type: 'hint' };
  if (state.answering) {
    const by = event.shiftKey ? -1 : 1;
    if (lower === 'e' || (state.digits && lower === 'b')) return { type: 'step', which: 'exact', by };
    if (lower === 'm' || (state.digits && lower === 'c')) return { type: 'step', which: 'misplaced', by };
  }
  return null;
}

/** Moves the palette's roving tab stop to swatch `index` and focuses it (the arrow keys on the palette). */
export function focusSwatch(palette, index) {
  const swatch = palette.children[index];
  for (const item of palette.children) item.tabIndex = item === swatch ? 0 : -1;
  swatch.focus();
}
