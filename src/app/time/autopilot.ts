// Autopilot, a time control (TimeControls.autopilot): a side that has missed `after` deadlines in a
// row is played by the bot instead of being forfeited. Its player stays in the seat and keeps
// receiving the reports; the step gets a turn time from now, which the bot (app/bots) answers within
// seconds. The player takes the side back by sending orders again (turns/take-side-back.ts), or the
// organiser gives it to someone else (desk: replace). Every side is told, and each report of a step
// the bot played says so (mail.notices.playedByBot).
import type { Transaction } from 'kysely';
import { giveSidesToBot } from '../../db/repos/bot-sides';
import type { Database, GameRow, StepRow } from '../../db/schema';
import type { AppContext } from '../base/context';
import type { Autopilot } from '../base/time-controls';
import { tellAutopilot } from '../notices/autopilot-mails';
import { moveDeadline } from './deadlines';

/** The late sides the autopilot takes at this missed deadline (each missed `after` in a row). */
export function sidesForAutopilot(
  autopilot: Autopilot | null,
  late: string[],
  inARow: (side: string) => number,
): string[] {
  return autopilot ? late.filter((side) => inARow(side) >= autopilot.after) : [];
}

/** The bot takes `sides`; the step's deadline moves a turn time ahead for everyone still due. */
export async function startAutopilot(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  step: StepRow,
  sides: string[],
  autopilot: Autopilot,
): Promise<void> {
  const now = ctx.now();
  await giveSidesToBot(trx, game.id, sides, autopilot.level);
  await moveDeadline(trx, game.id, step.seq, new Date(now.getTime() + game.turn_time_seconds * 1000), now);
  await tellAutopilot(ctx, trx, game, 'autopilotOn', sides, step.seq, { level: autopilot.level });
}
