// rotate-page.js: rotate.html's only script: URL options and #<save or game id> become <rotate-game> attributes.
// rotate.html?size=8&k=5&players=h3&fast&storage-key=x#rotate:h2,n7,k4::d4.d4:2 (iframe-friendly: a host
// page can configure a game from the link alone). A shared position is handed to the element once and
// then dropped from the address bar, so a reload resumes the game being played rather than the shared
// one. Other fragments (#play, #judge) are the page's own anchors and stay.
const OPTIONS = ['size', 'k', 'players', 'fast', 'storage-key'];

const game = document.querySelector('rotate-game');
const params = new URLSearchParams(location.search);
for (const name of OPTIONS) {
  if (params.has(name)) game.setAttribute(name, params.get(name));
}

function takeHash() {
  let raw = location.hash.slice(1);
  try { raw = decodeURIComponent(raw); } catch { /* kept as typed */ }
  if (!raw || document.getElementById(raw)) return null;
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  return raw;
}

const id = takeHash();
if (id) game.setAttribute('game-id', id);
// Attributes first, then the elements: they read them when they start.
await Promise.all([import('../components/rotate-game.js'), import('../components/rotate-judge.js')]);

// A link pasted into this tab's address bar while the page is open.
addEventListener('hashchange', () => {
  const next = takeHash();
  if (next) {
    game.loadGame(next);
    game.scrollIntoView({ block: 'start' });
  }
});
