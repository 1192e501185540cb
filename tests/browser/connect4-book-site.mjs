// connect4-book-site.mjs: a copy of the site built with a small FAKE opening book, to prove the book's plumbing (fetch, load, offline, standalone) without the real one.
//
// The fake book is a valid depth-2 book file (core/connect4/book.hpp's format, checksum and all)
// whose 25 scores are made up, though within what two discs allow: FAKE_SCORE(a, b) for the
// position after columns a then b. They are NOT Connect Four's values, on purpose: a page that
// shows them can only have read them from the book. Its empty board then scores each column c
// |c - 4| - 3 (fakeEmptyBoard), where the true values are -2 -1 0 1 0 -1 -2.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { repoRoot } from './harness.mjs';

/** The made-up score of the position after columns a then b (1-7), for the side to move (red). Mirror images agree. */
export const FAKE_SCORE = (a, b) => Math.abs(a - 4) + 2 * Math.abs(b - 4) - 3;
/** What the fake book makes of the empty board's columns (1-7), for red to move. */
export const fakeEmptyBoard = [1, 2, 3, 4, 5, 6, 7].map((c) => Math.abs(c - 4) - 3);
/** ...and of the columns after red's 4, for yellow. */
export const fakeAfter4 = [1, 2, 3, 4, 5, 6, 7].map((b) => -FAKE_SCORE(4, b));
export const FAKE_BOOK_NAME = 'book-2.bin';

/**
 * The fake depth-2 book's bytes. Its positions in the book's order (book_positions: a depth-first
 * walk over columns 1-7, a mirror image met again skipped with all that follows it): 11-17, 21-27,
 * 31-37, then 41-44 (45-47 mirror 43-41; 5, 6, 7 mirror 3, 2, 1).
 */
export function fakeBook() {
  const moves = [];
  for (let a = 1; a <= 4; a++) for (let b = 1; b <= (a === 4 ? 4 : 7); b++) moves.push([a, b]);
  const header = Buffer.alloc(60);
  header.write('C4BOOK1\n', 0, 'latin1');
  header.writeUInt32LE(2, 8);
  header.writeUInt32LE(moves.length, 12);
  header.write('fa4e'.repeat(10), 16, 'latin1');  // the "solver commit": none made these scores
  header.writeUInt32LE(0, 56);                      // the root: the empty board
  const body = Buffer.concat([header, Buffer.from(moves.map(([a, b]) => FAKE_SCORE(a, b) + 64))]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32(body), 0);
  return Buffer.concat([body, crc]);
}

/**
 * Builds the site (scripts/bundle-web.mjs, then bundle-standalone.mjs) into a temporary folder
 * with `bytes` as its opening book; returns { dir, remove() }. Needs the wasm build (npm run build).
 */
export async function siteWithBook(bytes = fakeBook()) {
  const dir = await mkdtemp(join(tmpdir(), 'arcade-book-site-'));
  const book = join(dir, 'source', FAKE_BOOK_NAME);
  await mkdir(join(dir, 'source'));
  await writeFile(book, bytes);
  const site = join(dir, 'site');
  const env = { ...process.env, ARCADE_DIST: site, ARCADE_CONNECT4_BOOK: book };
  const log = execFileSync(process.execPath, ['scripts/bundle-web.mjs'], { cwd: repoRoot, env, encoding: 'utf8' })
    + execFileSync(process.execPath, ['scripts/bundle-standalone.mjs'], { cwd: repoRoot, env, encoding: 'utf8' });
  return { dir: site, log, remove: () => rm(dir, { recursive: true, force: true }) };
}
