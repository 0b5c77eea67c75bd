// A side's seat: raised each time the organiser gives the side to another player. Links and reply
// tokens carry the seat they were issued for, so the former player's ones stop working at once.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_sides')
    .addColumn('seat', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_sides').dropColumn('seat').execute();
}
