// Clubs, their members, ladders (a club's rated series of one game), challenges between members,
// the games a ladder started, and each player's Glicko-2 rating on a ladder with its history.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clubs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('club_members')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member')) // member | organiser
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('club_members_pk', ['club_id', 'player_id'])
    .execute();
  await db.schema
    .createTable('ladders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('ladders_club_name', ['club_id', 'name'])
    .execute();
  await db.schema
    .createTable('ladder_ratings')
    .addColumn('ladder_id', 'integer', (c) => c.notNull().references('ladders.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rd', 'double precision', (c) => c.notNull())
    .addColumn('vol', 'double precision', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ladder_ratings_pk', ['ladder_id', 'player_id'])
    .execute();
  await db.schema
    .createTable('rating_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ladder_id', 'integer', (c) => c.notNull().references('ladders.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    // Null for a result without a game: a challenge left unanswered on a ladder that forfeits it.
    .addColumn('game_id', 'text', (c) => c.references('games.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rd', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rating_history_player')
    .on('rating_history')
    .columns(['ladder_id', 'player_id', 'id'])
    .execute();
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ladder_id', 'integer', (c) => c.notNull().references('ladders.id').onDelete('cascade'))
    .addColumn('from_player', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('to_player', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open')) // open | accepted | declined | lapsed
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answer_by', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('game_id', 'text', (c) => c.references('games.id'))
    .execute();
  await db.schema
    .createIndex('challenges_open')
    .on('challenges')
    .columns(['ladder_id', 'status', 'answer_by'])
    .execute();
  // A game a ladder started, rated once when it ends (rated_at set in the ending's transaction).
  await db.schema
    .createTable('ladder_games')
    .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id'))
    .addColumn('ladder_id', 'integer', (c) => c.notNull().references('ladders.id').onDelete('cascade'))
    .addColumn('rated_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'ladder_games',
    'challenges',
    'rating_history',
    'ladder_ratings',
    'ladders',
    'club_members',
    'clubs',
  ])
    await db.schema.dropTable(t).execute();
}
