// STB-3.3, STB-9.1, STB-11.2.2: the Mobilization Phase. Each side may advance one unit (STB-AMB-31,
// STB-DEC-15), then raises levies: the Scots one per leader in Scotland stacked with units and one
// more (9.1.1, STB-AMB-32/33), the English by the turn track (9.1.2, STB-AMB-34-37). Counter limits
// stop a type that has run out (9.1.3).
import type { GameEvent } from '../../core/events';
import { distance, type HexId } from '../../core/hex';
import { advanced } from './advanced/options';
import { CITIES, MAX_ENGLISH_LEVIES, countryOf, mapNeighbours, type UnitKind } from '../data';
import { combatUnitsAt, controller, currentTurn, otherSide, type SideId, type State } from '../state';
import { newUnit } from '../setup';
import { NEXT_GRADE, available } from './pool';
import { canBePlaced } from './terrain';
import { unitEntered } from './loyalty';
import { inPlace } from '../names';
import { isToomTabard, leaderOf } from './scenario';

export interface Entitlement {
  why: string;
  hexes: HexId[];
  infantryOnly: (hex: HexId) => boolean;
}

function wallaceHex(state: State): HexId | undefined {
  if (isToomTabard(state)) return undefined; // STB-AMB-79: 9.1.1d names Wallace, not his counter
  const w = state.leaders.find((l) => l.id === 'wallace' && l.status === 'active');
  return w?.hex && countryOf(w.hex) === 'scotland' ? w.hex : undefined;
}

/** STB-9.1.2, STB-AMB-34/35: the English levies this turn (the die is rolled when the step opens). */
export function englishLevyCount(state: State): number {
  const rule = currentTurn(state).englishLevies;
  const extra = rule.plusOneOnRoll1 && state.englishLevyDie === 1 ? 1 : 0;
  // STB-9.1.2e caps at 4; STB-14.2.2 adds one after the cap (STB-AMB-36).
  return Math.min(MAX_ENGLISH_LEVIES, rule.base + extra) + (advanced(state, 'extraEnglishLevy') ? 1 : 0);
}

/** STB-9.1.2f: English levies appear in English-controlled cities in England. */
export function englishLevyCities(state: State): HexId[] {
  return CITIES.filter((c) => !c.loyaltyMarker && combatUnitsAt(state, c.hex, 'scots').length === 0).map(
    (c) => c.hex,
  );
}

export function entitlements(state: State, side: SideId): Entitlement[] {
  if (side === 'english') {
    const cities = englishLevyCities(state);
    return Array.from({ length: englishLevyCount(state) }, () => ({
      why: 'English levy',
      hexes: cities,
      infantryOnly: () => false,
    }));
  }
  const out: Entitlement[] = [];
  for (const l of state.leaders) {
    if (l.status !== 'active' || !l.hex || countryOf(l.hex) !== 'scotland') continue; // STB-AMB-32
    if (combatUnitsAt(state, l.hex, 'scots').length === 0) continue;
    const data = leaderOf(state, l.id);
    const near = mapNeighbours(l.hex).filter(
      (n) => canBePlaced(state, 'scots', n) && combatUnitsAt(state, n, 'english').length === 0,
    );
    out.push({
      why: `${data.name}'s levy`,
      hexes: [l.hex, ...near],
      infantryOnly: () => data.infantryLeviesOnly,
    }); // STB-9.1.1c, 9.1.1e
  }
  const cities = CITIES.filter(
    (c) =>
      c.loyaltyMarker && controller(state, c.hex, c.name) === 'scots' && canBePlaced(state, 'scots', c.hex),
  ).map((c) => c.hex);
  const wallace = wallaceHex(state);
  out.push({
    why: 'the extra levy',
    hexes: [...cities, ...(wallace ? [wallace] : [])],
    infantryOnly: (h) => h === wallace && !cities.includes(h),
  }); // STB-9.1.1d, AMB-33
  return out;
}

/** The hexes nearest the enemy's units first (STB-DEC-16's default for a city levy). */
export function nearestEnemyFirst(state: State, side: SideId, hexes: readonly HexId[]): HexId[] {
  const enemy = state.units.filter((u) => u.side === otherSide(side) && !u.neutral).map((u) => u.hex);
  const near = (h: HexId) => (enemy.length ? Math.min(...enemy.map((x) => distance(h, x))) : 0);
  return [...hexes].sort((a, b) => near(a) - near(b) || a.localeCompare(b));
}

/** STB-DEC-16 default: infantry, with the leader's stack, else the controlled city nearest the enemy. */
export function defaultLevyHex(state: State, side: SideId, e: Entitlement): HexId | undefined {
  if (e.hexes.length === 0) return undefined;
  if (e.why.endsWith("'s levy")) return e.hexes[0];
  return nearestEnemyFirst(state, side, e.hexes)[0];
}

export function raiseLevy(
  state: State,
  side: SideId,
  kind: UnitKind,
  hex: HexId,
  infantryOnly: boolean,
  events: GameEvent[],
): void {
  const kinds: UnitKind[] = infantryOnly
    ? ['infantry']
    : kind === 'cavalry'
      ? ['cavalry', 'infantry']
      : ['infantry', 'cavalry'];
  const got = kinds.find((k) => available(state, side, k, 'levy') > 0); // STB-9.1.3
  if (!got) {
    events.push({
      kind: 'levy',
      text: `No ${side === 'scots' ? 'Scottish' : 'English'} levy counter is left: the levy is lost (STB-9.1.3).`,
      side,
    });
    return;
  }
  const unit = newUnit(state, side, got, 'levy', hex);
  unitEntered(state, side, hex, events); // a placement enters the hex (STB-AMB-94's reading)
  events.push({
    kind: 'levy',
    text: `A levy ${got} unit (${unit.id}) is raised ${inPlace('in', hex)}.`,
    side,
    hex,
    id: unit.id,
  });
}

/** STB-11.2.2b-c: replace with the next level of the same type, if a counter is free. */
export function advanceUnit(state: State, id: string, events: GameEvent[]): boolean {
  const unit = state.units.find((u) => u.id === id);
  const next = unit && NEXT_GRADE[unit.grade];
  if (!unit || !next || available(state, unit.side, unit.kind, next) <= 0) return false;
  events.push({
    kind: 'advance',
    text: `${unit.grade} ${unit.kind} ${unit.id} advances to ${next}.`,
    id,
    from: unit.grade,
    to: next,
  });
  unit.grade = next; // STB-11.2.2d: the old counter returns to the pool
  return true;
}

/** STB-DEC-15 default: the most advanced unit that can still advance (infantry first on a tie). */
export function defaultAdvance(state: State, side: SideId): string | undefined {
  const rank = { regular: 0, levy: 1, elite: 2 } as const;
  return state.units
    .filter(
      (u) =>
        u.side === side &&
        !u.neutral &&
        NEXT_GRADE[u.grade] &&
        available(state, side, u.kind, NEXT_GRADE[u.grade]!) > 0,
    )
    .sort(
      (a, b) =>
        rank[a.grade] - rank[b.grade] ||
        (a.kind === b.kind ? 0 : a.kind === 'infantry' ? -1 : 1) ||
        a.id.localeCompare(b.id, 'en', { numeric: true }),
    )[0]?.id;
}
