// words.js: the core's messages ({ id, args }) in a page's language, from one catalogue per language.
//
// The core reports refusals, notices and history lines as a message id with parameters, and also
// as an English sentence (core/common/message.hpp). English pages show that sentence: the core's
// templates are the English catalogue, kept once (`arcade.messages()` lists them). Another
// language has its catalogue in web/common/words/<lang>.js, id → template with the same "{name}"s;
// tests/node/words.test.mjs fails when a catalogue lacks a core id or keeps one the core dropped.
// A parameter that is itself a message (a reason inside a refusal) is rendered from the same
// catalogue; `{name/variant}` asks for the entry "<its id>/variant" first (French articles: "la
// Chouette de 4"). Anything unknown (an id, a parameter) gives the English sentence instead of a
// sentence half in each language; nothing here throws.
import fr from './words/fr.js';

/** @typedef {import('../../wasm/arcade').Message} Message */

/** @type {Record<string, Record<string, string>>} */
export const CATALOGUES = { fr };

/** 'fr' when the element (or the nearest ancestor with a lang, or the document) says French; else 'en'. */
export function languageOf(element) {
  const el = /** @type {Element | null} */ (element ?? null);
  const owner = el && typeof el.closest === 'function' ? el.closest('[lang]') : null;
  const lang = owner?.getAttribute('lang') ?? (typeof document === 'object' ? document.documentElement.lang : '');
  return String(lang || 'en').toLowerCase().split('-')[0] === 'fr' ? 'fr' : 'en';
}

/**
 * Renders one message in a catalogue; null when something is missing.
 * @param {Record<string, string>} catalogue @param {Message} message @param {string} [variant]
 * @returns {string | null}
 */
function render(catalogue, message, variant) {
  if (!message || typeof message.id !== 'string' || !message.args || typeof message.args !== 'object') return null;
  const template = (variant ? catalogue[`${message.id}/${variant}`] : undefined) ?? catalogue[message.id];
  if (typeof template !== 'string') return null;
  let missing = false;
  const text = template.replace(/\{([A-Za-z0-9_-]+)(?:\/([A-Za-z0-9_-]+))?\}/g, (_, name, wanted) => {
    const value = Object.prototype.hasOwnProperty.call(message.args, name) ? message.args[name] : undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    const nested = value && typeof value === 'object' ? render(catalogue, /** @type {Message} */ (value), wanted) : null;
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
 */
export function say(message, english, lang = 'en', variant = undefined) {
  const catalogue = CATALOGUES[lang];
  if (!catalogue || !message || !message.id) return String(english ?? '');
  try {
    return render(catalogue, /** @type {Message} */ (message), variant) ?? String(english ?? '');
  } catch {
    return String(english ?? '');
  }
}

// Sentences heard with their messages, for code that still passes the English sentence alone
// (Cul de chouette's chouette-text.js, until it hands over the messages themselves): whoever
// receives a message from the engine (a view, a history entry, an error) tells `hear`, and
// `sayHeard` renders a sentence from the message it came with. An exact sentence, never a pattern;
// a sentence not heard stays English. The last HEARD_MAX sentences are kept.
const HEARD_MAX = 2000;
/** @type {Map<string, Message>} */
const heard = new Map();

/** Remembers that the engine sent `english` as `message` (ignored without an id). */
export function hear(english, message) {
  if (typeof english !== 'string' || !message || typeof message.id !== 'string' || !message.id) return;
  heard.delete(english);
  heard.set(english, { id: message.id, args: message.args ?? {} });
  if (heard.size > HEARD_MAX) heard.delete(heard.keys().next().value);
}

/** An English sentence the engine sent, in `lang` (see hear); as it is when it was never heard. */
export function sayHeard(english, lang = 'en', variant = undefined) {
  return say(heard.get(String(english)) ?? null, String(english), lang, variant);
}

/** Whether `english` was heard with a message (so sayHeard can render it in another language). */
export const wasHeard = (english) => heard.has(String(english));

/** A failure (ArcadeError, or one that came back from the engine worker) in `lang`: its id when it has one. */
export function errorSay(error, english, lang = 'en') {
  return say(errorMessage(error), english, lang);
}

/** The message of a failure (ArcadeError, or one that came back from the engine worker), or null. */
export function errorMessage(error) {
  const e = /** @type {{ id?: unknown, args?: unknown } | null} */ (error && typeof error === 'object' ? error : null);
  if (!e || typeof e.id !== 'string' || !e.id) return null;
  return { id: e.id, args: /** @type {Message['args']} */ (e.args && typeof e.args === 'object' ? e.args : {}) };
}
