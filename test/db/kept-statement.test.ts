// Issue 12: a statement built by kysely once and kept compiled (kept-statement.ts) gives, for any
// values, the rows that building it anew with them gives, on both databases.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { keptStatement, keptWithNames } from '../../src/db/kept-statement';
import type { Database } from '../../src/db/schema';
import { databases } from '../support/databases';

/** Players by address and id, with a constant (kept in the statement) and one value used twice. */
function build(db: Kysely<Database>, email: string, id: number) {
  return db
    .selectFrom('players')
    .select(['id', 'email'])
    .where((eb) => eb.or([eb('email', '=', email), eb('id', '=', id)]))
    .where(sql<boolean>`${email} <> ${'nobody'}`)
    .orderBy('id')
    .limit(5);
}

describe.each(databases())('%s', (_name, open) => {
  test('issue 12: a kept statement reads what the statement built anew with the same values reads', async () => {
    const { db, close } = await open();
    try {
      const ids: number[] = [];
      for (const email of ['a@kept.test', 'b@kept.test', 'c@kept.test']) {
        const row = await db
          .insertInto('players')
          .values({ email })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      const kept = keptStatement(build);
      for (const [email, id] of [
        ['a@kept.test', ids[2]!],
        ['b@kept.test', -1],
        ['nobody', ids[0]!],
        ['z@kept.test', -1],
      ] as const) {
        expect(await kept(db, email, id)).toEqual(await build(db, email, id).execute());
      }
      // Through a kysely with plugins, each plugin sees the statement, as built anew.
      let seen = 0;
      const counting = db.withPlugin({
        transformQuery: (args) => (seen++, args.node),
        transformResult: async (args) => args.result,
      });
      expect(await kept(counting, 'b@kept.test', -1)).toEqual([{ id: ids[1], email: 'b@kept.test' }]);
      expect(seen).toBe(1);
      // Inside a transaction too.
      await db.transaction().execute(async (trx) => {
        expect(await kept(trx, 'c@kept.test', -1)).toEqual([{ id: ids[2], email: 'c@kept.test' }]);
      });
      // Values by name (a resolution's write, steps.ts): the same rows, whatever order they come in.
      const named = keptWithNames(['id', 'email'], (kdb, v: { email: string; id: number }) =>
        build(kdb, v.email, v.id),
      );
      expect(await named(db, { email: 'nobody', id: ids[0]! })).toEqual(
        await build(db, 'nobody', ids[0]!).execute(),
      );
      expect(await named(db, { id: -1, email: 'a@kept.test' })).toEqual([
        { id: ids[0], email: 'a@kept.test' },
      ]);
    } finally {
      await close();
    }
  });
});

test('issue 12: a builder that reads a value instead of putting it in the statement is refused', async () => {
  // The value picks the column: kept, the statement would keep the first call's choice for every call.
  const branching = keptStatement((db: Kysely<Database>, byId: boolean) =>
    db
      .selectFrom('players')
      .select('id')
      .where(byId ? 'id' : 'email', 'is not', null),
  );
  // A kysely that only builds and compiles (no database is reached: the statement is refused first).
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  await expect(branching(db, true)).rejects.toThrow(/takes 1 values but puts 0 in/);
});
