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
import type { MapWords, Scene } from './types';

export type * from './types';

// The printed map is the same in every picture and most of the drawing's work: drawn once for each
// language ('' the printed English).
const mapLayers = new Map<string, string>();

/**
 * The scene as an SVG document; `words` gives the map's own words in another language, and `lang`
 * names it (the printed map is kept per language). Without them, the printed English.
 */
export function drawMap(scene: Scene, words?: { lang: string; say: MapWords }): string {
  const key = words?.lang ?? '';
  let mapLayer = mapLayers.get(key);
  if (mapLayer === undefined) {
    mapLayer = staticLayer([
      el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#fff' }),
      drawTerrain(words?.say),
    ]);
    mapLayers.set(key, mapLayer);
  }
  const cities = drawCities(scene.loyalty, words?.say);
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
      legend(words?.say),
    ],
    scene.title,
  );
}
