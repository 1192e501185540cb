// touch.test.mjs: on a phone's touch screen no game talks of keys: no key badge shows and no sentence names a key, in every game with its panels open, before and after moves, and in the footer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './harness.mjs';
import { playKey } from './helpers.mjs';
import { gameData, games, playPath, tagOf } from '../game-data.mjs';

let phone;
before(async () => { phone = await openBrowser({ touch: true }); });
after(async () => { await phone?.close(); });

// Words that only make sense with a keyboard (the pages are in English here).
const KEY_TALK = /\b(?:Ctrl|Shift|Enter|Esc|Del|Backspace|keys?|type|typing)\b|\bPress [A-Z0-9]\b|⏎/;

// Every visible key badge and every visible text node that talks of keys, in the page and in
// every shadow root, with its panels (details) opened first.
function keyTalk(pattern) {
  const re = new RegExp(pattern);
  const found = [];
  const roots = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i];
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) roots.push(el.shadowRoot);
      if (el instanceof HTMLDetailsElement) el.open = true;
    }
  }
  for (const root of roots) {
    // A badge: a <kbd>, or an element whose class names a key (key-badge, swatch-key, col-key...).
    const badges = [...root.querySelectorAll('*')].filter((el) => el.tagName === 'KBD' || [...el.classList].some((c) => /^key-badge$|-key$/.test(c)));
    for (const kbd of badges) if (kbd.checkVisibility()) found.push(`a key badge "${kbd.textContent}"`);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'TITLE'].includes(parent.tagName) || !parent.checkVisibility()) continue;
      const text = node.textContent.trim();
      if (re.test(text)) found.push(text);
    }
  }
  return found;
}

// Separators left around a hidden part ("0.1.0 · · Your game…").
const emptySeparators = () => [...document.querySelectorAll('.site-footer p')].map((p) => p.innerText).filter((text) => /·\s*·/.test(text));

for (const game of games) {
  test(`${game} on a touch screen: no key badge, no sentence about keys, no empty separator`, async () => {
    const tag = tagOf(game);
    const page = await phone.newPage(playPath(game, `t-touch-${game}`));
    await page.waitForFunction((t) => document.querySelector(t)?.snapshot, tag);
    assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'the page sees a touch screen');
    const seen = [...await page.evaluate(keyTalk, KEY_TALK.source)];
    for (const key of gameData(game, 'play').keys) await playKey(page, tag, key);
    seen.push(...await page.evaluate(keyTalk, KEY_TALK.source));
    assert.deepEqual([...new Set(seen)], []);
    assert.deepEqual(await page.evaluate(emptySeparators), []);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
