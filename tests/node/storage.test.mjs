// storage.test.mjs: web/common/storage.js over a localStorage that fills up: a refused write is kept in memory, read back as the newest value, and reported.
import assert from 'node:assert/strict';
import { test } from 'node:test';

// A localStorage whose writes fail while `full` is set, as a browser's does past its quota.
const stored = new Map();
let full = false;
globalThis.localStorage = {
  getItem: (key) => (stored.has(key) ? stored.get(key) : null),
  setItem: (key, value) => {
    if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    stored.set(key, String(value));
  },
  removeItem: (key) => { stored.delete(key); },
};
const { createStore } = await import('../../web/common/storage.js');

test('a save the full storage refuses is kept in memory, read back, and answered false; the next one that fits goes to storage', () => {
  const store = createStore('t:game');
  assert.equal(store.save({ moves: 1 }), true);
  assert.equal(JSON.parse(stored.get('t:game')).data.moves, 1);
  full = true;
  assert.equal(store.save({ moves: 2 }), false);
  // The stale stored value (moves 1) must not come back while the page lives.
  assert.deepEqual(store.load(), { moves: 2 });
  assert.deepEqual(store.previous(), { moves: 1 });
  assert.equal(JSON.parse(stored.get('t:game')).data.moves, 1);
  assert.equal(store.persistent, true);
  full = false;
  assert.equal(store.save({ moves: 3 }), true);
  assert.equal(JSON.parse(stored.get('t:game')).data.moves, 3);
  assert.deepEqual(store.load(), { moves: 3 });
  assert.deepEqual(store.previous(), { moves: 2 });
});
