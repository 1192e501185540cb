// __game__-page.js: __game__.html's only script: URL options and #<save or game id> become <__game__-game> attributes.
// __game__.html?players=hr&fast&storage-key=x#__game__:hh::5.1:2 (see page-link.js).
import { startGamePage } from '../../common/page-link.js';
import { translatePage } from '../../common/site-lang.js';
import words from './__game__-words.js';

translatePage(words);

await startGamePage(document.querySelector('__game__-game'), ['players', 'fast', 'storage-key'],
  () => import('./__game__-game.js'));
