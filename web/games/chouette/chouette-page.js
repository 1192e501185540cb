// chouette-page.js: chouette.html's only script: URL options and #<save> become <chouette-game> attributes.
// chouette.html?players=hhc&names=Ada,Bob&target=343&rules=sf,bc&scribe&lang=fr&seed=7&fast&storage-key=x#chouette:3::t235:1
// (see page-link.js).
import { startGamePage } from '../../common/page-link.js';
import { supported } from '../../common/page-words.js';
import { siteLanguage, translatePage, useLanguage } from '../../common/site-lang.js';
import words from './chouette-words.js';

translatePage(words);

// One language on this page: the table starts in the page's (not one it remembered apart; a link's
// lang= in a language the pages speak still wins), and its own switch changes the page's too,
// header and menu, without a reload; the link's lang= then leaves the address, so that a reload
// keeps the player's choice.
const table = document.querySelector('chouette-game');
const linked = supported(new URLSearchParams(location.search).get('lang'));
if (!linked) table.setAttribute('lang', siteLanguage);
table.addEventListener('chouette-language', (event) => {
  useLanguage(/** @type {CustomEvent<{ lang: string }>} */ (event).detail.lang);
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url);
  }
});

await startGamePage(table,
  ['players', 'names', 'target', 'rules', 'scribe', ...(linked ? ['lang'] : []), 'seed', 'fast', 'storage-key', 'race-ms', 'tie-ms'],
  () => import('./chouette-game.js'));
