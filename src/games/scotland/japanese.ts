// Scotland the Brave in Japanese (issue #17): leaders, cities, strategy markers, unit types, sides and
// terrain have their Japanese beside the English in data/*.json; the Japanese order words are in
// data/orders-ja.json. Nothing here changes the English output.
import { checkData } from '../core/data-file';
import { nameIn, type Lang } from '../core/lang';
import { orderWordsSchema, wordTable, type WordTable } from '../core/order-words';
import ordersJaJson from './data/orders-ja.json' with { type: 'json' };
import {
  CITIES,
  GRADE_NAMES,
  KIND_NAMES,
  LEADERS,
  SIDE_NAMES,
  STRATEGY_MARKERS,
  TEC,
  unitType,
  leaderById,
  type Grade,
  type Side,
  type TecTerrain,
  type UnitKind,
} from './data';

const ORDER_WORDS = checkData('scotland/orders-ja.json', orderWordsSchema, ordersJaJson);

/** A leader by id; `asToomTabard` for the name the counter bears in The Toom Tabard (STB-13.1a). */
export function leaderNameIn(lang: Lang, id: string, asToomTabard = false): string {
  const leader = leaderById(id);
  if (!leader) throw new Error(`unknown leader '${id}'`);
  return nameIn(lang, asToomTabard && leader.toomTabard ? leader.toomTabard : leader);
}

/** A city by its English name or its hex. */
export function cityNameIn(lang: Lang, nameOrHex: string): string {
  const city = CITIES.find((c) => c.name === nameOrHex || c.hex === nameOrHex);
  if (!city) throw new Error(`unknown city '${nameOrHex}'`);
  return nameIn(lang, city);
}

export function markerNameIn(lang: Lang, id: string): string {
  const marker = STRATEGY_MARKERS.find((m) => m.id === id);
  if (!marker) throw new Error(`unknown strategy marker '${id}'`);
  return nameIn(lang, marker);
}

/** "正規歩兵" (regular infantry); in English the grade and kind as the reports write them. */
export function unitTypeNameIn(lang: Lang, kind: UnitKind, grade: Grade): string {
  return lang === 'ja' ? unitType(kind, grade).ja : `${grade} ${kind}`;
}

export function sideNameIn(lang: Lang, side: Side): string {
  return nameIn(lang, SIDE_NAMES[side]);
}

export function kindNameIn(lang: Lang, kind: UnitKind | 'leader'): string {
  return nameIn(lang, KIND_NAMES[kind]);
}

export function gradeNameIn(lang: Lang, grade: Grade): string {
  return nameIn(lang, GRADE_NAMES[grade]);
}

/** A TEC row, or the river, sea and firth (STB-TEC). */
export function terrainNameIn(lang: Lang, terrain: TecTerrain | 'river' | 'sea' | 'firth'): string {
  const row =
    terrain === 'river' || terrain === 'sea' || terrain === 'firth' ? TEC[terrain] : TEC.terrain[terrain];
  return lang === 'ja' ? row.ja : terrain;
}

let words: WordTable | undefined;

/** Japanese order words and names (leaders, cities, markers) -> the English tokens the grammar reads. */
export function japaneseOrderWords(): WordTable {
  words ??= wordTable(
    ORDER_WORDS,
    Object.fromEntries(STRATEGY_MARKERS.map((m) => [m.ja, m.name])),
    Object.fromEntries(CITIES.map((c) => [c.ja, c.name])),
    Object.fromEntries(
      LEADERS.flatMap((l) => [
        [l.ja, l.name],
        ...(l.toomTabard ? [[l.toomTabard.ja, l.toomTabard.name]] : []),
      ]),
    ),
  );
  return words;
}
