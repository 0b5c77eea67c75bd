// A tournament game's result scores its pairing: called in the transaction that ends the game (the
// rules' end in writeResolution, or endGame for a forfeit, resignation or adjudication), so a round
// is complete exactly when its last game's ending commits. An abandoned game scores nothing for
// either player.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Result } from '../../games/core/contract';
import { scorePairing, unscoredPairingOfGame } from '../../db/repos/tournaments';

export async function scoreTournamentGame(
  trx: Transaction<Database>,
  gameId: string,
  result: Result | null,
  at: Date,
): Promise<void> {
  const pairing = await unscoredPairingOfGame(trx, gameId);
  if (!pairing) return;
  let first = 0;
  let second = 0;
  if (result && result.level !== 'abandoned') {
    if (result.winner === null) first = second = 0.5;
    else if (result.winner === pairing.firstSide) first = 1;
    else second = 1;
  }
  await scorePairing(trx, pairing.id, { first, second, at });
}
