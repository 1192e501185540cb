// connect4-book.test.mjs: Connect Four's opening book on the page, with a FAKE depth-2 book (connect4-book-site.mjs): fetched only on first need and by Connect Four alone, its scores shown exact, a corrupt one refused with a notice, offline after the first load, carried gzipped by the standalone file.
import assert from 'node:assert/strict';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { FAKE_BOOK_NAME, fakeAfter4, fakeEmptyBoard, siteWithBook } from './connect4-book-site.mjs';
import { openBrowser } from './harness.mjs';
import { builtName, gameData, manifest } from '../game-data.mjs';
import { FROM_DISK, SW_BLOCKED, playKey, settled } from './helpers.mjs';

const TAG = 'connect4-game';
const exact = (scores) => scores.map((s) => ({ score: s, lower: s, upper: s, proven: true }));

let site;
// The site's files under their hashed names (scripts/hash-names.mjs), as its build-info.json lists them.
const built = (path) => builtName(path, site.dir);
const bookFile = () => built(`games/connect4/${FAKE_BOOK_NAME}`);
let BOOK_PATH;
before(async () => {
  site = await siteWithBook();
  BOOK_PATH = `/${bookFile()}`;
});
after(async () => { await site?.remove(); });

/** Chromium on `root` with the service worker kept out (every request, the worker's included, reaches the context's log). */
async function browserOn(root, serviceWorkers = 'block') {
  const browser = await openBrowser({ root, serviceWorkers });
  const requests = [];
  browser.context.on('request', (request) => requests.push(new URL(request.url()).pathname));
  return { browser, requests, bookRequests: () => requests.filter((p) => p === BOOK_PATH).length };
}

const problems = (...pages) => pages.flatMap((page) => page.problems.filter((p) => p !== SW_BLOCKED));

const shadowText = (page, selector) => page.evaluate(([t, s]) => document.querySelector(t).shadowRoot.querySelector(s)?.textContent ?? null, [TAG, selector]);
const rulesComputer = (page) => shadowText(page, '.book-computer');

/** Evaluates the position shown (the element's evaluate()) and waits for the answer. */
async function evaluate(page) {
  await page.evaluate((t) => document.querySelector(t).evaluate(), TAG);
  await page.waitForFunction((t) => document.querySelector(t).evaluation !== null, TAG, { timeout: 20000 });
  return page.evaluate((t) => document.querySelector(t).evaluation, TAG);
}

test('the build copies the book beside Connect Four\'s modules, names it there and lists it in the offline cache', async () => {
  assert.match(site.log, /games\/connect4\/book-2\.bin \(depth 2\)\s+0\.1 KB\s+0\.1 KB {2}\(Connect Four only, on first need\)/);
  const module = await readFile(join(site.dir, built('games/connect4/connect4-book.js')), 'utf8');
  assert.match(bookFile(), /^games\/connect4\/book-2\.[0-9a-f]{8}\.bin$/);
  assert.ok(module.includes(`\nconst BOOK = { url: new URL('./${bookFile().split('/').pop()}', import.meta.url), depth: 2, exact: false };\n`));
  const sw = await readFile(join(site.dir, 'sw.js'), 'utf8');
  assert.ok(JSON.parse(/const FILES = (\[.*\]);/.exec(sw)[1]).includes(bookFile()));
  const info = JSON.parse(await readFile(join(site.dir, 'build-info.json'), 'utf8'));
  assert.deepEqual({ ...info.connect4Book, gzip: typeof info.connect4Book.gzip }, { file: bookFile(), source: 'games/connect4/book-2.bin', depth: 2, exact: false, bytes: 89, gzip: 'number' });
});

test('only Connect Four fetches the book, once, on its first evaluation; its scores are then exact at every column', async () => {
  const { browser, requests, bookRequests } = await browserOn(site.dir);
  try {
    // Every other registered game's page, opened as its tests.json "open" says.
    const others = manifest.filter((g) => g.name !== 'connect4')
      .map((g) => [`/${g.page}${gameData(g.name, 'open') ? `?${gameData(g.name, 'open')}` : ''}`, g.elements[0].tag]);
    for (const [path, tag] of others) {
      const page = await browser.newPage(path);
      await settled(page, tag);
      await page.waitForTimeout(300);
      assert.deepEqual(problems(page), [], path);
      await page.close();
    }
    const page = await browser.newPage('/connect4.html?players=hh&storage-key=t-book');
    await settled(page, TAG);
    await page.waitForTimeout(300);
    assert.ok(requests.some((p) => p === `/${built('games/connect4/connect4-page.js')}`), 'the log sees the page\'s requests');
    assert.equal(bookRequests(), 0, 'no game fetched the book before Connect Four\'s first evaluation');
    assert.ok(!requests.includes(`/${built('common/engine-resource.js')}`), 'nor the module that fetches it');
    assert.match(await rulesComputer(page), /opening book of every position up to 2 discs \(it is fetched the first time an evaluation or the perfect level needs it\)/);

    const first = await evaluate(page);
    assert.deepEqual(first.columns, exact(fakeEmptyBoard), 'the fake book\'s values, not Connect Four\'s: they came from the book');
    assert.equal(bookRequests(), 1);
    assert.ok(requests.includes(`/${built('common/engine-resource.js')}`));
    assert.match(await shadowText(page, '.eval-summary'), /^Every column is proven \(\d\.\d s\)\. Best: columns 1 and 7 \(a draw\)\.$/);
    assert.match(await rulesComputer(page), /\(it is loaded\), so those moves are proven/);
    assert.match(await shadowText(page, '.book-evaluations'), /^Every column of the first 2 moves is scored exactly at once from the opening book\./);

    await playKey(page, TAG, '4');
    const second = await evaluate(page);
    assert.deepEqual(second.columns, exact(fakeAfter4));
    assert.equal(bookRequests(), 1, 'fetched once for the worker\'s life');
    const everything = await page.evaluate((t) => document.querySelector(t).shadowRoot.textContent, TAG);
    assert.doesNotMatch(everything, /not proven within the budget/);
    assert.deepEqual(problems(page), []);
    await page.close();
  } finally {
    await browser.close();
  }
});

test('the perfect level plays its first move from the book: proven at once, no search', async () => {
  const { browser, bookRequests } = await browserOn(site.dir);
  try {
    const page = await browser.newPage('/connect4.html?players=ph&seed=1&storage-key=t-book-perfect');
    const snap = await settled(page, TAG);
    const reply = await page.evaluate((t) => document.querySelector(t).lastComputerMove, TAG);
    assert.equal(snap.view.moves.length, 1);
    assert.ok(['1', '7'].includes(snap.view.moves), snap.view.moves);  // the fake book's best: a draw at either edge
    assert.deepEqual({ proven: reply.proven, nodes: reply.nodes, lower: reply.lower, upper: reply.upper }, { proven: true, nodes: 0, lower: 0, upper: 0 });
    assert.equal(reply.text, 'Perfect play: a draw.');
    assert.equal(bookRequests(), 1);
    assert.deepEqual(problems(page), []);
    await page.close();
  } finally {
    await browser.close();
  }
});

test('a corrupt book is refused with a notice in the page\'s words; the evaluations search as before', async () => {
  const corrupt = `${site.dir}-corrupt`;
  await cp(site.dir, corrupt, { recursive: true });
  const path = join(corrupt, bookFile());
  const bytes = await readFile(path);
  bytes[70] ^= 1;
  await writeFile(path, bytes);
  const { browser, bookRequests } = await browserOn(corrupt);
  try {
    const page = await browser.newPage('/connect4.html?players=hh&storage-key=t-book-corrupt');
    await settled(page, TAG);
    await playKey(page, TAG, '4');
    await playKey(page, TAG, '4');
    const evaluation = await evaluate(page);
    assert.equal(bookRequests(), 1);
    assert.equal(await shadowText(page, '[part="notice"]'), 'The opening book is corrupt: its checksum does not match its contents.'
      + ' The computer and the evaluations search without the book instead, more slowly.');
    assert.match(await rulesComputer(page), /^the opening book could not be used \(The opening book is corrupt: its checksum does not match its contents\), so the perfect level is only perfect once its search fits the budget/);
    // Searched: the true scores (or bounds around them), never the fake book's.
    assert.equal(evaluation.columns.length, 7);
    assert.notDeepEqual(evaluation.columns, exact(fakeAfter4));
    // The reason in French on a French page (the core's message id, web/common/words/fr.js).
    // The element takes its language when it starts, so lang is set once the document is parsed,
    // before any of the page's scripts run (after newPage returned would race the element's start).
    const french = await browser.newPage('/connect4.html?players=hh&storage-key=t-book-corrupt-fr', {
      init: () => document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector('connect4-game')?.setAttribute('lang', 'fr');
      }),
    });
    await settled(french, TAG);
    await evaluate(french);
    assert.equal(await shadowText(french, '[part="notice"]'), 'La bibliothèque d’ouvertures est corrompue : sa somme de contrôle ne correspond pas à son contenu.'
      + ' L’ordinateur et les évaluations cherchent sans le livre à la place, plus lentement.');
    // Met by the perfect level's move: said over the move it made, which was searched.
    const perfect = await browser.newPage('/connect4.html?players=ph&fast&storage-key=t-book-corrupt-perfect');
    const snap = await settled(perfect, TAG);
    assert.equal(snap.view.moves.length, 1);
    assert.equal(await shadowText(perfect, '[part="notice"]'), 'The opening book is corrupt: its checksum does not match its contents.'
      + ' The computer and the evaluations search without the book instead, more slowly.');
    assert.equal((await perfect.evaluate((t) => document.querySelector(t).lastComputerMove, TAG)).proven, false, 'the empty board is not proven by 3M nodes');
    assert.deepEqual(problems(page, french, perfect), []);
  } finally {
    await browser.close();
    await rm(corrupt, { recursive: true, force: true });
  }
});

test('a book the server does not have: no notice, the rules say so, the evaluations search, and the next one tries again', async () => {
  const lost = `${site.dir}-lost`;
  await cp(site.dir, lost, { recursive: true });
  await rm(join(lost, bookFile()));
  const { browser, bookRequests } = await browserOn(lost);
  try {
    const page = await browser.newPage('/connect4.html?players=hh&storage-key=t-book-lost');
    await settled(page, TAG);
    const first = await evaluate(page);
    assert.notDeepEqual(first.columns, exact(fakeEmptyBoard));
    assert.equal(await shadowText(page, '[part="notice"]'), '');
    assert.match(await rulesComputer(page), /^the opening book could not be fetched, so for now the perfect level is only perfect once its search fits the budget.* It is tried again at the next evaluation or perfect move\.$/);
    await playKey(page, TAG, '4');
    await evaluate(page);
    assert.equal(bookRequests(), 2);
    assert.deepEqual(problems(page), [`HTTP 404: ${browser.url}${bookFile()}`, `HTTP 404: ${browser.url}${bookFile()}`]);
  } finally {
    await browser.close();
    await rm(lost, { recursive: true, force: true });
  }
});

test('after the first visit the book comes from the offline cache: exact scores with the server stopped', async () => {
  const browser = await openBrowser({ root: site.dir });
  try {
    const page = await browser.newPage('/connect4.html?players=hh&storage-key=t-book-offline');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    const cached = await page.evaluate(async (path) => Boolean(await caches.match(path)), BOOK_PATH);
    assert.ok(cached, 'the service worker cached the book with the rest of the build');
    await browser.stopServer();
    await page.reload({ waitUntil: 'load' });
    await settled(page, TAG);
    const evaluation = await evaluate(page);
    assert.deepEqual(evaluation.columns, exact(fakeEmptyBoard));
    // The service worker serves the engine's worker too: it starts offline, nothing to warn about.
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
  }
});

test('the standalone Connect Four file carries the book and answers from it opened from disk; other games\' files do not', async () => {
  const standalone = join(site.dir, 'standalone');
  const html = await readFile(join(standalone, 'connect4.html'), 'utf8');
  // Gzipped (the loader unpacks it): the very bytes of the site's book inside.
  const carried = new RegExp(`"${bookFile().replace(/\./g, '\\.')}":\\{"type":"application/octet-stream","gzip":"([A-Za-z0-9+/=]+)"\\}`).exec(html);
  assert.ok(carried, 'the book is in the file, gzipped');
  assert.deepEqual(gunzipSync(Buffer.from(carried[1], 'base64')), await readFile(join(site.dir, bookFile())));
  for (const other of [...manifest.filter((g) => g.name !== 'connect4').map((g) => g.page), 'index.html']) {
    assert.ok(!(await readFile(join(standalone, other), 'utf8')).includes(bookFile().split('/').pop()), other);
  }
  const browser = await openBrowser();
  try {
    const page = await browser.newPage(`${pathToFileURL(join(standalone, 'connect4.html')).href}?players=hh&storage-key=t-book-disk`);
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot?.save, TAG, { timeout: 30000 });
    const evaluation = await evaluate(page);
    assert.deepEqual(evaluation.columns, exact(fakeEmptyBoard));
    // The evaluation ran on the page's thread, said once: workers cannot start from disk.
    assert.deepEqual(page.problems, [FROM_DISK]);
    // A browser that cannot unpack it still plays: the book is refused with the page's notice.
    const older = await browser.newPage(`${pathToFileURL(join(standalone, 'connect4.html')).href}?players=hh&storage-key=t-book-disk-old`,
      { init: () => { delete globalThis.DecompressionStream; } });
    await older.waitForFunction((t) => document.querySelector(t)?.snapshot?.save, TAG, { timeout: 30000 });
    const searched = await evaluate(older);
    assert.notDeepEqual(searched.columns, exact(fakeEmptyBoard));
    assert.equal(await shadowText(older, '[part="notice"]'), 'The opening book is not a book file (0 bytes, no "C4BOOK1" header).'
      + ' The computer and the evaluations search without the book instead, more slowly.');
    assert.deepEqual(older.problems, [FROM_DISK]);
  } finally {
    await browser.close();
  }
});
