// greed.test.mjs: greed.html in Chromium: keyboard play against the engine, save/restore, undo, a11y, CSP, screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { builtName } from '../game-data.mjs';
import { openBrowser } from './harness.mjs';
import { ALL_VARIANTS, axeViolations, loadDistArcade, pressAndWait, screenshotVariants } from './helpers.mjs';

const UNDO_REFUSED = 'That move cannot be undone: it revealed what chance decided.';

let browser;
let arcade;
before(async () => {
  browser = await openBrowser();
  arcade = await loadDistArcade();
});
after(async () => { await browser?.close(); });

// Every test keeps its own saved game (storage-key), so their order does not matter.
const open = (query) => browser.newPage(`/greed.html?${query}`);

/** The element's engine snapshot (a plain object copied out of the page). */
const snapshot = (page) => page.evaluate(() => document.querySelector('greed-game').snapshot);

/** Waits until the game is shown and no computer move is pending: a person is to move or it is over. */
async function idle(page) {
  await page.waitForFunction(() => {
    const game = document.querySelector('greed-game');
    const snap = game?.snapshot;
    const table = game?.shadowRoot?.querySelector('.game');
    return snap && table && !table.hidden && (snap.status.over || !snap.status.computerToMove);
  });
  return snapshot(page);
}

/** Presses a key and waits until the save changed (or a notice appeared, for refused moves). */
async function press(page, key) {
  await pressAndWait(page, 'greed-game', key);
  return idle(page);
}

/** What the table shows: dice, totals, scores, kept dice and the headline. */
function tableState(page) {
  return page.evaluate(() => {
    const root = document.querySelector('greed-game').shadowRoot;
    const texts = (selector) => [...root.querySelectorAll(selector)].map((el) => el.textContent.trim());
    return {
      // The tumble animation class only marks a fresh roll, so it is left out of the comparison.
      dice: [...root.querySelectorAll('.tray .die')].map((d) => `${d.getAttribute('aria-label')}|${d.className.replace(' is-rolling', '')}`),
      kept: [...root.querySelectorAll('.kept-group')].map((g) => g.getAttribute('aria-label')),
      turnTotal: root.querySelector('.stat-total .stat-value').textContent,
      stats: texts('.stat-value'),
      scores: texts('.player'),
      headline: root.querySelector('.turn-name').textContent,
      roll: root.querySelector('.btn-roll').disabled,
      bank: root.querySelector('.btn-bank').disabled,
    };
  });
}

/** Screenshots `page` as build/screenshots/greed-<state>-<width>-<scheme>.png for each variant. */
const screenshots = (page, state, variants = ALL_VARIANTS) => screenshotVariants(browser, page, `greed-${state}`, variants);

// The same "bank at 300, else roll" player the test drives through the keyboard, in node.
function replaySeeded(params, seed) {
  let snap = arcade.session.create('greed', { params }, { seed });
  while (!snap.status.over) {
    snap = snap.status.computerToMove
      ? arcade.session.computer(snap.save, { seed })
      : arcade.session.play(snap.save, snap.view.turnTotal >= 300 && snap.legal.includes('b') ? 'b' : 'r', { seed });
  }
  return snap;
}

test('a seeded game played with R and B alone ends with the winner the engine computes', async () => {
  const seed = 21;
  const page = await open(`players=hc&seed=${seed}&fast&names=Ada&storage-key=t-whole-game`);
  await page.evaluate(() => {
    document.querySelector('greed-game').addEventListener('greed-over', (e) => { window.overDetail = e.detail; });
  });
  let snap = await idle(page);
  let presses = 0;
  let sawFinalRound = false;
  while (!snap.status.over) {
    assert.ok(presses++ < 500, 'the game should end');
    // Decide from what the page shows, not from the snapshot.
    const shown = await tableState(page);
    assert.equal(shown.roll, false, 'Roll is enabled on the person\'s turn');
    const key = Number(shown.turnTotal) >= 300 && !shown.bank ? 'b' : 'r';
    snap = await press(page, key);
    if (!snap.status.over && snap.view.finalRound) {
      if (!sawFinalRound) await screenshots(page, 'final-round', [[1280, 'light'], [390, 'dark']]);
      sawFinalRound = true;
      assert.match(await page.locator('greed-game .final-banner').textContent(), /^Final round! .+ reached \d+: everyone else gets one last turn\.$/);
    }
  }

  const expected = replaySeeded('hc', seed);
  assert.equal(snap.save, expected.save, 'the page and node drew the same dice from the same seed');
  // Replaying the page's own move log (concrete dice) gives the same end.
  const [game, params, desc, moves] = snap.save.split(':');
  let replay = arcade.session.create(game, { params, desc });
  for (const move of moves.split('.')) replay = arcade.session.play(replay.save, move);
  assert.deepEqual(replay.status.winners, expected.status.winners);
  assert.equal(replay.save, snap.save);

  const names = ['Ada', 'Computer 2'];
  const winner = expected.status.winners[0];
  const sentence = `${names[winner]} wins with ${expected.view.seats[winner].score} points.`;
  assert.equal(expected.status.winners.length, 1);
  assert.equal(await page.locator('greed-game .winner-title').textContent(), sentence);
  assert.ok(await page.locator('greed-game .winner').isVisible());
  assert.equal(await page.locator('greed-game .standings li.is-winner .standing-name').textContent(), names[winner]);
  assert.deepEqual(await page.evaluate(() => window.overDetail), {
    winners: expected.status.winners, names: [names[winner]], scores: expected.view.seats.map((s) => s.score),
  });
  assert.ok(sawFinalRound, 'this seed reaches a final round');
  await page.waitForFunction((text) => document.querySelector('greed-game').shadowRoot
    .querySelector('[part="announcer"]').textContent.endsWith(text), sentence);

  await screenshots(page, 'over');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a reload mid-turn shows exactly the same state', async () => {
  const page = await open('players=hc&seed=6&storage-key=t-reload');
  await idle(page);
  await press(page, 'r');
  const snap = await press(page, 'r');
  assert.equal(snap.view.current, 0);
  assert.equal(snap.view.rollsThisTurn, 2, 'two rolls into the turn, no bust with this seed');
  const shown = await tableState(page);
  assert.equal(shown.kept.length, 1, 'the first roll\'s scoring dice are shown set aside');
  assert.equal(shown.turnTotal, String(snap.view.turnTotal));
  const stored = await page.evaluate(() => localStorage.getItem('kata-arcade:greed:slot:t-reload'));
  assert.equal(JSON.parse(stored).data.save, snap.save);

  await page.reload({ waitUntil: 'load' });
  const restored = await idle(page);
  assert.equal(restored.save, snap.save);
  assert.deepEqual(restored.view, snap.view);
  assert.deepEqual(await tableState(page), shown);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('kata-arcade:greed:slot:t-reload'))).data.save, snap.save);

  await screenshots(page, 'turn');

  // The restored game goes on from the same dice: the next roll is what node draws for this save
  // (then the computer may play on, so only that move is compared).
  const next = await press(page, 'r');
  const moves = (save) => save.split(':')[3].split('.');
  assert.deepEqual(moves(next.save).slice(0, 3), moves(arcade.session.play(snap.save, 'r', { seed: 6 }).save));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('rolls are announced in the live region; names stay text', async () => {
  const page = await open(`players=hh&seed=3&names=${encodeURIComponent('Ada,<b>Bob</b>')}&storage-key=t-announce`);
  await idle(page);
  const live = page.locator('greed-game [part="announcer"]');
  assert.equal(await live.getAttribute('aria-live'), 'polite');
  // Keys still reach the game with focus on the page's <main> (where the skip link lands).
  await page.locator('main').focus();
  const snap = await press(page, 'r');
  const roll = snap.view.lastRoll;
  const sentence = `Ada rolled ${roll.dice.join(' ')}: ${roll.points} points, turn total ${snap.view.turnTotal}, `
    + `${snap.view.diceToRoll} dice left.`;
  assert.equal(sentence, 'Ada rolled 1 1 3 6 1: 1000 points, turn total 1000, 2 dice left.');
  // (Announcements made within a few milliseconds are joined, so the roll ends the region's text.)
  await page.waitForFunction((text) => document.querySelector('greed-game').shadowRoot
    .querySelector('[part="announcer"]').textContent.endsWith(text), sentence);
  // Scoring dice are marked for screen readers too, not only by colour.
  assert.deepEqual(await page.locator('greed-game .tray .die').evaluateAll((dice) => dice.map((d) => d.getAttribute('aria-label'))),
    ['1, scores', '1, scores', '3', '6', '1, scores']);

  const bob = page.locator('greed-game .player-name').nth(1);
  assert.equal(await bob.textContent(), '<b>Bob</b>');
  assert.equal(await page.locator('greed-game .player-name b').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// The result of a roll stays unseen while its dice land (greed-game.css), yet screen readers read it
// all along: the Bank button, its key aria-hidden, once had no name for those 700 ms (axe, rarely).
test('while the dice land, the result is unseen but the Bank button keeps its name and word, axe clean', async () => {
  const page = await open('players=hh&seed=3&storage-key=t-landing');
  await idle(page);
  // Animations frozen at their start: the landing lasts as long as the test looks at it.
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  await press(page, 'r');
  const bankText = page.locator('greed-game .play.is-landing .btn-bank .btn-text');
  assert.equal(await bankText.textContent(), 'Bank 1000');
  // Only the points wait, with the total and the line under the board; the word stays, so the button never looks empty.
  const animations = (selector) => page.locator(`greed-game ${selector}`).evaluate((el) => el.getAnimations().map((a) => [a.animationName, a.playState]));
  assert.deepEqual(await animations('.btn-bank .bank-points'), [['unseen', 'running']], 'still landing');
  assert.deepEqual(await animations('.stat-total .stat-value'), [['unseen', 'running']]);
  assert.deepEqual(await animations('[part="event"].is-landing'), [['unseen', 'running']]);
  assert.deepEqual(await animations('.btn-bank .btn-text'), [], 'the word Bank is seen');
  // Chromium's own accessible name for the button.
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.querySelector("greed-game").shadowRoot.querySelector("[part~=bank-button]")' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
  assert.equal(nodes[0].name.value, 'Bank 1000');
  await cdp.detach();
  assert.deepEqual(page.problems, []);
  // axe last: its checks insert styles the page's Content-Security-Policy refuses (console errors).
  assert.deepEqual(await axeViolations(page), []);
  await page.close();
});

// Undo goes back to the person's last decision in one step, over the computer's whole turn (which
// stays in the log: redo replays it with the same dice), never to a computer that plays again.
test('against the computer, undo on your turn returns to your own bank; redo replays the computer\'s turn', async () => {
  const page = await open('players=hc&seed=3&fast&storage-key=t-undo-computer');
  await idle(page);
  await press(page, 'r');
  await press(page, 'b');
  const mine = await snapshot(page);
  assert.equal(mine.status.computerToMove, false);
  assert.equal(mine.view.current, 0, 'the computer has played its turn');
  assert.ok(mine.position >= 4, mine.save);
  assert.equal(mine.canUndoDecision, true);

  const undone = await press(page, 'u');
  assert.equal(undone.view.current, 0);
  assert.equal(undone.position, 1);
  assert.equal(undone.lastMove.startsWith('r'), true);
  assert.equal(undone.view.turnTotal, 1000);
  assert.equal(undone.canRedo, true);
  await page.waitForTimeout(300);
  assert.equal((await snapshot(page)).save, undone.save, 'the computer does not move: it is the person\'s turn');

  const redone = await press(page, 'Control+y');
  assert.equal(redone.save, mine.save);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a bank can be undone and redone; undoing a roll is refused with the engine\'s sentence', async () => {
  const page = await open('players=hh&seed=3&storage-key=t-undo');
  await idle(page);
  const rolled = await press(page, 'r');
  assert.equal(rolled.canUndo, false);
  const banked = await press(page, 'b');
  assert.equal(banked.view.current, 1);
  assert.equal(banked.view.seats[0].score, 1000);
  assert.equal(banked.canUndo, true);

  const undone = await press(page, 'u');
  assert.equal(undone.save.replace(/:\d+$/, ''), banked.save.replace(/:\d+$/, ''), 'undo keeps the move log');
  assert.equal(undone.view.current, 0);
  assert.equal(undone.view.turnTotal, 1000);
  assert.equal(undone.view.seats[0].score, 0);
  assert.equal(undone.canRedo, true);
  assert.equal((await tableState(page)).turnTotal, '1000');
  assert.equal(await page.locator('greed-game .redo-button, greed-game [part~="redo-button"]').getAttribute('aria-disabled'), null);

  const redone = await press(page, 'Control+y');
  assert.equal(redone.save, banked.save);
  await press(page, 'Control+z');
  assert.equal((await snapshot(page)).view.current, 0);
  await press(page, 'Control+y');

  const bobRolled = await press(page, 'r');
  assert.equal(bobRolled.canUndo, false);
  await press(page, 'u');
  const notice = page.locator('greed-game [part="notice"]');
  assert.equal(await notice.textContent(), UNDO_REFUSED);
  assert.ok(await notice.isVisible());
  assert.equal(await notice.getAttribute('aria-live'), 'polite');
  assert.equal((await snapshot(page)).save, bobRolled.save, 'a refused undo changes nothing');
  // The button (aria-disabled, still clickable) says the same thing: it is never a silent no-op.
  await page.evaluate(() => document.querySelector('greed-game').shadowRoot.querySelector('[part="notice"]').replaceChildren());
  const undoButton = page.locator('greed-game .tools [part~="undo-button"]');
  assert.equal(await undoButton.getAttribute('aria-disabled'), 'true');
  await undoButton.click({ force: true });
  assert.equal(await notice.textContent(), UNDO_REFUSED);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('setup: players and house rules from the form, errors in the engine\'s words, screenshots', async () => {
  const page = await open('storage-key=t-setup');
  const form = page.locator('greed-game .setup-form');
  await form.waitFor();
  await screenshots(page, 'setup');

  await page.locator('greed-game input[name="name-0"]').fill('Zoë');
  await page.locator('greed-game .add-seat').click();
  await page.locator('greed-game select[name="kind-2"]').selectOption('e');
  await page.locator('greed-game input[name="target"]').fill('10');
  await page.locator('greed-game .setup-form [type="submit"]').click();
  const error = page.locator('greed-game .setup .notice');
  assert.equal(await error.textContent(), 'The target must be between 50 and 100000, not 10.');

  await page.locator('greed-game input[name="target"]').fill('2000');
  await page.locator('greed-game .setup-form [type="submit"]').click();
  const snap = await idle(page);
  assert.equal(snap.save.split(':')[1], 'hce,t2000,e300');
  assert.deepEqual(await page.locator('greed-game .player-name').allTextContents(), ['Zoë', 'Computer 2', 'Computer 3']);
  assert.equal(await page.locator('greed-game .player.is-current').getAttribute('aria-current'), 'true');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('house rule "choose the dice to keep": set in the setup, dice picked by key and by tap, then roll, as the engine plays it', async () => {
  const setup = await open('storage-key=t-keep-setup');
  await setup.locator('greed-game .setup-form').waitFor();
  const box = setup.locator('greed-game input[name="choose"]');
  assert.equal(await box.isChecked(), false, 'off by default');
  assert.equal(await setup.getByRole('checkbox', { name: 'Choose the scoring dice to keep' }).count(), 1);
  await box.check();
  await setup.locator('greed-game .setup-form [type="submit"]').click();
  assert.equal((await idle(setup)).save.split(':')[1], 'hc,t3000,e300,k');
  await setup.close();

  // Seed 4: the first roll is 3 6 1 5 3, which scores a 1 and a 5.
  const page = await open('players=hc&choose-dice&seed=4&fast&storage-key=t-keep');
  await idle(page);
  let snap = await press(page, 'r');
  assert.deepEqual(snap.view.lastRoll.dice, [3, 6, 1, 5, 3]);
  assert.equal(snap.view.keeping, true);
  assert.deepEqual(snap.legal, ['k1', 'k5', 'k15', 'b']);
  const picks = () => page.locator('greed-game .die-pick').evaluateAll((bs) => bs.map((b) => `${b.dataset.pick}:${b.getAttribute('aria-pressed')}:${b.textContent}`));
  // Every scoring die starts kept; each is a toggle button named after its die.
  assert.deepEqual(await picks(), ['2:true:Keep die 3: 13', '3:true:Keep die 4: 54']);
  const rollText = () => page.locator('greed-game .btn-roll .btn-text').textContent();
  assert.equal(await rollText(), 'Keep 150, roll 3 dice');
  assert.equal(await page.locator('greed-game .btn-bank .btn-text').textContent(), 'Bank 150');
  // Key 4 puts the 5 back: keep the 1 alone and roll four dice.
  await page.keyboard.press('4');
  assert.deepEqual(await picks(), ['2:true:Keep die 3: 13', '3:false:Keep die 4: 54']);
  assert.equal(await rollText(), 'Keep 100, roll 4 dice');
  // A tap on the 1 leaves nothing kept: Roll waits, and the caption says why.
  await page.locator('greed-game .die-pick[data-pick="2"]').click();
  assert.equal(await page.locator('greed-game [part~="roll-button"]').isDisabled(), true);
  assert.equal(await page.locator('greed-game .caption').textContent(), 'Tap the dice to keep: at least one scoring die.');
  await page.locator('greed-game .die-pick[data-pick="2"]').click();
  assert.equal(await rollText(), 'Keep 100, roll 4 dice');
  await screenshots(page, 'keep');
  await page.keyboard.press('r');
  snap = await idle(page);
  const moves = snap.save.split(':')[3].split('.');
  assert.deepEqual(moves.slice(0, 3).map((m) => m.slice(0, 1)), ['r', 'k', 'r']);
  assert.equal(moves[1], 'k1');
  // The same moves in node: the page played the engine's game.
  let expected = arcade.session.create('greed', { params: 'hc,k' }, { seed: 4 });
  for (const move of moves) expected = arcade.session.play(expected.save, move, { seed: 4 });
  assert.equal(expected.save, snap.save);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('computer players move after a visible pause with the person\'s buttons disabled', async () => {
  const page = await open('players=ch&seed=4&storage-key=t-computer');
  await page.locator('greed-game .turn-name').waitFor();
  await page.waitForFunction(() => document.querySelector('greed-game').snapshot);
  const first = await tableState(page);
  assert.match(first.headline, /^Computer 1 is playing/);
  assert.equal(first.roll, true);
  assert.equal(first.bank, true);
  await page.keyboard.press('r');
  assert.equal(await page.locator('greed-game [part="notice"]').textContent(), 'Please wait: Computer 1 is playing.');
  const snap = await idle(page);
  assert.equal(snap.view.current, 1);
  assert.equal((await tableState(page)).roll, false);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the win-probability computer plays from the engine worker and matches node', async () => {
  const page = await open('players=wh&seed=9&fast&storage-key=t-winning');
  const snap = await idle(page);  // its first decision builds the table in the worker
  assert.equal(snap.view.seats[0].kind, 'winning');
  assert.equal(snap.view.current, 1);
  // The same seeded turn replayed in node gives the same save.
  const arcade = await loadDistArcade();
  let s = arcade.session.create('greed', { params: 'wh' });
  while (s.status.computerToMove) s = arcade.session.computer(s.save, { seed: 9 });
  assert.equal(snap.save, s.save);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a saved game the engine rejects is reported and the setup is shown', async () => {
  const page = await open('storage-key=t-corrupt');
  await page.locator('greed-game .setup-form').waitFor();
  await page.evaluate(() => localStorage.setItem('kata-arcade:greed:slot:t-corrupt', JSON.stringify({
    v: 1, data: { save: 'greed:hc,t3000,e300::r1:1', names: ['', ''], seed: null },
  })));
  await page.reload({ waitUntil: 'load' });
  const error = page.locator('greed-game .setup .notice');
  await error.waitFor();
  assert.equal(await error.textContent(), 'Your saved game could not be loaded: Move 1 of the save ("r1") is not legal: '
    + 'This roll throws 5 dice, not 1. Start a new game below.');
  assert.ok(await page.locator('greed-game .setup-form').isVisible());
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('greed.html: header links back to the gallery, CSP, no inline script or style', async () => {
  const page = await open('storage-key=t-page');
  assert.equal(page.response.status(), 200);
  assert.equal(await page.title(), 'Greed · Kata Arcade');
  assert.equal(await page.evaluate(() => document.compatMode), 'CSS1Compat');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Greed');
  assert.equal(await page.locator('header a[href="index.html"]').count() >= 1, true);
  assert.equal(await page.locator('link[rel="icon"]').getAttribute('href'), builtName('favicon.svg'));
  assert.match(page.response.headers()['content-security-policy'] ?? '', /style-src 'self'/);
  assert.equal(await page.locator('meta[http-equiv="Content-Security-Policy"]').count(), 1);
  assert.equal(await page.locator('script:not([src]), style, [style]').count(), 0);
  await page.locator('greed-game .setup-form').waitFor();
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a link\'s storage-key is a slot of the game\'s own keys: another game\'s key is refused', async () => {
  const page = await open('players=hh&seed=3&storage-key=kata-arcade:connect4');
  await idle(page);
  const snap = await press(page, 'r');
  assert.equal(await page.evaluate(() => document.querySelector('greed-game').getAttribute('storage-key')), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('kata-arcade:connect4')), null);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('kata-arcade:greed'))).data.save, snap.save);
  assert.deepEqual(page.problems, ['console warning: storage-key "kata-arcade:connect4" ignored: a link names a slot '
    + '(letters, digits, _ and -, at most 64); the game keeps its own key.']);
  await page.close();

  const slot = await open('players=hh&seed=3&storage-key=t-slot');
  await idle(slot);
  const played = await press(slot, 'r');
  assert.equal(await slot.evaluate(() => document.querySelector('greed-game').getAttribute('storage-key')), 'kata-arcade:greed:slot:t-slot');
  assert.equal(JSON.parse(await slot.evaluate(() => localStorage.getItem('kata-arcade:greed:slot:t-slot'))).data.save, played.save);
  assert.deepEqual(slot.problems, []);
  await slot.close();
});
