// What one side may see (TB-DEC-4: brigade composition is secret until the brigade is deployed).
import type { View } from '../core/contract';
import { atStartOfTurn } from './rules/turn';
import type { TbSide, TbState, Unit } from './state';

export interface TbView extends View {
  step: TbState['step'];
  boards: TbState['boards'];
  leftOwner: TbState['leftOwner'];
  phasing: TbState['phasing'];
  playerTurn: number;
  destroyed: TbState['destroyed'];
  winner: TbState['winner'];
  drawOffer: TbState['drawOffer'];
  units: Unit[];
}

/** The position as the side to move meets it: after the start-of-turn steps (TB-AMB-30). */
export function viewOf(state: TbState, side: TbSide | null): TbView {
  const s = state.step === 'turn' && state.phasing ? atStartOfTurn(state, state.phasing) : state;
  const units = s.units.map((u) => {
    const hidden = side !== u.side && u.at === null && !u.removed;
    return hidden ? { ...u, brigade: null } : { ...u };
  });
  return {
    game: 'travel-battle',
    side,
    step: s.step,
    boards: s.boards,
    leftOwner: s.leftOwner,
    phasing: s.phasing,
    playerTurn: s.playerTurn,
    destroyed: s.destroyed,
    winner: s.winner,
    drawOffer: s.drawOffer,
    units,
  };
}
