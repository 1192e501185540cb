// png.mjs: reads the 8-bit RGB/RGBA PNGs that Chromium's screenshots are, so a test can look at the pixels it drew.
import { inflateSync } from 'node:zlib';

/** The rows after PNG's per-row filter (none, sub, up, average, Paeth) is undone. */
function unfilter(data, width, height, bpp) {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = data[y * (stride + 1)];
    const row = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= bpp ? out[at + x - bpp] : 0;
      const up = y > 0 ? out[at - stride + x] : 0;
      const corner = y > 0 && x >= bpp ? out[at - stride + x - bpp] : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - corner;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      } else if (type !== 0) throw new Error(`PNG row ${y}: unknown filter ${type}`);
      out[at + x] = (row[x] + predicted) & 255;
    }
  }
  return out;
}

/** { width, height, rgb(x, y) -> [r, g, b] } of a PNG file's bytes. */
export function readPng(bytes) {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let bpp = 0;
  const idat = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}: not read here`);
      bpp = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const pixels = unfilter(inflateSync(Buffer.concat(idat)), width, height, bpp);
  const rgb = (x, y) => {
    const i = (Math.round(y) * width + Math.round(x)) * bpp;
    return [pixels[i], pixels[i + 1], pixels[i + 2]];
  };
  return { width, height, rgb };
}

/** The WCAG contrast ratio of two [r, g, b] colours. */
export function contrastOf(a, b) {
  const luminance = (c) => {
    const [r, g, bl] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
