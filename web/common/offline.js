// offline.js: registers the arcade's service worker (sw.js) from its own pages, so the site plays offline and can be installed.
//
// Only the arcade's pages load this (through the shared <head>): an embedder's page that uses the
// game elements gets no service worker on its origin. A build deployed since this tab's worker was
// installed takes over at the next page load (the page then reloads once, straight away, and its
// game resumes from storage); never in the middle of a game. The same pages ask the browser to keep
// their storage through pressure (navigator.storage.persist(): granted quietly by Chromium to a site
// in use or installed, asked of the player by others), so saved games are not evicted; an
// embedder's page is never made to ask.

async function register() {
  let registration;
  try {
    registration = await navigator.serviceWorker.register('sw.js');
  } catch {
    return;  // no worker (a private window, a host that refuses it): the site works online as before
  }
  const replacing = Boolean(navigator.serviceWorker.controller);
  if (replacing && registration.waiting) {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    registration.waiting.postMessage('take-over');
  }
}

navigator.storage?.persist?.().catch(() => {});

if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
