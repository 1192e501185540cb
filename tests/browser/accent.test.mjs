// accent.test.mjs: every game element's main button (.btn-primary, controls.css) in the accent of its game.json, light and dark, opaque and readable; and, for a game whose accent sheet is missing, in controls.css's default.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { builtName } from '../game-data.mjs';
import { distDir, openBrowser, repoRoot } from './harness.mjs';
import { SW_BLOCKED } from './helpers.mjs';

// The games and their elements from the build's manifest; each accent from the game's own game.json.
const games = JSON.parse(readFileSync(join(distDir, 'games.json'), 'utf8'));
const accentOf = (name) => JSON.parse(readFileSync(join(repoRoot, 'web', 'games', name, 'game.json'), 'utf8')).accent;
// controls.css's accent for a game that sets none, light and dark.
const DEFAULT = { light: '#5b3fd6', dark: '#9d87ff' };

/** [r, g, b, a] of a computed colour ("rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)") or of "#rrggbb". */
function channels(colour) {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [...hex.slice(1).map((h) => parseInt(h, 16)), 1];
  const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!m) throw new Error(`not a colour: ${colour}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
}

/** The WCAG contrast ratio of two opaque colours. */
function contrast(a, b) {
  const luminance = (colour) => {
    const [r, g, b2] = channels(colour).slice(0, 3).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** What is wrong with a main button of background `bg` and text `fg` (computed colours): '' when it is opaque and readable (4.5:1). */
function unreadable({ bg, fg }) {
  if (channels(bg)[3] < 1) return `its background ${bg} is not opaque`;
  if (channels(fg)[3] < 1) return `its text ${fg} is not opaque`;
  const ratio = contrast(bg, fg);
  return ratio < 4.5 ? `its text ${fg} on ${bg} is ${ratio.toFixed(2)}:1, under 4.5:1` : '';
}

let browser;
before(async () => { browser = await openBrowser({ serviceWorkers: 'block' }); });
after(async () => { await browser?.close(); });

/**
 * The main button's colours in each element `tags` of the page, in `scheme`: a .btn-primary added
 * to the element's shadow root, so every element is measured alike, whatever it shows now.
 */
async function mainButtons(page, tags, scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
  // Upgraded (its sheets linked, or adopted as the site's bundles and the package carry them).
  await page.waitForFunction((names) => names.every((tag) => document.querySelector(tag)?.stylesReady), tags);
  await page.evaluate((names) => Promise.all(names.map((tag) => document.querySelector(tag).stylesReady)), tags);
  return page.evaluate(async (names) => Object.fromEntries(await Promise.all(names.map(async (tag) => {
    const root = document.querySelector(tag).shadowRoot;
    let probe = root.querySelector('button.accent-probe');
    if (!probe) {
      probe = document.createElement('button');
      probe.className = 'btn btn-primary accent-probe';
      probe.textContent = 'Probe';
      root.append(probe);
    }
    // A new scheme eases the button's colour in (controls.css's transition): measured once it is done.
    await Promise.all(probe.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(probe);
    return [tag, { bg: style.backgroundColor, fg: style.color }];
  }))), tags);
}

const rgb = (hex) => `rgb(${channels(hex).slice(0, 3).join(', ')})`;

for (const game of games) {
  const tags = game.elements.map((e) => e.tag);
  test(`${game.name}: ${tags.join(', ')}: the main button in game.json's accent, opaque and readable, light and dark`, async () => {
    const page = await browser.newPage(`/${game.page}`);
    const accent = accentOf(game.name);
    for (const scheme of ['light', 'dark']) {
      const buttons = await mainButtons(page, tags, scheme);
      for (const tag of tags) {
        assert.equal(buttons[tag].bg, rgb(accent[scheme]), `${tag} ${scheme}: game.json's accent`);
        assert.equal(unreadable(buttons[tag]), '', `${tag} ${scheme}`);
      }
    }
    assert.deepEqual(page.problems.filter((p) => p !== SW_BLOCKED), []);
    await page.close();
  });
}

test('a game whose accent sheet is missing keeps a visible main button: controls.css\'s default accent', async () => {
  const game = games[0];
  const tags = game.elements.map((e) => e.tag);
  const accent = `**/${builtName(`games/${game.name}/${game.name}-accent.css`)}`;
  await browser.context.route(accent, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  try {
    // The elements' modules as written, which link their sheets (so the route above empties the
    // accent); a game page's bundle carries them inside as text (scripts/bundle-modules.mjs).
    const page = await browser.newPage('/index.html');
    await page.evaluate(async (elements) => {
      for (const { module, tag } of elements) {
        await import(`/${module}`);
        document.body.append(document.createElement(tag));
      }
    }, game.elements.map((e) => ({ ...e, module: builtName(e.module) })));
    for (const scheme of ['light', 'dark']) {
      const buttons = await mainButtons(page, tags, scheme);
      for (const tag of tags) {
        assert.equal(buttons[tag].bg, rgb(DEFAULT[scheme]), `${tag} ${scheme}: the default accent`);
        assert.equal(unreadable(buttons[tag]), '', `${tag} ${scheme}`);
      }
    }
    await page.close();
  } finally {
    await browser.context.unroute(accent);
  }
});

test('the check can fail: a transparent background, white on white, and a pale text are each named', () => {
  assert.equal(unreadable({ bg: 'rgba(0, 0, 0, 0)', fg: 'rgb(255, 255, 255)' }), 'its background rgba(0, 0, 0, 0) is not opaque');
  assert.equal(unreadable({ bg: 'rgb(255, 255, 255)', fg: 'rgb(255, 255, 255)' }), 'its text rgb(255, 255, 255) on rgb(255, 255, 255) is 1.00:1, under 4.5:1');
  assert.equal(unreadable({ bg: 'rgb(91, 63, 214)', fg: 'rgb(255, 255, 255)' }), '');
});
