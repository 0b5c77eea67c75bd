// Rounds by the calendar: a tournament may start each round on a date (or N days after the round
// before started) instead of when the round before ends. When that time comes, a game of the round
// still going is either left to the organiser, who adjudicates it at the desk (the next round waits
// for that), or ended by the forfeit rule: the side whose orders are due and not in loses; with
// both sides' orders overdue (or neither's), no side alone was late and the game ends without a result.
import type { Transaction } from 'kysely';
import { currentSubmissions } from '../../db/repos/submissions';
import { getStep } from '../../db/repos/steps';
import { tournamentPairings } from '../../db/repos/tournaments';
import type { Database } from '../../db/schema';
import type { AppContext } from '../base/context';
import { lockGame } from '../../db/repos/games';
import { endGame } from '../endings/end-game';
import type { TournamentSettings } from './tournament-settings';

type Trx = Transaction<Database>;
const DAY_MS = 86_400_000;

/** When the round after the current one starts; null when rounds start as the previous ends. */
export function nextRoundStart(
  settings: TournamentSettings,
  t: { current_round: number; round_started_at: Date | null },
): Date | null {
  if (settings.roundDates) {
    const date = settings.roundDates[t.current_round - 1];
    // Past the last date given, the rounds left start as the previous ends.
    return date ? new Date(date) : null;
  }
  if (settings.roundDays && t.round_started_at)
    return new Date(new Date(t.round_started_at).getTime() + settings.roundDays * DAY_MS);
  return null;
}

/** The current round's games still going at its end, ended by the forfeit rule; how many. */
export async function forfeitLateGames(ctx: AppContext, trx: Trx, tournamentId: number, round: number) {
  let ended = 0;
  for (const p of await tournamentPairings(trx, tournamentId)) {
    if (p.round !== round || p.ended_at || !p.game_id) continue;
    const game = await lockGame(trx, p.game_id);
    if (!game || game.status === 'finished') continue;
    const step = await getStep(trx, game.id, game.current_step);
    if (!step || step.resolved_at) continue;
    const awaiting = step.awaiting as string[];
    const sent = new Set((await currentSubmissions(trx, game.id, step.seq)).map((s) => s.side));
    const overdue = awaiting.filter((s) => !sent.has(s));
    const when = `when round ${round + 1} of the tournament began.`;
    await endGame(
      ctx,
      trx,
      game,
      overdue.length === 1
        ? { kind: 'forfeit', sides: overdue, reason: `orders overdue ${when}` }
        : { kind: 'abandoned', sides: [], reason: `no side alone was late ${when}` },
    );
    ended++;
  }
  return ended;
}
