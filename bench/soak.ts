// `npm run soak`: the service on PostgreSQL (a schema of its own) with a real SMTP relay, under a
// stream of orders by web and by mail, killed with SIGKILL at random moments SOAK_KILLS times (200)
// and restarted each time. Then it checks, and prints: submissions acknowledged, steps resolved, mails
// sent, and what must be 0: orders lost, mails lost, double resolutions, records that fail verify.
// Mails sent twice (SMTP is at-least-once: a kill between the relay's "250" and our "sent") are
// counted apart: the same Message-ID, so mail clients show one. A step resolved twice would write its
// events twice or break the dice replay: `verify` of every game checks both. Every player also has a
// webhook channel (a local receiver): notices lost and notices made twice are counted by their
// idempotency key, and a notice posted again under its key (a kill between the POST and "sent") apart.
// Env: SOAK_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
// SOAK_KILLS (200), SOAK_GAMES (6), SOAK_SEED. `npm run soak -- --faults`: the fault soak instead
// (bench/soak-faults.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../src/app/index';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { createRng } from '../src/games/core/rng';
import { createSchema, dropSchema } from '../test/support/databases';
import { startRelay } from '../test/support/smtp-relay';
import { startReceiver } from '../test/support/notice-receiver';
import { check, failures, printCounts, settle, sleep, startPlayers, trace } from './soak-common';

const KILLS = Number(process.env.SOAK_KILLS ?? 200);
const GAMES = Number(process.env.SOAK_GAMES ?? 6);
const PG =
  process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rng = createRng(process.env.SOAK_SEED ?? 'soak');
const BIN = new URL('../bin/despatch.js', import.meta.url).pathname;
const SECRET = 'soak-secret-soak-secret-soak-secret-01';
const ADMIN = 'soak-admin-token-0123456789';
const INBOUND_PORT = 20000 + Math.floor(rng.next() * 20000);

/** server.json, or null while it is being written. */
function serverInfo(text: string): { pid: number; url: string } | null {
  try {
    return JSON.parse(text) as { pid: number; url: string };
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const schema = await createSchema(PG);
  const relay = await startRelay({ answerBeforeParsing: true }); // as a real relay queues
  const receiver = await startReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-soak-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
    SECRET,
    ADMIN_TOKEN: ADMIN,
    BASE_URL: 'http://127.0.0.1:1', // links are signed with it; the driver posts to the real port
    SMTP_URL: relay.url,
    MAIL_DOMAIN: 'despatch.test',
    INBOUND_SMTP_PORT: String(INBOUND_PORT),
    OUTBOX_INTERVAL_MS: '50',
    SWEEP_INTERVAL_MS: '500',
    ANSWERS_PER_HOUR: '100000',
    // The players' webhook channels are on the local receiver.
    WEBHOOK_ALLOW_PRIVATE: '1',
    DATABASE_URL: `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  };
  const config = loadConfig(env);

  let child: ChildProcess | null = null;
  let url = '';
  // Whatever ends the soak (a failed check, an exception), the service it started goes with it.
  process.on('exit', () => child?.kill('SIGKILL'));
  async function start(): Promise<void> {
    const c = spawn(process.execPath, [BIN, 'serve'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child = c;
    let said = '';
    c.stderr?.on('data', (d: Buffer) => (said = (said + d.toString()).slice(-2000)));
    const begun = Date.now();
    // Generous: on a busy machine a start (loading the sources, the migrations check) takes seconds.
    for (let i = 0; i < 2400; i++) {
      if (c.exitCode !== null) throw new Error(`the service exited (${c.exitCode}) as it started:\n${said}`);
      const file = join(dataDir, 'server.json');
      const info = existsSync(file) ? serverInfo(readFileSync(file, 'utf8')) : null;
      if (info && info.pid === c.pid) {
        url = info.url;
        trace(`started in ${Date.now() - begun} ms`);
        return;
      }
      await sleep(50);
    }
    throw new Error('the service did not start within 120 s');
  }
  async function kill(): Promise<void> {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  }

  await start();
  const db = await openDatabase(config);
  const services = createServices({ db: db.db, config });
  const players = await startPlayers({
    url: () => url,
    db: db.db,
    services,
    config,
    secret: SECRET,
    adminToken: ADMIN,
    inboundPort: () => INBOUND_PORT,
    now: () => new Date(),
    rng,
    receiver,
    games: GAMES,
  });
  const started = Date.now();
  for (let k = 1; k <= KILLS; k++) {
    await sleep(300 + rng.next() * 2700); // a random moment of its work
    await kill();
    trace(`kill ${k}: ${players.acked.web.length + players.acked.mail.length} acknowledged`);
    await start();
    if (k % 20 === 0)
      process.stdout.write(
        `  ${k} kills, ${players.acked.web.length + players.acked.mail.length} acknowledged\n`,
      );
  }
  await players.stop();

  // Let it settle: every pending mail (each report's pictures are drawn first) and every received
  // reply handled, while the queue goes down.
  const settled = await settle(db.db, relay);
  const counts = await check({ db: db.db, services, receiver }, relay, players, settled);
  console.log(
    `soak: ${KILLS} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(0)} s, PostgreSQL, SMTP relay`,
  );
  printCounts(counts);

  await kill();
  await db.close();
  await relay.close();
  await receiver.close();
  await dropSchema(PG, schema);
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = failures(counts) === 0 ? 0 : 1;
}

if (process.argv.includes('--faults')) await import('./soak-faults');
else await main();
