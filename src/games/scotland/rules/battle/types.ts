// Battle resolver types (STB-7.0-7.5, STB-8.2-8.5). The resolver is pure: it knows nothing of the
// map or the game state. The engine describes one battle hex as plain data (BattleInput), calls
// resolveBattle, and applies the BattleOutcome to its state.
import type { GameEvent } from '../../../core/events';

export type BattleSide = 'scots' | 'english';
export type UnitKind = 'infantry' | 'cavalry';
export type Grade = 'levy' | 'regular' | 'elite';

/** A combat unit on the battle display. Values come from the counter (STB-DATA-2). */
export interface BattleUnit {
  id: string;
  side: BattleSide;
  kind: UnitKind;
  grade: Grade;
  /** On its reduced side when the battle begins (it recovers after, STB-7.3). */
  reduced: boolean;
  /** Combat value on the full-strength side. */
  full: number;
  /** Combat value on the reduced side. */
  reducedValue: number;
  /** Name for reports, e.g. "Scots elite infantry"; defaults to the id. */
  label?: string;
  /** A 14.3 city garrison: cannot withdraw (STB-14.3b). */
  garrison?: boolean;
}

/** A leader counter (STB-2.2b): initiative left, command right. */
export interface BattleLeader {
  id: string;
  side: BattleSide;
  name: string;
  initiative: number;
  command: number;
  /** 8.5 casualty check: killed on a roll of this or less; 2 normally, 1 for Wallace and Edward (STB-8.5.3a). */
  killedOn: number;
  /** His death ends the game at once, and so the battle at that moment (STB-8.5.3b, STB-12.3.4a). */
  endsGame?: boolean;
}

export type TerrainKind = 'clear' | 'wooded' | 'mountain' | 'city' | 'major-city';

/** What the TEC needs to know about the battle hex (STB-TEC, STB-AMB-20/21/78). */
export interface BattleTerrain {
  kind: TerrainKind;
  /** Every attacking unit entered across a river hexside this player turn (STB-AMB-21). */
  riverCrossedByAllAttackers: boolean;
  /** Coast and land in one hex (STB-14.2.1, for part 2's navy hook). */
  coastal?: boolean;
}

/** An adjacent hex a side could withdraw into (STB-7.2, STB-AMB-25): the engine lists only hexes
 *  that side's units could enter by movement and that hold no enemy units. */
export interface WithdrawalHex {
  hex: string;
  /** Friendly combat units already there (STB-DEC-12 default: the most). */
  friendlyUnits: number;
  /** Hexes to the nearest city that side controls (STB-DEC-12 tie-break); 0 if it is one. */
  friendlyCityDistance: number;
}

/** Spare counters of each higher grade, for advancement (STB-11.2.2c). */
export type SpareCounters = Record<UnitKind, Record<'regular' | 'elite', number>>;

export type RankRule = 'strongest' | 'weakest';

/** STB-DEC-6: how a side lines up when it faces the smaller side's row. */
export interface LineupPolicy {
  /** Which of my units take the one-per-position places first (a ranked list of ids wins). */
  rank: RankRule;
  /** Unit ids placed first, in this order, before the rank rule orders the rest. */
  first: string[];
  /** Which enemy positions my first units face, and where the surplus goes. */
  against: RankRule;
  /** Surplus spread round the positions, or all on one. */
  surplus: 'spread' | 'concentrate';
}

/** STB-DEC-7: where leaders go each round; the first leader takes the best unit. */
export interface LeaderPolicy {
  /** Leader names or ids placed first, in this order; the rest follow by command, best first. */
  order: string[];
  /** strongest: the strongest unit not yet led; safest: the one with most friends at its position. */
  on: 'strongest' | 'safest';
}

/** STB-DEC-11: when to try to withdraw after a round. */
export type WithdrawCondition =
  | { kind: 'never' }
  /** At the first chance once the round is reached. */
  | { kind: 'always' }
  /** My combat units < ratio x the enemy's (0.5 = "fewer than half", 1 = "outnumbered"). */
  | { kind: 'outnumbered'; ratio: number }
  /** I have lost more steps than the enemy in this battle. */
  | { kind: 'losing' }
  /** I have lost at least this many steps in this battle. */
  | { kind: 'losses'; steps: number };

export interface WithdrawPolicy {
  when: WithdrawCondition;
  /** No attempt before the end of this round (at least 1, STB-7.1.7d). */
  fromRound: number;
  /** Leader named for the roll (STB-8.3); default: best initiative. */
  leader?: string;
}

/** STB-DEC-8: which unit at a position takes each hit. */
export interface HitPolicy {
  /** spread: full-strength before reduced, weakest first (saves units); weakest / strongest: by value only. */
  order: 'spread' | 'weakest' | 'strongest';
  /** Units carrying a leader take hits last (guards against 8.5 checks). */
  spareLeaders: boolean;
}

/** STB-DEC-12: where a withdrawal goes. */
export interface WithdrawTargetPolicy {
  /** Hexes in order of preference; the rule breaks ties and covers the rest. */
  prefer: string[];
  /** Then the eligible hex nearest this one (a city far off, say), before the rule. */
  toward?: string;
  /** friends: most friendly units, then nearest friendly city; city: nearest friendly city, then friends. */
  rule: 'friends' | 'city';
  /** STB-AMB-25: the owner's split, units and leaders named to a hex each; the rest by the rule. */
  split?: SplitPlacement[];
}

/** Some of a side's units and leaders (ids, or leaders' names) sent to one hex; `at` limits it to the
 *  battle in that hex. No ids: every one not named elsewhere. */
export interface SplitPlacement {
  ids: string[];
  to: string;
  at?: string;
}

/** STB-DEC-13: which unit the winner advances. */
export interface AdvancePolicy {
  /** best: highest level that can still advance, infantry before cavalry; none: decline. */
  rule: 'best' | 'none';
  /** Unit ids to try first. */
  prefer: string[];
}

/** Every battle choice of one side. The attacker's come from his plan for this battle, the
 *  defender's from his standing battle orders; anything unwritten takes the default. */
export interface BattleChoices {
  lineup: LineupPolicy;
  leaders: LeaderPolicy;
  withdraw: WithdrawPolicy;
  hits: HitPolicy;
  withdrawTo: WithdrawTargetPolicy;
  advance: AdvancePolicy;
}

/** The attacker's plan for one battle, written in the turn's orders. */
export interface BattlePlan extends BattleChoices {
  hex: string;
}

/** The defender's standing battle orders, kept until changed. */
export type BattleStanding = BattleChoices;

export interface BattleInput {
  hex: string;
  terrain: BattleTerrain;
  /** The phasing player (STB-7.0a). */
  attacker: BattleSide;
  units: BattleUnit[];
  leaders: BattleLeader[];
  /** Eligible withdrawal hexes for each side (STB-7.2, STB-AMB-25). */
  withdrawal: Record<BattleSide, WithdrawalHex[]>;
  /** Spare counters per side for advancement; absent means none (no advancement). */
  spares?: Partial<Record<BattleSide, SpareCounters>>;
  attackerPlan: BattleChoices;
  defenderStanding: BattleChoices;
  /** Turn label for dice purposes, e.g. "Aug 1297"; optional. */
  turnLabel?: string;
}

export type UnitFate = 'fresh' | 'eliminated' | 'withdrawn';

export interface UnitOutcome {
  id: string;
  side: BattleSide;
  fate: UnitFate;
  /** Where it withdrew to. */
  to?: string;
  /** Advanced one grade after winning (STB-7.4). */
  advancedTo?: Grade;
}

export type LeaderFate = 'stays' | 'killed' | 'withdrawn';

export interface LeaderOutcome {
  id: string;
  side: BattleSide;
  fate: LeaderFate;
  to?: string;
}

export interface BattleOutcome {
  hex: string;
  /** The side left with combat units in the hex (STB-AMB-28); null if none is. */
  winner: BattleSide | null;
  /** Who holds the hex after the battle (its combat units' side, or null if empty of them). */
  holder: BattleSide | null;
  rounds: number;
  /** Every unit recovers (STB-7.3), so a unit is fresh, eliminated or withdrawn. */
  units: UnitOutcome[];
  leaders: LeaderOutcome[];
  /** STB-7.4: the unit the winner advanced, if any. */
  advancement?: { unitId: string; from: Grade; to: Grade };
}

export interface BattleResult {
  outcome: BattleOutcome;
  events: GameEvent[];
}

// ---- Round state, as hooks see it ----

/** One place in the row (STB-7.1.1-7.1.2): one unit of the smaller side, one or more facing it. */
export interface Position {
  index: number;
  units: Record<BattleSide, string[]>;
}

/** A leader on a unit (STB-7.1.3-7.1.4); `counts` is the one whose command applies (STB-AMB-18). */
export interface LeaderPlacement {
  leaderId: string;
  unitId: string;
  counts: boolean;
}

export interface RoundView {
  input: BattleInput;
  round: number;
  positions: readonly Position[];
  placements: readonly LeaderPlacement[];
  /** The side striking first from terrain this round, or null (STB-AMB-20). */
  advantage: BattleSide | null;
}

/** An attack that is not a unit's (Effective Archers, the navy): its hit goes to any enemy unit,
 *  chosen by the enemy's hit policy (STB-AMB-42, STB-AMB-66). */
export interface ExtraAttack {
  side: BattleSide;
  value: number;
  label: string;
  /** City penalties apply to it (archers yes, navy no: STB-14.2.1b). */
  cityPenalty: boolean;
}

/** What a hook may change in one round's strike. */
export interface StrikeModifiers {
  /** Overrides who strikes first this round (Combat Advantage); null means both at once. */
  advantage?: BattleSide | null;
  /** Added to a unit's value this round (Knights Charge, Highland Ferocity). */
  valueModifiers?: Record<string, number>;
  /** Units whose value is 0 this round whatever else applies (STB-AMB-19, STB-AMB-43). */
  zeroed?: string[];
  /** Eased city penalty for the attacker this round (Siege Train, Treachery; never above 0). */
  cityPenaltyEase?: number;
  extraAttacks?: ExtraAttack[];
}

export interface HitView {
  round: number;
  /** The firing unit's id, or an extra attack's label. */
  from: string;
  targetId: string;
  side: BattleSide;
}

export interface CasualtyView {
  round: number;
  leaderId: string;
  reason: 'unit destroyed' | 'left alone';
  killedOn: number;
}

export interface Declaration {
  side: BattleSide;
  /** The leader named for the roll, if the side has one (STB-8.3). */
  leaderId?: string;
}

export interface RollView {
  purpose: string;
  value: number;
  /** The side the roll belongs to (STB-AMB-1): the firing unit's, the withdrawing side's, the leader's. */
  owner: BattleSide;
  /** What the die decides, and whether that happens: a hit, a withdrawal, a leader killed. */
  kind?: 'attack' | 'withdrawal' | 'casualty';
  success?: boolean;
}

/** Adds an event to the battle's own log, in its place among the battle's events. */
export type Emit = (event: GameEvent) => void;

/** Named hook points for strategy markers (part 2). Every hook is optional; none is a no-op. */
export interface BattleHooks {
  /** Before each round's first strike: may change advantage and values, or add attacks. */
  beforeFirstStrike?(view: RoundView, emit: Emit): StrikeModifiers | void;
  /** A hit is about to be applied; returning { cancel: true } drops it. */
  onHit?(hit: HitView): { cancel?: boolean } | void;
  /** Before a leader casualty roll: may change the killing range. */
  onCasualtyCheck?(check: CasualtyView): { killedOn?: number } | void;
  /** After both declarations, before the rolls; may replace them. */
  beforeWithdrawal?(view: RoundView, declarations: readonly Declaration[]): readonly Declaration[] | void;
  /** After any die: true demands a reroll (Fortunes of War, STB-AMB-72); asked again after it. */
  afterRoll?(roll: RollView, emit: Emit): boolean;
  /** A side's withdrawal succeeded: the owner's split of its pieces (ids and leaders' names) over
   *  the open hexes, asked live (STB-7.2, STB-AMB-25); nothing: his orders decide. */
  withdrawalSplit?(
    hex: string,
    side: BattleSide,
    pieces: readonly string[],
    open: readonly string[],
    /** Where the side goes without a split (STB-DEC-12). */
    to: string,
  ): SplitPlacement[] | void;
}
