// When a tournament's current round started: a tournament whose rounds start by date counts the
// next round's start from it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tournaments').addColumn('round_started_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tournaments').dropColumn('round_started_at').execute();
}
