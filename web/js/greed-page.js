// greed-page.js: greed.html's only script: turns URL options into <greed-game> attributes, then loads it.
// greed.html?players=hce&target=2000&entry=300&names=Ada,Bob&seed=7&fast&storage-key=x
// (iframe-friendly: a host page can configure a game from the link alone).
const OPTIONS = ['players', 'target', 'entry', 'names', 'seed', 'fast', 'storage-key'];

const game = document.querySelector('greed-game');
const params = new URLSearchParams(location.search);
for (const name of OPTIONS) {
  if (params.has(name)) game.setAttribute(name, params.get(name));
}
// Attributes first, then the element: it reads them when it starts.
await import('../components/greed-game.js');
