// Tournaments in a club for one game: round robin or Swiss, their entrants, and each round's
// pairings (a game, or a bye) with the points each player took from it.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull()) // swiss | round-robin
    // Swiss: chosen by the organiser; round robin: set at the start from the number of entrants.
    .addColumn('rounds', 'integer')
    // Results also rate the players on this ladder of the club when one is named.
    .addColumn('ladder_id', 'integer', (c) => c.references('ladders.id').onDelete('set null'))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('entry')) // entry | running | finished
    .addColumn('current_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('tournaments_club_name', ['club_id', 'name'])
    .execute();
  await db.schema
    .createTable('tournament_entrants')
    .addColumn('tournament_id', 'integer', (c) =>
      c.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_entrants_pk', ['tournament_id', 'player_id'])
    .execute();
  // One row per game of a round (first_player on the game's first side) or per bye (second_player
  // null, game_id null). The scores are set in the transaction that ends the game.
  await db.schema
    .createTable('tournament_pairings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tournament_id', 'integer', (c) =>
      c.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('first_player', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('second_player', 'integer', (c) => c.references('players.id'))
    .addColumn('game_id', 'text', (c) => c.unique().references('games.id'))
    // The side first_player took: the entrant's result even if the organiser replaced the player.
    .addColumn('first_side', 'text')
    .addColumn('first_score', 'double precision')
    .addColumn('second_score', 'double precision')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('tournament_pairings_round')
    .on('tournament_pairings')
    .columns(['tournament_id', 'round'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['tournament_pairings', 'tournament_entrants', 'tournaments'])
    await db.schema.dropTable(t).execute();
}
