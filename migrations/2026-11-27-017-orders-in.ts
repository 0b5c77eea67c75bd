// The sweeper looks for open steps whose orders are all in but that were not resolved (a crash
// between the submission and its resolution). Counting every open step's submissions costs a scan of
// all active games; instead the submission that completes a step marks its game (orders_in), the
// resolution clears the mark, and a partial index holds only the marked games: almost always none.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('orders_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Games already waiting for their resolution when this runs.
  await sql`
    update games set orders_in = true
    from steps
    where steps.game_id = games.id and steps.seq = games.current_step
      and games.status = 'active' and steps.resolved_at is null
      and (select count(*) from submissions
           where submissions.game_id = games.id and submissions.step_seq = steps.seq
             and not submissions.superseded) >= jsonb_array_length(steps.awaiting)`.execute(db);
  await db.schema
    .createIndex('games_orders_in')
    .on('games')
    .column('id')
    .where(sql<boolean>`status = 'active' and orders_in`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('games_orders_in').execute();
  await db.schema.alterTable('games').dropColumn('orders_in').execute();
}
