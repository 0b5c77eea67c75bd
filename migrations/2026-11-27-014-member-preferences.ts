// A player's preferences for club play: the games they want to play, the most games at once, the
// turn time they like. Read by seek matching and by challenges; one row per player, for every club.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_preferences')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id'))
    // A JSON array of game ids; empty: any game.
    .addColumn('games', 'jsonb', (c) => c.notNull())
    .addColumn('max_games', 'integer')
    .addColumn('turn_time_seconds', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_preferences').execute();
}
