// element.js: defineElement() and ArcadeElement, the shadow-DOM base class of every game element.
import { located } from './assets.js';

/**
 * Registers `constructor` as <name> unless that name is already taken (a page that loads the
 * module twice, or two copies of a component, must not throw). Returns the registered class.
 */
export function defineElement(name, constructor) {
  const registry = globalThis.customElements;
  if (!registry) return constructor;
  const existing = registry.get(name);
  if (existing) return existing;
  registry.define(name, constructor);
  return constructor;
}

/** Creates an element: `h('button', {class: 'x', part: 'y', type: 'button'}, 'text', child)`.
 * Attributes are set with setAttribute and children appended as nodes or text, never as HTML, so
 * names typed by players can never become markup. `false`/`null` attributes are left out. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

// Every game element's shared look (theme tokens, buttons, panels, notices, forms), applied before
// the element's own sheets so that they can restyle any of it.
const CONTROLS_STYLESHEET = new URL('./controls.css', import.meta.url);

/**
 * A style sheet an element names in `static styles`: the URL of a .css file (the modules as written,
 * linked; a string is read against the page), or the sheet's text as `{ css }`. The npm package's
 * modules and the site's bundles carry every sheet so (scripts/package.mjs and bundle-modules.mjs
 * write each `new URL('….css', import.meta.url)` as its text): a bundler then has no file to copy,
 * no page has a sheet to 404, and a slow phone has no sheet to wait for before the board.
 * @typedef {string | URL | { css: string }} ElementStyle
 */

// One constructable sheet per text, shared by every element of the page (adoptedStyleSheets may
// hold the same sheet in many shadow roots). Made on first use: a module imported where there is no
// DOM (a server rendering the host page) makes none.
/** @type {Map<string, CSSStyleSheet>} */
const sheets = new Map();
function sheetOf(text) {
  let sheet = sheets.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

// Where there is no DOM (a server importing the entries to render the host page), the class still
// has to be defined: it extends an empty class there, and defineElement() registers nothing.
const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

/**
 * Base class: an open shadow root styled by controls.css and then `static styles`, and a
 * `this.root` container.
 *
 * A sheet given by URL is linked (<link rel="stylesheet">), one given as text is adopted as a
 * constructable sheet; both are allowed by the site's Content-Security-Policy (`style-src 'self'`),
 * which blocks <style> elements and style attributes, shadow roots included. Adopted sheets come
 * after linked ones in the cascade, so an element's sheets are all of one kind (the modules as
 * written link, the package's and the site's bundles adopt). `this.root` stays `hidden` until every linked sheet has loaded (or
 * failed), so the player never sees unstyled controls flash; `this.stylesReady` resolves at that
 * moment (at once when every sheet is text).
 */
export class ArcadeElement extends ElementBase {
  /** @type {ElementStyle[]} */
  static styles = [];

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    /** @type {ElementStyle[]} */
    const styles = [CONTROLS_STYLESHEET, ...(/** @type {typeof ArcadeElement} */ (this.constructor)).styles];
    const links = styles.filter((style) => typeof style === 'string' || style instanceof URL)
      .map((url) => h('link', { rel: 'stylesheet', href: located(new URL(url, document.baseURI)).href }));
    const texts = styles.flatMap((style) => (typeof style === 'object' && 'css' in style ? [style.css] : []));
    if (texts.length) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, ...texts.map(sheetOf)];
    this.root = h('div', { class: 'root', part: 'root', hidden: true });
    shadow.append(...links, this.root);
    this.stylesReady = Promise.all(links.map((link) => new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    }))).then(() => { this.root.hidden = false; });
  }

  /** Boolean attribute helper: present (any value but "false") means true. */
  flag(name) {
    const value = this.getAttribute(name);
    return value !== null && value !== 'false';
  }

  /** Dispatches a composed, bubbling CustomEvent so host pages hear it through the shadow boundary. */
  emit(type, detail) {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

/**
 * True when a key press belongs to `element`: focus is inside it; or, when the host opted in with the
 * `page-keys` attribute (the arcade's own pages do), focus is on the page outside any other component
 * and this is the page's first element of its kind. Never while typing in a field. Without the opt-in
 * an embedded game never takes the host page's keys ("4" typed on the host must not drop a disc).
 */
/** A key cap shown next to a control or in a keys list, hidden from screen readers (aria-keyshortcuts says it). */
export const kbd = (key) => h('kbd', { 'aria-hidden': 'true' }, key);

/** Unavailable buttons stay clickable: pressing one then says why, never a silent no-op. */
export function setDisabledLook(button, off) {
  if (off) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

export function ownsKey(element, event) {
  const path = event.composedPath();
  const origin = path[0];
  if (origin instanceof Element && (origin.closest('input, textarea, select, [contenteditable]') || /** @type {HTMLElement} */ (origin).isContentEditable)) return false;
  if (path.includes(element)) return true;
  if (!element.hasAttribute('page-keys')) return false;
  const inComponent = path.some((node) => node instanceof Element && node.localName.includes('-'));
  return !inComponent && document.querySelector(element.localName) === element;
}

/** 'undo' for Ctrl/⌘+Z, 'redo' for Ctrl/⌘+Y or Ctrl/⌘+Shift+Z, else null: the same keys in every game. */
export function undoRedoKey(event) {
  if (!event.ctrlKey && !event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) return 'undo';
  if (key === 'y' || (key === 'z' && event.shiftKey)) return 'redo';
  return null;
}

/** True when the player asked the system for reduced motion. */
export function prefersReducedMotion() {
  return Boolean(globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
