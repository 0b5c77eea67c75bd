// What a side sees: everything (no hidden information in part 1, STB-AMB-83).
import type { View } from '../core/contract';
import { currentTurn, turnTrack, type State } from './state';
import { cityControl } from './rules/victory';
import { stepHeading } from './step-titles';

export function viewOf(state: State, side: string | null): View {
  return {
    game: 'scotland',
    side,
    turn: state.turn >= turnTrack(state).length ? 'ended' : currentTurn(state).name,
    step: state.step,
    stepTitle: stepHeading(state),
    marchDice: state.marchDice,
    order: state.order,
    units: state.units.map((u) => ({ ...u })),
    leaders: state.leaders.filter((l) => l.hex).map((l) => ({ id: l.id, hex: l.hex, status: l.status })),
    loyalty: { ...state.loyalty },
    cities: cityControl(state),
    restricted: state.restricted,
    result: state.result,
  };
}
