// page-words.js: the pages' own words (labels, buttons, the sentences a page writes) in four languages, and which language an element speaks.
//
// The core's messages have their catalogues in words/ (see words.js); what a page says itself is in
// a catalogue of page words next to its code (web/games/<game>/<game>-words.js, the shared ones in
// common-words.js). A catalogue maps a key to its four translations in LANGUAGES order,
// `key: ['Roll', 'Lancer', 'Lancia', 'הטל']`, with "{name}" for a value, or to
// `{ one: [...], other: [...] }` when the sentence depends on the count `n`, chosen by the language's
// own rule (pluralOf: French says "0 rangée restante", the core's counts in words.js alike). One line per key, so
// a language cannot drift from the others; tests/node/page-words.test.mjs fails when a translation
// is missing, a "{name}" differs between languages, or the code asks for a key no catalogue has.
import { createStore } from './storage.js';

/** The languages of every page, in the order of each catalogue entry. */
export const LANGUAGES = ['en', 'fr', 'it', 'he'];

/** Each language by its own name, for the switch. */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français', it: 'Italiano', he: 'עברית' };

/** 'rtl' for a language written right to left (Hebrew), else 'ltr'. */
export const directionOf = (lang) => (lang === 'he' ? 'rtl' : 'ltr');

/** The page language a lang text stands for ('fr-CA' → 'fr', the old 'iw' → 'he'), or null. */
export function supported(text) {
  const code = String(text ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (code === 'iw') return 'he';
  return LANGUAGES.includes(code) ? code : null;
}

// The player's choice, remembered for the whole arcade like Sound and Coach (switch.js).
const choice = createStore('kata-arcade:lang', { validate: (lang) => LANGUAGES.includes(lang) });

/** The language the player chose with a switch, or null. */
export const chosenLanguage = () => choice.load();

/** Remembers the player's language for every page of the arcade. */
export function chooseLanguage(lang) {
  if (supported(lang)) choice.save(supported(lang));
}

/** The first of the browser's languages (navigator.languages) that the pages speak, else English. */
export function browserLanguage() {
  const nav = typeof navigator === 'object' ? navigator : null;
  const wanted = nav?.languages?.length ? nav.languages : [nav?.language];
  for (const lang of wanted) if (supported(lang)) return supported(lang);
  return 'en';
}

/**
 * The language `node` speaks: the lang of the node or its nearest ancestor (across shadow roots:
 * an embedded element follows its host page), else the player's choice, else the browser's.
 */
export function pageLanguage(node) {
  let at = /** @type {Node | null} */ (node ?? null);
  while (at) {
    if (at instanceof Element && at.hasAttribute('lang')) return supported(at.getAttribute('lang')) ?? 'en';
    const root = at.parentNode ? null : at.getRootNode?.();
    at = at.parentNode ?? /** @type {ShadowRoot | null} */ (root)?.host ?? null;
  }
  return chosenLanguage() ?? browserLanguage();
}

/** @type {Record<string, Intl.PluralRules>} each language's plural rule, made once */
const PLURAL_RULES = {};

/**
 * 'one' or 'other': the form `lang` gives the count `n` (Intl.PluralRules; French: 0 and 1 are
 * 'one', Hebrew's 'two' and French's 'many' are 'other' here), the English rule (n === 1) where
 * Intl.PluralRules is missing. The one rule of every page word and core message with a count.
 * @param {string} lang @param {number} n @returns {'one' | 'other'}
 */
export function pluralOf(lang, n) {
  if (typeof Intl !== 'object' || typeof Intl.PluralRules !== 'function') return n === 1 ? 'one' : 'other';
  PLURAL_RULES[lang] ??= new Intl.PluralRules(lang);
  return PLURAL_RULES[lang].select(n) === 'one' ? 'one' : 'other';
}

/** The translation of one entry in the language at `index`, for the count `n` when it has forms. */
function pick(entry, index, n) {
  if (Array.isArray(entry)) return entry[index];
  if (entry && typeof entry === 'object') return pick(pluralOf(LANGUAGES[index], Number(n)) === 'one' ? entry.one : entry.other, index, n);
  return undefined;
}

/**
 * True on a touch screen (a coarse primary pointer): keys are not how one plays there, so no
 * sentence names one (a catalogue's "<key>.touch" entries) and no key badge shows (controls.css).
 */
export const onTouch = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * The lookup of page words in `lang`: t(key, values) is the entry of the first catalogue among
 * `catalogues` that has `key`, with each "{name}" replaced by values[name] (`n` also chooses
 * between `one` and `other`, by the rule of `lang`); on a touch screen (onTouch) a "<key>.touch" entry comes first.
 * A key no catalogue has comes back as itself, visibly wrong: the
 * page-words test catches it before a player does.
 * @param {string} lang @param {...Record<string, any>} catalogues
 * @returns {(key: string, values?: Record<string, string | number>) => string}
 */
export function wordsIn(lang, ...catalogues) {
  const index = Math.max(0, LANGUAGES.indexOf(supported(lang) ?? 'en'));
  const has = (key) => catalogues.find((catalogue) => Object.prototype.hasOwnProperty.call(catalogue, key));
  return (asked, values = {}) => {
    // On a touch screen a sentence that names keys has its "<key>.touch" form, which does not.
    const key = onTouch() && has(`${asked}.touch`) ? `${asked}.touch` : asked;
    const owner = has(key);
    const template = owner ? pick(owner[key], index, values.n) ?? pick(owner[key], 0, values.n) : undefined;
    if (typeof template !== 'string') return asked;
    return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  };
}

/** Gives `element` the language `lang` and its direction (lang and dir attributes). */
export function speak(element, lang) {
  element.setAttribute('lang', lang);
  element.setAttribute('dir', directionOf(lang));
}
