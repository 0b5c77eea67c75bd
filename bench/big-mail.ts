// Big-mail benchmark (#39): `despatch serve` (a child process, PGlite and PostgreSQL) takes N mails of
// 10 MB at once over its real SMTP listener, to a valid reply address from the player's own
// address (one line `pass;pass;...`, and `pass` on 1.7 million lines, in turn), while another
// client (on a thread of its own: page-loop.mjs) loads an orders page in a loop. Three rounds, their
// page samples pooled; printed beside the same page's wait with no mail arriving. Asserts nothing.
// SKIP_PGLITE=1 runs it on PostgreSQL alone; BENCH_BIG_MAILS sets N (4).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createServices } from '../src/app/index';
import { replyToken } from '../src/app/base/links';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type OpenDatabase } from '../src/db/connect';
import { getStep } from '../src/db/repos/steps';
import { replyAddress } from '../src/security/tokens';
import { createSchema, dropSchema, seedDataDir } from '../test/support/databases';
import { until } from '../test/support/until';
import { smtpSessions, type Envelope } from './inbound';
import { ADMIN, BASE_URL, SECRET, loadPage, ordersPath, type Target } from './orders-client';
import { startServiceProcess } from './service-process';
import { stats, type StageFigures } from './stats';

const MAIL_DOMAIN = 'bench.test';
const PLAYER = 'r@bench.test';
const ROUNDS = 3;
const IDLE_SAMPLES = 200;
/** Under the listener's 10 MiB limit with the headers and the Return-Path it adds. */
const BODY_BYTES = 10_400_000;

export interface BigMailFigures {
  database: string;
  mails: number;
  rounds: number;
  /** Each round's, from the first byte sent until the last mail is answered (250). */
  roundSeconds: number[];
  idle: StageFigures;
  arriving: StageFigures;
  /** Why the page loop stopped early (a page load failed), or null. */
  pageFailed: string | null;
  /** SMTP answers other than 250 to the big mails. */
  refusals: string[];
}

const config = loadConfig({ SECRET, ADMIN_TOKEN: ADMIN, DATA_DIR: tmpdir(), BASE_URL, MAIL_DOMAIN });

/** A Travel Battle game: its orders page (the page loaded) and the red player's reply address. */
async function seed(d: OpenDatabase): Promise<{ page: Target; replyTo: string }> {
  const services = createServices({ db: d.db, config });
  const { gameId, number } = await services.createGame({
    game: 'travel-battle',
    players: { red: PLAYER, blue: 'b@bench.test' },
  });
  const game = await services.ctx.db
    .selectFrom('games')
    .select(['current_step', 'turn_time_seconds'])
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  const step = await getStep(d.db, gameId, game.current_step);
  const side = services.ctx.games('travel-battle').sides.indexOf('red');
  return {
    page: { gameId, side: 'red', step: step?.seq ?? 1, turnTimeSeconds: game.turn_time_seconds },
    replyTo: replyAddress(replyToken(config, number, side, step?.seq ?? 1), MAIL_DOMAIN),
  };
}

/** The two bodies the issue found: one line of `pass;`, and `pass` line after line. */
function bigMail(to: string, n: number): Envelope {
  const body = n % 2 === 0 ? 'pass;'.repeat(BODY_BYTES / 5) : 'pass\r\n'.repeat(BODY_BYTES / 6);
  const head = [
    `From: Red <${PLAYER}>`,
    `To: ${to}`,
    'Subject: Re: orders',
    `Message-ID: <big.${n}.${Date.now()}@bench.test>`,
    'Content-Type: text/plain; charset=utf-8',
  ].join('\r\n');
  return { from: PLAYER, to, raw: Buffer.from(`${head}\r\n\r\n${body}\r\n`) };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Sample {
  start: number;
  ms: number;
}

function pageLoop(url: string) {
  const worker = new Worker(new URL('./page-loop.mjs', import.meta.url), {
    workerData: { url, firstClient: 1 },
    execArgv: [],
  });
  const samples: Sample[] = [];
  // A page that fails ends the loop; the figures say so rather than stop the bench.
  let failed: string | null = null;
  const stopped = new Promise<void>((resolve) => {
    worker.on('message', (m: Sample | 'stopped') => (m === 'stopped' ? resolve() : void samples.push(m)));
    worker.on('error', (err) => {
      failed = `${err.message} (${String((err as { cause?: unknown }).cause ?? '')})`;
      resolve();
    });
  });
  return {
    idle: () =>
      until(
        'the idle page samples',
        async () => (samples.length >= IDLE_SAMPLES ? samples.slice(0, IDLE_SAMPLES) : undefined),
        600_000,
      ),
    async stop(): Promise<{ samples: Sample[]; failed: string | null }> {
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
      return { samples, failed };
    },
  };
}

const now = () => performance.timeOrigin + performance.now();

async function bigMailsOn(
  kind: string,
  env: Record<string, string>,
  seeded: { page: Target; replyTo: string },
  mails: number,
): Promise<BigMailFigures> {
  const smtpPort = await freePort();
  const service = await startServiceProcess({
    SECRET,
    ADMIN_TOKEN: ADMIN,
    BASE_URL,
    MAIL_DOMAIN,
    TRUST_PROXY: '1',
    INBOUND_SMTP_PORT: String(smtpPort),
    ...env,
  });
  try {
    const pageUrl = `${service.url}${ordersPath(seeded.page)}`;
    for (let i = 0; i < 20; i++) await loadPage(pageUrl); // warm: templates, JIT, connections
    // Warm the mail thread and the reply path with one small mail.
    const small = bigMail(seeded.replyTo, 0);
    await smtpSessions(smtpPort, [{ ...small, raw: Buffer.from(small.raw.subarray(0, 400)) }], 1);
    const loop = pageLoop(pageUrl);
    const idle = await loop.idle();
    const windows: [number, number][] = [];
    const refusals: string[] = [];
    let loaded: { samples: Sample[]; failed: string | null } = { samples: [], failed: null };
    try {
      for (let r = 0; r < ROUNDS; r++) {
        const batch = Array.from({ length: mails }, (_, i) => bigMail(seeded.replyTo, r * mails + i));
        const t0 = now();
        // A refused mail (5xx, 4xx) is a figure too: the round goes on being timed.
        await smtpSessions(smtpPort, batch, mails).catch((err: Error) => refusals.push(err.message));
        windows.push([t0, now()]);
      }
    } finally {
      loaded = await loop.stop();
    }
    const during = loaded.samples.filter((s) => windows.some(([a, b]) => s.start >= a && s.start < b));
    return {
      database: kind,
      mails,
      rounds: ROUNDS,
      roundSeconds: windows.map(([a, b]) => (b - a) / 1000),
      idle: stats(idle.map((s) => s.ms)),
      arriving: stats(during.map((s) => s.ms)),
      pageFailed: loaded.failed,
      refusals,
    };
  } finally {
    await service.stop();
  }
}

export async function benchBigMails(opts: { mails?: number } = {}): Promise<BigMailFigures[]> {
  const mails = opts.mails ?? 4;
  const out: BigMailFigures[] = [];
  if (!process.env.SKIP_PGLITE) {
    const dataDir = mkdtempSync(join(tmpdir(), 'despatch-bigmail-'));
    try {
      await seedDataDir(dataDir);
      const d = await openPglite(dataDir);
      const seeded = await seed(d).finally(() => d.close());
      out.push(await bigMailsOn('pglite', { DATA_DIR: dataDir }, seeded, mails));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = await createSchema(url);
    const dataDir = mkdtempSync(join(tmpdir(), 'despatch-bigmail-'));
    try {
      const d = await openPostgres(url, { searchPath: schema });
      const seeded = await seed(d).finally(() => d.close());
      const databaseUrl = `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      out.push(await bigMailsOn('postgres', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, seeded, mails));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await dropSchema(url, schema);
    }
  }
  return out;
}

export function printBigMailFigures(figures: BigMailFigures[]): void {
  const f = (x: number) => x.toFixed(x < 10 ? 1 : 0);
  for (const r of figures) {
    console.log(
      `big mails on ${r.database}: ${r.rounds} rounds of ${r.mails} mails of 10 MB at once over SMTP, each round answered in ${r.roundSeconds.map((s) => s.toFixed(1)).join(', ')} s`,
    );
    console.log(
      `  orders page idle      n=${String(r.idle.n).padStart(4)}  p50 ${f(r.idle.p50)} ms  p99 ${f(r.idle.p99)} ms  slowest ${f(r.idle.max)} ms`,
    );
    console.log(
      `  orders page arriving  n=${String(r.arriving.n).padStart(4)}  p50 ${f(r.arriving.p50)} ms  p99 ${f(r.arriving.p99)} ms (${f(r.arriving.p99 / r.idle.p99)}x idle)  slowest ${f(r.arriving.max)} ms`,
    );
    for (const refusal of r.refusals) console.log(`  a mail was refused: ${refusal}`);
    if (r.pageFailed) console.log(`  the page loop stopped: a page failed: ${r.pageFailed}`);
  }
}
