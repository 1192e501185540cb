// switch.js: an arcade-wide on/off choice (sounds, the coach, the computer's quick pace): a toggle button for a game's tools row, remembered for every game.
//
// The player's choice is stored once for the whole arcade; until there is one, the element's
// attribute (`sound="on"`, `coach="on"`, `fast`) sets the default, so a host page chooses for its players.
import { h } from './element.js';
import { createStore } from './storage.js';
import commonWords from './common-words.js';
import { wordsIn } from './page-words.js';
import { languageOf } from './words.js';

const storeOf = (name) => createStore(`kata-arcade:${name}`, { validate: (on) => typeof on === 'boolean' });

// `fast` was a plain flag attribute before it was a choice: present means on.
const attributeOn = (element, name) => (name === 'fast' ? element.flag('fast') : element.getAttribute(name) === 'on');

/** True when the preference `name` is on for `element`: the player's choice, else the element's attribute. */
export function preferenceOn(element, name) {
  return storeOf(name).load() ?? attributeOn(element, name);
}

/** The computer's quick pace for `element` (no pause before its moves, no long animations): the player's "Quick computer", else the `fast` attribute. */
export const quickPace = (element) => preferenceOn(element, 'fast');

/** The coach switch's label in the element's language (a coach is made before its element is placed). */
export const coachLabel = (element) => wordsIn(languageOf(element), commonWords)('coach');

/**
 * A preference named `name` ('sound', 'coach') for `element`: on() reads it, button toggles it
 * (aria-pressed; its label `label`, or label(element) when a function, rewritten by update()),
 * update() redraws the button after a change made elsewhere, onChange(fn) hears the player's toggles.
 */
export function preferenceSwitch(element, name, label, icon) {
  const store = storeOf(name);
  const on = () => preferenceOn(element, name);
  const listeners = [];
  const button = h('button', { type: 'button', class: `btn btn-quiet ${name}-button`, part: `button ${name}-button` },
    h('span', { 'aria-hidden': 'true' }, `${icon} `), typeof label === 'function' ? '' : label);
  const update = () => {
    button.setAttribute('aria-pressed', String(on()));
    if (typeof label === 'function') button.lastChild.textContent = label(element);
  };
  button.addEventListener('click', () => {
    store.save(!on());
    update();
    for (const fn of listeners) fn(on());
  });
  update();
  // label(): the button's words now (a region the switch governs may be named by them).
  return { button, on, update, onChange: (fn) => listeners.push(fn), label: () => (typeof label === 'function' ? label(element) : label) };
}
