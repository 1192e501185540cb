// link-qr.test.mjs: web/common/link-qr.js's QR codes without a browser: a 2,000-character link and the longest a code holds decode (jsQR) to the same text, the quiet zone, the dark modules' path, and a link too long told in the page's words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import { darkPath, openLinkQr, qrModules } from '../../web/common/link-qr.js';
import { wordsIn } from '../../web/common/page-words.js';
import remoteWords from '../../web/common/remote-words.js';

/** The text a QR code's modules decode to, drawn `scale` pixels a module, dark on light. */
function decode(modules, scale = 4) {
  const n = modules.length * scale;
  const rgba = new Uint8ClampedArray(n * n * 4).fill(255);
  modules.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return;
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) rgba.fill(0, ((y * scale + dy) * n + x * scale + dx) * 4, ((y * scale + dy) * n + x * scale + dx) * 4 + 3);
    }
  }));
  return jsQR(rgba, n, n, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

// A turn link of 2,000 characters, the most issue 27 lets a link be (base64url in the fragment).
const LINK = `https://example.org/kata-arcade/greed.html#play=${'Az09-_'.repeat(400)}`.slice(0, 2000);

test('a 2,000-character link: version 33 (149 modules) and the four-module quiet zone; it decodes to itself', () => {
  assert.equal(LINK.length, 2000);
  const modules = qrModules(LINK);
  assert.equal(modules.length, 149 + 8);
  assert.ok(modules.every((row) => row.length === modules.length));
  const light = (rows) => rows.every((row) => row.every((dark) => !dark));
  assert.ok(light([...modules.slice(0, 4), ...modules.slice(-4)]), 'the top and bottom four rows are light');
  assert.ok(light(modules.map((row) => [...row.slice(0, 4), ...row.slice(-4)])), 'the left and right four columns are light');
  // The finder pattern's corner: dark at (4, 4), the first module inside the quiet zone.
  assert.equal(modules[4][4], true);
  assert.equal(decode(modules), LINK);
});

test('short and the longest: a short link decodes; 2,953 bytes (version 40, level L) is the most a code holds', () => {
  const short = 'https://example.org/connect4.html#play=SzE6Y29ubmVjdDQ6aGg';
  assert.equal(decode(qrModules(short), 8), short);
  const most = 'a'.repeat(2953);
  const modules = qrModules(most);
  assert.equal(modules.length, 177 + 8);
  assert.equal(decode(modules, 3), most);
  assert.throws(() => qrModules('a'.repeat(2954)), { message: 'Data too long' });
});

test('the dark modules as a path: one rectangle per run of a row, in module units', () => {
  assert.equal(darkPath([[false, true, true, false, true], [true, false, false, false, false], [false, false, false, false, false]]),
    'M1 0h2v1h-2zM4 0h1v1h-1zM0 1h1v1h-1z');
  assert.equal(darkPath([[false]]), '');
});

test('a link too long for a QR code opens no dialog: the page says so in its words, with the sizes', () => {
  const told = [];
  const t = wordsIn('en', remoteWords);
  const url = `https://example.org/connect4.html#play=${'A'.repeat(2954 - 39)}`;
  assert.equal(url.length, 2954);
  assert.equal(openLinkQr({ url, t, opener: /** @type {any} */ (null), notice: (text) => told.push(text) }), null);
  assert.deepEqual(told, ['This link is too long for a QR code (2954 bytes; 2953 at most): send it instead.']);
  const french = wordsIn('fr', remoteWords);
  told.length = 0;
  openLinkQr({ url, t: french, opener: /** @type {any} */ (null), notice: (text) => told.push(text) });
  assert.deepEqual(told, ['Ce lien est trop long pour un code QR (2954 octets ; 2953 au plus) : envoyez-le plutôt.']);
});
