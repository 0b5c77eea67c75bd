// Seeks: a member's open offer to play on a ladder, matched by the ladder to the nearest-rated other
// seeker. A seek lapses at lapse_at (the ladder's answer time): an open seek past it is not matched.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seeks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ladder_id', 'integer', (c) => c.notNull().references('ladders.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open')) // open | matched
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lapse_at', 'timestamptz', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.references('games.id'))
    .execute();
  await db.schema
    .createIndex('seeks_open')
    .on('seeks')
    .columns(['ladder_id', 'status', 'lapse_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seeks').execute();
}
