// gallery.test.mjs: the gallery page in Chromium: content, links, CSP, no console problems, screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { manifest } from '../game-data.mjs';

// The registered games' titles, in gallery order (dist/games.json).
const GAMES = manifest.map((g) => g.title);

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

// Every card's one link: [text, href].
const LINKS = Object.fromEntries(manifest.map((g) => [g.title, [[g.title, g.page]]]));

test('gallery lists every registered game, every one playable', async () => {
  const page = await browser.newPage('/index.html');
  assert.equal(page.response.status(), 200);
  assert.equal(await page.title(), 'Kata Arcade');
  // A stray byte before <!doctype> would silently switch the page to quirks mode.
  assert.equal(await page.evaluate(() => document.compatMode), 'CSS1Compat');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Kata Arcade');

  const cards = page.locator('main li.card');
  assert.equal(await cards.count(), GAMES.length);
  assert.deepEqual(await cards.locator('h3').allTextContents(), GAMES);

  for (const [name, links] of Object.entries(LINKS)) {
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    const found = await card.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    assert.deepEqual(found, links, name);
    assert.equal(await card.getByText('Coming soon', { exact: true }).count(), 0, name);
  }
  // Each card has its own accent colour (written from the game's game.json).
  const accents = await cards.evaluateAll((cs) => cs.map((c) => getComputedStyle(c).borderTopColor));
  assert.equal(new Set(accents).size, GAMES.length, accents.join(' '));

  const csp = page.response.headers()['content-security-policy'] ?? '';
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(csp, /default-src 'none'/);
  assert.equal(await page.locator('meta[http-equiv="Content-Security-Policy"]').count(), 1);

  await browser.screenshot(page, 'gallery-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await browser.screenshot(page, 'gallery-dark');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Every file index.html refers to, as the browser would resolve it (fragments and data: excluded).
async function references(page) {
  return page.evaluate(() => {
    const urls = [...document.querySelectorAll('[src], [href]')]
      .map((el) => new URL(el.getAttribute('src') ?? el.getAttribute('href'), document.baseURI))
      .filter((u) => u.origin === location.origin && !(u.pathname === location.pathname && u.hash));
    return [...new Set(urls.map((u) => `${u.origin}${u.pathname}`))];
  });
}

test('every file index.html references is served with 200', async () => {
  const page = await browser.newPage('/index.html');
  const urls = (await references(page)).filter((u) => !u.endsWith('.html'));
  assert.ok(urls.length >= 2, `too few references found: ${urls}`);
  for (const url of urls) assert.equal((await fetch(url)).status, 200, url);
  await page.close();
});

// Every page is served whole: its shared head and crumbs were put in by the bundler (web/partials/).
test('every page index.html links to is served with 200, its shared lines included', async () => {
  const page = await browser.newPage('/index.html');
  const urls = (await references(page)).filter((u) => u.endsWith('.html'));
  assert.ok(urls.length >= 4, `too few pages linked: ${urls}`);
  for (const url of [page.url(), ...urls]) {
    const response = await fetch(url);
    assert.equal(response.status, 200, url);
    const html = await response.text();
    assert.doesNotMatch(html, /<!-- include:/, url);
    assert.equal(html.match(/<meta http-equiv="Content-Security-Policy"/g)?.length, 1, url);
    assert.match(html, /^<!-- [a-z0-9-]+\.html: .+ -->\n<!doctype html>\n<html lang="en">\n<head>\n {2}<meta charset="utf-8">\n/, url);
    if (!url.endsWith('/index.html')) assert.match(html, /<nav class="crumbs" aria-label="Site"[ >]/, url);
  }
  await page.close();
});
