// `arcade daily GAME --date DATE` (the native CLI) prints each game's daily exactly as pinned here,
// refuses bad dates, unknown games and games without one with the core's sentence (exit 1 / 2),
// and arcade.daily (wasm, dist/arcade.mjs) gives the same objects natively and in wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const CLI = fileURLToPath(new URL('../../build/native/arcade', import.meta.url));

function run(args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Monday 2027-03-22 of every game that has a daily, whole lines (keys in the core's order).
const PINNED = [
  "{\"game\":\"sudoku\",\"date\":\"2027-03-22\",\"version\":1,\"weekday\":\"monday\",\"seed\":2526403570635686,\"challenge\":\".....39..5..9...28.....6.13...19....41.....75....78...38.5.....27...4..1..67.....\",\"answer\":\"127843956563917428894256713738195264419362875652478139381529647275684391946731582\",\"start\":{\"params\":\"easy\",\"desc\":\".....39..5..9...28.....6.13...19....41.....75....78...38.5.....27...4..1..67.....\"},\"grade\":\"easy\"}\n",
  "{\"game\":\"mastermind\",\"date\":\"2027-03-22\",\"version\":1,\"weekday\":\"monday\",\"seed\":8947546954591776,\"challenge\":\"6424\",\"answer\":[\"1123\",\"1445\",\"6165\",\"4225\",\"6424\"],\"start\":{\"params\":\"p4,c6,r10\",\"desc\":\"tfkpy\"}}\n",
  "{\"game\":\"greed\",\"date\":\"2027-03-22\",\"version\":1,\"weekday\":\"monday\",\"seed\":2520300931256524,\"challenge\":\"51154415465352424634341463661116432326226445555614566512225645356656144565364565343266231264263645361246663654641411326332466134312625612313142552543124633236246416155415226652462641344151152152536554352432311453142366434634216312514135341355543466452131563656432224444121126534424252355634532345121251321613133133114611452333613653565413141145334154133515141146524236125156251545451326343422234224234224131163152442213324123655243431532532464145241614514125162622256515161551461536344152166263225222\",\"answer\":{\"par\":2650,\"moves\":[\"r51154\",\"b\",\"r41546\",\"r535\",\"b\",\"r24246\",\"r34341\",\"r4636\",\"r61116\",\"b\",\"r43232\",\"r62264\",\"r45555\",\"b\",\"r61456\",\"r651\",\"b\",\"r22256\",\"b\"]},\"turns\":10}\n",
  "{\"game\":\"connect4\",\"date\":\"2027-03-22\",\"version\":1,\"weekday\":\"monday\",\"seed\":182131279807206,\"challenge\":\"6766431756331511324211677222447627335\",\"answer\":\"545\",\"start\":{\"params\":\"ph\",\"desc\":\"6766431756331511324211677222447627335\"},\"moves\":2,\"score\":2}\n",
  "{\"game\":\"rotate\",\"date\":\"2027-03-22\",\"version\":1,\"weekday\":\"monday\",\"seed\":1376152317184044,\"challenge\":\"5 4\\n.....\\n.B.B.\\nBRBB.\\nBRBR.\\nBBRBR\\n\",\"answer\":\"Blue\",\"rotated\":[\".....\",\"...BB\",\".BRBB\",\".BRBR\",\"BBRBR\"],\"cells\":{\"red\":[],\"blue\":[[1,3],[2,3],[3,3],[4,3]]}}\n",
];

for (const line of PINNED) {
  const { game } = JSON.parse(line);
  test(`arcade daily ${game} --date 2027-03-22 prints the pinned line`, () => {
    assert.deepEqual(run(['daily', game, '--date', '2027-03-22']), { status: 0, stdout: line, stderr: '' });
  });
}

test('arcade daily: a date that is no day or out of range exits 1; a game without a daily exits 1', () => {
  assert.deepEqual(run(['daily', 'sudoku', '--date', '2027-02-29']),
    { status: 1, stdout: '', stderr: 'error: 2027-02-29 is no date: month 2 of 2027 has days 1 to 28.\n' });
  assert.deepEqual(run(['daily', 'greed', '--date', '2027-13-01']),
    { status: 1, stdout: '', stderr: 'error: 2027-13-01 is no date: there is no month 13.\n' });
  assert.deepEqual(run(['daily', 'greed', '--date', 'today']),
    { status: 1, stdout: '', stderr: 'error: A date is written YYYY-MM-DD, like 2027-01-31; "today" is not one.\n' });
  assert.deepEqual(run(['daily', 'connect4', '--date', '2100-01-01']),
    { status: 1, stdout: '', stderr: 'error: Dailies are made from 2026-01-01 to 2099-12-31, not for 2100-01-01.\n' });
  assert.deepEqual(run(['daily', 'chouette', '--date', '2027-01-01']),
    { status: 1, stdout: '', stderr: 'error: chouette has no daily challenge yet.\n' });
});

test('arcade daily: an unknown game, a missing --date or an unknown option exits 2', () => {
  const usage = 'error: arcade daily takes a game and --date YYYY-MM-DD, like: arcade daily sudoku --date 2027-01-31.\n';
  assert.deepEqual(run(['daily']), { status: 2, stdout: '', stderr: usage });
  assert.deepEqual(run(['daily', 'sudoku']), { status: 2, stdout: '', stderr: usage });
  assert.deepEqual(run(['daily', 'chess', '--date', '2027-01-01']),
    { status: 2, stdout: '', stderr: `error: There is no game called "chess"; the games are ${arcade.games.join(', ')}.\n` });
  assert.deepEqual(run(['daily', 'sudoku', '--date']), { status: 2, stdout: '', stderr: 'error: --date needs a value.\n' });
  assert.deepEqual(run(['daily', 'sudoku', '--day', '2027-01-01']),
    { status: 2, stdout: '', stderr: 'error: Unknown option "--day"; this command takes --date VALUE.\n' });
});

test('arcade.daily in wasm gives what the CLI prints natively, for every game with a daily', () => {
  // The table's first and last days, one inside, and days only the search makes (Connect Four).
  const dates = ['2026-12-01', '2027-06-15', '2027-12-31', '2028-02-29', '2099-12-31'];
  let games = 0;
  for (const game of arcade.games) {
    const native = run(['daily', game, '--date', dates[0]]);
    if (native.stderr === `error: ${game} has no daily challenge yet.\n`) continue;
    games++;
    for (const date of dates) assert.deepEqual(arcade.daily(game, date), JSON.parse(run(['daily', game, '--date', date]).stdout), `${game} ${date}`);
  }
  assert.equal(games, PINNED.length);
});
