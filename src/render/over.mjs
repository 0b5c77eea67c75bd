// A transparent sheet laid over an opaque layer of the same size. resvg's pixels are premultiplied by
// their alpha: a pixel's colour is the sheet's plus what shows through of the layer's.

/** The colour (0xRRGGBB) at pixel `i` of `top` laid over `under`. */
export function blendAt(under, top, i) {
  const keep = 255 - top[i * 4 + 3];
  const r = top[i * 4] + Math.round((under[i * 4] * keep) / 255);
  const g = top[i * 4 + 1] + Math.round((under[i * 4 + 1] * keep) / 255);
  const b = top[i * 4 + 2] + Math.round((under[i * 4 + 2] * keep) / 255);
  return (Math.min(r, 255) << 16) | (Math.min(g, 255) << 8) | Math.min(b, 255);
}

/** `top` laid over `under`: a new opaque RGBA buffer. */
export function over(under, top) {
  const out = Buffer.from(under);
  for (let i = 0; i < out.length >> 2; i++) {
    if (top[i * 4 + 3] === 0) continue;
    const rgb = blendAt(under, top, i);
    out[i * 4] = rgb >> 16;
    out[i * 4 + 1] = (rgb >> 8) & 0xff;
    out[i * 4 + 2] = rgb & 0xff;
  }
  return out;
}
