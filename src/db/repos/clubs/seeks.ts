// Seeks: open offers to play on a ladder. An open seek past its lapse_at has lapsed: every read
// leaves it out, so no sweep is needed to retire it.
import { sql } from 'kysely';
import type { Db } from '../games';
import { claimDue } from '../claim';

/** The ladder's open seeks, oldest first, with their players' addresses. */
export async function openSeeks(db: Db, ladderId: number, now: Date) {
  return db
    .selectFrom('seeks')
    .innerJoin('players', 'players.id', 'seeks.player_id')
    .select(['seeks.id', 'seeks.player_id as playerId', 'players.email', 'seeks.lapse_at as lapseAt'])
    .where('seeks.ladder_id', '=', ladderId)
    .where('seeks.status', '=', 'open')
    .where('seeks.lapse_at', '>', now)
    .orderBy('seeks.id')
    .execute();
}

/** A player's open seeks, with their ladders. */
export async function openSeeksOfPlayer(db: Db, email: string, now: Date) {
  return db
    .selectFrom('seeks')
    .innerJoin('players', 'players.id', 'seeks.player_id')
    .innerJoin('ladders', 'ladders.id', 'seeks.ladder_id')
    .select(['seeks.id', 'ladders.name as ladder', sql<Date>`seeks.lapse_at`.as('lapseAt')])
    .where('players.email', '=', email)
    .where('seeks.status', '=', 'open')
    .where('seeks.lapse_at', '>', now)
    .orderBy('seeks.id')
    .execute();
}

export async function insertSeek(
  db: Db,
  s: { ladderId: number; playerId: number; at: Date; lapseAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('seeks')
    .values({ ladder_id: s.ladderId, player_id: s.playerId, created_at: s.at, lapse_at: s.lapseAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes an open seek for a match; false when another request took it first. */
export async function takeSeek(db: Db, id: number): Promise<boolean> {
  const taken = await db
    .updateTable('seeks')
    .set({ status: 'matched' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** A taken seek whose game could not start is open again. */
export async function reopenSeek(db: Db, id: number): Promise<void> {
  await db.updateTable('seeks').set({ status: 'open' }).where('id', '=', id).execute();
}

/** The taken seek and the new seeker's, matched into one game (null: into a side auction first). */
export async function seeksMatched(
  db: Db,
  m: { ladderId: number; taken: number; seeker: number; gameId: string | null; at: Date },
): Promise<void> {
  await db.updateTable('seeks').set({ game_id: m.gameId }).where('id', '=', m.taken).execute();
  await db
    .insertInto('seeks')
    .values({
      ladder_id: m.ladderId,
      player_id: m.seeker,
      status: 'matched',
      lapse_at: m.at,
      game_id: m.gameId,
    })
    .execute();
}

/** The next open seek past its lapse time whose player was not yet told, locked; other instances
 *  skip it. */
export async function claimLapsedSeek(db: Db, now: Date, skip: readonly number[] = []) {
  const due = db
    .selectFrom('seeks')
    .innerJoin('players', 'players.id', 'seeks.player_id')
    .innerJoin('ladders', 'ladders.id', 'seeks.ladder_id')
    .innerJoin('clubs', 'clubs.id', 'ladders.club_id')
    .select([
      'seeks.id',
      'seeks.player_id as playerId',
      'players.email',
      'ladders.name as ladder',
      'ladders.game_type as gameType',
      'clubs.name as club',
    ])
    .where('seeks.status', '=', 'open')
    .where('seeks.noticed_at', 'is', null)
    .where('seeks.lapse_at', '<=', now);
  return (await claimDue(due, { id: 'seeks.id', order: ['seeks.lapse_at'], of: ['seeks'] }, 1, skip))[0];
}

export async function markSeekLapsed(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('seeks').set({ status: 'lapsed', noticed_at: now }).where('id', '=', id).execute();
}
