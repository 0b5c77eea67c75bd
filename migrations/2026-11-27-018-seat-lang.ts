// The language a side's player reads (issue #17): kept per seat, English unless chosen otherwise.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_sides')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_sides').dropColumn('lang').execute();
}
