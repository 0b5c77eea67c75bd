// Claims that survive nothing but a live process. Inbound mail is claimed per Message-ID AND sender
// (a refused mail from a stranger never hides the player's genuine mail with the same Message-ID);
// inbound and outbox claims name the instance that holds them, and every instance beats in
// `instances`: a claim whose holder stopped beating is taken back at once, not after a fixed lease.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inbound_mail')
    .addColumn('sender_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('inbound_mail').addColumn('claimed_by', 'text').execute();
  await sql`update inbound_mail set sender_key = lower(coalesce(from_addr, ''))`.execute(db);
  await sql`alter table inbound_mail drop constraint inbound_mail_message_id_key`.execute(db);
  await db.schema
    .createIndex('inbound_mail_message_sender')
    .unique()
    .on('inbound_mail')
    .columns(['message_id', 'sender_key'])
    .execute();
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
  // The organiser's game page lists a game's mails, newest first.
  await db.schema.createIndex('outbox_game').on('outbox').columns(['game_id', 'id']).execute();
  // The answer cap reads one game side's recent mails (app/replies/answer-cap.ts).
  await db.schema
    .createIndex('inbound_mail_target')
    .on('inbound_mail')
    .columns(['game_id', 'side', 'handled_at'])
    .execute();
  await db.schema
    .createTable('instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('beat_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instances').execute();
  await db.schema.dropIndex('inbound_mail_target').execute();
  await db.schema.dropIndex('outbox_game').execute();
  await db.schema.alterTable('outbox').dropColumn('claimed_by').execute();
  await db.schema.dropIndex('inbound_mail_message_sender').execute();
  await db.schema.alterTable('inbound_mail').dropColumn('claimed_by').execute();
  await db.schema.alterTable('inbound_mail').dropColumn('sender_key').execute();
  await sql`alter table inbound_mail add constraint inbound_mail_message_id_key unique (message_id)`.execute(
    db,
  );
}
