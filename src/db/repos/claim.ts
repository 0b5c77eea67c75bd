// The one way due work is claimed (ARCHITECTURE.md, "Claiming work"). Every kind of work the service
// does unasked (a reminder, a daily or a club's weekly digest, a lapsed seek, a passed deadline, an
// outbox row) is taken by `claimDue`: the first due rows of a query, due first, locked FOR UPDATE SKIP
// LOCKED, so that two instances never take the same row and neither waits for the other; rows this
// pass already failed on are passed over. The lock lasts as long as the caller's transaction: the
// sweepers act and move the row on inside it (app/base/sweep-claimed.ts); the outbox, which delivers
// outside any transaction, writes a lease into the rows it claimed before it commits (outbox.ts).
import { sql, type SelectQueryBuilder } from 'kysely';

/** What a kind of due work is claimed by. */
export interface DueWork<TB extends string> {
  /** The column naming a row (its id), by which rows this pass already failed on are passed over. */
  id: string;
  /** The columns due rows are taken in, first due first (ascending). */
  order: readonly string[];
  /** The tables whose rows are locked; every table of the query when not given. */
  of?: readonly TB[];
}

/**
 * The first `limit` rows of `due` (a query of the rows that are due now, selecting at least the
 * work's id) in the work's order, locked until the caller's transaction ends; other transactions
 * skip them. Rows whose id is in `skip` are passed over.
 */
export async function claimDue<DB, TB extends keyof DB & string, O>(
  due: SelectQueryBuilder<DB, TB, O>,
  work: DueWork<TB>,
  limit: number,
  skip: readonly (string | number)[] = [],
): Promise<O[]> {
  let q = due;
  if (skip.length) q = q.where(sql<boolean>`${sql.ref(work.id)} not in (${sql.join(skip)})`);
  for (const column of work.order) q = q.orderBy(sql.ref(column));
  q = q.limit(limit);
  q = work.of ? q.forUpdate(work.of) : q.forUpdate();
  return q.skipLocked().execute();
}
