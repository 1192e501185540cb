// storage.js: a versioned, probed key-value store for saved games, with a memory fallback.
//
// localStorage may be missing, full or have zero quota (private mode); a probe decides once, and a
// value that cannot be written (no storage, quota, a policy) is kept in memory instead: reads then
// give that newer value, never the stale stored one, and save() answers false so the page can tell
// the player that a reload would lose it.
// Values are wrapped as {v: <schema version>, data} so an old or foreign value is never mistaken
// for a current one. Writing first parses what is already there: a good value becomes the
// "previous" copy, so one corrupt write never loses the last good save.

const memory = new Map();
let probed = null;

function probe() {
  if (probed !== null) return probed;
  try {
    const storage = globalThis.localStorage;
    const key = '__kata-arcade-probe__';
    storage.setItem(key, key);
    const ok = storage.getItem(key) === key;
    storage.removeItem(key);
    probed = ok ? storage : false;
  } catch {
    probed = false;
  }
  return probed;
}

function read(key) {
  // Memory holds only values that storage refused, which are newer than anything stored.
  if (memory.has(key)) return memory.get(key);
  const storage = probe();
  if (!storage) return null;
  try { return storage.getItem(key); } catch { return null; }
}

function write(key, text) {
  const storage = probe();
  if (storage) {
    try {
      storage.setItem(key, text);
      memory.delete(key);
      return true;
    } catch {
      // Quota exceeded or storage revoked: keep playing from memory.
    }
  }
  memory.set(key, text);
  return false;
}

function remove(key) {
  memory.delete(key);
  const storage = probe();
  if (storage) try { storage.removeItem(key); } catch { /* nothing to remove */ }
}

/**
 * A store for one key. `version` is the schema version written inside the value; `validate(data)`
 * returns true for data worth keeping (shape checks only: the engine judges saves).
 * @param {string} key
 * @param {{ version?: number, validate?: (data: any) => boolean }} [options]
 */
export function createStore(key, { version = 1, validate = () => true } = {}) {
  const previousKey = `${key}:previous`;

  function parse(text) {
    if (typeof text !== 'string') return null;
    try {
      const value = JSON.parse(text);
      if (!value || value.v !== version || !('data' in value) || !validate(value.data)) return null;
      return value.data;
    } catch {
      return null;
    }
  }

  return {
    key,
    /** False when values only live in memory (no storage, private mode, quota). */
    get persistent() { return Boolean(probe()); },
    /** The current data, else the previous good data, else null. */
    load() {
      return parse(read(key)) ?? parse(read(previousKey));
    },
    /** The previous good data (one write behind), or null. */
    previous() {
      return parse(read(previousKey));
    },
    /**
     * Stores data; the value it replaces is kept as the previous copy if it still parses. True when
     * the data reached the browser's storage, false when it lives in this page's memory only.
     */
    save(data) {
      const text = JSON.stringify({ v: version, data, at: Date.now() });
      if (parse(text) === null) throw new TypeError(`storage: refusing to store data that does not validate under ${key}`);
      const current = read(key);
      if (current !== null && current !== text && parse(current) !== null) write(previousKey, current);
      return write(key, text);
    },
    clear() {
      remove(key);
      remove(previousKey);
    },
  };
}
