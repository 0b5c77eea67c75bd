// The bot as a ladder member (settings.bot): the organiser adds it to a ladder that does not bid for
// sides; a member challenges it as `bot` (or its address), and it accepts at once: the game starts
// with the bot's seat played by the bot at the ladder's level. Its games are rated like any other,
// or, where the organiser said so, leave ratings and records alone.
import type { Transaction } from 'kysely';
import { isBotAddress } from '../../db/bot-player';
import { setLadderSettings } from '../../db/repos/clubs';
import { emailsOfPlayers } from '../../db/repos/players';
import { botJoinsClub } from './bot-member';
import type { Database } from '../../db/schema';
import type { BotLevel } from '../../games/bot-levels';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { requireLadder } from './ladders';
import type { LadderSettings } from './ladder-settings';

/** Who a challenge names when it names the bot: `bot` or the bot's own address. */
export function namesTheBot(to: string): boolean {
  return to.trim().toLowerCase() === 'bot' || isBotAddress(to);
}

/** The bot plays on this ladder from now on; it joins the club as a member. */
export async function addLadderBot(
  ctx: AppContext,
  input: { ladder: number | string; level?: BotLevel; rated?: boolean },
): Promise<{ ladder: number; bot: NonNullable<LadderSettings['bot']> }> {
  const ladder = await requireLadder(ctx, input.ladder);
  if (ladder.settings.sides === 'bid')
    throw new ServiceError('bad-request', 'the bot cannot bid for sides: this ladder has side bids');
  const bot = { level: input.level ?? 'normal', rated: input.rated ?? false };
  await ctx.db.transaction().execute(async (trx) => {
    await setLadderSettings(trx, ladder.id, { ...ladder.settings, bot });
    await botJoinsClub(trx, ladder.club_id, ctx.now());
  });
  return { ladder: ladder.id, bot };
}

/** A ladder game's seat: the bot's address becomes `bot:LEVEL`, which createGame gives the bot. */
export function seatOf(settings: LadderSettings, email: string): string {
  return settings.bot && isBotAddress(email) ? `bot:${settings.bot.level}` : email;
}

/** A game against the ladder's bot member on a ladder that leaves such games unrated. */
export async function unratedBotGame(
  trx: Transaction<Database>,
  settings: LadderSettings,
  playerIds: number[],
): Promise<boolean> {
  if (!settings.bot || settings.bot.rated) return false;
  return (await emailsOfPlayers(trx, playerIds)).some((p) => isBotAddress(p.email));
}
