// Text measured as the renderer draws it: the sum of DejaVu Sans advance widths (font-widths.ts,
// read from the bundled fonts), a wide (CJK) character a full em as the Japanese fonts draw it.
import type { TextOptions } from '../svg';
import type { Box } from './box';
import { DEJAVU } from './font-widths';

const WIDE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Width of `content` at `size`; a character the table lacks counts as a full em (never too small). */
export function measureText(content: string, size: number, bold = false): number {
  const face = bold ? DEJAVU.bold : DEJAVU.regular;
  let units = 0;
  for (const ch of content) {
    const w = face.advance[String(ch.codePointAt(0))];
    units += w === undefined || WIDE.test(ch) ? face.unitsPerEm : w;
  }
  return (units / face.unitsPerEm) * size;
}

/** How far ink reaches above and below the baseline, in em: capitals and accents, descenders. */
const ABOVE = 0.78;
const BELOW = 0.24;

/**
 * The box a `text(p, content, o)` (svg.ts) covers: its baseline is at p.y + 0.36 size, so p is the
 * visual middle; a halo's stroke widens it.
 */
export function textBox(p: { x: number; y: number }, content: string, o: TextOptions): Box {
  const w = measureText(content, o.size, o.bold);
  const anchor = o.anchor ?? 'middle';
  const x0 = anchor === 'start' ? p.x : anchor === 'end' ? p.x - w : p.x - w / 2;
  const baseline = p.y + o.size * 0.36;
  const halo = o.halo ? Math.max(2, o.size / 4) / 2 : 0;
  return {
    x0: x0 - halo,
    x1: x0 + w + halo,
    y0: baseline - o.size * ABOVE - halo,
    y1: baseline + o.size * BELOW + halo,
  };
}
