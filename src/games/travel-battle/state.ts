// The Travel Battle game state: plain JSON, validated by `stateSchema` when read back.
import { z } from 'zod';

export const RULES_VERSION = 1;
export const SIDES = ['red', 'blue'] as const;
export type TbSide = (typeof SIDES)[number];

export const KINDS = ['line', 'guard', 'heavy', 'light', 'artillery', 'brigadier'] as const;
export type UnitKind = (typeof KINDS)[number];

export const STEPS = ['quick', 'board', 'side', 'orient', 'brigades', 'deploy', 'turn', 'over'] as const;
export type TbStep = (typeof STEPS)[number];

const side = z.enum(SIDES);

export const unitSchema = z.object({
  id: z.string(),
  side,
  kind: z.enum(KINDS),
  name: z.string(),
  /** Brigade number 1..3, null until the army is divided. */
  brigade: z.number().int().min(1).max(3).nullable(),
  /** Square name when on the field; null in reserve (not yet deployed) or once removed. */
  at: z.string().nullable(),
  removed: z.boolean(),
  /** Player-turn number in which its facing was reversed (TB-AMB-8); null when facing normally. */
  reversedAt: z.number().int().nullable(),
  /** In square formation (TB-SQUARE). */
  formed: z.boolean(),
  /** Player-turn number in which it halted at the edge after fleeing (TB-RALLY); null otherwise. */
  haltedAt: z.number().int().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;

export const placedBoardSchema = z.object({
  board: z.string(),
  /** Which numbered edge faces the owner's home edge (TB-SETUP-4); null until rolled. */
  orient: z.number().int().min(1).max(4).nullable(),
});

export const stateSchema = z.object({
  game: z.literal('travel-battle'),
  rulesVersion: z.number().int(),
  scenario: z.string(),
  options: z.record(z.string(), z.unknown()),
  step: z.enum(STEPS),
  /** The board each side brought (TB-SETUP-1). */
  boards: z.object({ red: placedBoardSchema.nullable(), blue: placedBoardSchema.nullable() }),
  /** Whose board lies on files a..j (left as Red sees the field); null until placed. */
  leftOwner: side.nullable(),
  /** Side that must answer the current set-up decision ('side' step), else null. */
  chooser: side.nullable(),
  /** Sides that rolled 5-6 for orientation and must choose it ('orient' step). */
  orientPending: z.array(side),
  /** Side to deploy the next brigade, during the 'deploy' step. */
  deployNext: side.nullable(),
  first: side.nullable(),
  phasing: side.nullable(),
  /** Player turns played so far, counting the current one (1 = first player's first turn). */
  playerTurn: z.number().int(),
  units: z.array(unitSchema),
  /** Brigade numbers of each side that are destroyed (TB-AMB-24). */
  destroyed: z.object({ red: z.array(z.number().int()), blue: z.array(z.number().int()) }),
  winner: side.nullable(),
  /** The side that offered a draw in its last player turn (TB-AMB-24), else null. */
  drawOffer: side.nullable(),
});
export type TbState = z.infer<typeof stateSchema>;

export function otherSide(s: TbSide): TbSide {
  return s === 'red' ? 'blue' : 'red';
}

export function isSide(s: string): s is TbSide {
  return (SIDES as readonly string[]).includes(s);
}

export const COMBAT_KINDS: readonly UnitKind[] = ['line', 'guard', 'heavy', 'light', 'artillery'];
export const isInfantry = (u: { kind: UnitKind }): boolean => u.kind === 'line' || u.kind === 'guard';
export const isCavalry = (u: { kind: UnitKind }): boolean => u.kind === 'heavy' || u.kind === 'light';
export const isBrigadier = (u: { kind: UnitKind }): boolean => u.kind === 'brigadier';
export const isCombat = (u: { kind: UnitKind }): boolean => !isBrigadier(u);

export function sideName(s: TbSide): string {
  return s === 'red' ? 'Red' : 'Blue';
}

/** "Red L3" — units of both sides share ids, so reports always name the side. */
export function label(u: Unit): string {
  return `${sideName(u.side)} ${u.id}`;
}

/** A deep copy, much cheaper than structuredClone for this flat shape (checked orders clone often). */
export function cloneState(s: TbState): TbState {
  return {
    ...s,
    options: { ...s.options },
    boards: {
      red: s.boards.red ? { ...s.boards.red } : null,
      blue: s.boards.blue ? { ...s.boards.blue } : null,
    },
    orientPending: [...s.orientPending],
    units: s.units.map((u) => ({ ...u })),
    destroyed: { red: [...s.destroyed.red], blue: [...s.destroyed.blue] },
  };
}
