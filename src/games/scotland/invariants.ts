// Checked by self-play after every step; each string is a violation.
import { CITIES, COUNTER_MIX, countryOf, isLand } from './data';
import { combatUnitsAt, isNeutralHex, leaderSide, type State } from './state';
import { isToomTabard } from './rules/scenario';

export function checkInvariants(state: State): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  for (const u of state.units) {
    if (ids.has(u.id)) out.push(`unit ${u.id} is in two places`);
    ids.add(u.id);
    if (!isLand(u.hex)) out.push(`unit ${u.id} is off the land (${u.hex})`);
    if (!u.neutral && isNeutralHex(state, u.hex) && state.units.some((x) => x.hex === u.hex && x.neutral))
      out.push(`unit ${u.id} shares ${u.hex} with a neutral stack (STB-11.3e)`);
  }
  for (const e of COUNTER_MIX.combat) {
    const n = state.units.filter((u) => u.side === e.side && u.kind === e.kind && u.grade === e.grade).length;
    if (n > e.count)
      out.push(`${n} ${e.side} ${e.grade} ${e.kind} on the map, only ${e.count} counters (STB-9.1.3)`);
  }
  for (const l of state.leaders) {
    if ((l.status === 'out') !== (l.hex === null)) out.push(`leader ${l.id} is ${l.status} at ${l.hex}`);
    if (l.hex && !isLand(l.hex)) out.push(`leader ${l.id} is off the land`);
  }
  const hexes = new Set(state.units.filter((u) => !u.neutral).map((u) => u.hex));
  // STB-12.3a: a death ends the game at once, leaving later battles unfought.
  // A turn stopped for a live reaction may be stopped before its battles.
  for (const hex of state.result || state.live ? [] : hexes)
    if (combatUnitsAt(state, hex, 'scots').length && combatUnitsAt(state, hex, 'english').length)
      out.push(`a battle is left open in ${hex}`);
  if (!state.result && !state.live && state.garrisonFights?.length)
    out.push(`a garrison fight is left open in ${state.garrisonFights.join(', ')} (STB-AMB-67)`);
  for (const c of CITIES) {
    if (!c.loyaltyMarker || state.garrisonFights?.includes(c.hex)) continue; // unfought: the game ended
    const scots = combatUnitsAt(state, c.hex, 'scots').length > 0;
    const english = combatUnitsAt(state, c.hex, 'english').length > 0;
    if (scots && !english && state.loyalty[c.name] !== 'scots')
      out.push(`${c.name} holds Scots but is pro-English (STB-11.1c)`);
    if (english && !scots && state.loyalty[c.name] !== 'english')
      out.push(`${c.name} holds English but is pro-Scottish (STB-11.1c)`);
  }
  if (isToomTabard(state)) {
    for (const u of state.units)
      if (u.side === 'scots' && countryOf(u.hex) === 'england')
        out.push(`Scottish unit ${u.id} is in England (STB-13.6)`);
    for (const l of state.leaders)
      if (l.hex && leaderSide(l.id) === 'scots' && countryOf(l.hex) === 'england')
        out.push(`${l.id} is in England (STB-13.6)`);
    if (state.stone === 'pending')
      out.push('the Stone of Scone was taken but its rolls were not made (STB-13.7)');
  }
  return out;
}
