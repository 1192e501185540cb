// grid-dock.js: the controls any board game shares under its board: the dock (the computer's thinking line with Stop and "Let the computer move"), undo and redo, their disabled look, key caps, and the <game>-over event's detail of a game won by seats.
//
// The API below is stable (the disc games and new grid games build on it):
//   buildDock(t) → { dock, thinkingText, stop, resume }   the dock, hidden until renderDock shows it
//   buildUndoRedo(t) → { undo, redo }                     the two buttons (Ctrl+Z, Ctrl+Y)
//   wireDock(r, on)        clicks on r.stop, r.resume, r.undo, r.redo call on.stop(), on.resume(), on.undo(), on.redo()
//   renderDock(r, { waiting, stalled, thinking, who })   shown while the computer is to move and thinks
//                          (thinking: { seconds }) or waits (stalled: after Stop); `who` names it
//   renderUndoRedo(r, snap, locked)   their disabled look from snap.canUndoDecision and snap.canRedo;
//                          locked: both off (a game with a friend)
//   setDisabledLook(button, off), kbd(key), overDetail(snap)
// t: the element's page words (common-words.js and grid-words.js).
import { h, setDisabledLook } from '../element.js';

// Shared with every game (element.js); here too, so that a grid game finds its whole toolkit in grid/.
export { kbd, setDisabledLook } from '../element.js';

/** The detail of the <game>-over event of a game that seats win: { winners, draw, text, save }. */
export const overDetail = (snap) => ({ winners: [...snap.status.winners], draw: snap.status.winners.length !== 1, text: snap.status.text, save: snap.save });

/** The dock: a spinner, the thinking line, Stop and "Let the computer move". */
export function buildDock(t) {
  const thinkingText = h('p', { class: 'thinking-text' });
  const stop = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button stop-button' }, t('stop'));
  const resume = h('button', { type: 'button', class: 'btn btn-primary', part: 'button resume-button' }, t('letComputerMove'));
  const dock = h('div', { class: 'dock', part: 'thinking' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), thinkingText, stop, resume);
  return { dock, thinkingText, stop, resume };
}

/** Undo and redo, with their shortcuts. */
export function buildUndoRedo(t) {
  return {
    undo: h('button', { type: 'button', class: 'btn btn-quiet', part: 'button undo-button', 'aria-keyshortcuts': 'Control+Z' }, t('undo')),
    redo: h('button', { type: 'button', class: 'btn btn-quiet', part: 'button redo-button', 'aria-keyshortcuts': 'Control+Y' }, t('redo')),
  };
}

/** Connects the dock and undo/redo to the controller's handlers. */
export function wireDock(r, on) {
  for (const [button, handler] of [[r.stop, on.stop], [r.resume, on.resume], [r.undo, on.undo], [r.redo, on.redo]]) {
    button.addEventListener('click', () => handler());
  }
}

/** Shows the dock while the computer thinks or waits; says who for how long. */
export function renderDock(r, { waiting, stalled, thinking, who }) {
  const { t } = r;
  r.dock.hidden = !waiting;
  if (!waiting) return;
  r.thinkingText.textContent = stalled ? t('grid.computerWaits', { who })
    : thinking.seconds >= 2 ? t('thinkingFor', { who, s: thinking.seconds }) : t('thinking', { who });
  r.stop.hidden = Boolean(stalled);
  r.resume.hidden = !stalled;
  r.dock.classList.toggle('is-stalled', Boolean(stalled));
}

/** Undo and redo look disabled when there is nothing to take back or redo, or always when `locked`. */
export function renderUndoRedo(r, snap, locked = false) {
  setDisabledLook(r.undo, !snap.canUndoDecision || locked);
  setDisabledLook(r.redo, !snap.canRedo || locked);
}
