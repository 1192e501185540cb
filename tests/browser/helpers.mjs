// helpers.mjs: steps the game pages' browser tests share: the engine in node, key presses that move, screenshots.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir } from './harness.mjs';

/** The engine from dist/ (the very files the pages load), in node: the tests' reference. */
export async function loadDistArcade() {
  const { loadArcade } = await import(pathToFileURL(join(distDir, 'arcade.mjs')).href);
  return loadArcade();
}

/**
 * Presses `key` on the page and waits until the element `tag`'s save changed or its notice shows
 * something (a refused move). `clearNotice` empties the notice first, for a refusal that repeats
 * the sentence already shown.
 */
export async function pressAndWait(page, tag, key, { clearNotice = false } = {}) {
  const old = await page.evaluate((t) => document.querySelector(t).save, tag);
  if (clearNotice) {
    await page.evaluate((t) => { document.querySelector(t).shadowRoot.querySelector('[part="notice"]').textContent = ''; }, tag);
  }
  await page.keyboard.press(key);
  await page.waitForFunction(([t, before]) => {
    const game = document.querySelector(t);
    return game.save !== before || game.shadowRoot.querySelector('[part="notice"]').textContent !== '';
  }, [tag, old]);
}

export const ALL_VARIANTS = [[1280, 'light'], [1280, 'dark'], [390, 'light'], [390, 'dark']];

/**
 * Screenshots `page` as build/screenshots/<name>-<width>-<scheme>.png for each [width, scheme].
 * Reduced motion stops colour transitions. Chromium applies an emulated colour scheme a little
 * later than emulateMedia() returns: a shot taken at once mixes light and dark styles, hence the wait.
 */
export async function screenshotVariants(browser, page, name, variants = ALL_VARIANTS) {
  for (const [width, scheme] of variants) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForTimeout(300);
    await browser.screenshot(page, `${name}-${width}-${scheme}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}
