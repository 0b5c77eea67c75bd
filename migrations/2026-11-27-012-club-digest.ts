// When each club's weekly digest to its organisers is next due (null: not yet scheduled; the sweeper
// schedules it for the next Monday 07:00 UTC).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('digest_due_at', 'timestamptz').execute();
  await db.schema.createIndex('clubs_digest_due').on('clubs').column('digest_due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('clubs_digest_due').execute();
  await db.schema.alterTable('clubs').dropColumn('digest_due_at').execute();
}
