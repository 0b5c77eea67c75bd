// The static data of Scotland the Brave, validated once at module load (DATA.md says what is original
// and what is reconstructed). The map and its lookups are in map.ts and re-exported here.
import type { HexId } from '../../core/hex';
import rawUnits from './units.json' with { type: 'json' };
import rawLeaders from './leaders.json' with { type: 'json' };
import rawMarkers from './markers.json' with { type: 'json' };
import rawForage from './forage.json' with { type: 'json' };
import rawTec from './tec.json' with { type: 'json' };
import rawTurns from './turns.json' with { type: 'json' };
import rawRebellion from './setup-rebellion.json' with { type: 'json' };
import rawToomTabard from './setup-toom-tabard.json' with { type: 'json' };
import { cityAt, cityNamed, countryOf, terrainOf } from './map';
import {
  forageSchema,
  leadersFileSchema,
  markersFileSchema,
  setupFileSchema,
  tecSchema,
  turnsFileSchema,
  unitsFileSchema,
  type Grade,
  type Leader,
  type Side,
  type TecRow,
  type TecTerrain,
  type Turn,
  type UnitKind,
  type UnitType,
} from './schema';

export * from './map';
export type * from './schema';

const units = unitsFileSchema.parse(rawUnits);
const turns = turnsFileSchema.parse(rawTurns);

/** The sides, unit kinds and grades by name, English and Japanese (issue #17). */
export const SIDE_NAMES = units.sides;
export const KIND_NAMES = units.kinds;
export const GRADE_NAMES = units.grades;
/** Combat values per type and grade (STB-2.2a, STB-DATA-2). */
export const UNIT_TYPES: readonly UnitType[] = units.unitTypes;
/** Movement allowances (STB-4.1a). */
export const MOVEMENT = units.movement;
/** The 140 counters (STB-2.0, STB-DATA-2): combat counters per side/type/grade, and the rest. */
export const COUNTER_MIX = units.counterMix;
/** The 12 leaders (STB-DATA-3). */
export const LEADERS: readonly Leader[] = leadersFileSchema.parse(rawLeaders).leaders;
/** The strategy marker cup (STB-10.0, STB-DATA-4). */
export const STRATEGY_MARKERS = markersFileSchema.parse(rawMarkers).strategyMarkers;
/** The Foraging Table (STB-6.0, STB-DATA-5). */
export const FORAGE = forageSchema.parse(rawForage);
/** The Terrain Effects Chart (STB-TEC). */
export const TEC = tecSchema.parse(rawTec);
/** The Turn Record Track (STB-DATA-6) of each scenario, first turn first. */
export const TURNS: { rebellion: readonly Turn[]; toomTabard: readonly Turn[] } = turns;
export const MAX_ENGLISH_LEVIES = turns.maxEnglishLevies;
/** STB-13.3 / STB-AMB-60: marker hands in The Toom Tabard. */
export const TOOM_TABARD_MARKERS = turns.toomTabardMarkers;
/** Set-ups in the order of STB-AMB-83: The Rebellion (12.1) and The Toom Tabard (13.2). */
export const SETUP_REBELLION = setupFileSchema.parse(rawRebellion);
export const SETUP_TOOM_TABARD = setupFileSchema.parse(rawToomTabard);

export function unitType(kind: UnitKind, grade: Grade): UnitType {
  const t = UNIT_TYPES.find((u) => u.kind === kind && u.grade === grade);
  if (!t) throw new Error(`no unit type ${grade} ${kind}`);
  return t;
}

/** How many counters of this side, type and grade exist (STB-9.1.3, STB-11.2.2c). */
export function counterLimit(side: Side, kind: UnitKind, grade: Grade): number {
  return COUNTER_MIX.combat.find((e) => e.side === side && e.kind === kind && e.grade === grade)?.count ?? 0;
}

export function leaderById(id: string): Leader | undefined {
  return LEADERS.find((l) => l.id === id);
}

/** The TEC row of a land hex: its city's if it has one (STB-AMB-88), else its terrain's. */
export function tecTerrainOf(hex: HexId): TecTerrain | undefined {
  const city = cityAt(hex);
  if (city) return city.major ? 'major-city' : 'city';
  const t = terrainOf(hex);
  return t === undefined || t === 'sea' ? undefined : t;
}

export function tecRow(hex: HexId): TecRow | undefined {
  const t = tecTerrainOf(hex);
  return t && TEC.terrain[t];
}

/** STB-6.0b/e/f: how many combat units of a side this hex supplies in this month (1-12). */
export function forageLimit(hex: HexId, side: Side, month: number): number {
  const t = tecTerrainOf(hex);
  if (!t) return 0;
  const limit = FORAGE.limits[t][FORAGE.winterMonths.includes(month) ? 'winter' : 'normal'];
  return side === 'scots' && countryOf(hex) === 'scotland' ? limit + FORAGE.scotsInScotlandBonus : limit;
}

/** The home city of a noble (STB-11.3c), with its hex. */
export function homeCityOf(leaderId: string) {
  const name = leaderById(leaderId)?.homeCity;
  return name === undefined ? undefined : cityNamed(name);
}
