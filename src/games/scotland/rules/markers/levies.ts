// STB-10.M.levy, STB-10.M.loyal-scots, STB-AMB-37/70: markers that raise levies at once. A Levy goes
// where that side's Mobilization Phase levies may go (9.1), never into a hex holding enemy units; a
// levy raised before the moves may move this turn. Loyal Scots gives the English one levy for each
// neutral Scottish noble, in pro-English Scottish cities without Scottish units.
import type { HexId } from '../../../core/hex';
import { CITIES } from '../../data';
import { inPlace } from '../../names';
import { combatUnitsAt, occupiedBy, otherSide, type SideId, type State } from '../../state';
import { englishLevyCities, entitlements, nearestEnemyFirst, raiseLevy } from '../levy';
import { newUnit } from '../../setup';
import { canBePlaced } from '../terrain';
import { hostileGarrison } from '../advanced/garrisons';
import type { MarkerEffect } from './context';

/** STB-AMB-37: every hex a levy of `side` may go to now, and whether it must be infantry there (9.1.1e). */
export function levyHexes(state: State, side: SideId): { hex: HexId; infantryOnly: boolean }[] {
  const open = (h: HexId) => !occupiedBy(state, h, otherSide(side)) && !hostileGarrison(state, h, side);
  if (side === 'english')
    return englishLevyCities(state)
      .filter(open)
      .map((hex) => ({ hex, infantryOnly: false }));
  const ents = entitlements(state, side);
  const hexes = [...new Set(ents.flatMap((e) => e.hexes))].filter(open);
  return hexes.map((hex) => ({
    hex,
    infantryOnly: ents.filter((e) => e.hexes.includes(hex)).every((e) => e.infantryOnly(hex)),
  }));
}

export const LEVY: MarkerEffect = {
  problem(state, side, play) {
    const hexes = levyHexes(state, side);
    if (!hexes.length) return 'Levy: no hex of yours may take a levy now (STB-AMB-37)';
    if (play.hex && !hexes.some((h) => h.hex === play.hex))
      return `Levy at ${play.hex}: a levy of yours may not be placed there (STB-AMB-37, STB-9.1)`;
    return undefined;
  },
  describe: (p) => (p.hex ? inPlace('at', p.hex) : ''),
  candidates: (state, side) => levyHexes(state, side).map((h) => ({ marker: 'levy', hex: h.hex })),
  apply(ctx, side, play, emit) {
    const hexes = levyHexes(ctx.state, side);
    const hex =
      play.hex ??
      nearestEnemyFirst(
        ctx.state,
        side,
        hexes.map((h) => h.hex),
      )[0]!;
    const events: Parameters<typeof raiseLevy>[5] = [];
    const kind = play.unitKind ?? ctx.standing[side].levy;
    raiseLevy(ctx.state, side, kind, hex, hexes.find((h) => h.hex === hex)?.infantryOnly ?? false, events);
    events.forEach(emit);
  },
  simulate(state, side, play) {
    if (play.hex) newUnit(state, side, play.unitKind ?? 'infantry', 'levy', play.hex);
  },
};

/** STB-AMB-70: pro-English Scottish cities without Scottish units, nearest the Scots first. */
function loyalCities(state: State): HexId[] {
  const hexes = CITIES.filter(
    (c) =>
      c.loyaltyMarker &&
      state.loyalty[c.name] === 'english' &&
      combatUnitsAt(state, c.hex, 'scots').length === 0 &&
      canBePlaced(state, 'english', c.hex),
  ).map((c) => c.hex);
  return nearestEnemyFirst(state, 'english', hexes);
}

export const LOYAL_SCOTS: MarkerEffect = {
  problem: (state) =>
    loyalCities(state).length
      ? undefined
      : 'Loyal Scots: no pro-English Scottish city is free of Scottish units (STB-AMB-70)',
  describe: () => '',
  apply(ctx, _side, _play, emit) {
    const neutral = ctx.state.leaders.filter((l) => l.status === 'neutral').length; // STB-10.M.loyal-scots.b
    // STB-AMB-70: the cities the English named first (`loyal scots:`), still eligible, then by the rule.
    const open = loyalCities(ctx.state);
    const chosen = (ctx.standing.english.markers.loyalTo ?? []).filter((h) => open.includes(h));
    const cities = [...chosen, ...open.filter((h) => !chosen.includes(h))];
    emit({
      kind: 'marker-effect',
      text: `Loyal Scots: ${neutral} neutral noble${neutral === 1 ? '' : 's'}, ${neutral} English levies (STB-10.M.loyal-scots.b).`,
    });
    if (chosen.length && neutral)
      emit({
        kind: 'marker-effect',
        text: `Loyal Scots: the English chose ${chosen.slice(0, neutral).join(', ')} (STB-AMB-70).`,
      });
    const events: Parameters<typeof raiseLevy>[5] = [];
    for (let i = 0; i < neutral; i++)
      raiseLevy(ctx.state, 'english', ctx.standing.english.levy, cities[i % cities.length]!, false, events);
    events.forEach(emit);
  },
};
