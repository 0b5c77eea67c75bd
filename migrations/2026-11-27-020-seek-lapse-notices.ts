// A seek that lapses unmatched tells its player so: the sweeper marks it noticed in the transaction
// that queues the mail, so the notice goes once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('seeks').addColumn('noticed_at', 'timestamptz').execute();
  await db.schema
    .createIndex('seeks_lapsing')
    .on('seeks')
    .columns(['lapse_at'])
    .where(sql<boolean>`status = 'open' and noticed_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('seeks_lapsing').execute();
  await db.schema.alterTable('seeks').dropColumn('noticed_at').execute();
}
