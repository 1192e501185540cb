// daily-games.test.mjs: which games have a daily on their page is said once, by "daily": true in web/games/<name>/game.json (dist/games.json), and everything follows it: the element's `daily` attribute, the gallery's Today strip, and a core that makes the day's challenge.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(repo, 'dist');
const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const manifest = JSON.parse(await readFile(join(dist, 'games.json'), 'utf8'));
const index = await readFile(join(dist, 'index.html'), 'utf8');

for (const game of manifest) {
  test(`${game.name}: a daily on its page (${game.daily}) exactly when its element takes \`daily\` and the Today strip lists it; then the core makes one`, async () => {
    assert.equal(typeof game.daily, 'boolean');
    // The game's element (its first) takes it; another element on its page (Rotate's judge) never does.
    for (const [i, { tag }] of game.elements.entries()) {
      const api = JSON.parse(await readFile(join(repo, 'web', 'games', game.name, `${tag}.api.json`), 'utf8'));
      assert.equal(api.attributes.some((a) => a.name === 'daily'), i === 0 && game.daily, `${tag}.api.json's daily attribute`);
    }
    // Its chip as a first visit sees it before any script runs (the build writes it: games-manifest.mjs).
    // (A game whose name is in another language than the page's says so: lang on its link.)
    const chip = `<li class="today-game" data-game="${game.name}"><a class="today-open" href="${game.page}?daily"${game.lang === 'en' ? '' : ` lang="${game.lang}"`}>${game.title}</a>`
      + '<span class="today-state">not played yet</span><span class="today-streak">streak 0 · best 0</span></li>';
    assert.equal(index.includes(chip), game.daily, 'the Today strip');
    if (game.daily) assert.equal(arcade.daily(game.name, '2027-03-28').date, '2027-03-28');
  });
}

test('the Today strip lists the games with a daily in the registry\'s order', () => {
  const listed = [...index.matchAll(/<li class="today-game" data-game="([a-z0-9]+)">/g)].map((m) => m[1]);
  assert.deepEqual(listed, manifest.filter((g) => g.daily).map((g) => g.name));
  assert.ok(listed.length > 0);
  // Shown from the first paint: the strip is not written hidden once it has games (no layout shift when scripts fill it).
  assert.match(index, /<section id="today" class="today" aria-labelledby="today-title">/);
});
