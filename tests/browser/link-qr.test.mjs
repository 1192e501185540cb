// link-qr.test.mjs: "Show a QR code" in a Connect Four game with a friend: the code on screen decodes (jsQR, from a screenshot's pixels) to the turn link exactly, a short one and a whole game's; the dialog's keys, focus and axe; on a phone no word of keys; the encoder loaded only on first use.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { builtName } from '../game-data.mjs';
import { distDir, openBrowser } from './harness.mjs';
import { axeViolations, FROM_DISK, loadDistArcade, playKey, settled } from './helpers.mjs';
import { readShownQr } from './qr-read.mjs';

const { default: remoteWords } = await import(pathToFileURL(join(distDir, builtName('common/remote-words.js'))).href);
const en = (key) => remoteWords[key][0];
const TAG = 'connect4-game';
// A whole Connect Four game, the board full (a draw, docs/turn-links.md): the longest link the game makes.
const FULL_GAME = '257771314744647214154617633623313656555222';
const QR_MODULE = builtName('common/link-qr.js');
const devices = { desk: null, phone: null };

before(async () => {
  [devices.desk, devices.phone] = await Promise.all([openBrowser(), openBrowser({ touch: true })]);
});
after(async () => { await Promise.all(Object.values(devices).map((d) => d?.close())); });

const inRoot = (page, selector) => page.evaluate(([t, s]) => {
  const node = document.querySelector(t).shadowRoot.querySelector(s);
  return node && { hidden: node.hidden, text: node.textContent, open: /** @type {any} */ (node).open };
}, [TAG, selector]);
// What has focus inside the element: its part attribute (or its tag).
const focused = (page) => page.evaluate((t) => {
  const active = document.querySelector(t).shadowRoot.activeElement;
  return active ? active.getAttribute('part') ?? active.localName : null;
}, TAG);
// The turn link the page holds (the field under the board: the page address of the latest turn).
const shownLink = (page) => page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('.share-link').value, TAG);

/** Opens the dialog with a click on "Show a QR code" and returns the text its code decodes to, read from a screenshot. */
async function openAndDecode(page) {
  await page.locator(`${TAG} [part~="qr-button"]`).click();
  return readShownQr(page, TAG);
}

test('a short turn link: the QR code decodes to it; Escape and Close give focus back; axe-clean; the encoder loads on first use', async () => {
  const asked = [];
  const page = await devices.desk.newPage('/connect4.html?players=hs&storage-key=qr');
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page, TAG);
  // Outside a game with a friend there is no QR code to show.
  assert.equal((await inRoot(page, '[part~="qr-button"]')).hidden, true);
  await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="friend-button"]').click(), TAG);
  await page.waitForFunction((t) => document.querySelector(t).snapshot.view.seats.join() === 'human,human', TAG);
  // Red to move here: the link is for after the move.
  assert.equal((await inRoot(page, '[part~="qr-button"]')).hidden, true);
  await playKey(page, TAG, '4');
  const link = await shownLink(page);
  assert.match(link, /\/connect4\.html\?players=hs&storage-key=qr#play=[A-Za-z0-9_-]+$/);
  assert.deepEqual(await inRoot(page, '[part~="qr-button"]'), { hidden: false, text: en('remote.showQr'), open: undefined });
  assert.deepEqual(asked.filter((path) => path.includes('link-qr')), [], 'the encoder is not part of the first load');

  assert.equal(await openAndDecode(page), link);
  assert.deepEqual(asked.filter((path) => path.includes('link-qr')), [`/${QR_MODULE}`]);
  assert.equal((await inRoot(page, '[part~="qr-dialog"]')).open, true);
  assert.equal(await focused(page), 'button qr-close-button');
  assert.deepEqual(await page.evaluate((t) => {
    const dialog = document.querySelector(t).shadowRoot.querySelector('[part~="qr-dialog"]');
    const label = (id) => dialog.querySelector(`#${id}`).textContent;
    const code = dialog.querySelector('[part~="qr-code"]');
    return [label(dialog.getAttribute('aria-labelledby')), label(dialog.getAttribute('aria-describedby')), code.getAttribute('role'), code.getAttribute('aria-label'),
      code.querySelector('rect').getAttribute('fill'), code.querySelector('path').getAttribute('fill')];
  }, TAG), [en('remote.qrTitle'), en('remote.qrHint'), 'img', en('remote.qrImage'), '#fff', '#000']);
  // Light and dark: the code keeps its own light ground and dark modules; no violation either way.
  // axe adds style elements the page's policy refuses: the page's own problems are checked before.
  assert.deepEqual(page.problems, []);
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    // The scheme's colours apply a little after emulateMedia returns (as in a11y.test.mjs).
    await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, colorScheme === 'dark');
    await page.waitForTimeout(300);
    // and a colour still in its transition is neither scheme's: on a loaded machine 300 ms may not
    // see it end (a CI run measured a chip's text at 1.27:1 mid-way), so wait for none to run.
    await page.waitForFunction((t) => document.querySelector(t).shadowRoot.getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'), TAG);
    // Two CI runs still caught a setup chip's text in the old scheme's colour on the new scheme's
    // ground (1.27:1) once: a violation must outlast a second look 1 s later to count.
    let violations = await axeViolations(page);
    if (violations.length) {
      await page.waitForTimeout(1000);
      violations = await axeViolations(page);
    }
    assert.deepEqual(violations, [], colorScheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  page.problems.length = 0;
  // A modal dialog: Tab past its one control reaches nothing behind it (the browser's own controls
  // come next), Shift+Tab comes back to it; the board behind takes no keys.
  await page.keyboard.press('Tab');
  assert.deepEqual(await page.evaluate((t) => [document.activeElement?.localName, document.querySelector(t).shadowRoot.activeElement], TAG), ['body', null]);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(page), 'button qr-close-button');
  await page.keyboard.press('5');
  assert.equal((await page.evaluate((t) => document.querySelector(t).snapshot, TAG)).view.moves, '4');
  await page.keyboard.press('Escape');
  await page.waitForFunction((t) => !document.querySelector(t).shadowRoot.querySelector('[part~="qr-dialog"]'), TAG);
  assert.equal(await focused(page), 'button qr-button');

  // Enter on the focused button opens it again (the module is not fetched twice); Close closes it.
  await page.keyboard.press('Enter');
  await page.locator(`${TAG} [part~="qr-close-button"]`).waitFor();
  assert.equal(await focused(page), 'button qr-close-button');
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => !document.querySelector(t).shadowRoot.querySelector('[part~="qr-dialog"]'), TAG);
  assert.equal(await focused(page), 'button qr-button');
  assert.equal(asked.filter((path) => path.includes('link-qr')).length, 1);
  // Two presses before the first has opened it: one dialog.
  await page.evaluate((t) => {
    const button = document.querySelector(t).shadowRoot.querySelector('[part~="qr-button"]');
    button.click();
    button.click();
  }, TAG);
  await page.locator(`${TAG} [part~="qr-close-button"]`).waitFor();
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelectorAll('[part~="qr-dialog"]').length, TAG), 1);
  await page.keyboard.press('Escape');
  await page.waitForFunction((t) => !document.querySelector(t).shadowRoot.querySelector('[part~="qr-dialog"]'), TAG);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the longest link, a whole game of Connect Four: its QR code decodes to it exactly, on a laptop and on a phone (no word of keys there)', async () => {
  const arcade = await loadDistArcade();
  let turn = arcade.link.create('connect4', 'hh');
  for (const column of FULL_GAME) turn = arcade.link.move(turn.link, column);
  assert.equal(turn.info.status.over, true);
  assert.equal(turn.link.length, 178);
  for (const device of [devices.desk, devices.phone]) {
    const page = await device.newPage(`/connect4.html#play=${turn.link}`);
    const shown = await settled(page, TAG);
    assert.equal(shown.view.moves, FULL_GAME);
    // The finished game's link: this page's address with the turn in its fragment.
    const link = new URL(`/connect4.html#play=${turn.link}`, device.url).href;
    assert.equal(await openAndDecode(page), link);
    const hint = await inRoot(page, '#qr-dialog-hint');
    assert.equal(hint.text, en(device === devices.phone ? 'remote.qrHint.touch' : 'remote.qrHint'));
    if (device === devices.phone) {
      // A finger closes it: focus goes back to the button all the same.
      await page.locator(`${TAG} [part~="qr-close-button"]`).tap();
      await page.waitForFunction((t) => !document.querySelector(t).shadowRoot.querySelector('[part~="qr-dialog"]'), TAG);
      assert.equal(await focused(page), 'button qr-button');
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('the standalone file (dist/standalone/, opened from disk) shows the code too: the encoder travels inside it', async () => {
  const arcade = await loadDistArcade();
  let turn = arcade.link.create('connect4', 'hh');
  for (const column of '445') turn = arcade.link.move(turn.link, column);
  const file = pathToFileURL(join(distDir, 'standalone', 'connect4.html')).href;
  const page = await devices.desk.newPage(`${file}#play=${turn.link}`);
  await settled(page, TAG);
  // Joined as Yellow; Yellow's move, then the link for Red's device.
  assert.equal((await playKey(page, TAG, '5')).view.moves, '4455');
  const link = await shownLink(page);
  assert.ok(link.startsWith(`${file}#play=`), link);
  assert.equal(await openAndDecode(page), link);
  // The one warning a page from disk gives (no module worker there), and nothing else.
  assert.deepEqual(page.problems.filter((problem) => problem !== FROM_DISK), []);
  await page.close();
});
