// A ladder's side bid on a game: points given to a side at the end's count (the game's module
// decides how: games/core/contract.ts, handicap). Said the same way in every mail and on the page.
import type { Handicap } from '../../games/core/contract';
import { sideName } from '../../mail/compose/format';
import type { AnyGame } from './context';

export function handicapWords(module: AnyGame, h: Handicap | null | undefined): string | undefined {
  if (!h || !h.points) return undefined;
  return `Side bid: ${sideName(h.side)} receives ${h.points} ${module.handicap?.unit ?? 'points'} at the end of the game.`;
}
