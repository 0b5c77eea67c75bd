// Loads the game's data files (units, CRT, TEC, map, setup) once. They are static assets shipped
// with the code, read at first use; everything computed from them is pure.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

function dataFile(name: string): string {
  return readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8');
}

const unitSchema = z.object({
  id: z.string(),
  name: z.string(),
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

const tecSchema = z.object({
  hexes: z.record(
    z.string(),
    z.object({ mp: z.number(), defence: z.number(), wholeTurn: z.boolean().optional() }),
  ),
  hexsides: z.record(
    z.string(),
    z.object({
      mpPlus: z.number().optional(),
      defence: z.number().optional(),
      crossesCreek: z.boolean().optional(),
      paidOnRoad: z.boolean().optional(),
      impassable: z.boolean().optional(),
    }),
  ),
  road: z.object({ mp: z.number() }),
  maxDefence: z.number(),
});
export type TecData = z.infer<typeof tecSchema>;

let units: UnitData[] | undefined;
let crt: CrtData | undefined;
let tec: TecData | undefined;

export function unitTable(): UnitData[] {
  units ??= z
    .object({ units: z.array(unitSchema).length(25) })
    .parse(JSON.parse(dataFile('units.json'))).units;
  return units;
}

export function crtData(): CrtData {
  if (!crt) {
    crt = crtSchema.parse(JSON.parse(dataFile('crt.json')));
    for (const col of crt.columns)
      if (!crt.results[col]) throw new Error(`crt.json: column ${col} has no results`);
  }
  return crt;
}

export function tecData(): TecData {
  tec ??= tecSchema.parse(JSON.parse(dataFile('tec.json')));
  return tec;
}

let mapText: string | undefined;
let setupText: string | undefined;

export function standardMapText(): string {
  mapText ??= dataFile('map.txt');
  return mapText;
}

export function standardSetupText(): string {
  setupText ??= dataFile('setup.txt');
  return setupText;
}
