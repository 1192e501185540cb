// catalogues.mjs: the core's catalogues as a page loads them (words.js), for the node tests: the shared part and a game's own (web/games/<game>/<game>-messages-<lang>.js).
import { LANGUAGES, loadCatalogue } from '../../web/common/words.js';

/** A game's `messages`, as its element names them (the spec's messages), for the game `name`. */
export const messagesOf = (name) => Object.fromEntries(LANGUAGES.map((lang) => [lang, () => import(`../../web/games/${name}/${name}-messages-${lang}.js`)]));

/** Loads every language's catalogue with the own messages of each of `games` (names), as pages in those languages would. */
export async function loadCatalogues(...games) {
  for (const lang of LANGUAGES) await loadCatalogue(lang, ...games.map(messagesOf));
}
