// Two service instances (separate `despatch serve` processes) share one PostgreSQL database and a
// batch of games whose deadlines have passed: every deadline is handled exactly once, every mail is
// delivered once, and killing one instance in the middle of the batch (SIGKILL) and starting it again
// loses nothing. PostgreSQL only: PGlite admits one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createServices } from '../../src/app/index';
import { openPostgres, type OpenDatabase } from '../../src/db/connect';
import { setPlayerSettings } from '../../src/app/time/player-settings';
import { createSchema, dropSchema } from '../support/databases';
import { testConfig } from '../support/services';
import { until } from '../support/until';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/despatch.js');
const url = process.env.TEST_DATABASE_URL;
const GAMES = 12;

(url ? describe : describe.skip)('two instances sharing one PostgreSQL database', () => {
  let schema: string;
  let database: OpenDatabase;
  const dirs: string[] = [];
  const children = new Set<ChildProcess>();
  const config = testConfig();

  function serve(): ChildProcess {
    const dataDir = mkdtempSync(join(tmpdir(), 'despatch-instance-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, [BIN, 'serve'], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        SECRET: config.secret,
        ADMIN_TOKEN: config.adminToken,
        BASE_URL: config.baseUrl,
        MAIL_DOMAIN: config.mailDomain,
        OUTBOX_INTERVAL_MS: '100',
        SWEEP_INTERVAL_MS: '100',
        DATABASE_URL: `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  }

  async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  beforeAll(async () => {
    schema = await createSchema(url as string);
    database = await openPostgres(url as string, { searchPath: schema });
  });
  afterAll(async () => {
    // A server shuts down gracefully on SIGTERM; on a busy machine that can be slow: bounded, then KILL.
    for (const child of [...children]) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(late);
    }
    await database.close();
    await dropSchema(url as string, schema);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 120_000);

  test('each passed deadline is handled once and each mail sent once, across a SIGKILL and a restart', async () => {
    const db = database.db;
    const past = new Date(Date.now() - 2 * 86_400_000);
    const services = createServices({ db, config, now: () => past });
    const ids: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const players = { union: `u${i}@example.org`, confederate: `c${i}@example.org` };
      const { gameId } = await services.createGame({ game: 'sharpsburg', players, turnTimeSeconds: 3600 });
      ids.push(gameId);
    }
    // Half the games have had their one extension already: their deadline resolves with the defaults.
    const resolving = ids.filter((_, i) => i % 2 === 1);
    await db
      .updateTable('game_sides')
      .set({ misses: 1 })
      .where('game_id', 'in', resolving)
      .where('side', '=', 'union')
      .execute();
    // Two players who owe orders in games that stay open get a daily digest that is due now.
    for (const email of ['u0@example.org', 'u2@example.org']) {
      await setPlayerSettings(services.ctx, email, { digest: true });
    }
    await db.updateTable('digests').set({ due_at: past }).execute();
    await db.updateTable('outbox').set({ status: 'sent' }).execute(); // the first mails are not what we count

    const handled = () =>
      db
        .selectFrom('steps')
        .select(sql<number>`count(*)`.as('n'))
        .where('seq', '=', 1)
        .where((eb) => eb.or([eb('extended', '=', true), eb('resolved_at', 'is not', null)]))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));

    const a = serve();
    serve();
    await until('some deadlines handled', async () => ((await handled()) >= 2 ? true : undefined), 90_000);
    await stop(a, 'SIGKILL');
    expect(await handled()).toBeLessThan(GAMES); // the kill came in the middle of the batch
    serve();
    await until(
      'every deadline handled',
      async () => ((await handled()) === GAMES ? true : undefined),
      90_000,
    );
    // Rows the killed instance had claimed wait for their lease (5 minutes); let that time pass.
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(), lease_until: null })
      .where('status', '=', 'pending')
      .execute();
    await until(
      'every mail delivered',
      async () => {
        const left = await db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
        return left.length === 0 ? true : undefined;
      },
      90_000,
    );
    await new Promise((r) => setTimeout(r, 1500)); // a second handling or sending would show by now

    for (const gameId of ids) {
      const steps = await db
        .selectFrom('steps')
        .selectAll()
        .where('game_id', '=', gameId)
        .orderBy('seq')
        .execute();
      const kinds = await db
        .selectFrom('outbox')
        .select('kind')
        .where('game_id', '=', gameId)
        .where('kind', '!=', 'start')
        .execute();
      const subs = await db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute();
      if (resolving.includes(gameId)) {
        expect(steps.map((s) => s.seq)).toEqual([1, 2]);
        expect(subs.map((s) => s.channel)).toEqual(['timeout']);
        expect(kinds.map((k) => k.kind).filter((k) => k !== 'reminder')).toEqual(['report', 'report']);
      } else {
        expect(steps).toHaveLength(1);
        expect(steps[0]).toMatchObject({ extended: true, deadline_revision: 1, resolved_at: null });
        expect(kinds.map((k) => k.kind).filter((k) => k !== 'reminder')).toEqual(['extension', 'extension']);
      }
    }
    const sent = await db.selectFrom('outbox').select(['id', 'message_id', 'kind', 'to_addr']).execute();
    const delivered = await db.selectFrom('mailbox').select(['outbox_id', 'message_id']).execute();
    const counted = sent.filter((s) => s.kind !== 'start');
    expect(delivered).toHaveLength(counted.length);
    expect(new Set(delivered.map((d) => d.message_id)).size).toBe(delivered.length);
    expect(new Set(delivered.map((d) => d.outbox_id))).toEqual(new Set(counted.map((s) => s.id)));
    expect(
      counted
        .filter((s) => s.kind === 'digest')
        .map((s) => s.to_addr)
        .sort(),
    ).toEqual(['u0@example.org', 'u2@example.org']);
  }, 180_000);
});
