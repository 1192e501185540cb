// mastermind-page.js: mastermind.html's only script: URL options and #<game id> become <mastermind-game> attributes.
// mastermind.html?preset=bulls&mode=make&strategy=knuth&seed=7&look=numbers&fast&storage-key=x#mastermind:p4,c6,r10:dity6
// (iframe-friendly: a host page can configure a game from the link alone). A shared #<game id> is
// handed to the element once and then dropped from the address bar, so a reload resumes the game
// being played rather than starting the shared one again.
const OPTIONS = ['preset', 'pegs', 'colours', 'rows', 'duplicates', 'mode', 'strategy', 'seed', 'look', 'fast', 'storage-key'];

const game = document.querySelector('mastermind-game');
const params = new URLSearchParams(location.search);
for (const name of OPTIONS) {
  if (params.has(name)) game.setAttribute(name, params.get(name));
}

function takeHash() {
  const raw = location.hash.slice(1);
  if (!raw) return null;
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  try { return decodeURIComponent(raw); } catch { return raw; }
}

const id = takeHash();
if (id) game.setAttribute('game-id', id);
// Attributes first, then the element: it reads them when it starts.
await import('../components/mastermind-game.js');

// A link pasted into this tab's address bar while the page is open.
addEventListener('hashchange', () => {
  const next = takeHash();
  if (next) game.loadGame(next);
});
