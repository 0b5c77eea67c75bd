// Time controls (issue 5): what the initial schema did not foresee. A step can end without the
// engine (resign, forfeit, agreed draw) and says so in `ending`; every move of a deadline bumps
// `deadline_revision` (the SEQUENCE of the step's calendar event); confirmations carry a code;
// digests are due-time rows per player, like reminders.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('steps')
    .addColumn('ending', 'jsonb') // { kind: 'resign' | 'forfeit' | 'draw', sides: Side[] }
    .addColumn('deadline_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('pending_actions')
    .addColumn('code', 'text')
    .addColumn('payload', 'jsonb')
    .execute();
  await db.schema
    .createIndex('pending_actions_open')
    .on('pending_actions')
    .columns(['game_id', 'action'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('digests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .addColumn('games', 'integer') // how many games the sent digest listed
    .execute();
  await db.schema
    .createIndex('digests_one_pending')
    .on('digests')
    .column('player_id')
    .unique()
    .where(sql.ref('done_at'), 'is', null)
    .execute();
  await db.schema.createIndex('digests_due').on('digests').columns(['done_at', 'due_at']).execute();
  await db.schema.createIndex('vacations_player').on('vacations').columns(['player_id', 'ends_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('digests').ifExists().execute();
  await db.schema.dropIndex('vacations_player').ifExists().execute();
  await db.schema.dropIndex('pending_actions_open').ifExists().execute();
  await db.schema.alterTable('pending_actions').dropColumn('code').dropColumn('payload').execute();
  await db.schema.alterTable('steps').dropColumn('ending').dropColumn('deadline_revision').execute();
}
