// words.js: the core's messages ({ id, args }) in a page's language, from one catalogue per language.
//
// The core reports refusals, notices and history lines as a message id with parameters, and also
// as an English sentence (core/common/message.hpp). English pages show that sentence: the core's
// templates are the English catalogue, kept once (`arcade.messages()` lists them). Another
// language has its catalogue in two parts, id → template with the same "{name}"s: the messages
// every game shares in web/common/words/<lang>.js, and each game's own beside its code in
// web/games/<game>/<game>-messages-<lang>.js, which its element names (the spec's `messages`);
// tests/node/words.test.mjs fails when a catalogue lacks a core id, keeps one the core dropped or
// keeps one in another game's file.
// A parameter that is itself a message (a reason inside a refusal) is rendered from the same
// catalogue; `{name/variant}` asks for the entry "<its id>/variant" first (French articles: "la
// Chouette de 4"). Anything unknown (an id, a parameter) gives the English sentence instead of a
// sentence half in each language; nothing here throws.
//
// A count with its noun ("1 guess", "5 guesses") comes from the core's plural() with `plural:
// { one, other }`, the ids of its two forms, and its count as `n`. The core picked the form by the
// English rule; here the page's language picks again by its own (Intl.PluralRules: French says
// "0 essai", Hebrew and Italian count like English), for every such message alike.
//
// A page may render some parts itself (hooks): a nested message by its id (Cul de chouette shows
// the names its players typed for the engine's "chouette.name"), a parameter by its name (the
// calls in the language's quotation marks), or a template of its own for an id. With
// hooks, English is rendered too, from the core's own templates (learnEnglish, when the engine loads).

import { pageLanguage, pluralOf } from './page-words.js';

/** @typedef {import('../../wasm/arcade').Message} Message */
/**
 * @typedef {{ message?: Record<string, (args: Record<string, unknown>) => string | null>,
 *   text?: (name: string, value: string) => string, number?: (name: string, value: number) => number,
 *   templates?: Record<string, string> }} Hooks
 */

// Each language's catalogue is fetched the first time a page needs it (loadCatalogue, which the
// game controller awaits before its first words): an English page downloads none of it, a French
// one the shared French part and the French of its own games only. Until then a sentence falls back to English.
/** @typedef {() => Promise<{ default: Record<string, string> }>} CatalogueLoader */
/** @typedef {Partial<Record<string, CatalogueLoader>>} GameCatalogues a game's own messages by language, each the import of its module (Greed's fr: greed-messages-fr.js) */
/** @type {Record<string, CatalogueLoader>} */
const SHARED = { fr: () => import('./words/fr.js'), it: () => import('./words/it.js'), he: () => import('./words/he.js') };

/** The languages with a catalogue of the core's messages. */
export const LANGUAGES = Object.keys(SHARED);

/** @type {Record<string, Record<string, string>>} the catalogues loaded so far, by language: the shared part and each game's loaded */
export const CATALOGUES = {};

/**
 * Loads the catalogue of `lang` ('en' and unknown languages need none): its shared part and, for
 * each of `games` (a game's `messages`), that game's part, merged into CATALOGUES[lang]. Loading a
 * part again costs nothing (the module is fetched once). Never rejects: a part that cannot be
 * fetched leaves its sentences in English.
 * @param {string} lang @param {...(GameCatalogues | undefined)} games @returns {Promise<void>}
 */
export async function loadCatalogue(lang, ...games) {
  if (!Object.hasOwn(SHARED, lang)) return;
  const loaders = [SHARED[lang], ...games.map((game) => game?.[lang])].filter((load) => typeof load === 'function');
  await Promise.all(loaders.map(async (load) => {
    try {
      Object.assign(CATALOGUES[lang] ??= {}, (await load()).default);
    } catch {
      // Offline before the catalogue was cached: English, as for a language without one.
    }
  }));
}

/** @type {Record<string, string> | null} the core's English templates, once the engine has loaded */
let englishTemplates = null;

/** Keeps the core's English templates (arcade.messages()) for pages that render English with hooks. */
export function learnEnglish(messages) {
  if (!Array.isArray(messages)) return;
  englishTemplates = Object.fromEntries(messages.filter((m) => m && typeof m.id === 'string').map((m) => [m.id, String(m.english)]));
}

/** learnEnglish from an engine (the Arcade API) unless the templates are known already. */
export function knowEnglish(arcade) {
  if (!englishTemplates && typeof arcade?.messages === 'function') learnEnglish(arcade.messages());
}

/**
 * The language of the core's messages in `element`: the one its page words speak (pageLanguage:
 * its own lang, else the nearest ancestor's across shadow roots, else the player's choice, else the
 * browser's), so that an element never draws its labels in one language and the core's sentences
 * in another; 'en' for a language without a catalogue.
 */
export function languageOf(element) {
  return FIXED.get(element) ?? languageNow(element);
}

/** `element`'s language as its page words would take it now, fixed or not. */
function languageNow(element) {
  const lang = pageLanguage(element);
  return Object.hasOwn(SHARED, lang) ? lang : 'en';
}

/** @type {WeakMap<Element, string>} the language of each element whose words were fixed when it started */
const FIXED = new WeakMap();

/**
 * Fixes what languageOf says for `element` to its language now, and returns it. A game that draws
 * its labels once, when it starts, calls it then: a later change of lang (its own or an
 * ancestor's) must not turn the core's sentences to a language its labels do not speak. A game
 * that redraws itself in a new language (Cul de chouette) calls it again once it has.
 * @param {Element} element @returns {string}
 */
export function fixLanguage(element) {
  const lang = languageNow(element);
  FIXED.set(element, lang);
  return lang;
}

/**
 * The id a message is said with in `lang`: for a count (`plural`, see above) the form the
 * language's rule picks for `n` (pluralOf, the page words' rule too), else its own id.
 * @param {Message} message @param {string} lang @returns {string}
 */
function formOf(message, lang) {
  const forms = /** @type {{ one?: unknown, other?: unknown } | undefined} */ (message.plural);
  const n = message.args.n;
  if (!forms || typeof forms.one !== 'string' || typeof forms.other !== 'string' || typeof n !== 'number') return message.id;
  return pluralOf(lang, n) === 'one' ? forms.one : forms.other;
}

/**
 * Renders one message in a catalogue of `lang`; null when something is missing.
 * @param {Record<string, string>} catalogue @param {string} lang @param {Message} message @param {string} [variant] @param {Hooks} [hooks]
 * @returns {string | null}
 */
function render(catalogue, lang, message, variant, hooks) {
  if (!message || typeof message.id !== 'string' || !message.args || typeof message.args !== 'object') return null;
  const own = hooks?.message && Object.hasOwn(hooks.message, message.id) ? hooks.message[message.id](message.args) : null;
  if (typeof own === 'string') return own;
  const id = formOf(message, lang);
  const mine = hooks?.templates && Object.hasOwn(hooks.templates, id) ? hooks.templates[id] : undefined;
  const template = mine ?? (variant ? catalogue[`${id}/${variant}`] : undefined) ?? catalogue[id];
  if (typeof template !== 'string') return null;
  let missing = false;
  const text = template.replace(/\{([A-Za-z0-9_-]+)(?:\/([A-Za-z0-9_-]+))?\}/g, (_, name, wanted) => {
    const value = Object.prototype.hasOwnProperty.call(message.args, name) ? message.args[name] : undefined;
    if (typeof value === 'number') return String(hooks?.number ? hooks.number(name, value) : value);
    if (typeof value === 'string') return hooks?.text ? hooks.text(name, value) : value;
    const nested = value && typeof value === 'object' ? render(catalogue, lang, /** @type {Message} */ (value), wanted, hooks) : null;
    if (nested === null) missing = true;
    return nested ?? '';
  });
  return missing ? null : text;
}

/**
 * The message in `lang`: its catalogue's sentence, or `english` (the core's sentence) for English,
 * for a message without an id, or when the catalogue cannot render it.
 * @param {Message | { id?: string | null, args?: object } | null | undefined} message
 * @param {string} english
 * @param {string} [lang]
 * @param {string} [variant] the entry "<id>/<variant>" when the catalogue has one ("the": with its article)
 * @param {Hooks} [hooks] the parts the page renders itself (see above)
 */
export function say(message, english, lang = 'en', variant = undefined, hooks = undefined) {
  const catalogue = lang === 'en' ? (hooks ? englishTemplates : null) : CATALOGUES[lang];
  if (!catalogue || !message || !message.id) return String(english ?? '');
  try {
    return render(catalogue, lang, /** @type {Message} */ (message), variant, hooks) ?? String(english ?? '');
  } catch {
    return String(english ?? '');
  }
}

/** A failure (ArcadeError, or one that came back from the engine worker) in `lang`: its id when it has one (hooks: see say). */
export function errorSay(error, english, lang = 'en', hooks = undefined) {
  return say(errorMessage(error), english, lang, undefined, hooks);
}

/** The message of a failure (ArcadeError, or one that came back from the engine worker), or null. */
export function errorMessage(error) {
  const e = /** @type {{ id?: unknown, args?: unknown, plural?: unknown } | null} */ (error && typeof error === 'object' ? error : null);
  if (!e || typeof e.id !== 'string' || !e.id) return null;
  /** @type {Message} */
  const message = { id: e.id, args: /** @type {Message['args']} */ (e.args && typeof e.args === 'object' ? e.args : {}) };
  // A refusal that is a count ("The puzzle has 0 cells"): its forms, for the page language's rule.
  if (e.plural && typeof e.plural === 'object') message.plural = /** @type {Message['plural']} */ (e.plural);
  return message;
}
