// Inbound mail is claimed before it is handled, so two deliveries of one Message-ID arriving at the
// same moment (two doors, or a sender retrying while we still work) are never both acted on. The
// claim is a lease: a process that dies mid-way leaves a claim that runs out and the retry runs.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbound_mail').addColumn('claimed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbound_mail').dropColumn('claimed_at').execute();
}
