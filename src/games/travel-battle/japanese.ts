// Travel Battle in Japanese (issue #17): unit and board names have their Japanese beside the English
// in army.json and board-*.json; what the engine names by an id (sides, kinds, terrain, formations)
// has it in data/names-ja.json; the Japanese order words are in data/orders-ja.json. Nothing here
// changes the English output.
import { z } from 'zod';
import { checkData } from '../core/data-file';
import type { Lang } from '../core/lang';
import { nameIn } from '../core/lang';
import { orderWordsSchema, wordTable, type WordTable } from '../core/order-words';
import namesJaJson from './data/names-ja.json' with { type: 'json' };
import ordersJaJson from './data/orders-ja.json' with { type: 'json' };
import { ARMY, BOARDS, type Terrain } from './data/load';
import { KINDS, SIDES, sideName, type TbSide, type UnitKind } from './state';

const TERRAINS = ['open', 'field', 'road', 'building', 'woods'] as const satisfies readonly Terrain[];
const ja = z.string().min(1);

const NAMES = checkData(
  'travel-battle/names-ja.json',
  z.object({
    sides: z.record(z.enum(SIDES), ja),
    kinds: z.record(z.enum(KINDS), ja),
    terrain: z.record(z.enum(TERRAINS), ja),
    heights: z.array(z.object({ name: ja, ja })).length(3),
    formations: z.object({ brigade: ja, square: ja }),
    /** The word printed on a counter of the map, English and Japanese (brigadiers have none). */
    counters: z.record(z.enum(KINDS), z.object({ name: z.string(), ja: z.string() })),
  }),
  namesJaJson,
);
const ORDER_WORDS = checkData('travel-battle/orders-ja.json', orderWordsSchema, ordersJaJson);

/** A counter's name ("1st Line" / "第1戦列歩兵"); units of both sides share them. */
export function unitNameIn(lang: Lang, id: string): string {
  const entry = ARMY.find((a) => a.id === id);
  if (!entry) throw new Error(`unknown unit '${id}'`);
  return nameIn(lang, entry);
}

export function boardNameIn(lang: Lang, id: string): string {
  const board = BOARDS.find((b) => b.id === id);
  if (!board) throw new Error(`unknown board '${id}'`);
  return nameIn(lang, board);
}

export function sideNameIn(lang: Lang, side: TbSide): string {
  return lang === 'ja' ? NAMES.sides[side] : sideName(side);
}

/** Kinds, terrain and formations have no English name but their id, as the English output writes them. */
export function kindNameIn(lang: Lang, kind: UnitKind): string {
  return lang === 'ja' ? NAMES.kinds[kind] : kind;
}

export function terrainNameIn(lang: Lang, terrain: Terrain): string {
  return lang === 'ja' ? NAMES.terrain[terrain] : terrain;
}

/** Hill levels 0..2 (TB-DATA-1). */
export function heightNameIn(lang: Lang, level: number): string {
  const height = NAMES.heights[level];
  if (!height) throw new Error(`no hill level ${level}`);
  return nameIn(lang, height);
}

export function formationNameIn(lang: Lang, formation: 'brigade' | 'square'): string {
  return lang === 'ja' ? NAMES.formations[formation] : formation;
}

/** The word on a counter of the map ("Line" / "戦列"). */
export function counterWordIn(lang: Lang, kind: UnitKind): string {
  return nameIn(lang, NAMES.counters[kind]);
}

let words: WordTable | undefined;

/** Japanese order words and counter names -> the English tokens orders.ts reads. */
export function japaneseOrderWords(): WordTable {
  words ??= wordTable(ORDER_WORDS, Object.fromEntries(ARMY.map((a) => [a.ja, a.id])));
  return words;
}
