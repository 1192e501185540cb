// offline.js: registers the arcade's service worker (sw.js) from its own pages, so the site plays offline and can be installed.
//
// Only the arcade's pages load this (through the shared <head>): an embedder's page that uses the
// game elements gets no service worker on its origin. On a first visit the worker, which downloads
// every game of the build when it installs, is registered only once the page's game is playable
// and the network has been quiet a moment: those downloads never stand before the first board.
// A page that already has a worker registers at once, as the browser looks for a new build then: a
// build deployed since this tab's worker was installed takes over at the next page load (the page
// then reloads once, straight away, and its game resumes from storage); never in the middle of a
// game. The same pages ask the browser to keep their storage through pressure
// (navigator.storage.persist(): granted quietly by Chromium to a site in use or installed, asked
// of the player by others), so saved games are not evicted; an embedder's page is never made to ask.

// The network counts as idle once no file has arrived for this long; a game that never becomes
// playable (its engine failed) registers the worker after LATEST_MS all the same.
const QUIET_MS = 1000;
const POLL_MS = 100;
const LATEST_MS = 60000;

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

/**
 * True once every game element of the page (a custom element with a shadow `root`: game-start.js)
 * shows its board or its setup: its styles are in and its engine answered (its loading panel is
 * hidden). A page without one (the gallery) is ready at once.
 */
function playable() {
  return [...document.body.querySelectorAll('*')].filter((el) => el.localName.includes('-')).every((el) => {
    const root = /** @type {any} */ (el).root;
    if (!(root instanceof HTMLElement) || root.hidden) return false;
    let snapshot = null;
    try { snapshot = /** @type {any} */ (el).snapshot; } catch { /* not started yet */ }
    return Boolean(snapshot) || /** @type {HTMLElement | null} */ (root.querySelector('.loading'))?.hidden === true;
  });
}

/** True when no file has finished arriving for QUIET_MS (the page's own resource timing). */
function quiet() {
  const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
  const last = entries.reduce((latest, e) => Math.max(latest, e.responseEnd), 0);
  return performance.now() - last >= QUIET_MS;
}

/** Resolves once the page is playable and the network idle (or LATEST_MS after the load, whichever is first). */
function playableAndIdle() {
  const start = performance.now();
  return new Promise((resolve) => {
    const poll = () => {
      if ((playable() && quiet()) || performance.now() - start >= LATEST_MS) {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(undefined), { timeout: QUIET_MS });
        else resolve(undefined);
      } else setTimeout(poll, POLL_MS);
    };
    poll();
  });
}

navigator.storage?.persist?.().catch(() => {});

if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  const start = () => (navigator.serviceWorker.controller ? register() : playableAndIdle().then(register));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
