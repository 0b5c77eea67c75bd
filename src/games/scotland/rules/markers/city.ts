// STB-10.M.conversion, STB-10.M.subversion, STB-11.1e, STB-AMB-40/41/47: markers that turn a city's
// loyalty marker, on a roll. Neither needs a friendly unit nearby (STB-AMB-82) nor lifts the 1297
// restrictions (STB-AMB-47).
import { CITIES, cityAt } from '../../data';
import { isNeutralHex, occupiedBy, otherSide, type SideId, type State } from '../../state';
import type { MarkerEffect } from './context';
import type { MarkerPlay } from './grammar';
import { markerName } from './catalogue';

interface CityMarker {
  id: string;
  /** The loyalty the target city must have now; it turns to the other. */
  from: SideId;
  /** Works on this roll or less. */
  upTo: number;
  clause: string;
}

const CONVERSION: CityMarker = { id: 'conversion', from: 'english', upTo: 3, clause: 'STB-AMB-40' };
const SUBVERSION: CityMarker = { id: 'subversion', from: 'scots', upTo: 2, clause: 'STB-AMB-41' };

const loyal = (side: SideId) => (side === 'scots' ? 'pro-Scottish' : 'pro-English');

/** A Scottish city loyal to `m.from`, holding no unit of that side and no neutral noble. */
function cityProblem(state: State, m: CityMarker, hex: string | undefined): string | undefined {
  const name = markerName(m.id);
  const city = hex && hex !== 'any' ? cityAt(hex) : undefined;
  if (!city?.loyaltyMarker) return `${name} needs a Scottish city, e.g. 'play ${name} on Ayr'`;
  if (state.loyalty[city.name] !== m.from)
    return `${name} on ${city.name}: the city is not ${loyal(m.from)} (${m.clause})`;
  if (occupiedBy(state, city.hex, m.from))
    return `${name} on ${city.name}: ${m.from === 'scots' ? 'Scottish' : 'English'} units hold it (${m.clause})`;
  if (isNeutralHex(state, city.hex)) return `${name} on ${city.name}: a neutral noble is there (${m.clause})`;
  return undefined;
}

function cityEffect(m: CityMarker): MarkerEffect {
  return {
    problem: (state, _side, play) => cityProblem(state, m, play.target),
    describe: (p) => `on ${cityAt(p.target!)?.name ?? p.target}`,
    candidates: (state) =>
      CITIES.filter((c) => !cityProblem(state, m, c.hex)).map((c): MarkerPlay => ({
        marker: m.id,
        target: c.hex,
      })),
    roll: {
      purpose: (p) => `${markerName(m.id)} on ${cityAt(p.target!)!.name} (${m.upTo} or less)`,
      works: (_state, _side, _p, die) => die <= m.upTo,
    },
    apply(ctx, _side, play, emit) {
      const city = cityAt(play.target!)!;
      const to = otherSide(m.from);
      ctx.state.loyalty[city.name] = to; // STB-11.1e
      emit({ kind: 'loyalty', text: `${city.name} turns ${loyal(to)}.`, city: city.name, side: to });
    },
  };
}

export const CONVERSION_EFFECT = cityEffect(CONVERSION);
export const SUBVERSION_EFFECT = cityEffect(SUBVERSION);
