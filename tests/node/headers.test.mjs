// headers.test.mjs: dist/_headers as Netlify and Cloudflare Pages read it: every file gets exactly one Cache-Control, a year and immutable exactly for the content-hashed ones, the pages their policy, within Cloudflare's 100 rules.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HASHED, listFiles } from '../../scripts/hash-names.mjs';
import { IMMUTABLE, REVALIDATE, headerRules } from '../../scripts/headers.mjs';
import { CSP } from '../../scripts/serve.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));


/** The file's rules as the hosts read it: a path line, then indented "Name: value" lines; '#' comments. */
function parse(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push({ path: line, headers: [] });
    else {
      const m = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
      assert.ok(m && rules.length, `a header line out of place: ${line}`);
      rules.at(-1).headers.push([m[1], m[2]]);
    }
  }
  return rules;
}

/** Every header `url` gets: each matching rule's (`*` matches anything, '/' included), a name set twice joined by ', '. */
function headersFor(rules, url) {
  const out = {};
  for (const { path, headers } of rules) {
    const pattern = new RegExp(`^${path.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    if (!pattern.test(url)) continue;
    for (const [name, value] of headers) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

test('every file of dist/ gets one Cache-Control: a year and immutable when hashed, else revalidated; pages their policy', async () => {
  const rules = parse(await readFile(join(dist, '_headers'), 'utf8'));
  assert.ok(rules.length <= 100, `${rules.length} rules: Cloudflare Pages reads 100`);
  const files = (await listFiles(dist)).filter((f) => f !== '_headers');
  assert.ok(files.some((f) => f.startsWith('standalone/')), 'the standalone pages are built');
  for (const file of files) {
    const got = headersFor(rules, `/${file}`);
    const page = /^[a-z0-9]+\.html$/.test(file);
    assert.deepEqual(got, {
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': HASHED.test(file) ? IMMUTABLE : REVALIDATE,
      ...(page ? { 'Content-Security-Policy': CSP } : {}),
    }, file);
    // The address a host may answer a page at without .html (the gallery's: /).
    if (page) assert.deepEqual(headersFor(rules, file === 'index.html' ? '/' : `/${file.slice(0, -5)}`), got, file);
  }
});

test('a folder of hashed and unhashed files gets a rule per file; one wholly hashed, one rule', () => {
  assert.deepEqual(headerRules(['a.html', 'x/one.0123abcd.js', 'x/two.js', 'y/three.89abcdef.css', 'z.0123abcd.wasm', 'sw.js']), [
    ['/*', ['X-Content-Type-Options: nosniff']],
    ['/standalone/*', [`Cache-Control: ${REVALIDATE}`]],
    ['/x/one.0123abcd.js', [`Cache-Control: ${IMMUTABLE}`]],
    ['/x/two.js', [`Cache-Control: ${REVALIDATE}`]],
    ['/y/*', [`Cache-Control: ${IMMUTABLE}`]],
    ['/a', [`Cache-Control: ${REVALIDATE}`, `Content-Security-Policy: ${CSP}`]],
    ['/a.html', [`Cache-Control: ${REVALIDATE}`, `Content-Security-Policy: ${CSP}`]],
    ['/sw.js', [`Cache-Control: ${REVALIDATE}`]],
    ['/z.0123abcd.wasm', [`Cache-Control: ${IMMUTABLE}`]],
  ]);
});

test('docs/hosting.md gives nginx the same policy, the same hashed-name pattern and both Cache-Control values', async () => {
  const doc = await readFile(fileURLToPath(new URL('../../docs/hosting.md', import.meta.url)), 'utf8');
  const nginx = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  assert.equal(/add_header Content-Security-Policy "([^"]+)";/.exec(nginx)?.[1], CSP);
  assert.equal(/location ~ "([^"]+)" \{\n\s+add_header Cache-Control "public, max-age=31536000, immutable";/.exec(nginx)?.[1], HASHED.source);
  assert.ok(nginx.includes(`add_header Cache-Control "${IMMUTABLE}";`) && nginx.includes(`add_header Cache-Control "${REVALIDATE}";`));
  assert.ok(doc.includes(`Content-Security-Policy: ${CSP}\n`), 'the policy as the header line');
});
