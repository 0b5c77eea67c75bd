// The one check of an id that comes from outside (a page's path, a form, a mail command, the CLI, the
// admin API): the database's serial and integer columns hold 1 to 2^31-1, so anything else names no
// row. Checked here, before any statement, a huge number is "not found", never an overflow (a 500).
import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (and `serial`). */
export const ROW_ID_MAX = 2_147_483_647;

/** A row id as written by a caller: a number, or its digits (optionally after '#', as in "#12"). */
export const rowIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^#?\d{1,10}$/)
      .transform((s) => Number(s.replace('#', ''))),
  ])
  .pipe(z.number().int().min(1).max(ROW_ID_MAX));

/** The row id `value` names, or null when it names none (malformed, zero, negative or too large). */
export function rowIdOf(value: unknown): number | null {
  const r = rowIdSchema.safeParse(typeof value === 'string' ? value.trim() : value);
  return r.success ? r.data : null;
}

/** An id no row has: what a lookup by a number out of range searches for, to find nothing. */
export const NO_ROW = 0;
