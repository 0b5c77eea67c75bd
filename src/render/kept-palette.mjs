// A map's static layer kept as indices into the palette of one of its pictures. A later picture of
// the map is then the layer's indices with its own parts (counters, arrows, title) laid over them and
// each new colour mapped to the nearest of the palette: no quantising of the whole picture again,
// which is most of the time a palette PNG takes. When a picture's parts have colours the palette
// lacks, `draw` says so and the caller quantises that picture whole (and keeps its palette instead).
import { indexedPng, MAIL_PICTURE_ROOM } from './indexed-png.mjs';
import { blendAt } from './over.mjs';

/** A colour further than this from every palette colour (squared, over red, green and blue) fits badly. */
const FAR = 3 * 32 * 32;
/** Nearest colours kept per map before they are forgotten (a few MB). */
const NEAREST_KEPT = 200_000;
/** A picture with more badly fitting pixels than this is quantised whole. */
const FAR_PIXELS_ALLOWED = 400;

export class KeptPalette {
  /**
   * @param {{ pixels: Buffer, width: number, height: number }} base the static layer, opaque RGBA
   * @param {Uint8Array} palette red, green, blue of each colour
   */
  constructor(base, palette) {
    this.width = base.width;
    this.height = base.height;
    this.palette = palette;
    /** Nearest palette index by colour (0xRRGGBB), with its squared distance above 8 bits. */
    this.nearest = new Map();
    const n = base.width * base.height;
    this.basePixels = base.pixels;
    this.baseIndices = new Uint8Array(n);
    const px = base.pixels;
    for (let i = 0; i < n; i++) {
      this.baseIndices[i] = this.lookup((px[i * 4] << 16) | (px[i * 4 + 1] << 8) | px[i * 4 + 2]) & 0xff;
    }
  }

  /** Index | (squared distance << 8) of the palette colour nearest to `rgb`. */
  lookup(rgb) {
    let hit = this.nearest.get(rgb);
    if (hit !== undefined) return hit;
    // Edges blend new colours picture after picture: the answers kept are bounded.
    if (this.nearest.size >= NEAREST_KEPT) this.nearest.clear();
    const r = rgb >> 16;
    const g = (rgb >> 8) & 0xff;
    const b = rgb & 0xff;
    const p = this.palette;
    let best = 0;
    let bestD = Infinity;
    for (let k = 0; k < p.length / 3; k++) {
      const dr = p[k * 3] - r;
      const dg = p[k * 3 + 1] - g;
      const db = p[k * 3 + 2] - b;
      const d = dr * dr + dg * dg + db * db;
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    }
    hit = best | (bestD << 8);
    this.nearest.set(rgb, hit);
    return hit;
  }

  /**
   * The PNG of the static layer with `top` (premultiplied RGBA, the same size) laid over it, or
   * null when too many of its pixels have no near colour in the palette.
   * @param {{ pixels: Buffer, width: number, height: number }} top
   */
  draw(top) {
    if (top.width !== this.width || top.height !== this.height) return null;
    const indices = Uint8Array.from(this.baseIndices);
    const px = top.pixels;
    const under = this.basePixels;
    let far = 0;
    for (let i = 0; i < indices.length; i++) {
      const a = px[i * 4 + 3];
      if (a === 0) continue;
      const hit = this.lookup(blendAt(under, px, i));
      // A solid pixel of a colour the palette lacks is a part of its own (a struck-out counter's
      // cross, a new arrow): quantise the picture whole. Edges may blend a little apart.
      if (hit >>> 8 > FAR && (a === 255 || ++far > FAR_PIXELS_ALLOWED)) return null;
      indices[i] = hit & 0xff;
    }
    return indexedPng(indices, this.width, this.height, this.palette, MAIL_PICTURE_ROOM);
  }
}
