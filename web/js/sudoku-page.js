// sudoku-page.js: sudoku.html's only script: URL options and #<puzzle or save> become <sudoku-game> attributes.
// sudoku.html?difficulty=hard&seed=7&storage-key=x#53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
// (iframe-friendly: a host page can configure a game from the link alone). The shared puzzle is
// handed to the element once and then dropped from the address bar, so a reload resumes the game
// being played rather than starting the shared one again.
const OPTIONS = ['difficulty', 'seed', 'storage-key'];

const game = document.querySelector('sudoku-game');
const query = new URLSearchParams(location.search);
for (const name of OPTIONS) {
  if (query.has(name)) game.setAttribute(name, query.get(name));
}

// The fragment as typed (a link pasted into the address bar may come percent-encoded), once.
function sharedFragment() {
  const text = location.hash.slice(1);
  if (text) history.replaceState(null, '', location.pathname + location.search);
  try { return decodeURIComponent(text); } catch { return text; }
}

const shared = sharedFragment();
if (shared) game.setAttribute('game-id', shared);
// Attributes first, then the element: it reads them when it starts.
await import('../components/sudoku-game.js');

addEventListener('hashchange', () => {
  const next = sharedFragment();
  if (next) game.loadGame(next);
});
