// What a side sees: the whole map (nothing on it is hidden, STB-AMB-83), its own strategy markers,
// how many the other side holds, and the markers played this turn (STB-10.0; the cup is never shown).
import type { View } from '../core/contract';
import { asSide, currentTurn, turnTrack, type State } from './state';
import { cityControl } from './rules/victory';
import { markerName } from './rules/markers/catalogue';
import { stepHeading } from './step-titles';
import { leaderName } from './rules/scenario';

function markersView(state: State, side: string | null): View['markers'] {
  const m = state.markers;
  if (!m) return undefined;
  return {
    ...(side ? { hand: [...m.hands[asSide(side)]].sort().map(markerName) } : {}),
    handSizes: { scots: m.hands.scots.length, english: m.hands.english.length },
    played: m.played.map((p) => ({ side: p.side, marker: markerName(p.marker) })),
  };
}

export function viewOf(state: State, side: string | null): View {
  return {
    game: 'scotland',
    scenario: state.scenario,
    side,
    turn: state.turn >= turnTrack(state).length ? 'ended' : currentTurn(state).name,
    step: state.step,
    stepTitle: stepHeading(state),
    marchDice: state.marchDice,
    order: state.order,
    units: state.units.map((u) => ({ ...u })),
    leaders: state.leaders
      .filter((l) => l.hex)
      .map((l) => ({ id: l.id, name: leaderName(state, l.id), hex: l.hex, status: l.status })),
    loyalty: { ...state.loyalty },
    cities: cityControl(state),
    restricted: state.restricted,
    result: state.result,
    ...(state.markers ? { markers: markersView(state, side) } : {}),
  };
}
