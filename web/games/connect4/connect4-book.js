// connect4-book.js: Connect Four's opening book in this build (a file beside this module, or none), as the engine call that loads it on first need.
//
// scripts/bundle-web.mjs rewrites the BOOK line below in dist/ when
// data/connect4/book/book-<depth>.bin exists: the file is then copied beside this module and named
// here as `new URL('./book-<depth>.bin', import.meta.url)` (the form bundlers copy, and the one
// bundle-standalone.mjs turns into the standalone page's own copy), with what the core's loadBook
// said of it at build time (its depth, whether it is exact). Only Connect Four imports
// this module, and the worker fetches the file only when a call names it (engine-resource.js):
// the first evaluation or perfect move, never a page load, never another game.
import { located } from '../../common/assets.js';

/** @typedef {{ url: URL, depth: number, exact: boolean }} Book  exact: as connect4.loadBook says of it */
const BOOK = /** @type {Book | null} */ (null);

/** This build's book: { depth, exact, resource } (resource: callEngine's option), or null without one. */
export function bookOfBuild() {
  if (!BOOK) return null;
  return { depth: BOOK.depth, exact: BOOK.exact, resource: { url: located(BOOK.url).href, load: /** @type {const} */ ('connect4.loadBook') } };
}
