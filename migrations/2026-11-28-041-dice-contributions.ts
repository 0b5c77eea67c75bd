// Dice nobody can predict (issue #45): each submission carries the player's contribution, and the
// dice of a step come from the seed and the step's contributions. A game keeps the dice scheme it was
// created with, so the games before this one (scheme 1: the seed alone) still verify.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('contribution', 'text').execute();
  await db.schema
    .alterTable('games')
    .addColumn('dice_scheme', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('dice_scheme').execute();
  await db.schema.alterTable('submissions').dropColumn('contribution').execute();
}
