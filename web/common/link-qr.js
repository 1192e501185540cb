// link-qr.js: a turn link as a QR code in a dialog, for a phone nearby to scan; game-remote.js imports it on first use, so its encoder (the npm package uqr, bundled inside it by scripts/bundle-modules.mjs) joins no game's first load.
import { encode } from 'uqr';

const SVG = 'http://www.w3.org/2000/svg';
// The quiet zone the standard asks for around the code: four modules of light on every side.
const QUIET = 4;

/**
 * The modules of `text` as a QR code: rows of booleans (true: dark), the quiet zone included.
 * Byte mode (UTF-8), the lowest error correction level, L, so that a long link keeps the smallest
 * code (a phone's camera reads it at a glance off a clean screen), raised to the best level that
 * fits in the same size. Throws Error('Data too long') past what a QR code holds (2,953 bytes).
 * @param {string} text
 * @returns {boolean[][]}
 */
export function qrModules(text) {
  return encode(text, { ecc: 'L', boostEcc: true, border: QUIET }).data;
}

/**
 * The path of the dark modules: one rectangle per run of dark modules in a row, a unit a module.
 * @param {boolean[][]} modules
 */
export function darkPath(modules) {
  const runs = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      runs.push(`M${start} ${y}h${x + 1 - start}v1h${start - x - 1}z`);
    }
  });
  return runs.join('');
}

/**
 * `text` as an SVG QR code labelled `label`: dark on light whatever the page's theme (its own fills,
 * set as attributes: the pages' policy refuses style attributes), its quiet zone drawn.
 * @param {string} text
 * @param {string} label
 */
export function qrSvg(text, label) {
  const modules = qrModules(text);
  const n = modules.length;
  const make = (tag, attributes) => {
    const node = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  };
  const svg = make('svg', { viewBox: `0 0 ${n} ${n}`, class: 'qr-code', part: 'qr-code', role: 'img', 'aria-label': label, 'shape-rendering': 'crispEdges' });
  svg.append(make('rect', { width: String(n), height: String(n), fill: '#fff' }), make('path', { d: darkPath(modules), fill: '#000' }));
  return svg;
}

// The most a QR code holds in byte mode (version 40, level L): a longer link is told, not drawn.
const MAX_BYTES = 2953;

/**
 * Opens a modal dialog beside `opener` (in the element's shadow root) showing `url` as a QR code,
 * in the page words of `t` (remote-words.js). Escape or its close button closes and removes it;
 * focus goes back to `opener`. A link too long for a QR code is told by `notice` instead.
 * Returns the dialog, or null when none opened.
 * @param {{ url: string, t: (key: string, values?: Record<string, any>) => string, opener: HTMLElement, notice: (text: string) => void }} what
 * @returns {HTMLDialogElement | null}
 */
export function openLinkQr({ url, t, opener, notice }) {
  const bytes = new TextEncoder().encode(url).length;
  if (bytes > MAX_BYTES) {
    notice(t('remote.qrTooLong', { n: bytes, max: MAX_BYTES }));
    return null;
  }
  // One at a time: a second press while the module was still loading finds this one open.
  const where = opener.closest('.root') ?? opener.parentElement ?? document.body;
  const open = where.querySelector('dialog.qr-dialog');
  if (open) return /** @type {HTMLDialogElement} */ (open);
  const node = (tag, attributes, text = '') => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.textContent = text;
    return element;
  };
  const title = node('h2', { id: 'qr-dialog-title', class: 'dialog-title' }, t('remote.qrTitle'));
  // On a touch screen the words say it without the Escape key (remote.qrHint.touch).
  const hint = node('p', { id: 'qr-dialog-hint', class: 'hint' }, t('remote.qrHint'));
  const close = node('button', { type: 'button', class: 'btn btn-primary', part: 'button qr-close-button' }, t('remote.qrClose'));
  const actions = node('div', { class: 'dialog-actions' });
  actions.append(close);
  const body = node('div', { class: 'dialog-form' });
  body.append(title, hint, qrSvg(url, t('remote.qrImage')), actions);
  const dialog = /** @type {HTMLDialogElement} */ (node('dialog', { class: 'dialog qr-dialog', part: 'qr-dialog', 'aria-labelledby': title.id, 'aria-describedby': hint.id }));
  dialog.append(body);
  close.addEventListener('click', () => dialog.close());
  // Escape closes a modal dialog by itself (its cancel event, then this close).
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  }, { once: true });
  where.append(dialog);
  dialog.showModal();
  close.focus();
  return dialog;
}
