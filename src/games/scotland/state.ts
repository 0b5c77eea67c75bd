// The game state of Scotland the Brave: plain JSON, validated by zod, versioned by RULES_VERSION.
// Units and leaders on the map carry their hex; counters off the map are simply absent (the pool
// is the counter mix minus what is on the map, STB-9.1.3, STB-AMB-92).
import { z } from 'zod';
import type { HexId } from '../core/hex';
import { TURNS, cityAt, countryOf, leaderById, type Turn } from './data';
import { pendingSchema } from './rules/live-reactions/pending';

/**
 * The rules version of a new game. 2: every die is a roll event with its value (each marker draw,
 * shown only to the side drawing; both March dice; each initiative check; the English levy die).
 * 1: those dice are in the step's record of rolls but in no roll event of their own (the March dice
 * are one event without a value). A game keeps the version it was made with, so its record replays
 * exactly (`RULES_VERSIONS`; the rules ask `logsEveryDie`).
 */
export const RULES_VERSION = 2;
/** Every rules version the module plays and replays exactly (contract `rulesVersions`). */
export const RULES_VERSIONS = [1, 2] as const;
export const SIDES = ['scots', 'english'] as const;
export type SideId = (typeof SIDES)[number];
export const sideSchema = z.enum(SIDES);

export const unitSchema = z.object({
  id: z.string(),
  side: sideSchema,
  kind: z.enum(['infantry', 'cavalry']),
  grade: z.enum(['levy', 'regular', 'elite']),
  hex: z.string(),
  /** Stacked with a neutral noble: immobile, uncontrolled, impassable (STB-11.3d-e). */
  neutral: z.boolean().optional(),
});
export type UnitState = z.infer<typeof unitSchema>;

export const leaderStateSchema = z.object({
  id: z.string(),
  /** active: under its player's control; neutral: a noble at home (STB-11.3); out: not yet arrived
   *  or dead (returnTurn set for a Scottish noble, STB-8.5.1). */
  status: z.enum(['active', 'neutral', 'out']),
  hex: z.string().nullable(),
  returnTurn: z.number().int().optional(),
  dead: z.boolean().optional(),
  /** An English leader who surrendered to Lost Cause, due back at returnTurn (STB-10.M.lost-cause.f). */
  surrendered: z.boolean().optional(),
  /** Balliol or Comyn taken by Lost Cause: removed from play for good (STB-13.1c, STB-AMB-61). */
  captured: z.boolean().optional(),
});
export type LeaderState = z.infer<typeof leaderStateSchema>;

export const STEPS = ['setup-english', 'setup-scots', 'player-turn', 'mobilisation', 'over'] as const;
export type StepId = (typeof STEPS)[number];

export const stateSchema = z.object({
  game: z.literal('scotland'),
  rulesVersion: z.number().int(),
  scenario: z.string(),
  options: z.record(z.string(), z.unknown()),
  /** Index into the scenario's turn track (0 = January 1297, or March 1296 in The Toom Tabard). */
  turn: z.number().int().min(0),
  step: z.enum(STEPS),
  /** The March dice of this turn (STB-3.1c) and the Marches left to the phasing player. */
  marchDice: z.object({ scots: z.number().int(), english: z.number().int() }),
  marchesLeft: z.number().int(),
  /** First player, then second (STB-3.2a); `playerTurn` indexes it. */
  order: z.array(sideSchema),
  playerTurn: z.number().int().min(0).max(1),
  /** Moves made this turn by each unit or leader id (STB-4.2c: at most two) and checks (4.2d). */
  moves: z.record(z.string(), z.number().int()),
  checked: z.array(z.string()),
  /** Units that entered their hex across a river this player turn (STB-AMB-21). */
  riverEntries: z.array(z.string()),
  /** The English levy die of this Mobilization Phase, pre-rolled (STB-9.1.2c). */
  englishLevyDie: z.number().int().nullable(),
  units: z.array(unitSchema),
  leaders: z.array(leaderStateSchema),
  /** Scottish cities: the side each loyalty marker favours (STB-11.1). */
  loyalty: z.record(z.string(), sideSchema),
  /** Last side whose combat unit entered each Scottish non-city hex (STB-2.1c, STB-AMB-49). */
  control: z.record(z.string(), sideSchema),
  /** STB-12.2.1 (STB-AMB-55) still holds. */
  restricted: z.boolean(),
  nextUnit: z.number().int(),
  /** Reinforcements already received (STB-9.2: once each). */
  reinforced: z.array(z.string()),
  result: z.object({ winner: sideSchema.nullable(), level: z.string(), summary: z.string() }).nullable(),
  /** Strategy markers (option `markers`, STB-10.0): each side's secret hand and this turn's public
   *  plays. The cup is not stored: every marker not in a hand is in it (STB-AMB-3). */
  markers: z
    .object({
      hands: z.object({ scots: z.array(z.string()), english: z.array(z.string()) }),
      played: z.array(z.object({ side: sideSchema, marker: z.string() })),
    })
    .optional(),
  /** The Scots have raised their levies from the north (option `northLevies`, STB-14.1.1: once). */
  northLevyUsed: z.boolean().optional(),
  /** Cities whose garrison stands against the units that entered them this player turn (option
   *  `cityGarrisons`, STB-14.3, STB-AMB-67); settled by the battles of that turn. */
  garrisonFights: z.array(z.string()).optional(),
  /** The Toom Tabard's Stone of Scone (STB-13.7, STB-AMB-62): an English combat unit has entered
   *  Scone and the nobles' rolls are due (pending), or they are done and the Stone is gone (taken). */
  stone: z.enum(['pending', 'taken']).optional(),
  /** A player turn stopped for a live reaction (option liveReactions): its open question. */
  live: pendingSchema.optional(),
});
export type State = z.infer<typeof stateSchema>;

export function otherSide(side: SideId): SideId {
  return side === 'scots' ? 'english' : 'scots';
}

export function asSide(side: string): SideId {
  if (side !== 'scots' && side !== 'english') throw new Error(`unknown side '${side}' (scots, english)`);
  return side;
}

export function turnTrack(state: State): readonly Turn[] {
  return state.scenario === 'toom-tabard' ? TURNS.toomTabard : TURNS.rebellion;
}

export function currentTurn(state: State): Turn {
  const t = turnTrack(state)[state.turn];
  if (!t) throw new Error(`turn ${state.turn} is off the turn track`);
  return t;
}

export function turnHas(state: State, event: string): boolean {
  return (currentTurn(state).events ?? []).includes(event as never);
}

export function phasing(state: State): SideId | null {
  return state.step === 'player-turn' ? (state.order[state.playerTurn] ?? null) : null;
}

export function unitsAt(state: State, hex: HexId, side?: SideId): UnitState[] {
  return state.units.filter((u) => u.hex === hex && (!side || u.side === side));
}

export function leaderSide(id: string): SideId {
  const l = leaderById(id);
  if (!l) throw new Error(`unknown leader '${id}'`);
  return l.side;
}

export function leadersAt(state: State, hex: HexId, side?: SideId): LeaderState[] {
  return state.leaders.filter(
    (l) => l.hex === hex && l.status !== 'out' && (!side || leaderSide(l.id) === side),
  );
}

export function leaderState(state: State, id: string): LeaderState {
  const l = state.leaders.find((x) => x.id === id);
  if (!l) throw new Error(`unknown leader '${id}'`);
  return l;
}

/** A hex holding neutral units or a neutral noble: no one may enter it (STB-11.3e). */
export function isNeutralHex(state: State, hex: HexId): boolean {
  return (
    state.units.some((u) => u.hex === hex && u.neutral) ||
    state.leaders.some((l) => l.hex === hex && l.status === 'neutral')
  );
}

/** Any unit or leader of `side` under its player's control in the hex (STB-AMB-84). */
export function occupiedBy(state: State, hex: HexId, side: SideId): boolean {
  return (
    state.units.some((u) => u.hex === hex && u.side === side && !u.neutral) ||
    state.leaders.some((l) => l.hex === hex && l.status === 'active' && leaderSide(l.id) === side)
  );
}

export function combatUnitsAt(state: State, hex: HexId, side: SideId): UnitState[] {
  return state.units.filter((u) => u.hex === hex && u.side === side && !u.neutral);
}

/** The side of a city garrison fighting the units that entered its city this turn (STB-14.3c: the
 *  city's controller, as its loyalty marker or 11.1.2 says), or undefined. */
export function garrisonInFight(state: State, hex: HexId): SideId | undefined {
  if (!state.garrisonFights?.includes(hex)) return undefined;
  const city = cityAt(hex);
  return city?.loyaltyMarker ? (state.loyalty[city.name] ?? 'english') : 'english';
}

/** Who controls a hex now: its units' side, else its marker or record (STB-2.1c-e, 11.1, 11.1.2). */
export function controller(state: State, hex: HexId, cityName?: string): SideId {
  const garrison = garrisonInFight(state, hex);
  if (garrison) return garrison; // STB-AMB-67: the city is not taken until its garrison falls
  const scots = combatUnitsAt(state, hex, 'scots').length > 0;
  const english = combatUnitsAt(state, hex, 'english').length > 0;
  if (scots && !english) return 'scots';
  if (english && !scots) return 'english';
  if (countryOf(hex) === 'england') return 'english'; // STB-2.1d, STB-11.1.2
  if (cityName && state.loyalty[cityName]) return state.loyalty[cityName];
  return state.control[hex] ?? 'english'; // STB-2.1e
}

export function moveCount(state: State, id: string): number {
  return state.moves[id] ?? 0;
}

/** Rules version 2 and later: every die is a roll event with its value (`RULES_VERSION`). */
export const logsEveryDie = (state: Pick<State, 'rulesVersion'>): boolean => state.rulesVersion >= 2;
