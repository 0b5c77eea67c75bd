// A picture drawn in paint order, keeping beside its SVG what each part covers: text boxes measured
// from the font (measure.ts) and the boxes of solid things (counters, arrows, tags). A test reads
// the marks to check that no text is covered by anything drawn after it, overlaps other text or
// crosses the picture's edge (test/render/map-labels.test.ts).
import { el, text, type Attrs, type Point, type TextOptions } from '../svg';
import type { Box } from './box';
import { textBox } from './measure';

export interface Mark {
  kind: 'text' | 'solid';
  box: Box;
  /** What it is, for a failing test's message: "city Stirling", "counter 0504". */
  what: string;
}

/** A game's map as an SVG document with the marks of what it draws. */
export interface MapPicture {
  svg: string;
  /** What each drawn part covers, in paint order (text boxes from the font's metrics). */
  marks: Mark[];
  width: number;
  height: number;
}

export class Paint {
  readonly parts: string[] = [];
  readonly marks: Mark[] = [];

  /** Drawn and covering nothing that matters (terrain, a city's mark, a leader line). */
  plain(svg: string): this {
    this.parts.push(svg);
    return this;
  }

  /** Drawn and hiding what lies under `boxes`. */
  solid(svg: string, boxes: Box | readonly Box[], what: string): this {
    this.parts.push(svg);
    for (const box of Array.isArray(boxes) ? boxes : [boxes as Box])
      this.marks.push({ kind: 'solid', box, what });
    return this;
  }

  text(p: Point, content: string, o: TextOptions, what: string): this {
    this.parts.push(text(p, content, o));
    if (content !== '') this.marks.push({ kind: 'text', box: textBox(p, content, o), what });
    return this;
  }

  /** Another picture's parts drawn here, in its order. */
  add(other: { parts: readonly string[]; marks: readonly Mark[] }): this {
    this.parts.push(...other.parts);
    this.marks.push(...other.marks);
    return this;
  }

  /** `inner` drawn inside one element (a group with data attributes, say). */
  group(name: string, attrs: Attrs, inner: Paint): this {
    this.parts.push(el(name, attrs, inner.svg()));
    this.marks.push(...inner.marks);
    return this;
  }

  svg(): string {
    return this.parts.join('');
  }
}

/** A `text()` (svg.ts) that also notes its box in `marks`: for a frame built as strings (a title band,
 * a key) whose only marks are its words. */
export function markingText(
  marks: Mark[],
  what: string,
): (p: Point, content: string, o: TextOptions) => string {
  return (p, content, o) => {
    if (content !== '')
      marks.push({ kind: 'text', box: textBox(p, content, o), what: `${what} "${content}"` });
    return text(p, content, o);
  };
}

/** A picture's text marks that something is wrong with: covered by a later mark, overlapping other
 * text, or outside `bounds`. One line per fault, for a test to show. */
export function labelFaults(marks: readonly Mark[], bounds: Box, slack = 0.5): string[] {
  const faults: string[] = [];
  const hit = (a: Box, b: Box) =>
    a.x0 < b.x1 - slack && b.x0 < a.x1 - slack && a.y0 < b.y1 - slack && b.y0 < a.y1 - slack;
  marks.forEach((m, i) => {
    if (m.kind !== 'text') return;
    const b = m.box;
    if (
      b.x0 < bounds.x0 - slack ||
      b.y0 < bounds.y0 - slack ||
      b.x1 > bounds.x1 + slack ||
      b.y1 > bounds.y1 + slack
    )
      faults.push(`${m.what} crosses the picture's edge`);
    for (let j = 0; j < marks.length; j++) {
      const o = marks[j]!;
      if (j === i || !hit(b, o.box)) continue;
      if (o.kind === 'text' && j > i) faults.push(`${m.what} overlaps ${o.what}`);
      else if (o.kind === 'solid' && j > i) faults.push(`${m.what} is covered by ${o.what}`);
    }
  });
  return faults;
}
