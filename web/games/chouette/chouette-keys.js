// chouette-keys.js: what a key press means at the Cul de chouette table, in a race or out of one (no action here).
import { RACE_KEYS } from './chouette-words.js';

const PLAIN = { T: 'throw', S: 'siroter', K: 'keep', N: 'pass', V: 'civet', U: 'undo' };

/**
 * The intent of a keydown without Ctrl/⌘ (undoRedoKey reads those), or null: in a race, a seat's
 * key { name: 'call', seat } or Enter { name: 'close' }; with scribe dice, a digit { name: 'digit',
 * digit }, 'erase' (Backspace) and 'record' (Enter); else 'throw', 'siroter', 'keep', 'pass',
 * 'civet' and 'undo'. Enter on a focused control is left to the control.
 */
export function keyIntent(event, { race, seats, scribe, scribeText }) {
  if (event.ctrlKey || event.metaKey || event.repeat) return null;
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  const origin = event.composedPath()[0];
  const onControl = origin instanceof Element && Boolean(origin.closest('button, a, summary, select'));
  if (race) {
    const seat = RACE_KEYS.indexOf(key);
    if (seat >= 0 && seat < seats) return { name: 'call', seat };
    if (key === 'Enter' && !onControl) return { name: 'close' };
    return key === 'U' ? { name: 'undo' } : null;
  }
  if (scribe && /^[0-9]$/.test(key)) return { name: 'digit', digit: key };
  if (scribe && scribeText && key === 'Backspace') return { name: 'erase' };
  if (scribe && scribeText && key === 'Enter' && !onControl) return { name: 'record' };
  return PLAIN[key] ? { name: PLAIN[key] } : null;
}
