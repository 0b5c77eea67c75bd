// The counters (SH-COMP-2..6, SH-DATA-2): static facts about each unit, from data/units.json.
import { unitTable } from './data';
import type { UnitData } from './data';

export type SideId = 'union' | 'confederate';
export const SIDES: readonly SideId[] = ['union', 'confederate'];
export type Unit = UnitData;

let byId: Map<string, Unit> | undefined;

function index(): Map<string, Unit> {
  byId ??= new Map(unitTable().map((u) => [u.id, u]));
  return byId;
}

export function unit(id: string): Unit {
  const u = index().get(id);
  if (!u) throw new Error(`unknown unit '${id}'`);
  return u;
}

/** The side of a unit, or undefined for an id the game does not have. */
export function unitSide(id: string): SideId | undefined {
  return index().get(id)?.side;
}

export function isUnitId(id: string): boolean {
  return index().has(id);
}

export function allUnits(): readonly Unit[] {
  return unitTable();
}

export function enemyOf(side: SideId): SideId {
  return side === 'union' ? 'confederate' : 'union';
}

export function sideName(side: SideId): string {
  return side === 'union' ? 'Union' : 'Confederate';
}

/** Corps (Union) and divisions (Confederate) are the infantry units (SH-COMP-4). */
export function isInfantry(id: string): boolean {
  return unit(id).type === 'infantry';
}

export function isArtillery(id: string): boolean {
  return unit(id).type === 'artillery';
}

/** "I Corps (I)" style label for reports. */
export function label(id: string): string {
  const u = unit(id);
  return u.name.startsWith(`${u.id} `) ? u.name : `${u.name} (${u.id})`;
}

/**
 * Words a player may use for a unit: its id, its name without spaces, and the first word of its
 * name ("hood", "mclaws") when no other unit shares it.
 */
export function aliases(): ReadonlyMap<string, string> {
  // Built once: the table is static, and the parser asks for it at every unit a line names.
  aliasMap ??= buildAliases();
  return aliasMap;
}

let aliasMap: Map<string, string> | undefined;

function buildAliases(): Map<string, string> {
  const out = new Map<string, string>();
  const firstWords = new Map<string, string[]>();
  for (const u of unitTable()) {
    out.set(u.id.toLowerCase(), u.id);
    out.set(u.name.toLowerCase().replace(/[\s.']/g, ''), u.id);
    const first = (u.name.split(' ')[0] ?? '').toLowerCase().replace(/'s$/, '');
    if (/^[a-z]{3,}$/.test(first)) firstWords.set(first, [...(firstWords.get(first) ?? []), u.id]);
  }
  for (const [word, ids] of firstWords)
    if (ids.length === 1 && !out.has(word)) out.set(word, ids[0] as string);
  return out;
}
