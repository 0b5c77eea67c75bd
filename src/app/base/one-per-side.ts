// One player per side: the same address on two sides of a game is refused (at creation and in the
// desk's replace) unless the organiser says, explicitly, that one person plays both sides. Addresses
// are compared as checkEmailAddress writes them, so `ANN@` and `ann@` are one player.
import { sideName } from '../../mail/compose/format';
import { ServiceError } from './errors';

export function playsTheOtherSide(address: string, side: string): ServiceError {
  return new ServiceError(
    'bad-request',
    `${address} plays ${sideName(side)} already: one player per side (if one person is to play both sides, ` +
      'tick "one person plays both sides", or send oneForBothSides: true, or add --both-sides)',
  );
}

/** The other side `address` already plays in `players` (side -> address), if any. */
export function otherSideOf(
  players: Record<string, string | undefined>,
  side: string,
  address: string,
): string | undefined {
  const lower = address.toLowerCase();
  return Object.keys(players).find((s) => s !== side && players[s]?.toLowerCase() === lower);
}
