// dice.js: six-sided dice as accessible elements, pips laid out by CSS grid (see dice.css beside it).

/** The stylesheet that draws dice; add it to a component's `static styles`. */
export const diceStylesheet = new URL('./dice.css', import.meta.url);

// Pip positions on a 3 x 3 grid (t/m/b = top/middle/bottom, l/c/r = left/centre/right).
const PIPS = {
  1: ['mc'],
  2: ['tr', 'bl'],
  3: ['tr', 'mc', 'bl'],
  4: ['tl', 'tr', 'bl', 'br'],
  5: ['tl', 'tr', 'mc', 'bl', 'br'],
  6: ['tl', 'tr', 'ml', 'mr', 'bl', 'br'],
};

/**
 * A die showing `value` (1-6), or an empty slot for anything else. It is one image to assistive
 * technology, named by its face ("5") unless `label` says more ("5, scores").
 * `className` adds classes (e.g. "is-scoring"); `part` exposes it to ::part() styling (false: not exposed).
 * @param {number} value
 * @param {DieOptions} [options]
 */
export function createDie(value, { label, className = '', part = 'die' } = {}) {
  const die = document.createElement('span');
  const face = PIPS[value] ? value : 0;
  die.className = `die${face ? '' : ' die-empty'}${className ? ` ${className}` : ''}`;
  die.dataset.value = String(face);
  die.setAttribute('role', 'img');
  die.setAttribute('aria-label', label ?? (face ? String(face) : 'empty'));
  if (part) die.setAttribute('part', part);
  for (const position of PIPS[face] ?? []) {
    const pip = document.createElement('span');
    pip.className = `pip pip-${position}`;
    die.append(pip);
  }
  return die;
}

/** @typedef {{ label?: string, className?: string, part?: string | false }} DieOptions */

/**
 * A row of dice in a container with a group label such as "Rolled: 1 5 3 2 2".
 * @param {number[]} values
 * @param {{ label?: string, className?: string, dieOptions?: (value: number, index: number) => DieOptions }} [options]
 */
export function createDiceGroup(values, { label, className = 'dice', dieOptions = () => ({}) } = {}) {
  const group = document.createElement('span');
  group.className = className;
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', label ?? values.join(' '));
  values.forEach((value, index) => group.append(createDie(value, dieOptions(value, index))));
  return group;
}
