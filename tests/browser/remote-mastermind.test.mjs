// remote-mastermind.test.mjs: Mastermind with a friend on another device (turn links version 2): two phones (browsers with their own profiles) play a whole game by passing links, the code never in a link before the end nor in the breaker's storage, and a maker's turn opened where the code is not gets the catalogue's sentence.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { builtName } from '../game-data.mjs';
import { distDir, openBrowser, repoRoot } from './harness.mjs';
import { axeViolations, loadDistArcade, settled } from './helpers.mjs';
import { readShownQr } from './qr-read.mjs';

const load = async (file) => (await import(pathToFileURL(join(distDir, builtName(file))).href)).default;
const common = { ...(await load('common/common-words.js')), ...(await load('common/remote-words.js')), ...(await load('games/mastermind/mastermind-words.js')) };
const arcade = await loadDistArcade();
const TAG = 'mastermind-game';
// Beside the harness's screenshots (build/, never committed).
const SHOTS = join(repoRoot, 'build', 'screenshots');
const devices = { maker: null, breaker: null, other: null };

before(async () => {
  // Two phones (a touch screen at 390×844), and a third device that never saw the game.
  [devices.maker, devices.breaker, devices.other] = await Promise.all([openBrowser({ touch: true }), openBrowser({ touch: true }), openBrowser()]);
});
after(async () => { await Promise.all(Object.values(devices).map((d) => d?.close())); });

// An English page word with its values filled in ({ one, other } entries take `n`).
function words(key, values = {}) {
  const entry = common[key];
  const forms = Array.isArray(entry) ? entry : entry[values.n === 1 ? 'one' : 'other'];
  return forms[0].replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

// Runs `fn(game, arg)` on the page's <mastermind-game>.
const inside = (page, fn, arg) => page.$eval(TAG, fn, arg);
const text = (page, selector) => inside(page, (game, s) => game.shadowRoot.querySelector(s).textContent, selector);
const visible = (page, selector) => page.locator(`${TAG} ${selector}`).isVisible();
const tokenOf = (url) => url.slice(url.indexOf('#play=') + '#play='.length);
// A token's text (base64url), to look for the secret in it.
const decoded = (token) => Buffer.from(token, 'base64url').toString('utf8');

// The dock's Send: the link it sends (the field under the board holds it, as on a share sheet's failure).
async function send(page) {
  await inside(page, (game) => game.shadowRoot.querySelector('.dock-friend [part~="send-button"], .over [part~="send-button"]:not([hidden])').click());
  return inside(page, (game) => game.shadowRoot.querySelector('.share-link').value);
}

// Opens a link in a page already open, as pasting it in the address bar does; waits for the game to change (or a notice).
async function openLink(page, url, until = { row: -1, over: false }) {
  const before = await inside(page, (game) => game.save);
  await page.evaluate((hash) => { location.hash = hash; }, `#play=${tokenOf(url)}`);
  await page.waitForFunction(([t, old]) => {
    const game = document.querySelector(t);
    return game.save !== old || game.shadowRoot.querySelector('[part~="notice"]').textContent !== '';
  }, [TAG, before]);
  // The row `until.row` answered (the maker's page answers right after it opened the link), or the game over.
  await page.waitForFunction(([t, { row, over }]) => {
    const snap = document.querySelector(t).snapshot;
    return over ? snap.status.over : row < 0 || (snap.view.history[row] !== undefined && snap.view.history[row].exact !== null);
  }, [TAG, until]);
  return settled(page, TAG);
}

// The breaker types a code (colours 1…) with the palette and presses Guess.
async function guess(page, code) {
  const before = await inside(page, (game) => game.save);
  for (const colour of code) await inside(page, (game, n) => game.shadowRoot.querySelector(`.swatch[data-colour="${n}"]`).click(), colour);
  await inside(page, (game) => game.shadowRoot.querySelector('[part~="guess-button"]').click());
  await page.waitForFunction(([t, old]) => document.querySelector(t).save !== old, [TAG, before]);
  return settled(page, TAG);
}

// Every text this device keeps (localStorage), with each turn link in it decoded too.
const storageOf = (page) => page.evaluate(() => Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join('\n'));
function withLinks(dump) {
  const tokens = dump.match(/(?<=#play=|"link":")[A-Za-z0-9_-]{20,}/g) ?? [];
  return [dump, ...tokens.map(decoded)].join('\n');
}

test('two phones play a whole Mastermind game by links: the code stays on the maker’s device until the last link reveals it, checked', async () => {
  const maker = await devices.maker.newPage('/mastermind.html');
  await settled(maker, TAG);
  // "Play a friend": an empty board where the maker picks the code with the slots and the palette.
  await inside(maker, (game) => game.shadowRoot.querySelector('[part~="friend-button"]').click());
  assert.equal(await text(maker, '.headline'), words('mm.friend.pickTitle'));
  assert.equal(await text(maker, '.dock-make-setup .dock-help'), words('mm.friend.pickHelp'));
  assert.deepEqual(await axeViolations(maker), []);
  // A half-picked code is refused with a sentence.
  await inside(maker, (game) => game.pick(1));
  await inside(maker, (game) => game.shadowRoot.querySelector('[part~="start-button"]').click());
  assert.equal(await text(maker, '[part~="notice"]'), words('mm.friend.half', { filled: 1, pegs: 4, things: words('mm.thingsPegs') }));
  for (const colour of [2, 3, 4]) await inside(maker, (game, n) => game.shadowRoot.querySelector(`.swatch[data-colour="${n}"]`).click(), colour);
  await inside(maker, (game) => game.shadowRoot.querySelector('[part~="start-button"]').click());
  await maker.waitForFunction((t) => document.querySelector(t).snapshot.view.mode === 'friend', TAG);
  assert.equal(await text(maker, '.secret-label'), words('mm.friend.yourCode'));
  assert.equal(await inside(maker, (game) => game.shadowRoot.querySelector('.secret-pegs').getAttribute('aria-label')), words('mm.friend.yourCodeIs', { code: '1 2 3 4' }));
  assert.equal(await text(maker, '.dock-friend .dock-help'), words('mm.friend.waitGuess'));
  assert.equal(await visible(maker, '.dock-friend [part~="send-button"]'), true);
  const first = await send(maker);
  // Beside Send, the same link as a QR code for a phone nearby; Close gives the dock back.
  await maker.locator(`${TAG} .dock-friend [part~="qr-button"]`).click();
  assert.equal(await readShownQr(maker, TAG), first);
  await maker.locator(`${TAG} [part~="qr-close-button"]`).click();
  await maker.waitForFunction((t) => !document.querySelector(t).shadowRoot.querySelector('[part~="qr-dialog"]'), TAG);
  const made = arcade.link.show(first);
  assert.deepEqual([made.version, made.params, made.toMove, made.code], [2, 'p4,c6,r10,friend', 1, null]);
  // The secret is kept on the maker's device by game id: the code and 32 hex digits of salt.
  const secrets = JSON.parse(await maker.evaluate(() => localStorage.getItem('kata-arcade:remote-secrets')));
  const secret = secrets.data[made.gameId];
  assert.match(secret, /^abcd\.[0-9a-f]{32}$/);
  assert.equal(arcade.link.show(first, { secret }).code, 'abcd');
  const salt = secret.split('.')[1];
  const links = [first];

  // The breaker's phone opens the first link: it joins as the breaker, code hidden.
  const breaker = await devices.breaker.newPage(`/mastermind.html#play=${tokenOf(first)}`);
  const joined = await settled(breaker, TAG);
  assert.deepEqual([joined.view.mode, joined.view.history.length, joined.view.secret], ['friend', 0, null]);
  assert.equal(await text(breaker, '.headline'), words('mm.guessOf', { n: 1, rows: 10 }));
  assert.equal(await text(breaker, '.secret-label'), words('mm.friend.friendsCode'));
  assert.equal(await inside(breaker, (game) => game.shadowRoot.querySelector('.secret-pegs').getAttribute('aria-label')), words('mm.codeHidden'));
  // No engine's help in a game with a friend.
  assert.equal(await visible(breaker, '[part~="hint-button"]'), false);

  // Each side's mastermind-over says who won from its side.
  const listen = (page) => inside(page, (game) => game.addEventListener('mastermind-over', (event) => { window.overDetail = event.detail; }));
  await Promise.all([listen(maker), listen(breaker)]);
  const guesses = [[1, 1, 2, 2], [1, 2, 3, 5], [1, 2, 3, 4]];
  const answers = [[1, 1], [3, 0], [4, 0]];
  let final = null;
  for (const [i, code] of guesses.entries()) {
    const played = await guess(breaker, code);
    assert.equal(played.view.awaitingAnswer, true);
    assert.equal(await text(breaker, '.headline'), words('mm.friend.waiting', { n: i + 1 }));
    assert.equal(await text(breaker, '.dock-friend .dock-help'), words('mm.friend.waitAnswer'));
    const asked = await send(breaker);
    links.push(asked);
    if (i === 1) {
      // Mid-game on the breaker's phone: the board and Send in view without scrolling.
      await mkdir(SHOTS, { recursive: true });
      await breaker.screenshot({ path: join(SHOTS, 'mastermind-friend-breaker-390.png') });
      assert.equal(await breaker.evaluate(() => scrollY), 0);
      assert.ok(await inViewport(breaker, '.dock-friend [part~="send-button"]'), 'the breaker sees Send');
      assert.deepEqual(await axeViolations(breaker), []);
    }
    // The maker's phone opens it and answers at once, from its secret.
    const answered = await openLink(maker, asked, { row: i, over: false });
    assert.deepEqual([answered.view.history[i].exact, answered.view.history[i].misplaced], answers[i]);
    const last = i === guesses.length - 1;
    assert.equal(await text(maker, '[part~="notice"]'), words(last ? 'remote.answeredLast' : 'remote.answered'));
    if (i === 1) {
      await maker.screenshot({ path: join(SHOTS, 'mastermind-friend-maker-390.png') });
      assert.ok(await inViewport(maker, '.dock-friend [part~="send-button"]'), 'the maker sees Send');
    }
    const reply = await send(maker);
    links.push(reply);
    if (last) {
      final = reply;
      break;
    }
    // Before the end, nothing the breaker's device keeps or receives holds the secret.
    const seen = await openLink(breaker, reply, { row: i, over: false });
    assert.deepEqual([seen.view.history[i].exact, seen.view.history[i].misplaced], answers[i]);
    assert.ok(!withLinks(await storageOf(breaker)).includes(salt), 'the breaker keeps no secret');
  }
  // No link before the last holds the secret; the last reveals it (the protocol's reveal).
  for (const link of links.slice(0, -1)) assert.ok(!decoded(tokenOf(link)).includes(salt), link);
  assert.ok(decoded(tokenOf(final)).includes(secret));
  assert.ok(!(await storageOf(breaker)).includes(salt));

  // The breaker's page shows the code the last link reveals, and that every answer checked out.
  const end = await openLink(breaker, final, { row: -1, over: true });
  assert.deepEqual([end.view.solved, end.view.history.length], [true, 3]);
  assert.equal(await text(breaker, '.over-title'), words('mm.youCracked'));
  assert.equal(await text(breaker, '.over-text'), `The code breaker found the code in 3 guesses. ${words('mm.friend.checked')}`);
  assert.equal(await inside(breaker, (game) => game.shadowRoot.querySelector('.over-code').getAttribute('aria-label')), words('mm.theCode', { code: '1 2 3 4' }));
  assert.equal(await text(maker, '.over-title'), words('mm.friend.theyCracked'));
  const overOf = (page) => page.evaluate(() => [window.overDetail.mode, window.overDetail.solved, window.overDetail.winner]);
  assert.deepEqual([await overOf(maker), await overOf(breaker)], [['friend', true, 'friend'], ['friend', true, 'you']]);
  // A reload keeps it, code and all.
  await breaker.reload();
  await settled(breaker, TAG);
  assert.equal(await inside(breaker, (game) => game.shadowRoot.querySelector('.secret-pegs').getAttribute('aria-label')), words('mm.theCode', { code: '1 2 3 4' }));

  // The gallery lists the game on the maker's phone.
  const gallery = await devices.maker.newPage('/');
  await gallery.waitForSelector('#remote-games:not([hidden])');
  const items = await gallery.$$eval('.remote-game', (list) => list.map((li) => [li.querySelector('.remote-open').textContent, li.querySelector('.remote-open').getAttribute('href')]));
  assert.deepEqual(items, [['Mastermind', `mastermind.html#play=${tokenOf(final)}`]]);
  // Removing it forgets its secret too.
  await gallery.click('.remote-remove');
  assert.deepEqual(JSON.parse(await gallery.evaluate(() => localStorage.getItem('kata-arcade:remote-secrets'))).data, {});

  // A maker's turn opened on a device without the code: the sentence, and a new game instead.
  const other = await devices.other.newPage(`/mastermind.html#play=${tokenOf(links[1])}`);
  await other.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="notice"]')?.textContent, TAG);
  assert.equal(await text(other, '[part~="notice"]'), `${words('linkFailed')} ${words('remote.noSecret')} ${words('newInstead.game')}`);
  assert.equal((await settled(other, TAG)).view.mode, 'break');
  assert.deepEqual([...maker.problems, ...breaker.problems, ...gallery.problems, ...other.problems], []);
});

// True when the element's `selector` lies wholly inside the viewport.
function inViewport(page, selector) {
  return inside(page, (game, s) => {
    const r = game.shadowRoot.querySelector(s).getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  }, selector);
}

test('Bulls & Cows with a friend: a code with a digit twice is refused in the core’s words, a drawn one is kept, and the breaker plays digits', async () => {
  const maker = await devices.other.newPage('/mastermind.html?preset=bulls&storage-key=bulls');
  await settled(maker, TAG);
  await inside(maker, (game) => game.shadowRoot.querySelector('[part~="friend-button"]').click());
  for (const digit of [1, 1, 2, 3]) await inside(maker, (game, n) => game.pick(n), digit);
  await inside(maker, (game) => game.shadowRoot.querySelector('[part~="start-button"]').click());
  assert.equal(await text(maker, '[part~="notice"]'), 'Digit 1 appears twice in the secret, and this game allows no duplicates.');
  assert.equal(await text(maker, '.headline'), words('mm.friend.pickTitle'));
  // Drawn by the core instead: four different digits, kept on this device only.
  await inside(maker, (game) => game.shadowRoot.querySelector('[part~="draw-button"]').click());
  await maker.waitForFunction((t) => document.querySelector(t).snapshot.view.mode === 'friend', TAG);
  const link = await send(maker);
  const info = arcade.link.show(link);
  assert.deepEqual([info.params, info.code, info.toMove], ['p4,c10,r10,u,friend', null, 1]);
  const secret = JSON.parse(await maker.evaluate(() => localStorage.getItem('kata-arcade:remote-secrets'))).data[info.gameId];
  assert.match(secret, /^[a-j]{4}\.[0-9a-f]{32}$/);
  assert.equal(new Set(secret.slice(0, 4)).size, 4);
  assert.equal(await text(maker, '.dock-friend .dock-help'), words('mm.friend.waitGuess'));

  const breaker = await devices.breaker.newPage(`/mastermind.html?storage-key=bulls#play=${tokenOf(link)}`);
  await settled(breaker, TAG);
  const played = await guess(breaker, [1, 2, 3, 4]);
  assert.deepEqual(played.view.history.map((row) => row.guess), [[1, 2, 3, 4]]);
  const answered = await openLink(maker, await send(breaker), { row: 0, over: false });
  const expected = arcade.mastermind.feedback([...secret.slice(0, 4)].map((ch) => ch.charCodeAt(0) - 96), [1, 2, 3, 4]);
  assert.deepEqual([answered.view.history[0].exact, answered.view.history[0].misplaced], [expected.exact, expected.misplaced]);
  assert.deepEqual([...maker.problems, ...breaker.problems], []);
});
