// mastermind-pegs.js: the ten peg colours of <mastermind-game>, each with a name, a key, a symbol and a
// number, drawn as DOM (colour from CSS, symbol as SVG) so colour-blind players can tell them apart.

const SVG = 'http://www.w3.org/2000/svg';

// Colour n of the engine (1-10) is COLOURS[n - 1]. Keys follow the keyboard's number row: 1-9, then 0.
// Symbols are 24 × 24 paths; each shape differs in outline, not only in size.
export const COLOURS = [
  { name: 'red', symbol: 'circle', path: 'M12 5.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13z' },
  { name: 'blue', symbol: 'square', path: 'M6 6h12v12H6z' },
  { name: 'yellow', symbol: 'triangle', path: 'M12 4.5l8 14H4z' },
  { name: 'green', symbol: 'diamond', path: 'M12 3.5l8.5 8.5-8.5 8.5L3.5 12z' },
  { name: 'orange', symbol: 'star', path: 'M12 3.6l2.5 5.3 5.8.7-4.3 4 1.1 5.8L12 16.6l-5.1 2.8 1.1-5.8-4.3-4 5.8-.7z' },
  { name: 'purple', symbol: 'plus', path: 'M9.6 4.5h4.8v5.1h5.1v4.8h-5.1v5.1H9.6v-5.1H4.5V9.6h5.1z' },
  { name: 'cyan', symbol: 'heart', path: 'M12 19.5s-7.5-4.6-7.5-9.6A4.1 4.1 0 0 1 12 7.6a4.1 4.1 0 0 1 7.5 2.3c0 5-7.5 9.6-7.5 9.6z' },
  { name: 'pink', symbol: 'moon', path: 'M15.2 4.6A7.6 7.6 0 1 0 19.4 16 6.2 6.2 0 0 1 15.2 4.6z' },
  { name: 'brown', symbol: 'hexagon', path: 'M12 4l7 4v8l-7 4-7-4V8z' },
  { name: 'white', symbol: 'cross', path: 'M7.1 4.9L12 9.8l4.9-4.9 2.2 2.2-4.9 4.9 4.9 4.9-2.2 2.2-4.9-4.9-4.9 4.9-2.2-2.2 4.9-4.9-4.9-4.9z' },
];

/** The key that picks colour n (1-10): "1" … "9", "0" for the tenth. */
export const keyOf = (n) => String(n % 10);

/** The colour a key picks ("1" → 1 … "0" → 10), or 0 when the key is not a digit. */
export function colourOfKey(key) {
  if (!/^[0-9]$/.test(key)) return 0;
  return key === '0' ? 10 : Number(key);
}

/**
 * How colour n is named in words. Looks: 'symbols' (colour + shape), 'numbers' (colour + its
 * number), 'digits' (Bulls & Cows: the digit alone, 1-9 and 0).
 */
export function pegName(t, n, look) {
  if (!COLOURS[n - 1]) return t('mm.empty');
  if (look === 'digits') return keyOf(n);
  return `${n} ${t(`mm.colour.${COLOURS[n - 1].name}`)}`;
}

/** A code as the board shows it in words: "1 1 2 2", or in digits "1 1 2 0" for Bulls & Cows. */
export function codeText(code, look) {
  return code.map((n) => (look === 'digits' ? keyOf(n) : String(n))).join(' ');
}

function symbol(n) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'peg-symbol');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', COLOURS[n - 1].path);
  svg.append(path);
  return svg;
}

/**
 * Fills `element` (a span or a button) as peg n in `look`; 0 makes an empty hole. The element is
 * decorative unless the caller labels it: rows and slots carry their own words.
 */
export function paintPeg(element, n, look) {
  const colour = COLOURS[n - 1] ? n : 0;
  element.classList.add('peg');
  element.dataset.colour = String(colour);
  element.classList.toggle('is-empty', colour === 0);
  element.classList.toggle('is-digit', look === 'digits');
  if (!colour) element.replaceChildren();
  else if (look === 'symbols') element.replaceChildren(symbol(colour));
  else element.replaceChildren(Object.assign(document.createElement('span'), { className: 'peg-number', textContent: look === 'digits' ? keyOf(colour) : String(colour) }));
  return element;
}

/**
 * A new decorative peg.
 * @param {number} n
 * @param {string} look
 * @param {{ part?: string | false, className?: string }} [options]
 */
export function createPeg(n, look, { part = 'peg', className = '' } = {}) {
  const peg = document.createElement('span');
  if (className) peg.className = className;
  if (part) peg.setAttribute('part', part);
  peg.setAttribute('aria-hidden', 'true');
  return paintPeg(peg, n, look);
}
