// The label placer and the text measure it works with (src/games/core/labels): widths from the
// bundled fonts themselves, a label moved off what would cover it, a name shortened by its rule only
// when no spot is free, the same requests always placed the same way.
import path from 'node:path';
import { widths } from '../../scripts/font-widths.mjs';
import { fromRoot } from '../../src/paths';
import { overlaps } from '../../src/games/core/labels/box';
import { measureText } from '../../src/games/core/labels/measure';
import { placeLabels, shortenName, type LabelRequest } from '../../src/games/core/labels/place';

const FONTS = fromRoot('assets', 'fonts');

test.each([
  ['DejaVuSans.ttf', false],
  ['DejaVuSans-Bold.ttf', true],
])('text is measured with %s’s own advance widths (font-widths.ts matches the font file)', (file, bold) => {
  const font = widths(path.join(FONTS, file));
  for (const words of ['Cressingham', 'GLASGOW', 'Rothbury', 'E3 elite 3 · R2 regular · L1 levy · ○ units']) {
    const units = [...words].reduce((sum, ch) => sum + font.advance[String(ch.codePointAt(0))]!, 0);
    expect(measureText(words, 20, bold)).toBeCloseTo((units / font.unitsPerEm) * 20, 5);
  }
});

const label = (id: string, x: number, y: number, names = [id]): LabelRequest => ({
  id,
  anchor: { x, y },
  names,
  size: (n) => ({ width: n.length * 10, height: 20 }),
  near: 10,
});
const BOUNDS = { x0: 0, y0: 0, x1: 400, y1: 300 };

test('a label goes below its anchor when nothing is there, else to the next free spot', () => {
  const [free] = placeLabels([label('Scone', 200, 100)], [], BOUNDS);
  expect(free!.box).toEqual({ x0: 175, y0: 110, x1: 225, y1: 130 });
  const counter = { x0: 150, y0: 80, x1: 250, y1: 140 };
  const [moved] = placeLabels([label('Scone', 200, 100)], [counter], BOUNDS);
  expect(overlaps(moved!.box, counter)).toBe(false);
  expect(placeLabels([label('Scone', 200, 100)], [counter], BOUNDS)).toEqual([moved]);
});

test('a label never crosses the picture’s edge: Rothbury at the right edge goes left', () => {
  const [placed] = placeLabels([label('Rothbury', 395, 100)], [], BOUNDS);
  expect(placed!.box.x1).toBeLessThanOrEqual(BOUNDS.x1);
  expect(placed!.name).toBe('Rothbury');
});

test('labels placed earlier are obstacles for later ones', () => {
  const [a, b] = placeLabels([label('Stirling', 200, 100), label('Linlithgow', 200, 100)], [], BOUNDS);
  expect(overlaps(a!.box, b!.box)).toBe(false);
  expect(b!.leader ?? a!.leader ?? 'two spots in the first ring').toBeTruthy();
});

test('a name is shortened by its rule only when the full name fits nowhere', () => {
  expect(shortenName('Cressingham')).toEqual(['Cressingh.', 'Cressing.', 'Cressin.', 'Cress.', 'Cres.']);
  const walls = [
    { x0: 0, y0: 0, x1: 400, y1: 80 },
    { x0: 0, y0: 140, x1: 400, y1: 300 },
    { x0: 0, y0: 0, x1: 150, y1: 300 },
    { x0: 250, y0: 0, x1: 400, y1: 300 },
  ];
  const [placed] = placeLabels(
    [label('Cressingham', 200, 100, ['Cressingham', ...shortenName('Cressingham')])],
    walls,
    BOUNDS,
  );
  expect(placed!.name).toBe('Cressingh.');
});

test('an opaque label with no free spot stands over a hex number (left out) before it is shortened', () => {
  // Walls leave one gap below Cressingham's anchor, and a printed hex number stands in it.
  const walls = [
    { x0: 0, y0: 0, x1: 400, y1: 80 },
    { x0: 0, y0: 140, x1: 400, y1: 300 },
    { x0: 0, y0: 0, x1: 130, y1: 300 },
    { x0: 270, y0: 0, x1: 400, y1: 300 },
  ];
  const number = { id: '0504', box: { x0: 190, y0: 112, x1: 210, y1: 122 } };
  const request = label('Cressingham', 200, 100, ['Cressingham', ...shortenName('Cressingham')]);
  const [opaque] = placeLabels([{ ...request, opaque: true }], walls, BOUNDS, [number]);
  expect(opaque!.name).toBe('Cressingham');
  expect(opaque!.hides).toEqual(['0504']);
  // A label without a background never hides a number: it is shortened instead (and clears it).
  const [plain] = placeLabels([request], walls, BOUNDS, [number]);
  expect(plain!.name).not.toBe('Cressingham');
  expect(plain!.hides).toBeUndefined();
  expect(overlaps(plain!.box, number.box)).toBe(false);
  // A hex number left out is no obstacle for the labels placed after it.
  const [, next] = placeLabels(
    [{ ...request, opaque: true }, label('Scone', 200, 100)],
    walls.slice(0, 1),
    BOUNDS,
    [number],
  );
  expect(next).toBeDefined();
});

test('a free spot is taken over a hex number: an opaque label hides no number when it need not', () => {
  const number = { id: '0504', box: { x0: 190, y0: 112, x1: 210, y1: 122 } };
  const [placed] = placeLabels([{ ...label('Scone', 200, 100), opaque: true }], [], BOUNDS, [number]);
  expect(placed!.hides).toBeUndefined();
  expect(overlaps(placed!.box, number.box)).toBe(false);
});
