// page-keys.test.mjs: an embedded game takes keys only while it has focus; the page-wide keys are the host's opt-in (page-keys).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { pressAndWait } from './helpers.mjs';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

// game-lists: ok, two games' keys as samples of the shared page-keys code (a dice game, a disc game).
const CASES = [
  { tag: 'greed-game', path: '/greed.html?players=hh&seed=3&storage-key=t-keys', key: 'r', focus: '[part~="roll-button"]' },
  { tag: 'connect4-game', path: '/connect4.html?players=hh&storage-key=t-keys', key: '4', focus: '[part~="column"]' },
];

for (const c of CASES) {
  test(`${c.tag}: without page-keys a key typed on the host page is left alone; with focus inside, it plays`, async () => {
    const page = await browser.newPage(c.path);
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, c.tag);
    const save = () => page.evaluate((t) => document.querySelector(t).save, c.tag);
    assert.equal(await page.evaluate((t) => document.querySelector(t).hasAttribute('page-keys'), c.tag), true, 'the arcade page opts in');

    // The arcade's page: a key on the body plays.
    const start = await save();
    await page.evaluate(() => document.body.focus());
    await pressAndWait(page, c.tag, c.key);
    const played = await save();
    assert.notEqual(played, start, 'page-keys: the body\'s key played');

    // A host without the opt-in: the same key on the body does nothing...
    await page.evaluate((t) => document.querySelector(t).removeAttribute('page-keys'), c.tag);
    await page.evaluate(() => document.body.focus());
    await page.keyboard.press(c.key);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    assert.equal(await save(), played, 'no page-keys: the host page keeps its keys');

    // ...and with focus inside the element, it plays.
    await page.evaluate(([t, f]) => document.querySelector(t).shadowRoot.querySelector(f).focus(), [c.tag, c.focus]);
    await pressAndWait(page, c.tag, c.key);
    assert.notEqual(await save(), played, 'focus inside: the key played');
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
