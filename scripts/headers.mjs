// headers.mjs: writes dist/_headers, the header rules Netlify and Cloudflare Pages read: content-hashed files cached for a year, everything else revalidated, the pages' policy as a header.
//
// Both hosts apply every rule whose path matches and join a header set twice with a comma, so no
// two rules that can match one file may both set Cache-Control: each file gets exactly one (checked
// by tests/node/headers.test.mjs with the hosts' matching: `*` matches anything, '/' included).
// Cloudflare Pages takes at most 100 rules, so a folder whose files all carry a hash is one rule;
// the root's files are named one by one. Both hosts may answer a page without its .html (Cloudflare
// redirects sudoku.html to /sudoku): each page's rule is written for both addresses.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HASHED, listFiles } from './hash-names.mjs';
import { CSP } from './serve.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';


/**
 * The rules for `files` (paths relative to dist/): [path pattern, [header lines]].
 * @param {string[]} files
 * @returns {[string, string[]][]}
 */
export function headerRules(files) {
  const rules = [['/*', ['X-Content-Type-Options: nosniff']]];
  // dist/standalone/ is written after this file (bundle-standalone.mjs): its rule is there beforehand.
  const folders = new Map([['standalone', []]]);
  for (const file of files.filter((f) => f.includes('/'))) {
    const top = file.slice(0, file.indexOf('/'));
    folders.set(top, [...folders.get(top) ?? [], file]);
  }
  for (const [folder, inside] of [...folders].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const hashed = inside.filter((f) => HASHED.test(f));
    // The standalone pages carry their own policy (an inline loader allowed by its hash): none is added.
    if (hashed.length === 0) rules.push([`/${folder}/*`, [`Cache-Control: ${REVALIDATE}`]]);
    else if (hashed.length === inside.length) rules.push([`/${folder}/*`, [`Cache-Control: ${IMMUTABLE}`]]);
    else for (const file of inside) rules.push([`/${file}`, [`Cache-Control: ${HASHED.test(file) ? IMMUTABLE : REVALIDATE}`]]);
  }
  for (const file of files.filter((f) => !f.includes('/') && f !== '_headers').sort()) {
    if (file.endsWith('.html')) {
      const page = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      for (const path of [page, `/${file}`]) rules.push([path, [`Cache-Control: ${REVALIDATE}`, `Content-Security-Policy: ${CSP}`]]);
    } else rules.push([`/${file}`, [`Cache-Control: ${HASHED.test(file) ? IMMUTABLE : REVALIDATE}`]]);
  }
  return rules;
}

/** Writes dist/_headers from the files of `dist` (after hash-names.mjs). Returns how many rules. */
export async function writeHeaders(dist) {
  const rules = headerRules(await listFiles(dist));
  const text = ['# _headers: HTTP headers for Netlify and Cloudflare Pages, written by scripts/headers.mjs (docs/hosting.md).',
    '# Content-hashed files never change: a year, immutable. Pages, sw.js and the files that keep their name: revalidated each time.',
    ...rules.flatMap(([path, lines]) => [path, ...lines.map((l) => `  ${l}`)])].join('\n');
  await writeFile(join(dist, '_headers'), `${text}\n`);
  return rules.length;
}
