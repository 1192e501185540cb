// cores.test.mjs: the one-game cores of dist/arcade.mjs (loadArcade({ games: [game] })): each answers its own game's calls as the whole core does, refuses every other game's by name, and carries only its game's messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { commaList, andList, gameData, games } from '../game-data.mjs';

const { loadArcade, ArcadeError, GAME_NAMES } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const whole = await loadArcade();
const info = JSON.parse(await readFile(new URL('../../dist/build-info.json', import.meta.url), 'utf8'));

// One call of each game's own namespace and its answer (the whole core answers the same, checked
// below), from web/games/<game>/tests.json's "core"; a game without a namespace has none.
const OWN = Object.fromEntries(GAME_NAMES.filter((game) => whole[game]).map((game) => {
  const { call, args, result } = gameData(game, 'core');
  return [game, [(a) => a[game][call](...args), result]];
}));

// The one-letter intents of `legal` that need arguments to be played (wasm/README.md).
const NEEDS_ARGUMENTS = new Set(['p', 'e', 'n', 'g', 'a']);

/** The next step of a seeded game in `arcade`: the computer's move, or a person's first complete legal move; null if none. */
function step(arcade, snap) {
  if (snap.status.over) return null;
  if (snap.status.computerToMove) return arcade.session.computer(snap.save, { seed: 5 });
  const move = snap.legal.find((m) => !NEEDS_ARGUMENTS.has(m));
  return move === undefined ? null : arcade.session.play(snap.save, move, { seed: 5 });
}

const cores = {};
for (const game of GAME_NAMES) cores[game] = await loadArcade({ games: [game] });

const refusal = (core, game) => ({
  name: 'ArcadeError',
  message: `This engine was loaded for ${core} only; ${game} needs loadArcade({ games: ['${game}'] }) or the whole engine, loadArcade().`,
});

test('GAME_NAMES is the whole core\'s list of games; build-info.json has a core for each and the whole one', () => {
  assert.deepEqual([...GAME_NAMES], [...whole.games]);
  assert.deepEqual([...GAME_NAMES], games, 'dist/games.json');
  assert.deepEqual(Object.keys(info.cores), ['all', ...GAME_NAMES]);
  assert.equal(info.cores.all.gzip, info.totalGzip);
  for (const game of GAME_NAMES) assert.ok(info.cores[game].gzip < info.cores.all.gzip / 2, `${game}: ${info.cores[game].gzip} B gzipped`);
});

// Issue 25: a page that embeds one game downloads at most 100 KB of engine (its .wasm and glue as
// shipped, gzip -9, as the build's size report gives them).
const ENGINE_BUDGET = 100 * 1024;
test('every game\'s engine, its core\'s .wasm and glue as shipped, is at most 100 KB gzipped', () => {
  const over = GAME_NAMES.filter((game) => info.cores[game].gzip > ENGINE_BUDGET).map((game) => `${game}: ${info.cores[game].gzip} B`);
  assert.deepEqual(over, []);
});

for (const game of GAME_NAMES) {
  test(`the ${game} core: its games, its own calls answered as by the whole core, a seeded session move for move the same`, () => {
    const core = cores[game];
    assert.deepEqual(core.games, [game]);
    if (OWN[game]) {
      const [call, answer] = OWN[game];
      assert.deepEqual(call(core), answer);
      assert.deepEqual(call(whole), answer);
    } else {
      assert.equal(core[game], undefined, `${game} has a namespace but its tests.json no "core" call`);
    }
    let mine = core.session.create(game, {}, { seed: 11 });
    let theirs = whole.session.create(game, {}, { seed: 11 });
    assert.deepEqual(mine, theirs);
    let moves = 0;
    for (let next = step(core, mine); next !== null && moves < 4; next = step(core, mine), moves++) {
      theirs = step(whole, theirs);
      mine = next;
      assert.deepEqual(mine, theirs);
    }
    assert.deepEqual(core.session.load(mine.save), whole.session.load(theirs.save));
    if (mine.canUndo) assert.deepEqual(core.session.undo(mine.save), whole.session.undo(theirs.save));
  });

  test(`the ${game} core refuses every other game's calls, naming the game, and changes nothing`, () => {
    const core = cores[game];
    for (const other of GAME_NAMES.filter((g) => g !== game)) {
      if (OWN[other]) assert.throws(() => OWN[other][0](core), refusal(game, other));
      assert.throws(() => core.session.create(other), refusal(game, other));
      const save = whole.session.create(other, {}, { seed: 3 }).save;
      for (const call of ['load', 'undo', 'redo', 'undoDecision', 'redoDecision', 'computer'])
        assert.throws(() => core.session[call](save), refusal(game, other), call);
      assert.throws(() => core.session.play(save, 'r'), refusal(game, other));
      assert.throws(() => core.link.create(other), refusal(game, other));
      // A link of another game reaches the core, which has no such game (games links cannot carry
      // are refused by the whole core already).
      let link = null;
      try {
        link = whole.link.create(other, '', { random: { seed: 3 } }).link;
      } catch (e) {
        assert.equal(e.id, 'common.link.game', `${other}: ${e.message}`);
      }
      if (link) assert.throws(() => core.link.show(link), { message: `There is no game called "${other}"; the games are ${game}.` });
      // Every function of the other game's namespace says so, before it reads its arguments.
      for (const [name, fn] of Object.entries(core[other] ?? {})) assert.throws(() => fn(), refusal(game, other), `${other}.${name}`);
    }
    if (OWN[game]) assert.deepEqual(OWN[game][0](core), OWN[game][1]);
  });

  test(`the ${game} core's messages are the common ones and its game's, as the whole core has them`, () => {
    const own = (core) => core.messages().map((m) => m.id);
    const ids = own(cores[game]);
    const everything = whole.messages();
    const mine = everything.filter((m) => ids.includes(m.id));
    assert.deepEqual(cores[game].messages(), mine);
    assert.ok(ids.some((id) => id.startsWith(`${game}.`)), `${game} has its own ids`);
    assert.deepEqual(ids.filter((id) => !id.startsWith('common.') && !id.startsWith(`${game}.`)), []);
    assert.deepEqual(everything.filter((m) => m.id.startsWith('common.')).map((m) => m.id), ids.filter((id) => id.startsWith('common.')));
  });
}

test('a name the cores do not know is the core\'s own refusal, in a one-game core as in the whole one', () => {
  for (const game of GAME_NAMES)
    assert.throws(() => cores[game].session.create('chess'), { name: 'ArcadeError', message: `There is no game called "chess"; the games are ${game}.` });
  assert.throws(() => whole.session.create('chess'), { name: 'ArcadeError', message: `There is no game called "chess"; the games are ${commaList(GAME_NAMES)}.` });
});

test('the games option: one game\'s core, several games or none the whole core, anything else refused by name', async () => {
  const [first, second] = GAME_NAMES;
  assert.deepEqual((await loadArcade({ games: [first, first] })).games, [first]);
  if (second) assert.deepEqual((await loadArcade({ games: [first, second] })).games, GAME_NAMES);
  assert.deepEqual((await loadArcade({ games: undefined })).games, GAME_NAMES);
  const refused = async (games, message) => assert.rejects(loadArcade({ games }), (e) => e instanceof ArcadeError && e.message === message && e.id === null);
  await refused('connect4', "The games option must be an array of game names like ['connect4'], not a string.");
  await refused([], "The games option must name at least one game, like ['connect4'].");
  await refused(['chess'], `The games option names "chess", which is no game; the games are ${andList(GAME_NAMES)}.`);
  await refused([4], `The games option names the number 4, which is no game; the games are ${andList(GAME_NAMES)}.`);
});

// Turn links: only a core with a game played by link carries their code (wasm/link_bindings.hpp);
// the others read the same arguments and refuse as the whole core does.
test('turn links: a one-game core makes the whole core\'s links, or refuses each call exactly as the whole core does', () => {
  const outcome = (call) => {
    try {
      return call();
    } catch (e) {
      return { name: e.name, message: e.message, id: e.id };
    }
  };
  for (const game of GAME_NAMES) {
    const core = cores[game];
    const made = outcome(() => whole.link.create(game, '', { random: { seed: 3 } }));
    assert.deepEqual(outcome(() => core.link.create(game, '', { random: { seed: 3 } })), made, game);
    // A link naming this game, whole in form (what a game no link carries can only get by hand).
    const token = made.link ?? Buffer.from(`K1:${game}:::0123456789abcdef::0123456789abcdef`).toString('base64url');
    const calls = [
      (a) => a.link.show(token), (a) => a.link.move(token, '1'), (a) => a.link.create(game, 7),
      (a) => a.link.show(5), (a) => a.link.show('#play=K2'), (a) => a.link.move(token, 9),
    ];
    for (const call of calls) assert.deepEqual(outcome(() => call(core)), outcome(() => call(whole)), `${game}: ${call}`);
    if (!made.link) assert.equal(made.id, 'common.link.game', `${game}: ${made.message}`);
  }
});

// Turn links of version 2 (a game with a secret): the one-game core's links, refusals and reveal
// are the whole core's, byte for byte.
test('turn links v2: the mastermind core plays a game by links with the code committed exactly as the whole core', () => {
  const core = cores.mastermind;
  const outcome = (call) => {
    try {
      return call();
    } catch (e) {
      return { name: e.name, message: e.message, id: e.id };
    }
  };
  const made = whole.link.create('mastermind', 'p4,c6,r3', { random: { seed: 9 } });
  assert.equal(made.info.version, 2);
  assert.deepEqual(core.link.create('mastermind', 'p4,c6,r3', { random: { seed: 9 } }), made);
  const { secret } = made;
  let link = made.link;
  for (const guess of ['gaabb', 'gccdd', 'geeff']) {
    for (const a of [core, whole]) assert.deepEqual(outcome(() => a.link.move(link, '')), outcome(() => whole.link.move(link, '')));
    const next = core.link.move(link, guess, { random: { seed: 1 } });
    assert.deepEqual(next, whole.link.move(link, guess, { random: { seed: 1 } }));
    for (const call of [(a) => a.link.move(next.link, 'a00'), (a) => a.link.move(next.link, '', { secret: `${secret.slice(0, -1)}0` }),
      (a) => a.link.show(next.link, { secret: 'abcd' })])
      assert.deepEqual(outcome(() => call(core)), outcome(() => call(whole)), `${call}`);
    const answered = core.link.move(next.link, '', { secret });
    assert.deepEqual(answered, whole.link.move(next.link, '', { secret }));
    link = answered.link;
  }
  const end = core.link.show(link);
  assert.equal(end.revealed, true);
  assert.deepEqual(end, whole.link.show(link));
});
