// Zod schemas for the static data of Scotland the Brave (STB-DATA-1..9). The JSON files beside this
// one are the editable source; index.ts validates them once at module load.
import { z } from 'zod';

const hexId = z.string().regex(/^\d{4}$/, 'a hex id is CCRR');
const hexsidePair = z.string().regex(/^\d{4}\/\d{4}$/, 'a hexside is "CCRR/CCRR"');
/** A name in Japanese, beside the English (issue #17). */
const ja = z.string().min(1);
const namedSchema = z.object({ name: z.string().min(1), ja });

export const sideSchema = z.enum(['scots', 'english']);
export type Side = z.infer<typeof sideSchema>;
export const countrySchema = z.enum(['scotland', 'england']);
export type Country = z.infer<typeof countrySchema>;
export const unitKindSchema = z.enum(['infantry', 'cavalry']);
export type UnitKind = z.infer<typeof unitKindSchema>;
export const gradeSchema = z.enum(['levy', 'regular', 'elite']);
export type Grade = z.infer<typeof gradeSchema>;
/** Hex terrain as printed on the map (STB-TEC); a city is a feature on top (STB-AMB-88). */
export type MapTerrain = 'clear' | 'wooded' | 'mountain' | 'sea';
/** The TEC row that applies to a hex: a city's row replaces its hex terrain (STB-AMB-88). */
export const tecTerrainSchema = z.enum(['clear', 'wooded', 'mountain', 'city', 'major-city']);
export type TecTerrain = z.infer<typeof tecTerrainSchema>;

export const mapFileSchema = z.object({
  columns: z.number().int().positive(),
  rows: z.number().int().positive(),
  /** One string per row; cells C/W/M/S (lower case = England), trailing * = coastal. */
  grid: z.array(z.string()),
  rivers: z.record(z.string(), z.array(hexsidePair)),
  firths: z.record(z.string(), z.array(hexsidePair)),
  /** Coastal hexes whose sea lies off the map edge. */
  edgeCoast: z.array(hexId),
});

export const citySchema = z.object({
  name: z.string().min(1),
  ja,
  hex: hexId,
  country: countrySchema,
  major: z.boolean(),
  lat: z.number(),
  lon: z.number(),
  /** Why the city is not in the hex its true position falls in (two cities never share a hex). */
  moved: z.string().optional(),
});
export type CityData = z.infer<typeof citySchema>;
export const citiesFileSchema = z.object({ cities: z.array(citySchema) });

export const unitTypeSchema = z.object({
  kind: unitKindSchema,
  grade: gradeSchema,
  ja,
  full: z.number().int().positive(),
  reduced: z.number().int().positive(),
});
export type UnitType = z.infer<typeof unitTypeSchema>;

export const counterMixEntrySchema = z.object({
  side: sideSchema,
  kind: unitKindSchema,
  grade: gradeSchema,
  count: z.number().int().nonnegative(),
});
export type CounterMixEntry = z.infer<typeof counterMixEntrySchema>;

export const unitsFileSchema = z.object({
  sides: z.record(sideSchema, namedSchema),
  kinds: z.record(z.enum(['infantry', 'cavalry', 'leader']), namedSchema),
  grades: z.record(gradeSchema, namedSchema),
  unitTypes: z.array(unitTypeSchema).length(6),
  movement: z.object({ infantry: z.number().int(), cavalry: z.number().int(), leader: z.number().int() }),
  counterMix: z.object({
    combat: z.array(counterMixEntrySchema).length(12),
    leaders: z.number().int(),
    loyaltyMarkers: z.number().int(),
    strategyMarkers: z.number().int(),
    admin: z.array(z.string()),
    total: z.number().int(),
  }),
});
export type UnitsFile = z.infer<typeof unitsFileSchema>;
export type CounterMix = UnitsFile['counterMix'];
export type MovementAllowances = UnitsFile['movement'];

export const leaderSchema = z.object({
  id: z.string().regex(/^[a-z]+$/),
  name: z.string(),
  ja,
  side: sideSchema,
  /** rebel: always pro-Scottish, no home city (Wallace, Murray; STB-11.3a/c); noble: has a home city. */
  role: z.enum(['rebel', 'noble', 'english']),
  initiative: z.number().int().min(1).max(6),
  command: z.number().int().min(1).max(2),
  /** STB-8.5b / 8.5.3a: killed on a casualty roll of this or less. */
  killedOn: z.number().int().min(1).max(2),
  /** STB-8.5.3b: Wallace's or Edward's death ends the game. */
  deathEndsGame: z.boolean(),
  /** STB-9.1.1e: Wallace and Murray raise only infantry levies. */
  infantryLeviesOnly: z.boolean(),
  homeCity: z.string().optional(),
  /** STB-13.1a: who this counter stands for in The Toom Tabard. */
  toomTabard: z.object({ name: z.string(), ja, initiative: z.number().int(), command: z.number().int() }).optional(),
});
export type Leader = z.infer<typeof leaderSchema>;
export const leadersFileSchema = z.object({ leaders: z.array(leaderSchema) });

export const strategyMarkerSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string(),
  ja,
  count: z.number().int().positive(),
  user: z.enum(['either', 'scots', 'english']),
});
export type StrategyMarker = z.infer<typeof strategyMarkerSchema>;
export const markersFileSchema = z.object({ strategyMarkers: z.array(strategyMarkerSchema).length(17) });

const limitSchema = z.object({ normal: z.number().int(), winter: z.number().int() });
export const forageSchema = z.object({
  limits: z.record(tecTerrainSchema, limitSchema),
  winterMonths: z.array(z.number().int().min(1).max(12)),
  scotsInScotlandBonus: z.number().int(),
});
export type Forage = z.infer<typeof forageSchema>;

const tecRowSchema = z.object({
  ja,
  mp: z.number().int(),
  defenderAdvantage: z.boolean(),
  attackerPenalty: z.number().int(),
});
export type TecRow = z.infer<typeof tecRowSchema>;
export const tecSchema = z.object({
  terrain: z.record(tecTerrainSchema, tecRowSchema),
  river: z.object({ ja, mpPlus: z.number().int(), defenderAdvantageFirstRoundOnly: z.boolean() }),
  sea: z.object({ ja, enterable: z.literal(false) }),
  firth: z.object({ ja, crossable: z.literal(false) }),
  majorCities: z.array(z.string()),
});
export type Tec = z.infer<typeof tecSchema>;

export const eventKeySchema = z.enum([
  'scots-may-not-enter-england',
  'english-restrictions-1297',
  'no-loyal-scots',
  'reinforcement-murray',
  'reinforcement-edward',
]);
export type TurnEvent = z.infer<typeof eventKeySchema>;

export const turnSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  name: z.string(),
  /** STB-10.0b: strategy markers each player draws (Rebellion only; 13.3 counts for Toom Tabard). */
  markers: z.number().int().optional(),
  /** STB-9.1.2 (STB-AMB-34/35): base number, +1 on a die roll of 1; exact = no fewer (STB-13.5b). */
  englishLevies: z.object({ base: z.number().int(), plusOneOnRoll1: z.boolean(), exact: z.boolean().optional() }),
  events: z.array(eventKeySchema).optional(),
  history: z.string().optional(),
});
export type Turn = z.infer<typeof turnSchema>;

export const turnsFileSchema = z.object({
  maxEnglishLevies: z.number().int(),
  eventKeys: z.record(eventKeySchema, z.string()),
  rebellion: z.array(turnSchema),
  toomTabard: z.array(turnSchema),
  toomTabardMarkers: z.object({
    englishStart: z.number().int(),
    scotsStart: z.number().int(),
    englishPerTurn: z.number().int(),
    englishPerNeutralNoble: z.number().int(),
    scotsPerTurn: z.number().int(),
    scotsPerProScottishNoble: z.number().int(),
  }),
});
export type TurnsFile = z.infer<typeof turnsFileSchema>;

const unitCountSchema = z.object({ kind: unitKindSchema, grade: gradeSchema, count: z.number().int().positive() });
export type UnitCount = z.infer<typeof unitCountSchema>;

export const setupStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('loyalty'),
    clause: z.string(),
    /** all-english: STB-11.1b / 12.1.1; scottish-where-scots-stand: STB-AMB-59. */
    rule: z.enum(['all-english', 'scottish-where-scots-stand']),
  }),
  z.object({
    kind: z.literal('nobles'),
    clause: z.string(),
    nobles: z.array(z.object({ leader: z.string(), state: z.enum(['neutral', 'pro-scottish']) })),
    /** STB-AMB-53: each noble draws one unit of these grades from the Scottish pool. */
    randomUnitGrades: z.array(gradeSchema),
    /** Counters set aside before the draw (STB-AMB-53, STB-AMB-58). */
    setAside: z.array(unitCountSchema),
  }),
  z.object({
    kind: z.literal('place'),
    clause: z.string(),
    side: sideSchema,
    where: z.enum(['city', 'unoccupied-scottish-city', 'non-city-scotland', 'any-scotland']),
    city: z.string().optional(),
    /** one-stack: everything in one hex (STB-AMB-87); one-unit-per-hex: STB-12.1.3a / AMB-54. */
    spread: z.enum(['one-stack', 'one-unit-per-hex']),
    units: z.array(unitCountSchema),
    leaders: z.array(z.string()),
  }),
]);
export type SetupStep = z.infer<typeof setupStepSchema>;
export const setupFileSchema = z.object({
  scenario: z.enum(['rebellion', 'toom-tabard']),
  steps: z.array(setupStepSchema),
});
export type Setup = z.infer<typeof setupFileSchema>;
