// Turn links end to end: `arcade link new|move|show` (outputs, exact stderr, exit statuses) and arcade.link, which makes byte-identical tokens for the same seed natively and in wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();

const CLI = fileURLToPath(new URL('../../build/native/arcade', import.meta.url));

function run(...args) {
  const r = spawnSync(CLI, ['link', ...args], { encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
// A command that must succeed: its one line of output.
function out(...args) {
  const r = run(...args);
  assert.equal(r.stderr, '', `arcade link ${args.join(' ')}`);
  assert.equal(r.status, 0);
  assert.match(r.stdout, /^[^\n]+\n$/);
  return r.stdout.slice(0, -1);
}

const KEYS = ['version', 'game', 'params', 'desc', 'gameId', 'moves', 'turn', 'toMove', 'status', 'save', 'check', 'chain'];
const CHANGED = "The link's check does not match its moves: it was changed or cut.";

test('CLI: new, move and show round-trip a two-person Connect Four game', () => {
  let link = out('new', 'connect4', '--params', 'hh', '--seed', '7');
  assert.match(link, /^[A-Za-z0-9_-]+$/);
  const first = JSON.parse(out('show', link));
  assert.deepEqual(Object.keys(first), KEYS);
  assert.equal(first.version, 1);
  assert.equal(first.game, 'connect4');
  assert.equal(first.params, 'hh');
  assert.match(first.gameId, /^[0-9a-f]{16}$/);
  assert.deepEqual(first.moves, []);
  assert.equal(first.turn, 0);
  assert.equal(first.save, 'connect4:hh:::0');
  assert.deepEqual(first.chain, [first.check]);
  // Red wins in column 4 after four drops each in columns 4 and 3.
  const moves = ['4', '3', '4', '3', '4', '3', '4'];
  for (const [i, move] of moves.entries()) {
    link = out('move', link, move, '--seed', String(i));
    const info = JSON.parse(out('show', `https://example.org/connect4.html#play=${link}`));
    assert.deepEqual(info.moves, moves.slice(0, i + 1));
    assert.equal(info.turn, i + 1);
    assert.equal(info.gameId, first.gameId);
    assert.equal(info.chain.length, i + 2);
  }
  const last = JSON.parse(out('show', link));
  assert.deepEqual(last.status, {
    over: true, toMove: -1, computerToMove: false, winners: [0], text: 'Red wins with four in a row.', message: last.status.message,
  });
  assert.equal(last.save, 'connect4:hh::4.3.4.3.4.3.4:7');
  assert.deepEqual(run('move', link, '5'), { status: 1, stdout: '', stderr: 'error: The game is over.\n' });
});

test('CLI: refusals are the core sentence on stderr with status 1; usage errors status 2', () => {
  const link = out('new', 'rotate', '--params', 'hh', '--seed', '1');
  const refused = (stderr, ...args) => assert.deepEqual(run(...args), { status: 1, stdout: '', stderr: `error: ${stderr}\n` });
  refused('The link is not base64url: character 3 ("!") cannot be there.', 'show', 'Sz!6');
  refused(CHANGED, 'show', Buffer.from(Buffer.from(link, 'base64url').toString().replace(':hh,', ':hc,')).toString('base64url'));
  refused('The link is 8001 characters long; a link has at most 8000.', 'show', 'A'.repeat(8001));
  refused('No link here: the text is empty or has nothing after #play=.', 'show', 'rotate.html#play=');
  refused('greed cannot be played by link yet: a link carries only games between people whose turns hide no chance.', 'new', 'greed');
  refused('Column 9 is not on the board; columns are 1 to 7.', 'move', link, 'd9');
  const usage = (stderr, ...args) => {
    const r = run(...args);
    assert.equal(r.status, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.ok(r.stderr.endsWith(stderr), r.stderr);
  };
  usage('usage: arcade link new GAME --params P [--desc D] [--code C] [--seed S]\n       arcade link move LINK MOVE [--seed S]\n'
    + '       arcade link move LINK --secret S [--seed S]   (the code maker\'s answer)\n       arcade link show LINK [--secret S]\n');
  usage('error: There is no command link "play"; the commands are new, move and show.\n', 'play');
  usage('error: link new takes one GAME, not 0 words.\n', 'new', '--params', 'hh');
  usage('error: link move takes a LINK and a MOVE, not 1 words.\n', 'move', link);
  usage('error: link show takes one LINK, not 2 words.\n', 'show', link, link);
  usage('error: --seed takes a whole number, not "x".\n', 'move', link, 'd1', '--seed', 'x');
  usage('error: Unknown option "--sead"; this command takes --params VALUE, --desc VALUE, --code VALUE, --seed VALUE.\n', 'new', 'rotate', '--sead', '1');
});

test('JS API: the same seeds make byte-identical tokens natively and in wasm, computer seats included', () => {
  // game-lists: ok, each game links carry in v1 with moves of its own notation
  for (const [game, params, moves] of [['connect4', 'hs', ['4', '3', '5']], ['rotate', 'h2,n6,k4', ['d3', 'r', 'd4']]]) {
    let native = out('new', game, '--params', params, '--seed', '12');
    let wasm = arcade.link.create(game, params, { random: { seed: 12 } });
    assert.equal(wasm.link, native);
    assert.deepEqual(wasm.info, JSON.parse(out('show', native)));
    for (const [i, move] of moves.entries()) {
      native = out('move', native, move, '--seed', String(100 + i));
      wasm = arcade.link.move(wasm.link, move, { random: { seed: 100 + i } });
      assert.equal(wasm.link, native, `${game} after ${move}`);
      assert.deepEqual(arcade.link.show(`#play=${native}`), wasm.info);
      assert.equal(wasm.info.turn, 2 * (i + 1), 'the computer answered');
    }
  }
});

test('JS API: refusals throw ArcadeError with the id and args of the core message', () => {
  const { link } = arcade.link.create('connect4', 'hh', { random: { seed: 1 } });
  const refuses = (call, id, args, message) => assert.throws(call, (e) => {
    assert.ok(e instanceof ArcadeError);
    assert.equal(e.message, message);
    assert.equal(e.id, id);
    assert.deepEqual({ ...e.args }, args);
    return true;
  });
  refuses(() => arcade.link.show(link.slice(0, -1)), 'common.link.base64', { n: link.length - 1, char: `"${link.at(-2)}"` },
    `The link is not base64url: character ${link.length - 1} ("${link.at(-2)}") cannot be there.`);
  const flipped = `${link.slice(0, 8)}${link[8] === 'A' ? 'B' : 'A'}${link.slice(9)}`;
  assert.throws(() => arcade.link.show(flipped), ArcadeError);
  refuses(() => arcade.link.create('sudoku', ''), 'common.link.game', { game: 'sudoku' },
    'sudoku cannot be played by link yet: a link carries only games between people whose turns hide no chance.');
  refuses(() => arcade.link.move(link, '8'), 'connect4.move.column', { move: '"8"' }, 'A Connect Four move is a column from 1 to 7, not "8".');
  const edited = Buffer.from(Buffer.from(link, 'base64url').toString().replace(':hh:', ':hc:')).toString('base64url');
  refuses(() => arcade.link.show(edited), 'common.link.check', {}, CHANGED);
});

test('JS API: options are checked by name and type before the core sees them', () => {
  assert.throws(() => arcade.link.create('connect4', 'hh', { sead: 1 }),
    { name: 'ArcadeError', message: 'The options have no field "sead"; they take desc, random and code.' });
  assert.throws(() => arcade.link.move('x', '4', { desc: '' }),
    { name: 'ArcadeError', message: 'The options have no field "desc"; they take random and secret.' });
  assert.throws(() => arcade.link.show('x', { random: 1 }),
    { name: 'ArcadeError', message: 'The options have no field "random"; they take secret.' });
  assert.throws(() => arcade.link.move('x', '', { secret: 7 }), { name: 'ArcadeError', message: 'The secret must be a string, not the number 7.' });
  assert.throws(() => arcade.link.create('mastermind', '', { code: ['a'] }), { name: 'ArcadeError', message: 'The code must be a string, not an array.' });
  assert.throws(() => arcade.link.show(42), { name: 'ArcadeError', message: 'The link must be a string, not the number 42.' });
  assert.throws(() => arcade.link.create('connect4', 7), { name: 'ArcadeError', message: 'The params must be a string, not the number 7.' });
  // Words from crypto by default: two new games get two game ids.
  assert.notEqual(arcade.link.create('connect4').info.gameId, arcade.link.create('connect4').info.gameId);
});

// Mastermind with a friend (links of version 2): the maker's secret on the second line of `link new`,
// the answers computed from it, the code in no link or info before the last answer reveals it.
const SECRET_KEYS = ['version', 'game', 'params', 'desc', 'gameId', 'commitment', 'moves', 'turn', 'toMove', 'status', 'save', 'revealed', 'code', 'check', 'chain'];

test('CLI: a Mastermind game maker to breaker by links, to a solve, the same tokens as arcade.link', () => {
  const made = run('new', 'mastermind', '--params', 'p4,c6', '--code', 'abcd', '--seed', '27');
  assert.equal(made.stderr, '');
  assert.equal(made.status, 0);
  const [token, secret, rest] = made.stdout.split('\n');
  assert.equal(rest, '');
  assert.match(secret, /^abcd\.[0-9a-f]{32}$/);
  const wasm = arcade.link.create('mastermind', 'p4,c6', { code: 'abcd', random: { seed: 27 } });
  assert.equal(wasm.link, token);
  assert.equal(wasm.secret, secret);
  const first = JSON.parse(out('show', token));
  assert.deepEqual(Object.keys(first), SECRET_KEYS);
  assert.equal(first.version, 2);
  assert.equal(first.params, 'p4,c6,r10,friend');
  assert.equal(first.code, null);
  assert.equal(first.toMove, 1);
  assert.ok(!Buffer.from(token, 'base64url').toString().includes(secret.slice(5)), 'no salt in the link');
  assert.equal(JSON.parse(out('show', token, '--secret', secret)).code, 'abcd');
  let link = token;
  let js = wasm.link;
  for (const [i, guess] of ['gaabb', 'gabcc', 'gabcd'].entries()) {
    link = out('move', link, guess, '--seed', String(i));
    js = arcade.link.move(js, guess, { random: { seed: i } }).link;
    assert.equal(js, link);
    assert.equal(arcade.link.show(link).code, null);
    link = out('move', link, '--secret', secret);
    js = arcade.link.move(js, '', { secret }).link;
    assert.equal(js, link);
  }
  const last = JSON.parse(out('show', link));
  assert.deepEqual(last.moves, ['gaabb', 'a11', 'gabcc', 'a30', 'gabcd', 'a40']);
  assert.equal(last.revealed, true);
  assert.equal(last.code, 'abcd');
  assert.equal(last.status.text, 'The code breaker found the code in 3 guesses.');
  assert.equal(last.chain.length, 8);
  assert.deepEqual(arcade.link.show(link), last);
  // The breaker's page draws the save: no code in the view before the end.
  const middle = JSON.parse(out('show', out('move', token, 'gaabb')));
  assert.equal(arcade.session.load(middle.save).view.secret, null);
  assert.equal(arcade.session.load(middle.save).view.mode, 'friend');
});

test('CLI and JS API: a Bulls & Cows game out of guesses, and the refusals of version 2', () => {
  const { link, secret } = arcade.link.create('mastermind', 'p4,c10,u,r2', { code: 'abcd' });
  let l = arcade.link.move(link, 'gefgh').link;
  const refused = (stderr, ...args) => assert.deepEqual(run(...args), { status: 1, stdout: '', stderr: `error: ${stderr}\n` });
  refused("It is the code maker's turn: the answer is computed from the secret, which was not given.", 'move', l, 'a00');
  refused("With the secret, give no move: the core computes the code maker's answer from it.", 'move', l, 'a00', '--secret', secret);
  refused("That secret is not this link's: it does not match the commitment the game began with.", 'move', l, '--secret', `abce${secret.slice(4)}`);
  refused("It is the code breaker's turn, not the code maker's: a guess is not played with the secret.", 'move', link, 'gabcd', '--secret', secret);
  refused('A secret is the code, a dot and a salt of 32 lowercase hex digits, as the link\'s maker received it, not "abcd".', 'show', link, '--secret', 'abcd');
  assert.equal(run('move', link, '--seed', '1').stderr, 'error: link move takes a LINK and a MOVE, not 1 words.\n');
  l = arcade.link.move(l, '', { secret }).link;
  l = arcade.link.move(l, 'gdcba').link;
  const end = arcade.link.move(l, '', { secret });
  assert.equal(end.secret, undefined);
  assert.deepEqual(end.info.moves, ['gefgh', 'a00', 'gdcba', 'a04']);
  assert.equal(end.info.status.text, 'The code breaker did not find the code in 2 guesses.');
  assert.equal(end.info.code, 'abcd');
  // The reveal changed to another code (its check made again): the commitment refuses it.
  const fields = Buffer.from(end.link, 'base64url').toString().split(':');
  assert.equal(fields[7], secret);
  const refuses = (call, id, message) => assert.throws(call, (e) => e instanceof ArcadeError && e.id === id && e.message === message);
  refuses(() => arcade.link.move(l, ''), 'common.link.secret.needed', "It is the code maker's turn: the answer is computed from the secret, which was not given.");
  refuses(() => arcade.link.show(link, { secret: `abce${secret.slice(4)}` }), 'common.link.secret.wrong',
    "That secret is not this link's: it does not match the commitment the game began with.");
  refuses(() => arcade.link.create('mastermind', 'p4,c6,make'), 'mastermind.params.friend-make', 'A game with a friend has no computer breaker: leave out make.');
});
