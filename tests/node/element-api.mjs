// element-api.mjs: each element's attributes and events as its code reads and dispatches them (for the README and .d.ts checks).
//
// An element's module graph is followed through its relative imports inside web/. Attributes:
// those its module's header comment lists, and every name read from the element itself (`this.getAttribute('x')`, `.hasAttribute`, `.flag`,
// `element.…`, `this.#element.…`), passed to a settings reader as `get('x')`, or listed in
// `observedAttributes`. Events: every `emit('x', …)` and `new CustomEvent('x', …)`, a template such as `${spec.game}-change`
// standing for the game's name, and those the header lists. The header's theming lines give its
// CSS custom properties and shadow parts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtName } from '../game-data.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(repoRoot, 'web');

/** Every element from web/games/<name>/game.json: { game, tag, module (web-relative) }. */
export function elements() {
  const out = [];
  for (const game of readdirSync(join(web, 'games')).sort()) {
    const file = join(web, 'games', game, 'game.json');
    if (!existsSync(file)) continue;
    for (const [tag, module] of Object.entries(JSON.parse(readFileSync(file, 'utf8')).elements)) {
      out.push({ game, tag, module: `games/${game}/${module}` });
    }
  }
  return out;
}

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.js)'/g;

/** The web-relative paths of `entry` and every module it imports, transitively. */
export function moduleGraph(entry) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = readFileSync(join(web, path), 'utf8');
    for (const [, name] of text.matchAll(IMPORT)) visit(posix.normalize(posix.join(posix.dirname(path), name)));
  };
  visit(entry);
  return [...seen];
}

const READ = /\b(?:this|element|this\.#element)\.(?:getAttribute|hasAttribute|flag)\('([a-z][a-z0-9-]*)'\)/g;
const GET = /\bget\('([a-z][a-z0-9-]*)'\)/g;
const OBSERVED = /static observedAttributes = \[([^\]]*)\]/g;
const EMIT = /\bemit\((['`])([^'`]+)\1/g;
const EVENT = /\bnew CustomEvent\((['`])([^'`]+)\1/g;

/** The module's opening comment (its header), as text without the comment marks. */
function header(path) {
  const lines = [];
  for (const line of readFileSync(join(web, path), 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.slice(2));
  }
  return lines;
}

/** The names a header's section lists, one entry per line ("  name   meaning", "  a, b   meaning"). */
function listed(lines, title, next) {
  const start = lines.findIndex((line) => line.startsWith(` ${title}`));
  if (start < 0) return [];
  const names = [];
  for (const line of lines.slice(start + 1)) {
    if (next.some((t) => line.startsWith(` ${t}`))) break;
    const m = /^ {3}([a-z][a-z0-9-]*(?:, [a-z][a-z0-9-]*)*)(?: {2,}|$)/.exec(line);
    if (m) names.push(...m[1].split(', '));
  }
  return names;
}

/** { attributes, events, cssProperties, parts } of one element, as sorted arrays. */
export function elementApi({ game, module }) {
  const lines = header(module);
  const attributes = new Set(listed(lines, 'Attributes', ['Events']));
  const events = new Set(listed(lines, 'Events', ['Properties']));
  const theming = lines.join('\n').split(/ Theming:/)[1]?.split(/\n Keys/)[0] ?? '';
  const cssProperties = [...new Set(theming.match(/--[a-z0-9-]+\*?/g) ?? [])].sort();
  const parts = [...new Set(theming.match(/::part\(([^)]*)\)/s)?.[1].split(/\s+/).filter((p) => /^[a-z][a-z0-9-]*$/.test(p)) ?? [])].sort();
  for (const path of moduleGraph(module)) {
    const text = readFileSync(join(web, path), 'utf8');
    for (const [, name] of text.matchAll(READ)) attributes.add(name);
    for (const [, name] of text.matchAll(GET)) attributes.add(name);
    for (const [, list] of text.matchAll(OBSERVED)) for (const [, name] of list.matchAll(/'([^']+)'/g)) attributes.add(name);
    for (const [, , name] of text.matchAll(EMIT)) events.add(name.replace(/\$\{[^}]+\}/g, game));
    for (const [, , name] of text.matchAll(EVENT)) events.add(name.replace(/\$\{[^}]+\}/g, game));
  }
  return { attributes: [...attributes].sort(), events: [...events].sort(), cssProperties, parts };
}

/** The style sheets an element loads: common/controls.css and every quoted './….css' in its module graph (web-relative). */
export function styleSheets({ module }) {
  const sheets = new Set(['common/controls.css']);
  for (const path of moduleGraph(module)) {
    const text = readFileSync(join(web, path), 'utf8');
    for (const [, name] of text.matchAll(/['"](\.{1,2}\/[A-Za-z0-9_./-]+\.css)['"]/g)) sheets.add(posix.normalize(posix.join(posix.dirname(path), name)));
  }
  return [...sheets];
}

/**
 * The CSS custom properties a host may set: every `var(--…)` its sheets read that is named for the
 * arcade (`--arcade-…`) or its game (`--<game>-…`); the short names (`--c`, `--die-size`) are the
 * sheets' own, set inside the shadow root.
 */
export function cssPropertiesRead(element) {
  const names = new Set();
  const own = new RegExp(`^--(?:arcade|${element.game})-`);
  for (const sheet of styleSheets(element)) {
    // A game's accent sheet is written by the build (games-manifest.mjs): it is read from dist/ (hashed).
    const file = existsSync(join(web, sheet)) ? join(web, sheet) : join(repoRoot, 'dist', builtName(sheet));
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/var\((--[a-z0-9-]+)/g)) if (own.test(name)) names.add(name);
  }
  return [...names].sort();
}

/**
 * The shadow parts in an element's code: `named`, every part a literal gives (`part: 'a b'`,
 * `setAttribute('part', 'a')`, `part="a"`, and the fixed words of a template such as
 * `player${current ? ' current-player' : ''}`); `patterns`, a template's made names
 * (`player-${colour}` as /^player-[a-z0-9]+$/); `mentions(name)`, whether the code quotes `name`
 * anywhere (a part handed to a helper: `button('hint-button', …)`).
 */
export function partsInCode({ module }) {
  const named = new Set();
  const patterns = [];
  let code = '';
  const words = (text) => text.split(/\s+/).filter((w) => /^[a-z][a-z0-9-]*$/.test(w));
  for (const path of moduleGraph(module)) {
    // Comments show examples (`h('button', {part: 'y'})`), not parts.
    const text = readFileSync(join(web, path), 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line)).join('\n');
    code += text;
    for (const [, list] of text.matchAll(/\bpart(?:: |', |=\\?")'?([a-z][a-z0-9 -]*)['"\\]/g)) for (const w of words(list)) named.add(w);
    for (const [, template] of text.matchAll(/\bpart: `([^`]*)`/g)) {
      for (const [, quoted] of template.matchAll(/'([^']*)'/g)) for (const w of words(quoted)) named.add(w);
      // A placeholder `${x}` becomes '@' (a conditional's quoted words were taken above).
      const outside = template.replace(/\$\{([^}]*)\}/g, (m, inner) => (/['?]/.test(inner) ? ' ' : '@'));
      for (const token of outside.split(/\s+/).filter(Boolean)) {
        if (!token.includes('@')) { if (/^[a-z][a-z0-9-]*$/.test(token)) named.add(token); continue; }
        if (token === '@') continue;  // a whole part handed in: its callers quote it
        patterns.push(new RegExp(`^${token.replace(/@/g, '[a-z0-9]+')}$`));
      }
    }
  }
  const mentions = (name) => new RegExp(`['"\` ]${name}['"\` ]`).test(code);
  return { named: [...named].sort(), patterns, mentions };
}
