// The initial schema (DESIGN §5). Tables for issues 4 and 5 (inbound mail, reminders, vacations,
// pending confirmations) are created now so those features add code, not schema churn.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('digest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('vacation_days_left', 'real', (c) => c.notNull().defaultTo(14))
    .addColumn('vacation_year', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'serial', (c) => c.notNull().unique())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('scenario', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('rules_version', 'integer', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')) // active | paused | finished
    .addColumn('turn_time_seconds', 'integer', (c) => c.notNull())
    .addColumn('time_controls', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('current_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_count', 'integer', (c) => c.notNull().defaultTo(0)) // for Message-ID numbering
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('paused_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('game_sides')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('standing', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('misses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consecutive_misses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('draw_offered_at', 'timestamptz')
    .addColumn('resigned_at', 'timestamptz')
    .addPrimaryKeyConstraint('game_sides_pk', ['game_id', 'side'])
    .execute();

  await db.schema
    .createTable('steps')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('awaiting', 'jsonb', (c) => c.notNull()) // Side[]
    .addColumn('prompts', 'jsonb', (c) => c.notNull()) // Prompt[]
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deadline', 'timestamptz')
    .addColumn('extended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('standing_used', 'jsonb') // Record<Side, string> passed to resolve
    .addColumn('late_sides', 'jsonb') // sides resolved without orders (issue 5)
    .addPrimaryKeyConstraint('steps_pk', ['game_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('steps_open_deadline')
    .on('steps')
    .column('deadline')
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('step_seq', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('normal', 'jsonb', (c) => c.notNull()) // string[]: the echo
    .addColumn('orders', 'jsonb', (c) => c.notNull()) // parsed orders, as the engine returned them
    .addColumn('standing', 'text') // standing orders sent with this submission, if any
    .addColumn('channel', 'text', (c) => c.notNull()) // web | email | cli | timeout
    .addColumn('message_id', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('superseded', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('submissions_current')
    .on('submissions')
    .columns(['game_id', 'step_seq', 'side'])
    .unique()
    .where(sql.ref('superseded'), '=', false)
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('step_seq', 'integer', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('events_pk', ['game_id', 'step_seq', 'idx'])
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('step_seq', 'integer', (c) => c.notNull()) // state AFTER step seq (0 = set-up)
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('rolls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('states_pk', ['game_id', 'step_seq'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.references('games.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull()) // prompt | report | final | answer | reminder ...
    .addColumn('to_addr', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('mail', 'jsonb', (c) => c.notNull()) // OutgoingMail, as composed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | sent | failed
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('sent_message_id', 'text') // what the transport answered
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('mailbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('outbox_id', 'integer', (c) => c.unique()) // one delivery per outbox row
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('to_addr', 'text', (c) => c.notNull())
    .addColumn('from_addr', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('mail', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('inbound_mail')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('door', 'text', (c) => c.notNull()) // smtp | http | imap
    .addColumn('from_addr', 'text')
    .addColumn('to_addr', 'text')
    .addColumn('raw', 'bytea')
    .addColumn('game_id', 'text', (c) => c.references('games.id').onDelete('set null'))
    .addColumn('side', 'text')
    .addColumn('step_seq', 'integer')
    .addColumn('outcome', 'text') // accepted | rejected | ignored-loop | stale | command ...
    .addColumn('detail', 'jsonb')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('handled_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('reminders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('step_seq', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // e.g. "before-24h", "before-2h", "digest"
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .addUniqueConstraint('reminders_once', ['game_id', 'step_seq', 'side', 'kind'])
    .execute();
  await db.schema.createIndex('reminders_due').on('reminders').columns(['done_at', 'due_at']).execute();

  await db.schema
    .createTable('vacations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz') // set when it ends early (the player submitted)
    .execute();

  await db.schema
    .createTable('pending_actions') // actions that need a second confirmation (resign, draw)
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'pending_actions',
    'vacations',
    'reminders',
    'inbound_mail',
    'mailbox',
    'outbox',
    'states',
    'events',
    'submissions',
    'steps',
    'game_sides',
    'games',
    'players',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
