// chouette-language.js: the language of <chouette-game>'s table: its own switch, remembered with the table's other choices over the page's language, and the table redrawn whole once the core's catalogue of a new language is here.
import { createStore } from '../../common/storage.js';
import { loadCatalogue } from '../../common/words.js';
import { pageLanguage, supported } from '../../common/page-words.js';

/** The core's messages of Cul de chouette in each language (words.js loads the page's with the shared ones). */
export const MESSAGES = { fr: () => import('./chouette-messages-fr.js'), it: () => import('./chouette-messages-it.js'), he: () => import('./chouette-messages-he.js') };

const validPrefs = (d) => d && typeof d === 'object' && !Array.isArray(d);

export class TableLanguage {
  #element;
  #redraw;
  #prefs = null;   // the last table's names and kinds, and the language (the table's storage key + ":prefs")
  /** While the core's catalogue of a new language loads: the language the table stays in (follow), else null. */
  staying = null;

  /** @param {HTMLElement & { root: HTMLElement, emit: (type: string, detail: object) => void }} element @param {() => void} redraw the table drawn whole in its language */
  constructor(element, redraw) {
    this.#element = element;
    this.#redraw = redraw;
  }

  /** Opens the table's remembered choices under `key`; a language chosen on its switch comes back unless the page set lang on it. */
  open(key) {
    this.#prefs = createStore(`${key}:prefs`, { version: 1, validate: validPrefs });
    const lang = supported(this.#prefs.load()?.lang);
    if (!this.#element.hasAttribute('lang') && lang) this.#element.setAttribute('lang', lang);
  }

  /** The remembered choices ({ names, kinds, lang }), or null. */
  saved() { return this.#prefs?.load() ?? null; }

  /** Remembers `fields` beside the other choices; a store that refuses (private mode, full) keeps them for this page only. */
  remember(fields) {
    try {
      this.#prefs?.save({ ...(this.#prefs.load() ?? {}), ...fields });
    } catch { /* remembering is a convenience */ }
  }

  /** The table's own switch: the table in `lang`, remembered with the table over the page's language. */
  set(lang) {
    this.#element.setAttribute('lang', lang);
    this.remember({ lang });
    this.#element.emit('chouette-language', { lang });
  }

  /**
   * The table in `lang` (its own switch, or a page that set lang), drawn whole once the core's
   * catalogue for it is here (words.js fetches it on first use). Until then every render (a race's
   * call, a computer's move) stays in the language drawn before: never the new labels beside the
   * engine's sentences (an effect's reason, a refusal) still in English.
   */
  async follow(lang) {
    this.staying ??= this.#element.root.getAttribute('lang');  // spoken at every full render
    await loadCatalogue(lang, MESSAGES);  // never rejects: offline, the engine's sentences stay English, as at boot
    if (pageLanguage(this.#element) !== lang) return;  // switched again meanwhile: that switch draws
    this.staying = null;
    this.#redraw();
  }
}
