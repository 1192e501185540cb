// element-docs.mjs: each element's API from its one source, web/games/<game>/<element>.api.json: the package README's tables, the attributes' types and the Custom Elements Manifest.
//
// An .api.json holds `attributes` ({ name, type: TypeScript text, description }), `events`
// ({ name, description }), `properties` ({ name, readonly, description? }), `methods`
// ("name(args)"), `cssProperties` and `parts` ({ name, description? }); descriptions are the
// README's Markdown. scripts/package.mjs writes attributes.d.ts and custom-elements.json from them;
// `node scripts/element-docs.mjs` rewrites package/README.md's tables (`--check`: fails when they
// differ, as tests/node/element-api.test.mjs does) for the elements it has a section for; the
// package's README (package.mjs) gets a section for each other element too (withTables' add).
// Event detail types come from elements.d.ts, where an element it does not declare gets
// declarations written from its .api.json (elementTypes).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const README = join(root, 'package', 'README.md');

/** The games in gallery order (dist/games.json, written by the site's build). */
export function readGames() {
  try {
    return JSON.parse(readFileSync(join(root, 'dist', 'games.json'), 'utf8'));
  } catch (error) {
    throw new Error(`element-docs: dist/games.json is unreadable (run: npm run build): ${error.message}`, { cause: error });
  }
}

/** Every element of `games`: { game, tag, module (package-relative), api }. */
export function elementApis(games) {
  return games.flatMap((g) => g.elements.map(({ tag, module }) => {
    const file = join(root, 'web', 'games', g.name, `${tag}.api.json`);
    let api;
    try {
      api = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`element-docs: web/games/${g.name}/${tag}.api.json: ${error.message}`, { cause: error });
    }
    return { game: g.name, tag, module, api };
  }));
}

/** Each element tag's class name, from elements.d.ts's HTMLElementTagNameMap. */
export function classNames(types, tags) {
  return Object.fromEntries(tags.map((tag) => {
    const m = new RegExp(`'${tag}': (\\w+);`).exec(types);
    if (!m) throw new Error(`element-docs: package/elements.d.ts has no HTMLElementTagNameMap entry for '${tag}'`);
    return [tag, m[1]];
  }));
}

const code = (item) => `\`${item.name}\`${item.description ? ` (${item.description})` : ''}`;

/** The README's table of one element (its heading's lines follow it). */
export function readmeTable({ api }) {
  const rows = ['| kind | name | value |', '|---|---|---|'];
  for (const a of api.attributes) rows.push(`| attribute | \`${a.name}\` | ${a.description} |`);
  for (const e of api.events) rows.push(`| event | \`${e.name}\` | ${e.description} |`);
  const writable = api.properties.filter((p) => !p.readonly);
  const access = writable.length === 0 ? 'read-only'
    : `${writable.map((p) => `\`${p.name}\``).join(', ')} writable; the rest read-only`;
  rows.push(`| properties | ${api.properties.map(code).join(', ')} | ${access} |`);
  rows.push(`| methods | ${api.methods.map((m) => `\`${m}\``).join(', ')} | |`);
  rows.push(`| CSS properties | ${api.cssProperties.map(code).join(', ')} | |`);
  rows.push(`| parts | ${api.parts.map(code).join(', ')} | |`);
  return rows.join('\n');
}

const headingOf = (element) => `### \`<${element.tag}>\` (\`kata-arcade/${element.game}\`)\n`;

/** The elements `readme` has a section for (the others get theirs in the package's README only). */
export const documented = (readme, elements) => elements.filter((element) => readme.includes(headingOf(element)));

/**
 * `readme` with every element's table replaced by the one its .api.json gives. `add`: an element
 * without a section gets one, after the last element's (the package's README: a new game's
 * element needs no line in package/README.md); otherwise a missing section is an error.
 */
export function withTables(readme, elements, { add = false } = {}) {
  let text = readme;
  for (const element of elements) {
    const heading = headingOf(element);
    if (add && !text.includes(heading)) {
      const sizes = text.indexOf('\n## Sizes\n');
      if (sizes < 0) throw new Error('element-docs: package/README.md has no "## Sizes" section to put a new element\'s before');
      text = `${text.slice(0, sizes + 1)}${heading}|\n\n${text.slice(sizes + 1)}`;
    }
    const start = text.indexOf(heading);
    if (start < 0) throw new Error(`element-docs: package/README.md has no heading "${heading.trim()}"`);
    const from = start + heading.length;
    let to = from;
    while (text.startsWith('|', to)) to = text.indexOf('\n', to) + 1;
    text = `${text.slice(0, from)}${readmeTable(element)}\n${text.slice(to)}`;
  }
  return text;
}

const doc = (text) => text.replace(/\s+/g, ' ').trim();

/** 'tictac-game' → 'TictacGame'. */
const classOf = (tag) => tag.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join('');
// What GameElementBase (elements.d.ts) declares already.
const BASE_MEMBERS = new Set(['snapshot', 'save', 'thinking', 'undo', 'redo', 'loadGame']);

/** The declarations of an element elements.d.ts does not type, from its .api.json (an event's or property's `type`, else unknown). */
function declaration({ tag, api }) {
  const cls = classOf(tag);
  const game = api.properties.some((p) => p.name === 'snapshot');
  const comment = (text) => (text ? [`  /** ${doc(text).replace(/\*\//g, '*\\/')} */`] : []);
  const members = [
    ...api.properties.filter((p) => !BASE_MEMBERS.has(p.name)).flatMap((p) => [...comment(p.description), `  ${p.readonly ? 'readonly ' : ''}${p.name}: ${p.type ?? 'unknown'};`]),
    ...api.methods.map((m) => /^(\w+)\(/.exec(m)[1]).filter((m) => !BASE_MEMBERS.has(m)).map((m) => `  ${m}(...args: unknown[]): void;`),
  ];
  return [
    `export interface ${cls}EventMap extends HTMLElementEventMap {`,
    ...api.events.flatMap((e) => [...comment(e.description), `  '${e.name}': CustomEvent<${e.type ?? 'unknown'}>;`]),
    '}',
    `export interface ${cls} extends ${game ? `GameElementBase<unknown, ${cls}EventMap>` : `ArcadeElementBase<${cls}EventMap>`} {`,
    ...members,
    '}',
    `export declare const ${cls}: { prototype: ${cls}; new (): ${cls} };`,
    '',
  ].join('\n');
}

/**
 * elements.d.ts as shipped (`types`: package/elements.d.ts): its hand-written declarations, and one
 * written from the .api.json of each element it does not declare (a new game's, until its author
 * types it there), with its HTMLElementTagNameMap entry.
 */
export function elementTypes(types, elements) {
  const missing = elements.filter(({ tag }) => !new RegExp(`'${tag}': \\w+;`).test(types));
  if (missing.length === 0) return types;
  const global = types.indexOf('declare global {');
  const map = types.indexOf('\n  }\n}', global);
  if (global < 0 || map < 0) throw new Error('element-docs: package/elements.d.ts has no "declare global { interface HTMLElementTagNameMap { … } }" at its end');
  const entries = missing.map(({ tag }) => `\n    '${tag}': ${classOf(tag)};`).join('');
  return `${types.slice(0, global)}${missing.map(declaration).join('\n')}\n${types.slice(global, map)}${entries}${types.slice(map)}`;
}

/** attributes.d.ts: each element's attributes as a JSX or Vue prop sees them, and the map from tag to them. */
export function attributeTypes(elements, classes) {
  const out = [
    '// Types of every element\'s attributes, as JSX and Vue props (written by scripts/package.mjs from web/games/<game>/<element>.api.json).',
    '',
    '/** A `panels` list: one to three panel names, space-separated. */',
    'export type PanelList<P extends string> = P | `${P} ${P}` | `${P} ${P} ${P}`;',
  ];
  for (const { tag, api } of elements) {
    out.push('', `/** The attributes of <${tag}>. */`, `export interface ${classes[tag]}Attributes {`);
    for (const a of api.attributes) {
      const key = /^[a-z]+$/.test(a.name) ? a.name : `'${a.name}'`;
      out.push(`  /** ${doc(a.description).replace(/\*\//g, '*\\/')} */`, `  ${key}?: ${a.type};`);
    }
    out.push('}');
  }
  out.push('', '/** Each element\'s attributes by its tag. */', 'export interface KataArcadeElementAttributes {',
    ...elements.map(({ tag }) => `  '${tag}': ${classes[tag]}Attributes;`), '}', '');
  return out.join('\n');
}

/** The detail type of `event` in `<Class>EventMap` of elements.d.ts, or null. */
function eventType(types, cls, event) {
  const start = types.indexOf(`interface ${cls}EventMap extends HTMLElementEventMap {`);
  if (start < 0) return null;
  const body = types.slice(start, types.indexOf('\n}', start));
  return new RegExp(`^ {2}'${event}': (.+);$`, 'm').exec(body)?.[1] ?? null;
}

/** custom-elements.json (schema 2.1.0): one module per element and one per game's entry. */
export function customElementsManifest(games, elements, classes, types) {
  const modules = [];
  for (const { tag, module, api } of elements) {
    const name = classes[tag];
    modules.push({
      kind: 'javascript-module',
      path: module,
      declarations: [{
        kind: 'class',
        name,
        tagName: tag,
        customElement: true,
        superclass: { name: 'HTMLElement' },
        attributes: api.attributes.map((a) => ({ name: a.name, type: { text: a.type }, description: a.description })),
        members: [
          ...api.properties.map((p) => ({ kind: 'field', name: p.name, ...(p.readonly ? { readonly: true } : {}), ...(p.description ? { description: p.description } : {}) })),
          ...api.methods.map((m) => {
            const [, method, args] = /^(\w+)\(([^)]*)\)$/.exec(m);
            const parameters = args.replace(/[{}]/g, '').split(',').map((s) => s.trim()).filter(Boolean).map((p) => ({ name: p }));
            return { kind: 'method', name: method, ...(parameters.length ? { parameters } : {}) };
          }),
        ],
        events: api.events.map((e) => ({ name: e.name, type: { text: eventType(types, name, e.name) ?? 'CustomEvent' }, description: e.description })),
        cssProperties: api.cssProperties.map((c) => ({ name: c.name, ...(c.description ? { description: c.description } : {}) })),
        cssParts: api.parts.map((p) => ({ name: p.name, ...(p.description ? { description: p.description } : {}) })),
      }],
      exports: [
        { kind: 'js', name, declaration: { name, module } },
        { kind: 'custom-element-definition', name: tag, declaration: { name, module } },
      ],
    });
  }
  for (const game of games) {
    modules.push({
      kind: 'javascript-module',
      path: `${game.name}.js`,
      declarations: [],
      exports: game.elements.flatMap(({ tag, module }) => [
        { kind: 'js', name: classes[tag], declaration: { name: classes[tag], module } },
        { kind: 'custom-element-definition', name: tag, declaration: { name: classes[tag], module } },
      ]),
    });
  }
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync(README, 'utf8');
  const next = withTables(readme, documented(readme, elementApis(readGames())));
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('element-docs: package/README.md\'s element tables differ from web/games/*/*.api.json (run: node scripts/element-docs.mjs)');
      process.exit(1);
    }
  } else if (next !== readme) {
    writeFileSync(README, next);
    console.log('element-docs: package/README.md\'s element tables rewritten');
  }
}
