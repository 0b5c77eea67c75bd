// The position as one side may know it (STB-10.0): the other side's strategy markers are secret, so
// its hand becomes a canonical one of the same size, the first markers of the cup as this side sees
// it (the full mix less its own hand). Everything on the map is open (STB-AMB-83).
import { fullCup } from './rules/markers/cup';
import { asSide, otherSide, type State } from './state';

export function determinize(state: State, side: string): State {
  if (!state.markers) return state;
  const own = asSide(side);
  const other = otherSide(own);
  const unseen = fullCup(state).sort();
  for (const id of state.markers.hands[own]) {
    const i = unseen.indexOf(id);
    if (i >= 0) unseen.splice(i, 1);
  }
  const size = state.markers.hands[other].length;
  const hands = { ...state.markers.hands, [other]: unseen.slice(0, size) };
  return { ...state, markers: { ...state.markers, hands } };
}
