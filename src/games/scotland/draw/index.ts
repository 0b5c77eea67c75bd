// drawMap(scene) -> the Scotland the Brave map as an SVG document: the printed map (terrain,
// rivers, firths, border, cities with their loyalty), the stacks, and this step's marches and
// battles. Pure: the same scene always gives the same text. Counters go over city labels (a counter
// spilling into a neighbour matters more than the neighbour's name), arrows over counters.
import { el, staticLayer, svgDocument } from '../../core/svg';
import { drawCities } from './cities';
import { drawBattles, drawMarches } from './events';
import { HEIGHT, WIDTH } from './layout';
import { legend, titleBand } from './legend';
import { drawStacks } from './stacks';
import { drawTerrain } from './terrain';
import type { Scene } from './types';

export type * from './types';

// The printed map is the same in every picture and most of the drawing's work: drawn once.
let mapLayer: string | undefined;

export function drawMap(scene: Scene): string {
  mapLayer ??= staticLayer([
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#fff' }),
    drawTerrain(),
  ]);
  const cities = drawCities(scene.loyalty);
  const battles = drawBattles(scene.battles);
  return svgDocument(
    WIDTH,
    HEIGHT,
    [
      mapLayer,
      titleBand(scene.title, scene.subtitle),
      cities.marks,
      cities.labels,
      battles.rings,
      drawStacks(scene.stacks),
      drawMarches(scene.marches),
      battles.labels,
      legend(),
    ],
    scene.title,
  );
}
