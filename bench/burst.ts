// Burst benchmark: `despatch serve` (a child process, PGlite and PostgreSQL) holds 150 Sharpsburg
// games, each one submission away from completing its step. Fifty players load their orders pages
// (with the pages' files) and post their completing submissions at once (from a thread of their own, burst-posts.mjs: once
// at normal priority, once below the page loop's), while another client (on a thread of its own, as another player's browser would
// be: page-loop.mjs) loads an unrelated orders page in a loop until every answer has come back and
// the sender has delivered the reports; then the next fifty, three bursts in all. Prints that
// page's latency p50/p99 during the bursts (pooled) against its idle p50/p99 in the same run, and the
// most memory the service's processes held meanwhile. Asserts nothing.
// SKIP_PGLITE=1 runs it on PostgreSQL alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createServices } from '../src/app/index';
import { requireGame } from '../src/app/base/load';
import { autoplayStep, legalOrdersText } from '../src/app/turns/autoplay';
import type { AppContext } from '../src/app/base/context';
import { openPglite, openPostgres, type OpenDatabase } from '../src/db/connect';
import { getStep } from '../src/db/repos/steps';
import { createRng, type Rng } from '../src/games/core/rng';
import { formToken } from '../src/web/security';
import { createSchema, dropSchema, seedDataDir } from '../test/support/databases';
import { until } from '../test/support/until';
import { peakSampler } from './process-tree';
import type { MemoryCap } from './memory-cap';
import { startServiceProcess } from './service-process';
import {
  ADMIN,
  BASE_URL,
  SECRET,
  config,
  fromNewAddress,
  loadPage,
  ordersPath,
  type Target,
} from './orders-client';
import { stats, type StageFigures } from './stats';

export interface BurstFigures {
  database: string;
  /** The players' thread's priority. */
  players: 'normal' | 'low';
  /** The most the service's processes held while the bursts ran (VmRSS summed), MB. */
  peakRssMb: number;
  /** The same peak's proportional size (shared pages once): what the machine gives the service. */
  peakPssMb: number;
  /** The memory cgroup the service ran in (BENCH_MEMORY_MB), its peak and limit hits. */
  capped: ReturnType<MemoryCap['report']> | null;
  /** The web process itself at that peak, and its own most. */
  peakOwnMb: number;
  ownPeakMb: number;
  submissions: number;
  /** Bursts of `submissions / bursts` at once, one after another: their samples are pooled. */
  bursts: number;
  resolved: number;
  mails: number;
  /** Each burst's, until its last answer. */
  burstSeconds: number[];
  /** Each burst's, from its last answer until its reports are delivered. */
  deliverySeconds: number[];
  idle: StageFigures;
  /** While the completing submissions are answered (each resolves its step), all bursts pooled. */
  burst: StageFigures;
  /** After that, while the sender draws the reports' pictures and delivers them. */
  delivery: StageFigures;
}

/** The open step's target for `side` (the first awaited side when not given). */
async function openTarget(ctx: AppContext, gameId: string, side?: string): Promise<Target> {
  const game = await requireGame(ctx.db, gameId);
  const step = await getStep(ctx.db, gameId, game.current_step);
  if (!step) throw new Error(`game ${gameId} has no open step`);
  const s = side ?? step.awaiting[0];
  if (!s) throw new Error(`game ${gameId} awaits nobody`);
  return { gameId, side: s, step: step.seq, turnTimeSeconds: game.turn_time_seconds };
}

/**
 * `games` Sharpsburg games one step in, every awaited side but one submitted: the completing
 * submissions to post (with their orders), and an unrelated game's orders page to load.
 */
async function seed(
  database: OpenDatabase,
  games: number,
  rng: Rng,
): Promise<{ completing: (Target & { text: string })[]; page: Target; seedMails: number }> {
  const services = createServices({ db: database.db, config });
  const ctx = services.ctx;
  const newGame = async (n: number) =>
    (
      await services.createGame({
        game: 'sharpsburg',
        players: { union: `u${n}@bench.test`, confederate: `c${n}@bench.test` },
      })
    ).gameId;
  const completing: (Target & { text: string })[] = [];
  for (let n = 0; n < games; n++) {
    const gameId = await newGame(n);
    await autoplayStep(ctx, gameId, rng);
    const step = await openTarget(ctx, gameId);
    const awaiting = (await getStep(ctx.db, gameId, step.step))?.awaiting ?? [];
    for (const side of awaiting.slice(0, -1)) {
      const text = await legalOrdersText(ctx, gameId, side, rng);
      await services.submitOrders({ gameId, side, step: step.step, text, channel: 'cli' });
    }
    const last = await openTarget(ctx, gameId, awaiting.at(-1));
    completing.push({ ...last, text: await legalOrdersText(ctx, gameId, last.side, rng) });
  }
  const page = await openTarget(ctx, await newGame(games));
  // The seed's own mails composed here; the service sends them before idle is measured.
  await services.composeWaiting();
  const pending = await ctx.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { completing, page, seedMails: Number(pending.n) };
}

/** The request the orders page's form makes to post these orders. */
function formRequest(base: string, t: Target & { text: string }) {
  const path = ordersPath(t);
  const token = path.slice('/orders/'.length);
  return {
    url: `${base}${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromNewAddress() },
    body: new URLSearchParams({ orders: t.text, formToken: formToken(SECRET, 'orders', token) }).toString(),
  };
}

/** Posts orders as the orders page's form does; the answer's status. */
async function postForm(base: string, t: Target & { text: string }): Promise<number> {
  const { url, headers, body } = formRequest(base, t);
  const res = await fetch(url, { method: 'POST', headers, body });
  await res.text();
  return res.status;
}

/**
 * The players' thread (burst-posts.mjs), its HTTP client loaded: `go()` posts every completing form
 * at once and gives how many resolved their step.
 */
async function players(
  base: string,
  targets: (Target & { text: string })[],
  warmUrl: string,
  priority: 'normal' | 'low',
) {
  const worker = new Worker(new URL('./burst-posts.mjs', import.meta.url), {
    workerData: {
      low: priority === 'low',
      requests: targets.map((t) => formRequest(base, t)),
      warmUrl,
      warmHeaders: fromNewAddress(),
    },
    execArgv: [],
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  if ((await next()) !== 'ready') throw new Error("the players' thread did not start");
  return {
    async go(): Promise<number> {
      const answered = next();
      worker.postMessage('go');
      const answers = (await answered) as { status: number; resolved: boolean }[];
      await worker.terminate();
      const refused = answers.find((a) => a.status !== 200);
      if (refused) throw new Error(`submission refused: ${refused.status}`);
      return answers.filter((a) => a.resolved).length;
    },
  };
}

/**
 * A service that has run a while has taken forms before: the first one after a start loads the body
 * parser's decoders and compiles the submission's paths, which is no part of a burst on a running
 * service. Orders that do not parse are refused (422) and change nothing.
 */
async function warmForms(base: string, page: Target): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const status = await postForm(base, { ...page, text: 'no such order' });
    if (status !== 422) throw new Error(`warming the form: ${status}, not 422`);
  }
}

/** The newest mail's id in the embedded mailbox (0 when empty). */
async function newestMail(base: string): Promise<number> {
  const res = await fetch(`${base}/mailbox.json?limit=1`, { headers: fromNewAddress() });
  const page = (await res.json()) as { id: number }[];
  return page[0]?.id ?? 0;
}

type Seeded = Awaited<ReturnType<typeof seed>>;

const IDLE_SAMPLES = 200;
const now = () => performance.timeOrigin + performance.now();

interface Sample {
  /** When the load started, in epoch milliseconds. */
  start: number;
  ms: number;
}

/**
 * The other client: loads the page in a loop on a thread of its own (page-loop.mjs). `first(n)`
 * gives the first n samples' times once they are in (idle); `stop()` ends the loop and gives all.
 */
function pageLoop(url: string) {
  const worker = new Worker(new URL('./page-loop.mjs', import.meta.url), {
    workerData: { url, firstClient: 1 },
    execArgv: [],
  });
  const samples: Sample[] = [];
  const stopped = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: Sample | 'stopped') => (m === 'stopped' ? resolve() : void samples.push(m)));
    worker.on('error', reject);
  });
  // A burst that fails stops the service under the loop: the loop's own failure then is no news.
  stopped.catch(() => undefined);
  return {
    first: (n: number) =>
      until(
        'the idle page samples',
        async () => (samples.length >= n ? samples.slice(0, n).map((s) => s.ms) : undefined),
        600_000,
      ),
    async stop(): Promise<Sample[]> {
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
      return samples.slice(IDLE_SAMPLES);
    },
    /** Ends the loop at once, before the service it loads stops. */
    terminate: () => worker.terminate(),
  };
}

async function burstOn(
  kind: string,
  env: Record<string, string>,
  seeded: Seeded,
  burstSize: number,
  priority: 'normal' | 'low',
): Promise<BurstFigures> {
  const service = await startServiceProcess({
    SECRET,
    ADMIN_TOKEN: ADMIN,
    BASE_URL,
    TRUST_PROXY: '1',
    ...env,
  });
  let loop: ReturnType<typeof pageLoop> | undefined;
  try {
    const { completing, page, seedMails } = seeded;
    const pageUrl = `${service.url}${ordersPath(page)}`;
    // Idle is idle: the seeded games' own mails (welcomes, first reports) are drawn and sent first.
    await until(
      "the seeded games' mails to be delivered",
      async () => ((await newestMail(service.url)) >= seedMails ? true : undefined),
      1_800_000,
    );
    for (let i = 0; i < 20; i++) await loadPage(pageUrl); // warm: templates, JIT, connections
    await warmForms(service.url, page);
    loop = pageLoop(pageUrl);
    const idle = await loop.first(IDLE_SAMPLES);
    const memory = peakSampler(service.pid);

    // Bursts one after another, each once the one before is answered and its reports delivered.
    const windows: { burst: [number, number]; delivery: [number, number] }[] = [];
    let resolved = 0;
    let mails = 0;
    for (let b = 0; b * burstSize < completing.length; b++) {
      const slice = completing.slice(b * burstSize, (b + 1) * burstSize);
      const burst = await players(service.url, slice, pageUrl, priority);
      const mailsBefore = await newestMail(service.url);
      const t0 = now();
      const answered = await burst.go();
      const t1 = now();
      // Each resolved Sharpsburg step reports to both sides, each report drawn by the render pool.
      mails += await until(
        'the reports to be delivered',
        async () => {
          const n = (await newestMail(service.url)) - mailsBefore;
          return n >= answered * 2 ? n : undefined;
        },
        1_800_000,
      );
      resolved += answered;
      windows.push({ burst: [t0, t1], delivery: [t1, now()] });
    }
    const samples = await loop.stop();
    const peak = memory.stop();
    const capped = service.cap?.report() ?? null;
    const startedIn = (part: 'burst' | 'delivery') =>
      samples
        .filter((s) => windows.some((w) => s.start >= w[part][0] && s.start < w[part][1]))
        .map((s) => s.ms);
    const seconds = (part: 'burst' | 'delivery') => windows.map((w) => (w[part][1] - w[part][0]) / 1000);
    return {
      database: kind,
      players: priority,
      peakRssMb: peak.rssMb,
      peakPssMb: peak.pssMb,
      capped,
      peakOwnMb: peak.ownMb,
      ownPeakMb: peak.ownPeakMb,
      submissions: completing.length,
      bursts: windows.length,
      resolved,
      mails,
      burstSeconds: seconds('burst'),
      deliverySeconds: seconds('delivery'),
      idle: stats(idle),
      burst: stats(startedIn('burst')),
      delivery: stats(startedIn('delivery')),
    };
  } finally {
    await loop?.terminate();
    await service.stop();
  }
}

/**
 * Bursts per database. One burst of 50 lasts about a second and gives 60-120 page samples, so its
 * p99 would be its slowest sample; three give some 250, and the p99 is the third slowest. BENCH_BURSTS
 * sets another count (one for a quick look at the memory).
 */
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);

/** The players' priorities to run with (BENCH_PLAYERS=normal or low for one; both by default). */
const PRIORITIES = (process.env.BENCH_PLAYERS ?? 'normal,low').split(',') as ('normal' | 'low')[];

export async function benchBurst(opts: { games?: number } = {}): Promise<BurstFigures[]> {
  const burstSize = opts.games ?? 50;
  const games = burstSize * BURSTS;
  const rng = createRng('bench-burst');
  const out: BurstFigures[] = [];
  for (const priority of process.env.SKIP_PGLITE ? [] : PRIORITIES) {
    const dataDir = mkdtempSync(join(tmpdir(), 'despatch-burst-'));
    try {
      await seedDataDir(dataDir);
      const d = await openPglite(dataDir);
      const seeded = await seed(d, games, rng).finally(() => d.close());
      out.push(await burstOn('pglite', { DATA_DIR: dataDir }, seeded, burstSize, priority));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
  for (const priority of url ? PRIORITIES : []) {
    const schema = await createSchema(url);
    const dataDir = mkdtempSync(join(tmpdir(), 'despatch-burst-'));
    try {
      const d = await openPostgres(url, { searchPath: schema });
      const seeded = await seed(d, games, rng).finally(() => d.close());
      const databaseUrl = `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      out.push(
        await burstOn(
          'postgres',
          { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
          seeded,
          burstSize,
          priority,
        ),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await dropSchema(url, schema);
    }
  }
  return out;
}

export function printBurstFigures(figures: BurstFigures[]): void {
  const f = (x: number) => x.toFixed(x < 10 ? 1 : 0);
  const secs = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ');
  for (const r of figures) {
    console.log(
      `burst on ${r.database}, players at ${r.players} priority: ${r.bursts} bursts of ${r.submissions / r.bursts} completing submissions at once, answered in ${secs(r.burstSeconds)} s (${r.resolved} 'turn resolved'); ${r.mails} reports delivered ${secs(r.deliverySeconds)} s later`,
    );
    console.log(
      `  service memory at most ${r.peakRssMb.toFixed(0)} MB (VmRSS of its processes, summed; the web process ${r.peakOwnMb.toFixed(0)} MB of it), ${r.peakPssMb.toFixed(0)} MB proportional (Pss: pages the processes share counted once); the web process alone at most ${r.ownPeakMb.toFixed(0)} MB`,
    );
    if (r.capped)
      console.log(
        `  in a ${r.capped.limitMb} MB memory cgroup: its peak ${r.capped.peakMb?.toFixed(0) ?? '?'} MB (page cache of the database's files included), limit reached ${r.capped.limitHits ?? '?'} times`,
      );
    console.log(
      `  orders page idle   n=${String(r.idle.n).padStart(4)}  p50 ${f(r.idle.p50)} ms  p99 ${f(r.idle.p99)} ms`,
    );
    console.log(
      `  orders page burst  n=${String(r.burst.n).padStart(4)}  p50 ${f(r.burst.p50)} ms (${f(r.burst.p50 / r.idle.p50)}x idle)  p99 ${f(r.burst.p99)} ms (${f(r.burst.p99 / r.idle.p99)}x idle)  slowest ${f(r.burst.max)} ms`,
    );
    console.log(
      `  orders page sending n=${String(r.delivery.n).padStart(3)}  p50 ${f(r.delivery.p50)} ms (${f(r.delivery.p50 / r.idle.p50)}x idle)  p99 ${f(r.delivery.p99)} ms (${f(r.delivery.p99 / r.idle.p99)}x idle)`,
    );
  }
}
