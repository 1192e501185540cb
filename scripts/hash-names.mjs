// hash-names.mjs: renames every file of dist/ a page loads to a content-hashed name (name.<hash>.ext) and rewrites every reference to it, so a host can serve them as immutable.
//
// Why: with a short max-age on every file (GitHub Pages: 600 s), a browser that revalidates the new
// HTML can still take a module, sheet or catalogue of the previous build from its HTTP cache, and a
// page then mixes two builds. A name that changes with its content cannot be stale. What keeps its
// name is listed in UNHASHED with the reason (docs/hosting.md serves those `no-cache`).
//
// A file's hash covers its text after its own references were rewritten, so a change anywhere
// below a module (a catalogue it imports) renames it too, up to the page. Files that name each
// other in a circle share one hash over all of them. References are read from:
//   - modules (.js, .mjs): quoted './…' and '../…' strings (imports, import(), new URL(…, import.meta.url));
//   - style sheets: url(…) and @import;
//   - pages (.html): any attribute naming a file, from the page's folder (src, href, data-words);
//   - the web manifest: its icons' src.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

/** The files that keep their names, each with why (a test checks every other file is hashed). */
export const UNHASHED = [
  [/\.html$/, 'pages: their addresses are the site\'s; served no-cache, they name this build\'s files'],
  [/^sw\.js$/, 'the service worker: browsers look for updates at its fixed address'],
  [/^manifest\.webmanifest$/, 'the web manifest: an installed app re-reads it at the address its pages link; it names hashed icons'],
  [/^components\/[a-z0-9-]+\.js$/, 'each element\'s stable address for embedders (README "Embed"); no arcade page loads it'],
  [/^arcade\.mjs$/, 'the engine\'s stable address for embedders (README "Embed", setAssetBase); the pages\' bundles hold their own copy'],
  [/^arcade\.d\.ts$/, 'types for developers, never loaded by a page'],
  [/^build-info\.json$/, 'the build\'s report for developers and tests, never loaded by a page'],
  [/^games\.json$/, 'the games manifest for developers and tests, never loaded by a page'],
  [/^_headers$/, 'the host\'s header rules, never served to a page'],
  [/^standalone\//, 'files opened from disk, each self-contained'],
];

/** Already content-hashed by the build (the cores: bundle-web.mjs names glue and wasm together). */
export const HASHED = /\.[0-9a-f]{8}\.[a-z]+$/;

/** Why `path` (relative to dist/) keeps its name, or null when it must carry a hash. */
export function whyUnhashed(path) {
  return UNHASHED.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

const TEXT = /\.(?:m?js|css|html|webmanifest)$/;
const JS_REF = /(['"`])(\.{1,2}\/[^'"`\s?#]+)\1/g;
const CSS_REF = /(url\(\s*['"]?|@import\s+['"])([^'")\s?#]+)/g;
const HTML_REF = /(\s[a-z-]+=")([^"?#:]+)(?=[?#"])/g;

/** Every file under dir, relative to it with '/' separators. */
export async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...await listFiles(join(dir, entry.name), `${rel}/`));
    else out.push(rel);
  }
  return out;
}

/**
 * The references in `text` of the file `path`: [start, end, target] for each name of an existing
 * file (`exists`), target relative to dist/. Positions are those of the name in the text.
 */
function referencesOf(path, text, exists) {
  const dir = posix.dirname(path);
  const out = [];
  const add = (index, name, relative) => {
    const target = posix.normalize(posix.join(relative ? dir : '.', name));
    if (exists(target)) out.push([index, index + name.length, target]);
  };
  if (/\.m?js$/.test(path)) {
    for (const m of text.matchAll(JS_REF)) add(m.index + 1, m[2], true);
  } else if (path.endsWith('.css')) {
    for (const m of text.matchAll(CSS_REF)) add(m.index + m[1].length, m[2], true);
  } else if (path.endsWith('.html')) {
    for (const m of text.matchAll(HTML_REF)) add(m.index + m[1].length, m[2], true);
  } else if (path.endsWith('.webmanifest')) {
    for (const m of text.matchAll(/("src"\s*:\s*")([^"?#]+)"/g)) add(m.index + m[1].length, m[2], true);
  }
  return out;
}

/** `text` with each reference's name replaced by the name, seen from `path`, of its target's new name. */
function rewrite(path, text, refs, names) {
  let out = '';
  let last = 0;
  for (const [start, end, target] of refs) {
    const name = names.get(target);
    if (!name) continue;
    const original = text.slice(start, end);
    // Only the file name changes: the folder part stays as the reference wrote it.
    out += text.slice(last, start) + original.slice(0, original.length - posix.basename(target).length) + posix.basename(name);
    last = end;
  }
  return out + text.slice(last);
}

/** `path` with `hash` before its extension: games/x/book-9.bin -> games/x/book-9.<hash>.bin. */
const withHash = (path, hash) => {
  const ext = posix.extname(path);
  return `${path.slice(0, path.length - ext.length)}.${hash}${ext}`;
};

/** Strongly connected components of the reference graph, each after every component it names (Tarjan). */
function components(nodes, edges) {
  let index = 0;
  const info = new Map();
  const stack = [];
  const out = [];
  const visit = (node) => {
    info.set(node, { index, low: index, on: true });
    index += 1;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).on) info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
    }
    if (info.get(node).low === info.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).on = false;
        group.push(member);
      } while (member !== node);
      out.push(group.sort());
    }
  };
  for (const node of nodes) if (!info.has(node)) visit(node);
  return out;
}

/**
 * Renames the files of `dist` (not standalone/, not UNHASHED, not already hashed) and rewrites
 * every reference in the text files. Returns the renames, old path -> new path (relative to dist/).
 * @param {string} dist
 * @returns {Promise<Map<string, string>>}
 */
export async function hashNames(dist) {
  const files = (await listFiles(dist)).filter((f) => !f.startsWith('standalone/'));
  const present = new Set(files);
  const texts = new Map();
  const refs = new Map();
  for (const file of files.filter((f) => TEXT.test(f))) {
    const text = await readFile(join(dist, file), 'utf8');
    texts.set(file, text);
    refs.set(file, referencesOf(file, text, (target) => present.has(target)));
  }
  const edges = new Map([...refs].map(([file, list]) => [file, [...new Set(list.map(([, , target]) => target))]]));
  const renamed = (file) => !whyUnhashed(file) && !HASHED.test(file);
  /** @type {Map<string, string>} */
  const names = new Map();
  const written = new Map();
  for (const group of components(files.sort(), edges)) {
    // Each member's text with its references outside the group already final.
    const inner = group.map((file) => (texts.has(file) ? rewrite(file, texts.get(file), refs.get(file), names) : null));
    const digest = createHash('sha256');
    for (const [i, file] of group.entries()) {
      digest.update(`${file}\0`).update(inner[i] ?? await readFile(join(dist, file))).update('\0');
    }
    const hash = digest.digest('hex').slice(0, 8);
    for (const file of group) if (renamed(file)) names.set(file, withHash(file, hash));
    // Inside a circle the members' new names are known only now.
    for (const [i, file] of group.entries()) if (inner[i] !== null) written.set(file, rewrite(file, texts.get(file), refs.get(file), names));
  }
  for (const [file, text] of written) if (text !== texts.get(file)) await writeFile(join(dist, file), text);
  for (const [from, to] of names) await rename(join(dist, from), join(dist, to));
  return names;
}
