// hebrew.test.mjs: every game page in Hebrew, right to left, at 1280×800 and 390×844 (Sudoku's also with a hint open): its board and controls in view, axe clean, the words from the Hebrew catalogues (no English left, coaches on too; in Italian no English either), screenshots build/screenshots/he-<game>-<w>x<h>.png.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { distDir, openBrowser, repoRoot } from './harness.mjs';
import { axeViolations, loadDistArcade, playKey, withoutAborted } from './helpers.mjs';
import { builtName, gameData, games, playPath, tagOf } from '../game-data.mjs';

const VIEWPORTS = [[1280, 800], [390, 844]];
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// Each registered game mid-game, as in-view.test.mjs plays it (its tests.json "play"); `newGame`:
// the catalogue key of its new-game button.
const GAMES = games.map((game) => {
  const { keys, guesses, hint, newGame } = gameData(game, 'play');
  return { game, tag: tagOf(game), path: playPath(game, 't-he'), keys, guesses, hint, newGame };
});

// Latin words a Hebrew page may show: keys on the keyboard, the names of the technologies, calls
// and rule names that stay French (in a lang="fr" element), cell names ("r3c4") and technique names.
const LATIN_ALLOWED = new Set(['Ctrl', 'Shift', 'Enter', 'Del', 'Delete', 'Home', 'End', 'JavaScript', 'WebAssembly', 'English', 'XY', 'XYZ', 'Code', 'Jam', 'Join']);

// The names Cul de chouette's rules give in French stay French in every language (its combinations,
// tokens, packs and birds), as the core's catalogues keep them: they are not English left behind.
const FRENCH_TERMS = ['Cul de chouette siroté', 'Cul de chouette', 'Chouette-Velute', 'Chouette', 'Velute', 'Suite', 'Néant',
  'Civet doublé', 'Civet', 'Grelottine', 'Passe-Grelot', 'Boucliette', 'Soufflette', 'Artichette', 'Bleu-Rouge', 'Attrape-Oiseau',
  'Verdier', 'Vert-Linette', 'Doublette', 'Lance-Civet', 'Achat', 'Jarret', 'Bévue', 'Sirotage', 'sirotage', 'siroté', 'Linotte', 'Alouette', 'Fauvette',
  'Mouette', 'Bergeronnette'].sort((a, b) => b.length - a.length);

// English words that are no Italian words: an Italian page that shows one has English left in it.
const ENGLISH = ['the', 'and', 'of', 'to', 'is', 'with', 'for', 'from', 'by', 'your', 'you', 'this', 'that', 'on', 'at', 'it', 'or',
  'be', 'are', 'has', 'have', 'who', 'each', 'then', 'after', 'before', 'not', 'throw', 'throws', 'wins', 'win', 'won', 'points',
  'player', 'players', 'score', 'turn', 'game', 'bet', 'bets', 'call', 'calls', 'first', 'last', 'next', 'keep',
  'keeps', 'pass', 'challenge', 'loses', 'nothing', 'undo', 'redo', 'new', 'start', 'guess', 'guesses', 'codes', 'move', 'moves',
  'column', 'roll', 'bank', 'hint', 'hints', 'red', 'yellow', 'draw', 'best', 'play', 'over', 'left', 'still', 'possible', 'chance',
  'reading', 'mistake', 'proven', 'techniques', 'steps', 'needed', 'asked', 'once', 'times', 'rules', 'keys', 'table', 'wait'];

/** Sudoku (`hint`): its hint panel opened, so the scans and the screenshots cover the hint's title and explanation. */
async function openHint(page, { tag, hint }) {
  if (!hint) return;
  await page.locator(`${tag} [part~="hint-button"]`).click();
  await page.locator(`${tag} .hint-text`).waitFor({ state: 'visible' });
}

let browser;
let hebrew;  // t() over every catalogue, in Hebrew
before(async () => {
  browser = await openBrowser();
  // The player chose Hebrew with the header's switch (page-words.js's store), before any page loads.
  await browser.context.addInitScript(() => localStorage.setItem('kata-arcade:lang', JSON.stringify({ v: 1, data: 'he' })));
  const module = (path) => import(pathToFileURL(join(distDir, ...builtName(path).split('/'))).href);
  const { wordsIn } = await module('common/page-words.js');
  const catalogues = await Promise.all(['common/common-words.js', ...games.map((game) => `games/${game}/${game}-words.js`)].map(module));
  hebrew = wordsIn('he', ...catalogues.map((m) => m.default));
});
after(async () => { await browser?.close(); });

/** The part's box in window coordinates, or null when the element shows no such part. */
const box = (page, tag, part) => page.evaluate(([t, p]) => {
  const node = document.querySelector(t).shadowRoot.querySelector(`[part~="${p}"]`);
  if (!node || !node.getClientRects().length) return null;
  const r = node.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
}, [tag, part]);

/**
 * The words the page shows (text, aria-label, title, placeholder) in its light DOM and the
 * element's shadow root, its folds opened, that are not in the page's language `lang`: for Hebrew
 * every Latin word but the allowed ones, for Italian the English words above. Not counted: <kbd>,
 * what says it is in another language (lang="fr" calls, the language switch's own names), the French
 * terms of the rules, and the core's own status sentence (its words are the core catalogues', words.js).
 */
const foreignWords = (page, tag, lang = 'he') => page.evaluate(([t, language, allowed, terms, english]) => {
  const game = document.querySelector(t);
  for (const fold of game.shadowRoot.querySelectorAll('details')) fold.open = true;
  const status = game.snapshot?.status?.text ?? '';
  const found = new Set();
  const look = (text, node) => {
    if (!text || (status && text.includes(status))) return;
    const el = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    if (!el || el.closest('kbd, script, style, [hidden]')) return;
    // English is never another language on purpose: an element that says lang="en" is English left.
    const tagged = el.closest('[lang]')?.getAttribute('lang');
    if (tagged && tagged !== language && !tagged.startsWith('en')) return;
    const rest = terms.reduce((left, term) => left.split(term).join(' '), text);
    for (const word of rest.match(/[A-Za-z]{2,}/g) ?? []) {
      if (language === 'it' ? english.includes(word.toLowerCase()) : !allowed.includes(word)) found.add(`${word} (${text.trim().slice(0, 60)})`);
    }
  };
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      for (const name of ['aria-label', 'title', 'placeholder']) look(el.getAttribute(name), el);
      for (const child of el.childNodes) if (child.nodeType === Node.TEXT_NODE && el.getClientRects().length) look(child.textContent, child);
    }
  };
  walk(document.body);
  walk(game.shadowRoot);
  return [...found];
}, [tag, lang, [...LATIN_ALLOWED], FRENCH_TERMS, ENGLISH]);

for (const g of GAMES) {
  test(`${g.game} in Hebrew: right to left, words from the Hebrew catalogues, board and controls in view, axe clean`, async () => {
    const page = await browser.newPage(g.path);
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, g.tag);
    for (const key of g.keys) await playKey(page, g.tag, key);
    for (const guess of g.guesses ?? []) {
      for (const key of guess) await page.keyboard.press(key);
      await playKey(page, g.tag, 'Enter');
    }
    const dirs = await page.evaluate((t) => {
      const root = document.querySelector(t).shadowRoot.querySelector('.root');
      return { page: [document.documentElement.lang, document.documentElement.dir], element: [root.lang, root.dir] };
    }, g.tag);
    assert.deepEqual(dirs, { page: ['he', 'rtl'], element: ['he', 'rtl'] });
    const newGame = await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part~="new-game-button"]')?.textContent.trim(), g.tag);
    assert.equal(newGame, hebrew(g.newGame), 'the new-game button says it in Hebrew');
    // One language switch on the page, the header's menu or the element's own (data-lang buttons), showing the choice.
    const switches = await page.evaluate((t) => [
      ...[...document.querySelectorAll('.language-switch select')].map((menu) => `menu ${menu.value}`),
      ...[...document.querySelector(t).shadowRoot.querySelectorAll('[role="group"]:has(> button[data-lang])')]
        .map((group) => `buttons ${group.querySelector('[aria-pressed="true"]')?.dataset.lang}`),
    ], g.tag);
    assert.equal(switches.length, 1, `one language switch: ${switches.join(', ')}`);
    assert.match(switches[0], / he$/, 'the switch shows the choice');

    await mkdir(join(repoRoot, 'build', 'screenshots'), { recursive: true });
    const outside = [];
    for (const [width, height] of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const part of ['board', 'controls']) {
        const r = await box(page, g.tag, part);
        assert.ok(r, `${g.tag} shows a "${part}" part at ${width}×${height}`);
        if (r.top < -0.5 || r.left < -0.5 || r.bottom > height + 0.5 || r.right > width + 0.5) {
          outside.push(`${part} at ${width}×${height}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
        }
      }
      await page.screenshot({ path: join(repoRoot, 'build', 'screenshots', `he-${g.game}-${width}x${height}.png`) });
    }
    assert.deepEqual(outside, [], 'parts outside the window');
    // Sudoku with its hint open (among the controls, in view: in-view.test.mjs), build/screenshots/he-sudoku-hint-<w>x<h>.png.
    if (g.hint) {
      await openHint(page, g);
      for (const [width, height] of VIEWPORTS) {
        await page.setViewportSize({ width, height });
        await page.locator(`${g.tag} [part="hint-panel"]`).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(repoRoot, 'build', 'screenshots', `he-${g.game}-hint-${width}x${height}.png`) });
      }
    }
    assert.deepEqual(page.problems, []);
    // axe last: its checks insert styles the page's Content-Security-Policy refuses (console errors).
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.deepEqual(await axeViolations(page), []);
    await page.close();
  });

  test(`${g.game} in Hebrew: no English word left on the page`, async () => {
    const page = await browser.newPage(g.path.replace('t-he', 't-he-words'));
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, g.tag);
    for (const key of g.keys) await playKey(page, g.tag, key);
    await openHint(page, g);
    assert.deepEqual(await foreignWords(page, g.tag), []);
    await page.close();
  });
}

// The puzzle's first hint, worded by the core's catalogues (web/common/words/) under the page's title in the same language.
const HINTS = {
  fr: ['Indice : Singleton caché', 'Singleton caché : dans le bloc 2, 8 ne peut aller qu’en r1c6.', 'Donc 8 va en r1c6.'],
  he: ['רמז: יחיד נסתר', 'יחיד נסתר: בריבוע 2, 8 יכול להיכנס רק ל־\u2060r1c6.', 'לכן 8 נכנס ב-r1c6.'],
};

test('Sudoku\'s hint in French and in Hebrew: its title and explanation in the page\'s language', async () => {
  const arcade = await loadDistArcade();
  assert.equal(arcade.sudoku.hint(PUZZLE).explanation, 'Hidden single: in box 2, 8 fits only in r1c6.', 'the English the page translates');
  for (const [lang, expected] of Object.entries(HINTS)) {
    const opened = lang === 'he' ? browser : await browserIn(lang, false);
    try {
      const page = await playedPage(opened, { tag: 'sudoku-game', path: `/sudoku.html?storage-key=t-hint-${lang}#${PUZZLE}`, hint: true });
      const shown = await page.evaluate(() => ['.hint-title', '.hint-text', '.hint-leads'].map((s) => document.querySelector('sudoku-game').shadowRoot.querySelector(s).textContent));
      assert.deepEqual(shown, expected, lang);
      assert.deepEqual(page.problems, []);
      await page.close();
    } finally {
      if (opened !== browser) await opened.close();
    }
  }
});

test('the scan for English words finds them: an English page fails it', async () => {
  const page = await browser.newPage('/greed.html?players=hh&seed=5&storage-key=t-he-en');
  await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  // The element follows its own lang over the page's.
  await page.evaluate(() => {
    const old = document.querySelector('greed-game');
    const fresh = document.createElement('greed-game');
    fresh.setAttribute('lang', 'en');
    fresh.setAttribute('players', 'hh');
    fresh.setAttribute('storage-key', 't-he-en-2');
    old.replaceWith(fresh);
  });
  await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
  // The snapshot can arrive a frame before the fresh element has drawn its buttons: wait for them.
  await page.waitForFunction(() => document.querySelector('greed-game').shadowRoot?.querySelector('button')?.textContent.trim());
  const found = await foreignWords(page, 'greed-game');
  assert.ok(found.some((w) => w.startsWith('Roll ')), found.join(', '));
  await page.close();
});

test('with no choice the page takes the browser\'s language; the header\'s switch changes it and is remembered', async () => {
  const italian = await openBrowser();
  try {
    await italian.context.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'it-IT', 'en'] }));
    const page = await italian.newPage('/connect4.html?players=hh&storage-key=t-lang');
    await page.waitForFunction(() => document.querySelector('connect4-game')?.snapshot);
    const words = () => page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      newGame: document.querySelector('connect4-game').shadowRoot.querySelector('[part~="new-game-button"]').textContent,
      back: document.querySelector('.back-link').textContent.trim(),
    }));
    assert.deepEqual(await words(), { lang: 'it', dir: 'ltr', newGame: 'Nuova partita', back: '← Tutti i giochi' });
    await Promise.all([page.waitForEvent('load'), page.locator('.language-switch select').selectOption('fr')]);
    await page.waitForFunction(() => document.querySelector('connect4-game')?.snapshot);
    assert.deepEqual(await words(), { lang: 'fr', dir: 'ltr', newGame: 'Nouvelle partie', back: '← Tous les jeux' });
    // The switch reloads the page: what the engine worker was still fetching is dropped, nothing else fails.
    assert.deepEqual(withoutAborted(page.problems), []);
    await page.goto(page.url().replace(/connect4\.html.*/, 'greed.html?players=hh&storage-key=t-lang'));
    await page.waitForFunction(() => document.querySelector('greed-game')?.snapshot);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr', 'the choice holds on every page of the arcade');
  } finally {
    await italian.close();
  }
});

// ---- Italian, and the coaches on: the same scan ---------------------------------------------------

/** A browser whose player chose `lang` with the header's switch (page-words.js's store), the coach remembered on or off. */
async function browserIn(lang, coach) {
  const opened = await openBrowser();
  await opened.context.addInitScript(([l, c]) => {
    localStorage.setItem('kata-arcade:lang', JSON.stringify({ v: 1, data: l }));
    localStorage.setItem('kata-arcade:coach', JSON.stringify({ v: 1, data: c }));
  }, [lang, coach]);
  return opened;
}

/** Opens `path` in `opened`, plays `keys` and `guesses` (Mastermind's codes) and opens Sudoku's hint as the tests above do. */
async function playedPage(opened, { path, tag, keys = [], guesses = [], hint = false }) {
  const page = await opened.newPage(path);
  await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
  for (const key of keys) await playKey(page, tag, key);
  for (const guess of guesses) {
    for (const key of guess) await page.keyboard.press(key);
    await playKey(page, tag, 'Enter');
  }
  await openHint(page, { tag, hint });
  return page;
}

/** Screenshots build/screenshots/<name>-<w>x<h>.png at both viewports (the whole page with `full`), the page left at 1280×800. */
async function shots(page, name, full = false) {
  await mkdir(join(repoRoot, 'build', 'screenshots'), { recursive: true });
  for (const [width, height] of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: join(repoRoot, 'build', 'screenshots', `${name}-${width}x${height}.png`), fullPage: Boolean(full) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('every game in Italian: no English word left on the page', async () => {
  const italian = await browserIn('it', false);
  try {
    for (const g of GAMES) {
      const page = await playedPage(italian, { ...g, path: g.path.replace('t-he', 't-it-words') });
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
      assert.deepEqual(await foreignWords(page, g.tag, 'it'), [], g.game);
      if (g.game === 'chouette') await shots(page, 'it-chouette');
      await page.close();
    }
  } finally {
    await italian.close();
  }
});

/** A seeded game of Connect Four's casual level against itself, played out in node: its save (seed 3: three proven mistakes). */
function casualGame(arcade, seed) {
  let snap = arcade.session.create('connect4', { params: 'cc' }, { seed });
  while (!snap.status.over) snap = arcade.session.computer(snap.save, { seed: seed * 100 + snap.view.moves.length });
  return snap.save;
}

// Each coach on where it has something to say: Connect Four after a whole game with mistakes (the
// bar, the chart of the game, its table, the mistakes to replay), Mastermind after two answers
// (codes left, the chart), Greed's advice after a roll, Sudoku's count of hints.
// game-lists: ok, each coach's own scenario (a save to set up, what it says); a game without a coach has no row.
const COACHED = [
  { game: 'connect4', tag: 'connect4-game', path: '/connect4.html?players=hh&storage-key=t-coach-words', save: (arcade) => casualGame(arcade, 3), speaks: '.coach-mistakes li' },
  { game: 'mastermind', tag: 'mastermind-game', path: '/mastermind.html?storage-key=t-coach-words', guesses: ['1234', '5612'], speaks: '.chart-table' },
  { game: 'greed', tag: 'greed-game', path: '/greed.html?players=hh&seed=5&storage-key=t-coach-words', keys: ['r'], speaks: '.coach-advice:not(:empty)' },
  { game: 'sudoku', tag: 'sudoku-game', path: `/sudoku.html?storage-key=t-coach-words#${PUZZLE}`, speaks: '.coach-now:not(:empty)' },
];

for (const lang of ['he', 'it']) {
  test(`the coaches on in ${lang === 'he' ? 'Hebrew' : 'Italian'}: no English word in what they say`, async () => {
    const arcade = await loadDistArcade();
    const opened = await browserIn(lang, true);
    try {
      for (const g of COACHED) {
        const page = await playedPage(opened, g);
        if (g.save) await page.evaluate(([t, save]) => document.querySelector(t).loadGame(save), [g.tag, g.save(arcade)]);
        await page.waitForFunction(([t, s]) => document.querySelector(t).shadowRoot.querySelector(s), [g.tag, g.speaks], { timeout: 60000 });
        const said = await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('.coach-now')?.textContent ?? '', g.tag);
        assert.notEqual(said, '', `${g.game}'s coach speaks`);
        assert.deepEqual(await foreignWords(page, g.tag, lang), [], g.game);
        if (await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('.chart') !== null, g.tag)) {
          // What the coach says in view, its table unfolded (foreignWords opened it).
          await page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('.chart').scrollIntoView({ block: 'start' }), g.tag);
          await shots(page, `${lang}-coach-${g.game}`);
        }
        assert.deepEqual(page.problems, [], g.game);
        await page.close();
      }
    } finally {
      await opened.close();
    }
  });
}

test('Cul de chouette: a whole table with every rule pack and option, its history in Hebrew and in Italian: no English word left', async () => {
  // Four people, Doublette, every pack and option; the legal intents taken in turn so that every kind of move comes up.
  const { session } = await loadDistArcade();
  let s = session.create('chouette', { params: 'hhhh,dbl,sf,bc,ao,art,br,vd,lc,gb,ach,cdb' }, { seed: 3 });
  for (let i = 0; !s.status.over; i += 1) s = session.play(s.save, s.legal[i % s.legal.length], { seed: i });
  const moves = s.save.split(':')[3].split('.').length;
  for (const lang of ['he', 'it']) {
    const opened = await browserIn(lang, true);
    try {
      const page = await opened.newPage('/chouette.html?players=hh&storage-key=t-words-table');
      await page.waitForFunction(() => document.querySelector('chouette-game')?.snapshot);
      // Mid-game (what the table waits for), then over (the winner, the whole history).
      for (const at of [Math.floor(moves / 2), moves]) {
        const save = s.save.replace(/:\d+$/, `:${at}`);
        await page.evaluate((x) => document.querySelector('chouette-game').loadGame(x), save);
        await page.waitForFunction((n) => document.querySelector('chouette-game').shadowRoot.querySelectorAll('.history-move').length === n, at, { timeout: 60000 });
        assert.deepEqual(await foreignWords(page, 'chouette-game', lang), [], `${lang}, ${at} of ${moves} moves`);
        if (at < moves) await shots(page, `${lang}-chouette-table`);
      }
      assert.deepEqual(page.problems, []);
      await page.close();
    } finally {
      await opened.close();
    }
  }
});
