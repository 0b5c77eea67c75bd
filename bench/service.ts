// Service benchmark: submissions per second through validate -> store+resolve (compose, PNG, outbox
// rows in one transaction) -> outbox delivery (embedded mailbox), with p50/p99 per stage, on PGlite
// and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL, beside the raw single-row-commit
// rate of the same database measured in the same run, after a warm-up game. Prints figures; asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { checkText } from '../src/app/turns/check-orders';
import { createServices } from '../src/app/index';
import { autoplayStep } from '../src/app/turns/autoplay';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type OpenDatabase } from '../src/db/connect';
import { createRng } from '../src/games/core/rng';
import { getGame } from '../src/games/index';
import { createSender } from '../src/mail/outbox/sender';
import { mailboxTransport } from '../src/mail/outbox/transport';
import { svgToPng } from '../src/render/png';
import { createRenderPool } from '../src/render/pool';
import { measuringReports } from './report-bytes';
import { stats, type StageFigures } from './stats';

export interface ServiceFigures {
  database: string;
  submissions: number;
  submissionsPerSecond: number;
  /** Submissions through check, store, resolution and mails queued (delivery apart), one at a time. */
  queuedPerSecond: number;
  rawCommitsPerSecond: number;
  /** MIME size of each report mail sent, its PNG pictures included. */
  reportBytes: number[];
  stages: Record<'validate' | 'submitAndResolve' | 'renderPng' | 'outboxPerMail', StageFigures>;
}

async function timed<T>(list: number[], fn: () => Promise<T> | T): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  list.push(performance.now() - t0);
  return out;
}

/** Single-row commits per second: the median of five batches (the disk's pace varies from batch to batch). */
async function rawCommitRate(database: OpenDatabase, n: number): Promise<number> {
  await sql`create table if not exists bench_commit (id serial primary key, v text)`.execute(database.db);
  const rates: number[] = [];
  for (let batch = 0; batch < 5; batch++) {
    const t0 = performance.now();
    for (let i = 0; i < n / 5; i++) {
      await database.db
        .transaction()
        .execute((trx) => sql`insert into bench_commit (v) values (${String(i)})`.execute(trx));
    }
    rates.push(n / 5 / ((performance.now() - t0) / 1000));
  }
  return rates.sort((a, b) => a - b)[2] as number;
}

async function playGames(
  database: OpenDatabase,
  submissionsWanted: number,
): Promise<Omit<ServiceFigures, 'database' | 'rawCommitsPerSecond'>> {
  const config = loadConfig({
    SECRET: 'bench-secret-bench-secret-bench-secret-01',
    ADMIN_TOKEN: 'bench-admin-token-000001',
    DATA_DIR: tmpdir(),
  });
  const services = createServices({ db: database.db, config });
  const measured = measuringReports(database.db, mailboxTransport(config.baseUrl));
  // Pictures drawn as the server draws them: palette PNGs in a render worker.
  const pool = createRenderPool({ size: 1 });
  const sender = createSender({
    db: database.db,
    transport: measured.transport,
    batch: 50,
    render: (svg, width) => pool.render({ svg, width }),
    compose: services.composeQueued,
  });
  const game = getGame('sharpsburg');
  const rng = createRng('bench-service');
  const t = {
    validate: [] as number[],
    submit: [] as number[],
    render: [] as number[],
    outbox: [] as number[],
  };
  const drawn: { state: unknown; side: string }[] = [];
  let submissions = 0;
  while (submissions < submissionsWanted) {
    const { gameId } = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@bench.test', confederate: 'c@bench.test' },
    });
    for (;;) {
      if (submissions >= submissionsWanted) break;
      let submitStart = 0;
      const playing = await autoplayStep(services.ctx, gameId, rng, {
        beforeSubmit: async (side, text, state) => {
          await timed(t.validate, () => checkText(game, state, side, text));
          submissions++;
          // Pictures are timed apart, after the games: rendering here would leave its garbage to
          // the submission timed next.
          if (drawn.length < 50) drawn.push({ state, side });
          submitStart = performance.now();
        },
        afterSubmit: () => t.submit.push(performance.now() - submitStart),
      });
      if (!playing) break;
      const sentAt = performance.now();
      const sent = await sender.runOnce();
      if (sent > 0) t.outbox.push(...Array<number>(sent).fill((performance.now() - sentAt) / sent));
    }
  }
  await pool.close();
  for (const { state, side } of drawn)
    await timed(t.render, () => svgToPng(game.draw(game.view(state as never, side), [])));
  // The pipeline's own time (validate + submit/resolve + delivery); the extra PNG timings are apart.
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const seconds = (sum(t.submit) + sum(t.outbox)) / 1000;
  return {
    submissions,
    submissionsPerSecond: submissions / seconds,
    // The submission checks its orders itself: the check timed apart (as the live check a player's
    // page asks for) is not counted twice.
    queuedPerSecond: submissions / (sum(t.submit) / 1000),
    reportBytes: measured.bytes,
    stages: {
      validate: stats(t.validate),
      submitAndResolve: stats(t.submit),
      renderPng: stats(t.render),
      outboxPerMail: stats(t.outbox),
    },
  };
}

/** A fresh PGlite in a temp dir, or a fresh schema of PostgreSQL, closed and removed after `fn`. */
export async function withDatabase<T>(
  kind: 'pglite' | 'postgres',
  url: string | undefined,
  fn: (d: OpenDatabase) => Promise<T>,
): Promise<T> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'despatch-bench-'));
    const d = await openPglite(dir, { ownThread: true }); // as a server opens it
    try {
      return await fn(d);
    } finally {
      await d.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const d = await openPostgres(url as string, { searchPath: schema });
  try {
    return await fn(d);
  } finally {
    await d.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

export async function benchService(
  opts: { submissions?: number; commits?: number } = {},
): Promise<ServiceFigures[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const kinds: ('pglite' | 'postgres')[] = url ? ['pglite', 'postgres'] : ['pglite'];
  const out: ServiceFigures[] = [];
  for (const kind of kinds) {
    out.push(
      await withDatabase(kind, url, async (d) => {
        // A warm-up, not counted: a running server has its code compiled and its modules loaded,
        // and PGlite's WebAssembly optimised (the floor too is measured after it).
        await playGames(d, 20);
        const raw = await rawCommitRate(d, opts.commits ?? 500);
        const played = await playGames(d, opts.submissions ?? 60);
        return { database: kind, rawCommitsPerSecond: raw, ...played };
      }),
    );
  }
  return out;
}

export function printServiceFigures(figures: ServiceFigures[]): void {
  const f = (x: number) => x.toFixed(x < 10 ? 2 : 0);
  for (const r of figures) {
    console.log(
      `service on ${r.database}: ${r.submissions} submissions, ${f(r.submissionsPerSecond)} submissions/s; raw single-row commits ${f(r.rawCommitsPerSecond)}/s (ratio raw/submissions ${f(r.rawCommitsPerSecond / r.submissionsPerSecond)})`,
    );
    console.log(
      `  submissions -> resolution -> mails queued: ${f(r.queuedPerSecond)}/s = ${((100 * r.queuedPerSecond) / r.rawCommitsPerSecond).toFixed(1)}% of the raw commit rate`,
    );
    const kib = r.reportBytes.map((b) => b / 1024);
    console.log(
      `  bytes per report mail (MIME, PNG included): p50 ${stats(kib).p50.toFixed(0)} KiB, largest ${Math.max(0, ...kib).toFixed(0)} KiB (${kib.length} reports)`,
    );
    for (const [stage, s] of Object.entries(r.stages)) {
      console.log(
        `  ${stage.padEnd(18)} n=${String(s.n).padStart(4)}  p50 ${f(s.p50)} ms  p99 ${f(s.p99)} ms  mean ${f(s.mean)} ms`,
      );
    }
  }
}

// `npx tsx bench/service.ts` runs it alone.
if (process.argv[1]?.endsWith('service.ts')) {
  printServiceFigures(await benchService({ submissions: Number(process.env.BENCH_SUBMISSIONS ?? 60) }));
}
