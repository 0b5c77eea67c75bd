// When a tournament whose rounds start by the calendar is next due (its next round's date), so that
// the sweep asks only for tournaments with something to do: before it, every such tournament was
// read and locked at every pass, the first twenty by id, and the rest waited behind them for ever.
// Filled for running tournaments as `nextRoundStart` (app/tournaments/round-dates.ts) computes it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tournaments').addColumn('round_due_at', 'timestamptz').execute();
  await sql`update tournaments set round_due_at = case
      when settings->'roundDates' is not null
        then (settings->'roundDates'->>(current_round - 1))::timestamptz
      when settings->>'roundDays' is not null
        then round_started_at + make_interval(days => (settings->>'roundDays')::integer)
    end
    where status = 'running'`.execute(db);
  await sql`create index tournaments_round_due on tournaments (round_due_at)
    where status = 'running' and round_due_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tournaments_round_due').execute();
  await db.schema.alterTable('tournaments').dropColumn('round_due_at').execute();
}
