// Issue 12: on PostgreSQL each statement with parameters is prepared once per connection and then
// only bound (postgres-client.ts). Held on the server's own list of a session's prepared statements.
import { sql } from 'kysely';
import { openTempPostgres } from '../support/databases';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('prepared statements on postgres', () => {
  test('issue 12: a statement with parameters is prepared at its first use and bound after, with the right rows each time', async () => {
    const opened = await openTempPostgres(url as string);
    try {
      await opened.db.connection().execute(async (db) => {
        const twice = (n: number) => sql<{ n: number }>`select ${n}::integer + 1 as n`.execute(db);
        expect((await twice(1)).rows).toEqual([{ n: 2 }]);
        expect((await twice(41)).rows).toEqual([{ n: 42 }]);
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where statement like ${'%::integer + 1 as n'}`.execute(
          db,
        );
        expect(rows.map((r) => r.statement)).toEqual(['select $1::integer + 1 as n']);
      });
    } finally {
      await opened.close();
    }
  });
});
