// assets.js: where the elements find the engine, its worker and (on the site) their style sheets: beside their own modules, or under a base the page names.
//
// Unbundled (the site, the npm package imported as it is, a CDN), every file is found with
// `new URL('./file', import.meta.url)` and nothing needs saying. A bundler that does not copy such
// files (esbuild) leaves them to be found beside the bundle, where they are not: the page then names
// a copy of the package, on its own server or a CDN, by
//   <meta name="kata-arcade-base" content="/vendor/kata-arcade/">   or   setAssetBase('/vendor/kata-arcade/')
// (before the elements start: the meta in <head>, or the call in a module imported before them).
// The worker and the loader are then loaded from there unbundled. (The package's style sheets are
// inside its modules, scripts/package.mjs: only the site's are files, and it sets no base.)

// File name → its path in the package, written by scripts/package.mjs (names are unique there;
// the site never sets a base, so its copy stays empty).
const FILES = /** @type {Record<string, string>} */ ({});

/** @type {URL | null} */
let base = null;

/**
 * Makes every file the elements load come from `url` (a folder holding the package's files; a
 * relative URL is read against the page), or from beside the modules again when `url` is null.
 * @param {string | URL | null} url
 */
export function setAssetBase(url) {
  base = url === null ? null : folder(url);
}

function folder(url) {
  const resolved = new URL(url, globalThis.document?.baseURI ?? globalThis.location?.href);
  if (!resolved.pathname.endsWith('/')) resolved.pathname += '/';
  return resolved;
}

/** The base set by setAssetBase() or the page's <meta name="kata-arcade-base">, else null. */
export function assetBase() {
  if (base) return base;
  const meta = globalThis.document?.querySelector('meta[name="kata-arcade-base"]');
  const content = meta?.getAttribute('content');
  return content ? folder(content) : null;
}

/**
 * `beside` (a file's URL next to the module that names it) when no base is set; else the file of
 * that name in the package under the base. A name the package does not hold stays where it was.
 * @param {URL} beside
 */
export function located(beside) {
  const root = assetBase();
  if (!root) return beside;
  const name = beside.pathname.slice(beside.pathname.lastIndexOf('/') + 1);
  return Object.hasOwn(FILES, name) ? new URL(FILES[name], root) : beside;
}

/**
 * The file of that name in the package under the base the page set, or null without a base (or
 * for a name the package does not hold): engine-client.js's worker, whose URL beside the module is
 * written only inside `new Worker(…)`, the form bundlers bundle rather than copy.
 * @param {string} name
 */
export function underBase(name) {
  const root = assetBase();
  return root && Object.hasOwn(FILES, name) ? new URL(FILES[name], root) : null;
}
