// chouette-page.js: chouette.html's only script: URL options and #<save> become <chouette-game> attributes.
// chouette.html?players=hhc&names=Ada,Bob&target=343&rules=sf,bc&scribe&lang=fr&seed=7&fast&storage-key=x#chouette:3::t235:1
// (see page-link.js).
import { startGamePage } from '../../common/page-link.js';
import { siteLanguage, translatePage, useLanguage } from '../../common/site-lang.js';
import words from './chouette-words.js';

translatePage(words);

// One language on this page: the table starts in the page's (not one it remembered apart; a link's
// lang= still wins), and its own switch changes the page's too, header and menu, without a reload.
const table = document.querySelector('chouette-game');
if (!new URLSearchParams(location.search).has('lang')) table.setAttribute('lang', siteLanguage);
table.addEventListener('chouette-language', (event) => useLanguage(/** @type {CustomEvent<{ lang: string }>} */ (event).detail.lang));

await startGamePage(table,
  ['players', 'names', 'target', 'rules', 'scribe', 'lang', 'seed', 'fast', 'storage-key', 'race-ms', 'tie-ms'],
  () => import('./chouette-game.js'));
