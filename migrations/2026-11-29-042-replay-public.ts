// A finished game's replay made public by its organiser (issue #45): anyone with the game's public
// link may step through it. Off until the organiser switches it on; it can be switched off again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('replay_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('replay_public').execute();
}
