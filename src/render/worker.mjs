// A render worker: a child process that turns SVG into a small palette PNG. It is plain JavaScript so
// that it starts without the TypeScript loader, and it is a process of its own so that a native crash
// of the rasteriser (resvg has aborted on some SVGs) kills only this worker, never the server.
// Messages in: { id, svg, width, fonts }  out: { id, png } or { id, error }.
import { setPriority, constants } from 'node:os';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { paletteOf } from './indexed-png.mjs';
import { KeptPalette } from './kept-palette.mjs';
import { fontsLeftFor, outlineText } from './outline-text.mjs';

sharp.concurrency(1);
// libvips's cache of recent operations (up to 50 MB) never hits: every picture is a new image.
sharp.cache(false);
// Pictures wait; pages do not: on a small machine the server's pages get the CPU first.
setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

const STATIC = /<!--static-->([\s\S]*?)<!--\/static-->/;
/** The static layers drawn lately, by their SVG and width: the same map's terrain is drawn once. */
const bases = new Map();
const BASES_KEPT = 8;

function rasterise(svg, job, background) {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: job.width },
    font: {
      fontFiles: fontsLeftFor(svg, job.fonts),
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
    },
    ...(background ? { background: 'white' } : {}),
  }).render();
  return { pixels: Buffer.from(image.pixels), width: image.width, height: image.height };
}

/** The picture's static layer (see core/svg.ts staticLayer), from the cache or drawn now. */
function baseOf(svg, staticPart, job) {
  const open = svg.slice(0, svg.indexOf('>', svg.indexOf('<svg')) + 1);
  const key = `${job.width}\n${open}${staticPart}`;
  let base = bases.get(key);
  if (base) {
    bases.delete(key); // most recently used last
  } else {
    base = rasterise(outlineText(`${open}${staticPart}</svg>`, job), job, true);
    if (bases.size >= BASES_KEPT) bases.delete(bases.keys().next().value);
  }
  bases.set(key, base);
  return base;
}

/** A map is drawn in a few dozen flat colours: a palette PNG is a third of the truecolour size and
 *  looks the same. Effort 1 costs half the time of effort 4 for a file 1% larger. */
function quantised(image) {
  return image.png({ palette: true, colours: 128, effort: 1, compressionLevel: 6, dither: 0 }).toBuffer();
}

/** @param {{ svg: string, width: number, fonts: string[] }} job */
async function render(job) {
  const split = STATIC.exec(job.svg);
  if (!split) {
    const whole = rasterise(outlineText(job.svg, job), job, true);
    return quantised(sharp(whole.pixels, { raw: { width: whole.width, height: whole.height, channels: 4 } }));
  }
  // The map's own layer once; this picture's parts (title, counters, arrows) drawn alone on a
  // transparent sheet and laid over it: in the palette of an earlier picture of the map when its
  // colours fit (kept-palette.mjs), else quantised whole, and its palette kept for the next.
  const base = baseOf(job.svg, split[1], job);
  const top = rasterise(outlineText(job.svg.replace(split[0], ''), job), job, false);
  const fast = base.kept?.draw(top);
  if (fast) return fast;
  const png = await quantised(
    sharp(base.pixels, { raw: { width: base.width, height: base.height, channels: 4 } }).composite([
      // resvg's pixels are premultiplied by their alpha.
      { input: top.pixels, raw: { width: top.width, height: top.height, channels: 4, premultiplied: true } },
    ]),
  );
  const palette = paletteOf(png);
  if (palette) base.kept = new KeptPalette(base, palette);
  return png;
}

/** Answers the pool, if it is still there: a pool closed mid-render has no one to answer. */
function answer(message) {
  if (process.connected) process.send(message);
}

process.on('message', async (job) => {
  try {
    if (job.crash) process.abort(); // test seam: what a native panic does
    const png = await render(job);
    answer({ id: job.id, png: png.toString('base64') });
  } catch (err) {
    answer({ id: job.id, error: String(err && err.message ? err.message : err) });
  }
});
