// chouette.test.mjs: chouette.html in Chromium: a scribe game by keyboard (effects, races, sirotage, undo, referee, reload, FR/EN), computers, Civet and Grelottine, setup, links, screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { ALL_VARIANTS, loadDistArcade, pressAndWait, screenshotVariants } from './helpers.mjs';

const TAG = 'chouette-game';

let browser;
let arcade;
before(async () => {
  browser = await openBrowser();
  arcade = await loadDistArcade();
});
after(async () => { await browser?.close(); });

// Every test keeps its own saved game (storage-key), so their order does not matter.
const open = (query) => browser.newPage(`/chouette.html?${query}`);
const screenshots = (page, state, variants = ALL_VARIANTS) => screenshotVariants(browser, page, `chouette-${state}`, variants);

/** Waits until the table is shown and returns the element's snapshot. */
async function ready(page) {
  await page.waitForFunction((t) => {
    const game = document.querySelector(t);
    const table = game?.shadowRoot?.querySelector('.game');
    return game?.snapshot && table && !table.hidden;
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

const waitSave = (page, old) => page.waitForFunction(([t, before]) => document.querySelector(t).save !== before, [TAG, old]);

test('a scribe game by keyboard: effects, both races, a sirotage with bets, undo, referee, reload, French', async () => {
  const page = await open('players=hhh&names=Ada,Bob,Cy&scribe&storage-key=t-main');
  await ready(page);
  let s = await shown(page);
  assert.equal(s.prompt, 'Ada, Bob and Cy each throw one die: the lowest starts.');

  // Bad dice: the engine's sentence, and nothing changes.
  await page.keyboard.press('7');
  await press(page, 'Enter');
  s = await shown(page);
  assert.equal(s.notice, 'Die 1 of “7” is not a face from 1 to 6.');
  assert.equal(s.save, 'chouette:3:::0');

  await typeDice(page, '135');
  s = await shown(page);
  assert.equal(s.what, 'Throw-off: Ada (1), Bob (3), Cy (5).');
  assert.deepEqual(s.effects, [['Ada', '', 'starts: lowest die of the throw-off (1)']]);
  assert.equal(s.headline, 'Ada’s turn');

  // A normal throw: the chouettes, the cul, the combination explained, its effect listed.
  await typeDice(page, '235');
  s = await shown(page);
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
  await typeDice(page, '345');
  s = await shown(page);
  assert.equal(s.prompt, 'Suite! Everyone calls “Grelotte ça picote !”: the last to call loses 10.');
  assert.deepEqual(s.race.map((r) => r.replace(/\s+/g, ' ')), ['AAda“Grelotte ça picote !”not yet', 'LBob“Grelotte ça picote !”not yet', 'QCy“Grelotte ça picote !”not yet']);
  await screenshots(page, 'race', [[1280, 'light'], [390, 'dark']]);
  await callKey(page, 'q', 2);
  await callKey(page, 'a', 0);
  await callKey(page, 'l', 1);
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
  await typeDice(page, '2');
  s = await shown(page);
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
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('t-main')));
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
  await page.locator(`${TAG} button[data-lang="fr"]`).click();
  s = await shown(page);
  assert.equal(s.headline, 'À Bob de jouer');
  assert.equal(s.prompt, 'Bob lance les deux chouettes, puis le cul.');
  assert.deepEqual(s.effects, [['Bob', '−5', 'correction de l’arbitre']]);
  assert.ok(s.history.includes('« Grelotte ça picote ! » : Cy, puis Ada, puis Bob.'), s.history.join('\n'));
  assert.equal(await page.locator(`${TAG} [part~="undo-button"]`).textContent(), '↶ Annuler');
  assert.equal(await page.locator(`${TAG} .call > span`).first().getAttribute('lang'), 'fr');
  await screenshots(page, 'french', [[1280, 'light'], [390, 'dark']]);
  await page.locator(`${TAG} button[data-lang="en"]`).click();
  assert.equal((await shown(page)).headline, 'Bob’s turn');
  assert.deepEqual(page.problems, []);
  await page.close();
});
