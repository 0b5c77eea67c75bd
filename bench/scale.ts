// Scale benchmark (PostgreSQL, a schema of its own): 10,000 active games, Sharpsburg and Travel Battle
// at various steps (a few real games played through the use-cases, then copied: clone-games.ts).
// Prints the orders page p50/p99 over random games and the duration of sweeper passes, and checks
// with EXPLAIN that every query the page and the sweep make uses an index on the big tables.
import { performance } from 'node:perf_hooks';
import type { Server } from 'node:http';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createServices } from '../src/app/index';
import { autoplayStep, legalOrdersText } from '../src/app/turns/autoplay';
import { sweep } from '../src/app/time/sweep';
import { openPostgres } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { createRng } from '../src/games/core/rng';
import { createWebApp } from '../src/web/app';
import { listen } from '../src/web/listen';
import { createSchema, dropSchema } from '../test/support/databases';
import { cloneGames } from './clone-games';
import { config, loadPage, ordersPath } from './orders-client';
import { stats, type StageFigures } from './stats';

export interface ScaleFigures {
  games: number;
  seedSeconds: number;
  page: StageFigures;
  sweepMs: number[];
  slowestSweepStatements: { sql: string; ms: number }[];
  queries: number;
  /** Queries that read a big table without an index: the table and the statement. */
  seqScans: { table: string; sql: string }[];
}

interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

/** Eight real games (two of each kind at steps 0 to 3, one side's orders in), copied to `games`. */
async function seed(url: string, schema: string, games: number): Promise<number> {
  const d = await openPostgres(url, { searchPath: schema });
  try {
    const services = createServices({ db: d.db, config });
    const rng = createRng('bench-scale');
    for (let t = 0; t < 8; t++) {
      const sharpsburg = t % 2 === 0;
      const { gameId } = await services.createGame(
        sharpsburg
          ? { game: 'sharpsburg', players: { union: `u${t}@scale.test`, confederate: `c${t}@scale.test` } }
          : {
              game: 'travel-battle',
              players: { red: `r${t}@scale.test`, blue: `b${t}@scale.test` },
              options: { quickSetup: true },
            },
      );
      for (let s = 0; s < t % 4; s++) await autoplayStep(services.ctx, gameId, rng);
      const view = await services.getSideView({ gameId, side: sharpsburg ? 'union' : 'red' });
      const side = view.step.awaiting[0];
      if (side && view.step.awaiting.length > 1) {
        const text = await legalOrdersText(services.ctx, gameId, side, rng);
        await services.submitOrders({ gameId, side, step: view.step.seq, text, channel: 'cli' });
      }
    }
    return await cloneGames(d.db, Math.ceil(games / 8) - 1);
  } finally {
    await d.close();
  }
}

/** Every distinct statement's plan; the big tables it reads by a sequential scan. */
async function seqScans(pool: pg.Pool, queries: Captured[]): Promise<ScaleFigures['seqScans']> {
  const { rows: big } = await pool.query<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = current_schema()::regnamespace and reltuples > 5000`,
  );
  const bigTables = new Set(big.map((r) => r.relname));
  const found: ScaleFigures['seqScans'] = [];
  for (const q of queries.filter((x) => /^\s*(select|with|update|delete|insert)\b/i.test(x.sql))) {
    const { rows } = await pool.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${q.sql}`,
      q.parameters as unknown[],
    );
    const walk = (node: Record<string, unknown>): void => {
      const table = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && typeof table === 'string' && bigTables.has(table))
        found.push({ table, sql: q.sql });
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const plan = rows[0]?.['QUERY PLAN'] as { Plan: Record<string, unknown> }[];
    walk(plan[0]?.Plan ?? {});
  }
  return found;
}

export async function benchScale(opts: { games?: number } = {}): Promise<ScaleFigures | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const schema = await createSchema(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  let server: Server | null = null;
  try {
    const t0 = performance.now();
    const games = await seed(url, schema, opts.games ?? 10_000);
    const seedSeconds = (performance.now() - t0) / 1000;

    const seen = new Map<string, Captured>();
    let capturing = false;
    /** Each statement's longest time during the timed sweeps. */
    const sweepStatements = new Map<string, number>();
    let timingSweep = false;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (e) => {
        if (capturing && e.level === 'query' && !seen.has(e.query.sql))
          seen.set(e.query.sql, { sql: e.query.sql, parameters: e.query.parameters });
        if (timingSweep)
          sweepStatements.set(
            e.query.sql,
            Math.max(sweepStatements.get(e.query.sql) ?? 0, e.queryDurationMillis),
          );
      },
    });
    const services = createServices({ db, config });
    server = await listen(createWebApp(services, config), 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    const { rows: open } = await pool.query<{ id: string; seq: number; side: string; tts: number }>(
      `select g.id, s.seq, s.awaiting->>0 as side, g.turn_time_seconds as tts
       from games g join steps s on s.game_id = g.id and s.seq = g.current_step
       where g.status = 'active' and s.resolved_at is null and jsonb_array_length(s.awaiting) > 0
       order by random() limit 300`,
    );
    const pages = open.map((r) =>
      ordersPath({ gameId: r.id, side: r.side, step: r.seq, turnTimeSeconds: r.tts }),
    );
    capturing = true;
    for (const p of pages.slice(0, 20)) await loadPage(`${base}${p}`);
    capturing = false;
    const ms: number[] = [];
    for (const p of pages) ms.push(await loadPage(`${base}${p}`));

    const sweepMs: number[] = [];
    timingSweep = true;
    for (let i = 0; i < 3; i++) {
      capturing = i === 0;
      const s0 = performance.now();
      await sweep(services.ctx);
      sweepMs.push(performance.now() - s0);
    }
    capturing = false;
    timingSweep = false;
    const queries = [...seen.values()];
    return {
      games,
      seedSeconds,
      page: stats(ms),
      sweepMs,
      slowestSweepStatements: [...sweepStatements.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([sql, ms]) => ({ sql, ms })),
      queries: queries.length,
      seqScans: await seqScans(pool, queries),
    };
  } finally {
    const s = server;
    if (s) await new Promise((r) => s.close(r));
    await pool.end();
    await dropSchema(url, schema);
  }
}

export function printScaleFigures(r: ScaleFigures | null): void {
  if (!r) {
    console.log('scale: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL database)');
    return;
  }
  const f = (x: number) => x.toFixed(x < 10 ? 1 : 0);
  console.log(`scale on postgres: ${r.games} games seeded in ${r.seedSeconds.toFixed(0)} s`);
  console.log(`  orders page (random games) n=${r.page.n}  p50 ${f(r.page.p50)} ms  p99 ${f(r.page.p99)} ms`);
  const short = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 120);
  console.log(
    `  one sweeper pass: ${r.sweepMs.map((x) => `${f(x)} ms`).join(', ')}; its slowest statements:`,
  );
  for (const s of r.slowestSweepStatements) console.log(`    ${f(s.ms)} ms  ${short(s.sql)}`);
  console.log(
    `  ${r.queries} distinct queries (page and sweep) explained; sequential scans of big tables: ${r.seqScans.length}`,
  );
  for (const s of r.seqScans) console.log(`    ${s.table}: ${short(s.sql)}`);
}
