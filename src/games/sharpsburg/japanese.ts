// Sharpsburg in Japanese (issue #17): the names of units, sides, terrain and places come from the data
// files, where each English name has its Japanese beside it; the Japanese order words come from
// data/orders-ja.json. Nothing here changes the English output.
import { nameIn, type Lang } from '../core/lang';
import { wordTable, type WordTable } from '../core/order-words';
import { ordersJaData, placeTable, sideTable, tecData, unitTable } from './data';
import { unit, type SideId } from './units';

export function unitNameIn(lang: Lang, id: string): string {
  return nameIn(lang, unit(id));
}

export function sideNameIn(lang: Lang, side: SideId): string {
  return nameIn(lang, sideTable()[side]);
}

/** A TEC terrain ('clear', 'town', 'woods', 'ridge', 'bridge', 'ford', 'creek', 'road'). */
export function terrainNameIn(lang: Lang, terrain: string): string {
  const tec = tecData();
  const row = terrain === 'road' ? tec.road : (tec.hexes[terrain] ?? tec.hexsides[terrain]);
  if (!row) throw new Error(`unknown terrain '${terrain}'`);
  return lang === 'ja' ? row.ja : terrain;
}

/** A name on the map (the town, a road, a label), by its English name. */
export function placeNameIn(lang: Lang, english: string): string {
  const place = placeTable().find((p) => p.name === english);
  if (!place) throw new Error(`unknown place '${english}'`);
  return nameIn(lang, place);
}

let words: WordTable | undefined;

/** Japanese order words and unit names -> the English tokens orders.ts reads. */
export function japaneseOrderWords(): WordTable {
  words ??= wordTable(ordersJaData(), Object.fromEntries(unitTable().map((u) => [u.ja, u.id])));
  return words;
}
