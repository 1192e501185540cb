// page-link.js: what a game page's script does with its address: URL options become the element's attributes, and a
// shared #<save or game id> is handed to the element once (every game page but greed.html, which only takes options).
//
// game.html?players=hp&fast#connect4:hp::4.4:2 configures a game from the link alone (iframe-friendly).
// The shared position is then dropped from the address bar, so a reload resumes the game being
// played rather than the shared one. Fragments naming an element of the page (#play) are its own
// anchors and stay.

// A link's storage-key is the name of a slot inside the game's own key space: storage-key=t1 on
// greed.html saves under "kata-arcade:greed:slot:t1". A crafted link can then never make one game
// save over another game's key (or over any other key of the site, or over the default save's
// ":previous" and other companions). A page's own HTML attribute is taken as written.
const SLOT_NAME = /^[A-Za-z0-9_-]{1,64}$/;

// Options that open something once, as a shared position does: dropped from the address bar once
// taken, so a reload resumes the game being played (a daily shared as ?daily=<date>).
const ONCE = ['daily'];

/**
 * The storage key a link's storage-key value names for `element` (a <game>-game element), or null
 * when the value is not a slot name (letters, digits, _ and -, at most 64).
 * @param {Element} element
 * @param {string} value
 */
export function linkStorageKey(element, value) {
  const game = element.localName.replace(/-game$/, '');
  return SLOT_NAME.test(value) ? `kata-arcade:${game}:slot:${value}` : null;
}

/**
 * Copies the URL's query options listed in `names` onto `element` as attributes; storage-key
 * becomes a key of the game's own (see linkStorageKey); a value that names no slot is left out,
 * and the game keeps its default key.
 */
export function applyUrlOptions(element, names) {
  const params = new URLSearchParams(location.search);
  for (const name of names) {
    if (!params.has(name)) continue;
    const value = params.get(name) ?? '';
    if (name !== 'storage-key') element.setAttribute(name, value);
    else {
      const key = linkStorageKey(element, value);
      if (key) element.setAttribute(name, key);
      else console.warn(`storage-key ${JSON.stringify(value)} ignored: a link names a slot (letters, digits, _ and -, at most 64); the game keeps its own key.`);
    }
  }
}

/** Drops the options that open something once (a daily) from the address bar, once they are the element's attributes. */
export function dropOnceOptions() {
  const url = new URL(location.href);
  if (!ONCE.some((name) => url.searchParams.has(name))) return;
  for (const name of ONCE) url.searchParams.delete(name);
  history.replaceState(null, '', url.href);
}

/** The shared id in the fragment (decoded), removed from the address bar; null when there is none. */
export function takeSharedHash() {
  let raw = location.hash.slice(1);
  try { raw = decodeURIComponent(raw); } catch { /* kept as typed */ }
  if (!raw || document.getElementById(raw)) return null;
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  return raw;
}

/**
 * The whole start of a game page: options and a shared id go onto `element` (as attributes, before
 * its module loads and reads them), then `load()` imports the element; a link pasted into the
 * address bar later opens too (`opened(element)` runs after, e.g. to scroll to it).
 * @param {Element & { loadGame?: (id: string) => unknown }} element  a game element (its class defines loadGame)
 * @param {string[]} names
 * @param {() => Promise<unknown>} load
 * @param {(element: Element) => void} [opened]
 */
export async function startGamePage(element, names, load, opened = () => {}) {
  applyUrlOptions(element, names);
  dropOnceOptions();
  const id = takeSharedHash();
  if (id) element.setAttribute('game-id', id);
  await load();
  addEventListener('hashchange', () => {
    const next = takeSharedHash();
    if (next) {
      element.loadGame(next);
      opened(element);
    }
  });
}
