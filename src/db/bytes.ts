// Bytes cross the database in base64, decoded and encoded by the database itself: PGlite converts a
// bytea parameter or column in JavaScript, on the event loop the pages share, several times slower
// (a 90 KB picture took 12-19 ms to write and as long to read; in base64, 1-3 ms).
import { sql, type RawBuilder } from 'kysely';

/** A value to write into a bytea column. */
export function bytesIn(bytes: Buffer): RawBuilder<Buffer> {
  return sql<Buffer>`decode(${bytes.toString('base64')}, 'base64')`;
}

/** A bytea column read as one line of base64 (see `base64Out`). */
export function base64Of(column: string): RawBuilder<string | null> {
  return sql<string | null>`encode(${sql.ref(column)}, 'base64')`;
}

/** Postgres breaks its base64 into lines of 76; a mail's attachment and Buffer.from take it whole. */
export function base64Out(text: string | null): string | null {
  return text?.replace(/\n/g, '') ?? null;
}
