// A counter's words stay readable (issue 42): where its top line would be squeezed between the corner
// tags (a Sharpsburg counter "A1" with an engaged flag and an artillery badge), a tag moves to a bottom
// corner and the line keeps at least three quarters of the counter's text size; nothing it draws
// covers its words.
import { paintCounter, type CounterSpec } from '../../src/games/core/labels/shapes';
import { labelFaults } from '../../src/games/core/labels/paint';

const style = { fill: '#9bb8d3', border: '#222', ink: '#111' };
const spec = (over: Partial<CounterSpec>): CounterSpec => ({
  center: { x: 100, y: 100 },
  size: 33,
  type: 'artillery',
  label: 'A1',
  values: '7-4',
  style,
  ...over,
});
/** The size of the counter's text `content` and the middle of each of its tags, from its SVG. */
const sizeOf = (svg: string, content: string) =>
  Number(new RegExp(`font-size="([\\d.]+)"[^>]*>${content}<`).exec(svg)?.[1]);
const tagYs = (svg: string) =>
  [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)"[^>]*rx="2" fill="#(?:222|b00)"/g)].map((m) => Number(m[1]));

describe('counter words between the corner tags', () => {
  const usual = Math.round(33 * 0.3);

  test('with one tag, the top line stays between the tags at the top', () => {
    const p = paintCounter(spec({ badge: 'L' }), 'counter A1');
    const svg = p.svg();
    expect(sizeOf(svg, 'A1')).toBe(usual);
    expect(tagYs(svg).every((y) => y < 100)).toBe(true);
    expect(labelFaults(p.marks, { x0: 0, y0: 0, x1: 200, y1: 200 })).toEqual([]);
  });

  test('squeezed between a flag and a badge, the badge moves to the bottom corner', () => {
    const p = paintCounter(spec({ badge: 'L', flag: { content: 'EN', fill: '#b00' } }), 'counter A1');
    const svg = p.svg();
    expect(sizeOf(svg, 'A1')).toBeGreaterThanOrEqual(0.75 * usual);
    expect(sizeOf(svg, '7-4')).toBeGreaterThanOrEqual(0.75 * usual);
    const ys = tagYs(svg);
    expect(ys.some((y) => y > 100) && ys.some((y) => y < 100)).toBe(true);
    expect(labelFaults(p.marks, { x0: 0, y0: 0, x1: 200, y1: 200 })).toEqual([]);
  });
});
