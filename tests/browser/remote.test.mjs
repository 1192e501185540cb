// remote.test.mjs: two devices (two browsers with their own profiles) play Connect Four by passing turn links: a whole game, a move out of turn, an older and a forked link, a reload, and the gallery's list.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { builtName } from '../game-data.mjs';
import { distDir, openBrowser } from './harness.mjs';
import { playKey, settled } from './helpers.mjs';

const { default: commonWords } = await import(pathToFileURL(join(distDir, builtName('common/common-words.js'))).href);
const { default: discWords } = await import(pathToFileURL(join(distDir, builtName('common/disc/disc-words.js'))).href);
const { default: remoteWords } = await import(pathToFileURL(join(distDir, builtName('common/remote-words.js'))).href);
const common = { ...commonWords, ...discWords, ...remoteWords };
const TAG = 'connect4-game';
const devices = { a: null, b: null, c: null };

before(async () => {
  [devices.a, devices.b, devices.c] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
});
after(async () => { await Promise.all(Object.values(devices).map((d) => d?.close())); });

// An English page word with its values filled in ({ one, other } entries take `n`).
function words(key, values = {}) {
  const entry = common[key];
  const forms = Array.isArray(entry) ? entry : entry[values.n === 1 ? 'one' : 'other'];
  return forms[0].replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

const part = (page, name) => page.evaluate(([t, n]) => document.querySelector(t).shadowRoot.querySelector(`[part~="${n}"]`).textContent, [TAG, name]);
const notice = (page) => part(page, 'notice');
// The turn link the page shows while the friend is to move (the field under the board).
const shownLink = (page) => page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('.share-link').value, TAG);
const tokenOf = (url) => {
  const at = url.indexOf('#play=');
  assert.ok(at > 0, `no #play= in ${url}`);
  return url.slice(at + '#play='.length);
};

// Opens a turn link in a page that is already open, as pasting it into the address bar does.
async function openLink(page, url) {
  const before = await page.evaluate((t) => document.querySelector(t).save, TAG);
  await page.evaluate((hash) => { location.hash = hash; }, `#play=${tokenOf(url)}`);
  await page.waitForFunction(([t, old]) => {
    const game = document.querySelector(t);
    return game.save !== old || game.shadowRoot.querySelector('[part~="notice"]').textContent !== '';
  }, [TAG, before]);
  return settled(page, TAG);
}

// A move on the device to move, then the link it now shows.
async function move(page, column) {
  const snap = await playKey(page, TAG, String(column));
  return { snap, link: snap.status.over ? null : await shownLink(page) };
}

test('two devices play a whole Connect Four game by links; out of turn, older and forked links change nothing; a reload keeps it', async () => {
  const red = await devices.a.newPage('/connect4.html?players=hs&storage-key=remote');
  await settled(red, TAG);
  await red.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="friend-button"]').click(), TAG);
  await red.waitForFunction((t) => document.querySelector(t).snapshot.view.seats.join() === 'human,human', TAG);
  assert.equal(await part(red, 'event'), words('remote.yourMove'));
  // No engine's help in a game with a friend.
  await red.keyboard.press('e');
  await red.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part~="notice"]').textContent !== '', TAG);
  assert.equal(await notice(red), words('remote.noHelp'));

  let { link } = await move(red, 1);
  const first = link;
  assert.equal(await part(red, 'event'), `${words('disc.dropRow', { who: 'Red', c: 1, row: 6 })} ${words('remote.waiting', { who: 'Yellow' })}`);
  // The link and its Send button sit on the table while the friend is to move, wholly in view on a
  // laptop (1280×800) with the page unscrolled (the phone: in-view.test.mjs).
  assert.equal(await red.locator(`${TAG} [part~="send-button"]`).isVisible(), true);
  assert.equal(await red.locator(`${TAG} .share-link`).isVisible(), true);
  await red.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(await red.evaluate((t) => {
    const root = document.querySelector(t).shadowRoot;
    const within = (node) => {
      const r = node.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    };
    return { send: within(root.querySelector('[part~="send-button"]')), link: within(root.querySelector('.share-link')), scrollY };
  }, TAG), { send: true, link: true, scrollY: 0 });
  // Red cannot play Yellow's move.
  await playKey(red, TAG, '2');
  assert.equal(await notice(red), words('remote.notYours', { who: 'Yellow' }));
  assert.equal((await red.evaluate((t) => document.querySelector(t).snapshot, TAG)).view.moves, '1');

  // Yellow's device opens the first link: it joins as Yellow.
  const yellow = await devices.b.newPage(`/connect4.html#play=${tokenOf(first)}`);
  const joined = await settled(yellow, TAG);
  assert.equal(joined.view.moves, '1');
  assert.equal(await yellow.evaluate(() => location.hash), '');
  ({ link } = await move(yellow, 2));
  const second = link;

  // The rest of the game: Red stacks column 1, Yellow column 2; Red's fourth disc wins.
  let final = '';
  for (const [page, friend, column] of [[red, yellow, 1], [yellow, red, 2], [red, yellow, 1], [yellow, red, 2], [red, yellow, 1]]) {
    const opened = await openLink(page, link);
    assert.equal(opened.status.toMove, page === red ? 0 : 1);
    ({ link } = await move(page, column));
    if (link === null) {
      // The winning move: the loser learns it from the winner's link (sent with the share button).
      final = await page.evaluate((t) => {
        const game = document.querySelector(t);
        game.shadowRoot.querySelector('[part~="share-button"]').click();
        return game.shadowRoot.querySelector('.share-link').value;
      }, TAG);
      const seen = await openLink(friend, final);
      assert.equal(seen.view.moves, '1212121');
      assert.deepEqual(seen.status.winners, [0]);
    }
  }
  const end = await red.evaluate((t) => document.querySelector(t).snapshot, TAG);
  assert.deepEqual([end.view.moves, end.status.over, end.status.winners], ['1212121', true, [0]]);

  // An older link leaves the game as it is and says so.
  const older = await openLink(red, second);
  assert.equal(older.view.moves, '1212121');
  assert.equal(await notice(red), words('remote.older', { turn: 2, ours: 7 }));

  // A third device takes the first link and plays another move: a fork from move 2.
  const other = await devices.c.newPage(`/connect4.html#play=${tokenOf(first)}`);
  await settled(other, TAG);
  const { link: forked } = await move(other, 3);
  const kept = await openLink(red, forked);
  assert.equal(kept.view.moves, '1212121');
  assert.equal(await notice(red), words('remote.forked', { turn: 2 }));

  // A reload keeps the game with a friend as it stands.
  await red.reload();
  const back = await settled(red, TAG);
  assert.equal(back.view.moves, '1212121');

  // The gallery lists the game (finished, with the link that opens it); Remove takes it off.
  const gallery = await devices.a.newPage('/');
  await gallery.waitForSelector('#remote-games:not([hidden])');
  const items = await gallery.$$eval('.remote-game', (list) => list.map((li) => [
    li.querySelector('.remote-open').textContent, li.querySelector('.remote-open').getAttribute('href'), li.querySelector('.remote-state').textContent]));
  assert.equal(items.length, 1);
  assert.deepEqual(items[0].slice(0, 2), ['Connect Four', `connect4.html#play=${tokenOf(final)}`]);
  assert.match(items[0][2], /^finished · move 7 · (now|this minute|\d+ minutes? ago)$/);
  // On a phone the state keeps a readable line (it once wrapped a word per line beside the name).
  await gallery.setViewportSize({ width: 390, height: 844 });
  const [state, card] = await gallery.$eval('.remote-game', (li) => [li.querySelector('.remote-state').getBoundingClientRect().width, li.getBoundingClientRect().width]);
  assert.ok(state >= card / 2, `the state is ${state}px wide in a ${card}px card`);
  await gallery.click('.remote-remove');
  assert.equal(await gallery.$eval('#remote-games', (section) => section.hidden), true);
  assert.deepEqual([...red.problems, ...yellow.problems, ...other.problems, ...gallery.problems], []);

  // A game not played by link (Sudoku) loads no remote part; a turn link opened there gets its
  // core's refusal, and the page plays on.
  const asked = [];
  const sudoku = await devices.b.context.newPage();
  sudoku.on('request', (req) => asked.push(new URL(req.url()).pathname));
  await sudoku.goto(new URL(`sudoku.html#play=${tokenOf(final)}`, devices.b.url).href);
  await sudoku.waitForFunction(() => document.querySelector('sudoku-game')?.shadowRoot?.querySelector('[part~="notice"]')?.textContent);
  const told = await sudoku.evaluate(() => document.querySelector('sudoku-game').shadowRoot.querySelector('[part~="notice"]').textContent);
  // game-lists: ok, the core's refusal names the link's game and the one game of this core
  assert.ok(told.startsWith(`${words('linkFailed')} There is no game called "connect4"; the games are sudoku.`), told);
  assert.deepEqual(asked.filter((path) => /game-remote|remote-games|remote-words/.test(path)), []);
  assert.ok(await sudoku.evaluate(() => document.querySelector('sudoku-game').snapshot.view !== undefined));
});
