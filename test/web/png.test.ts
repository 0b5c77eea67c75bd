import { Resvg } from '@resvg/resvg-js';
import { svgToPng } from '../../src/render/png';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** Count non-white pixels of a PNG by decoding it again with resvg (an <image> of the PNG). */
function inkPixels(png: Buffer, w: number, h: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <image href="data:image/png;base64,${png.toString('base64')}" width="${w}" height="${h}"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if ((pixels[i] as number) < 200 || (pixels[i + 1] as number) < 200) ink++;
  }
  return ink;
}

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('svgToPng', () => {
  test('renders at the requested width, keeping the aspect ratio', () => {
    const png = svgToPng(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#cde"/></svg>',
    );
    expect(png.subarray(0, 4)).toEqual(PNG_MAGIC);
    expect(pngSize(png)).toEqual({ width: 1000, height: 500 });
  });

  test('text actually renders with the bundled fonts (regular, bold, and an unknown family)', () => {
    for (const attrs of ['', 'font-weight="bold"', 'font-family="Nonexistent, serif"']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60">
        <text x="10" y="45" font-size="40" fill="black" ${attrs}>Dunker 1010</text></svg>`;
      const png = svgToPng(svg, 300);
      expect(inkPixels(png, 300, 60)).toBeGreaterThan(200);
    }
  });

  test('an empty picture has no ink (the ink counter is sound)', () => {
    const png = svgToPng('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60"></svg>', 300);
    expect(inkPixels(png, 300, 60)).toBe(0);
  });
});
