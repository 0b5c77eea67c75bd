// Queries on units and squares shared by every rules topic: who stands where, stacking, brigade links.
import { inContact, kingDistance } from '../core/square';
import type { SquareId } from '../core/square';
import { isClosed, squareInfo } from './field';
import { isBrigadier, isCombat, isInfantry, otherSide } from './state';
import type { TbSide, TbState, Unit } from './state';

export function findUnit(state: TbState, side: TbSide, id: string): Unit | undefined {
  return state.units.find((u) => u.side === side && u.id === id.toUpperCase());
}

export function mustUnit(state: TbState, side: TbSide, id: string): Unit {
  const u = findUnit(state, side, id);
  if (!u) throw new Error(`no unit ${side} ${id}`);
  return u;
}

export function onField(state: TbState, side?: TbSide): Unit[] {
  return state.units.filter((u) => u.at !== null && !u.removed && (!side || u.side === side));
}

export function unitsAt(state: TbState, sq: SquareId): Unit[] {
  return state.units.filter((u) => u.at === sq && !u.removed);
}

export function combatAt(state: TbState, sq: SquareId): Unit[] {
  return unitsAt(state, sq).filter(isCombat);
}

/** Whether the unit kind may stand on the terrain of `sq` at all (TB-MOVE-5, TB-AMB-21). */
export function terrainAllows(state: TbState, u: Unit, sq: SquareId): boolean {
  const t = squareInfo(state, sq).terrain;
  return !isClosed(t) || isInfantry(u);
}

/**
 * Whether `u` may end a move or a retreat on `sq`, given the others already there (TB-MOVE-6/7,
 * TB-AMB-17): no enemy, brigadiers stack freely with friends, one combat unit, or two infantry in open
 * ground when neither is in square formation.
 */
export function canStand(state: TbState, u: Unit, sq: SquareId): boolean {
  if (!terrainAllows(state, u, sq)) return false;
  const others = unitsAt(state, sq).filter((o) => o !== u);
  if (others.some((o) => o.side !== u.side)) return false;
  if (isBrigadier(u)) return true;
  const combat = others.filter(isCombat);
  if (combat.length === 0) return true;
  if (combat.length > 1) return false;
  const o = combat[0] as Unit;
  return isInfantry(u) && isInfantry(o) && !isClosed(squareInfo(state, sq).terrain) && !u.formed && !o.formed;
}

/** Enemy combat units in contact with `u` (melee only involves combat units: TB-BRIGADE-6). */
export function enemiesInContact(state: TbState, u: Unit): Unit[] {
  if (u.at === null) return [];
  const at = u.at;
  return onField(state, otherSide(u.side)).filter((e) => isCombat(e) && e.at !== null && inContact(e.at, at));
}

export function brigadeUnits(state: TbState, side: TbSide, brigade: number): Unit[] {
  return onField(state, side).filter((u) => u.brigade === brigade);
}

export function brigadierOf(state: TbState, side: TbSide, brigade: number): Unit | undefined {
  return onField(state, side).find((u) => u.brigade === brigade && isBrigadier(u));
}

/**
 * Units of a brigade linked to its brigadier through the brigade's own units, square by square,
 * corners counting (TB-BRIGADE-3, TB-AMB-19). No brigadier on the field: nobody is linked.
 */
export function linkedIds(state: TbState, side: TbSide, brigade: number): Set<string> {
  const members = brigadeUnits(state, side, brigade);
  const root = members.find(isBrigadier);
  const out = new Set<string>();
  if (!root) return out;
  const queue: Unit[] = [root];
  out.add(root.id);
  while (queue.length > 0) {
    const cur = queue.shift() as Unit;
    for (const m of members) {
      if (out.has(m.id) || m.at === null || cur.at === null) continue;
      if (kingDistance(m.at, cur.at) <= 1) {
        out.add(m.id);
        queue.push(m);
      }
    }
  }
  return out;
}

/** Every linked unit id of a side, as "brigade:id" free ids (ids are unique within a side). */
export function linkedAll(state: TbState, side: TbSide): Set<string> {
  const out = new Set<string>();
  for (const b of [1, 2, 3]) for (const id of linkedIds(state, side, b)) out.add(id);
  return out;
}
