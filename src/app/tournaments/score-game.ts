// A tournament game's result scores its pairing: called in the transaction that ends the game (the
// rules' end in writeResolution, or endGame for a forfeit, resignation or adjudication), so a round
// is complete exactly when its last game's ending commits. An abandoned game scores nothing for
// either player.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Result } from '../../games/core/contract';

export async function scoreTournamentGame(
  trx: Transaction<Database>,
  gameId: string,
  result: Result | null,
  at: Date,
): Promise<void> {
  const pairing = await trx
    .selectFrom('tournament_pairings')
    .select(['id', 'first_side'])
    .where('game_id', '=', gameId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!pairing) return;
  let first = 0;
  let second = 0;
  if (result && result.level !== 'abandoned') {
    if (result.winner === null) first = second = 0.5;
    else if (result.winner === pairing.first_side) first = 1;
    else second = 1;
  }
  await trx
    .updateTable('tournament_pairings')
    .set({ first_score: first, second_score: second, ended_at: at })
    .where('id', '=', pairing.id)
    .execute();
}
