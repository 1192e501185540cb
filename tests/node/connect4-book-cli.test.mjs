// The opening book's native CLI (build/native/arcade connect4 book ...): generate, resume after damage, build, check, --book.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../build/native/arcade', import.meta.url));
// The committed small book (tests/data/README.md): the same command must make it byte for byte.
const BOOK = fileURLToPath(new URL('../data/connect4/book-4554433223161-16.bin', import.meta.url));
const ROOT = '4554433223161';
const committed = readFileSync(BOOK);
const commit = committed.subarray(16, 56).toString('latin1');

function run(args, input = '') {
  const r = spawnSync(CLI, args, { input, encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('book generate, interrupted and damaged, resumes; build gives the committed book byte for byte', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'c4book-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const generate = ['connect4', 'book', 'generate', '--dir', dir, '--depth', '16', '--root', ROOT,
    '--commit', commit, '--chunk', '50', '--threads', '2'];
  const first = run(generate);
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stderr, /^depth 16: 226 positions to solve/);
  assert.match(first.stderr, /all 226 positions of depth 16 solved\n$/);
  assert.deepEqual(readdirSync(dir).sort(),
    ['chunk-0000.txt', 'chunk-0001.txt', 'chunk-0002.txt', 'chunk-0003.txt', 'chunk-0004.txt', 'manifest.txt']);
  assert.equal(readFileSync(join(dir, 'manifest.txt'), 'utf8'),
    `depth 16\nroot ${ROOT}\npositions 226\nchunk 50\ncommit ${commit}\n`);

  // A kill leaves a chunk unfinished, its last line torn: the run again drops that line only.
  const whole = readFileSync(join(dir, 'chunk-0002.txt'), 'utf8');
  const lines = whole.split('\n');
  assert.equal(lines[0], `# solver ${commit}`);
  assert.equal(lines.length, 52);  // header, 50 positions, '' after the last newline
  unlinkSync(join(dir, 'chunk-0002.txt'));
  writeFileSync(join(dir, 'chunk-0002.part'), `${lines.slice(0, 21).join('\n')}\n${lines[21].slice(0, 5)}`);
  assert.deepEqual(run(['connect4', 'book', 'status', '--dir', dir]),
    { status: 0, stdout: 'depth 16: 196 of 226 positions solved (176 in whole chunks, 20 in parts), 86.7 %\n', stderr: '' });
  const resumed = run(generate);
  assert.equal(resumed.status, 0, resumed.stderr);
  assert.match(resumed.stderr, /4 of 5 chunks whole/);
  assert.match(resumed.stderr, /chunk 2 whole \(30 solved here in .*, a torn line dropped\); 226\/226 positions, 30 this run/);
  assert.equal(readFileSync(join(dir, 'chunk-0002.txt'), 'utf8'), whole);

  // A whole chunk's file that lost its last lines (a machine stopped before its disk had them:
  // it happened to depth 8's chunk 29) is counted, resumed and made whole again like a part.
  writeFileSync(join(dir, 'chunk-0002.txt'), `${lines.slice(0, 13).join('\n')}\n`);
  assert.deepEqual(run(['connect4', 'book', 'status', '--dir', dir]),
    { status: 0, stdout: 'depth 16: 188 of 226 positions solved (176 in whole chunks, 12 in parts), 83.2 %\n', stderr: '' });
  const mended = run(generate);
  assert.equal(mended.status, 0, mended.stderr);
  assert.match(mended.stderr, new RegExp(`${dir}/chunk-0002.txt holds 12 of its 50 scores: solving the rest\n4 of 5 chunks whole`));
  assert.match(mended.stderr, /chunk 2 whole \(38 solved here in [^)]*\); 226\/226 positions, 38 this run/);
  assert.equal(readFileSync(join(dir, 'chunk-0002.txt'), 'utf8'), whole);

  const out = join(dir, 'book.bin');
  assert.deepEqual(run(['connect4', 'book', 'build', '--dir', dir, '--out', out]),
    { status: 0, stdout: `${out}: depth 16, 283 positions in all, 303 bytes\n`, stderr: '' });
  assert.deepEqual(readFileSync(out), committed);
  const check = run(['connect4', 'book', 'check', '--book', out, '--sample', '10', '--seed', '3']);
  assert.equal(check.status, 0);
  assert.match(check.stdout, /\n10 checked, 0 wrong\n$/);

  // Another depth in the same folder is refused, naming both.
  const other = run(['connect4', 'book', 'generate', '--dir', dir, '--depth', '15', '--root', ROOT, '--commit', commit]);
  assert.equal(other.status, 1);
  assert.equal(other.stderr.split('\n')[1], `error: ${dir}/manifest.txt is for depth 16 from "${ROOT}", 226 positions, `
    + `chunks of 50; this run asks for depth 15 from "${ROOT}", 49 positions, chunks of 1000.`);
  // A missing chunk stops a build.
  unlinkSync(join(dir, 'chunk-0004.txt'));
  const partial = run(['connect4', 'book', 'build', '--dir', dir, '--out', out]);
  assert.equal(partial.status, 1);
  assert.equal(partial.stderr, `error: Chunk 4 is not whole yet (no ${dir}/chunk-0004.txt).\n`);
});

test('book generate --parents: the book one ply shallower bounds the scores from below; the same book comes out', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'c4book-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // The parents: depth 15 from the same root, made from a first generation's chunks.
  const plain = join(dir, 'plain');
  assert.equal(run(['connect4', 'book', 'generate', '--dir', plain, '--depth', '16', '--root', ROOT, '--commit', commit]).status, 0);
  const parents = join(dir, 'book-15.bin');
  assert.equal(run(['connect4', 'book', 'build', '--dir', plain, '--out', parents, '--depth', '15']).status, 0);
  const floored = join(dir, 'floored');
  const generated = run(['connect4', 'book', 'generate', '--dir', floored, '--depth', '16', '--root', ROOT,
    '--commit', commit, '--parents', parents]);
  assert.equal(generated.status, 0, generated.stderr);
  assert.match(generated.stderr, /^depth 16: 226 positions to solve \(walk [^)]*\)\na floor from the parents' scores for 226 of them\n/);
  assert.equal(readFileSync(join(floored, 'chunk-0000.txt'), 'utf8'), readFileSync(join(plain, 'chunk-0000.txt'), 'utf8'));
  const out = join(dir, 'book.bin');
  assert.equal(run(['connect4', 'book', 'build', '--dir', floored, '--out', out]).status, 0);
  assert.deepEqual(readFileSync(out), committed);

  // A book of another depth or root is refused, naming both; a damaged one says what is wrong.
  const again = ['connect4', 'book', 'generate', '--dir', join(dir, 'x'), '--depth', '16', '--root', ROOT, '--commit', commit];
  assert.deepEqual(run([...again, '--parents', BOOK]), { status: 2, stdout: '',
    stderr: `error: --parents ${BOOK} is a book of depth 16 from "${ROOT}"; depth 15 from "${ROOT}" is needed.\n` });
  const damaged = join(dir, 'damaged.bin');
  writeFileSync(damaged, readFileSync(parents).subarray(0, 40));
  const refused = run([...again, '--parents', damaged]);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, new RegExp(`^error: --parents ${damaged}: .+\n$`));
});

test('solve and analyze --book answer from the book; a damaged book is reported and searched around', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'c4book-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const input = `${ROOT}\n${ROOT}4\n`;
  const searched = run(['connect4', 'analyze'], input);
  assert.equal(searched.stdout, '-2 -2 2 -2 4 1 -2\n-2 -14 -3 -2 2 -4 -4\n');
  const booked = run(['connect4', 'analyze', '--book', BOOK, '--stats'], input);
  assert.equal(booked.stdout, searched.stdout);
  assert.match(booked.stderr, /^positions=2 mean_nodes=0\.0 /);
  const damaged = Buffer.from(committed);
  damaged[80] ^= 1;
  writeFileSync(join(dir, 'bad.bin'), damaged);
  assert.deepEqual(run(['connect4', 'solve', '--book', join(dir, 'bad.bin')], input), {
    status: 0,
    stdout: '4\n2\n',
    stderr: 'warning: opening book not used, searching instead: The opening book is corrupt: its checksum does not '
      + 'match its contents.\n',
  });
});

test('the browser tests\' fake depth-2 book is what book build makes of its scores, in book list\'s order', async (t) => {
  const { FAKE_SCORE, fakeBook } = await import('../browser/connect4-book-site.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'c4fake-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const list = run(['connect4', 'book', 'list', '--depth', '2']);
  assert.equal(list.status, 0, list.stderr);
  const moves = list.stdout.trim().split('\n');
  assert.equal(moves.length, 25);
  const fakeCommit = 'fa4e'.repeat(10);
  writeFileSync(join(dir, 'manifest.txt'), `depth 2\npositions 25\nchunk 1000\ncommit ${fakeCommit}\n`);
  writeFileSync(join(dir, 'chunk-0000.txt'), [`# solver ${fakeCommit}`, ...moves.map((m) => `${m} ${FAKE_SCORE(Number(m[0]), Number(m[1]))}`), ''].join('\n'));
  const out = join(dir, 'book-2.bin');
  const built = run(['connect4', 'book', 'build', '--dir', dir, '--out', out]);
  assert.equal(built.status, 0, built.stderr);
  assert.equal(built.stdout, `${out}: depth 2, 30 positions in all, 89 bytes\n`);
  assert.deepEqual(readFileSync(out), fakeBook());
});
