// STB-14.3a-c (option `cityGarrisons`), STB-AMB-67 (b): every one of the 30 cities (STB-AMB-50) that
// holds no combat unit holds a garrison of strength 1 for the side that controls it (its loyalty
// marker; 11.1.2 for an English city). A hostile combat unit may enter it only to fight that
// garrison: it must stop there, the battle comes in its player's combat step, and the city changes
// hands only if the garrison is destroyed. The garrison is a combat unit of two steps, value 1 on
// both, that never withdraws (14.3b); it is not a counter, so it recovers at once, never forages
// (STB-AMB-80) and never advances.
import type { GameEvent } from '../../../core/events';
import type { HexId } from '../../../core/hex';
import { cityAt } from '../../data';
import {
  combatUnitsAt,
  controller,
  garrisonInFight,
  isNeutralHex,
  type SideId,
  type State,
} from '../../state';
import type { BattleUnit } from '../battle';
import { unitEntered } from '../loyalty';
import { advanced } from './options';

/** STB-14.3a-b: strength 1, equal to a combat unit, on both of its two steps (STB-AMB-67). */
const GARRISON_VALUE = 1;

/** The side whose garrison holds this city now, or undefined (option off, not a city, a neutral
 *  noble's city, or combat units there that hold it themselves). */
export function garrisonSide(state: State, hex: HexId): SideId | undefined {
  if (!advanced(state, 'cityGarrisons')) return undefined;
  const fighting = garrisonInFight(state, hex);
  if (fighting) return fighting;
  const city = cityAt(hex);
  if (!city || isNeutralHex(state, hex) || state.units.some((u) => u.hex === hex)) return undefined;
  return controller(state, hex, city.name); // STB-14.3c
}

/** STB-14.3a: a garrison of the other side stands in this city. */
export function hostileGarrison(state: State, hex: HexId, side: SideId): boolean {
  const g = garrisonSide(state, hex);
  return g !== undefined && g !== side;
}

function cityName(hex: HexId): string {
  return cityAt(hex)?.name ?? hex;
}

/** A combat unit of `side` has stopped in `hex`, which a hostile garrison held as it entered. */
export function besiege(state: State, side: SideId, hex: HexId, events: GameEvent[]): void {
  if (state.garrisonFights?.includes(hex)) return;
  (state.garrisonFights ??= []).push(hex);
  events.push({
    kind: 'garrison',
    text: `The garrison of ${cityName(hex)} stands: the ${side === 'scots' ? 'Scots' : 'English'} must fight it to take the city (STB-14.3a, STB-AMB-67).`,
    hex,
  });
}

/** Cities where `attacker`'s units fight a garrison this player turn (their battles, STB-AMB-67). */
export function garrisonBattles(state: State, attacker: SideId): HexId[] {
  return (state.garrisonFights ?? []).filter(
    (hex) => hostileGarrison(state, hex, attacker) && combatUnitsAt(state, hex, attacker).length > 0,
  );
}

/** The garrison as the battle resolver sees it: a unit of its city's controller that never
 *  withdraws (STB-14.3b-c). */
export function garrisonUnit(state: State, hex: HexId): BattleUnit | undefined {
  const side = garrisonInFight(state, hex);
  if (!side || !advanced(state, 'cityGarrisons')) return undefined;
  return {
    id: `g${hex}`,
    side,
    kind: 'infantry',
    grade: 'regular',
    reduced: false,
    full: GARRISON_VALUE,
    reducedValue: GARRISON_VALUE,
    label: `the garrison of ${cityName(hex)}`,
    garrison: true,
  };
}

/** After the battle (or a Lost Cause) in `hex`: the city falls if the attacker is still there,
 *  else its garrison holds it (and is whole again: it is not a counter, STB-AMB-29). */
export function settleGarrison(state: State, hex: HexId, attacker: SideId, events: GameEvent[]): void {
  if (!state.garrisonFights?.includes(hex)) return;
  const hostile = hostileGarrison(state, hex, attacker);
  state.garrisonFights = state.garrisonFights.filter((h) => h !== hex);
  if (!state.garrisonFights.length) delete state.garrisonFights;
  if (!hostile) return; // a marker turned the city to the attacker's side before the battle
  if (combatUnitsAt(state, hex, attacker).length) {
    events.push({
      kind: 'garrison',
      text: `The garrison of ${cityName(hex)} is destroyed: the city changes hands (STB-AMB-67).`,
      hex,
    });
    unitEntered(state, attacker, hex, events);
  } else
    events.push({
      kind: 'garrison',
      text: `The garrison of ${cityName(hex)} holds the city (STB-14.3c).`,
      hex,
    });
}

/** STB-AMB-69.2: in a Lost Cause count, a garrison in the fight counts as one combat unit. */
export function garrisonCount(state: State, hex: HexId, side: SideId): number {
  return garrisonInFight(state, hex) === side ? 1 : 0;
}
