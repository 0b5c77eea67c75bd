// The 30 cities: a town mark in the hex and the name on a label coloured by its loyalty marker
// (STB-11.1): blue pro-Scottish, red pro-English. Major cities (STB-TEC.major-city-list) get a
// larger mark and a capitalised name.
import { el, text } from '../../core/svg';
import { CITIES, type City } from '../data';
import { LOYALTY_COLOURS } from './colours';
import { centre, HEX, labelWidth } from './layout';
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

function label(city: City, loyalty: Loyalty, say: MapWords): string {
  const c = centre(city.hex);
  const name = city.major ? say(city.name).toUpperCase() : say(city.name);
  const size = city.major ? 15 : 14;
  const w = labelWidth(name, size, true) + 8;
  const y = c.y + HEX * 0.64;
  const colour = LOYALTY_COLOURS[loyalty];
  return el('g', { class: 'city', dataCity: city.name, dataLoyalty: loyalty }, [
    el('rect', {
      x: c.x - w / 2,
      y: y - size * 0.72,
      width: w,
      height: size * 1.44,
      rx: 4,
      fill: colour.fill,
      stroke: '#fff',
      strokeWidth: 1.5,
    }),
    text({ x: c.x, y }, name, { size, bold: true, fill: colour.ink }),
  ]);
}

/** City marks (under the counters) and name labels (over them). */
export function drawCities(
  loyalty: Record<string, Loyalty> = {},
  say: MapWords = (english) => english,
): { marks: string; labels: string } {
  return {
    marks: el('g', { class: 'city-marks' }, CITIES.map(mark)),
    labels: el(
      'g',
      { class: 'city-labels' },
      CITIES.map((c) => label(c, loyalty[c.name] ?? 'english', say)),
    ),
  };
}
