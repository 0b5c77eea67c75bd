// STB-14.1.1 (option `northLevies`): once in the game the Scots raise 2 levies from the north, one of
// which may be cavalry, on north-edge hexes. STB-AMB-64: at any moment outside a battle, in either
// player's turn, on hexes without English units. In his own turn the Scottish player writes it
// (`north levy infantry at 0101, cavalry at 0301`: before his moves, or in the Mobilization Phase);
// in the English turn it comes from his standing order (STB-DEC-19), by default never.
import type { GameEvent } from '../../../core/events';
import { distance, type HexId } from '../../../core/hex';
import type { UnitKind } from '../../data';
import { hexLabel, placeName } from '../../names';
import type { Order } from '../../order-types';
import { leaderSide, type SideId, type State } from '../../state';
import type { EngineHooks } from '../hooks';
import { raiseLevy } from '../levy';
import { available } from '../pool';
import { entryHexes } from '../reinforcements';
import { advanced } from './options';

export const NORTH_LEVY_COUNT = 2;

export interface NorthLevy {
  unitKind: UnitKind;
  hex: HexId;
}

/** STB-DEC-19: `north levy: when an English stack is within N of PLACE [at HEX[, HEX]] [with cavalry]`. */
export interface NorthLevyStanding {
  within: number;
  of: HexId;
  at: HexId[];
  cavalry: boolean;
}

/** The option is on and the levy not yet raised (STB-AMB-64: once a game). */
export function northLevyOpen(state: State): boolean {
  return advanced(state, 'northLevies') && !state.northLevyUsed;
}

/** STB-14.1.1, STB-AMB-64: north-edge hexes the levies may go to now (no English units). */
export function northLevyHexes(state: State): HexId[] {
  return entryHexes(state, 'scots');
}

function anyLevyCounter(state: State): boolean {
  return available(state, 'scots', 'infantry', 'levy') + available(state, 'scots', 'cavalry', 'levy') > 0;
}

/** Why these levies may not be raised now, for the Scots' own orders. */
export function northLevyProblems(state: State, side: string, levies: readonly NorthLevy[]): string[] {
  if (!advanced(state, 'northLevies'))
    return ['the levy from the north is an advanced rule this game does not use (STB-14.1.1)'];
  if (side !== 'scots') return ['only the Scots raise levies from the north (STB-14.1.1)'];
  if (state.northLevyUsed)
    return ['the levy from the north has already been raised: once a game (STB-AMB-64)'];
  const problems: string[] = [];
  if (levies.length !== NORTH_LEVY_COUNT)
    problems.push(`the levy from the north is ${NORTH_LEVY_COUNT} levies (STB-14.1.1)`);
  if (levies.filter((l) => l.unitKind === 'cavalry').length > 1)
    problems.push('only one of the levies from the north may be cavalry (STB-14.1.1)');
  const free = northLevyHexes(state);
  for (const l of levies)
    if (!free.includes(l.hex))
      problems.push(
        `${hexLabel(l.hex)} is not a north-edge hex free of English units (STB-14.1.1, STB-AMB-64)`,
      );
  if (!anyLevyCounter(state)) problems.push('no Scottish levy counter is left (STB-9.1.3)');
  return problems;
}

/** Places the levies (limited by the counters, STB-9.1.3: never two cavalry) and marks the rule used. */
export function raiseNorthLevies(
  state: State,
  levies: readonly NorthLevy[],
  how: string,
  events: GameEvent[],
): void {
  state.northLevyUsed = true;
  events.push({
    kind: 'north-levy',
    text: `The Scots raise their levies from the north, once in the game (STB-14.1.1; ${how}): ${levies.map((l) => `${l.unitKind} at ${placeName(l.hex)}`).join(', ')}.`,
    side: 'scots',
  });
  let cavalry = 0;
  for (const l of levies) {
    const before = state.units.length;
    raiseLevy(state, 'scots', l.unitKind, l.hex, cavalry > 0, events);
    if (state.units.length > before && state.units[state.units.length - 1]!.kind === 'cavalry') cavalry += 1;
  }
}

/** STB-DEC-19: an English piece (combat unit or leader) within `within` hexes of the named place. */
function threatened(state: State, rule: NorthLevyStanding): boolean {
  const english = [
    ...state.units.filter((u) => u.side === 'english').map((u) => u.hex),
    ...state.leaders.filter((l) => l.status === 'active' && leaderSide(l.id) === 'english').map((l) => l.hex),
  ];
  return english.some((h) => h !== null && distance(h, rule.of) <= rule.within);
}

/** Where the standing order's levies go: its hexes if still free, else the free north-edge hex
 *  nearest the threatened place, both together. */
function standingPlacement(state: State, rule: NorthLevyStanding): NorthLevy[] | undefined {
  const free = northLevyHexes(state);
  const nearest = [...free].sort(
    (a, b) => distance(a, rule.of) - distance(b, rule.of) || a.localeCompare(b),
  )[0];
  if (!nearest) return undefined;
  return Array.from({ length: NORTH_LEVY_COUNT }, (_, i) => {
    const named = rule.at[i] ?? rule.at[0];
    return {
      unitKind: rule.cavalry && i === 0 ? 'cavalry' : 'infantry',
      hex: named && free.includes(named) ? named : nearest,
    };
  });
}

/** STB-DEC-19, checked in the English player turn at its start, after each English move and after
 *  its battles (never during one, STB-AMB-64): the standing order fires once its condition holds. */
export function northLevyStandingCheck(
  state: State,
  rule: NorthLevyStanding | undefined,
  events: GameEvent[],
): void {
  if (!rule || !northLevyOpen(state) || state.result || !anyLevyCounter(state)) return;
  if (!threatened(state, rule)) return;
  const levies = standingPlacement(state, rule);
  if (!levies) return;
  raiseNorthLevies(
    state,
    levies,
    `standing order: an English stack came within ${rule.within} of ${hexLabel(rule.of)}, STB-DEC-19`,
    events,
  );
}

/** The Scots' written `north levy` (in their player turn or the Mobilization Phase): carried out
 *  at once if legal; the problems otherwise (the engine's dry run calls it on a copy). */
export function writtenNorthLevy(
  state: State,
  side: SideId,
  orders: readonly Order[],
  events: GameEvent[],
): string[] {
  const problems: string[] = [];
  for (const o of orders) {
    if (o.kind !== 'north-levy') continue;
    const why = northLevyProblems(state, side, o.levies);
    if (why.length) problems.push(...why);
    else raiseNorthLevies(state, o.levies, 'as written', events);
  }
  return problems;
}

/** The hooks of the English player turn with the STB-DEC-19 check after every English move. */
export function watchNorthLevy(
  state: State,
  rule: NorthLevyStanding | undefined,
  hooks: EngineHooks,
): EngineHooks {
  if (!rule || !northLevyOpen(state)) return hooks;
  return {
    ...hooks,
    afterMarch(s, march, events) {
      hooks.afterMarch?.(s, march, events);
      northLevyStandingCheck(s, rule, events);
    },
  };
}
