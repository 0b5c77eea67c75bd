// The caps count an address's recent mails of a kind from the outbox (db/repos/mail-counts.ts: mails
// to strangers, answers to a player who writes too often, the game-over answer): without an index
// each count reads the whole outbox, which grows by every mail of every year.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index outbox_to_kind on outbox (to_addr, kind, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_to_kind').execute();
}
