// site-lang.js: an arcade page's language: the player's choice (the header's switch, remembered), else the browser's; sets <html lang dir> before the games start and writes the page's own words.
//
// Loaded by every page (partials/head.html) before the page's game, so the elements, which follow
// the nearest [lang] (page-words.js), start in it. Elements marked data-word="key" get the text of
// that key, data-word-label="key" their aria-label, data-word-content="key" their content (the
// description); a game page adds its own catalogue with translatePage(catalogue). Choosing another
// language reloads the page: the game in it was saved after its last move and comes back as it was.
// A game that relabels itself in place (Cul de chouette's own switch) changes the page's language
// with useLanguage instead, without a reload.
import commonWords from './common-words.js';
import { LANGUAGES, LANGUAGE_NAMES, browserLanguage, chooseLanguage, chosenLanguage, speak, wordsIn } from './page-words.js';

/** The page's language (useLanguage changes it). */
export let siteLanguage = chosenLanguage() ?? browserLanguage();
speak(document.documentElement, siteLanguage);

// Every catalogue translatePage was given, so that useLanguage can write the page's words again.
const pageCatalogues = [];

/** Writes the page's marked words in its language, from `catalogues` (and those given before) and then the shared words. */
export function translatePage(...catalogues) {
  pageCatalogues.push(...catalogues.filter((c) => !pageCatalogues.includes(c)));
  const t = wordsIn(siteLanguage, ...pageCatalogues, commonWords);
  // A word whose catalogue is not given yet (the game's, added by its page script a moment later)
  // keeps the page's English: writing its key would show "greed.name" for a frame and reflow the header.
  const known = (key) => [...pageCatalogues, commonWords].some((c) => Object.prototype.hasOwnProperty.call(c, key));
  const marked = (attribute) => [...document.querySelectorAll(`[${attribute}]`)].filter((node) => known(node.getAttribute(attribute) ?? ''));
  for (const node of marked('data-word')) node.textContent = t(node.getAttribute('data-word') ?? '');
  for (const node of marked('data-word-label')) node.setAttribute('aria-label', t(node.getAttribute('data-word-label') ?? ''));
  for (const node of marked('data-word-content')) node.setAttribute('content', t(node.getAttribute('data-word-content') ?? ''));
}

/**
 * Makes `lang` the page's language in place: remembered for every page (as the header's menu does),
 * <html lang dir>, the page's words and the menu itself. For a game that has relabelled itself
 * already; the other elements of the page keep the language they started in (words.js).
 * @param {string} lang one of LANGUAGES
 */
export function useLanguage(lang) {
  if (!LANGUAGES.includes(lang) || lang === siteLanguage) return;
  chooseLanguage(lang);
  siteLanguage = lang;
  speak(document.documentElement, lang);
  translatePage();
  const menu = /** @type {HTMLSelectElement | null} */ (document.querySelector('.language-switch select'));
  if (menu) menu.value = lang;
}

/** The header's language switch: a labelled menu of the four languages, each in its own words. */
function languageSwitch() {
  const t = wordsIn(siteLanguage, commonWords);
  const label = document.createElement('label');
  label.className = 'language-switch';
  const caption = document.createElement('span');
  caption.className = 'language-caption';
  caption.dataset.word = 'language';  // written again by useLanguage
  caption.textContent = t('language');
  const select = document.createElement('select');
  select.name = 'language';
  for (const lang of LANGUAGES) {
    const option = new Option(LANGUAGE_NAMES[lang], lang, false, lang === siteLanguage);
    option.lang = lang;
    select.append(option);
  }
  select.addEventListener('change', () => {
    chooseLanguage(select.value);
    location.reload();
  });
  label.append(caption, select);
  return label;
}

translatePage();
// One switch per page: a game whose element carries its own (data-language-switch="game" on the
// header, Cul de chouette's table) has no menu beside it; its switch is the page's.
const header = document.querySelector('.site-header');
if (header?.getAttribute('data-language-switch') !== 'game') header?.querySelector('.wrap')?.append(languageSwitch());

// The gallery names each game's card and download link (data-game): their words are the games'
// own (web/games/<game>/<game>-words.js), fetched for the games on the page from the address each
// card gives (data-words: the build names the file's hashed copy there), so no list of games is kept here.
const shown = [...new Set([...document.querySelectorAll('[data-words]')].map((el) => el.getAttribute('data-words') ?? ''))]
  .filter((path) => /^games\/[a-z0-9]+\/[a-z0-9.-]+\.js$/.test(path));
if (shown.length) {
  Promise.all(shown.map((path) => import(new URL(path, document.baseURI).href)))
    .then((modules) => translatePage(...modules.map((m) => m.default)))
    .catch(() => { /* a game's words that fail to load leave its card in English */ });
}
