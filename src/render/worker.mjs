// A render worker: a child process that turns SVG into a small palette PNG. It is plain JavaScript so
// that it starts without the TypeScript loader, and it is a process of its own so that a native crash
// of the rasteriser (resvg has aborted on some SVGs) kills only this worker, never the server.
// Messages in: { id, svg, width, fonts }  out: { id, png } or { id, error }.
import { Resvg } from '@resvg/resvg-js';
import { runBelowPages } from '../below-pages.mjs';
import { indexedPng, MAIL_PICTURE_ROOM } from './indexed-png.mjs';
import { KeptPalette } from './kept-palette.mjs';
import { fontsLeftFor, outlineText } from './outline-text.mjs';
import { over } from './over.mjs';
import { quantise } from './quantise.mjs';
// Pictures wait; pages do not: on a small machine the server's pages get the CPU first.
runBelowPages({ thread: false });

const STATIC = /<!--static-->([\s\S]*?)<!--\/static-->/;
/**
 * The static layers drawn lately, by their SVG and width: the same map's terrain is drawn once. Kept
 * by their pixels' bytes, not their count: a whole Scotland map is some 10 MB of RGBA and a close-up a
 * tenth of it, and what the worker keeps is most of what it holds between pictures.
 */
const bases = new Map();
// 16 MB: over 225 pictures of Scotland and Sharpsburg reports (maps and close-ups) the worker's peak was
// 15 MB lower than with 32 MB for the same CPU; 8 MB cost a third more CPU (layers drawn again).
const BASES_BYTES = 16 * 1024 * 1024;
let basesBytes = 0;

function keepBase(key, base) {
  bases.set(key, base);
  basesBytes += base.pixels.length;
  for (const [oldKey, old] of bases) {
    if (basesBytes <= BASES_BYTES || old === base) break;
    bases.delete(oldKey);
    basesBytes -= old.pixels.length;
  }
}

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
    bases.set(key, base);
  } else {
    base = rasterise(outlineText(`${open}${staticPart}</svg>`, job), job, true);
    keepBase(key, base);
  }
  return base;
}

/** A map is drawn in a few dozen flat colours: a palette PNG is a third of the truecolour size and
 *  looks the same. */
function quantised({ pixels, width, height }) {
  const { palette, indices } = quantise(pixels, 128);
  return { png: indexedPng(indices, width, height, palette, MAIL_PICTURE_ROOM), palette };
}

/** @param {{ svg: string, width: number, fonts: string[] }} job */
async function render(job) {
  const split = STATIC.exec(job.svg);
  if (!split) {
    return quantised(rasterise(outlineText(job.svg, job), job, true)).png;
  }
  // The map's own layer once; this picture's parts (title, counters, arrows) drawn alone on a
  // transparent sheet and laid over it: in the palette of an earlier picture of the map when its
  // colours fit (kept-palette.mjs), else quantised whole, and its palette kept for the next.
  const base = baseOf(job.svg, split[1], job);
  const top = rasterise(outlineText(job.svg.replace(split[0], ''), job), job, false);
  const fast = base.kept?.draw(top);
  if (fast) return fast;
  const { png, palette } = quantised({ ...base, pixels: over(base.pixels, top.pixels) });
  base.kept = new KeptPalette(base, palette);
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

// Loaded (on a busy machine maybe seconds after the process began): a picture's time limit counts
// from here, not from the start.
answer({ ready: true });
