// Players by address or id: the small reads many use-cases share.
import type { Db } from './games';

/** A player's id and time zone by address (undefined: no such player). */
export async function playerByEmail(db: Db, email: string) {
  return db
    .selectFrom('players')
    .select(['id', 'time_zone as timeZone'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The addresses of players by id. */
export async function emailsOfPlayers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('players').select(['id', 'email']).where('id', 'in', ids).execute();
}

/** A player's address by id (undefined: no such player). */
export async function emailOfPlayer(db: Db, id: number): Promise<string | undefined> {
  return (await emailsOfPlayers(db, [id]))[0]?.email;
}

export async function setDisplayName(db: Db, playerId: number, name: string): Promise<void> {
  await db.updateTable('players').set({ display_name: name }).where('id', '=', playerId).execute();
}
