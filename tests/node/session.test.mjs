// Greed sessions through the JS API: save format, snapshots, seeded play, undo/redo, load round-trips, final round and winners.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { session, greed } = arcade;

// Plays moves in order from a save, each a concrete move (no randomness needed).
function playAll(save, moves) {
  let s = session.load(save);
  for (const m of moves) s = session.play(s.save, m, { words: [] });
  return s;
}
const statusTexts = (save, moves) => {
  const texts = [session.load(save).status.text];
  let s = session.load(save);
  for (const m of moves) {
    s = session.play(s.save, m);
    texts.push(s.status.text);
  }
  return texts;
};

const HUMAN = { kind: 'human', score: 0, inGame: false };
const CAUTIOUS = { kind: 'cautious', score: 0, inGame: false };

test('create gives the normalised save "greed:hc,t3000,e300:::0" and the opening snapshot', () => {
  const s = session.create('greed', { params: 'hc' });
  assert.deepEqual(s, {
    game: 'greed',
    save: 'greed:hc,t3000,e300:::0',
    status: { over: false, toMove: 0, computerToMove: false, winners: [], text: 'Player 1 to roll.', message: { id: 'greed.status.roll', args: { seat: { id: 'greed.seat', args: { n: 1 } } } } },
    view: {
      seats: [HUMAN, CAUTIOUS],
      current: 0,
      turn: 1,
      turnTotal: 0,
      turns: 0,
      diceToRoll: 5,
      rollsThisTurn: 0,
      lastRoll: null,
      lastBank: null,
      finalRound: false,
      finalRoundBy: null,
      target: 3000,
      entry: 300,
      choose: false,
      keeping: false,
      keepChoices: [],
      kept: [],
      winners: [],
    },
    text: 'Player 1 (human): 0 (not in yet)\nPlayer 2 (cautious): 0 (not in yet)\nPlayer 1 to roll.\nTurn total 0, 5 dice to roll.\n',
    lastMove: null,
    moveCount: 0,
    position: 0,
    canUndo: false,
    canUndoDecision: false,
    canRedo: false,
    legal: ['r'],
  });
});

test('params are normalised: seats, then t<target>, then e<entry>', () => {
  const saves = ['hc', 'hc,t3000', 'hc,e300', 'hc,e300,t3000', 'ec,t1000', 'ce,e0,t2000', 'hhhccc', 'eh,t50,e50', 'hc,t100000,e0', 'hc,t01000']
    .map((params) => session.create('greed', { params }).save);
  assert.deepEqual(saves, [
    'greed:hc,t3000,e300:::0',
    'greed:hc,t3000,e300:::0',
    'greed:hc,t3000,e300:::0',
    'greed:hc,t3000,e300:::0',
    'greed:ec,t1000,e300:::0',
    'greed:ce,t2000,e0:::0',
    'greed:hhhccc,t3000,e300:::0',
    'greed:eh,t50,e50:::0',
    'greed:hc,t100000,e0:::0',
    'greed:hc,t1000,e300:::0',
  ]);
  const seats = session.create('greed', { params: 'hce' }).view.seats.map((s) => s.kind);
  assert.deepEqual(seats, ['human', 'cautious', 'optimal']);
  assert.equal(session.create('greed', { params: 'ch' }).status.computerToMove, true);
});

test('the whole snapshot of a known position (Player 1 rolled 1 5 2 3 4)', () => {
  const s = session.play('greed:hc,t3000,e300:::0', 'r15234');
  assert.deepEqual(s, {
    game: 'greed',
    save: 'greed:hc,t3000,e300::r15234:1',
    status: { over: false, toMove: 0, computerToMove: false, winners: [], text: 'Player 1 to roll again or bank.', message: { id: 'greed.status.roll-or-bank', args: { seat: { id: 'greed.seat', args: { n: 1 } } } } },
    view: {
      seats: [HUMAN, CAUTIOUS],
      current: 0,
      turn: 1,
      turnTotal: 150,
      turns: 0,
      diceToRoll: 3,
      rollsThisTurn: 1,
      lastRoll: {
        seat: 0,
        dice: [1, 5, 2, 3, 4],
        scoring: [1, 5],
        nonScoring: [2, 3, 4],
        scoringMask: [true, true, false, false, false],
        points: 150,
        bust: false,
        hotDice: false,
      },
      lastBank: null,
      finalRound: false,
      finalRoundBy: null,
      target: 3000,
      entry: 300,
      choose: false,
      keeping: false,
      keepChoices: [],
      kept: [],
      winners: [],
    },
    text: 'Player 1 (human): 0 (not in yet)\nPlayer 2 (cautious): 0 (not in yet)\nLast roll by Player 1: 1 5 2 3 4 = 150\nPlayer 1 to roll again or bank.\nTurn total 150, 3 dice to roll.\n',
    lastMove: 'r15234',
    moveCount: 1,
    position: 1,
    canUndo: false,
    canUndoDecision: false,
    canRedo: false,
    legal: ['r', 'b'],
  });
  assert.deepEqual(session.load('greed:hc,t3000,e300::r15234:1'), s);
});

test('the whole snapshot of a finished game (t1000, e0: r11123 b r11155 b, Player 2 wins with 1100)', () => {
  const s = playAll('greed:hh,t1000,e0:::0', ['r11123', 'b', 'r11155', 'b']);
  assert.deepEqual(s, {
    game: 'greed',
    save: 'greed:hh,t1000,e0::r11123.b.r11155.b:4',
    status: { over: true, toMove: -1, computerToMove: false, winners: [1], text: 'Player 2 wins with 1100 points.', message: { id: 'greed.status.wins', args: { seat: { id: 'greed.seat', args: { n: 2 } }, points: 1100 } } },
    view: {
      seats: [{ kind: 'human', score: 1000, inGame: true }, { kind: 'human', score: 1100, inGame: true }],
      current: 1,
      turn: 2,
      turnTotal: 0,
      turns: 0,
      diceToRoll: 5,
      rollsThisTurn: 0,
      lastRoll: {
        seat: 1,
        dice: [1, 1, 1, 5, 5],
        scoring: [1, 1, 1, 5, 5],
        nonScoring: [],
        scoringMask: [true, true, true, true, true],
        points: 1100,
        bust: false,
        hotDice: true,
      },
      lastBank: { seat: 1, points: 1100, counted: true, entered: true },
      finalRound: true,
      finalRoundBy: 0,
      target: 1000,
      entry: 0,
      choose: false,
      keeping: false,
      keepChoices: [],
      kept: [],
      winners: [1],
    },
    text: 'Player 1 (human): 1000\nPlayer 2 (human): 1100\nLast roll by Player 2: 1 1 1 5 5 = 1100\nPlayer 2 wins with 1100 points.\n',
    lastMove: 'b',
    moveCount: 4,
    position: 4,
    canUndo: true,
    canUndoDecision: true,
    canRedo: false,
    legal: [],
  });
});

test('reaching the target starts a final round: every other player gets exactly one more turn', () => {
  const moves = ['r11123', 'b', 'r11155', 'b'];
  assert.deepEqual(statusTexts('greed:hh,t1000,e0:::0', moves), [
    'Player 1 to roll.',
    'Player 1 to roll again or bank.',
    'Player 2 to roll (final round).',
    'Player 2 to roll again or bank (final round).',
    'Player 2 wins with 1100 points.',
  ]);
  const afterBank = playAll('greed:hh,t1000,e0:::0', ['r11123', 'b']);
  assert.deepEqual(
    [afterBank.view.finalRound, afterBank.view.finalRoundBy, afterBank.view.seats[0].score, afterBank.status.toMove],
    [true, 0, 1000, 1],
  );
  // Banking below the target does not start it.
  const below = playAll('greed:hh,t1000,e0:::0', ['r15234', 'b']);
  assert.deepEqual([below.view.finalRound, below.view.finalRoundBy, below.view.seats[0].score, below.status.text], [false, null, 150, 'Player 2 to roll.']);
});

test('the final round: a bust in it ends the game; the starter does not play again', () => {
  // Player 1 reaches 1000, Player 2 busts in the final round: Player 1 wins.
  const bust = playAll('greed:hh,t1000,e0:::0', ['r11123', 'b', 'r23462']);
  assert.deepEqual(bust.status, { over: true, toMove: -1, computerToMove: false, winners: [0], text: 'Player 1 wins with 1000 points.',
    message: { id: 'greed.status.wins', args: { seat: { id: 'greed.seat', args: { n: 1 } }, points: 1000 } } });
  assert.equal(bust.canUndo, false);
  // Player 2 starts the final round; Player 1 gets one more turn, then the game ends.
  const moves = ['r23462', 'r11123', 'b', 'r11155', 'b'];
  assert.deepEqual(statusTexts('greed:hh,t1000,e0:::0', moves), [
    'Player 1 to roll.',
    'Player 2 to roll.',
    'Player 2 to roll again or bank.',
    'Player 1 to roll (final round).',
    'Player 1 to roll again or bank (final round).',
    'Player 1 wins with 1100 points.',
  ]);
  const end = playAll('greed:hh,t1000,e0:::0', moves);
  assert.deepEqual([end.view.finalRoundBy, end.view.winners, end.view.seats.map((s) => s.score)], [1, [0], [1100, 1000]]);
  // Three seats: the final round gives both others a turn, whoever busts.
  const three = ['r11123', 'b', 'r23462', 'r11155', 'b'];
  assert.deepEqual(statusTexts('greed:hhh,t1000,e0:::0', three), [
    'Player 1 to roll.',
    'Player 1 to roll again or bank.',
    'Player 2 to roll (final round).',
    'Player 3 to roll (final round).',
    'Player 3 to roll again or bank (final round).',
    'Player 3 wins with 1100 points.',
  ]);
  // A roll after the end of the game is refused in a save.
  assert.throws(() => session.load('greed:hhh,t1000,e0::r11123.b.r23462.r11155.b.r11111:6'), {
    name: 'ArcadeError',
    message: 'Move 6 of the save ("r11111") comes after the end of the game.',
  });
});

test('a shared win: equal top totals all win', () => {
  const two = playAll('greed:hh,t1000,e0:::0', ['r11123', 'b', 'r11123', 'b']);
  assert.deepEqual(two.status, { over: true, toMove: -1, computerToMove: false, winners: [0, 1], text: 'Player 1 and Player 2 share the win with 1000 points.',
    message: { id: 'greed.status.share', args: { seats: { id: 'common.list.and', args: { list: { id: 'greed.seat', args: { n: 1 } }, last: { id: 'greed.seat', args: { n: 2 } } } }, points: 1000 } } });
  assert.deepEqual(two.view.winners, [0, 1]);
  const three = playAll('greed:hhh,t1000,e0:::0', ['r11123', 'b', 'r11123', 'b', 'r11123', 'b']);
  assert.equal(three.status.text, 'Player 1, Player 2 and Player 3 share the win with 1000 points.');
  assert.deepEqual(three.status.winners, [0, 1, 2]);
  const firstAndThird = playAll('greed:hhh,t1000,e0:::0', ['r11123', 'b', 'r23462', 'r11123', 'b']);
  assert.equal(firstAndThird.status.text, 'Player 1 and Player 3 share the win with 1000 points.');
  assert.deepEqual(firstAndThird.status.winners, [0, 2]);
});

test('entry threshold: a bank below it counts nothing until a player is in', () => {
  const s1 = playAll('greed:hh,t3000,e300:::0', ['r15234', 'b']);
  assert.deepEqual(s1.view.lastBank, { seat: 0, points: 150, counted: false, entered: false });
  assert.deepEqual(s1.view.seats[0], { kind: 'human', score: 0, inGame: false });
  assert.equal(s1.status.text, 'Player 2 to roll.');
  const s2 = playAll(s1.save, ['r11155', 'b']);
  assert.deepEqual(s2.view.lastBank, { seat: 1, points: 1100, counted: true, entered: true });
  assert.deepEqual(s2.view.seats[1], { kind: 'human', score: 1100, inGame: true });
  const s3 = playAll(s2.save, ['r15234', 'r152', 'b']);
  assert.deepEqual(s3.view.lastBank, { seat: 0, points: 300, counted: true, entered: true });
  const s4 = playAll(s3.save, ['r15234', 'b']);
  assert.deepEqual(s4.view.lastBank, { seat: 1, points: 150, counted: true, entered: false });
  assert.deepEqual(s4.view.seats.map((s) => s.score), [300, 1250]);
  assert.equal(s4.view.turn, 5);
  assert.equal(s4.text, 'Player 1 (human): 300\nPlayer 2 (human): 1250\nLast roll by Player 2: 1 5 2 3 4 = 150\nPlayer 1 to roll.\nTurn total 0, 5 dice to roll.\n');
});

test('hot dice give all five dice back; a bust loses the turn total', () => {
  const hot = playAll('greed:hh,t3000,e300:::0', ['r11155']);
  assert.deepEqual([hot.view.turnTotal, hot.view.diceToRoll, hot.view.lastRoll.hotDice], [1100, 5, true]);
  const more = session.play(hot.save, 'r15234');
  assert.deepEqual([more.view.turnTotal, more.view.diceToRoll, more.view.lastRoll.hotDice], [1250, 3, false]);
  const bust = session.play(more.save, 'r236');
  assert.deepEqual(bust.view.lastRoll, {
    seat: 0, dice: [2, 3, 6], scoring: [], nonScoring: [2, 3, 6], scoringMask: [false, false, false], points: 0, bust: true, hotDice: false,
  });
  assert.deepEqual([bust.view.turnTotal, bust.view.diceToRoll, bust.view.current, bust.view.turn, bust.view.seats[0].score], [0, 5, 1, 2, 0]);
  assert.equal(bust.status.text, 'Player 2 to roll.');
  assert.equal(bust.text, 'Player 1 (human): 0 (not in yet)\nPlayer 2 (human): 0 (not in yet)\nLast roll by Player 1: 2 3 6 (bust)\nPlayer 2 to roll.\nTurn total 0, 5 dice to roll.\n');
  assert.deepEqual(bust.legal, ['r']);
});

test('legal intents: ["r"] before a roll, ["r", "b"] after one, [] when the game is over', () => {
  assert.deepEqual(session.load('greed:hh:::0').legal, ['r']);
  assert.deepEqual(session.load('greed:hh,t3000,e300::r15234:1').legal, ['r', 'b']);
  assert.deepEqual(session.load('greed:hh,t3000,e300::r11155.b:2').legal, ['r']);
  assert.deepEqual(session.load('greed:hh,t1000,e0::r11123.b.r11155.b:4').legal, []);
});

test('play "r" with {seed} is deterministic: the same seed and save give the same dice', () => {
  const s0 = 'greed:hh,t3000,e300:::0';
  // Fixed by PCG32 + the seed/position mix: the native CLI's selfplay starts with the same roll.
  assert.equal(session.play(s0, 'r', { seed: 5 }).lastMove, 'r44415');
  assert.equal(session.play(s0, 'r', { seed: '5' }).lastMove, 'r44415');
  assert.equal(session.play(s0, 'r', { seed: 0 }).lastMove, 'r23532');
  assert.equal(session.play(s0, 'r', { seed: 2 ** 53 - 1 }).lastMove, 'r45643');
  assert.equal(session.play(s0, 'r', { seed: '9007199254740991' }).lastMove, 'r45643');
  for (let seed = 0; seed < 50; seed++) {
    const a = session.play(s0, 'r', { seed });
    const b = session.play(s0, 'r', { seed });
    assert.deepEqual(a, b);
    assert.match(a.lastMove, /^r[1-6]{5}$/);
    assert.equal(a.save, `greed:hh,t3000,e300::${a.lastMove}:1`);
  }
  const distinct = new Set(Array.from({ length: 50 }, (_, seed) => session.play(s0, 'r', { seed }).lastMove));
  assert.ok(distinct.size > 40, `50 seeds gave only ${distinct.size} different rolls`);
  // The stream depends on the save's position: an undo-then-roll draws what a fresh save there draws.
  const undone = session.undo('greed:hh,t3000,e300::r11155.b:2');
  assert.equal(undone.save, 'greed:hh,t3000,e300::r11155.b:1');
  const viaUndo = session.play(undone.save, 'r', { seed: 9 });
  assert.equal(viaUndo.lastMove, session.play('greed:hh,t3000,e300::r11155:1', 'r', { seed: 9 }).lastMove);
  assert.equal(viaUndo.lastMove, session.play('greed:hh,t3000,e300::r11155', 'r', { seed: 9 }).lastMove);
  assert.equal(viaUndo.save, `greed:hh,t3000,e300::r11155.${viaUndo.lastMove}:2`);
  // Only as many dice as there are to roll.
  assert.match(session.play('greed:hh,t3000,e300::r15234:1', 'r', { seed: 9 }).lastMove, /^r[1-6]{3}$/);
});

test('play "r" with {words}: rejection sampling over the given words', () => {
  const s0 = 'greed:hh,t3000,e300:::0';
  // A die is 1 + word % 6, for words >= 2^32 mod 6 = 4 (smaller ones are skipped).
  assert.equal(session.play(s0, 'r', { words: [4, 5, 6, 7, 8] }).lastMove, 'r56123');
  assert.equal(session.play(s0, 'r', { words: new Uint32Array([10, 11, 12, 13, 14]) }).lastMove, 'r56123');
  assert.equal(session.play(s0, 'r', { words: [0, 1, 2, 3, 4, 5, 6, 7, 8] }).lastMove, 'r56123');
  assert.equal(session.play(s0, 'r', { words: [4294967295, 4294967295, 4294967295, 4294967295, 4294967295] }).lastMove, 'r44444');
  assert.equal(session.play(s0, 'r', { words: new Array(4096).fill(9) }).lastMove, 'r44444');
  assert.equal(session.computer('greed:ch:::0', { words: [9, 9, 9, 9, 9] }).lastMove, 'r44444');
});

test('fully specified moves need no randomness and are stored as given', () => {
  const s = playAll('greed:hh:::0', ['r11123', 'r15', 'r11126', 'b']);
  assert.equal(s.save, 'greed:hh,t3000,e300::r11123.r15.r11126.b:4');
  assert.deepEqual(s.view.lastBank, { seat: 0, points: 2150, counted: true, entered: true });
  assert.equal(session.play('greed:hh:::0', 'r11155').save, 'greed:hh,t3000,e300::r11155:1');
});

test('undo of a bank, redo, and a new move after undo drops the redo list', () => {
  const banked = session.load('greed:hh,t3000,e300::r11155.b:2');
  assert.deepEqual([banked.canUndo, banked.canRedo, banked.position, banked.moveCount], [true, false, 2, 2]);
  const undone = session.undo(banked.save);
  assert.equal(undone.save, 'greed:hh,t3000,e300::r11155.b:1');
  assert.deepEqual(
    [undone.canUndo, undone.canRedo, undone.position, undone.moveCount, undone.lastMove, undone.status.text, undone.view.turnTotal, undone.view.seats[0].score],
    [false, true, 1, 2, 'r11155', 'Player 1 to roll again or bank.', 1100, 0],
  );
  // Apart from the save, the log and canRedo, the undone position is the one before the bank.
  const before = session.load('greed:hh,t3000,e300::r11155:1');
  assert.deepEqual({ ...undone, save: before.save, moveCount: 1, canRedo: false }, before);
  assert.deepEqual(session.redo(undone.save), banked);
  const replaced = session.play(undone.save, 'r15234');
  assert.equal(replaced.save, 'greed:hh,t3000,e300::r11155.r15234:2');
  assert.deepEqual([replaced.canUndo, replaced.canRedo, replaced.moveCount], [false, false, 2]);
  // The bank that ended a game can be undone: the game goes on.
  const reopened = session.undo('greed:hh,t1000,e0::r11123.b.r11155.b:4');
  assert.deepEqual([reopened.status.over, reopened.status.text, reopened.canRedo], [false, 'Player 2 to roll again or bank (final round).', true]);
  assert.equal(session.redo(reopened.save).status.text, 'Player 2 wins with 1100 points.');
});

test('undo of a roll throws "That move cannot be undone: it revealed what chance decided."', () => {
  for (const save of ['greed:hh,t3000,e300::r15234:1', 'greed:hh,t3000,e300::r23462:1', 'greed:hh,t3000,e300::r11155.b.r15234:3']) {
    assert.equal(session.load(save).canUndo, false);
    assert.throws(() => session.undo(save), {
      name: 'ArcadeError',
      message: 'That move cannot be undone: it revealed what chance decided.',
    });
  }
});

test('a save whose position is behind its log can be redone move by move', () => {
  const full = 'greed:hh,t3000,e300::r11155.b.r15234.b:4';
  let s = session.load('greed:hh,t3000,e300::r11155.b.r15234.b:0');
  const seen = [[s.position, s.canUndo, s.canRedo, s.lastMove]];
  while (s.canRedo) {
    s = session.redo(s.save);
    seen.push([s.position, s.canUndo, s.canRedo, s.lastMove]);
  }
  assert.deepEqual(seen, [
    [0, false, true, null],
    [1, false, true, 'r11155'],
    [2, true, true, 'b'],
    [3, false, true, 'r15234'],
    [4, true, false, 'b'],
  ]);
  assert.deepEqual(s, session.load(full));
});

test('load accepts a bare game id and a save without position, and normalises them', () => {
  assert.equal(session.load('greed:hh:').save, 'greed:hh,t3000,e300:::0');
  assert.equal(session.load('greed:hh,e0,t1000::').save, 'greed:hh,t1000,e0:::0');
  assert.equal(session.load('greed:hh,t3000,e300::r11155.b').save, 'greed:hh,t3000,e300::r11155.b:2');
  assert.equal(session.load('greed:hh,t3000,e300::r11155.b:01').save, 'greed:hh,t3000,e300::r11155.b:1');
  assert.deepEqual(session.load('greed:hh,t3000,e300::r11155.b'), session.load('greed:hh,t3000,e300::r11155.b:2'));
});

test('a whole seeded game: load round-trips, replays and undo/redo agree at every step', () => {
  let s = session.create('greed', { params: 'hhc,t1500,e300' }, { seed: 11 });
  let replay = session.create('greed', { params: 'hhc,t1500,e300' });
  const texts = new Set();
  let steps = 0;
  while (!s.status.over) {
    const prev = s;
    if (prev.status.computerToMove) {
      s = session.computer(prev.save, { seed: 11 });
    } else {
      // People: bank at 350 or with two dice left, else roll.
      const bank = prev.view.rollsThisTurn > 0 && (prev.view.turnTotal >= 350 || prev.view.diceToRoll <= 2);
      s = session.play(prev.save, bank ? 'b' : 'r', { seed: 11 });
    }
    steps++;
    assert.match(s.save, /^greed:hhc,t1500,e300::(r[1-6]{1,5}|b)(\.(r[1-6]{1,5}|b))*:\d+$/);
    assert.equal(s.save.split(':')[3].split('.').at(-1), s.lastMove);
    assert.equal(s.moveCount, steps);
    const seat = prev.view.current;
    if (s.lastMove === 'b') {
      const counted = prev.view.seats[seat].inGame || prev.view.turnTotal >= 300;
      assert.deepEqual(s.view.lastBank, { seat, points: prev.view.turnTotal, counted, entered: counted && !prev.view.seats[seat].inGame });
      assert.equal(s.view.seats[seat].score, prev.view.seats[seat].score + (counted ? prev.view.turnTotal : 0));
      assert.equal(s.canUndo, true);
    } else {
      const dice = [...s.lastMove.slice(1)].map(Number);
      assert.equal(dice.length, prev.view.diceToRoll);
      const split = greed.split(dice);
      assert.deepEqual(s.view.lastRoll.dice, dice);
      assert.equal(s.view.lastRoll.points, split.score);
      assert.equal(s.view.lastRoll.bust, split.score === 0);
      assert.equal(s.view.turnTotal, split.score === 0 ? 0 : prev.view.turnTotal + split.score);
      if (split.score > 0) assert.equal(s.view.diceToRoll, split.nonScoring.length || 5);
      assert.equal(s.canUndo, false);
    }
    assert.deepEqual(s.legal, s.status.over ? [] : s.view.rollsThisTurn ? ['r', 'b'] : ['r']);
    assert.equal(s.status.toMove, s.status.over ? -1 : s.view.current);
    // load(save) is the same snapshot, with or without the position field.
    assert.deepEqual(session.load(s.save), s);
    assert.deepEqual(session.load(s.save.replace(/:\d+$/, '')), s);
    // Replaying the concrete move with no randomness gives the same snapshot.
    replay = session.play(replay.save, s.lastMove, { words: [] });
    assert.deepEqual(replay, s);
    // Undo then redo comes back to the same snapshot when undo is allowed.
    if (s.canUndo) assert.deepEqual(session.redo(session.undo(s.save).save), s);
    texts.add(s.status.text.replace(/\d+/g, 'N'));
  }
  assert.ok(steps > 20, `only ${steps} moves`);
  assert.ok(s.view.finalRound);
  assert.ok(s.view.seats[s.view.finalRoundBy].score >= 1500);
  const best = Math.max(...s.view.seats.map((x) => x.score));
  assert.deepEqual(s.status.winners, s.view.seats.flatMap((x, i) => (x.score === best ? [i] : [])));
  for (const text of texts) {
    assert.match(text, /^(Player N to roll( again or bank)?( \(final round\))?\.|Player N wins with N points\.|Player N( and|,) .*share the win with N points\.)$/);
  }
});

// Undo to the person's last decision (the Greed page's Undo): one call over the computer's turn,
// which the log keeps and replays with the same dice, whatever random source comes next.
test('undoDecision steps back over the computer\'s turn to the person\'s bank; redoDecision and a second bank replay it', () => {
  let s = playAll(session.create('greed', { params: 'hc' }).save, ['r11123', 'b']);
  const banked = s.position;
  while (s.status.computerToMove) s = session.computer(s.save, { seed: 7 });
  const after = s.save;
  assert.ok(s.position - banked >= 2, after);
  assert.equal(s.canUndoDecision, true);

  const back = session.undoDecision(after);
  assert.equal(back.position, banked - 1);
  assert.equal(back.lastMove, 'r11123');
  assert.equal(back.view.turnTotal, 1000);
  assert.equal(back.moveCount, s.moveCount, 'the log keeps the undone moves');
  assert.equal(session.redoDecision(back.save).save, after);

  let again = session.play(back.save, 'b');
  assert.equal(again.canRedo, true);
  while (again.status.computerToMove) again = session.computer(again.save, { seed: 999 });
  assert.equal(again.save, after, 'the computer\'s dice are replayed, not thrown again');

  const rolled = session.play(again.save, 'r', { seed: 1 });
  assert.equal(rolled.canUndoDecision, false);
  assert.throws(() => session.undoDecision(rolled.save), { message: 'That move cannot be undone: it revealed what chance decided.' });
});
