// A picture's colours cut to a palette, and each pixel's index in it: what a palette PNG needs,
// without an image library (libvips, through sharp, held some 60 MB of the render worker's memory).
// Median cut over a histogram of 15-bit colours: a map is a few dozen flat colours and the blends at
// their edges, so a flat colour keeps its exact value (its bin holds it alone) and the blends share
// the colours nearest them. No dithering: flat areas stay flat, and compress best.

const SHIFT = 3; // 8 bits a channel down to 5
const BINS = 1 << 15;

/** The 15-bit bin of a colour. */
const binOf = (r, g, b) => ((r >> SHIFT) << 10) | ((g >> SHIFT) << 5) | (b >> SHIFT);

/**
 * @param {Uint8Array} pixels opaque RGBA, row after row
 * @param {number} maxColours at most 256
 * @returns {{ palette: Uint8Array, indices: Uint8Array }} red, green, blue of each colour; one index a pixel
 */
export function quantise(pixels, maxColours = 128) {
  const n = pixels.length >> 2;
  const count = new Uint32Array(BINS);
  const sums = new Float64Array(BINS * 3);
  const bins = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const r = pixels[i * 4];
    const g = pixels[i * 4 + 1];
    const b = pixels[i * 4 + 2];
    const bin = binOf(r, g, b);
    bins[i] = bin;
    count[bin]++;
    sums[bin * 3] += r;
    sums[bin * 3 + 1] += g;
    sums[bin * 3 + 2] += b;
  }
  const used = [];
  for (let bin = 0; bin < BINS; bin++) {
    if (count[bin] === 0) continue;
    used.push(bin);
    for (let c = 0; c < 3; c++) sums[bin * 3 + c] /= count[bin]; // now each bin's mean colour
  }
  const mean = (bin, c) => sums[bin * 3 + c];

  const boxes = [box(used, count, mean)];
  while (boxes.length < maxColours) {
    let widest = -1;
    for (let k = 0; k < boxes.length; k++)
      if (boxes[k].bins.length > 1 && (widest < 0 || boxes[k].spread > boxes[widest].spread)) widest = k;
    if (widest < 0) break; // every box is one colour
    const [a, b] = split(boxes[widest], count, mean);
    boxes.splice(widest, 1, box(a, count, mean), box(b, count, mean));
  }

  const palette = new Uint8Array(boxes.length * 3);
  const indexOfBin = new Uint8Array(BINS);
  boxes.forEach((bx, k) => {
    palette.set(bx.colour, k * 3);
    for (const bin of bx.bins) indexOfBin[bin] = k;
  });
  const indices = new Uint8Array(n);
  for (let i = 0; i < n; i++) indices[i] = indexOfBin[bins[i]];
  return { palette, indices };
}

/** A box of bins: its colour (the mean of its pixels), the channel it spreads most along and how much. */
function box(bins, count, mean) {
  let weight = 0;
  const sum = [0, 0, 0];
  for (const bin of bins) {
    weight += count[bin];
    for (let c = 0; c < 3; c++) sum[c] += mean(bin, c) * count[bin];
  }
  const colour = sum.map((s) => Math.round(s / weight));
  // The pixels' squared distance from the box's colour, by channel: a box of many pixels far apart is split first.
  const spreadBy = [0, 0, 0];
  for (const bin of bins)
    for (let c = 0; c < 3; c++) spreadBy[c] += count[bin] * (mean(bin, c) - colour[c]) ** 2;
  const channel = spreadBy.indexOf(Math.max(...spreadBy));
  return { bins, colour, channel, spread: spreadBy[0] + spreadBy[1] + spreadBy[2] };
}

/** The box's bins in two, along its widest channel, at the median pixel (each half keeps one bin at least). */
function split(bx, count, mean) {
  const sorted = [...bx.bins].sort((p, q) => mean(p, bx.channel) - mean(q, bx.channel));
  let half = 0;
  for (const bin of sorted) half += count[bin];
  half /= 2;
  // The first half ends at the bin that reaches half the pixels, and before the last bin at the latest.
  let at = 0;
  for (let seen = count[sorted[0]]; seen < half && at < sorted.length - 2;) seen += count[sorted[++at]];
  return [sorted.slice(0, at + 1), sorted.slice(at + 1)];
}
