// A player's notice channels besides mail (issue #44): a generic webhook, Discord, Slack or a Telegram
// chat, each choosing which notices it gets. The notices themselves are outbox rows (kind 'notice'),
// so they share the sender's claim, lease and retry; this table keeps each channel's last delivery
// and its failures in a row, which switch it off.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notify_channels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    // 'webhook' | 'discord' | 'slack' | 'telegram'
    .addColumn('kind', 'text', (c) => c.notNull())
    // A URL, or a Telegram chat id.
    .addColumn('target', 'text', (c) => c.notNull())
    // The HMAC key of a generic webhook's signature header.
    .addColumn('secret', 'text', (c) => c.notNull())
    // A private channel may carry the signed orders link; a shared one never does.
    .addColumn('private', 'boolean', (c) => c.notNull().defaultTo(false))
    // A JSON array of the notices it gets: turn, reminder, report, result, club, digest.
    .addColumn('kinds', 'jsonb', (c) => c.notNull())
    // A JSON array of seconds before a deadline at which a reminder goes (24 h, 6 h, 1 h).
    .addColumn('reminders', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_delivery_at', 'timestamptz')
    .addColumn('last_status', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notify_channels_player')
    .on('notify_channels')
    .columns(['player_id', 'kind', 'target'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notify_channels').execute();
}
