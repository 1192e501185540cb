// mastermind.test.mjs: mastermind.html in Chromium: keyboard play in both roles, hints and computer guesses from
// the engine worker, save/restore, share links, Bulls & Cows, CSP, screenshots.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { builtName } from '../game-data.mjs';
import { openBrowser } from './harness.mjs';
import { ALL_VARIANTS, hasEngineWorker, loadDistArcade, pressAndWait, screenshotVariants } from './helpers.mjs';

let browser;
let arcade;
before(async () => {
  browser = await openBrowser();
  arcade = await loadDistArcade();
});
after(async () => { await browser?.close(); });

// Every test keeps its own saved game (storage-key), so their order does not matter.
const open = (query, hash = '') => browser.newPage(`/mastermind.html?${query}${hash}`);

const snapshot = (page) => page.evaluate(() => document.querySelector('mastermind-game').snapshot);
const shadowText = (page, selector) => page.evaluate((s) => document.querySelector('mastermind-game').shadowRoot.querySelector(s)?.textContent ?? null, selector);
const gameIdOf = (save) => save.split(':').slice(0, 3).join(':');

/** Waits until the board is shown and the computer is not about to move; returns the snapshot. */
async function idle(page) {
  await page.waitForFunction(() => {
    const game = document.querySelector('mastermind-game');
    const snap = game?.snapshot;
    const board = game?.shadowRoot?.querySelector('.game');
    if (!snap || !board || board.hidden) return false;
    return snap.status.over || !snap.status.computerToMove || snap.view.history.length === 0;
  });
  return snapshot(page);
}

/** Presses a key that makes a move (or is refused) and waits for the save or the notice to change. */
async function move(page, key) {
  await pressAndWait(page, 'mastermind-game', key);
  return idle(page);
}

/** Presses H and waits for the hint to fill the row; returns the draft. */
async function hint(page) {
  await page.evaluate(() => { document.querySelector('mastermind-game').shadowRoot.querySelector('[part="event"]').textContent = ''; });
  await page.keyboard.press('h');
  await page.waitForFunction(() => document.querySelector('mastermind-game').shadowRoot.querySelector('[part="event"]').textContent.startsWith('Hint: '));
  return page.evaluate(() => document.querySelector('mastermind-game').draft);
}

/** The words a screen reader gets for each played row. */
const rowLabels = (page) => page.evaluate(() => [...document.querySelector('mastermind-game').shadowRoot
  .querySelectorAll('.rows li.row:not(.is-future):not(.is-thinking) .visually-hidden')].map((el) => el.textContent));

const announced = (page, text) => page.waitForFunction((t) => document.querySelector('mastermind-game').shadowRoot
  .querySelector('[part="announcer"]').textContent.includes(t), text);

/** Screenshots `page` as build/screenshots/mastermind-<state>-<width>-<scheme>.png for each variant. */
const screenshots = (page, state, variants = ALL_VARIANTS) => screenshotVariants(browser, page, `mastermind-${state}`, variants);

// The player the test drives through the keyboard, in node: take the hint, guess it.
function solveWithHints(params, seed) {
  let snap = arcade.session.create('mastermind', { params }, { seed });
  while (!snap.status.over) snap = arcade.session.play(snap.save, arcade.mastermind.hint(snap.save).move);
  return snap;
}

test('a seeded game solved with the keyboard alone (H, Enter) ends as the engine computes', async () => {
  const seed = 5;
  const page = await open(`seed=${seed}&storage-key=t-hints`);
  await page.evaluate(() => {
    document.querySelector('mastermind-game').addEventListener('mastermind-over', (e) => { window.overDetail = e.detail; });
  });
  let snap = await idle(page);
  assert.equal(snap.view.mode, 'break');
  assert.equal(snap.save.split(':')[1], 'p4,c6,r10');
  const expected = solveWithHints('p4,c6,r10', seed);
  assert.equal(gameIdOf(snap.save), gameIdOf(expected.save), 'the same seed hides the same code');

  // A row with an empty slot is not sent; the notice says which slot.
  await page.keyboard.press('1');
  snap = await move(page, 'Enter');
  assert.equal(await shadowText(page, '[part="notice"]'), 'Slot 2 is empty: pick a colour for every slot first.');
  assert.equal(snap.view.history.length, 0);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  assert.deepEqual(await page.evaluate(() => document.querySelector('mastermind-game').draft), [0, 0, 0, 0]);

  let guesses = 0;
  while (!snap.status.over) {
    assert.ok(guesses++ < 10, 'the hints find the code within the rows');
    const draft = await hint(page);
    const remaining = arcade.mastermind.hint(snap.save).remaining;
    assert.match(await shadowText(page, '[part="event"]'), new RegExp(`^Hint: ${draft.join(' ')} fits every answer so far\\. ${remaining === 1 ? '1 code remains' : `${remaining} codes remain`}`));
    snap = await move(page, 'Enter');
    assert.deepEqual(snap.view.history.at(-1).guess, draft);
  }
  assert.equal(snap.save, expected.save, 'the page played exactly what node plays');
  assert.equal(snap.view.history.length, expected.view.history.length);
  assert.ok(snap.view.solved);

  const n = expected.view.history.length;
  assert.equal(await shadowText(page, '.over-title'), 'You cracked it!');
  assert.equal(await shadowText(page, '.over-text'), `You found the code in ${n} guesses.`);
  assert.equal(expected.status.text, `You found the code in ${n} guesses.`);
  assert.ok(await page.locator('mastermind-game [part="result"]').isVisible());
  assert.equal(await page.locator('mastermind-game .over-code').getAttribute('aria-label'), `The code: ${expected.view.secret.join(' ')}`);
  assert.equal(await page.locator('mastermind-game .secret-pegs').getAttribute('aria-label'), `The code: ${expected.view.secret.join(' ')}`);
  const labels = await rowLabels(page);
  assert.equal(labels.length, n);
  expected.view.history.forEach((row, i) => {
    assert.equal(labels[i], `Guess ${i + 1}: ${row.guess.join(' ')} — ${row.exact} exact, ${row.misplaced} misplaced.`);
  });
  assert.deepEqual(await page.evaluate(() => window.overDetail), {
    mode: 'break', solved: true, gaveUp: false, guesses: n, secret: expected.view.secret, winner: 'you',
  });
  await announced(page, expected.status.text);
  // Hints and computer guesses run in the engine worker, not on the page's thread.
  assert.ok(hasEngineWorker(page), 'the page runs its engine worker');

  await screenshots(page, 'won');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the computer breaks a code the test keeps, then an inconsistent answer is refused in the engine\'s words', async () => {
  const secret = [3, 1, 4, 6];
  const page = await open('mode=make&fast&storage-key=t-make');
  let snap = await idle(page);
  assert.equal(snap.view.mode, 'make');
  assert.equal(snap.view.history.length, 0);
  assert.equal(await shadowText(page, '.headline'), 'Think of a secret code');

  // The private secret, typed on the board; Enter lets the computer start.
  for (const colour of secret) await page.keyboard.press(String(colour));
  assert.deepEqual(await page.evaluate(() => document.querySelector('mastermind-game').draft), secret);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.awaitingAnswer);
  snap = await idle(page);
  let answers = 0;
  let shot = false;
  while (!snap.status.over) {
    assert.ok(answers++ < 10, 'the computer finds the code');
    assert.equal(snap.view.awaitingAnswer, true);
    const guess = snap.view.history.at(-1).guess;
    const { exact, misplaced } = arcade.mastermind.feedback(secret, guess);
    // The page works out the same answer from the player's secret, and only suggests it.
    assert.equal(await shadowText(page, '.from-secret'), `Your secret says ${exact} exact, ${misplaced} misplaced.`);
    if (!shot && snap.view.history.length === 2) {
      shot = true;
      await page.keyboard.press('e');
      await screenshots(page, 'make');
      await page.keyboard.press('Shift+E');
    }
    for (let i = 0; i < exact; i += 1) await page.keyboard.press('e');
    for (let i = 0; i < misplaced; i += 1) await page.keyboard.press('m');
    assert.equal(await shadowText(page, '[data-stepper="exact"][role="spinbutton"]'), String(exact));
    assert.equal(await shadowText(page, '[data-stepper="misplaced"][role="spinbutton"]'), String(misplaced));
    snap = await move(page, 'Enter'); // (idle: the computer's next guess is in, or the game is over)
    const last = snap.view.history.at(-1).exact === null ? snap.view.history.at(-2) : snap.view.history.at(-1);
    assert.deepEqual([last.exact, last.misplaced], [exact, misplaced]);
    // After `answers` answers: the codes left, the answers counted as the dock counts them.
    if (!snap.status.over) {
      const yours = answers === 1 ? 'your answer' : `your ${answers} answers`;
      assert.match(await shadowText(page, '[part="event"]'), new RegExp(`Answer guess ${answers + 1} \\(.*\\): .* \\d+ codes? still fits? ${yours}\\.$`));
    }
  }
  assert.ok(snap.view.solved);
  assert.deepEqual(snap.view.history.at(-1).guess, secret);
  assert.equal(snap.save.split(':')[2], '', 'the secret never went into the save');
  // Node plays the same game from the same answers.
  let replay = arcade.session.create('mastermind', { params: 'p4,c6,r10,make' });
  while (!replay.status.over) {
    replay = arcade.session.computer(replay.save);
    const f = arcade.mastermind.feedback(secret, replay.view.history.at(-1).guess);
    replay = arcade.session.play(replay.save, `a${f.exact}${f.misplaced}`);
  }
  assert.equal(snap.save, replay.save);
  const n = snap.view.history.length;
  assert.equal(await shadowText(page, '.over-text'), `The computer found your code in ${n} guesses.`);
  assert.equal(await shadowText(page, '.over-title'), 'The computer cracked it!');
  await screenshots(page, 'make-over', [[1280, 'dark'], [390, 'light']]);

  // A new game with the same settings; the second answer contradicts the first.
  await page.locator('mastermind-game .over-actions [part~="again-button"]').click();
  snap = await idle(page);
  assert.equal(snap.view.history.length, 0);
  await page.keyboard.press('Enter'); // no secret on screen this time: it stays in the player's head
  await page.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.awaitingAnswer);
  snap = await idle(page);
  let probe = arcade.session.play(snap.save, 'a20');
  probe = arcade.session.computer(probe.save);
  let contradiction = null;
  for (let e = 0; e <= 4 && !contradiction; e += 1) {
    for (let m = 0; e + m <= 4 && !contradiction; m += 1) {
      try { arcade.session.play(probe.save, `a${e}${m}`); } catch (error) {
        if (error.message.startsWith('That answer contradicts')) contradiction = { e, m, message: error.message };
      }
    }
  }
  assert.ok(contradiction, 'some answer to guess 2 contradicts 2 exact, 0 misplaced for guess 1');
  await page.keyboard.press('e');
  await page.keyboard.press('e');
  await move(page, 'Enter');
  await page.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.awaitingAnswer);
  snap = await idle(page);
  assert.equal(snap.save, probe.save);
  for (let i = 0; i < contradiction.e; i += 1) await page.keyboard.press('e');
  for (let i = 0; i < contradiction.m; i += 1) await page.keyboard.press('m');
  const refused = await move(page, 'Enter');
  const notice = page.locator('mastermind-game [part="notice"]');
  assert.equal(await notice.textContent(), contradiction.message);
  assert.match(contradiction.message, /^That answer contradicts your answer to guess 1 \(\d \d \d \d: 2 exact, 0 misplaced\): no code fits both\.$/);
  assert.ok(await notice.isVisible());
  assert.equal(await notice.getAttribute('aria-live'), 'polite');
  assert.equal(refused.save, probe.save, 'a refused answer changes nothing');
  assert.equal(refused.view.history.length, 2);
  await screenshots(page, 'contradiction', [[1280, 'light'], [390, 'dark']]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('make mode: undo steps back over the computer\'s guess to the player\'s answer, then to before its first guess', async () => {
  const secret = [3, 1, 4, 6];
  const page = await open('mode=make&fast&storage-key=t-undo-make');
  await idle(page);
  for (const colour of secret) await page.keyboard.press(String(colour));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.awaitingAnswer);
  let snap = await idle(page);
  const f = arcade.mastermind.feedback(secret, snap.view.history[0].guess);
  for (let i = 0; i < f.exact; i += 1) await page.keyboard.press('e');
  for (let i = 0; i < f.misplaced; i += 1) await page.keyboard.press('m');
  const asked = await move(page, 'Enter');
  assert.equal(asked.view.history.length, 2);
  assert.equal(asked.view.awaitingAnswer, true);

  // One undo takes back the computer's second guess and the answer before it: guess 1 asks again.
  snap = await move(page, 'Control+z');
  assert.equal(snap.save, arcade.session.undoDecision(asked.save).save);
  assert.equal(snap.view.history.length, 1);
  assert.equal(snap.view.awaitingAnswer, true);
  assert.match(await shadowText(page, '[part="event"]'), /^Undone\. Answer guess 1 \(/);
  assert.ok(await page.locator('mastermind-game .dock-answer').isVisible());

  // The next goes back before the computer's first guess: the secret is in the row again, and the
  // computer waits for the player's word.
  snap = await move(page, 'u');
  assert.equal(snap.view.history.length, 0);
  assert.equal(await shadowText(page, '.headline'), 'Think of a secret code');
  assert.deepEqual(await page.evaluate(() => document.querySelector('mastermind-game').draft), secret);
  assert.ok(await page.locator('mastermind-game .dock-make-setup').isVisible());
  assert.equal(await page.evaluate(() => document.querySelector('mastermind-game').thinking), false);
  assert.equal(await shadowText(page, '[part="notice"]'), '');
  await move(page, 'Control+z');
  assert.equal(await shadowText(page, '[part="notice"]'), 'Nothing to undo.');

  // Redo comes forward to where the player answers again.
  snap = await move(page, 'Control+y');
  assert.equal(snap.save, arcade.session.redoDecision(arcade.session.undoDecision(snap.save).save).save);
  assert.equal(snap.view.history.length, 1);
  assert.equal(snap.view.awaitingAnswer, true);

  // Back at the start, another secret; Enter lets the computer guess from the start.
  await move(page, 'Control+z');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('5');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.awaitingAnswer);
  assert.equal(await page.locator('mastermind-game .secret-pegs').getAttribute('aria-label'), 'Your secret: 3 1 4 5');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('make mode with the optimal strategy on Bulls & Cows: the page plays the engine\'s guesses, in digits', async () => {
  const secret = [9, 10, 2, 5]; // 9 0 2 5 on a digits board
  const page = await open('mode=make&preset=bulls&strategy=optimal&fast&storage-key=t-optimal');
  let snap = await idle(page);
  assert.equal(snap.save.split(':')[1], 'p4,c10,r10,u,make,optimal');
  assert.equal(await page.locator('mastermind-game select[name="strategy"]').inputValue(), 'optimal');
  await page.keyboard.press('Enter');
  let replay = arcade.session.create('mastermind', { params: 'p4,c10,r10,u,make,optimal' });
  for (;;) {
    await page.waitForFunction(() => {
      const s = document.querySelector('mastermind-game').snapshot;
      return s.status.over || s.view.awaitingAnswer;
    });
    snap = await idle(page);
    if (snap.status.over) break;
    replay = arcade.session.computer(replay.save);
    assert.equal(snap.save, replay.save, 'the same guess as the engine in node');
    const { exact, misplaced } = arcade.mastermind.feedback(secret, snap.view.history.at(-1).guess);
    await page.evaluate(([e, m]) => document.querySelector('mastermind-game').answer(e, m), [exact, misplaced]);
    replay = arcade.session.play(replay.save, `a${exact}${misplaced}`);
  }
  assert.equal(snap.save, replay.save);
  assert.ok(snap.view.solved);
  assert.equal(await shadowText(page, '.over-title'), 'The computer cracked it!');
  assert.equal(await page.locator('mastermind-game .over-code').getAttribute('aria-label'), 'The code: 9 0 2 5');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a reload mid-game shows the same rows, the half-typed row and the private secret', async () => {
  const page = await open('seed=8&storage-key=t-reload');
  await idle(page);
  for (const key of ['1', '1', '2', '2']) await page.keyboard.press(key);
  await move(page, 'Enter');
  for (const key of ['3', '4', '5', '6']) await page.keyboard.press(key);
  const snap = await move(page, 'Enter');
  await page.keyboard.press('2');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('6');
  const labels = await rowLabels(page);
  assert.equal(labels.length, 2);
  assert.match(labels[0], /^Guess 1: 1 1 2 2 — \d exact, \d misplaced\.$/);
  const draft = await page.evaluate(() => document.querySelector('mastermind-game').draft);
  assert.deepEqual(draft, [2, 0, 6, 0]);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('kata-arcade:mastermind:slot:t-reload'))).data.save, snap.save);

  await page.reload({ waitUntil: 'load' });
  const restored = await idle(page);
  assert.equal(restored.save, snap.save);
  assert.deepEqual(await rowLabels(page), labels);
  assert.deepEqual(await page.evaluate(() => document.querySelector('mastermind-game').draft), draft);
  await announced(page, 'Saved game resumed.');
  await screenshots(page, 'break');

  // Undo puts the last guess back into the row; redo plays it again.
  const undone = await move(page, 'Control+z');
  assert.equal(undone.view.history.length, 1);
  assert.deepEqual(await page.evaluate(() => document.querySelector('mastermind-game').draft), [3, 4, 5, 6]);
  const redone = await move(page, 'Control+y');
  assert.equal(redone.save, snap.save);

  // Make mode: the private secret and the guess awaiting an answer survive a reload too.
  const make = await open('mode=make&preset=super&strategy=consistent&fast&storage-key=t-reload-make');
  await idle(make);
  for (const key of ['8', '7', '6', '5', '4']) await make.keyboard.press(key);
  await make.keyboard.press('Enter');
  await make.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.awaitingAnswer);
  const asked = await snapshot(make);
  await make.reload({ waitUntil: 'load' });
  const back = await idle(make);
  assert.equal(back.save, asked.save);
  assert.equal(await make.locator('mastermind-game .secret-pegs').getAttribute('aria-label'), 'Your secret: 8 7 6 5 4');
  assert.match(await shadowText(make, '.from-secret'), /^Your secret says \d exact, \d misplaced\.$/);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(make.problems, []);
  await page.close();
  await make.close();
});

test('a shared link opens the same code in a fresh page; a bad link is reported and a new game starts', async () => {
  const first = await open('seed=11&storage-key=t-share-a');
  const a = await idle(first);
  const id = await first.evaluate(() => document.querySelector('mastermind-game').gameId);
  assert.equal(id, gameIdOf(a.save));
  await first.locator('mastermind-game [part~="share-button"]').click();
  await first.waitForFunction(() => document.querySelector('mastermind-game').shadowRoot.querySelector('[part="share-note"]').textContent !== '');
  const notice = await shadowText(first, '[part="share-note"]');
  if (notice.startsWith('Copy this link')) {
    const link = await first.locator('mastermind-game .share-link').inputValue();
    assert.equal(new URL(link).hash, `#${id}`);
  } else {
    assert.equal(notice, 'Link copied. Whoever opens it plays this code from the start.');
  }
  await first.locator('main').focus(); // the keys leave the share link's text box
  for (const key of ['1', '2', '3', '4']) await first.keyboard.press(key);
  const guessedA = await move(first, 'Enter');

  const second = await open('storage-key=t-share-b', `#${id}`);
  const b = await idle(second);
  assert.equal(gameIdOf(b.save), id);
  assert.equal(await second.evaluate(() => location.hash), '', 'the id leaves the address bar, so a reload resumes');
  for (const key of ['1', '2', '3', '4']) await second.keyboard.press(key);
  const guessedB = await move(second, 'Enter');
  assert.deepEqual(guessedB.view.history[0], guessedA.view.history[0], 'the same guess gets the same feedback');
  // Giving up shows the code: the one node finds behind the id.
  await second.locator('mastermind-game [part~="give-up-button"]').click();
  await second.locator('mastermind-game .confirm .btn-danger').click();
  const gaveUp = await idle(second);
  const secret = arcade.session.play(arcade.session.load(id).save, 'x').view.secret;
  assert.deepEqual(gaveUp.view.secret, secret);
  assert.equal(await shadowText(second, '.over-text'), `You gave up: the code was ${secret.join(' ')}.`);

  const bad = await open('storage-key=t-share-bad', '#mastermind:p4,c6,r10:zz');
  const fresh = await idle(bad);
  assert.equal(await shadowText(bad, '[part="notice"]'),
    'That link could not be opened: The game id\'s code has 2 characters; it needs 5. A new game has started instead.');
  assert.equal(fresh.view.history.length, 0);
  assert.equal(fresh.status.over, false);
  for (const page of [first, second, bad]) {
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

// Saves and a link written by main's page before it moved onto the shared controller
// (tests/data/mastermind/saves-main.json, see tests/data/README.md).
const OLD = JSON.parse(readFileSync(new URL('../data/mastermind/saves-main.json', import.meta.url), 'utf8'));

/** Opens mastermind.html on a saved record as an old page left it (planted, then the page reloaded). */
async function openOld({ key, value }, query = '') {
  const page = await open(`storage-key=${key}${query}`);
  await idle(page);
  await page.evaluate(([k, v]) => localStorage.setItem(`kata-arcade:mastermind:slot:${k}`, v), [key, value]);
  await page.reload({ waitUntil: 'load' });
  return page;
}

const saveOf = (record) => JSON.parse(record.value).data.save;

test('saves and a link written by main before the shared controller open as they were', async () => {
  const { records, link } = OLD;
  const game = (page) => page.evaluate(() => {
    const g = document.querySelector('mastermind-game');
    return { draft: g.draft, look: g.look };
  });

  // Break: the rows, the half-typed row and the numbers look come back; the next guess plays on.
  const broken = await openOld(records.break);
  let snap = await idle(broken);
  assert.equal(snap.save, saveOf(records.break));
  assert.deepEqual(await rowLabels(broken), records.break.rowLabels);
  assert.deepEqual(await game(broken), { draft: [2, 0, 6, 0], look: 'numbers' });
  assert.deepEqual(await broken.locator('mastermind-game .swatch .peg').evaluateAll((s) => s.map((p) => p.textContent)), ['1', '2', '3', '4', '5', '6']);
  await announced(broken, 'Saved game resumed. 8 rows left.');
  await broken.keyboard.press('1');
  await broken.keyboard.press('Home');
  await broken.keyboard.press('ArrowRight');
  await broken.keyboard.press('3');
  snap = await move(broken, 'Enter');
  assert.equal(snap.save, arcade.session.play(saveOf(records.break), 'gbcfa').save);

  // Make, guess 1 awaiting an answer: the hidden private secret and the answer it suggests.
  const make = await openOld(records.make, '&fast');
  snap = await idle(make);
  assert.equal(snap.save, saveOf(records.make));
  assert.equal(await make.locator('mastermind-game .secret-pegs').getAttribute('aria-label'), 'Your secret is hidden');
  const f = arcade.mastermind.feedback([8, 7, 6, 5, 4], snap.view.history[0].guess);
  assert.equal(await shadowText(make, '.from-secret'), `Your secret says ${f.exact} exact, ${f.misplaced} misplaced.`);
  for (let i = 0; i < f.exact; i += 1) await make.keyboard.press('e');
  for (let i = 0; i < f.misplaced; i += 1) await make.keyboard.press('m');
  snap = await move(make, 'Enter'); // (idle: the computer's next guess is in)
  assert.equal(snap.save, arcade.session.computer(arcade.session.play(saveOf(records.make), `a${f.exact}${f.misplaced}`).save).save);

  // Make, before the first guess: the secret being typed; Enter lets the computer start.
  const setup = await openOld(records.makeSetup, '&fast');
  snap = await idle(setup);
  assert.equal(snap.view.history.length, 0);
  assert.equal(await shadowText(setup, '.headline'), 'Think of a secret code');
  assert.deepEqual((await game(setup)).draft, [3, 1, 4, 0]);
  await setup.keyboard.press('5');
  await setup.keyboard.press('Enter');
  await setup.waitForFunction(() => document.querySelector('mastermind-game').snapshot.view.awaitingAnswer);
  assert.equal(await setup.locator('mastermind-game .secret-pegs').getAttribute('aria-label'), 'Your secret: 3 1 4 5');

  // Bulls & Cows, given up: the result as it was.
  const bulls = await openOld(records.bullsOver);
  snap = await idle(bulls);
  assert.equal(snap.save, saveOf(records.bullsOver));
  assert.equal(await shadowText(bulls, '.over-text'), records.bullsOver.overText);

  // A link as main shared it: the same code, in the look the saved game had (numbers).
  const linked = await browser.newPage(`/mastermind.html?storage-key=${records.break.key}#${link.gameId}`);
  snap = await idle(linked);
  assert.equal(await linked.evaluate(() => document.querySelector('mastermind-game').gameId), link.gameId);
  assert.equal(snap.view.history.length, 0);
  assert.equal((await game(linked)).look, 'numbers');
  await linked.locator('mastermind-game [part~="give-up-button"]').click();
  await linked.locator('mastermind-game .confirm .btn-danger').click();
  await linked.waitForFunction(() => document.querySelector('mastermind-game').snapshot.status.over);
  snap = await idle(linked);
  assert.deepEqual(snap.view.secret, arcade.session.play(arcade.session.load(link.gameId).save, 'x').view.secret);
  for (const page of [broken, make, setup, bulls, linked]) {
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('Bulls & Cows plays with digits and refuses a repeated digit in the engine\'s words', async () => {
  const page = await open('preset=bulls&seed=4&storage-key=t-bulls');
  const snap = await idle(page);
  assert.equal(snap.save.split(':')[1], 'p4,c10,r10,u');
  assert.equal(await shadowText(page, '.meta'), 'Bulls & Cows · 4 pegs · 10 digits · no repeats');
  assert.deepEqual(await page.locator('mastermind-game .swatch').evaluateAll((s) => s.map((b) => b.textContent)),
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
  for (const key of ['1', '1', '2', '0']) await page.keyboard.press(key);
  const refused = await move(page, 'Enter');
  let engineSentence = '';
  try { arcade.session.play(snap.save, 'gaabj'); } catch (error) { engineSentence = error.message; }
  // The core itself says "digit" for Bulls & Cows, as the board shows it.
  assert.equal(engineSentence, 'Digit 1 appears twice in the guess, and this game allows no duplicates.');
  assert.equal(await shadowText(page, '[part="notice"]'), 'Digit 1 appears twice in the guess, and this game allows no duplicates.');
  assert.equal(refused.save, snap.save);

  await page.keyboard.press('Home');
  await page.keyboard.press('5');
  const played = await move(page, 'Enter');
  const row = played.view.history[0];
  assert.deepEqual(row.guess, [5, 1, 2, 10]);
  assert.equal((await rowLabels(page))[0],
    `Guess 1: 5 1 2 0 — ${row.exact} ${row.exact === 1 ? 'bull' : 'bulls'}, ${row.misplaced} ${row.misplaced === 1 ? 'cow' : 'cows'}.`);
  await hint(page);
  await move(page, 'Enter');
  await screenshots(page, 'bulls');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the engine worker: errors come back as ArcadeErrors, a slow call times out, and no worker means the page\'s thread', async () => {
  const page = await open('storage-key=t-worker');
  await idle(page);
  // The modules under their hashed names in the build (scripts/hash-names.mjs).
  const modules = { client: `./${builtName('common/engine-client.js')}`, engine: `./${builtName('common/engine.js')}` };
  const results = await page.evaluate(async (modules) => {
    const client = await import(modules.client);
    const { engine } = await import(modules.engine);
    const arcade = await engine();
    const save = arcade.session.create('mastermind', { params: 'p4,c6,r10,make' }).save;
    const out = {};
    out.guess = (await client.callInWorker('session.computer', save)).view.history[0].guess;
    try { await client.callInWorker('session.play', save, 'zz'); } catch (e) { out.bad = `${e.name}: ${e.message}`; }
    try { await client.callInWorker('constructor.constructor', 'return 1'); } catch (e) { out.unknown = `${e.name}: ${e.message}`; }
    // A call that is always slow: a Connect Four position past any opening book, searched to 20
    // million nodes (about 1.5 s).
    try { await client.callEngine('connect4.evaluate', ['123456712', { nodes: 20000000 }], { timeout: 1 }); } catch (e) { out.timeout = `${e.name}: ${e.message}`; }
    const controller = new AbortController();
    const aborted = client.callEngine('session.computer', [save], { signal: controller.signal });
    controller.abort();
    try { await aborted; } catch (e) { out.aborted = e.name; }
    out.after = (await client.callInWorker('session.computer', save)).view.history[0].guess;
    out.mode = client.engineClientState().mode;
    // A fresh copy of the client in a page without workers runs the same call on the page's thread.
    const saved = globalThis.Worker;
    globalThis.Worker = undefined;
    try {
      const fallback = await import(`${modules.client}?no-workers`);
      out.fallbackGuess = (await fallback.callInWorker('session.computer', save)).view.history[0].guess;
      out.fallbackMode = fallback.engineClientState().mode;
    } finally {
      globalThis.Worker = saved;
    }
    return out;
  }, modules);
  assert.deepEqual(results.guess, [1, 1, 2, 3]);
  assert.equal(results.bad, 'ArcadeError: Mastermind moves are g<code> (guess), a<exact><misplaced> (answer) and x (give up), not "zz".');
  assert.equal(results.unknown, 'ArcadeError: The engine has no method "constructor.constructor".');
  assert.equal(results.timeout, 'EngineTimeoutError: The engine took more than 0 seconds and was stopped.');
  assert.equal(results.aborted, 'AbortError');
  assert.deepEqual(results.after, [1, 1, 2, 3], 'a fresh worker takes over after a timeout');
  assert.equal(results.mode, 'worker');
  assert.deepEqual(results.fallbackGuess, [1, 1, 2, 3]);
  assert.equal(results.fallbackMode, 'main-thread');
  // The fresh client said once why its calls run on the page's thread.
  assert.deepEqual(page.problems, ["console warning: Kata Arcade: the engine runs on the page's thread, slower to answer, because this browser has no Web Workers."]);
  await page.close();
});

test('the computer thinks in the worker: the page stays responsive, and Stop / Try again work', async () => {
  // Six pegs of nine colours under Knuth: the first guess is a search of about a second (2.8 s in
  // node on the 2-core CI machine; Super's guesses come from a book now, a few ms, too quick to watch).
  const page = await open('mode=make&pegs=6&colours=9&strategy=knuth&storage-key=t-think');
  await idle(page);
  await page.keyboard.press('Enter');
  // The dock says the computer is busy; a much faster engine may already ask. The texts are read in
  // the same task of the page as the state: the guess may come before a second look.
  const [state, thinkingText, rowText] = await (await page.waitForFunction(() => {
    const game = document.querySelector('mastermind-game');
    if (game.snapshot.view.awaitingAnswer) return ['asked'];
    const dock = game.shadowRoot.querySelector('.dock-thinking');
    const text = (s) => game.shadowRoot.querySelector(s)?.textContent ?? null;
    return dock && !dock.hidden ? ['thinking', text('.thinking-text'), text('[part~="current-row"] .visually-hidden')] : false;
  })).jsonValue();
  if (state === 'asked') {
    assert.equal((await snapshot(page)).view.history.length, 1);
  } else {
    assert.match(thinkingText, /^The computer is thinking…/);
    assert.equal(rowText, 'Guess 1: the computer is thinking.');
    // The computer thinks in the engine worker, so the page's own thread stays free (a check on
    // the worker, not on timers: a loaded machine delays timers whatever thread computes). Playwright
    // may hear of a worker the page just started a moment after the page shows it thinking.
    const engineWorker = () => page.workers().some((w) => /engine-worker/.test(w.url()));
    for (let wait = 0; wait < 50 && !engineWorker(); wait++) await new Promise((done) => setTimeout(done, 100));
    assert.ok(engineWorker(), `workers: ${page.workers().map((w) => w.url())}`);
    assert.equal(await page.evaluate(() => 1 + 1), 2, 'the page answers while the worker computes');
    await screenshots(page, 'thinking', [[1280, 'light'], [390, 'dark']]);
    // Stop, if it still thinks: looked at and clicked in one task of the page (the guess may land between two).
    const stopped = await page.evaluate(() => {
      const game = document.querySelector('mastermind-game');
      if (!game.thinking) return false;
      game.shadowRoot.querySelector('[part~="stop-button"]').click();
      return true;
    });
    if (stopped) {
      assert.equal(await shadowText(page, '[part="notice"]'), 'Stopped. The computer has not guessed yet: try again, or start a new game.');
      assert.ok(await page.locator('mastermind-game [part~="retry-button"]').isVisible());
      assert.equal((await snapshot(page)).view.history.length, 0, 'nothing was played');
      await page.locator('mastermind-game [part~="retry-button"]').click();
      assert.ok(await page.locator('mastermind-game .dock-thinking .spinner').isVisible());
    }
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('setup: custom games from the form, errors in the engine\'s words, peg numbers, screenshots', async () => {
  const page = await open('mode=make&storage-key=t-setup');
  await idle(page);
  await screenshots(page, 'make-setup', [[1280, 'light'], [390, 'dark']]);
  const setup = page.locator('mastermind-game .setup-form');
  await setup.locator('input[name="mode"][value="break"]').check();
  await setup.locator('input[name="preset"][value="custom"]').check();
  await setup.locator('select[name="pegs"]').selectOption('7');
  await setup.locator('select[name="colours"]').selectOption('6');
  await setup.locator('input[name="duplicates"]').uncheck();
  await setup.locator('[type="submit"]').click();
  assert.equal(await page.locator('mastermind-game .setup .notice').textContent(),
    'Without duplicates there must be at least as many colours as pegs (7 pegs, 6 colours).');
  await setup.locator('select[name="colours"]').selectOption('9');
  await setup.locator('select[name="rows"]').selectOption('14');
  await setup.locator('[type="submit"]').click();
  const snap = await idle(page);
  assert.equal(snap.save.split(':')[1], 'p7,c9,r14,u');
  assert.equal(await shadowText(page, '.meta'), 'Custom · 7 pegs · 9 colours · no repeats');
  assert.equal(await page.locator('mastermind-game .rows .row.is-more').textContent(), '+ 10 more rows');
  await page.locator('mastermind-game input[name="look"][value="numbers"]').check();
  assert.deepEqual(await page.locator('mastermind-game .swatch .peg').evaluateAll((s) => s.map((p) => p.textContent)),
    ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  assert.equal(await page.locator('mastermind-game .swatch').first().getAttribute('aria-label'), '1 red');
  await page.locator('main').focus(); // keys typed in the form's fields stay there
  await hint(page);
  await move(page, 'Enter');
  await screenshots(page, 'custom', [[1280, 'dark'], [390, 'light']]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('mastermind.html: header links back to the gallery, CSP, no inline script or style', async () => {
  const page = await open('storage-key=t-page');
  assert.equal(page.response.status(), 200);
  assert.equal(await page.title(), 'Mastermind · Kata Arcade');
  assert.equal(await page.evaluate(() => document.compatMode), 'CSS1Compat');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Mastermind');
  assert.ok(await page.locator('header a[href="index.html"]').count() >= 1);
  assert.equal(await page.locator('link[rel="icon"]').getAttribute('href'), builtName('favicon.svg'));
  assert.match(page.response.headers()['content-security-policy'] ?? '', /script-src 'self' 'wasm-unsafe-eval'/);
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(meta, /default-src 'none'; script-src 'self' 'wasm-unsafe-eval'/);
  assert.equal(await page.locator('script:not([src]), style, [style]').count(), 0);
  await idle(page);
  // The board is a labelled list; the current row's slots are buttons with their contents in words.
  assert.equal(await page.locator('mastermind-game ol[part="rows"]').getAttribute('aria-label'), 'Guesses: 0 of 10 rows used');
  const slot = page.locator('mastermind-game [part~="current-row"] .slot').first();
  assert.equal(await slot.getAttribute('aria-label'), 'Slot 1 of 4: empty, selected');
  await page.keyboard.press('3');
  assert.equal(await slot.getAttribute('aria-label'), 'Slot 1 of 4: 3 yellow');
  assert.equal(await page.locator('mastermind-game [role="toolbar"]').getAttribute('aria-label'), 'Colours');
  assert.deepEqual(page.problems, []);
  await page.close();
});
