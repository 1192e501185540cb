// switch.js: an arcade-wide on/off choice (sounds, the coach): a toggle button for a game's tools row, remembered for every game.
//
// The player's choice is stored once for the whole arcade; until there is one, the element's
// attribute (`sound="on"`, `coach="on"`) sets the default, so a host page chooses for its players.
import { h } from './element.js';
import { createStore } from './storage.js';

const storeOf = (name) => createStore(`kata-arcade:${name}`, { validate: (on) => typeof on === 'boolean' });

/** True when the preference `name` is on for `element`: the player's choice, else the element's attribute. */
export function preferenceOn(element, name) {
  return storeOf(name).load() ?? element.getAttribute(name) === 'on';
}

/**
 * A preference named `name` ('sound', 'coach') for `element`: on() reads it, button toggles it
 * (aria-pressed; its label `label` never changes), update() redraws the button after a change made
 * elsewhere, onChange(fn) hears the player's toggles.
 */
export function preferenceSwitch(element, name, label, icon) {
  const store = storeOf(name);
  const on = () => preferenceOn(element, name);
  const listeners = [];
  const button = h('button', { type: 'button', class: `btn btn-quiet ${name}-button`, part: `button ${name}-button` },
    h('span', { 'aria-hidden': 'true' }, `${icon} `), label);
  const update = () => button.setAttribute('aria-pressed', String(on()));
  button.addEventListener('click', () => {
    store.save(!on());
    update();
    for (const fn of listeners) fn(on());
  });
  update();
  return { button, on, update, onChange: (fn) => listeners.push(fn) };
}
