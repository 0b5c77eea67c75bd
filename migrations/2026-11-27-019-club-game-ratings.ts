// A club-wide Glicko-2 rating per game: every rated result of any of the club's ladders of that game
// moves it (besides the ladder's own), with its history for the charts.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('club_game_ratings')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rd', 'double precision', (c) => c.notNull())
    .addColumn('vol', 'double precision', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('club_game_ratings_pk', ['club_id', 'game_type', 'player_id'])
    .execute();
  await db.schema
    .createTable('club_rating_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('game_id', 'text', (c) => c.references('games.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rd', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('club_rating_history_player')
    .on('club_rating_history')
    .columns(['club_id', 'game_type', 'player_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('club_rating_history').execute();
  await db.schema.dropTable('club_game_ratings').execute();
}
