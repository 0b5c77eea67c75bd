// The 30 cities: a town mark in the hex and the name on a label coloured by its loyalty marker
// (STB-11.1): blue pro-Scottish, red pro-English. Major cities (STB-TEC.major-city-list) get a
// larger mark and a capitalised name. The name goes below the mark when nothing is there, else to
// the nearest free spot (core/labels/place.ts), shortened by its rule only when no spot is free.
import { measureText } from '../../core/labels/measure';
import { Paint } from '../../core/labels/paint';
import { shortenName, type LabelRequest, type PlacedLabel } from '../../core/labels/place';
import { paintTag } from '../../core/labels/shapes';
import { el } from '../../core/svg';
import { CITIES, type City } from '../data';
import { LOYALTY_COLOURS } from './colours';
import { centre, HEX } from './layout';
import type { Loyalty, MapWords } from './types';

function mark(city: City): string {
  const c = centre(city.hex);
  const s = HEX * (city.major ? 0.5 : 0.34);
  const square = (z: number, w: number) =>
    el('rect', {
      x: c.x - z / 2,
      y: c.y - z / 2,
      width: z,
      height: z,
      fill: '#fff',
      stroke: '#222',
      strokeWidth: w,
    });
  return city.major ? square(s, 3) + square(s * 0.55, 2) : square(s, 2.5);
}

/** City marks, drawn under the counters. */
export function drawCityMarks(): string {
  return el('g', { class: 'city-marks' }, CITIES.map(mark));
}

const fontSize = (city: City) => (city.major ? 15 : 14);
const nameOf = (city: City, say: MapWords) => (city.major ? say(city.name).toUpperCase() : say(city.name));

/** Where each city's name may go: below its mark first, as printed. Major cities first (placed
 * first, they get the best spots). */
export function cityRequests(say: MapWords): LabelRequest[] {
  const ordered = [...CITIES.filter((c) => c.major), ...CITIES.filter((c) => !c.major)];
  return ordered.map((city) => {
    const size = fontSize(city);
    const name = nameOf(city, say);
    return {
      id: city.name,
      anchor: centre(city.hex),
      names: [name, ...shortenName(name)],
      size: (n: string) => ({ width: measureText(n, size, true) + 8, height: size * 1.44 }),
      near: HEX * 0.64 - size * 0.72,
      opaque: true,
    };
  });
}

/** The name labels, over the counters. */
export function drawCityLabels(placed: readonly PlacedLabel[], loyalty: Record<string, Loyalty>): Paint {
  const inner = new Paint();
  for (const p of placed) {
    const city = CITIES.find((c) => c.name === p.id)!;
    const size = fontSize(city);
    const colour = LOYALTY_COLOURS[loyalty[city.name] ?? 'english'];
    const style = { size, ink: colour.ink, fill: colour.fill, stroke: '#fff', strokeWidth: 1.5, rx: 4 };
    const label = paintTag(p, style, `city ${city.name}`, `city ${city.name} label`);
    inner.group(
      'g',
      { class: 'city', dataCity: city.name, dataLoyalty: loyalty[city.name] ?? 'english' },
      label,
    );
  }
  return new Paint().group('g', { class: 'city-labels' }, inner);
}
