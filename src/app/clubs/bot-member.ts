// The bot's player row as a member of a club: a ladder with a bot member (ladder-bot.ts) needs it,
// as a challenge is between two members.
import type { Transaction } from 'kysely';
import { BOT_ADDRESS } from '../../db/bot-player';
import { addClubMember } from '../../db/repos/clubs';
import { upsertPlayer } from '../../db/repos/games';
import type { Database } from '../../db/schema';

export async function botJoinsClub(trx: Transaction<Database>, clubId: number, at: Date): Promise<number> {
  const id = await upsertPlayer(trx, BOT_ADDRESS);
  await addClubMember(trx, clubId, id, 'member', at);
  return id;
}
