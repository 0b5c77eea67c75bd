// The organiser's actions on a game (extend a deadline, resend a prompt, end a game...): each one
// with when, why and what, shown on the game's admin page and in its record.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organiser_actions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb')
    .execute();
  await db.schema
    .createIndex('organiser_actions_game')
    .on('organiser_actions')
    .columns(['game_id', 'id'])
    .execute();
  // The games list sorts and filters by these; a club runs thousands of games over the years.
  await db.schema.createIndex('games_status_number').on('games').columns(['status', 'number']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organiser_actions').execute();
  await db.schema.dropIndex('games_status_number').execute();
}
