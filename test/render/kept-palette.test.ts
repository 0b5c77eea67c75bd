// #12: a later picture of a map is its static layer's indices, kept in the palette of an earlier
// picture, with the picture's own parts laid over and mapped to the nearest colour: no quantising
// of the whole picture again. Pictures stay close to the truecolour drawing and within 100 KiB.
import { Resvg } from '@resvg/resvg-js';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { indexedPng, paletteOf } from '../../src/render/indexed-png.mjs';
import { KeptPalette } from '../../src/render/kept-palette.mjs';
import { createRenderPool } from '../../src/render/pool';
import { fontsFor } from '../../src/render/png';
import { playOne } from '../../src/games/selfplay';
import { sharpsburg } from '../../src/games/sharpsburg/index';

const rgb = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

/** A sheet of `w`x`h` of one premultiplied RGBA colour, with a square of another at 2,2 (4x4). */
function sheet(w: number, h: number, back: number[], square: number[]) {
  const pixels = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inside = x >= 2 && x < 6 && y >= 2 && y < 6;
      pixels.set(inside ? square : back, (y * w + x) * 4);
    }
  return { pixels, width: w, height: h };
}

test('#12: a palette PNG written from its indices reads back as its colours; its palette reads back too', async () => {
  const palette = new Uint8Array([255, 255, 255, 200, 30, 30, 20, 60, 200]);
  const indices = Uint8Array.from({ length: 12 }, (_, i) => i % 3);
  const png = indexedPng(indices, 4, 3, palette);
  expect(png[25]).toBe(3); // IHDR colour type 3: indexed
  expect([...(await rgb(png))]).toEqual([...indices].flatMap((i) => [...palette.subarray(i * 3, i * 3 + 3)]));
  expect([...(paletteOf(png) ?? [])]).toEqual([...palette]);
});

/** The length of a PNG's compressed data (its one IDAT chunk). */
function idatLength(png: Buffer): number {
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at))
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') return png.readUInt32BE(at);
  return -1;
}

test('#12: a palette PNG just over its room is compressed harder; far over, it is not tried again', () => {
  const [width, height] = [300, 200];
  const palette = new Uint8Array(48).map((_, i) => (i * 37) % 256);
  let seed = 7; // a few pixels out of the pattern, so that harder compression finds more
  const indices = Uint8Array.from({ length: width * height }, (_, i) =>
    i % 7 === 0 ? (seed = (seed * 1103515245 + 12345) % 2147483648) % 16 : i % 16,
  );
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const six = deflateSync(rows, { level: 6 }).length;
  const eight = deflateSync(rows, { level: 8 }).length;
  expect(eight).toBeLessThan(six);
  const idat = (roomy?: number) => idatLength(indexedPng(indices, width, height, palette, roomy));
  expect(idat()).toBe(six);
  expect(idat(six - 1)).toBe(eight);
  expect(idat(Math.floor(six / 2))).toBe(six);
});

test("#12: a picture's parts, premultiplied, are laid over the kept layer and take the nearest palette colour", async () => {
  const palette = new Uint8Array([255, 255, 255, 0, 0, 0, 128, 128, 128, 200, 30, 30]);
  const kept = new KeptPalette(sheet(8, 8, [255, 255, 255, 255], [255, 255, 255, 255]), palette);
  // Black at half opacity over white, premultiplied (0,0,0,128): grey, not black.
  const grey = kept.draw(sheet(8, 8, [0, 0, 0, 0], [0, 0, 0, 128]));
  const pixels = await rgb(grey as Buffer);
  expect([...pixels.subarray((2 * 8 + 2) * 3, (2 * 8 + 2) * 3 + 3)]).toEqual([128, 128, 128]);
  expect([...pixels.subarray(0, 3)]).toEqual([255, 255, 255]);
  // A part in a colour far from every palette colour, over many pixels: quantise the picture whole.
  const green = sheet(40, 40, [0, 200, 0, 255], [0, 200, 0, 255]);
  expect(
    new KeptPalette(sheet(40, 40, [255, 255, 255, 255], [255, 255, 255, 255]), palette).draw(green),
  ).toBeNull();
});

test('#12: every picture of a whole Sharpsburg game, drawn in turn by one worker, is a palette PNG within 100 KiB and true to the drawing', async () => {
  const pool = createRenderPool({ size: 1 });
  // A game played by selfplay, each step's picture as the Union player sees it.
  const svgs: string[] = [];
  playOne(sharpsburg, 'kept-palette', 12, ({ state, events }) =>
    svgs.push(sharpsburg.draw(sharpsburg.view(state as never, 'union'), events)),
  );
  try {
    for (const svg of svgs) {
      const png = await pool.render({ svg, width: 1000 });
      expect(png[25]).toBe(3);
      expect(png.length).toBeLessThanOrEqual(100 * 1024);
      const truecolour = new Resvg(svg, {
        fitTo: { mode: 'width', value: 1000 },
        background: 'white',
        font: { fontFiles: fontsFor(svg), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
      }).render().pixels;
      const got = await rgb(png);
      let far = 0;
      for (let i = 0, j = 0; i < truecolour.length; i += 4, j += 3) {
        const d =
          Math.abs((truecolour[i] ?? 0) - (got[j] ?? 0)) +
          Math.abs((truecolour[i + 1] ?? 0) - (got[j + 1] ?? 0)) +
          Math.abs((truecolour[i + 2] ?? 0) - (got[j + 2] ?? 0));
        if (d > 60) far++;
      }
      // A few hundred pixels at most: antialiased edges a shade apart (a premultiplied overlay read
      // as straight colour once darkened thousands).
      expect(far).toBeLessThan(300);
    }
  } finally {
    await pool.close();
  }
}, 120_000);
