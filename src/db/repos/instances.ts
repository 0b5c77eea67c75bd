// Running service processes. Each beats every few seconds; a claim (an inbound mail being handled, an
// outbox row being delivered) names its instance, and a claim whose instance stopped beating is taken
// back by anyone at once. An instance restarted under its own id takes its old claims back at start.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './games';

/** How often an instance beats, and after how long without a beat its claims are void. */
export const BEAT_MS = 5_000;
export const STALE_AFTER_MS = 20_000;

/** Registers (or re-registers) an instance and frees every claim it held before a crash. */
export async function registerInstance(db: Db, id: string, now: Date): Promise<{ freed: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('instances')
      .values({ id, started_at: now, beat_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ started_at: now, beat_at: now }))
      .execute();
    const mails = await trx
      .updateTable('outbox')
      .set({ next_attempt_at: now, lease_until: null, claimed_by: null })
      .where('claimed_by', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const inbound = await trx
      .updateTable('inbound_mail')
      .set({ claimed_at: null, claimed_by: null })
      .where('claimed_by', '=', id)
      .where(sql.ref('handled_at'), 'is', null)
      .executeTakeFirst();
    return { freed: Number(mails.numUpdatedRows) + Number(inbound.numUpdatedRows) };
  });
}

export async function beat(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('instances').set({ beat_at: now }).where('id', '=', id).execute();
}

/** A clean stop: the instance has finished its work, so it leaves no claim and no row. */
export async function retireInstance(db: Db, id: string): Promise<void> {
  await db.deleteFrom('instances').where('id', '=', id).execute();
}

/** SQL: the instance named by `claimedBy` is registered and has stopped beating. */
export function holderStopped(claimedBy: Expression<string | null>, now: Date): Expression<SqlBool> {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  return sql<SqlBool>`exists (select 1 from instances i where i.id = ${claimedBy} and i.beat_at < ${before})`;
}
