// The game state: plain JSON, validated by zod, versioned by RULES_VERSION.
import { z } from 'zod';
import type { HexId } from '../core/hex';
import { loadMap } from './map';
import type { GameMap } from './map';
import { standardMapText } from './data';
import { unit, unitSide } from './units';
import type { SideId } from './units';

export const RULES_VERSION = 1;
export const LAST_TURN = 10; // SH-TURN-1

/** Union artillery limber cycle (SH-ART-5, SH-AMB-7/8); `displaced` = retreated while deployed. */
export const ART_STATES = [
  'deployed',
  'limbering-1',
  'limbering-2',
  'limbered',
  'unlimbering-1',
  'unlimbering-2',
  'displaced',
] as const;
export type ArtState = (typeof ART_STATES)[number];

/** A battery's state in words (SH-AMB-7: two Union turns to limber, two to unlimber). */
export function artWords(art: ArtState | undefined): string {
  const step = art && /^(un)?limbering-([12])$/.exec(art);
  return step ? `${step[1] ?? ''}limbering (${step[2]} of 2)` : (art ?? 'not deployed');
}

export const OFF_MAP = 'off-map';
export const ELIMINATED = 'eliminated';

const sideSchema = z.enum(['union', 'confederate']);

export const unitStateSchema = z.object({
  /** A hex id, "off-map" (a reinforcement not yet entered) or "eliminated". */
  at: z.string(),
  /** Reinforcement schedule (SH-SETUP-2): the turn it may enter and its entry hex. */
  enter: z.object({ turn: z.number().int(), hex: z.string() }).optional(),
  /** Union artillery only. */
  art: z.enum(ART_STATES).optional(),
  /** EN obligation (SH-AMB-1): the defending hex this unit must attack again. */
  engaged: z.string().optional(),
});
export type UnitState = z.infer<typeof unitStateSchema>;

export const stateSchema = z.object({
  game: z.literal('sharpsburg'),
  rulesVersion: z.number().int(),
  scenario: z.string(),
  options: z.record(z.string(), z.unknown()),
  /** Map text for hand-made positions; absent means the standard map (data/map.txt). */
  map: z.string().optional(),
  turn: z.number().int().min(1).max(LAST_TURN),
  /** The side whose player turn is open; null when the game is over. */
  side: sideSchema.nullable(),
  /** The Union corps-limit die (SH-MOVE-10), rolled when the Union Movement Phase opens. */
  corpsDie: z.number().int().min(1).max(6).nullable(),
  units: z.record(z.string(), unitStateSchema),
  /** Last side to have had a unit in each Sharpsburg hex (SH-AMB-23). */
  control: z.record(z.string(), sideSchema),
  vp: z.object({ union: z.number(), confederate: z.number() }),
  /** The 10 VP for holding both Sharpsburg hexes, once awarded at the end (SH-VICTORY-1). */
  townVp: sideSchema.nullable(),
  /** The hexes of every move and retreat of the last player turn (checked by invariants). */
  trail: z.array(z.array(z.string())).default([]),
});
export type State = z.output<typeof stateSchema>;

export function gameMap(state: State): GameMap {
  return loadMap(state.map ?? standardMapText());
}

export function onBoard(at: string): boolean {
  return at !== OFF_MAP && at !== ELIMINATED;
}

/** A unit of a state with its side looked up once (undefined for an id the game does not have). */
interface Member {
  id: string;
  side: SideId | undefined;
  u: UnitState;
}

// The units of each state made by clone(), in key order, with their sides: the resolution asks who
// stands where for every step of every path, and a loop over this list is several times faster than
// one over the record's keys. Only clone() registers a list: it made the record, every unit of it is
// listed, and the engine changes units in place. The record is frozen, so a unit can be neither added,
// replaced nor removed (that throws): `u.at` read here is always the unit's position now. A state not
// made by clone() takes the plain loops.
const rosters = new WeakMap<object, Member[]>();

/** A copy of the units' record, frozen and registered with its list. */
function copyUnits(units: State['units']): State['units'] {
  const out: Record<string, UnitState> = {};
  const list: Member[] = [];
  for (const id in units) {
    const v = units[id];
    if (v === undefined || typeof v === 'function') continue;
    const u = copyPlain(v) as UnitState;
    out[id] = u;
    list.push({ id, side: unitSide(id), u });
  }
  rosters.set(Object.freeze(out), list);
  return out;
}

function sideOf(m: Member): SideId {
  return m.side ?? unit(m.id).side; // unit() throws for an unknown id, as the plain loop does
}

/** Each unit's id and state, in the record's key order (as Object.entries gives them). */
export function unitEntries(state: State): [string, UnitState][] {
  const list = rosters.get(state.units);
  if (!list) return Object.entries(state.units);
  const out: [string, UnitState][] = new Array(list.length);
  for (let i = 0; i < list.length; i++) out[i] = [list[i]!.id, list[i]!.u];
  return out;
}

/** Ids of units on the map in `hex`, optionally of one side. */
export function unitsAt(state: State, hex: HexId, side?: SideId): string[] {
  const out: string[] = [];
  const list = rosters.get(state.units);
  if (list) {
    for (const m of list) if (m.u.at === hex && (!side || sideOf(m) === side)) out.push(m.id);
    return out;
  }
  for (const id in state.units)
    if (state.units[id]!.at === hex && (!side || unit(id).side === side)) out.push(id);
  return out;
}

/** Whether any unit (of `side`, when given) is on the map in `hex`: unitsAt without the list. */
export function anyUnitAt(state: State, hex: HexId, side?: SideId): boolean {
  const list = rosters.get(state.units);
  if (list) {
    for (const m of list) if (m.u.at === hex && (!side || sideOf(m) === side)) return true;
    return false;
  }
  for (const id in state.units)
    if (state.units[id]!.at === hex && (!side || unit(id).side === side)) return true;
  return false;
}

export function unitsOf(state: State, side: SideId): string[] {
  const list = rosters.get(state.units);
  if (list) {
    const out: string[] = [];
    for (const m of list) if (sideOf(m) === side) out.push(m.id);
    return out;
  }
  return Object.keys(state.units).filter((id) => unit(id).side === side);
}

export function onMapUnits(state: State, side?: SideId): string[] {
  const out: string[] = [];
  const list = rosters.get(state.units);
  if (list) {
    for (const m of list) if (onBoard(m.u.at) && (!side || sideOf(m) === side)) out.push(m.id);
    return out;
  }
  for (const id in state.units)
    if (onBoard(state.units[id]!.at) && (!side || unit(id).side === side)) out.push(id);
  return out;
}

/** The hex of each unit of `side` on the map, one entry a unit (a hex held by two appears twice). */
export function hexesOfUnits(state: State, side: SideId): HexId[] {
  const out: HexId[] = [];
  const list = rosters.get(state.units);
  if (list) {
    for (const m of list) if (onBoard(m.u.at) && sideOf(m) === side) out.push(m.u.at);
    return out;
  }
  for (const id of onMapUnits(state, side)) out.push(state.units[id]!.at);
  return out;
}

export function hexOf(state: State, id: string): HexId | undefined {
  const at = state.units[id]?.at;
  return at && onBoard(at) ? at : undefined;
}

export function occupant(state: State, hex: HexId): SideId | undefined {
  const list = rosters.get(state.units);
  if (list) {
    for (const m of list) if (m.u.at === hex) return sideOf(m);
    return undefined;
  }
  const id = unitsAt(state, hex)[0];
  return id ? unit(id).side : undefined;
}

/** A deep copy (the state is plain JSON; this is much faster than structuredClone under jest). */
export function clone(state: State): State {
  // By hand, not a JSON round trip (the resolution's largest single cost), keeping every key's
  // order and dropping undefined ones as JSON would, so a copy serialises exactly as before.
  const out: Record<string, unknown> = {};
  for (const key in state) {
    const v = (state as Record<string, unknown>)[key];
    if (v === undefined || typeof v === 'function') continue;
    out[key] =
      key === 'units' && typeof v === 'object' && v !== null ? copyUnits(v as State['units']) : copyPlain(v);
  }
  return out as State;
}

function copyPlain(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : copyPlain(v)));
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined && typeof v !== 'function') out[key] = copyPlain(v);
  }
  return out;
}
