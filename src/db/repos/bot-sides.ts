// The sides the bot plays that owe orders now: an index scan of the bot's sides (the partial index
// game_sides_bot), each joined to its game's open step. A side is due while its step awaits it, it
// has no orders on file for the step, and the bot has not given the step up.
import { sql } from 'kysely';
import type { Db } from './games';

export interface DueBotSide {
  gameId: string;
  side: string;
  level: string;
  seq: number;
}

export async function dueBotSides(db: Db, limit: number): Promise<DueBotSide[]> {
  const { rows } = await sql<DueBotSide>`
    select gs.game_id as "gameId", gs.side, gs.bot_level as level, g.current_step as seq
    from game_sides gs
    join games g on g.id = gs.game_id
    join steps s on s.game_id = g.id and s.seq = g.current_step
    where gs.bot_level is not null
      and g.status = 'active'
      and s.resolved_at is null
      and s.awaiting ? gs.side
      and (gs.bot_gave_up_seq is null or gs.bot_gave_up_seq < g.current_step)
      and not exists (
        select 1 from submissions sub
        where sub.game_id = g.id and sub.step_seq = g.current_step and sub.side = gs.side
          and not sub.superseded)
    order by g.current_step
    limit ${limit}`.execute(db);
  return rows;
}

/** The bot leaves this step to the deadline (its orders were refused at every level). */
export async function giveUpBotStep(db: Db, gameId: string, side: string, seq: number): Promise<void> {
  await db
    .updateTable('game_sides')
    .set({ bot_gave_up_seq: seq })
    .where('game_id', '=', gameId)
    .where('side', '=', side)
    .execute();
}

/** Side -> level of the sides the bot plays in one game. */
export async function botLevels(db: Db, gameId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('game_sides')
    .select(['side', 'bot_level'])
    .where('game_id', '=', gameId)
    .where('bot_level', 'is not', null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.side, r.bot_level as string]));
}

/** The bot takes these sides of a game (autopilot): their players stay, the bot sends the orders. */
export async function giveSidesToBot(db: Db, gameId: string, sides: string[], level: string): Promise<void> {
  await db
    .updateTable('game_sides')
    .set({ bot_level: level, bot_gave_up_seq: null })
    .where('game_id', '=', gameId)
    .where('side', 'in', sides)
    .execute();
}

/** The side's player takes it back from the bot; false when the bot was not playing it. */
export async function takeSideFromBot(db: Db, gameId: string, side: string): Promise<boolean> {
  const row = await db
    .updateTable('game_sides')
    .set({ bot_level: null, bot_gave_up_seq: null, consecutive_misses: 0 })
    .where('game_id', '=', gameId)
    .where('side', '=', side)
    .where('bot_level', 'is not', null)
    .returning('side')
    .executeTakeFirst();
  return row !== undefined;
}
