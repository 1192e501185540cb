// chouette.test.mjs: chouette.html in Chromium: a scribe game by keyboard (effects, races, sirotage, undo, referee, reload, FR/EN), the switch to French held until its catalogue is here, computers, Civet and Grelottine, packs and options, setup, links, screenshots.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { ALL_VARIANTS, SW_BLOCKED, loadDistArcade, pressAndWait, screenshotVariants } from './helpers.mjs';

const TAG = 'chouette-game';

// Chromium with the dist/ server, and the engine from dist/ in node as the reference.
let browser;
let arcade;
before(async () => { [browser, arcade] = await Promise.all([openBrowser(), loadDistArcade()]); });
after(() => browser?.close());

// Every test keeps its own saved game (storage-key), so their order does not matter.
const open = (query) => browser.newPage(`/chouette.html?${query}`);
const screenshots = (page, state, variants = ALL_VARIANTS) => screenshotVariants(browser, page, `chouette-${state}`, variants);

/**
 * The end of every test: no console error, failed request or CSP violation on any page; the page's
 * language forgotten (the table's own switch sets it for the whole site); pages closed.
 */
async function done(...pages) {
  // First, so that a failing test does not leave the next ones in its language.
  await pages[0]?.evaluate(() => ['kata-arcade:lang', 'kata-arcade:lang:previous'].forEach((key) => localStorage.removeItem(key)));
  for (const page of pages) assert.deepEqual(page.problems, [], page.url());
  await Promise.all(pages.map((page) => page.close()));
}

/**
 * Waits until the table is shown and the history of a game opened from a link is rebuilt (so that
 * tests read the whole history), and returns the element's snapshot.
 */
async function ready(page) {
  await page.waitForFunction((t) => {
    const game = document.querySelector(t);
    const table = game?.shadowRoot?.querySelector('.game');
    const rebuilding = game?.shadowRoot?.querySelector('.history-note:not([hidden])');
    return game?.snapshot && table && !table.hidden && !rebuilding;
  }, TAG);
  return page.evaluate((t) => document.querySelector(t).snapshot, TAG);
}

/** What the table shows, read from the page (not from the snapshot). */
function shown(page) {
  return page.evaluate((t) => {
    const root = document.querySelector(t).shadowRoot;
    const text = (selector) => root.querySelector(selector)?.textContent.trim() ?? null;
    return {
      save: document.querySelector(t).save,
      headline: text('.headline'),
      combo: text('.combo'),
      explain: text('.explain'),
      what: text('.what'),
      prompt: text('.prompt'),
      notice: text('[part="notice"]'),
      effects: [...root.querySelectorAll('.effects .effect')].map((li) => [...li.children].map((c) => c.textContent)),
      scores: [...root.querySelectorAll('.scores .player')].map((li) => `${li.querySelector('.player-name').textContent} ${li.querySelector('.player-score').lastChild.textContent}`),
      tokens: [...root.querySelectorAll('.scores .player')].map((li) => [...li.querySelectorAll('.token')].map((t) => t.textContent).join(',')),
      dice: [...root.querySelectorAll('.tray .die')].map((d) => d.getAttribute('aria-label')),
      race: [...root.querySelectorAll('.race-row')].map((row) => row.textContent),
      history: [...root.querySelectorAll('.history-move .history-what')].map((p) => p.textContent),
    };
  }, TAG);
}

/** Presses a key that changes the save (or shows a notice) and waits for it. */
const press = (page, key, options) => pressAndWait(page, TAG, key, options);

/** Types dice in scribe mode: every digit but the last only fills the field. */
async function typeDice(page, digits) {
  for (const d of digits.slice(0, -1)) await page.keyboard.press(d);
  await press(page, digits.slice(-1));
}

/** Types a throw and returns what the table shows after it. */
async function thrown(page, digits) {
  await typeDice(page, digits);
  return shown(page);
}

/** A race key: waits until the page shows that player's call, or the race closed. */
async function callKey(page, key, seat) {
  const before = await page.evaluate((t) => document.querySelector(t).save, TAG);
  await page.keyboard.press(key);
  await page.waitForFunction(([t, s, old]) => {
    const game = document.querySelector(t);
    const status = game.shadowRoot.querySelectorAll('.race-status')[s];
    return game.save !== old || (status && status.textContent.startsWith('called'));
  }, [TAG, seat, before]);
  // Calls further apart than the tie window (120 ms) keep their order.
  await page.waitForTimeout(200);
}

// The core's French catalogue, fetched the first time a table switches to French (words.js).
// The French catalogue's two parts: the shared messages and Cul de chouette's own (words.js).
const CATALOGUE_FR = /\/(common\/words\/fr|games\/chouette\/chouette-messages-fr)(\.[0-9a-f]{8})?\.js$/;

const waitSave = (page, old) => page.waitForFunction(([t, before]) => document.querySelector(t).save !== before, [TAG, old]);

/** Waits until the table is drawn in `lang` (its language button pressed). */
const drawnIn = (page, lang) => page.waitForFunction(([t, l]) => document.querySelector(t).shadowRoot
  .querySelector(`button[data-lang="${l}"]`).getAttribute('aria-pressed') === 'true', [TAG, lang]);

/** Clicks the table's language button and waits for the table in it: a first switch waits for the core's catalogue (words.js). */
async function switchLanguage(page, lang) {
  await page.locator(`${TAG} button[data-lang="${lang}"]`).click();
  await drawnIn(page, lang);
}

test('a scribe game by keyboard: effects, both races, a sirotage with bets, undo, referee, reload, French', async () => {
  // race-ms: a race stays open a minute, not 5-8 s, however slow the screenshots taken during one
  // (every race here ends by its calls or by Enter).
  const page = await open('players=hhh&names=Ada,Bob,Cy&scribe&race-ms=60000&storage-key=t-main');
  await ready(page);
  let s = await shown(page);
  assert.equal(s.prompt, 'Ada, Bob and Cy each throw one die: the lowest starts.');

  // Bad dice: the engine's sentence, and nothing changes.
  await page.keyboard.press('7');
  await press(page, 'Enter');
  s = await shown(page);
  assert.equal(s.notice, 'Die 1 of “7” is not a face from 1 to 6.');
  assert.equal(s.save, 'chouette:3:::0');

  s = await thrown(page, '135');
  assert.equal(s.what, 'Throw-off: Ada (1), Bob (3), Cy (5).');
  assert.deepEqual(s.effects, [['Ada', '', 'starts: lowest die of the throw-off (1)']]);
  assert.equal(s.headline, 'Ada’s turn');

  // A normal throw: the chouettes, the cul, the combination explained, its effect listed.
  s = await thrown(page, '235');
  assert.equal(s.combo, 'Velute of 5');
  assert.equal(s.explain, 'Two dice adding up to the third: 2 × 5² = 50 points to the thrower.');
  assert.equal(s.what, 'Ada throws 2 3 5: Velute of 5.');
  assert.deepEqual(s.effects, [['Ada', '+50', 'Velute of 5']]);
  assert.deepEqual(s.dice, ['chouettes: 2', 'chouettes: 3', 'cul: 5']);
  assert.deepEqual(s.scores, ['Ada 50', 'Bob 0', 'Cy 0']);
  // A throw revealed chance: it cannot be undone.
  await press(page, 'u');
  assert.equal((await shown(page)).notice, 'That move cannot be undone: it revealed what chance decided.');

  // A Suite: everyone calls "Grelotte ça picote !" with their key; Bob is last.
  s = await thrown(page, '345');
  assert.equal(s.prompt, 'Suite! Everyone calls “Grelotte ça picote !”: the last to call loses 10.');
  assert.deepEqual(s.race.map((r) => r.replace(/\s+/g, ' ')), ['AAda“Grelotte ça picote !”not yet', 'LBob“Grelotte ça picote !”not yet', 'QCy“Grelotte ça picote !”not yet']);
  await screenshots(page, 'race', [[1280, 'light'], [390, 'dark']]);
  await callKey(page, 'q', 2);
  await callKey(page, 'a', 0);
  await callKey(page, 'l', 1);
  // The last call closes the race a task later: wait for the save (the assert below says if it never comes).
  await page.waitForFunction((t) => /\.g2,0,1:4$/.test(document.querySelector(t).save), TAG, { timeout: 5000 }).catch(() => {});
  s = await shown(page);
  assert.match(s.save, /\.g2,0,1:4$/);
  assert.deepEqual(s.effects, [['Bob', '−10', 'last to call “Grelotte ça picote !”']]);
  assert.equal(s.what, '“Grelotte ça picote !”: Cy, then Ada, then Bob.');

  // A Chouette-Velute: the first to call "Pas mou le caillou !" takes 2 × 4².
  await typeDice(page, '224');
  await callKey(page, 'l', 1);
  await page.waitForFunction((t) => document.querySelector(t).save.includes('.m1'), TAG);
  s = await shown(page);
  assert.deepEqual(s.effects, [['Bob', '+32', 'first to call “Pas mou le caillou !” on the Chouette-Velute of 4']]);
  assert.deepEqual(s.scores, ['Ada 50', 'Bob 22', 'Cy 0']);

  // A Chouette of 4: Ada sirotes, Bob and Cy bet by bird name, the odd die is typed.
  await typeDice(page, '441');
  assert.equal((await shown(page)).prompt, 'Ada has a Chouette of 4: keep 16 points, or siroter (re-throw the odd die for a Cul de chouette of 80, at the risk of −16)?');
  await press(page, 's');
  for (const [seat, face] of [[1, '2'], [2, '3']]) {
    const select = page.locator(`${TAG} select[data-key="bet-${seat}"]`);
    await select.focus();
    await select.selectOption(face);
    await page.keyboard.press('Tab');
    await press(page, 'Enter');
  }
  s = await shown(page);
  assert.match(s.save, /\.s\.b1=2\.b2=3:10$/);
  await screenshots(page, 'bets', [[1280, 'dark'], [390, 'light']]);
  s = await thrown(page, '2');
  assert.deepEqual(s.effects, [
    ['Ada', '−16', 'sirotage of 4 missed (the die showed 2)'],
    ['Bob', '+25', 'won the sirotage bet on Alouette (2)'],
    ['Cy', '−5', 'lost the sirotage bet on Fauvette (3)'],
  ]);
  assert.equal(s.prompt, 'The sirotage failed! The first other player to call “J\'apprécie les fruits au sirop !” wins 16; calling after them is a Bévue.');
  // The Contre-Sirop: Cy calls first.
  const beforeSirop = s.save;
  await page.keyboard.press('q');
  await waitSave(page, beforeSirop);
  s = await shown(page);
  assert.deepEqual(s.effects, [['Cy', '+16', 'first to call “J\'apprécie les fruits au sirop !” (Contre-Sirop of 4)']]);
  assert.deepEqual(s.scores, ['Ada 34', 'Bob 47', 'Cy 11']);

  // Undo a decision (the race result): the race opens again; Enter closes it with nobody.
  await press(page, 'Control+z');
  s = await shown(page);
  assert.deepEqual(s.scores, ['Ada 34', 'Bob 47', 'Cy −5']);
  assert.equal(s.race.length, 3, 'the Contre-Sirop race is open again');
  const reopened = s.save;
  await page.keyboard.press('Enter');
  await waitSave(page, reopened);
  s = await shown(page);
  assert.match(s.save, /\.t2\.j:12$/);
  assert.deepEqual(s.effects, []);

  // The referee corrects Bob by −5; the correction can be undone and redone.
  await page.locator(`${TAG} .referee summary`).click();
  await page.locator(`${TAG} select[data-key="ref-seat"]`).selectOption('1');
  await page.locator(`${TAG} input[data-key="ref-change"]`).fill('-5');
  const beforeRef = (await shown(page)).save;
  await page.locator(`${TAG} [data-key="ref-correct"]`).click();
  await waitSave(page, beforeRef);
  s = await shown(page);
  assert.deepEqual(s.effects, [['Bob', '−5', "referee's correction"]]);
  assert.deepEqual(s.scores, ['Ada 34', 'Bob 42', 'Cy −5']);
  await press(page, 'Control+z');
  assert.deepEqual((await shown(page)).scores, ['Ada 34', 'Bob 47', 'Cy −5']);
  await press(page, 'Control+y');
  s = await shown(page);
  assert.deepEqual(s.scores, ['Ada 34', 'Bob 42', 'Cy −5']);

  // A reload resumes exactly: the same save, table, scores and history.
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('kata-arcade:chouette:slot:t-main')));
  assert.equal(stored.data.save, s.save);
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  const again = await shown(page);
  assert.deepEqual({ ...again, notice: '' }, { ...s, notice: '' });
  assert.deepEqual(again.history, ['Referee: Bob −5.', 'Ada throws 4 4 1: Chouette of 4.', 'Ada sirotes.', 'Bets: Bob → Alouette (2).',
    'Bets: Cy → Fauvette (3).', 'Ada re-throws the odd die: 2.', '“J\'apprécie les fruits au sirop !”: nobody called.',
    'Cy throws 2 2 4: Chouette-Velute of 4.', '“Pas mou le caillou !”: Bob.', 'Bob throws 3 4 5: Suite.',
    '“Grelotte ça picote !”: Cy, then Ada, then Bob.', 'Ada throws 2 3 5: Velute of 5.', 'Throw-off: Ada (1), Bob (3), Cy (5).']);

  // French labels; the calls stay French.
  await switchLanguage(page, 'fr');
  s = await shown(page);
  assert.equal(s.headline, 'À Bob de jouer');
  assert.equal(s.prompt, 'Bob lance les deux chouettes, puis le cul.');
  assert.deepEqual(s.effects, [['Bob', '−5', 'correction de l’arbitre']]);
  assert.ok(s.history.includes('« Grelotte ça picote ! » : Cy, puis Ada, puis Bob.'), s.history.join('\n'));
  assert.equal(await page.locator(`${TAG} [part~="undo-button"]`).textContent(), '↶ Annuler');
  assert.equal(await page.locator(`${TAG} .call > span`).first().getAttribute('lang'), 'fr');
  await screenshots(page, 'french', [[1280, 'light'], [390, 'dark']]);
  await switchLanguage(page, 'en');
  assert.equal((await shown(page)).headline, 'Bob’s turn');
  await done(page);
});

test('the language switch waits for the core\'s French catalogue: never French labels beside English effects', async () => {
  // A browser of its own without the service worker, so that the route holds the catalogue's only fetch.
  const own = await openBrowser({ serviceWorkers: 'block' });
  let release = () => {};
  try {
    const held = new Promise((resolve) => { release = resolve; });
    await own.context.route(CATALOGUE_FR, async (route) => { await held; await route.continue(); });
    const page = await own.newPage('/chouette.html?players=hhh&names=Ada,Bob,Cy&scribe&storage-key=t-lang-wait#chouette:3::t135.t235:2');
    await ready(page);
    const asked = page.waitForRequest(CATALOGUE_FR);
    await page.locator(`${TAG} button[data-lang="fr"]`).click();
    await asked;
    let s = await shown(page);
    assert.deepEqual([s.headline, s.effects], ['Bob’s turn', [['Ada', '+50', 'Velute of 5']]], 'all English while the catalogue loads');
    release();
    await drawnIn(page, 'fr');
    s = await shown(page);
    assert.deepEqual([s.headline, s.effects], ['À Bob de jouer', [['Ada', '+50', 'Velute de 5']]]);
    assert.deepEqual(page.problems.filter((p) => p !== SW_BLOCKED), []);
  } finally {
    release();
    await own.close();
  }
});

test('one language switch on the arcade page: the table\'s own, which is the site\'s too, live; the site\'s choice from another page wins over one the table remembered', async () => {
  const page = await open('players=hhh&names=Ada,Bob,Cy&scribe&storage-key=t-site-lang');
  await ready(page);
  await page.evaluate((t) => document.querySelector(t).addEventListener('chouette-language', (e) => { window.picked = e.detail; }), TAG);
  const site = () => page.evaluate(() => ({
    html: document.documentElement.lang, dir: document.documentElement.dir, menus: document.querySelectorAll('.language-switch').length,
    back: document.querySelector('.back-link [data-word]').textContent,
    remembered: JSON.parse(localStorage.getItem('kata-arcade:lang') ?? 'null')?.data ?? null,
  }));
  assert.deepEqual(await site(), { html: 'en', dir: 'ltr', menus: 0, remembered: null, back: 'All games' });
  await switchLanguage(page, 'fr');
  assert.deepEqual(await page.evaluate(() => window.picked), { lang: 'fr' });
  assert.deepEqual(await site(), { html: 'fr', dir: 'ltr', menus: 0, remembered: 'fr', back: 'Tous les jeux' });
  // The shared controller's words relabel with the table: the sound switch.
  assert.equal((await page.locator(`${TAG} [part~="sound-button"]`).textContent()).trim(), '♪ Son');
  // Hebrew: right to left, the page and the table alike.
  await switchLanguage(page, 'he');
  assert.deepEqual([(await site()).html, (await site()).dir], ['he', 'rtl']);
  // The gallery's menu (it reloads its page) picks the site's language; back here it wins over the
  // language the table remembered (Hebrew).
  await page.goto(new URL('index.html', page.url()).href);
  await Promise.all([page.waitForEvent('load'), page.locator('.language-switch select').selectOption('it')]);
  await page.goto(new URL('chouette.html?storage-key=t-site-lang', page.url()).href);
  await ready(page);
  await drawnIn(page, 'it');
  assert.deepEqual([(await site()).html, await page.evaluate((t) => document.querySelector(t).getAttribute('lang'), TAG)], ['it', 'it']);
  // A link's lang= still opens the table in it.
  await page.goto(new URL('chouette.html?lang=fr&storage-key=t-site-lang', page.url()).href);
  await ready(page);
  await drawnIn(page, 'fr');
  assert.equal((await site()).html, 'it', 'the page keeps the site\'s language');
  // The player's pick on the table then wins: the link's lang= leaves the address, so a reload keeps it.
  await switchLanguage(page, 'en');
  assert.equal(new URL(page.url()).search, '?storage-key=t-site-lang');
  await page.reload();
  await ready(page);
  await drawnIn(page, 'en');
  assert.equal((await site()).html, 'en');
  // A lang= the pages do not speak: the site's language (Italian here), not English.
  await switchLanguage(page, 'it');
  await page.goto(new URL('chouette.html?lang=de&storage-key=t-site-lang', page.url()).href);
  await ready(page);
  await drawnIn(page, 'it');
  // This test's own quick navigations may cut the page's icon request short: that one is no fault.
  page.problems = page.problems.filter((p) => !/\/favicon(\.[0-9a-f]+)?\.svg net::ERR_ABORTED$/.test(p));
  await done(page);
});

/** The referee's correction of a seat's score, through the referee panel. */
async function referee(page, seat, change) {
  const panel = page.locator(`${TAG} .referee`);
  if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
  await page.locator(`${TAG} select[data-key="ref-seat"]`).selectOption(String(seat));
  await page.locator(`${TAG} input[data-key="ref-change"]`).fill(change);
  const old = await page.evaluate((t) => document.querySelector(t).save, TAG);
  await page.locator(`${TAG} [data-key="ref-correct"]`).click();
  await waitSave(page, old);
}

/** Clicks a control of the panel and waits for the move it sends. */
async function clickMove(page, selector) {
  const old = await page.evaluate((t) => document.querySelector(t).save, TAG);
  await page.locator(`${TAG} ${selector}`).click();
  await waitSave(page, old);
}

test('Grelottine challenge, Passe-Grelot and Civet flows with the tokens on the scoreboard', async () => {
  const page = await open('players=hhh&names=Ada,Bob,Cy&scribe&storage-key=t-tokens');
  await ready(page);
  await typeDice(page, '135');
  await referee(page, 0, '100');
  await referee(page, 1, '+150');
  await referee(page, 2, '100');
  let s = await shown(page);
  assert.deepEqual(s.scores, ['Ada 100', 'Bob 150', 'Cy 100']);

  // A Néant gives its thrower a Grelottine; nobody holds one yet, so nobody can challenge.
  s = await thrown(page, '136');
  assert.deepEqual(s.effects, [['Ada', '+ Grelottine', 'Néant']]);
  assert.deepEqual(s.tokens, ['Grelottine', '', '']);
  assert.equal(s.prompt, 'Néant by Ada. Bob throws next.');

  // Bob misses a sirotage of 6: −36 and a Civet; nobody calls the Contre-Sirop (Enter closes it).
  await typeDice(page, '662');
  await press(page, 's');
  s = await thrown(page, '3');
  assert.deepEqual(s.effects, [['Bob', '−36', 'sirotage of 6 missed (the die showed 3)'], ['Bob', '+ Civet', 'missed a sirotage of 6 (Civet siroté)']]);
  await page.locator('main').focus();  // (Enter on a focused button would press that button)
  await press(page, 'Enter');

  // Cy's Néant: Ada holds a Grelottine and challenges Cy on Velute, at most 25 % of 100.
  s = await thrown(page, '136');
  assert.equal(s.prompt, 'Néant by Cy: Ada may call “Grelottine !” to challenge them; otherwise Ada throws.');
  await page.locator(`${TAG} select[data-key="gr-target-0"]`).selectOption('ve');
  assert.equal(await page.locator(`${TAG} input[data-key="gr-stake-0"]`).inputValue(), '25');
  await page.locator(`${TAG} input[data-key="gr-stake-0"]`).fill('26');
  await page.locator(`${TAG} [data-key="gr-go-0"]`).click();
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent !== '', TAG);
  assert.equal((await shown(page)).notice, 'The Grelottine stake on Velute must be from 1 to 25 (25% of 100, the lower score, rounded down), not 26.');
  await page.locator(`${TAG} input[data-key="gr-stake-0"]`).fill('25');
  await clickMove(page, '[data-key="gr-go-0"]');
  s = await shown(page);
  assert.equal(s.prompt, 'Ada challenges Cy: Velute for 25. Cy throws once.');
  assert.deepEqual(s.effects, [['Ada', '− Grelottine', 'calls “Grelottine !” against Cy'], ['Cy', '− Grelottine', 'challenged by Ada']]);
  await screenshots(page, 'challenge', [[1280, 'dark'], [390, 'light']]);

  // Cy makes the Velute: its points, the stake from Ada, and a Passe-Grelot.
  s = await thrown(page, '235');
  assert.deepEqual(s.effects, [
    ['Cy', '+50', 'Velute of 5'],
    ['Cy', '+25', 'wins the Grelottine challenge on Velute for 25'],
    ['Ada', '−25', 'loses the Grelottine challenge on Velute for 25'],
    ['Cy', '+ Passe-Grelot', 'won a Grelottine challenge as the challenged player'],
  ]);
  assert.deepEqual(s.tokens, ['', 'Civet', 'Passe-Grelot']);

  // Ada keeps a Chouette with K; then Bob bets his Civet on Velute before throwing, and wins it.
  await typeDice(page, '441');
  await press(page, 'k');
  assert.deepEqual((await shown(page)).scores, ['Ada 91', 'Bob 114', 'Cy 175']);
  await page.locator(`${TAG} select[data-key="civet-target"]`).selectOption('ve');
  await page.locator(`${TAG} input[data-key="civet-stake"]`).fill('20');
  await page.locator(`${TAG} input[data-key="civet-stake"]`).blur();
  await press(page, 'v');
  s = await shown(page);
  assert.deepEqual(s.effects, [['Bob', '− Civet', 'declares a Civet of 20 on Velute']]);
  s = await thrown(page, '235');
  assert.deepEqual(s.effects, [['Bob', '+50', 'Velute of 5'], ['Bob', '+20', 'Civet of 20 on Velute won']]);
  assert.deepEqual(s.scores, ['Ada 91', 'Bob 184', 'Cy 175']);
  assert.deepEqual(s.tokens, ['', '', 'Passe-Grelot']);
  await done(page);
});

test('computer players call in races and play their turn as the engine plays them in node', async () => {
  const seed = 9;
  const page = await open(`players=hc&names=Ada&scribe&seed=${seed}&fast&storage-key=t-computer`);
  await ready(page);
  await typeDice(page, '16');
  await typeDice(page, '345');
  // The computer calls "Grelotte ça picote !" after its reaction time; then Ada, last.
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelectorAll('.race-status')[1]?.textContent.startsWith('called'), TAG);
  await page.waitForTimeout(250);  // well after the computer's call: no tie
  await callKey(page, 'a', 0);
  await page.waitForFunction((t) => document.querySelector(t).save.includes('.g1,0'), TAG);

  // The computer's turn, computed in node by the engine with the same seeded dice: it throws a
  // Chouette of 1, sirotes it (1/6 × 50 beats keeping 1), leaves Ada time to bet, and misses.
  const afterRace = await page.evaluate((t) => document.querySelector(t).save, TAG);
  assert.match(afterRace, /^chouette:hc::/, 'the save names the computer seat');
  let expected = arcade.session.load(afterRace.replace(/(\.g1,0).*$/, '$1:3'));
  const moves = [];
  while (expected.view.computer) {
    expected = arcade.session.computer(expected.save, { seed });
    moves.push(expected.lastMove);
  }
  assert.deepEqual(moves, ['t115', 's', 't2']);
  assert.equal(expected.view.window, 'contre-sirop');
  await page.waitForFunction(([t, save]) => document.querySelector(t).save === save, [TAG, expected.save]);
  let s = await shown(page);
  assert.deepEqual(s.history, ['Computer 2 throws 1 1 5: Chouette of 1.', 'Computer 2 sirotes.', 'Computer 2 re-throws the odd die: 2.',
    'Ada throws 3 4 5: Suite.', '“Grelotte ça picote !”: Computer 2, then Ada.', 'Throw-off: Ada (1), Computer 2 (6).']);
  assert.deepEqual(await page.locator(`${TAG} .history-effects .effect`).allTextContents(), ['Computer 2−1sirotage of 1 missed (the die showed 2)',
    'Ada−10last to call “Grelotte ça picote !”', 'Adastarts: lowest die of the throw-off (1)']);
  // The sirotant cannot call the Contre-Sirop: Ada's key takes it.
  await page.keyboard.press('a');
  await waitSave(page, expected.save);
  s = await shown(page);
  assert.equal(s.save, `${expected.save.replace(/:\d+$/, '')}.j0:${expected.position + 1}`);
  assert.deepEqual(s.effects, [['Ada', '+10', 'first to call “J\'apprécie les fruits au sirop !” (Contre-Sirop of 1)']]);
  assert.deepEqual(s.scores, ['Ada 0', 'Computer 2 −1']);
  // A throw of the computer's cannot be undone either; the engine says so.
  await press(page, 'u', { clearNotice: true });
  assert.equal((await shown(page)).save, s.save.replace(/:\d+$/, `:${expected.position}`), 'the race result is undone');
  await done(page);
});

test('a game saved before the engine played the computers resumes with them: its save gains the seat letters', async () => {
  // A record as the page wrote it then: the save holds the seat count, the record the kinds and a salt.
  const record = { v: 1, data: { save: 'chouette:2::t16.t345.g1,0:3', names: ['Ada', ''], kinds: ['h', 'c'], scribe: true, salt: '9', seed: 9, history: [] } };
  const page = await open('storage-key=t-old-record&fast');
  await page.locator(`${TAG} .setup-form`).waitFor();
  await page.evaluate((r) => localStorage.setItem('kata-arcade:chouette:slot:t-old-record', JSON.stringify(r)), record);
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  // The computer's turn follows, as the engine plays it with the same seeded dice (see the test above).
  await page.waitForFunction((t) => document.querySelector(t).save.startsWith('chouette:hc::t16.t345.g1,0.t115.s.t2'), TAG);
  assert.deepEqual((await shown(page)).scores, ['Ada −10', 'Computer 2 −1']);
  await done(page);
});

test('games saved by the page before the shared controller resume with the same table, history and words', async () => {
  const fixtures = JSON.parse(readFileSync(new URL('../data/chouette/saves-c1965d0.json', import.meta.url), 'utf8'));
  assert.equal(fixtures.length, 3);
  for (const { query, record, prefs, shown: expected } of fixtures) {
    const key = new URLSearchParams(query).get('storage-key');
    const page = await open(`storage-key=${key}`);
    await page.locator(`${TAG} .setup-form`).waitFor();
    // A link's storage-key names a slot of the game's own keys (page-link.js).
    const slot = `kata-arcade:chouette:slot:${key}`;
    await page.evaluate(([k, r, p]) => { localStorage.setItem(k, JSON.stringify(r)); localStorage.setItem(`${k}:prefs`, JSON.stringify(p)); }, [slot, record, prefs]);
    await page.goto(new URL(`chouette.html${query}`, page.url()).href, { waitUntil: 'load' });
    await ready(page);
    // Their history entries predate the engine's view.last: the page rebuilds them from the save.
    await page.waitForFunction(([t, n]) => document.querySelector(t).shadowRoot.querySelectorAll('.history-move').length === n, [TAG, expected.history.length]);
    const s = await shown(page);
    assert.deepEqual({ ...s, notice: undefined, race: undefined }, { ...expected, notice: undefined, race: undefined }, query);
    await done(page);
  }
});

test('rule packs: Soufflette, Artichette, Bleu-Rouge, Verdier and Attrape-Oiseau flows, and their rules', async () => {
  const page = await open('players=hhh&names=Ada,Bob,Cy&scribe&rules=sf,bc,ao,art,br,vd&storage-key=t-packs');
  await ready(page);
  await typeDice(page, '135');
  // Soufflette: Ada challenges Cy, who makes 4-2-1 on the third throw.
  let s = await thrown(page, '124');
  assert.equal(s.prompt, 'Soufflette by Ada: challenge another player (“En garde ma mignonne !”), or pass.');
  await page.locator(`${TAG} select[data-key="sf-who"]`).selectOption('2');
  await clickMove(page, '[data-key="sf-go"]');
  assert.equal((await shown(page)).prompt, 'Cy throws for 4-2-1 against Ada (throw 1 of 3, +50 on success).');
  assert.equal(await page.locator(`${TAG} [part~="boucliette-button"]`).count(), 3, 'everyone holds a Boucliette');
  await typeDice(page, '111');
  await typeDice(page, '222');
  s = await thrown(page, '421');
  assert.deepEqual(s.effects, [['Cy', '+30', 'makes 4-2-1 on throw 3 of the Soufflette'], ['Ada', '−30', 'loses the Soufflette: Cy made 4-2-1 on throw 3 of the Soufflette']]);
  // Artichette: Bob's call is "Raitournelle !", Cy's "Artichette !" comes first.
  s = await thrown(page, '344');
  assert.deepEqual(s.race.map((r) => r.replace(/not yet$/, '')), ['AAda“Artichette !”', 'LBob“Raitournelle !”', 'QCy“Artichette !”']);
  await page.keyboard.press('q');
  await page.waitForFunction((t) => document.querySelector(t).save.includes('.r2'), TAG);
  assert.deepEqual((await shown(page)).effects, [['Bob', '−16', '“Artichette !” called first by Cy']]);
  // Bleu-Rouge: sums announced, Cy re-throws 1 5 6: Ada's 12 wins 36 + 24 and the Velute.
  s = await thrown(page, '334');
  assert.deepEqual(s.effects, [['Cy', '+9', 'Bleu-Rouge']]);
  for (const [seat, sum] of [[0, '12'], [1, '10']]) {
    await page.locator(`${TAG} input[data-key="sum-${seat}"]`).fill(sum);
    await clickMove(page, `[data-key="sum-go-${seat}"]`);
  }
  await page.locator('main').focus();
  s = await thrown(page, '156');
  assert.deepEqual(s.effects, [['Ada', '+60', 'announced the sum 12 of the Bleu-Rouge re-throw'], ['Ada', '+72', 'Velute of 6']]);
  // Verdier: the chouettes 2 and 4 (Enter records them), Bob calls "Vert-Linette !", the cul is a 6.
  await page.keyboard.press('2');
  await page.keyboard.press('4');
  await press(page, 'Enter');
  assert.match((await shown(page)).prompt, /Verdier bets are open: “Vert-Linette !” wins 25 if the cul makes 2-4-6\.$/);
  await clickMove(page, '[data-key="vd-1"]');
  await page.locator('main').focus();
  s = await thrown(page, '6');
  assert.deepEqual(s.effects, [['Ada', '+72', 'Velute of 6'], ['Bob', '+25', 'won the Verdier bet (2-4-6)']]);
  // Attrape-Oiseau: Cy snatches Bob's odd die and makes the Cul de chouette.
  await typeDice(page, '551');
  await clickMove(page, '[data-key="attrape-2"]');
  assert.deepEqual((await shown(page)).effects, [['Bob', '+25', 'Chouette of 5 (odd die snatched by Cy)']]);
  await page.locator('main').focus();
  s = await thrown(page, '5');
  assert.deepEqual(s.effects, [['Cy', '+90', 'Cul de chouette of 5 by sirotage']]);
  assert.deepEqual(s.scores, ['Ada 174', 'Bob 34', 'Cy 129']);
  const rules = await page.locator(`${TAG} .rules-body`).textContent();
  for (const pack of ['Soufflette (1-2-4):', 'Boucliette:', 'Attrape-Oiseau:', 'Artichette (3-4-4):', 'Bleu-Rouge (3-3-4):', 'Verdier:']) assert.ok(rules.includes(pack), pack);
  await done(page);
});

test('options: Doublette teammates, Achat, Grelottine side bets and Lance-Civet with their effects, rules, French and reload', async () => {
  const page = await open('players=hhhh&names=Ada,Bob,Cy,Dee&rules=dbl,lc,gb,gbw30,ach&scribe&storage-key=t-options');
  await ready(page);
  await typeDice(page, '1234');
  // Doublette: Ada and Cy, Bob and Dee share their scores; the scoreboard names the teammate.
  await referee(page, 0, '100');
  await referee(page, 1, '+100');
  let s = await shown(page);
  assert.deepEqual(s.scores, ['Ada 100', 'Bob 100', 'Cy 100', 'Dee 100']);
  assert.deepEqual(await page.locator(`${TAG} .player-kind`).allTextContents(),
    ['person · with Cy · to play', 'person · with Dee', 'person · with Ada', 'person · with Bob']);

  // Achat: after Ada's chouettes 4 and 4, Bob buys the cul; Ada scores the Chouette of the two dice.
  await page.locator('main').focus();
  await page.keyboard.press('4');
  await page.keyboard.press('4');
  await press(page, 'Enter');
  assert.equal((await shown(page)).prompt, 'Ada has thrown the chouettes 4 and 4: now the cul. Another player may buy the cul for 30.');
  assert.deepEqual(await page.locator(`${TAG} [part~="achat-button"]`).allTextContents(), ['Bob buys the cul (−30)', 'Cy buys the cul (−30)', 'Dee buys the cul (−30)']);
  await clickMove(page, '[data-key="ach-1"]');
  s = await shown(page);
  assert.equal(s.what, 'Bob buys the cul (Achat).');
  assert.deepEqual(s.effects, [['Bob', '−30', "buys the cul of Ada's throw (Achat)"], ['Ada', '+16', 'Chouette of 4 on two dice (the cul was bought)']]);
  assert.deepEqual(s.scores, ['Ada 116', 'Bob 70', 'Cy 116', 'Dee 70']);

  // Side bets: Bob's Néant gives him a Grelottine; on Cy's Néant he challenges Cy on Velute, and
  // before Cy throws, Ada bets on success and Dee on failure (+30 if right: gbw30, −5 if wrong).
  await page.locator('main').focus();
  await typeDice(page, '136');
  s = await thrown(page, '136');
  assert.equal(s.prompt, 'Néant by Cy: Bob may call “Grelottine !” to challenge them; otherwise Dee throws.');
  await page.locator(`${TAG} select[data-key="gr-target-1"]`).selectOption('ve');
  await clickMove(page, '[data-key="gr-go-1"]');
  assert.equal((await shown(page)).prompt, 'Bob challenges Cy: Velute for 17. Cy throws once. The others may first bet on success or failure.');
  assert.deepEqual(await page.locator(`${TAG} [part~="side-bet-button"]`).evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label'))),
    ['Ada bets on success', 'Ada bets on failure', 'Dee bets on success', 'Dee bets on failure']);
  await screenshots(page, 'side-bets', [[1280, 'light'], [390, 'dark']]);
  await clickMove(page, '[data-key="sb-0-1"]');
  assert.deepEqual((await shown(page)).effects, [['Ada', '', "bets on the challenge's success"]]);
  await clickMove(page, '[data-key="sb-3-0"]');
  assert.deepEqual(await page.locator(`${TAG} .side-bets .bet-row`).allTextContents(), ['Adabets on success', 'Deebets on failure']);
  await page.locator('main').focus();
  s = await thrown(page, '235');
  assert.deepEqual(s.effects, [
    ['Cy', '+50', 'Velute of 5'],
    ['Cy', '+17', 'wins the Grelottine challenge on Velute for 17'],
    ['Bob', '−17', 'loses the Grelottine challenge on Velute for 17'],
    ['Cy', '+ Passe-Grelot', 'won a Grelottine challenge as the challenged player'],
    ['Ada', '+30', 'side bet on success won'],
    ['Dee', '−5', 'side bet on failure lost'],
  ]);
  assert.deepEqual(s.scores, ['Ada 213', 'Bob 48', 'Cy 213', 'Dee 48']);

  // Lance-Civet: Dee misses a sirotage of 6 and gets a Civet; between turns Ada's call without one
  // is a Bévue, giving it to oneself is refused, and Dee gives it to Bob.
  await typeDice(page, '662');
  await press(page, 's');
  s = await thrown(page, '3');
  assert.deepEqual(s.effects, [['Dee', '−36', 'sirotage of 6 missed (the die showed 3)'], ['Dee', '+ Civet', 'missed a sirotage of 6 (Civet siroté)']]);
  await page.locator('main').focus();
  await press(page, 'Enter');
  assert.equal(await page.locator(`${TAG} select[data-key="lc-giver"]`).inputValue(), '3');
  await screenshots(page, 'lance-civet', [[1280, 'dark'], [390, 'light']]);
  await page.locator(`${TAG} select[data-key="lc-giver"]`).selectOption('0');
  await page.locator(`${TAG} select[data-key="lc-receiver"]`).selectOption('1');
  await clickMove(page, '[data-key="lc-go"]');
  s = await shown(page);
  assert.equal(s.what, '“Lance-Civet !” by Ada → Bob.');
  assert.deepEqual(s.effects, [['Ada', '−10', 'Bévue: calls “Lance-Civet !” without holding a Civet']]);
  await page.locator(`${TAG} select[data-key="lc-giver"]`).selectOption('3');
  await page.locator(`${TAG} select[data-key="lc-receiver"]`).selectOption('3');
  await page.locator(`${TAG} [data-key="lc-go"]`).click();
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent !== '', TAG);
  assert.equal((await shown(page)).notice, 'Dee cannot give their Civet to themselves.');
  await page.locator(`${TAG} select[data-key="lc-receiver"]`).selectOption('1');
  await page.locator(`${TAG} [data-key="lc-go"]`).focus();
  await press(page, 'Enter');
  s = await shown(page);
  assert.deepEqual(s.effects, [['Dee', '− Civet', 'calls “Lance-Civet !” to Bob'], ['Bob', '+ Civet', 'receives the Civet of Dee']]);
  assert.deepEqual(s.tokens, ['', 'Civet', 'Passe-Grelot', '']);
  assert.deepEqual(s.scores, ['Ada 203', 'Bob 12', 'Cy 203', 'Dee 12']);
  const rules = await page.locator(`${TAG} .rules-body`).textContent();
  for (const option of ['Rule options at this table', 'Doublette (4, 6 or 8 players):', 'Lance-Civet: between turns', 'Grelottine side bets: once a challenge is announced, each other player may bet once on its success or failure before the throw: +30 if right, −5 if wrong.', 'Achat: after']) assert.ok(rules.includes(option), option);

  // In French, then after a reload: the same table.
  await switchLanguage(page, 'fr');
  s = await shown(page);
  assert.deepEqual(s.effects, [['Dee', '− Civet', 'crie « Lance-Civet ! » à Bob'], ['Bob', '+ Civet', 'reçoit le Civet de Dee']]);
  assert.equal(await page.locator(`${TAG} .player-kind`).first().textContent(), 'humain · avec Cy · à jouer');
  assert.match(await page.locator(`${TAG} .rules-body`).textContent(), /Options de cette table.*Achat : après les deux chouettes/s);
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  const again = await shown(page);
  assert.equal(again.save, s.save);
  assert.deepEqual(again.effects, s.effects);
  await done(page);
});

test('option Civet doublé: Bob joins Ada\'s Civet from the panel, the prompt shows ×2, the win counts double, in English and French', async () => {
  // Ada and Bob each hold a Civet (both missed a sirotage of 6); Ada is to throw.
  const save = 'chouette:3,cdb::t135.t235.t662.s.t3.n.t144.t663.s.t2.n.t145.t146.n:14';
  const page = await open(`players=hhh&names=Ada,Bob,Cy&scribe&storage-key=t-civet-double#${save}`);
  await ready(page);
  let s = await shown(page);
  assert.deepEqual(s.tokens, ['Civet', 'Civet', 'Grelottine']);
  assert.equal(await page.locator(`${TAG} [part~="join-civet-button"]`).count(), 0, 'nothing to join before a Civet is declared');
  await page.locator(`${TAG} select[data-key="civet-target"]`).selectOption('ve');
  await page.locator(`${TAG} input[data-key="civet-stake"]`).fill('10');
  await page.locator(`${TAG} input[data-key="civet-stake"]`).blur();
  await press(page, 'v');
  s = await shown(page);
  assert.equal(s.prompt, 'Ada throws the two chouettes, then the cul. Civet of 10 on Velute: other Civet holders may join it before the throw.');
  // Only Bob holds a Civet besides Ada: one button, naming the factor it would reach.
  assert.deepEqual(await page.locator(`${TAG} [part~="join-civet-button"]`).allTextContents(), ['Bob joins the Civet (×2)']);
  await screenshots(page, 'civet-double', [[1280, 'dark'], [390, 'light']]);
  await clickMove(page, '[part~="join-civet-button"]');
  s = await shown(page);
  assert.deepEqual(s.effects, [['Bob', '− Civet', 'joins the Civet of 10 on Velute of Ada: now ×2']]);
  assert.equal(s.prompt, 'Ada throws the two chouettes, then the cul. Civet of 10 on Velute, ×2: other Civet holders may join it before the throw.');
  assert.equal(await page.locator(`${TAG} [part~="join-civet-button"]`).count(), 0);
  assert.deepEqual(s.history.slice(0, 2), ['Ada bets the Civet: 10 on Velute.', 'Bob joins the Civet (Civet doublé).']);  // this turn first
  s = await thrown(page, '145');
  assert.deepEqual(s.effects, [['Ada', '+50', 'Velute of 5'], ['Ada', '+20', 'Civet of 10 on Velute doubled ×2 won']]);
  assert.deepEqual(s.scores, ['Ada 84', 'Bob 14', 'Cy 16']);
  assert.deepEqual(s.tokens, ['', '', 'Grelottine']);
  await switchLanguage(page, 'fr');
  s = await shown(page);
  assert.deepEqual(s.effects, [['Ada', '+50', 'Velute de 5'], ['Ada', '+20', 'Civet de 10 sur Velute doublé ×2 gagné']]);
  const rules = await page.locator(`${TAG} .rules-body`).textContent();
  assert.match(rules, /Civet doublé : une fois un Civet misé, avant le lancer, chaque autre joueur qui a un Civet peut le rejoindre/);
  await done(page);
});

test('setup options: each with its rule line (EN and FR); Doublette refused for 3 players with the engine\'s sentence', async () => {
  const page = await open('storage-key=t-options-setup');
  await page.locator(`${TAG} .setup-form`).waitFor();
  const options = page.locator(`${TAG} .setup-form .options`);
  // The rarer choices are folded away (Start stays in view on a phone): open them.
  await page.locator(`${TAG} .more-rules > summary`).click();
  assert.deepEqual(await options.locator('.check-label').allTextContents(), ['Doublette', 'Lance-Civet', 'Grelottine side bets', 'Achat', 'Civet doublé']);
  assert.match(await options.textContent(), /^Rule options Off by default; Doublette needs 4, 6 or 8 players\.DoubletteDoublette \(4, 6 or 8 players\): teammates sit opposite.*AchatAchat: after the thrower’s two chouettes, another player may buy the cul for 30;/);
  await page.locator(`${TAG} input[name="flag-dbl"]`).check();
  await page.locator(`${TAG} input[name="flag-ach"]`).check();
  await page.locator(`${TAG} .setup-form [type="submit"]`).click();
  assert.equal(await page.locator(`${TAG} .setup .notice`).textContent(), 'Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not 3.');
  await switchLanguage(page, 'fr');
  assert.deepEqual(await options.locator('.check-label').allTextContents(), ['Doublette', 'Lance-Civet', 'Paris sur la Grelottine', 'Achat', 'Civet doublé']);
  assert.equal(await page.locator(`${TAG} input[name="flag-dbl"]`).isChecked(), true, 'the boxes survive the language switch');
  await page.locator(`${TAG} .add-seat`).click();
  await page.locator(`${TAG} select[name="kind-3"]`).selectOption('h');
  await page.locator(`${TAG} .setup-form [type="submit"]`).click();
  const snap = await ready(page);
  assert.equal(snap.save, 'chouette:4,dbl,ach:::0');
  assert.deepEqual(snap.view.players.map((p) => p.teammate), [2, 3, 0, 1]);
  const rules = await page.locator(`${TAG} .rules-body`).textContent();
  assert.match(rules, /Options de cette table.*Doublette \(4, 6 ou 8 joueurs\).*Achat : /s);
  assert.ok(!rules.includes('Lance-Civet'), 'only the options in use');
  await done(page);
});

test('setup: 2 to 8 people or computers, target and packs, engine errors, names remembered', async () => {
  const page = await open('storage-key=t-setup');
  const form = page.locator(`${TAG} .setup-form`);
  await form.waitFor();
  await screenshots(page, 'setup');
  await page.locator(`${TAG} input[name="name-0"]`).fill('Zoë');
  await page.locator(`${TAG} input[name="name-1"]`).fill('<b>Bob</b>');
  for (let i = 0; i < 5; i += 1) await page.locator(`${TAG} .add-seat`).click();
  assert.equal(await page.locator(`${TAG} .seat-row`).count(), 8);
  assert.equal(await page.locator(`${TAG} .add-seat`).isHidden(), true, 'no ninth player');
  await page.locator(`${TAG} .remove-seat[data-seat="7"]`).click();
  await page.locator(`${TAG} select[name="kind-2"]`).selectOption('h');
  assert.equal(await page.locator(`${TAG} input[name="target"]`).isVisible(), false, 'target, rules, packs and options folded');
  assert.equal(await page.locator(`${TAG} .more-rules > summary`).textContent(), 'Target, house rules, packs and options');
  await page.locator(`${TAG} .more-rules > summary`).click();
  await page.locator(`${TAG} input[name="target"]`).fill('10');
  await page.locator(`${TAG} .setup-form [type="submit"]`).click();
  assert.equal(await page.locator(`${TAG} .setup .notice`).textContent(), 'The target must be from 50 to 100000, not 10.');

  await page.locator(`${TAG} input[name="target"]`).fill('400');
  await page.locator(`${TAG} input[name="flag-sf"]`).check();
  assert.match(await page.locator(`${TAG} .packs`).textContent(), /Soufflette \(1-2-4\): the thrower may challenge a player/);
  await page.locator(`${TAG} .setup-form [type="submit"]`).click();
  const snap = await ready(page);
  assert.equal(snap.save, 'chouette:hhhcccc,t400,sf:::0');  // the engine plays seats 4 to 7
  const s = await shown(page);
  assert.deepEqual(s.scores.map((x) => x.replace(/ 0$/, '')), ['Zoë', '<b>Bob</b>', 'Player 3', 'Computer 4', 'Computer 5', 'Computer 6', 'Computer 7']);
  assert.equal(await page.locator(`${TAG} .player-name b`).count(), 0, 'names are text, never markup');
  await page.locator(`${TAG} [part="rules"] summary`).click();
  assert.match(await page.locator(`${TAG} .rules-body`).textContent(), /Rule packs at this table.*Soufflette \(1-2-4\)/s);
  assert.match(await page.locator(`${TAG} .rules-body`).textContent(), /A L Q P Z M W/);

  // A new game's form remembers the names.
  await page.locator(`${TAG} .tools [part~="new-game-button"]`).click();
  assert.equal(await page.locator(`${TAG} input[name="name-0"]`).inputValue(), 'Zoë');
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  await page.evaluate(() => { localStorage.removeItem('kata-arcade:chouette:slot:t-setup'); localStorage.removeItem('kata-arcade:chouette:slot:t-setup:previous'); });
  await page.reload({ waitUntil: 'load' });
  await form.waitFor();
  assert.equal(await page.locator(`${TAG} input[name="name-1"]`).inputValue(), '<b>Bob</b>');
  await done(page);
});

test('the game ends at the target with the winner, standings and an event; Play again keeps the table', async () => {
  const page = await open('players=hh&names=Ada,Bob&scribe&storage-key=t-over');
  await ready(page);
  await page.evaluate((t) => document.querySelector(t).addEventListener('chouette-over', (e) => { window.overDetail = e.detail; }), TAG);
  await typeDice(page, '16');
  await typeDice(page, '666');
  await referee(page, 1, '+20');
  await referee(page, 0, '+250');
  const title = page.locator(`${TAG} .winner-title`);
  assert.equal(await title.textContent(), 'Ada wins with 350 points.');
  assert.deepEqual(await page.locator(`${TAG} .standings li`).allTextContents(), ['Ada350', 'Bob20']);
  assert.deepEqual(await page.evaluate(() => window.overDetail), { winner: 0, name: 'Ada', scores: [350, 20] });
  await screenshots(page, 'over', [[1280, 'light'], [390, 'dark']]);
  await page.locator(`${TAG} [part~="play-again-button"]`).click();
  const snap = await ready(page);
  assert.equal(snap.save, 'chouette:2:::0');
  assert.equal((await shown(page)).prompt, 'Ada and Bob each throw one die: the lowest starts.');
  await done(page);
});

test('a shared link opens its game with the history rebuilt; a bad link says why; share gives the link', async () => {
  const page = await open('storage-key=t-link#chouette:3::t135.t235.t662.s:4');
  await ready(page);
  assert.equal(await page.evaluate(() => location.hash), '', 'the link is handed over once');
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelectorAll('.history-move').length === 4, TAG);
  const s = await shown(page);
  assert.deepEqual(s.history, ['Player 2 throws 6 6 2: Chouette of 6.', 'Player 2 sirotes.', 'Player 1 throws 2 3 5: Velute of 5.', 'Throw-off: Player 1 (1), Player 2 (3), Player 3 (5).']);
  assert.equal(s.prompt, 'Player 2 sirotes the Chouette of 6: bet on the odd die by bird name (+25 if right, −5 if wrong) before it is thrown.');
  // The clipboard accepts: what the page wrote there is the link, and no field is shown.
  await page.evaluate(() => { navigator.clipboard.writeText = (text) => { window.copied = text; return Promise.resolve(); }; });
  await page.locator(`${TAG} [part~="share-button"]`).click();
  await page.locator(`${TAG} .share-note:not(:empty)`).waitFor();
  const { link, fieldHidden } = await page.evaluate((t) => ({ link: window.copied, fieldHidden: document.querySelector(t).shadowRoot.querySelector('.share-link').hidden }), TAG);
  assert.equal(link, `${new URL(page.url()).origin}/chouette.html?players=hhh#chouette:3::t135.t235.t662.s:4`);
  assert.equal(fieldHidden, true);

  const bad = await open('storage-key=t-badlink#chouette:3::t135.t9:2');
  await bad.locator(`${TAG} .setup .notice`).waitFor();
  assert.equal(await bad.locator(`${TAG} .setup .notice`).textContent(),
    'That link could not be opened: Move 2 of the save (“t9”) is not legal: Die 1 of “9” is not a face from 1 to 6. Start a new game below.');
  // The same link on a French table: the engine's refusal in French too.
  const badFr = await open('storage-key=t-badlink-fr&lang=fr#chouette:3::t135.t9:2');
  await badFr.locator(`${TAG} .setup .notice`).waitFor();
  assert.equal(await badFr.locator(`${TAG} .setup .notice`).textContent(),
    'Ce lien n’a pas pu être ouvert : Le coup 2 de la sauvegarde (« t9 ») n’est pas permis : Le dé 1 de « 9 » n’est pas une face de 1 à 6. Commencez une nouvelle partie ci-dessous.');
  await done(page, bad, badFr);
});

test('a linked game\'s history, rebuilt after the table is drawn, leaves the panel\'s fields alone (typing there keeps its caret)', async () => {
  // Every civet-stake field the page ever draws is counted, from before its first script runs.
  const init = () => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachCounted(options) {
      const root = attach.call(this, options);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node.nodeType === 1 && (node.matches('[data-key="civet-stake"]') || node.querySelector('[data-key="civet-stake"]'))) {
              window.stakeFieldsDrawn = (window.stakeFieldsDrawn ?? 0) + 1;
            }
          }
        }
      }).observe(root, { childList: true, subtree: true });
      return root;
    };
  };
  const save = 'chouette:3,cdb::t135.t235.t662.s.t3.n.t144.t663.s.t2.n.t145.t146.n:14';
  const page = await browser.newPage(`/chouette.html?players=hhh&names=Ada,Bob,Cy&scribe&storage-key=t-civet-caret#${save}`, { init });
  await ready(page);
  assert.deepEqual((await shown(page)).history.slice(0, 1), ['Cy throws 1 4 6: Néant.'], 'the history is rebuilt');
  // Once by the first drawing; the rebuild's redraw used to draw the panel again (a field being
  // typed in got a new element: its caret went to the end, and "10" typed over a selected "10" gave "1010").
  assert.equal(await page.evaluate(() => window.stakeFieldsDrawn), 1);
  await done(page);
});

test('a shared link carries the names, computer seats and scribe mode the save does not hold', async () => {
  const page = await open('storage-key=t-link-names&players=hhh&names=Ada,Bob,Cy&scribe#chouette:3::t135.t235.t662.s:4');
  await ready(page);
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelectorAll('.history-move').length === 4, TAG);
  const s = await shown(page);
  assert.deepEqual(s.history, ['Bob throws 6 6 2: Chouette of 6.', 'Bob sirotes.', 'Ada throws 2 3 5: Velute of 5.', 'Throw-off: Ada (1), Bob (3), Cy (5).']);
  assert.equal(await page.locator(`${TAG} .topbar .badge:not([hidden])`).count(), 1, 'scribe mode from the link');
  // The clipboard refused: the link is shown to copy by hand, with the names, the seats and scribe.
  await page.evaluate(() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); });
  await page.locator(`${TAG} [part~="share-button"]`).click();
  const link = await page.locator(`${TAG} .share-link:not([hidden])`).inputValue();
  assert.match(link, /\/chouette\.html\?players=hhh&names=Ada%2CBob%2CCy&scribe=#chouette:3::t135\.t235\.t662\.s:4$/);

  // A link whose seats do not fit the save falls back to the default names, people only.
  const misfit = await open('storage-key=t-link-misfit&players=hh&names=Ada,Bob#chouette:3::t135.t235.t662.s:4');
  await ready(misfit);
  await misfit.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelectorAll('.history-move').length === 4, TAG);
  assert.equal((await shown(misfit)).history[0], 'Player 2 throws 6 6 2: Chouette of 6.');
  await done(page, misfit);
});

test('chouette.html: header, CSP, no inline script or style', async () => {
  const page = await open('storage-key=t-page');
  await page.locator(`${TAG} .setup-form`).waitFor();
  const facts = await page.evaluate(() => ({
    title: document.title,
    h1: document.querySelector('h1').textContent,
    h1Lang: document.querySelector('h1').lang,
    back: document.querySelectorAll('header a[href="index.html"]').length,
    cspMeta: document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]').length,
    inline: document.querySelectorAll('script:not([src]), style, [style]').length,
  }));
  assert.deepEqual(facts, { title: 'Cul de chouette · Kata Arcade', h1: 'Cul de chouette', h1Lang: 'fr', back: 2, cspMeta: 1, inline: 0 });
  assert.equal(page.response.status(), 200);
  assert.match(page.response.headers()['content-security-policy'] ?? '', /script-src 'self' 'wasm-unsafe-eval'.*style-src 'self'/);
  await done(page);
});
