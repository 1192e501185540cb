// games-manifest.mjs: the one list of games, read from the core's registry and each web/games/<name>/game.json, and everything the site derives from it.
//
// The core registry (core/games.cpp, exposed as `arcade.games`) says which games exist and in
// which order; each game's folder says how its page looks in the gallery. bundle-web.mjs calls
// applyGames() on dist/: it places each game's page at the site root, writes the gallery's cards,
// its Today strip's games (those whose game.json has "daily": true) and downloads, the theme selector and accents in css/site.css and each game's <name>-accent.css, the install manifest's
// description, the embedding entry points components/<element>.js, and dist/games.json, which the
// tests and tools read. A registered game without a folder, or a folder no game registers, breaks
// the build: the two lists cannot drift.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import commonWords from '../web/common/common-words.js';

const TAG = /^[a-z][a-z0-9]*-[a-z0-9-]+$/;
const MODULE = /^[a-z0-9-]+\.js$/;
const COLOR = /^#[0-9a-f]{6}$/;

/** Text for HTML: the game.json strings are ours, but a stray '<' must never become markup. */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** "a", "a and b", "a, b and c". */
const listing = (words) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** The registered game names, in gallery order, from the built core itself. */
export async function registeredGames(dist) {
  const { loadArcade } = await import(pathToFileURL(join(dist, 'arcade.mjs')).href);
  return [...(await loadArcade()).games];
}

/** Checks one game.json; returns it with its name, or throws a sentence naming the field. */
function checkGame(name, data) {
  const where = `web/games/${name}/game.json`;
  const need = (ok, what) => { if (!ok) throw new Error(`${where}: ${what}`); };
  need(data && typeof data === 'object' && !Array.isArray(data), 'must hold an object');
  const known = new Set(['title', 'lang', 'page', 'daily', 'elements', 'accent', 'card']);
  for (const key of Object.keys(data)) need(known.has(key), `unknown key "${key}"`);
  need(typeof data.title === 'string' && data.title.length > 0, '"title" must be a non-empty string');
  need(data.lang === undefined || /^[a-z]{2}$/.test(data.lang), '"lang" must be a two-letter language code');
  need(data.page === `${name}.html`, `"page" must be "${name}.html" (the page keeps the game's name)`);
  need(data.daily === undefined || typeof data.daily === 'boolean', '"daily" must be true or false (its page plays the core\'s daily challenge)');
  const elements = Object.entries(data.elements ?? {});
  need(elements.length > 0, '"elements" must map at least one element name to its module');
  for (const [tag, module] of elements) need(TAG.test(tag) && MODULE.test(module), `element "${tag}": "${module}" is not an element name and a module file`);
  need(COLOR.test(data.accent?.light) && COLOR.test(data.accent?.dark), '"accent" must have "light" and "dark" colours (#rrggbb)');
  need(typeof data.card?.text === 'string' && typeof data.card?.tag === 'string', '"card" must have "text" and "tag" strings');
  return { name, ...data };
}

/** The manifest: every registered game's metadata, in registry order. */
export async function readGames(dist, registry) {
  const folders = (await readdir(join(dist, 'games'), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  const unregistered = folders.filter((f) => !registry.includes(f));
  if (unregistered.length) throw new Error(`web/games/${unregistered[0]}/ is not a registered game (core/games.cpp)`);
  const games = [];
  for (const name of registry) {
    const folder = join(dist, 'games', name);
    if (!existsSync(join(folder, 'game.json'))) throw new Error(`the registered game "${name}" has no web/games/${name}/game.json`);
    const game = checkGame(name, JSON.parse(await readFile(join(folder, 'game.json'), 'utf8')));
    for (const file of [game.page, 'card.svg', ...Object.values(game.elements)]) {
      if (!existsSync(join(folder, file))) throw new Error(`web/games/${name}/game.json names ${file}, which is not in the folder`);
    }
    games.push(game);
  }
  return games;
}

function card(game, art) {
  const lang = game.lang ? ` lang="${game.lang}"` : '';
  // data-words: the game's page words, by a path the build rewrites to their hashed name (hash-names.mjs).
  return [`<li class="card" data-game="${game.name}" data-words="games/${game.name}/${game.name}-words.js">`,
    ...art.trim().split('\n').map((line) => `  ${line}`),
    // data-word: the page's language writes these from the game's page words (common/site-lang.js).
    `  <h3 class="card-title"${lang}><a class="card-link" href="${game.page}"${lang ? '' : ` data-word="${game.name}.name"`}>${escapeHtml(game.title)}</a></h3>`,
    `  <p class="card-text" data-word="${game.name}.card">${escapeHtml(game.card.text)}</p>`,
    `  <p class="card-foot"><span class="tag" data-word="${game.name}.tag">${escapeHtml(game.card.tag)}</span><span class="play" aria-hidden="true" data-word="play">Play</span></p>`,
    '</li>'];
}

// A Today chip as a first visit shows it in English (today-strip.js writes the same in the player's
// language, with this device's state), so the strip has its room before any script runs.
function dailyChip(game) {
  const lang = game.lang ? ` lang="${game.lang}"` : '';
  const streak = commonWords['today.streak'][0].replace('{current}', '0').replace('{best}', '0');
  return `<li class="today-game" data-game="${game.name}"><a class="today-open" href="${game.page}?daily"${lang}>${escapeHtml(game.title)}</a>`
    + `<span class="today-state">${escapeHtml(commonWords['today.notPlayed'][0])}</span><span class="today-streak">${escapeHtml(streak)}</span></li>`;
}

function download(game, last) {
  const lang = game.lang ? ` lang="${game.lang}"` : '';
  const title = escapeHtml(game.title);
  return `<a href="standalone/${game.page}" download${lang} data-game="${game.name}" data-word-label="${game.name}.download" aria-label="Download ${title} as one file">${title}</a>${last ? '.' : ' ·'}`;
}

/** Replaces the line holding `marker` with `lines`, indented like it; a missing marker breaks the build. */
function fill(text, marker, lines, file) {
  const at = new RegExp(`^([ \\t]*)${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
  const m = at.exec(text);
  if (!m) throw new Error(`${file}: "${marker}" not found`);
  return text.replace(at, () => lines.map((line) => (line ? m[1] + line : line)).join('\n'));
}

async function edit(path, change) {
  await writeFile(path, change(await readFile(path, 'utf8')));
}

/** Derives every per-game part of dist/ from the manifest (see the file's header). */
export async function applyGames(dist, games) {
  for (const game of games) {
    const page = join(dist, game.page);
    if (existsSync(page)) throw new Error(`web/${game.page} and web/games/${game.name}/${game.page} both exist`);
    await rename(join(dist, 'games', game.name, game.page), page);
  }
  const arts = await Promise.all(games.map((g) => readFile(join(dist, 'games', g.name, 'card.svg'), 'utf8')));
  await edit(join(dist, 'index.html'), (text) => {
    text = fill(text, '<!-- games: cards -->', games.flatMap((g, i) => [...card(g, arts[i]), '']).slice(0, -1), 'web/index.html');
    const dailies = games.filter((g) => g.daily);
    text = fill(text, '<!-- games: dailies -->', dailies.map((g) => dailyChip(g)), 'web/index.html');
    // The strip shows from the first paint when it has games: today-strip.js fills the same room later.
    const hidden = /(<section id="today"[^>]*?) hidden>/;
    if (!hidden.test(text)) throw new Error('web/index.html: <section id="today" … hidden> is not found');
    if (dailies.length > 0) text = text.replace(hidden, '$1>');
    return fill(text, '<!-- games: downloads -->', games.map((g, i) => download(g, i === games.length - 1)), 'web/index.html');
  });
  const tags = games.flatMap((g) => Object.keys(g.elements));
  await edit(join(dist, 'css', 'site.css'), (text) => {
    if (!/^arcade-game-elements \{$/m.test(text)) throw new Error('web/css/site.css: the "arcade-game-elements {" selector line is not found');
    text = text.replace(/^arcade-game-elements \{$/m, `${tags.join(', ')} {`);
    const accents = (scheme) => games.map((g) => `--${g.name}: ${g.accent[scheme]};`).join(' ');
    return `${text}
/* Written by scripts/bundle-web.mjs from web/games/<name>/game.json: each game's accent (dark mode
   lightens it for contrast) and its gallery card's colour. */
:root { ${accents('light')} }
@media (prefers-color-scheme: dark) { :root { ${accents('dark')} } }
${games.map((g) => `.card[data-game="${g.name}"] { --card-accent: var(--${g.name}); }`).join('\n')}
`;
  });
  await edit(join(dist, 'manifest.webmanifest'), (text) => {
    const manifest = JSON.parse(text);
    manifest.description = `${listing(games.map((g) => g.title))}, with their rules running in your browser.`;
    return `${JSON.stringify(manifest, null, 2)}\n`;
  });
  // Each game's accent for its elements' shadow roots (controls.css reads --_game-accent; without
  // this file its default): the elements link games/<name>/<name>-accent.css, which only the build writes.
  for (const game of games) {
    await writeFile(join(dist, 'games', game.name, `${game.name}-accent.css`), `/* ${game.name}-accent.css: ${game.title}'s accent from its game.json (written by scripts/games-manifest.mjs; controls.css uses it). */
:host { --_game-accent: ${game.accent.light}; }
@media (prefers-color-scheme: dark) { :host { --_game-accent: ${game.accent.dark}; } }
`);
  }
  // Stable addresses for embedders (/components/greed-game.js), whatever the folders inside.
  await mkdir(join(dist, 'components'), { recursive: true });
  for (const game of games) {
    for (const [tag, module] of Object.entries(game.elements)) {
      await writeFile(join(dist, 'components', `${tag}.js`),
        `// ${tag}.js: the address embedders import to define <${tag}> (written by scripts/bundle-web.mjs).\nexport * from '../games/${game.name}/${module}';\n`);
    }
    await rm(join(dist, 'games', game.name, 'game.json'));
    await rm(join(dist, 'games', game.name, 'card.svg'));
    // What the tests need of the game (tests/game-data.mjs) is no part of the site.
    await rm(join(dist, 'games', game.name, 'tests.json'), { force: true });
  }
  const manifest = games.map((g) => ({
    name: g.name, title: g.title, lang: g.lang ?? 'en', page: g.page, daily: g.daily === true,
    elements: Object.entries(g.elements).map(([tag, module]) => ({ tag, module: `games/${g.name}/${module}`, entry: `components/${tag}.js` })),
    standalone: `standalone/${g.page}`,
  }));
  await writeFile(join(dist, 'games.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
