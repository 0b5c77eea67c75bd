// The replies not yet handled (db/repos/health.ts for /healthz and the desk; db/repos/instances.ts at
// start): a handful at any time among every reply of every year, so a partial index holds only them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index inbound_mail_unhandled on inbound_mail (received_at) where handled_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inbound_mail_unhandled').execute();
}
