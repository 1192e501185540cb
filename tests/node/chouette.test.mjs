// Cul de chouette through the JS API and the CLI: classify over the 56 shared combinations and
// its errors, replay over the 40 shared scenarios and its errors, the CLI contract, a session game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { chouette, session } = arcade;

const CLI = fileURLToPath(new URL('../../build/native/arcade', import.meta.url));
const readJson = (name) => JSON.parse(readFileSync(new URL(`../data/chouette/${name}`, import.meta.url), 'utf8'));
const VECTORS = readJson('vectors.json');
const CASES = readJson('scenarios.json').cases;

const ID = {
  'Cul de chouette': 'cul-de-chouette', 'Chouette-Velute': 'chouette-velute', 'Suite + Velute': 'suite-velute',
  Suite: 'suite', Velute: 'velute', Chouette: 'chouette', 'Néant': 'neant',
};

function throwsArcade(fn, message) {
  assert.throws(fn, (e) => e instanceof ArcadeError && e.name === 'ArcadeError' && e.message === message);
}

function permutations([a, b, c]) {
  return [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]];
}

function cli(args, input) {
  const r = spawnSync(CLI, args, { input, encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('classify: the 56 combinations of vectors.json in every order (a plain Suite has value 0)', () => {
  assert.equal(VECTORS.combinations.length, 56);
  for (const row of VECTORS.combinations) {
    const combination = ID[row.combination];
    const value = combination === 'suite' ? 0 : row.value;
    for (const dice of permutations(row.dice)) {
      assert.deepEqual(chouette.classify(dice), { combination, value, throwerPoints: row.thrower_points }, JSON.stringify(dice));
    }
  }
  assert.deepEqual(chouette.classify([2, 3, 1]), { combination: 'suite-velute', value: 3, throwerPoints: 18 });
  assert.deepEqual(chouette.classify([4, 5, 6]), { combination: 'suite', value: 0, throwerPoints: 0 });
  assert.deepEqual(chouette.classify([6, 3, 3]), { combination: 'chouette-velute', value: 6, throwerPoints: 0 });
});

test('classify: packs when enabled, and the kata\'s ordered rules', () => {
  assert.deepEqual(chouette.classify([4, 1, 2], 'sf'), { combination: 'soufflette', value: 0, throwerPoints: 0 });
  assert.deepEqual(chouette.classify([4, 3, 4], { packs: ['artichette'] }), { combination: 'artichette', value: 4, throwerPoints: 0 });
  assert.deepEqual(chouette.classify([3, 4, 3], 'br'), { combination: 'bleu-rouge', value: 3, throwerPoints: 9 });
  assert.deepEqual(chouette.classify([4, 1, 2]), { combination: 'neant', value: 0, throwerPoints: 0 });
  assert.deepEqual(chouette.classify([1, 3, 4], { kataCompat: true }), { combination: 'velute', value: 4, throwerPoints: 0 });
  assert.deepEqual(chouette.classify([1, 4, 3], 'kata'), { combination: 'neant', value: 0, throwerPoints: 0 });
});

test('classify: anything but three whole numbers from 1 to 6 throws ArcadeError', () => {
  throwsArcade(() => chouette.classify([1, 2]), 'A throw has exactly 3 dice, not 2.');
  throwsArcade(() => chouette.classify([1, 2, 3, 4]), 'A throw has exactly 3 dice, not 4.');
  throwsArcade(() => chouette.classify([]), 'A throw has exactly 3 dice, not 0.');
  throwsArcade(() => chouette.classify([1, 2, 7]), 'Die 3 is 7; it must be from 1 to 6.');
  throwsArcade(() => chouette.classify([0, 2, 3]), 'Die 1 is 0; it must be from 1 to 6.');
  throwsArcade(() => chouette.classify([1, 2.5, 3]), 'Die 2 is 2.5, not a whole number.');
  throwsArcade(() => chouette.classify([1, NaN, 3]), 'Die 2 is NaN, not a whole number.');
  throwsArcade(() => chouette.classify(['1', 2, 3]), 'Die 1 is a string, not a number.');
  throwsArcade(() => chouette.classify('123'), 'The dice must be an array, not a string.');
  throwsArcade(() => chouette.classify(null), 'The dice must be an array, not null.');
  throwsArcade(() => chouette.classify([1, 2, 3], 'zz'),
    'Cul de chouette options are t<target>, z (no negative scores), own (win only on one\'s own turn), cap<score>, b<Bévue>, cvd (Chouette-Velute ties by dice), shl (Suite ties: highest die loses), sv (1-2-3 only a Velute), bw<bet won>, bl<bet lost>, ncs (no Contre-Sirop), csb (Contre-Sirop only if no bet won), cm<Civet max>, cc<Civet final cap>, gf or gw (Grelottine table), gup or gdn (rounding), gm<minimum score>, kata, and the packs sf (Soufflette), bc (Boucliette), ao (Attrape-Oiseau), art (Artichette), br (Bleu-Rouge), vd (Verdier), and the options dbl (Doublette: teams of two), lc (Lance-Civet), gb (Grelottine side bets), gbw<side bet won>, gbl<side bet lost>, ach (Achat), cdb (Civet doublé); not "zz".');
  assert.deepEqual(chouette.classify([1, 1, 1]), { combination: 'cul-de-chouette', value: 1, throwerPoints: 50 }, 'still answers');
});

// The vectors' expectations: deltas for every player (0 when not listed) and token changes.
function checkVector(v, result) {
  for (const [player, delta] of Object.entries(result.deltas)) {
    assert.equal(delta, v.expected[player] ?? 0, `${v.id}: ${player}`);
  }
  for (const [player, token] of Object.entries(v.tokens ?? {})) {
    const want = token.split(' ')[0].toLowerCase();
    const got = result.effects.filter((e) => e.player === player && e.token).map((e) => e.token);
    assert.ok(got.includes(want), `${v.id}: ${player} ${want} in ${got}`);
  }
}

test('replay: the 40 scenario vectors of vectors.json', () => {
  assert.equal(VECTORS.scenarios.length, 40);
  for (const v of VECTORS.scenarios) {
    if (v.id === 'O07') continue;  // Chante-Sloubi: a formula (native tests)
    if (v.id === 'V05') {
      throwsArcade(() => chouette.replay(CASES.V05),
        'commands[0]: The Civet stake must be from 1 to 102 (the smaller of 102 and A\'s score, 500), not 103.');
      continue;
    }
    const result = chouette.replay(CASES[v.id]);
    if (v.id === 'G05') {
      assert.equal(result.window, 'challenge');
      throwsArcade(() => chouette.replay(CASES['G05+1']), 'commands[1]: The Grelottine stake on Chouette must be from 1 to 40 (33% of 124, the lower score, rounded down), not 41.');
    } else if (v.id === 'E01' || v.id === 'E02') {
      assert.equal(result.scores.A, v.id === 'E01' ? 343 : 430);
      assert.equal(result.over, true);
      assert.equal(result.winner, 'A');
    } else if (v.id === 'C16') {
      assert.deepEqual(result.effects.filter((e) => e.command === 3),
        [{ command: 3, player: 'Perceval', seat: 0, delta: -10, reason: 'Bévue: throws an extra die', token: null }]);
      assert.equal(result.deltas.Karadoc, 0);
    } else {
      checkVector(v, result);
    }
  }
});

test('replay: the 40 entries of vectors.json as they are written (their "inputs" translated)', () => {
  for (const v of VECTORS.scenarios) {
    if (v.id === 'V05') {
      throwsArcade(() => chouette.replay(v), 'commands[0]: The Civet stake must be from 1 to 102 (the smaller of 102 and A\'s score, 500), not 103.');
    } else if (v.id === 'O07') {
      assert.deepEqual(chouette.replay(v), { sloubi: { base: 30, score: 45 } });
    } else if (v.id === 'G05') {
      assert.equal(chouette.replay(v).challengers[0].maxStakes.chouette, 40);
    } else if (v.id === 'E01' || v.id === 'E02') {
      assert.equal(chouette.replay(v).winner, 'A');
    } else if (v.id === 'C16') {
      assert.equal(chouette.replay(v).effects.at(-1).reason, 'Bévue: throws an extra die');
    } else {
      checkVector(v, chouette.replay(v));
    }
  }
});

test('replay: the result shape, JSON text in, and the kata\'s numbers in kataCompat', () => {
  const scenario = { players: ['Perceval', 'Karadoc'], commands: [{ throw: [1, 1, 3] }, { sirotage: true }, { bet: 'Karadoc', on: 'Alouette' }, { throw: [2] }] };
  const r = chouette.replay(scenario);
  assert.deepEqual(r.scores, { Perceval: -1, Karadoc: 25 });
  assert.deepEqual(r.effects, [
    { command: 3, player: 'Perceval', seat: 0, delta: -1, reason: 'sirotage of 1 missed (the die showed 2)', token: null },
    { command: 3, player: 'Karadoc', seat: 1, delta: 25, reason: 'won the sirotage bet on Alouette (2)', token: null },
  ]);
  assert.equal(r.window, 'turn');  // the end closed the Contre-Sirop nobody called
  assert.equal(r.pending, 'Karadoc to throw.');
  const open = chouette.replay({ ...scenario, finish: false });
  assert.equal(open.window, 'contre-sirop');
  assert.equal(open.pending, 'The sirotage failed: who called "J\'apprécie les fruits au sirop !" first (nobody: pass)?');
  assert.deepEqual(chouette.replay({ ...scenario, options: { kataCompat: true } }).scores, { Perceval: -1, Karadoc: 15 });
  assert.deepEqual(chouette.replay(JSON.stringify({ ...scenario, options: 'kata' })).scores, { Perceval: -1, Karadoc: 15 });
  const finished = chouette.replay({ players: ['A', 'B'], commands: [{ throw: [4, 1, 4] }] });
  assert.deepEqual(finished.effects, [{ command: 1, player: 'A', seat: 0, delta: 16, reason: 'Chouette of 4', token: null }]);
  assert.equal(chouette.replay({ players: ['A', 'B'], commands: [{ throw: [4, 1, 4] }], finish: false }).scores.A, 0);
  assert.deepEqual(chouette.replay({ players: ['A', 'B'], commands: ['t414', 'n', 't235'] }).scores, { A: 16, B: 50 });
});

test('replay: a bad scenario throws ArcadeError naming the field or the command', () => {
  throwsArcade(() => chouette.replay({ players: ['A'], commands: [] }), 'A scenario needs "players": 2 to 8 names.');
  throwsArcade(() => chouette.replay({ players: ['A', 'B'], comands: [] }), 'A scenario has no field "comands".');
  throwsArcade(() => chouette.replay({ players: ['A', 'B'] }), 'A scenario needs "commands": a list (it may be empty).');
  throwsArcade(() => chouette.replay({ players: ['A', 'B'], commands: [{ throw: [1, 1, 3] }, { sirotage: true }, { bet: 'Kadoc', on: 2 }] }),
    'commands[2]: There is no player "Kadoc"; the players are A and B.');
  throwsArcade(() => chouette.replay({ players: ['A', 'B'], commands: [{ jump: 1 }] }), 'commands[0]: The command "jump" is unknown.');
  throwsArcade(() => chouette.replay({ players: ['A', 'B'], commands: [{ throw: [1, 2, 3] }, { throw: [1, 2, 3] }] }),
    'commands[1]: No throw is expected now: Suite by A: in what order did the players call "Grelotte ça picote !"?');
  throwsArcade(() => chouette.replay('{"players": ["A", "B"], "commands": [,]}'),
    'The JSON is not valid: unexpected character \',\' at line 1, column 38.');
  throwsArcade(() => chouette.replay(42), 'The scenario must be an object like {players, commands} or its JSON text, not the number 42.');
  throwsArcade(() => chouette.replay([]), 'A scenario is a JSON object with "players" and "commands".');
});

test('the CLI: arcade chouette classify and replay', () => {
  assert.deepEqual(cli(['chouette', 'classify'], '1 2 3\n4,1,4\n[2, 2, 4]\n6 6 6\n'),
    { status: 0, stdout: 'suite-velute 3 18\nchouette 4 16\nchouette-velute 4 0\ncul-de-chouette 6 100\n', stderr: '' });
  assert.deepEqual(cli(['chouette', 'classify'], '1 2 7\n1 2\nx 1 2\n3 5 6\n'), {
    status: 1,
    stdout: '\n\n\nneant 0 0\n',
    stderr: 'error: line 1: Die 3 is 7; dice show 1 to 6.\nerror: line 2: A throw has exactly 3 dice, not 2.\n'
      + 'error: line 3: "x" is not a die; dice are numbers from 1 to 6.\n',
  });
  assert.equal(cli(['chouette', 'classify', '--options', 'sf'], '1 2 4\n').stdout, 'soufflette 0 0\n');
  const replayed = cli(['chouette', 'replay'], JSON.stringify(CASES.S08));
  assert.equal(replayed.status, 0);
  assert.deepEqual(JSON.parse(replayed.stdout).deltas, { Paul: 70, Paulo: -5, Paulette: -5 });
  assert.deepEqual(JSON.parse(replayed.stdout), chouette.replay(CASES.S08), 'the CLI and the JS API agree');
  assert.deepEqual(cli(['chouette', 'replay', '--text'], JSON.stringify(CASES.C06)), {
    status: 0,
    stdout: 'A 0\nB 32\n  [1] B +32: first to call "Pas mou le caillou !" on the Chouette-Velute of 4\nB to throw.\n',
    stderr: '',
  });
  assert.deepEqual(cli(['chouette', 'replay'], JSON.stringify(CASES.V05)), {
    status: 1,
    stdout: '',
    stderr: 'error: commands[0]: The Civet stake must be from 1 to 102 (the smaller of 102 and A\'s score, 500), not 103.\n',
  });
  assert.equal(cli(['chouette'], '').status, 2);
});

test('session: a seeded game of chouette plays to the end with its view', () => {
  let s = session.create('chouette', { params: '3,sf' }, { seed: 4 });
  assert.equal(s.save, 'chouette:3,sf:::0');
  assert.deepEqual(s.legal, ['t']);
  assert.equal(s.view.window, 'throw-off');
  s = session.play(s.save, 't241');
  assert.equal(s.status.text, 'Player 3 to throw.');
  assert.equal(s.status.toMove, 2);
  s = session.play(s.save, 't414');
  assert.deepEqual(s.legal, ['t', 'n', 's']);
  s = session.play(s.save, 'n');
  assert.deepEqual(s.view.effects, [{ player: 'Player 3', seat: 2, delta: 16, reason: 'Chouette of 4', token: null }]);
  assert.equal(s.view.players[2].score, 16);
  throwsArcade(() => session.play(s.save, 's'), 'A sirotage is announced only after a plain Chouette: Player 1 to throw.');
  assert.deepEqual(session.play(s.save, 'g0').view.effects,
    [{ player: 'Player 1', seat: 0, delta: -10, reason: 'Bévue: calls "Grelotte ça picote !" without a Suite', token: null }]);
  // The first legal intent every time ("t" throws and closes what nobody took up, "g" records a
  // Suite race nobody called) reaches the target.
  let moves = 0;
  while (!s.status.over) {
    s = session.play(s.save, s.legal[0], { seed: moves });
    assert.ok(++moves < 2000, 'the game ends');
  }
  assert.equal(s.status.winners.length, 1);
  assert.ok(s.view.players[s.status.winners[0]].score >= 343);
});

test('session save → replay: the moves of a seeded game, replayed as a scenario, give every effect and the same end', () => {
  // A seeded game with sirotages, bets, races, challenges and referee moves, chosen from the view.
  const seats = 4;
  let s = session.create('chouette', { params: `${seats},sf,bc` }, { seed: 11 });
  for (let k = 0; !s.status.over; k += 1) {
    assert.ok(k < 3000, 'the game ends');
    const { view } = s;
    const others = (except) => [...Array(seats).keys()].filter((i) => i !== except);
    // Optional windows left alone are passed (a throw there closes them too, but is refused when
    // that closing ends the game).
    let move = s.legal.includes('n') ? 'n' : 't';
    if (view.window === 'sirotage') move = k % 2 ? 's' : 'n';
    else if (view.window === 'bets' && view.sirotage.bets.length === 0) move = `b${others(view.sirotage.sirotant)[k % 3]}=${1 + (k % 6)}`;
    else if (view.window === 'grelotte') move = `g${[...Array(seats).keys()].map((i) => (i + k) % seats).join(',')}`;
    else if (view.window === 'pas-mou') move = `m${k % seats}`;
    else if (view.window === 'contre-sirop') move = `j${others(view.sirotage.sirotant)[k % 3]}`;
    else if (view.window === 'grelottine' && view.challengers.some((c) => c.maxStakes.velute > 0)) {
      const c = view.challengers.find((x) => x.maxStakes.velute > 0);
      move = `l${c.seat}=ve=${c.maxStakes.velute}`;
    } else if (view.window === 'soufflette') move = `d${others(view.toMove)[0]}`;
    else if (view.window === 'turn' && k % 37 === 0) move = `e${k % seats}=+${k % 50 + 1}`;
    s = session.play(s.save, move, { seed: 11 });
  }
  const moves = s.save.split(':')[3].split('.');
  assert.ok(moves.length > 100, `a long game (${moves.length} moves)`);
  for (const verb of ['s', 'b', 'g', 'm', 'j', 'l', 'e']) assert.ok(moves.some((m) => m.startsWith(verb)), `the game has a ${verb} move`);

  const players = [...Array(seats).keys()].map((i) => `Player ${i + 1}`);
  const replayed = chouette.replay({ players, throwOff: true, options: 'sf,bc', commands: moves, finish: false });
  assert.deepEqual(players.map((p) => replayed.scores[p]), s.view.players.map((p) => p.score));
  assert.equal(replayed.over, true);
  assert.equal(replayed.winner, players[s.status.winners[0]]);
  const tokens = (t) => [t.grelottine && 'grelottine', t.civet && 'civet', t.passeGrelot && 'passe-grelot', t.boucliette && 'boucliette'].filter(Boolean);
  assert.deepEqual(players.map((p) => [...replayed.tokens[p]].sort()), s.view.players.map((p) => tokens(p.tokens).sort()));
  // Move by move: the session's effects are the replay's effects of that command.
  const [game, params] = s.save.split(':');
  moves.forEach((move, i) => {
    const after = session.load(`${game}:${params}::${moves.slice(0, i + 1).join('.')}:${i + 1}`);
    const fromReplay = replayed.effects.filter((e) => e.command === i).map(({ command: _command, ...e }) => e);
    assert.deepEqual(after.view.effects, fromReplay, `move ${i + 1} (${move})`);
  });
});

test('options Doublette, Lance-Civet, Grelottine side bets and Achat through replay and the session view', () => {
  const r = chouette.replay({
    players: ['A', 'B', 'C', 'D'], options: { teams: true, lanceCivet: true, grelottineBets: true },
    scores: { A: 100, B: 100 }, tokens: { A: ['civet'], B: ['grelottine'] },
    commands: [{ lanceCivet: 'C', by: 'A' }, 't136', { grelottine: { by: 'B', target: 'velute', stake: 5 } },
      { grelottineBets: { C: 'failure' } }, { throw: [2, 3, 5] }],
  });
  assert.deepEqual(r.scores, { A: 150, B: 95, C: 150, D: 95 });
  assert.deepEqual(r.tokens, { A: ['passe-grelot'], B: [], C: ['civet'], D: [] });
  assert.deepEqual(r.effects.filter((e) => e.command === 4).map((e) => `${e.player} ${e.delta} ${e.reason}`), [
    'A 50 Velute of 5', 'A 5 wins the Grelottine challenge on Velute for 5', 'B -5 loses the Grelottine challenge on Velute for 5',
    'A 0 won a Grelottine challenge as the challenged player', 'C -5 side bet on failure lost',
  ]);
  assert.equal(r.options.flags, 'dbl,lc,gb');
  throwsArcade(() => session.create('chouette', { params: '3,dbl' }, { seed: 1 }),
    'Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not 3.');
  const bought = chouette.replay({ players: ['A', 'B'], options: { achat: true }, commands: ['t66', { achat: 'B' }] });
  assert.deepEqual(bought.scores, { A: 36, B: -30 });
  const s = session.create('chouette', { params: '4,dbl' }, { seed: 1 });
  assert.deepEqual(s.view.players.map((p) => p.teammate), [2, 3, 0, 1]);
});

test('option Civet doublé: joiners double the declared Civet, through replay, the session view and its errors', () => {
  const r = chouette.replay({
    players: ['A', 'B', 'C'], options: { civetDouble: true }, scores: { A: 60 }, tokens: { A: ['civet'], B: ['civet'], C: ['civet'] },
    commands: [{ civet: { stake: 30, target: 'velute' } }, { joinCivet: 'B' }, 'i2', { throw: [1, 4, 5] }],
  });
  assert.deepEqual(r.scores, { A: 230, B: 0, C: 0 });
  assert.deepEqual(r.tokens, { A: [], B: [], C: [] });
  assert.deepEqual(r.effects.map((e) => `${e.command} ${e.player} ${e.token ?? e.delta} ${e.reason}`), [
    '0 A -civet declares a Civet of 30 on Velute', '1 B -civet joins the Civet of 30 on Velute of A: now ×2',
    '2 C -civet joins the Civet of 30 on Velute of A: now ×4', '3 A 50 Velute of 5', '3 A 120 Civet of 30 on Velute doubled ×4 won',
  ]);
  assert.equal(r.options.flags, 'cdb');
  const snap = session.create('chouette', { params: '3,cdb' }, { seed: 1 });
  assert.deepEqual([snap.view.options.civetDouble, snap.view.options.flags, snap.view.civet], [true, 'cdb', null]);
  throwsArcade(() => chouette.replay({ players: ['A', 'B'], commands: [{ joinCivet: 'B' }] }),
    'commands[0]: Civet doublé is a rule option that this table does not use.');
  throwsArcade(() => chouette.replay({ players: ['A', 'B'], options: { civetDouble: true }, tokens: { A: ['civet'] }, scores: { A: 10 },
    commands: [{ civet: { stake: 5, target: 'suite' } }, { joinCivet: 'A' }] }), 'commands[1]: A cannot join their own Civet.');
});

test('session.computer: the computers play a whole seeded table, the same save as `arcade selfplay`', () => {
  let snap = session.create('chouette', { params: 'cc' }, { seed: 2 });
  while (!snap.status.over) {
    assert.equal(snap.status.computerToMove, true);
    snap = session.computer(snap.save, { seed: 2 });
  }
  const cli = spawnSync(CLI, ['selfplay', 'chouette', '--params', 'cc', '--seed', '2'], { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal(`${snap.save}\n`, cli.stdout);
  // A person's table: the view says nobody computes; session.computer says why.
  const people = session.create('chouette', { params: 'hc' });
  assert.equal(people.view.computer, null);
  assert.deepEqual(people.view.players.map((p) => p.computer), [false, true]);
  throwsArcade(() => session.computer(people.save), 'No computer player acts now: Player 1 and Player 2 each throw one die to choose who starts (the lowest starts).');
});

test('scores never wrap: a save past ±1,000,000,000 is refused with a sentence (issue 14)', () => {
  throwsArcade(() => session.load(`chouette:2::${Array(2148).fill('e0=-1000000').join('.')}:2148`),
    'Move 1001 of the save ("e0=-1000000") is not legal: That would take Player 1\'s score to -1001000000, outside the range of a score (-1000000000 to 1000000000).');
  const edge = session.load(`chouette:2::${Array(1000).fill('e0=-1000000').join('.')}`);
  assert.deepEqual(edge.view.players.map((p) => p.score), [-1000000000, 0]);
  throwsArcade(() => session.play(edge.save, 'e0=-1'),
    'That would take Player 1\'s score to -1000000001, outside the range of a score (-1000000000 to 1000000000).');
});
