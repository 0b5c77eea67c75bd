// STB-11.1 loyalty and STB-2.1c control (STB-AMB-48, AMB-49): a combat unit entering a Scottish
// city with no enemy combat units turns its marker; leaders alone never do. It also ends the 1297
// restriction when a Scottish unit enters an English-loyal city (STB-AMB-55, AMB-97).
import type { GameEvent } from '../../core/events';
import type { HexId } from '../../core/hex';
import { cityAt, countryOf } from '../data';
import { combatUnitsAt, garrisonInFight, otherSide, type SideId, type State } from '../state';
import type { EngineHooks } from './hooks';
import { isToomTabard } from './scenario';

/** STB-13.7, STB-AMB-62: Scone is taken; the nobles' rolls follow at once (rules/stone.ts). */
function takeStone(state: State, events: GameEvent[]): void {
  state.stone = 'pending';
  events.push({ kind: 'stone', text: 'The English take Scone, and with it the Stone of Scone (STB-13.7).' });
}

export function liftRestriction(state: State, why: string, events: GameEvent[]): void {
  if (!state.restricted) return;
  state.restricted = false; // STB-12.2.1c, STB-AMB-55, STB-AMB-97
  events.push({ kind: 'restriction-lifted', text: `The English restrictions of 1297 end: ${why}.` });
}

/** A combat unit of `side` has entered `hex` (by move, withdrawal, displacement or placement). */
export function unitEntered(
  state: State,
  side: SideId,
  hex: HexId,
  events: GameEvent[],
  hooks: EngineHooks = {},
): void {
  if (combatUnitsAt(state, hex, otherSide(side)).length > 0) return; // STB-AMB-48: contested
  if (garrisonInFight(state, hex) === otherSide(side)) return; // STB-AMB-67: its garrison holds it
  if (side === 'english' && isToomTabard(state) && !state.stone && cityAt(hex)?.name === 'Scone')
    takeStone(state, events); // STB-13.7, STB-AMB-62
  if (side === 'scots' && countryOf(hex) === 'england')
    liftRestriction(state, 'a Scottish unit entered England', events);
  if (countryOf(hex) !== 'scotland') return;
  const city = cityAt(hex);
  if (!city) {
    state.control[hex] = side; // STB-AMB-49
    return;
  }
  if (state.loyalty[city.name] === side) return;
  if (side === 'scots') liftRestriction(state, `the Scots took ${city.name}`, events);
  state.loyalty[city.name] = side; // STB-11.1c-d
  events.push({
    kind: 'loyalty',
    text: `${city.name} turns ${side === 'scots' ? 'pro-Scottish' : 'pro-English'}.`,
    city: city.name,
    side,
  });
  hooks.afterLoyaltyChange?.(state, city.name, side);
}
