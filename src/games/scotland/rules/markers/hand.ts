// A side's hand (secret, STB-10.0) and the public record of markers played this turn.
import type { Emit } from '../battle';
import type { SideId, State } from '../../state';
import { markerName } from './catalogue';

export function hand(state: State, side: SideId): readonly string[] {
  return state.markers?.hands[side] ?? [];
}

export function holds(state: State, side: SideId, id: string, n = 1): boolean {
  return hand(state, side).filter((m) => m === id).length >= n;
}

export const sideName = (side: SideId): string => (side === 'scots' ? 'Scots' : 'English');

/** Takes the marker out of the hand and makes it public (a played marker is discarded, STB-AMB-3). */
export function spend(state: State, side: SideId, id: string, what: string, emit: Emit): void {
  const h = state.markers!.hands[side];
  const i = h.indexOf(id);
  if (i < 0) throw new Error(`${side} does not hold ${id}`);
  h.splice(i, 1);
  state.markers!.played.push({ side, marker: id });
  emit({
    kind: 'marker-played',
    text: `The ${sideName(side)} play ${markerName(id)}${what ? ` ${what}` : ''}.`,
    side,
    marker: id,
  });
}

/** A marker that was not played: only its holder may learn it was in his hand. */
export function notPlayed(side: SideId, id: string, why: string, emit: Emit): void {
  emit({
    kind: 'marker-void',
    text: `Your ${markerName(id)} is not played: ${why}. It stays in your hand.`,
    visibleTo: [side],
    side,
  });
}
