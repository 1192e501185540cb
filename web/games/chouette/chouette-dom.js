// chouette-dom.js: small DOM pieces <chouette-game> repeats: calls marked as French, keys, effect rows, panel controls, focus kept over redraws.
import { h, kbd } from '../../common/element.js';
import { CALLS } from './chouette-words.js';
import { effectParts } from './chouette-text.js';

const PHRASES = new Set(Object.values(CALLS));

/**
 * A sentence as nodes, with each French call (“Pas mou le caillou !” or « … ») in a lang="fr"
 * span, so that a screen reader in English still says the calls in French; dir="ltr" keeps the
 * call's own "!" at its end inside a Hebrew sentence.
 */
export function withCalls(text) {
  const parts = String(text).split(/([“«]\s?[^”»]+?\s?[”»])/);
  return parts.filter(Boolean).map((part) => {
    const m = /^([“«]\s?)(.+?)(\s?[”»])$/.exec(part);
    return m && PHRASES.has(m[2]) ? h('span', { class: 'call' }, m[1], h('span', { lang: 'fr', dir: 'ltr' }, m[2]), m[3]) : part;
  });
}

// Shared with every game (element.js); the chouette modules take it from here with the rest.
export { kbd };

/** Whether a seat is played by a person (m.kinds: 'h' or 'c' per seat). */
export const human = (m, seat) => m.kinds[seat] !== 'c';

/**
 * A panel button: sends `move` through act.play, or runs onClick; `shortcut` is shown and announced.
 * @param {{ play(move: string): unknown } | null} act  null when onClick is given
 * @param {{ key: string, label: string, shortcut?: string, primary?: boolean, move?: string, onClick?: () => unknown, part?: string }} options
 */
export function actionButton(act, { key, label, shortcut, primary = false, move, onClick, part = 'button' }) {
  const b = h('button', {
    type: 'button', class: `btn ${primary ? 'btn-primary' : 'btn-quiet'}`, part, 'data-key': key,
    'aria-keyshortcuts': shortcut || false, 'data-primary': primary ? 'true' : false,
  }, h('span', {}, withCalls(label)), shortcut ? kbd(shortcut.split(' ')[0]) : null);
  b.addEventListener('click', onClick ?? (() => act.play(move)));
  return b;
}

/** A labelled control with an optional hint below it. */
export function field(label, control, hint) {
  return h('label', { class: 'field' }, h('span', { class: 'field-label' }, label), control, hint ? h('span', { class: 'hint' }, hint) : null);
}

/** A select of [value, text] options; data-key keeps its value over redraws. */
export function select(key, label, options) {
  return h('select', { 'data-key': key, 'aria-label': label }, options.map(([value, text]) => h('option', { value }, text)));
}

/** One effect: who, how much (or which token), why. */
export function effectItem(effect, ctx) {
  const p = effectParts(effect, ctx);
  const tone = effect.token ? 'is-token' : effect.delta > 0 ? 'is-gain' : effect.delta < 0 ? 'is-loss' : '';
  return h('li', { class: `effect ${tone}`.trim() },
    h('span', { class: 'effect-who' }, p.who),
    h('span', { class: 'effect-amount' }, p.token || p.amount),
    h('span', { class: 'effect-reason' }, withCalls(p.reason)));
}

/**
 * Remembers the focused control and the values typed in the action panel and the referee panel of
 * `root`; the returned function puts them back after a redraw (controls are found again by their
 * data-key). Focus that was in `panel` on a control now gone goes to the panel's primary control,
 * else to `fallback`.
 */
export function keepControls(root, panel, fallback) {
  const active = root.activeElement;
  const focusKey = active?.dataset?.key ?? null;
  const inPanel = Boolean(active && panel.contains(active));
  const values = new Map();
  for (const el of root.querySelectorAll('.action-panel [data-key], .referee [data-key]')) {
    if ((el.localName === 'input' || el.localName === 'select') && el.dataset.key !== 'scribe') values.set(el.dataset.key, el.value);
  }
  return () => {
    for (const [key, value] of values) {
      const el = root.querySelector(`[data-key="${key}"]`);
      if (el && (el.localName === 'input' || [...el.options].some((o) => o.value === value))) el.value = value;
    }
    if (!focusKey || root.activeElement === active) return;
    const again = root.querySelector(`[data-key="${focusKey}"]`);
    if (again && !again.disabled) again.focus({ preventScroll: true });
    else if (inPanel) (panel.querySelector('[data-primary="true"]') ?? fallback).focus({ preventScroll: true });
  };
}
