// sudoku-page.js: sudoku.html's only script: URL options and #<puzzle or save> become <sudoku-game> attributes.
// sudoku.html?difficulty=hard&seed=7&storage-key=x#53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
// (see page-link.js).
import { startGamePage } from '../../common/page-link.js';
import { translatePage } from '../../common/site-lang.js';
import words from './sudoku-words.js';

translatePage(words);

await startGamePage(document.querySelector('sudoku-game'), ['difficulty', 'time', 'seed', 'storage-key', 'daily'],
  () => import('./sudoku-game.js'));
