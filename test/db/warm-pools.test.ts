// Issue 12: a server opens every PostgreSQL connection of its pools at start and keeps them
// (connect.ts, warm): fifty submissions after a quiet spell once made the pool open nine backends at
// once, and a page loaded meanwhile waited 200 ms for the CPU they took.
import { sql } from 'kysely';
import { openPostgres } from '../../src/db/connect';
import { createSchema, dropSchema } from '../support/databases';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('warm pools on postgres', () => {
  test.each([
    [true, 13],
    [false, 1],
  ])(
    'issue 12: opened warm=%s, the pools hold %i connections before any page or submission',
    async (warm, expected) => {
      const schema = await createSchema(url as string);
      const opened = await openPostgres(url as string, { searchPath: schema, warm });
      try {
        // Asked on the work pool, which opens a connection for it if it has none.
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where application_name = ${`despatch/${schema}`}`.execute(
          opened.db,
        );
        expect(rows[0]?.n).toBe(expected);
      } finally {
        await opened.close();
        await dropSchema(url as string, schema);
      }
    },
  );
});
