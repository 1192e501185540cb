// The engine's restart has a failure path: a .wasm that cannot be fetched gives the caller a clear ArcadeError (never an unhandled rejection), and once the file is back the same API object works again with the same saves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const wasmName = (await readdir(dist)).find((f) => /^arcade-core\.[0-9a-f]+\.wasm$/.test(f));

const unhandled = [];
process.on('unhandledRejection', (reason) => unhandled.push(reason));

const SAVE = 'greed:hh,t3000,e300::r15234.b:2';
const LOAD_FAILED = /^The game engine could not be loaded \(ENOENT: no such file or directory, open '.*arcade-core\.[0-9a-f]+\.wasm'\)\.$/;

test('a .wasm that cannot be fetched: loadArcade retries, then rejects with an ArcadeError', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'arcade-restart-'));
  try {
    const started = performance.now();
    await assert.rejects(loadArcade({ wasmUrl: pathToFileURL(join(dir, wasmName)), retryDelays: [20, 40, 80] }), (e) => {
      assert.ok(e instanceof ArcadeError, `${e}`);
      assert.match(e.message, LOAD_FAILED);
      return true;
    });
    assert.ok(performance.now() - started >= 140, 'it waited 20 + 40 + 80 ms between its four tries');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('restart with the .wasm gone: clear errors, no unhandled rejection; back when the file is', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'arcade-restart-'));
  const wasm = join(dir, wasmName);
  await copyFile(join(dist, wasmName), wasm);
  try {
    const arcade = await loadArcade({ wasmUrl: pathToFileURL(wasm), retryDelays: [10, 10] });
    const before = arcade.session.load(SAVE);
    assert.equal(arcade.greed.score([1, 1, 1, 5, 1]), 1150);

    await rename(wasm, `${wasm}.away`);
    const restarting = arcade.restart();
    // While the fresh module loads, calls are refused with a sentence, not a crash, and not called
    // an internal error: the caller asked for this restart.
    assert.throws(() => arcade.greed.score([1]), { name: 'ArcadeError', message: 'The engine is restarting, as arcade.restart() asked; try again once it resolves.' });
    await assert.rejects(restarting, (e) => e instanceof ArcadeError && LOAD_FAILED.test(e.message));
    // Each later call says why and starts another load (which fails again here, quietly).
    assert.throws(() => arcade.session.load(SAVE), (e) => {
      assert.ok(e instanceof ArcadeError);
      assert.match(e.message, /^The game engine could not be loaded \(ENOENT: .*\); it is being loaded again, try again in a moment\.$/);
      return true;
    });
    await assert.rejects(arcade.ready(), (e) => e instanceof ArcadeError && LOAD_FAILED.test(e.message));

    await rename(`${wasm}.away`, wasm);
    await arcade.ready();
    assert.equal(arcade.greed.score([1, 1, 1, 5, 1]), 1150);
    assert.deepEqual(arcade.session.load(SAVE), before, 'the same save, the same snapshot');
    assert.equal(arcade.session.play(SAVE, 'r', { seed: 4 }).moveCount, 3);

    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(unhandled, []);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('restart() gives a fresh module (the memory of the old one is dropped) with the same answers', async () => {
  const arcade = await loadArcade();
  const snap = arcade.session.load(SAVE);
  await arcade.restart();
  assert.deepEqual(arcade.session.load(SAVE), snap);
  assert.equal(arcade.connect4.solve('4455'), 18);
});
