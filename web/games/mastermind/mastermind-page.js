// mastermind-page.js: mastermind.html's only script: URL options and #<game id> become <mastermind-game> attributes.
// mastermind.html?preset=bulls&mode=make&strategy=knuth&seed=7&look=numbers&fast&storage-key=x#mastermind:p4,c6,r10:dity6
// (see page-link.js).
import { startGamePage } from '../../common/page-link.js';
import { translatePage } from '../../common/site-lang.js';
import words from './mastermind-words.js';

translatePage(words);

await startGamePage(document.querySelector('mastermind-game'),
  ['preset', 'pegs', 'colours', 'rows', 'duplicates', 'mode', 'strategy', 'seed', 'look', 'fast', 'storage-key', 'daily'],
  () => import('./mastermind-game.js'));
