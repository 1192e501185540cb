// rotate-page.js: rotate.html's only script: URL options and #<save or game id> become <rotate-game> attributes.
// rotate.html?size=8&k=5&players=h3&fast&storage-key=x#rotate:h2,n7,k4::d4.d4:2, rotate.html?daily (see page-link.js). Other
// fragments (#play, #judge) are the page's own anchors and stay.
import { startGamePage } from '../../common/page-link.js';
import { translatePage } from '../../common/site-lang.js';
import words from './rotate-words.js';

translatePage(words);

const OPTIONS = ['size', 'k', 'players', 'fast', 'storage-key', 'daily'];

await startGamePage(document.querySelector('rotate-game'), OPTIONS,
  () => Promise.all([import('./rotate-game.js'), import('./rotate-judge.js')]),
  (game) => game.scrollIntoView({ block: 'start' }));
