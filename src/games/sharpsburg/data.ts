// The game's data files (units, CRT, TEC, map, setup), imported as JSON and checked once by their
// schemas (core/data-file.ts); everything computed from them is pure.
import { z } from 'zod';
import { checkData, textData } from '../core/data-file';
import { orderWordsSchema, type OrderWords } from '../core/order-words';
import crtJson from './data/crt.json' with { type: 'json' };
import mapJson from './data/map.json' with { type: 'json' };
import ordersJaJson from './data/orders-ja.json' with { type: 'json' };
import placesJson from './data/places.json' with { type: 'json' };
import setupJson from './data/setup.json' with { type: 'json' };
import tecJson from './data/tec.json' with { type: 'json' };
import unitsJson from './data/units.json' with { type: 'json' };
import textsJaJson from './data/texts-ja.json' with { type: 'json' };
import { sentenceTableSchema, type SentenceTable } from '../core/sentences';

const unitSchema = z.object({
  id: z.string(),
  name: z.string(),
  ja: z.string().min(1),
  side: z.enum(['union', 'confederate']),
  type: z.enum(['infantry', 'cavalry', 'artillery']),
  strength: z.number().int().positive(),
  ma: z.number().int().nonnegative(),
  flags: z.array(z.string()).optional(),
});
export type UnitData = z.infer<typeof unitSchema>;

const resultCode = z.enum(['AE', 'DE', 'AR', 'DR', 'EN', 'EX']);
export type CrtResult = z.infer<typeof resultCode>;
const crtSchema = z.object({
  columns: z.array(z.string().regex(/^\d+-\d+$/)),
  results: z.record(z.string(), z.array(resultCode).length(6)),
});
export type CrtData = z.infer<typeof crtSchema>;

const namedSchema = z.object({ name: z.string().min(1), ja: z.string().min(1) });
export type NamedData = z.infer<typeof namedSchema>;

const tecSchema = z.object({
  hexes: z.record(
    z.string(),
    z.object({
      ja: z.string().min(1),
      mp: z.number(),
      defence: z.number(),
      wholeTurn: z.boolean().optional(),
    }),
  ),
  hexsides: z.record(
    z.string(),
    z.object({
      ja: z.string().min(1),
      mpPlus: z.number().optional(),
      defence: z.number().optional(),
      crossesCreek: z.boolean().optional(),
      paidOnRoad: z.boolean().optional(),
      impassable: z.boolean().optional(),
    }),
  ),
  road: z.object({ ja: z.string().min(1), mp: z.number() }),
  maxDefence: z.number(),
});
export type TecData = z.infer<typeof tecSchema>;

const unitsFile = checkData(
  'sharpsburg/units.json',
  z.object({
    sides: z.object({ union: namedSchema, confederate: namedSchema }),
    units: z.array(unitSchema).length(25),
  }),
  unitsJson,
);
const units: UnitData[] = unitsFile.units;
const places: NamedData[] = checkData(
  'sharpsburg/places.json',
  z.object({ places: z.array(namedSchema) }),
  placesJson,
).places;
const ordersJa: OrderWords = checkData('sharpsburg/orders-ja.json', orderWordsSchema, ordersJaJson);

const crt: CrtData = checkData('sharpsburg/crt.json', crtSchema, crtJson);
for (const col of crt.columns)
  if (!crt.results[col]) throw new Error(`game data sharpsburg/crt.json: column ${col} has no results`);

const tec: TecData = checkData('sharpsburg/tec.json', tecSchema, tecJson);
const mapText = textData('sharpsburg/map.json', mapJson);
const setupText = textData('sharpsburg/setup.json', setupJson);

export function unitTable(): UnitData[] {
  return units;
}

export function sideTable(): Record<UnitData['side'], NamedData> {
  return unitsFile.sides;
}

/** The names on the map (town, roads, labels) with their Japanese. */
export function placeTable(): NamedData[] {
  return places;
}

/** The Japanese order words (data/orders-ja.json). */
const textsJa: SentenceTable = checkData('sharpsburg/texts-ja.json', sentenceTableSchema, textsJaJson);

/** The rules' English sentences and their Japanese (issue #17). */
export function textsJaData(): SentenceTable {
  return textsJa;
}

export function ordersJaData(): OrderWords {
  return ordersJa;
}

export function crtData(): CrtData {
  return crt;
}

export function tecData(): TecData {
  return tec;
}

export function standardMapText(): string {
  return mapText;
}

export function standardSetupText(): string {
  return setupText;
}
