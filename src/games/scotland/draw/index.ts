// drawMap(scene) -> the Scotland the Brave map as an SVG document: the printed map (terrain,
// rivers, firths, border, cities with their loyalty), the stacks, and this step's marches and
// battles. Pure: the same scene always gives the same text. Arrows run under the counters; every
// name and tag is placed where no counter, arrow, tag or other text covers it (core/labels), and
// mapPicture gives what each part covers so a test can check it.
import { boxAt, overlaps, type Box } from '../../core/labels/box';
import { textBox } from '../../core/labels/measure';
import { Paint, type MapPicture } from '../../core/labels/paint';
import { placeLabels, type LabelRequest } from '../../core/labels/place';
import { leaderLines } from '../../core/labels/shapes';
import { el, staticLayer, svgDocument, type TextOptions } from '../../core/svg';
import { MAP } from '../data';
import { cityRequests, drawCityLabels, drawCityMarks } from './cities';
import { arrowCover, battleTagRequest, drawBattleTags, drawMarches, drawRings, marchLine } from './events';
import { centre, HEADER, HEX, HEIGHT, LEGEND_HEIGHT, WIDTH } from './layout';
import { legend, titleBand } from './legend';
import { counterCover, drawStacks, placeCounters } from './stacks';
import { drawHexIds, drawTerrain, HEX_ID_STYLE, hexIdAt, landHexes } from './terrain';
import type { MapWords, Scene } from './types';

export type * from './types';

// The printed map is the same in every picture and most of the drawing's work: drawn once for each
// language ('' the printed English).
const mapLayers = new Map<string, Paint>();

function printedMap(key: string, say?: MapWords): Paint {
  let layer = mapLayers.get(key);
  if (layer === undefined) {
    layer = new Paint()
      .plain(el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#fff' }))
      .add(drawTerrain(say));
    mapLayers.set(key, layer);
  }
  return layer;
}

const COUNTRY_STYLE: TextOptions = { size: 24, bold: true, fill: '#6b5a44', halo: '#fff' };
// A country's name goes in the first of its hexes where nothing else is (else it is left out): a third of a hex below
// the centre, in the band between the hex numbers of its column and of the columns beside it.
const COUNTRIES = [
  {
    name: 'SCOTLAND',
    hexes: ['0302', '0202', '0402', '0303', '0203', '0403', '0301', '0201', '0401', '0304', '0204'],
    style: COUNTRY_STYLE,
  },
  {
    name: 'ENGLAND',
    hexes: ['1010', '0910', '1110', '1009', '0909', '1109', '1011', '0911', '1111'],
    style: { ...COUNTRY_STYLE, fill: '#7a1020' },
  },
];
const COUNTRY_DROP = HEX * 0.6;

function countryRequests(say: MapWords): LabelRequest[] {
  return COUNTRIES.map((c) => ({
    id: c.name,
    anchor: centre(c.hexes[0]!),
    spots: c.hexes.map((h) => ({ x: centre(h).x, y: centre(h).y + COUNTRY_DROP })),
    names: [say(c.name)],
    size: (n: string) => {
      const b = textBox({ x: 0, y: 0 }, n, c.style);
      return { width: b.x1 - b.x0, height: b.y1 - b.y0 };
    },
    near: 0,
    prefer: 'on' as const,
    leader: false,
    optional: true,
  }));
}

/** The map between the title band and the key: where names may go. */
const MAP_AREA: Box = boxAt(0, HEADER, WIDTH, HEIGHT - LEGEND_HEIGHT - HEADER);

/** The scene as an SVG document with the boxes of what it draws. */
export function mapPicture(scene: Scene, words?: { lang: string; say: MapWords }): MapPicture {
  const say = words?.say ?? ((english: string) => english);
  const printed = printedMap(words?.lang ?? '', words?.say);
  const counters = placeCounters(scene.stacks);
  const counterBoxes = counters.flatMap(counterCover);
  const marches = scene.marches ?? [];
  const lines = marches.map((m) => marchLine(m, counterBoxes));
  const arrowBoxes = lines.flatMap(arrowCover);
  // A hex number an arrow runs over is printed again over the arrow, with a halo.
  const hidden = landHexes().filter((h) =>
    arrowBoxes.some((a) => overlaps(a, textBox(hexIdAt(h), h, HEX_ID_STYLE))),
  );
  const HALOED = { ...HEX_ID_STYLE, halo: '#fff' };
  const hexNumbers = landHexes().map((h) => ({
    id: h,
    box: textBox(hexIdAt(h), h, hidden.includes(h) ? HALOED : HEX_ID_STYLE),
  }));
  const fixedText = printed.marks.filter((m) => m.kind === 'text').map((m) => m.box);
  const battles = (scene.battles ?? []).filter((b) => MAP.has(b.hex));
  // Tags first (the step's news), then the cities, then the countries' names where room is left.
  // A tag or a city's label with no free spot stands over a hex number (left out) before it is
  // shortened.
  const requests = [...battles.map(battleTagRequest), ...cityRequests(say), ...countryRequests(say)];
  const placed = placeLabels(requests, [...counterBoxes, ...arrowBoxes, ...fixedText], MAP_AREA, hexNumbers);
  const covered = new Set(placed.flatMap((p) => p.hides ?? []));
  const tags = placed.filter((p) => p.id.startsWith('battle '));
  const countries = placed.filter((p) => COUNTRIES.some((c) => c.name === p.id));
  const cities = placed.filter((p) => !tags.includes(p) && !countries.includes(p));

  const paint = new Paint()
    .plain(staticLayer(printed.parts))
    .add({ parts: [], marks: printed.marks })
    .add(drawHexIds(new Set([...hidden, ...covered])))
    .add(titleBand(scene.title, scene.subtitle))
    .plain(drawCityMarks())
    .plain(drawRings(battles))
    .plain(leaderLines(placed))
    .add(drawMarches(marches, lines));
  for (const h of hidden)
    if (!covered.has(h)) paint.text(hexIdAt(h), h, HALOED, `hex number ${h} over an arrow`);
  paint.add(drawStacks(counters));
  for (const p of countries) {
    const style = COUNTRIES.find((c) => c.name === p.id)!.style;
    // text() centres the glyphs' middle on its point; the placed box is the ink's box, a little lower.
    const ink = textBox({ x: 0, y: 0 }, p.name, style);
    paint.text({ x: p.at.x, y: p.at.y - (ink.y0 + ink.y1) / 2 }, p.name, style, `country ${p.name}`);
  }
  paint
    .add(drawCityLabels(cities, scene.loyalty ?? {}))
    .add(drawBattleTags(tags))
    .add(legend(words?.say));
  return {
    svg: svgDocument(WIDTH, HEIGHT, paint.parts, scene.title),
    marks: paint.marks,
    width: WIDTH,
    height: HEIGHT,
  };
}

/**
 * The scene as an SVG document; `words` gives the map's own words in another language, and `lang`
 * names it (the printed map is kept per language). Without them, the printed English.
 */
export function drawMap(scene: Scene, words?: { lang: string; say: MapWords }): string {
  return mapPicture(scene, words).svg;
}
