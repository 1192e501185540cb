// Connect Four's opening book through the JS API: loadBook, exact answers without search, damaged files refused.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const c4 = arcade.connect4;

// A small book made by `arcade connect4 book generate --root 4554433223161 --depth 16` and
// `book build`: every position with 13 to 16 stones after that game (tests/data/README.md).
const ROOT = '4554433223161';
const bookBytes = new Uint8Array(readFileSync(new URL('../data/connect4/book-4554433223161-16.bin', import.meta.url)));

function throwsArcade(fn, message) {
  assert.throws(fn, (e) => e.name === 'ArcadeError' && e.message === message);
}

test('loadBook: what the book is; then analyze, solve, bestMove and evaluate answer from it without search', () => {
  // Searched first, without a book: the same numbers as the native CLI's analyze.
  const searched = [ROOT, `${ROOT}4`, `${ROOT}44`].map((m) => c4.analyze(m));
  assert.deepEqual(searched, [[-2, -2, 2, -2, 4, 1, -2], [-2, -14, -3, -2, 2, -4, -4], [-2, -2, 2, -2, 2, 0, -2]]);
  const info = c4.loadBook(bookBytes);
  assert.equal(info.depth, 16);
  assert.equal(info.positions, 283);
  assert.equal(info.root, ROOT);
  assert.equal(info.exact, false, 'a book from another root than the empty board leaves the budgets as they are');
  assert.match(info.commit, /^[0-9a-f]{40}$/);
  c4.reset();
  assert.deepEqual([ROOT, `${ROOT}4`, `${ROOT}44`].map((m) => c4.analyze(m)), searched);
  const { score, nodes } = c4.solveStats(ROOT);
  assert.deepEqual({ score, nodes }, { score: 4, nodes: 0 });
  const move = c4.bestMove(ROOT, { nodes: 1 });
  assert.deepEqual(move, { column: 5, score: 4, lower: 4, upper: 4, proven: true, nodes: 0 });
  assert.deepEqual(c4.evaluate(`${ROOT}4`, { nodes: 1 }),
    searched[1].map((s) => ({ score: s, lower: s, upper: s, proven: true })));
  // The perfect level plays from the book: proven at once, whatever its budget.
  const chosen = c4.choose(ROOT, 'perfect', { seed: 1 });
  assert.equal(chosen.column, 5);
  assert.equal(chosen.proven, true);
  assert.equal(chosen.nodes, 0);
});

test('loadBook: a damaged or foreign file is refused with its sentence, and the solver searches again', () => {
  assert.equal(c4.loadBook(bookBytes).depth, 16);
  const flipped = bookBytes.slice();
  flipped[80] ^= 1;
  throwsArcade(() => c4.loadBook(flipped), 'The opening book is corrupt: its checksum does not match its contents.');
  // The refused book took the good one's place: answers are searched (nodes), still exact.
  c4.reset();
  const searched = c4.solveStats(ROOT);
  assert.equal(searched.score, 4);
  assert.ok(searched.nodes > 0, JSON.stringify(searched));
  assert.equal(c4.bestMove(ROOT, { nodes: 1 }).proven, false);
  throwsArcade(() => c4.loadBook(bookBytes.subarray(0, 100)),
    'The opening book is truncated or padded: its header announces 226 scores, so 303 bytes, but it has 100 bytes.');
  throwsArcade(() => c4.loadBook(new Uint8Array(0)), 'The opening book is not a book file (0 bytes, no "C4BOOK1" header).');
  throwsArcade(() => c4.loadBook('C4BOOK1'), 'The book must be a Uint8Array of a book file\'s bytes, not a string.');
  throwsArcade(() => c4.loadBook([67, 52]), 'The book must be a Uint8Array of a book file\'s bytes, not an array.');
  assert.equal(c4.loadBook(bookBytes).positions, 283, 'a good book is taken again');
});

test('loadBook: a refused book is a message id with its parameters, which the French catalogue renders', async () => {
  const { loadCatalogue, say } = await import('../../web/common/words.js');
  await loadCatalogue('fr', (await import('./catalogues.mjs')).messagesOf('connect4'));
  const refusal = (bytes) => {
    try {
      c4.loadBook(bytes);
    } catch (e) {
      return { name: e.name, message: e.message, id: e.id, args: e.args };
    }
    assert.fail('the book was taken');
  };
  const flipped = bookBytes.slice();
  flipped[80] ^= 1;
  const corrupt = refusal(flipped);
  assert.deepEqual(corrupt, { name: 'ArcadeError', message: 'The opening book is corrupt: its checksum does not match its contents.', id: 'connect4.book.corrupt', args: {} });
  assert.equal(say(corrupt, corrupt.message, 'fr'), 'La bibliothèque d’ouvertures est corrompue : sa somme de contrôle ne correspond pas à son contenu.');
  const truncated = refusal(bookBytes.subarray(0, 100));
  assert.deepEqual(truncated, {
    name: 'ArcadeError', message: 'The opening book is truncated or padded: its header announces 226 scores, so 303 bytes, but it has 100 bytes.',
    id: 'connect4.book.truncated', args: { count: 226, expected: 303, bytes: 100 },
  });
  assert.equal(say(truncated, truncated.message, 'fr'),
    'La bibliothèque d’ouvertures est tronquée ou complétée : son en-tête annonce 226 scores, donc 303 octets, mais elle en a 100.');
  assert.deepEqual(refusal(new Uint8Array(0)), {
    name: 'ArcadeError', message: 'The opening book is not a book file (0 bytes, no "C4BOOK1" header).', id: 'connect4.book.not-book', args: { bytes: 0 },
  });
  // A score out of range names its position; the book's root, the game before it, as a quoted text.
  const wrongScore = bookBytes.slice();
  const first = 64 + ROOT.length;
  wrongScore[first] = 64 + 40;
  const { crc32 } = await import('node:zlib');
  new DataView(wrongScore.buffer).setUint32(wrongScore.length - 4, crc32(wrongScore.subarray(0, -4)), true);
  const score = refusal(wrongScore);
  assert.equal(score.id, 'connect4.book.score');
  assert.deepEqual({ ...score.args, position: typeof score.args.position }, { score: 40, position: 'string', stones: 16 });
  assert.match(score.message, /^The opening book's score 40 for "4554433223161\d{3}" is impossible with 16 stones on the board\.$/);
  // The solver is as it was without a book: searched, exact.
  c4.reset();
  const searched = c4.solveStats(ROOT);
  assert.equal(searched.score, 4);
  assert.ok(searched.nodes > 0, JSON.stringify(searched));
});

// The committed opening book (data/connect4/book/book-9.bin, every position up to 9 stones).
const wholeBook = new Uint8Array(readFileSync(new URL('../../data/connect4/book/book-9.bin', import.meta.url)));
// A position of ply 10, just past that book, whose perfect move takes the solver over 4M nodes
// (more than the perfect level's 3M-node budget without an exact book).
const PAST_BOOK = '6133117645';

test('loadBook: past an exact book the default budgets search to the end, every answer proven', () => {
  const info = c4.loadBook(wholeBook);
  assert.deepEqual({ ...info, commit: info.commit.length }, { depth: 9, positions: 399029, commit: 40, root: '', exact: true });
  // The published values of the empty board's columns (Pascal Pons), without search.
  c4.reset();
  assert.deepEqual(c4.analyze(''), [-2, -1, 0, 1, 0, -1, -2]);
  const exact = [-4, -5, -2, -2, -2, -4, -4];
  c4.reset();
  assert.deepEqual(c4.analyze(PAST_BOOK), exact);
  c4.reset();
  assert.deepEqual(c4.evaluate(PAST_BOOK), exact.map((s) => ({ score: s, lower: s, upper: s, proven: true })));
  // Columns 3, 4 and 5 all score -2: each seed's words order the probes, and the first of them
  // reached is played (seeds 1 to 5: 4, 5, 4, 5, 3).
  const picks = [1, 2, 3, 4, 5].map((seed) => {
    c4.reset();
    const { column, score, proven } = c4.choose(PAST_BOOK, 'perfect', { seed });
    assert.deepEqual({ score, proven }, { score: -2, proven: true });
    return column;
  });
  assert.deepEqual(picks, [4, 5, 4, 5, 3]);
  c4.reset();
  const chosen = c4.choose(PAST_BOOK, 'perfect', { seed: 1 });
  assert.ok(chosen.nodes > 3e6, `searched past the old budget: ${chosen.nodes} nodes`);
  // Without random words the first column proven best is played (3, 4 or 5: the table the search
  // above left decides which is proven first).
  const { column, score, proven } = c4.bestMove(PAST_BOOK);
  assert.deepEqual({ column, score, proven }, { column: 4, score: -2, proven: true });
  const reading = c4.review(`${PAST_BOOK}4`);
  assert.deepEqual({ now: reading.now, best: reading.best, played: reading.played, mistake: reading.mistake },
    { now: { score: 2, lower: 2, upper: 2 }, best: { score: -2, lower: -2, upper: -2 }, played: { score: -2, lower: -2, upper: -2 }, mistake: false });
  // On the book's last ply the book knows the position's score (0 here), not its columns': the
  // perfect move probes them at that score (columns 2 and 3 score 0, the others less).
  const last = c4.choose('111111222', 'perfect', { seed: 1 });
  assert.deepEqual({ column: last.column, score: last.score, proven: last.proven }, { column: 3, score: 0, proven: true });
  assert.deepEqual(c4.analyze('111111222'), [null, 0, 0, -2, -4, -4, -4]);
  // An explicit budget is still kept.
  assert.equal(c4.bestMove(PAST_BOOK, { nodes: 1000 }).proven, false);
  c4.loadBook(bookBytes);  // the small book again: not exact, the old budgets
  c4.reset();
  assert.equal(c4.choose(PAST_BOOK, 'perfect', { seed: 1 }).nodes <= 3e6, true);
});
