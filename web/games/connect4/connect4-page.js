// connect4-page.js: connect4.html's only script: URL options and #<save or game id> become <connect4-game> attributes.
// connect4.html?players=ph&fast&storage-key=x#connect4:hp:4453 (see page-link.js).
import { startGamePage } from '../../common/page-link.js';
import { translatePage } from '../../common/site-lang.js';
import words from './connect4-words.js';

translatePage(words);

await startGamePage(document.querySelector('connect4-game'), ['players', 'fast', 'seed', 'storage-key', 'daily'],
  () => import('./connect4-game.js'));
