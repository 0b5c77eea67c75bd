// Axis-aligned boxes in picture units: what a text, a counter, a tag or a stretch of arrow covers.

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boxAt(x: number, y: number, width: number, height: number): Box {
  return { x0: x, y0: y, x1: x + width, y1: y + height };
}

/** Overlap by more than `slack` each way (touching edges and anti-aliasing slivers are not overlap). */
export function overlaps(a: Box, b: Box, slack = 0.5): boolean {
  return a.x0 < b.x1 - slack && b.x0 < a.x1 - slack && a.y0 < b.y1 - slack && b.y0 < a.y1 - slack;
}

/** `inner` lies wholly inside `outer`. */
export function inside(inner: Box, outer: Box): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}

export function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

/** Boxes covering a thick line from a to b: short pieces, so a diagonal covers little beside it. */
export function segmentBoxes(a: { x: number; y: number }, b: { x: number; y: number }, width: number): Box[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.max(1, Math.ceil(len / width));
  const r = width / 2;
  const out: Box[] = [];
  for (let i = 0; i < n; i++) {
    const p = { x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n };
    const q = { x: a.x + ((b.x - a.x) * (i + 1)) / n, y: a.y + ((b.y - a.y) * (i + 1)) / n };
    out.push({
      x0: Math.min(p.x, q.x) - r,
      y0: Math.min(p.y, q.y) - r,
      x1: Math.max(p.x, q.x) + r,
      y1: Math.max(p.y, q.y) + r,
    });
  }
  return out;
}
