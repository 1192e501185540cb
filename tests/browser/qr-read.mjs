// qr-read.mjs: the text of the QR code an element shows (its [part~="qr-code"], read by jsQR from a screenshot's pixels), for the browser tests of turn links.
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { readPng } from './png.mjs';

/** The text the QR code in `tag`'s dialog decodes to, read from what the screen shows. */
export async function readShownQr(page, tag) {
  const code = page.locator(`${tag} [part~="qr-dialog"] [part~="qr-code"]`);
  await code.waitFor();
  const png = readPng(await code.screenshot());
  const rgba = new Uint8ClampedArray(png.width * png.height * 4);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      rgba.set([...png.rgb(x, y), 255], (y * png.width + x) * 4);
    }
  }
  const read = jsQR(rgba, png.width, png.height, { inversionAttempts: 'dontInvert' });
  assert.ok(read, `no QR code found in the ${png.width}×${png.height} screenshot`);
  return read.data;
}
