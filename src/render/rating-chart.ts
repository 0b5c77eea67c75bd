// A player's rating over time as a small SVG: the rating as a line, its deviation as a band around
// it (wide while the ladder knows little of the player), dated ticks below. Sized for a phone (it
// scales to the page's width); the same SVG is drawn to PNG for mail.

export interface RatingPoint {
  at: Date;
  rating: number;
  rd: number;
}

const W = 360;
const H = 180;
const PAD = { left: 44, right: 10, top: 12, bottom: 28 };
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Round rating values for the axis, about `count` of them, covering lo..hi. */
function ticks(lo: number, hi: number, count: number): number[] {
  const raw = (hi - lo) / count;
  const step = [25, 50, 100, 200, 250, 500].find((s) => s >= raw) ?? 1000;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(v);
  return out;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function ratingChart(points: readonly RatingPoint[], title = 'Rating'): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escape(title)}" font-family="sans-serif" font-size="11">`;
  const frame = `<rect width="${W}" height="${H}" fill="#fffdf8"/>`;
  if (points.length === 0)
    return `${head}${frame}<text x="${W / 2}" y="${H / 2}" text-anchor="middle" fill="#776">No rated game yet</text></svg>`;
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const lo = Math.min(...sorted.map((p) => p.rating - p.rd));
  const hi = Math.max(...sorted.map((p) => p.rating + p.rd));
  const t0 = sorted[0]!.at.getTime();
  const t1 = sorted.at(-1)!.at.getTime();
  const x = (t: number) =>
    PAD.left +
    (t1 === t0 ? (W - PAD.left - PAD.right) / 2 : ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right));
  const y = (r: number) => PAD.top + ((hi - r) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const at = (p: RatingPoint) => x(p.at.getTime()).toFixed(1);
  const upper = sorted.map((p) => `${at(p)},${y(p.rating + p.rd).toFixed(1)}`);
  const lower = sorted.map((p) => `${at(p)},${y(p.rating - p.rd).toFixed(1)}`).reverse();
  // One game has no band to draw: its deviation is a bar instead.
  const band =
    sorted.length > 1
      ? `<polygon points="${[...upper, ...lower].join(' ')}" fill="#d9c9a3" fill-opacity="0.5"/>`
      : `<line x1="${at(sorted[0]!)}" x2="${at(sorted[0]!)}" y1="${upper[0]!.split(',')[1]}" y2="${lower[0]!.split(',')[1]}" stroke="#d9c9a3" stroke-width="10"/>`;
  const line = `<polyline points="${sorted.map((p) => `${at(p)},${y(p.rating).toFixed(1)}`).join(' ')}" fill="none" stroke="#7a2e1d" stroke-width="2"/>`;
  const dots = sorted
    .map((p) => `<circle cx="${at(p)}" cy="${y(p.rating).toFixed(1)}" r="2.5" fill="#7a2e1d"/>`)
    .join('');
  const grid = ticks(lo, hi, 4)
    .map(
      (v) =>
        `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#e4dccb"/>` +
        `<text x="${PAD.left - 4}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" fill="#554">${v}</text>`,
    )
    .join('');
  const first = day(sorted[0]!.at);
  const last = day(sorted.at(-1)!.at);
  const dates =
    `<text x="${PAD.left}" y="${H - 8}" fill="#554">${first}</text>` +
    (last !== first
      ? `<text x="${W - PAD.right}" y="${H - 8}" text-anchor="end" fill="#554">${last}</text>`
      : '');
  return `${head}${frame}${grid}${band}${line}${dots}${dates}</svg>`;
}
