// Indexes the scale bench (10,000 active games) asked for. The sweeper looks for open steps whose
// orders are all in: it reads the open steps alone (a few per game) and the active games alone, not
// every step ever played nor every finished game.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('steps_open')
    .on('steps')
    .columns(['game_id', 'seq'])
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('games_active_step')
    .on('games')
    .columns(['id', 'current_step'])
    .where(sql.ref('status'), '=', 'active')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('games_active_step').execute();
  await db.schema.dropIndex('steps_open').execute();
}
