// A player whose side the bot took over (the autopilot, app/time/autopilot.ts) takes it back by
// sending orders again, by any channel but the bot's own: the side is theirs from that submission
// on, and every side is told.
import { isBotAddress } from '../../db/bot-player';
import { takeSideFromBot } from '../../db/repos/bot-sides';
import { lockGame } from '../../db/repos/games';
import type { AppContext } from '../base/context';
import { tellAutopilot } from '../notices/autopilot-mails';

/** Whether this submission takes the side back: a person's orders for a side the bot plays. */
export function takesSideBack(channel: string, side?: { botLevel: string | null; email: string }): boolean {
  return channel !== 'bot' && channel !== 'timeout' && !!side?.botLevel && !isBotAddress(side.email);
}

export async function takeSideBack(
  ctx: AppContext,
  gameId: string,
  side: string,
  seq: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, gameId);
    if (!game || !(await takeSideFromBot(trx, gameId, side))) return;
    await tellAutopilot(ctx, trx, game, 'autopilotOff', [side], seq);
  });
}
