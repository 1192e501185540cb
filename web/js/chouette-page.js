// chouette-page.js: chouette.html's only script: URL options and #<save> become <chouette-game> attributes.
// chouette.html?players=hhc&names=Ada,Bob&target=343&rules=sf,bc&scribe&lang=fr&seed=7&fast&storage-key=x#chouette:3::t235:1
// (iframe-friendly: a host page can configure a game from the link alone).
const OPTIONS = ['players', 'names', 'target', 'rules', 'scribe', 'lang', 'seed', 'fast', 'storage-key', 'race-ms', 'tie-ms'];

const game = document.querySelector('chouette-game');
const query = new URLSearchParams(location.search);
OPTIONS.filter((name) => query.has(name)).forEach((name) => game.setAttribute(name, query.get(name)));

const decoded = (text) => { try { return decodeURIComponent(text); } catch { return text; } };

// A shared game comes as #<save>: it is handed to the element once and dropped from the address
// bar, so that a reload resumes the game being played rather than the shared one again.
function sharedSave() {
  const text = location.hash.slice(1);
  if (text) history.replaceState(null, '', location.pathname + location.search);
  return text ? decoded(text) : null;
}

const shared = sharedSave();
if (shared) game.setAttribute('game-id', shared);
// Attributes first, then the element: it reads them when it starts.
await import('../components/chouette-game.js');
// A link pasted into the address bar while the page is open.
addEventListener('hashchange', () => { const next = sharedSave(); if (next) game.loadGame(next); });
