// A palette PNG written from its indices (colour type 3, 8 bits, no filter: what a palette image
// compresses best with), and the palette read back out of one.
import { crc32, deflateSync } from 'node:zlib';

/** A report mail's map must stay within 100 KiB: one that comes near it is compressed harder. */
export const MAIL_PICTURE_ROOM = 98 * 1024;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return [head, data, crc];
}

/**
 * @param {Uint8Array} indices one byte a pixel, row after row
 * @param {number} width @param {number} height
 * @param {Uint8Array} palette red, green, blue of each colour
 * @param {number} [roomy] compressed data just over this many bytes is compressed again harder (zlib
 *   level 8: about 5% smaller, five times the time), for the rare picture near a size limit
 */
export function indexedPng(indices, width, height, palette, roomy = Infinity) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter type 0, then its indices
  for (let y = 0; y < height; y++)
    rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    ...chunk('IHDR', header),
    ...chunk('PLTE', Buffer.from(palette)),
    ...chunk('IDAT', compressed(rows, roomy)),
    ...chunk('IEND', Buffer.alloc(0)),
  ]);
}

function compressed(rows, roomy) {
  const data = deflateSync(rows, { level: 6 });
  // Only just over: compressed harder it may come under. Far over, it would not: no second try.
  return data.length > roomy && data.length < roomy * 1.06 ? deflateSync(rows, { level: 8 }) : data;
}

/** The PLTE of a palette PNG (red, green, blue of each colour), or null when it has none. */
export function paletteOf(png) {
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'PLTE') return new Uint8Array(png.subarray(at + 8, at + 8 + length));
    if (type === 'IDAT') return null;
    at += 12 + length;
  }
  return null;
}
