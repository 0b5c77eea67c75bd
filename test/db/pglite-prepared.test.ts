// Issue 12: on PGlite, each statement with parameters is prepared once and then only bound and
// executed (pglite/prepared.mjs), on the caller's thread and on PGlite's own alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgliteBackend } from '../../src/db/pglite/backend';
import { openHere } from '../../src/db/pglite/here';
import { PgliteThread } from '../../src/db/pglite/thread';

const backends: [string, (dir: string) => Promise<PgliteBackend>][] = [
  ['this thread', async (dir) => openHere(dir)],
  ['its own thread', (dir) => PgliteThread.open(dir)],
];

describe.each(backends)('prepared statements on PGlite (%s)', (_name, openIn) => {
  let dir: string;
  let pg: PgliteBackend;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'despatch-prepared-'));
    pg = await openIn(join(dir, 'pglite'));
    await pg.ready;
    await pg.query('create table t (id int primary key, name text)', []);
    await pg.query("insert into t values (1, 'one'), (2, 'two')", []);
  });
  afterAll(async () => {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = (sql: string, params: unknown[]) =>
    pg.query(sql, params).then((r) => (r.rows as { name: string }[]).map((x) => x.name));

  test('issue 12: a statement with parameters is prepared once and bound after, with the right rows each time', async () => {
    const text = 'select name from t where id = $1';
    expect(await names(text, [1])).toEqual(['one']);
    expect(await names(text, [2])).toEqual(['two']);
    expect(await names(text, [3])).toEqual([]);
    const { rows } = await pg.query('select statement from pg_prepared_statements where statement = $1', [
      text,
    ]);
    expect(rows).toHaveLength(1);
  });

  test('issue 12: a prepared write says how many rows it changed, and an error leaves the session ready', async () => {
    const renamed = await pg.query('update t set name = $1 where id <= $2', ['x', 1]);
    expect(renamed.affectedRows).toBe(1);
    await expect(pg.query('insert into t values ($1, $2)', [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(pg.query('select 1 / $1::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await names('select name from t where id = $1', [1])).toEqual(['x']);
  });

  test('issue 12: a statement whose table changed under it is prepared again, not failed', async () => {
    const text = 'select * from t where id = $1';
    expect(await pg.query(text, [2])).toMatchObject({ rows: [{ id: 2, name: 'two' }] });
    await pg.query('alter table t add column rank int', []);
    await pg.query('update t set rank = $1 where id = $2', [7, 2]);
    expect(await pg.query(text, [2])).toMatchObject({ rows: [{ id: 2, name: 'two', rank: 7 }] });
  });
});
