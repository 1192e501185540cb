// mastermind-pegs.test.mjs: Mastermind's key pegs told apart by shape as well as colour (exact a bullseye, misplaced a solid peg, an empty hole a small ring), each at least 3:1 against the board, light and dark, read from the pixels Chromium draws.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { loadDistArcade } from './helpers.mjs';
import { contrastOf, readPng } from './png.mjs';

const SEED = 5;
const PARAMS = 'p4,c6,r10';  // the page's Classic game
let browser;
let arcade;
before(async () => {
  browser = await openBrowser({ touch: true });
  arcade = await loadDistArcade();
});
after(async () => { await browser?.close(); });

// A first guess of the seeded game whose answer has all three kinds: an exact peg, a misplaced one, an empty hole.
function mixedGuess() {
  const start = arcade.session.create('mastermind', { params: PARAMS }, { seed: SEED });
  for (let n = 0; n < 6 ** 4; n++) {
    const code = [0, 1, 2, 3].map((i) => Math.floor(n / 6 ** i) % 6 + 1);
    const { exact, misplaced } = arcade.session.play(start.save, `g${code.map((c) => 'abcdef'[c - 1]).join('')}`, { seed: SEED }).view.history[0];
    if (exact >= 1 && misplaced >= 1 && exact + misplaced < 4) return { code, exact, misplaced };
  }
  throw new Error('no guess with all three kinds of key');
}

// What each kind of key looks like: is its centre, and a point a third of its width out, lit
// (at least 3:1 against the board around the keys)? And the strongest contrast anywhere in it.
const KINDS = { exact: 'bullseye: lit centre, dark between, lit ring', misplaced: 'solid: lit throughout', empty: 'small ring: dark centre' };

for (const scheme of ['light', 'dark']) {
  test(`${scheme}: exact, misplaced and empty keys differ by shape, each at least 3:1 against the board`, async () => {
    const { code, exact, misplaced } = mixedGuess();
    const page = await browser.newPage(`/mastermind.html?seed=${SEED}&storage-key=t-pegs-${scheme}`);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.waitForFunction(() => document.querySelector('mastermind-game')?.snapshot);
    await page.evaluate(async (guess) => {
      const game = document.querySelector('mastermind-game');
      await game.stylesReady;
      for (const colour of guess) game.pick(colour);
    }, code);
    assert.deepEqual(await page.evaluate(() => document.querySelector('mastermind-game').draft), code);
    await page.evaluate(() => document.querySelector('mastermind-game').guess());
    await page.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.history.length === 1);
    const boxes = await page.evaluate(() => {
      const row = document.querySelector('mastermind-game').shadowRoot.querySelector('.rows li.row:not(.is-future) .keys');
      row.scrollIntoView({ block: 'center' });
      const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
      return { row: box(row), keys: [...row.querySelectorAll('.key')].map((k) => ({ ...box(k), kind: k.classList.contains('is-exact') ? 'exact' : k.classList.contains('is-misplaced') ? 'misplaced' : 'empty' })) };
    });
    assert.deepEqual(boxes.keys.map((k) => k.kind), [...Array(4)].map((_, i) => (i < exact ? 'exact' : i < exact + misplaced ? 'misplaced' : 'empty')));
    const pad = 4;
    const clip = { x: boxes.row.x - pad, y: boxes.row.y - pad, width: boxes.row.width + 2 * pad, height: boxes.row.height + 2 * pad };
    const png = readPng(await page.screenshot({ clip, animations: 'disabled' }));
    const scale = png.width / clip.width;
    const at = (x, y) => png.rgb((x - clip.x) * scale, (y - clip.y) * scale);
    const board = at(clip.x + 1, clip.y + 1);
    const lit = (rgb) => contrastOf(rgb, board) >= 3;
    const seen = {};
    for (const key of boxes.keys) {
      const cx = key.x + key.width / 2;
      const cy = key.y + key.height / 2;
      let strongest = 0;
      for (let y = key.y; y < key.y + key.height; y += 1 / scale)
        for (let x = key.x; x < key.x + key.width; x += 1 / scale) strongest = Math.max(strongest, contrastOf(at(x, y), board));
      const shape = [lit(at(cx, cy)), lit(at(cx + key.width / 3, cy))];
      seen[key.kind] ??= shape;
      assert.deepEqual(shape, seen[key.kind], `${key.kind} keys alike`);
      assert.ok(strongest >= 3, `${scheme}: the ${key.kind} key shows ${strongest.toFixed(2)}:1 against the board at best`);
    }
    assert.deepEqual(seen, { exact: [true, false], misplaced: [true, true], empty: [false, false] }, JSON.stringify(KINDS));
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
