// sw.js: the service worker that lets the arcade play offline: one build's files cached together and served only from that build.
//
// scripts/bundle-web.mjs writes the build's version and file list into the two constants below, so
// every deploy changes this file and browsers install the new worker beside the old one. A page
// keeps the build it started with: the new worker waits, and only takes over at a page load when
// no other arcade tab is open (common/offline.js asks it to), because a tab still running the old
// pages would otherwise be handed files of another build (the core's file names change with it).
const VERSION = 'unbuilt';
const FILES = [];
const PREFIX = 'kata-arcade-';
// A content-hashed name (scripts/hash-names.mjs): its bytes never change, so a copy the HTTP cache
// holds already (the page just loaded it) is the right one and is not downloaded again.
const HASHED = /\.[0-9a-f]{8}\.[a-z]+$/;
const CACHE = `${PREFIX}${VERSION}`;
// `self` is this worker's global scope; tsconfig.sw.json checks this file with the webworker lib,
// which types `self` only as a WorkerGlobalScope.
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// Installed once the page is playable and the network idle (common/offline.js registers it then
// on a first visit), so these downloads never stand before a board.
worker.addEventListener('install', (event) => {
  // cache: 'reload' for the files that keep their name: the HTTP cache may still hold the previous build's.
  const requests = FILES.map((file) => new Request(file, { cache: HASHED.test(file) ? 'default' : 'reload' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    // Pages opened before the first install are of this very build: serve them too.
    await worker.clients.claim();
  })());
});

// Same-origin reads come from this build's cache; pages ignore their query (options such as
// ?players=hp), as the server does. Anything else (a file outside the build) goes to the network.
worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    return hit ?? fetch(request);
  })());
});

// 'take-over' from a page that has just loaded: a waiting build becomes the one in use, unless
// another arcade tab is open (it would then be served files of a build it did not start with).
worker.addEventListener('message', (event) => {
  if (event.data !== 'take-over') return;
  event.waitUntil((async () => {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (windows.length <= 1) await worker.skipWaiting();
  })());
});
