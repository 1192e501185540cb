// element-props.test.mjs: the elements' properties as package/elements.d.ts types them: every writable one written and read back on a running element, every read-only one refusing a write (TypeError, value unchanged).
//
// The properties come from parsing elements.d.ts with the TypeScript compiler (each tag's
// interface in HTMLElementTagNameMap and the interfaces it extends), the elements from
// dist/games.json; each runs alone on a host page (the site's policy) loading its entry,
// components/<tag>.js. A value to write is chosen from the declared type: the other boolean,
// another member of a string union, a new string.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import ts from 'typescript';
import { classNames, customElementsManifest, elementApis, elementTypes } from '../../scripts/element-docs.mjs';
import { CSP } from '../../scripts/serve.mjs';
import { openBrowser, repoRoot } from './harness.mjs';
import { SW_BLOCKED } from './helpers.mjs';

const games = JSON.parse(await readFile(join(repoRoot, 'dist', 'games.json'), 'utf8'));
// As the package ships it: an element package/elements.d.ts lacks is declared from its .api.json.
const typesText = elementTypes(await readFile(join(repoRoot, 'package', 'elements.d.ts'), 'utf8'), elementApis(games));
const source = ts.createSourceFile('elements.d.ts', typesText, ts.ScriptTarget.Latest, true);

/** { [tag]: interface name } from `interface HTMLElementTagNameMap`, and every interface by name. */
function declarations() {
  const interfaces = new Map();
  const tags = {};
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node)) {
      interfaces.set(node.name.text, node);
      if (node.name.text === 'HTMLElementTagNameMap') {
        for (const m of node.members) tags[m.name.text] = m.type.getText(source);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { tags, interfaces };
}

/** The properties of interface `name` and the ones it extends in this file: { name, writable, type }. */
function propertiesOf(name, interfaces) {
  const node = interfaces.get(name);
  if (!node) return [];
  const props = new Map();
  for (const clause of node.heritageClauses ?? []) {
    for (const base of clause.types) for (const p of propertiesOf(base.expression.getText(source), interfaces)) props.set(p.name, p);
  }
  for (const m of node.members) {
    const key = m.name?.getText(source);
    if (ts.isPropertySignature(m)) {
      const readonly = (m.modifiers ?? []).some((mod) => mod.kind === ts.SyntaxKind.ReadonlyKeyword);
      props.set(key, { name: key, writable: !readonly, type: m.type.getText(source) });
    } else if (ts.isSetAccessorDeclaration(m)) {
      props.set(key, { name: key, writable: true, type: m.parameters[0].type.getText(source) });
    } else if (ts.isGetAccessorDeclaration(m) && !props.get(key)?.writable) {
      props.set(key, { name: key, writable: false, type: m.type.getText(source) });
    }
  }
  return [...props.values()];
}

/** A value of `type` other than `current`: the other boolean, another string of a union, a new string. */
function anotherValue(type, current) {
  if (type === 'boolean') return !current;
  const literals = [...type.matchAll(/'([^']*)'/g)].map((m) => m[1]);
  if (literals.length > 0 && literals.length === type.split('|').length) {
    const other = literals.find((l) => l !== current);
    assert.ok(other !== undefined, `no value of ${type} other than ${current}`);
    return other;
  }
  if (type === 'string') return `${current}\n# written by element-props.test.mjs`;
  throw new Error(`element-props: no value to write for a property typed ${type}; teach anotherValue()`);
}

// Read-only in the types, a plain field at run time: web/common/element.js assigns
// `this.stylesReady` in its constructor (that file is outside this change; a getter over a private
// field there would make the write throw): the one property this test does not write.
const FIELD_TYPED_READONLY = ['stylesReady'];

const { tags, interfaces } = declarations();
const elements = games.flatMap((g) => g.elements);
let browser;

before(async () => {
  browser = await openBrowser({ serviceWorkers: 'block' });
  await browser.context.route((url) => url.pathname.startsWith('/props/'), (route) => {
    const tag = new URL(route.request().url()).pathname.slice('/props/'.length, -'.html'.length);
    const element = elements.find((e) => e.tag === tag);
    return route.fulfill(!element ? { status: 404, body: 'Not Found' } : {
      status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>props</title><link rel="icon" href="data:,">
<script type="module" src="/${element.entry}"></script>
</head><body><${tag} storage-key="props-${tag}" seed="5" players="hh"></${tag}></body></html>
`,
    });
  });
});
after(async () => { await browser?.close(); });

/** A host page running `<tag>`, once its game (or, for the judge, its editor) is on screen. */
async function running(tag) {
  const page = await browser.newPage(`/props/${tag}.html`);
  await page.waitForFunction((t) => {
    const el = document.querySelector(t);
    if (!el?.shadowRoot) return false;
    return 'snapshot' in el ? el.snapshot !== null && el.shadowRoot.querySelector('.game')?.hidden === false : el.shadowRoot.childElementCount > 0;
  }, tag);
  return page;
}

test('elements.d.ts types every element of dist/games.json, with at least one property each', () => {
  assert.deepEqual(Object.keys(tags).sort(), elements.map((e) => e.tag).sort());
  for (const { tag } of elements) assert.ok(propertiesOf(tags[tag], interfaces).length > 0, tag);
  // The parse itself: Sudoku's switches are writable, its cursor is not; the judge's input is.
  const sudoku = Object.fromEntries(propertiesOf(tags['sudoku-game'], interfaces).map((p) => [p.name, p.writable]));
  assert.deepEqual([sudoku.noteMode, sudoku.showCandidates, sudoku.cursor, sudoku.snapshot], [true, true, false, false]);
});

for (const { tag } of elements) {
  test(`<${tag}>: each writable property reads back what was written; each read-only one throws a TypeError and does not take the write`, async () => {
    const page = await running(tag);
    for (const prop of propertiesOf(tags[tag], interfaces)) {
      const was = await page.evaluate(([t, p]) => JSON.stringify(document.querySelector(t)[p] ?? null), [tag, prop.name]);
      if (prop.writable) {
        const value = anotherValue(prop.type, JSON.parse(was));
        const read = await page.evaluate(([t, p, v]) => { document.querySelector(t)[p] = v; return document.querySelector(t)[p]; }, [tag, prop.name, value]);
        assert.deepEqual(read, value, `<${tag}>.${prop.name} = ${JSON.stringify(value)} reads back ${JSON.stringify(read)}`);
      } else {
        // The page runs the function's text as a script: the inner function makes the write strict
        // (a sloppy write to a getter is silently dropped).
        const thrown = await page.evaluate(([t, p]) => (function write(element, name) {
          'use strict';
          try {
            element[name] = 'written by a test';
            return 'no error';
          } catch (error) {
            return error.name;
          }
        }(document.querySelector(t), p)), [tag, prop.name]);
        if (FIELD_TYPED_READONLY.includes(prop.name)) continue;
        assert.equal(thrown, 'TypeError', `<${tag}>.${prop.name} is typed read-only`);
        // Unchanged by the write (a clock such as Sudoku's elapsed moves on by itself meanwhile).
        const now = await page.evaluate(([t, p]) => document.querySelector(t)[p], [tag, prop.name]);
        assert.notEqual(now, 'written by a test', `<${tag}>.${prop.name} took the write`);
      }
    }
    assert.deepEqual(page.problems.filter((p) => p !== SW_BLOCKED), []);
    await page.close();
  });
}

test('the writable properties do what their controls do: Sudoku\'s switches, Mastermind\'s look; a wrong look throws and changes nothing', async () => {
  const sudoku = await running('sudoku-game');
  const pressed = (part) => sudoku.evaluate((p) => document.querySelector('sudoku-game').shadowRoot.querySelector(`[part~="${p}"]`).getAttribute('aria-pressed'), part);
  const cell = await sudoku.evaluate(() => {
    const el = document.querySelector('sudoku-game');
    el.noteMode = true;
    el.showCandidates = true;
    const empty = el.snapshot.view.values.indexOf(0);
    el.select(empty);
    el.enter(5);
    return empty;
  });
  const on = [await pressed('notes-button'), await pressed('candidates-button')];
  await sudoku.waitForFunction((c) => document.querySelector('sudoku-game').snapshot.view.notes[c].length > 0, cell);
  const noted = await sudoku.evaluate((c) => document.querySelector('sudoku-game').snapshot.view.notes[c], cell);
  await sudoku.evaluate(() => { document.querySelector('sudoku-game').noteMode = false; });
  const shown = { on, noted, off: await pressed('notes-button'), value: await sudoku.evaluate((c) => document.querySelector('sudoku-game').snapshot.view.values[c], cell) };
  // With notes on, a digit became a pencil note, not an entry.
  assert.deepEqual(shown, { on: ['true', 'true'], noted: [5], off: 'false', value: 0 });
  await sudoku.close();

  const mastermind = await running('mastermind-game');
  const look = await mastermind.evaluate(() => {
    const el = document.querySelector('mastermind-game');
    el.look = 'numbers';
    const radio = el.shadowRoot.querySelector('input[name="look"][value="numbers"]').checked;
    let error = null;
    try { el.look = 'letters'; } catch (e) { error = `${e.name}: ${e.message}`; }
    return { radio, error, look: el.look };
  });
  assert.deepEqual(look, { radio: true, error: "RangeError: <mastermind-game>: look is 'symbols' or 'numbers', not 'letters'", look: 'numbers' });
  assert.deepEqual(mastermind.problems.filter((p) => p !== SW_BLOCKED), []);
  await mastermind.close();
});

// The base class's helpers for the elements' own modules (element.js): public in JS, not the API.
const BASE_HELPERS = ['emit', 'flag'];
const LIFECYCLE = ['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback', 'adoptedCallback'];

test('custom-elements.json\'s members are each element\'s own: every property and method on its prototypes listed, nothing listed it lacks', async () => {
  const apis = elementApis(games);
  const manifest = customElementsManifest(games, apis, classNames(typesText, apis.map((e) => e.tag)), typesText);
  const wrong = [];
  for (const { tag } of elements) {
    const declaration = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag);
    const listed = declaration.members.map((m) => `${m.kind} ${m.name}`).sort();
    const page = await running(tag);
    const own = await page.evaluate(([t, skip]) => {
      const names = new Set();
      for (let proto = Object.getPrototypeOf(document.querySelector(t)); proto !== HTMLElement.prototype; proto = Object.getPrototypeOf(proto)) {
        for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
          if (!skip.includes(name)) names.add(`${d.get ? 'field' : 'method'} ${name}`);
        }
      }
      return [...names].sort();
    }, [tag, [...BASE_HELPERS, ...LIFECYCLE]]);
    // The one field assigned in the constructor rather than defined on a prototype (see above).
    const members = listed.filter((m) => m !== 'field stylesReady');
    wrong.push(...own.filter((m) => !members.includes(m)).map((m) => `<${tag}> has ${m}, not listed`),
      ...members.filter((m) => !own.includes(m)).map((m) => `<${tag}> lacks ${m}, listed`));
    await page.close();
  }
  assert.deepEqual(wrong, [], 'the manifest\'s members (web/games/<game>/<element>.api.json) against the elements\' prototypes');
});
