// A roll of players: a club's members or a tournament's entrants. Both are a table of (group id,
// player id, what the player is there) joined to the players; the queries of both start here.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema';
import type { Db } from './games';

/** The tables that list the players of a group, each with the column naming its group. */
const ROLLS = { club_members: 'club_id', tournament_entrants: 'tournament_id' } as const;
export type Roll = keyof typeof ROLLS;

/** What every roll query selects: the player's row id and address. */
type OnRoll<T extends Roll> = SelectQueryBuilder<
  Database,
  T | 'players',
  { playerId: number; email: string }
>;

/** The players on one group's roll, each with the id and address of its player row; the caller
 *  selects the roll's own columns (a member's role, an entrant's seed) and the order. */
export function playersOnRoll(db: Db, roll: 'club_members', groupId: number): OnRoll<'club_members'>;
export function playersOnRoll(
  db: Db,
  roll: 'tournament_entrants',
  groupId: number,
): OnRoll<'tournament_entrants'>;
export function playersOnRoll(db: Db, roll: Roll, groupId: number): OnRoll<Roll> {
  return db
    .selectFrom(roll)
    .innerJoin('players', 'players.id', `${roll}.player_id`)
    .select(['players.id as playerId', 'players.email'])
    .where(sql.ref(`${roll}.${ROLLS[roll]}`), '=', groupId);
}
