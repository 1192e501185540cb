// embed-language.test.mjs: an embedded element (components/<element>.js on a host's own page) speaks one language, its labels and the core's sentences alike: its lang, else the page's, else the browser's (French here), else English.
//
// The host pages are served at /embed/* beside dist/ (context.route, with the site's policy): no
// arcade script but the element's, no language switch, no service worker. Each page shows one
// element; the test reads its page words (headline, buttons) and the core's sentences (Connect
// Four's status line, its status after a move, a refused move; Greed's refusal), each an exact
// string of the catalogues (web/**/*-words.js, web/common/words/<lang>.js, web/games/<game>/<game>-messages-<lang>.js, the core's English).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { CSP } from '../../scripts/serve.mjs';
import { builtName } from '../game-data.mjs';
import { openBrowser } from './harness.mjs';

// What each game shows, in each language. Connect Four: the headline and the buttons are page
// words; the line under the board is the core's status (after a drop, the drop: a page sentence);
// the new game's announcement is its title and the core's status, a drop's is the drop and the
// core's new status; a drop in a full column is the core's refusal. Greed: the headline and the
// buttons are page words, banking before a roll is the core's refusal.
const CONNECT4 = {
  en: { started: 'New game: Two players. Red to move.', headline: 'Red to play', status: 'Red to move.', newGame: 'New game', undo: '↶ Undo',
    dropped: 'Red drops a disc in column 4, row 6.', next: 'Yellow to move.', full: 'Column 4 is full.' },
  fr: { started: 'Nouvelle partie : Deux joueurs. À Rouge de jouer.', headline: 'À Rouge de jouer', status: 'À Rouge de jouer.', newGame: 'Nouvelle partie', undo: '↶ Annuler',
    dropped: 'Rouge lâche un jeton dans la colonne 4, rangée 6.', next: 'À Jaune de jouer.', full: 'La colonne 4 est pleine.' },
  it: { started: 'Nuova partita: Due giocatori. Tocca a Rosso.', headline: 'Tocca a Rosso', status: 'Tocca a Rosso.', newGame: 'Nuova partita', undo: '↶ Annulla',
    dropped: 'Rosso lascia una pedina nella colonna 4, riga 6.', next: 'Tocca a Giallo.', full: 'La colonna 4 è piena.' },
  he: { started: 'משחק חדש: שני שחקנים. תור אדום.', headline: 'תור אדום', status: 'תור אדום.', newGame: 'משחק חדש', undo: '↶ בטל',
    dropped: 'אדום מפיל דסקית לעמודה 4, שורה 6.', next: 'תור צהוב.', full: 'עמודה 4 מלאה.' },
};
const GREED = {
  en: { headline: 'Player 1’s turn', roll: 'Roll 5 dice', bank: 'Bank', newGame: 'New game', bankFirst: 'Roll at least once before banking.' },
  fr: { headline: 'Au tour de Joueur 1', roll: 'Lancer 5 dés', bank: 'Banque', newGame: 'Nouvelle partie',
    bankFirst: 'Lancez au moins une fois avant de mettre en banque.' },
  it: { headline: 'Tocca a Giocatore 1', roll: 'Lancia 5 dadi', bank: 'Banca', newGame: 'Nuova partita',
    bankFirst: 'Tira almeno una volta prima di mettere in banca.' },
  he: { headline: 'התור של שחקן 1', roll: 'הטלת 5 קוביות', bank: 'הפקדה', newGame: 'משחק חדש', bankFirst: 'יש להטיל לפחות פעם אחת לפני ההפקדה בבנק.' },
};

// The host pages: the browser's language, <html lang> (null: none), the element's own lang, and the language expected.
const CASES = [
  { name: 'no lang anywhere, a French browser', browser: 'fr-FR', html: null, own: null, lang: 'fr' },
  { name: '<html lang="fr">, an English browser', browser: 'en-US', html: 'fr', own: null, lang: 'fr' },
  { name: '<html lang="he">, a French browser (right to left)', browser: 'fr-FR', html: 'he', own: null, lang: 'he' },
  { name: '<html lang="en">, a French browser', browser: 'fr-FR', html: 'en', own: null, lang: 'en' },
  { name: 'lang="it" on the element in an English page, a French browser', browser: 'fr-FR', html: 'en', own: 'it', lang: 'it' },
];

const pages = new Map();   // /embed/<name>.html → its HTML
const browsers = {};       // locale → the harness's browser, opened on first use

/** The harness's browser in `locale`, which serves the host pages of `pages`. */
async function browserIn(locale) {
  if (browsers[locale]) return browsers[locale];
  const browser = await openBrowser({ serviceWorkers: 'block', locale });
  await browser.context.route((url) => url.pathname.startsWith('/embed/'), (route) => {
    const html = pages.get(new URL(route.request().url()).pathname);
    return route.fulfill(html === undefined ? { status: 404, body: 'Not Found' }
      : { status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body: html });
  });
  browsers[locale] = browser;
  return browser;
}

after(async () => {
  for (const browser of Object.values(browsers)) await browser.close();
});

/** Opens a host page embedding `<tag attributes>` as `c` says; resolves once its game shows. */
async function host(c, tag, attributes) {
  const browser = await browserIn(c.browser);
  const path = `/embed/${tag}-${CASES.indexOf(c)}.html`;
  pages.set(path, `<!doctype html>
<html${c.html ? ` lang="${c.html}"` : ''}><head><meta charset="utf-8"><title>A host page</title><link rel="icon" href="data:,">
<script type="module" src="/components/${tag}.js"></script>
</head><body><h1>My games</h1>
<${tag} ${attributes} storage-key="embed-${CASES.indexOf(c)}"${c.own ? ` lang="${c.own}"` : ''}></${tag}>
</body></html>
`);
  const page = await browser.newPage(path);
  await page.waitForFunction((t) => {
    const game = document.querySelector(t);
    return Boolean(game?.snapshot) && game.shadowRoot.querySelector('.game')?.hidden === false;
  }, tag);
  return page;
}

/** The element's visible texts: for each name, its selector's text in the shadow root (trimmed), or null. */
const textsOf = (page, tag, selectors) => page.evaluate(([t, wanted]) => {
  const root = document.querySelector(t).shadowRoot;
  return Object.fromEntries(Object.entries(wanted).map(([name, selector]) => [name, root.querySelector(selector)?.textContent.trim() ?? null]));
}, [tag, selectors]);

/** Waits until the element's `selector` shows some text and returns it. */
async function shown(page, tag, selector) {
  await page.waitForFunction(([t, s]) => document.querySelector(t).shadowRoot.querySelector(s)?.textContent.trim(), [tag, selector]);
  return (await textsOf(page, tag, { text: selector })).text;
}

/** The element's language as it tells it (lang and dir of its root) and the browser's languages. */
const languageOfPage = (page, tag) => page.evaluate((t) => {
  const root = document.querySelector(t).shadowRoot.querySelector('.root');
  return { lang: root.getAttribute('lang'), dir: root.getAttribute('dir'), languages: [...navigator.languages] };
}, tag);

for (const c of CASES) {
  test(`<connect4-game>: ${c.name}: labels and the core's sentences all in ${c.lang}`, async (t) => {
    const page = await host(c, 'connect4-game', 'players="hh" fast');
    const want = CONNECT4[c.lang];
    const told = await languageOfPage(page, 'connect4-game');
    t.diagnostic(`navigator.languages ${JSON.stringify(told.languages)}`);
    assert.equal(told.languages[0], c.browser, 'the browser\'s language');
    assert.deepEqual({ lang: told.lang, dir: told.dir }, { lang: c.lang, dir: c.lang === 'he' ? 'rtl' : 'ltr' });

    const selectors = { headline: '.headline', status: '[part="event"]', newGame: '[part~="new-game-button"]', undo: '[part~="undo-button"]' };
    assert.deepEqual(await textsOf(page, 'connect4-game', selectors),
      { headline: want.headline, status: want.status, newGame: want.newGame, undo: want.undo });

    // The game's first announcement carries the core's status; a drop: the line under the board
    // says it (page words), the announcement adds the core's new status.
    assert.equal(await shown(page, 'connect4-game', '[part="announcer"]'), want.started);
    await page.evaluate(() => document.querySelector('connect4-game').drop(4));
    assert.equal(await shown(page, 'connect4-game', '[part="announcer"]'), `${want.dropped} ${want.next}`);
    assert.equal((await textsOf(page, 'connect4-game', { event: '[part="event"]' })).event, want.dropped);

    // Column 4 filled, one more drop there: the core's refusal in the notice.
    await page.evaluate(() => {
      const game = document.querySelector('connect4-game');
      for (let i = 0; i < 5; i += 1) game.drop(4);
      game.drop(4);
    });
    assert.equal(await page.evaluate(() => document.querySelector('connect4-game').snapshot.view.moves), '444444');
    assert.equal(await shown(page, 'connect4-game', '[part="notice"]'), want.full);
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test(`<greed-game>: ${c.name}: labels and the core's refusal all in ${c.lang}`, async () => {
    const page = await host(c, 'greed-game', 'players="hh" seed="3"');
    const want = GREED[c.lang];
    const told = await languageOfPage(page, 'greed-game');
    assert.deepEqual({ lang: told.lang, dir: told.dir }, { lang: c.lang, dir: c.lang === 'he' ? 'rtl' : 'ltr' });
    const selectors = { headline: '.turn-name', roll: '[part~="roll-button"] .btn-text', bank: '[part~="bank-button"] .btn-text',
      newGame: '[part~="new-game-button"]' };
    assert.deepEqual(await textsOf(page, 'greed-game', selectors),
      { headline: want.headline, roll: want.roll, bank: want.bank, newGame: want.newGame });
    // Banking before the first roll: the core refuses, in the element's language.
    await page.evaluate(() => document.querySelector('greed-game').bank());
    assert.equal(await shown(page, 'greed-game', '[part="notice"]'), want.bankFirst);
    // The core's catalogue it downloaded: its language's shared part and Greed's own, no other game's (none in English).
    const catalogues = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((path) => /\/(common\/words\/[a-z]+|games\/[a-z0-9]+\/[a-z0-9]+-messages-[a-z]+)(\.[0-9a-f]{8})?\.js$/.test(path)).sort());
    assert.deepEqual(catalogues, c.lang === 'en' ? [] : [`/common/words/${c.lang}.js`, `/games/greed/greed-messages-${c.lang}.js`].map((p) => `/${builtName(p.slice(1))}`).sort());
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('a lang changed after the start changes nothing: labels and the core\'s sentences stay in the language the element started in', async () => {
  const c = { browser: 'en-US' };
  const browser = await browserIn(c.browser);
  // A French element beside it loads the French catalogue, so a sentence could turn French.
  pages.set('/embed/late-lang.html', `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A host page</title><link rel="icon" href="data:,">
<script type="module" src="/components/connect4-game.js"></script>
</head><body><h1>My games</h1>
<connect4-game id="it" lang="it" players="hh" fast coach="on" storage-key="embed-late-it"></connect4-game>
<connect4-game id="fr" lang="fr" players="hh" fast storage-key="embed-late-fr"></connect4-game>
</body></html>
`);
  const page = await browser.newPage('/embed/late-lang.html');
  await page.waitForFunction(() => [...document.querySelectorAll('connect4-game')].every((g) => g.snapshot && g.shadowRoot.querySelector('.game')?.hidden === false));
  const tag = 'connect4-game#it';
  await page.evaluate(() => {
    document.documentElement.lang = 'he';
    document.querySelector('#it').setAttribute('lang', 'fr');
  });
  // The coach too (on from the attribute): its line after the drop below is Italian.
  const coachLine = () => page.waitForFunction(() => document.querySelector('#it').shadowRoot.querySelector('.coach-now')?.textContent.trim() || null)
    .then((line) => line.jsonValue());
  const want = CONNECT4.it;
  await page.evaluate(() => document.querySelector('#it').drop(4));
  assert.equal(await shown(page, tag, '[part="announcer"]'), `${want.dropped} ${want.next}`);
  assert.match(await coachLine(), /^Giocando al meglio da qui: /);
  assert.equal((await textsOf(page, tag, { coach: '[part~="coach-button"]' })).coach, '◔ Allenatore');
  await page.evaluate(() => {
    const game = document.querySelector('#it');
    for (let i = 0; i < 6; i += 1) game.drop(4);
  });
  assert.equal(await shown(page, tag, '[part="notice"]'), want.full);
  assert.deepEqual(await textsOf(page, tag, { headline: '.headline', newGame: '[part~="new-game-button"]' }),
    { headline: want.headline, newGame: want.newGame });
  assert.equal((await languageOfPage(page, tag)).lang, 'it');
  // The French one is French.
  assert.equal((await textsOf(page, 'connect4-game#fr', { headline: '.headline' })).headline, CONNECT4.fr.headline);
  assert.deepEqual(page.problems, []);
  await page.close();
});
