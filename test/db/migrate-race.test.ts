// Migrating a schema of a PostgreSQL database while other clients drop theirs (as the test files do
// when they end, two at a time): kysely lists every schema's tables to find its own, and Postgres
// fails that list (3F000) when a schema goes during it. migrate() lists again; nothing is lost.
import pg from 'pg';
import { openPostgres } from '../../src/db/connect';
import { createSchema, dropSchema } from '../support/databases';

const url = process.env.TEST_DATABASE_URL;

(url ? describe : describe.skip)('migrate on PostgreSQL', () => {
  test('a schema migrates while other clients create and drop theirs (a CI run failed so)', async () => {
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let migrating = true;
    let dropped = 0;
    // Another client's schemas, each with a table (so the listing has columns of it to read), come and go.
    const churning = (async () => {
      for (let i = 0; migrating && i < 5000; i++) {
        const name = `churn_${process.pid}_${i}`;
        await churn.query(`create schema ${name}; create table ${name}.t (a int, b text, c jsonb)`);
        await churn.query(`drop schema ${name} cascade`);
        dropped++;
      }
    })();
    try {
      for (let round = 0; round < 6; round++) {
        const schema = await createSchema(url as string);
        const opened = await openPostgres(url as string, { searchPath: schema });
        const games = await opened.db.selectFrom('games').select('id').execute();
        expect(games).toEqual([]);
        await opened.close();
        await dropSchema(url as string, schema);
      }
    } finally {
      migrating = false;
      await churning;
      await churn.end();
    }
    expect(dropped).toBeGreaterThan(0);
  }, 120_000);
});
