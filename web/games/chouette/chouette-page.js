// chouette-page.js: chouette.html's only script: URL options and #<save> become <chouette-game> attributes.
// chouette.html?players=hhc&names=Ada,Bob&target=343&rules=sf,bc&scribe&lang=fr&seed=7&fast&storage-key=x#chouette:3::t235:1
// (see page-link.js).
import { startGamePage } from '../../common/page-link.js';
import { translatePage } from '../../common/site-lang.js';
import words from './chouette-words.js';

translatePage(words);

await startGamePage(document.querySelector('chouette-game'),
  ['players', 'names', 'target', 'rules', 'scribe', 'lang', 'seed', 'fast', 'storage-key', 'race-ms', 'tie-ms'],
  () => import('./chouette-game.js'));
