// mastermind-lang.test.mjs: mastermind.html in a French and a Hebrew browser: the result panel, the line under the board, the announcements and the engine's refusals speak the page's language, in both roles and in Bulls & Cows' digits, bulls and cows.
//
// Every expected sentence is written out whole, as the catalogues have it (web/common/words/<lang>.js
// for the core's messages, mastermind-words.js for the page's); only the code and the counts come
// from the engine in node, for the same seed as the page's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { loadDistArcade, pressAndWait } from './helpers.mjs';

const TAG = 'mastermind-game';
const browsers = {};   // locale → the harness's browser, opened on first use
let arcade;
before(async () => { arcade = await loadDistArcade(); });
after(async () => {
  for (const browser of Object.values(browsers)) await browser.close();
});

/** Opens mastermind.html?<query> in a browser whose language is `locale`; resolves once the board shows. */
async function open(locale, query) {
  browsers[locale] ??= await openBrowser({ locale });
  const page = await browsers[locale].newPage(`/mastermind.html?${query}`);
  await idle(page);
  return page;
}

/** Waits until the board is shown and no computer is about to move; returns the snapshot. */
async function idle(page) {
  await page.waitForFunction((t) => {
    const game = document.querySelector(t);
    const snap = game?.snapshot;
    const board = game?.shadowRoot?.querySelector('.game');
    if (!snap || !board || board.hidden) return false;
    return snap.status.over || !snap.status.computerToMove || snap.view.history.length === 0 || snap.view.awaitingAnswer;
  }, TAG);
  return page.evaluate((t) => document.querySelector(t).snapshot, TAG);
}

/** The texts of the shadow root's `selectors` (name → selector), with <html lang>. */
const texts = (page, selectors) => page.evaluate(([t, wanted]) => ({
  lang: document.documentElement.lang,
  ...Object.fromEntries(Object.entries(wanted).map(([name, s]) => [name, document.querySelector(t).shadowRoot.querySelector(s)?.textContent ?? null])),
}), [TAG, selectors]);

const RESULT = { title: '.over-title', text: '.over-text', event: '[part="event"]' };

/** The next announcement: the live region is emptied, `act()` runs, and the first sentence to land is returned. */
async function announcement(page, act) {
  // The new game's own announcement lands first (30 ms after it is made), so it cannot join the next one.
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part="announcer"]').textContent !== '', TAG);
  await page.evaluate((t) => { document.querySelector(t).shadowRoot.querySelector('[part="announcer"]').textContent = ''; }, TAG);
  await act();
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part="announcer"]').textContent !== '', TAG);
  return page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part="announcer"]').textContent, TAG);
}

/** Gives up with the button and its confirmation; resolves once the game is over. */
async function giveUp(page) {
  await page.locator(`${TAG} [part~="give-up-button"]`).click();
  await page.locator(`${TAG} .confirm .btn-danger`).click();
  await page.waitForFunction((t) => document.querySelector(t).snapshot.status.over, TAG);
}

/** Types `code` (colours from 1; the tenth is the key 0) and presses Enter; resolves once the save changed or a notice shows. */
async function enter(page, code) {
  for (const colour of code) await page.keyboard.press(String(colour % 10));
  await pressAndWait(page, TAG, 'Enter', { clearNotice: true });
  return idle(page);
}

/** The secret a seeded game of `params` hides, as the engine in node makes it. */
const secretOf = (params, seed) => arcade.session.play(arcade.session.create('mastermind', { params }, { seed }).save, 'x').view.secret;

/** A code as a colours board writes it ("2 4 1 3") and as a digits board does (the tenth colour as 0). */
const colours = (code) => code.join(' ');
const digits = (code) => code.map((n) => n % 10).join(' ');

/** The notice line's text. */
const noticeOf = (page) => page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent, TAG);

/** The first seed whose Bulls & Cows secret has the tenth colour (the digit 0), so the digits show. */
const bullsSeed = () => {
  for (let seed = 1; ; seed += 1) if (secretOf('p4,c10,r10,u', seed).includes(10)) return seed;
};

test('French page, classic Mastermind given up: the result panel, the line under the board and the announcement are French', async () => {
  const seed = 4;
  const page = await open('fr-FR', `seed=${seed}&storage-key=t-fr-give-up`);
  const code = colours(secretOf('p4,c6,r10', seed));
  const told = await announcement(page, () => giveUp(page));
  const sentence = `Vous avez abandonné : le code était ${code}.`;
  assert.deepEqual(await texts(page, RESULT), { lang: 'fr', title: 'Le code était…', text: sentence, event: sentence });
  assert.equal(told, sentence);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('French page, classic Mastermind won and out of rows: the result panel is French', async () => {
  const secret = secretOf('p4,c6,r10', 6);
  const won = await open('fr-FR', 'seed=6&storage-key=t-fr-won');
  await enter(won, secret);
  assert.deepEqual(await texts(won, RESULT), {
    lang: 'fr', title: 'Vous l’avez trouvé !', text: 'Vous avez trouvé le code en 1 essai.',
    event: `Essai 1 : ${colours(secret)} — 4 bien placés, 0 mal placé. Vous avez trouvé le code en 1 essai.`,
  });

  // One row only: a wrong guess ends the game.
  const lastRow = secretOf('p4,c6,r1', 7);
  const lost = await open('fr-FR', 'pegs=4&colours=6&rows=1&seed=7&storage-key=t-fr-rows');
  await enter(lost, lastRow.map((n) => (n % 6) + 1));
  const { lang, text, title } = await texts(lost, RESULT);
  assert.deepEqual({ lang, title, text }, { lang: 'fr', title: 'Plus de rangées !', text: `Plus de rangées : le code était ${colours(lastRow)}.` });
  for (const page of [won, lost]) {
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('French page, Bulls & Cows: a repeated digit is refused in French, and a given-up game shows its digits in French', async () => {
  const seed = bullsSeed();
  const page = await open('fr-FR', `preset=bulls&seed=${seed}&storage-key=t-fr-bulls`);
  const fresh = await idle(page);
  const refused = await enter(page, [10, 1, 10, 2]);
  assert.equal(refused.save, fresh.save, 'the guess is refused');
  assert.equal(await noticeOf(page), 'Le chiffre 0 apparaît deux fois dans l’essai, et ce jeu n’admet pas de doublons.');

  const code = digits(secretOf('p4,c10,r10,u', seed));
  assert.match(code, /0/);
  const told = await announcement(page, () => giveUp(page));
  const sentence = `Vous avez abandonné : le code était ${code}.`;
  assert.deepEqual(await texts(page, RESULT), { lang: 'fr', title: 'Le code était…', text: sentence, event: sentence });
  assert.equal(told, sentence);
  // Asked to give up again, the finished game says it is over in its own words, not the core's status with a 10 for the 0.
  await page.evaluate((t) => document.querySelector(t).giveUp(), TAG);
  assert.equal(await noticeOf(page), 'La partie est finie.');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('French page, Bulls & Cows: the board counts 0 bulls and 0 cows in the French singular', async () => {
  const seed = 2;
  const page = await open('fr-FR', `preset=bulls&seed=${seed}&storage-key=t-fr-bulls-zero`);
  // A guess with none of the secret's digits.
  const outside = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => !secretOf('p4,c10,r10,u', seed).includes(n)).slice(0, 4);
  const snap = await enter(page, outside);
  assert.deepEqual(snap.view.history.map((row) => [row.exact, row.misplaced]), [[0, 0]]);
  const counts = await page.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('.keys.is-text .count')].map((c) => c.textContent), TAG);
  assert.deepEqual(counts, ['0 taureau', '0 vache']);
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** Lets the computer make its one guess in a make-mode game of one row and answers it as `secret` would; returns the snapshot. */
async function answerOnce(page, secret) {
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => document.querySelector(t).snapshot.view.awaitingAnswer, TAG);
  const snap = await idle(page);
  const { exact, misplaced } = arcade.mastermind.feedback(secret ?? snap.view.history[0].guess, snap.view.history[0].guess);
  await page.evaluate(([t, e, m]) => document.querySelector(t).answer(e, m), [TAG, exact, misplaced]);
  await page.waitForFunction((t) => document.querySelector(t).snapshot.status.over, TAG);
  return idle(page);
}

test('French page, the computer breaks your code: your Bulls & Cows secret with a repeated digit is refused in French; the computer\'s find and miss are French', async () => {
  const bulls = await open('fr-FR', 'preset=bulls&mode=make&fast&storage-key=t-fr-make-bulls');
  await enter(bulls, [3, 10, 3, 4]);
  assert.equal(await noticeOf(bulls), 'Le chiffre 3 apparaît deux fois dans votre secret, et ce jeu n’admet pas de doublons.');
  assert.equal((await idle(bulls)).view.history.length, 0, 'the computer waits');

  // One row: the computer's guess is the code (its answer 4 bien placés), or not (a code it did not guess).
  const found = await open('fr-FR', 'pegs=4&colours=6&rows=1&mode=make&fast&storage-key=t-fr-make-found');
  await answerOnce(found, null);
  assert.deepEqual(await texts(found, { title: RESULT.title, text: RESULT.text }),
    { lang: 'fr', title: 'L’ordinateur l’a trouvé !', text: 'L’ordinateur a trouvé votre code en 1 essai.' });
  const missed = await open('fr-FR', 'pegs=4&colours=6&rows=1&mode=make&fast&storage-key=t-fr-make-missed');
  await answerOnce(missed, [6, 5, 4, 3]);
  assert.deepEqual(await texts(missed, { title: RESULT.title, text: RESULT.text }),
    { lang: 'fr', title: 'Votre code a résisté !', text: 'L’ordinateur n’a pas trouvé votre code en 1 essai.' });
  for (const page of [bulls, found, missed]) {
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

/** Answers the guess awaiting an answer with `exact` and `misplaced` through the element's answer(); resolves with the notice once it shows. */
async function answerNotice(page, exact, misplaced) {
  await page.evaluate((t) => { document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent = ''; }, TAG);
  await page.evaluate(([t, e, m]) => document.querySelector(t).answer(e, m), [TAG, exact, misplaced]);
  await page.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent !== '', TAG);
  return noticeOf(page);
}

test('French page, the computer breaks your Bulls & Cows code: an impossible answer and one that contradicts an earlier answer are refused with taureaux and vaches (French says 0 vache), as the rules say', async () => {
  // The consistent breaker guesses the first code that fits: 1 2 3 4, then after "1 bull" 1 5 6 7.
  const page = await open('fr-FR', 'preset=bulls&mode=make&strategy=consistent&fast&storage-key=t-fr-make-answers');
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => document.querySelector(t).snapshot.view.awaitingAnswer, TAG);
  const first = await idle(page);
  assert.deepEqual(first.view.history.map((row) => row.guess), [[1, 2, 3, 4]]);
  assert.equal(await answerNotice(page, 3, 1),
    '3 taureaux et 1 vache, c’est impossible : avec 3 taureaux, le dernier chiffre n’a pas d’autre place.');
  assert.equal((await idle(page)).save, first.save, 'the answer is refused');

  await page.evaluate((t) => document.querySelector(t).answer(1, 0), TAG);
  await page.waitForFunction((t) => document.querySelector(t).snapshot.view.history.length === 2 && document.querySelector(t).snapshot.view.awaitingAnswer, TAG);
  const second = await idle(page);
  assert.deepEqual(second.view.history.map((row) => row.guess), [[1, 2, 3, 4], [1, 5, 6, 7]]);
  assert.equal(await answerNotice(page, 0, 4),
    'Cette réponse contredit votre réponse à l’essai 1 (1 2 3 4 : 1 taureau, 0 vache) : aucun code ne convient aux deux.');
  assert.equal((await idle(page)).save, second.save, 'the answer is refused');
  // The rules say how to answer in bulls and cows too, and nothing of exact pegs.
  const rules = await page.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('.rules-body li')].map((li) => li.textContent), TAG);
  assert.deepEqual(rules, [
    'Trouvez le code avant la fin des rangées. Indice remplit la rangée d’un code qui convient à toutes les réponses jusqu’ici et dit combien de codes conviennent encore.',
    'Quand l’ordinateur casse votre code, répondez à chacun de ses essais avec le nombre de taureaux et de vaches. Une réponse qui contredit une précédente est refusée, et on vous dit laquelle.',
  ]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Hebrew page: a repeated digit in Bulls & Cows is refused in Hebrew, and a given-up classic game says so in Hebrew', async () => {
  const bulls = await open('he-IL', 'preset=bulls&seed=3&storage-key=t-he-bulls');
  await enter(bulls, [10, 1, 10, 2]);
  assert.equal(await noticeOf(bulls), 'ספרה 0 מופיעה פעמיים בניחוש, והמשחק הזה אינו מתיר כפילויות.');

  const classic = await open('he-IL', 'seed=4&storage-key=t-he-give-up');
  const code = colours(secretOf('p4,c6,r10', 4));
  await giveUp(classic);
  const { lang, text, title } = await texts(classic, RESULT);
  assert.deepEqual({ lang, title, text }, { lang: 'he', title: 'הקוד היה…', text: `ויתרת: הקוד היה ${code}.` });
  for (const page of [bulls, classic]) {
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});
