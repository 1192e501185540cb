// greed-page.js: greed.html's only script: turns URL options into <greed-game> attributes, then loads it.
// greed.html?players=hce&target=2000&entry=300&choose-dice&names=Ada,Bob&seed=7&fast&storage-key=x, or ?daily(=<date>)
// (iframe-friendly: a host page can configure a game from the link alone).
import { applyUrlOptions, dropOnceOptions } from '../../common/page-link.js';
import { translatePage } from '../../common/site-lang.js';
import words from './greed-words.js';

translatePage(words);

applyUrlOptions(document.querySelector('greed-game'),
  ['players', 'target', 'entry', 'choose-dice', 'names', 'seed', 'fast', 'storage-key', 'daily']);
// A daily (?daily, ?daily=<date>) opens once: a reload resumes the game being played.
dropOnceOptions();
// Attributes first, then the element: it reads them when it starts.
await import('./greed-game.js');
