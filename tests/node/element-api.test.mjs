// element-api.test.mjs: the package README's tables (from each element's .api.json) and elements.d.ts name every attribute, event, CSS custom property and part each element has.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { documented, elementApis, elementTypes, readGames, withTables } from '../../scripts/element-docs.mjs';
import { cssPropertiesRead, elementApi, elements, partsInCode, repoRoot } from './element-api.mjs';
import { manifest } from '../game-data.mjs';

// The README and the types as the package ships them (scripts/package.mjs): package/README.md and
// elements.d.ts, with a section and declarations written from its .api.json for an element they lack.
const written = readFileSync(join(repoRoot, 'package', 'README.md'), 'utf8');
const readme = withTables(written, elementApis(readGames()), { add: true });
const types = elementTypes(readFileSync(join(repoRoot, 'package', 'elements.d.ts'), 'utf8'), elementApis(readGames()));

/** The README's section of `<tag>`: from its "### `<tag>`" heading to the next heading. */
function section(tag) {
  const start = readme.indexOf(`### \`<${tag}>\``);
  if (start < 0) return null;
  const end = readme.indexOf('\n#', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The names the table gives in rows of `kind` (one name a row, or a list in the name column). */
function rows(text, kind) {
  const names = [];
  for (const line of text.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    if (cells[1] === kind) names.push(...[...cells[2].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  }
  return names;
}

/** The event names in `interface <Class>EventMap { … }` of elements.d.ts. */
function eventMap(tag) {
  const cls = new RegExp(`'${tag}': (\\w+);`).exec(types)?.[1];
  const start = cls ? types.indexOf(`interface ${cls}EventMap extends HTMLElementEventMap {`) : -1;
  const body = start < 0 ? null : types.slice(start, types.indexOf('\n}', start));
  return body ? [...body.matchAll(/^ {2}'([a-z0-9-]+)':/gm)].map((m) => m[1]) : null;
}

const all = elements();

test('the README\'s element tables are the ones web/games/*/*.api.json give (node scripts/element-docs.mjs writes them)', () => {
  assert.equal(withTables(written, documented(written, elementApis(readGames()))), written);
});

test('an element without a section or types gets them from its .api.json', () => {
  const [first] = elementApis(readGames());
  const api = { attributes: [], events: [{ name: 'x-game-over', description: 'the end', type: 'DiscGameOver' }],
    properties: [{ name: 'snapshot', readonly: true }, { name: 'level', readonly: false, type: 'number' }], methods: ['undo()', 'go(n)'], cssProperties: [], parts: [] };
  const added = { game: 'x', tag: 'x-game', module: 'games/x/x-game.js', api };
  const text = withTables(written, [first, added], { add: true });
  assert.ok(text.includes('### `<x-game>` (`kata-arcade/x`)\n| kind | name | value |\n|---|---|---|\n| event | `x-game-over` | the end |\n'));
  assert.ok(text.indexOf('### `<x-game>`') < text.indexOf('\n## Sizes\n'));
  assert.throws(() => withTables(written, [added]), { message: 'element-docs: package/README.md has no heading "### `<x-game>` (`kata-arcade/x`)"' });
  const declared = elementTypes(readFileSync(join(repoRoot, 'package', 'elements.d.ts'), 'utf8'), [added]);
  assert.ok(declared.includes(['export interface XGameEventMap extends HTMLElementEventMap {', '  /** the end */',
    "  'x-game-over': CustomEvent<DiscGameOver>;", '}', 'export interface XGame extends GameElementBase<unknown, XGameEventMap> {',
    '  level: number;', '  go(...args: unknown[]): void;', '}', 'export declare const XGame: { prototype: XGame; new (): XGame };'].join('\n')));
  assert.match(declared, /\n {4}'x-game': XGame;\n {2}\}\n\}\n?$/);
});

test('the manifest names every registered game\'s elements and each one is read from its code', () => {
  assert.deepEqual(all.map((e) => e.tag), manifest.flatMap((g) => g.elements.map((e) => e.tag)).sort());
  // The code scan itself: what greed-game reads and sends, found through game-controller.js, element.js and sound.js.
  assert.deepEqual(elementApi(all.find((e) => e.tag === 'greed-game')), {
    attributes: ['choose-dice', 'coach', 'daily', 'entry', 'fast', 'game-id', 'names', 'page-keys', 'panels', 'players', 'seed', 'sound', 'storage-key', 'target'],
    events: ['arcade-sound', 'greed-change', 'greed-over'],
    cssProperties: ['--arcade-accent', '--arcade-bg', '--arcade-border', '--arcade-bust', '--arcade-die-bg', '--arcade-die-one',
      '--arcade-die-pip', '--arcade-fg', '--arcade-focus', '--arcade-font', '--arcade-muted', '--arcade-radius', '--arcade-score',
      '--arcade-surface', '--arcade-table-bg', '--arcade-table-fg'],
    parts: ['bank-button', 'banner', 'button', 'current-player', 'die', 'event', 'kept-die', 'new-game-button', 'notice', 'player',
      'redo-button', 'roll-button', 'root', 'rules', 'score-strip', 'scoreboard', 'setup', 'table', 'tray', 'undo-button', 'winner'],
  });
});

for (const element of all) {
  test(`<${element.tag}>: the README's table and elements.d.ts have all of its API`, () => {
    const api = elementApi(element);
    const text = section(element.tag);
    assert.ok(text, `package/README.md has no "### \`<${element.tag}>\`" section`);
    assert.ok(text.includes(`(\`kata-arcade/${element.game}\`)`), `the <${element.tag}> heading does not name kata-arcade/${element.game}`);
    const missing = (kind, names, table) => names.filter((n) => !table.includes(n)).map((n) => `${kind} ${n}`);
    assert.deepEqual([
      ...missing('attribute', api.attributes, rows(text, 'attribute')),
      ...missing('event', api.events, rows(text, 'event')),
      // The header's `--arcade-*` stands for every listed name it starts.
      ...missing('CSS property', api.cssProperties.filter((n) => !n.endsWith('*') || !rows(text, 'CSS properties').some((r) => r.startsWith(n.slice(0, -1)))), rows(text, 'CSS properties')),
      ...missing('part', api.parts, rows(text, 'parts')),
    ], [], `package/README.md's <${element.tag}> table lacks these`);
    // Nothing in the table that the element does not have (a renamed attribute leaves no stale row).
    assert.deepEqual(rows(text, 'attribute').filter((n) => !api.attributes.includes(n)), [], 'attributes the element does not read');
    assert.deepEqual(rows(text, 'event').filter((n) => !api.events.includes(n)), [], 'events the element does not send');
    const map = eventMap(element.tag);
    assert.ok(map, `package/elements.d.ts has no HTMLElementTagNameMap entry and event map for '${element.tag}'`);
    assert.deepEqual(map.sort(), api.events, `package/elements.d.ts: the event map of <${element.tag}>`);
  });
}

// The .api.json files (and so the README's tables and custom-elements.json, written from them)
// against the code: exactly the CSS custom properties the element's sheets read, and every shadow
// part its code sets, nothing it lacks.
const apis = Object.fromEntries(elementApis(readGames()).map((e) => [e.tag, e.api]));
for (const element of all) {
  test(`<${element.tag}>: its .api.json lists exactly the CSS custom properties its sheets read and the parts its code sets`, () => {
    const api = apis[element.tag];
    assert.ok(api, `web/games/${element.game}/${element.tag}.api.json is missing`);
    assert.deepEqual(api.cssProperties.map((c) => c.name).sort(), cssPropertiesRead(element));
    const listed = api.parts.map((p) => p.name);
    const { named, patterns, mentions } = partsInCode(element);
    assert.deepEqual(named.filter((n) => !listed.includes(n)), [], 'parts the code sets and the .api.json lacks');
    assert.deepEqual(listed.filter((n) => !named.includes(n) && !patterns.some((p) => p.test(n)) && !mentions(n)), [], 'parts listed that the code never names');
    for (const pattern of patterns) assert.ok(listed.some((n) => pattern.test(n)), `no listed part is a ${pattern} the code makes`);
    assert.equal(new Set(listed).size, listed.length, 'a part listed twice');
  });
}
