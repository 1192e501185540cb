// chouette-page.js: chouette.html's only script: URL options and #<save> become <chouette-game> attributes.
// chouette.html?players=hhc&names=Ada,Bob&target=343&rules=sf,bc&scribe&lang=fr&seed=7&fast&storage-key=x#chouette:3::t235:1
// (iframe-friendly: a host page can configure a game from the link alone). A shared #<save> is
// handed to the element once and then dropped from the address bar, so a reload resumes the game
// being played rather than the shared one again.
const OPTIONS = ['players', 'names', 'target', 'rules', 'scribe', 'lang', 'seed', 'fast', 'storage-key', 'race-ms', 'tie-ms'];

const game = document.querySelector('chouette-game');
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
// Attributes first, then the element: it reads them when it starts.
await import('../components/chouette-game.js');

// A link pasted into this tab's address bar while the page is open.
addEventListener('hashchange', () => {
  const next = takeHash();
  if (next) game.loadGame(next);
});
