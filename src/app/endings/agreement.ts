// Things both sides must agree to (a pause, a resumption, a draw): one side proposes, another side
// confirms with the same command. Proposals are pending_actions rows; a proposal stands for a week,
// until confirmed, or until the game ends. The caller holds the game row lock.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { bumpVersion } from '../../db/repos/games';
import { addPendingAction, closeProposals, openProposals } from '../../db/repos/pending-actions';

export type Agreement = 'pause' | 'resume' | 'draw';
const STANDS_MS = 7 * 86_400_000;

/**
 * 'agreed' when another side had proposed it (the proposal is used up), 'proposed' when this is the
 * first proposal, 'already' when this side had proposed it before.
 */
export async function proposeOrAgree(
  trx: Transaction<Database>,
  gameId: string,
  side: string,
  action: Agreement,
  now: Date,
): Promise<'agreed' | 'proposed' | 'already'> {
  const open = await openProposals(trx, gameId, action, now);
  const theirs = open.find((p) => p.side !== side);
  if (theirs) {
    await closeProposals(trx, gameId, action, now);
    return 'agreed';
  }
  if (open.length) return 'already';
  await addPendingAction(trx, {
    gameId,
    side,
    action,
    at: now,
    expiresAt: new Date(now.getTime() + STANDS_MS),
  });
  // A write to the game: a submission read before it must read again (it would decline a draw).
  await bumpVersion(trx, gameId);
  return 'proposed';
}
