// One process: the web app, the admin JSON API the CLI talks to, the outbox sender and the sweeper.
import { createHash } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { diskRoom } from './app/health/disk-room';
import { createServices, stopResolutionThread, type Services } from './app/index';
import { sweep } from './app/time/sweep';
import { botWaker } from './app/bots/wake';
import type { AppContext } from './app/base/context';
import { describeConfig, isLoopbackUrl, type Config } from './config';
import { openDatabase, type OpenDatabase } from './db/connect';
import { BEAT_MS, beat, registerInstance, retireInstance } from './db/repos/instances';
import { addressingFrom, openInboundDoors } from './mail/inbound/doors';
import { createInboundPipeline } from './mail/inbound/pipeline';
import { createInboundPorts } from './app/replies/inbound-ports';
import { createSender } from './mail/outbox/sender';
import { createNoticeDeliverer } from './mail/notify/deliver';
import { repeatWithBackoff } from './mail/outbox/backoff';
import { createRenderPool, type RenderPool } from './render/pool';
import { transportFor } from './mail/outbox/transport';
import { createWebApp } from './web/app';
import { listen } from './web/listen';
import { SERVER_FILE } from './server-file';
import { POSTGRES_BACKUP } from './db/backup-guidance';

export interface RunningServer {
  url: string;
  services: Services & { ctx: AppContext };
  database: OpenDatabase;
  /** Where mail goes, for people. */
  mailGoesTo: string;
  /** The inbound doors that are open (replies by mail). */
  inbound: string[];
  /** The port the SMTP listener took (INBOUND_SMTP_PORT=0 picks a free one), or null when off. */
  inboundSmtpPort: number | null;
  /** The render workers' pool (the fault soak draws a picture with it to have a worker to kill). */
  pictures: RenderPool;
  close(): Promise<void>;
}

/** Stable across restarts of one installation (host and data directory), unless INSTANCE_ID says. */
export function instanceIdFor(config: Config): string {
  const given = process.env.INSTANCE_ID?.trim();
  if (given) return given;
  const where = `${hostname()}:${resolve(config.dataDir)}:${config.databaseUrl ?? 'embedded'}`;
  return `i-${createHash('sha256').update(where).digest('hex').slice(0, 16)}`;
}

/** The longest the sender waits before a mail for the submissions being taken to be done. */
const SENDER_YIELDS_MS = 1000;

/** Crash-test hooks: hold the outbox (mail queued, never sent, as if the process died first); die
 * the moment a reply has been acted on (orders stored, answer queued) before its mail is handled. */
export interface TestHooks {
  holdOutbox?: boolean;
  dieAfterReply?: boolean;
}

export async function startServer(
  config: Config,
  /** log: problems while running; progress: what start-up is doing, as it does it. */
  opts: {
    log?: (line: string) => void;
    progress?: (line: string) => void;
    /** For the crash tests only (test/support/serve-with-hooks.ts). */
    hooks?: TestHooks;
    /**
     * For the clock-jump tests and the fault soak only: the service's clock (deadlines, reminders,
     * leases, sends). `despatch serve` never passes one; the service then reads the system clock.
     */
    clock?: () => Date;
    /** The database, its opening already begun (`despatch serve` starts it before loading this). */
    database?: Promise<OpenDatabase>;
  } = {},
): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const now = opts.clock ?? (() => new Date());
  const progress = opts.progress ?? (() => {});
  const d = describeConfig(config);
  if (!opts.database) progress(`opening the database (${String(d.database)}) and applying its migrations`);
  // PGlite's statements run on a thread of their own, off the event loop the pages share.
  const database = await (opts.database ?? openDatabase(config, { ownThread: true, log }));
  progress(`database ready; mail goes to ${String(d.mail)}`);
  // This process's claims (inbound mail, outbox rows) carry its id; restarted under the same id it
  // takes them back at once, and others take them once it stops beating.
  const instance = instanceIdFor(config);
  const { freed } = await registerInstance(database.db, instance, now());
  if (freed > 0) progress(`took back ${freed} claim(s) left by this instance before it stopped`);
  const beating = setInterval(() => {
    beat(database.db, instance, now()).catch((err) => log(`instance beat: ${(err as Error).message}`));
  }, BEAT_MS);
  const transport = transportFor(config);
  const services = createServices({
    db: database.db,
    pageDb: database.pageDb,
    config,
    instance,
    now,
    resolveOffThread: true,
    // The embedded database writes under DATA_DIR: no new work while its disk is full.
    ...(config.databaseUrl ? {} : { room: diskRoom(config.dataDir, log).ensure }),
    // Read when /healthz asks, once the sender and the render pool below exist.
    healthProbes: {
      dataDir: config.dataDir,
      ...(transport.transactional ? {} : { relay: () => sender.relay() }),
      workers: () => pictures.health(),
    },
  });
  // Pictures are drawn in child processes, never on this event loop (a page never waits for one).
  const pictures = createRenderPool({ size: 1 });
  const sender = createSender({
    db: database.db,
    transport,
    log,
    render: (svg, width) => pictures.render({ svg, width }),
    compose: services.composeQueued,
    notices: createNoticeDeliverer({
      db: database.db,
      config,
      onSwitchedOff: services.notify.tellChannelOff,
      now,
    }),
    instance,
    now,
    onRelayDown: (outage) => services.notify.tellRelayDown(outage),
    // A burst of submissions goes first: its players wait for their answers, nobody waits for a mail
    // to the second. At most a second a mail, so a steady stream of submissions never stops the mail.
    yieldTo: () => services.submissionsQuiet(SENDER_YIELDS_MS),
  });
  const hold = opts.hooks?.holdOutbox === true;
  if (!hold) sender.start(config.outboxIntervalMs);

  // A failed sweep (the database restarting) waits longer each time, up to a minute, then goes on.
  const sweeper = repeatWithBackoff('sweeper', () => sweep(services.ctx), {
    intervalMs: config.sweepIntervalMs,
    capMs: 60_000,
    log,
  });

  // The bot plays a step as soon as it opens, not at the sweeper's next tick.
  const bots = botWaker(services.ctx, log);
  services.ctx.stepOpened = bots.wake;

  const ports = createInboundPorts(services.ctx);
  if (opts.hooks?.dieAfterReply) {
    const act = ports.act;
    ports.act = async (request) => {
      await act(request);
      process.kill(process.pid, 'SIGKILL');
      return 'killed';
    };
  }
  const inbound = createInboundPipeline({
    addressing: addressingFrom(config),
    ports,
    auth: config.inboundAuth,
    log,
  });
  // The SMTP door listens where the web server does (HOST): loopback unless opened on purpose.
  const doors = await openInboundDoors(config, inbound, { host: config.host, log });

  // One app: the admin JSON API, the webhook and the pages share its security headers and its
  // error pages (no answer carries a stack trace, whatever NODE_ENV).
  const app = createWebApp(services, config, {
    // The embedded mailbox's "reply as this player": the same pipeline as a real reply.
    mailboxReply: (raw) => inbound(raw, { door: 'mailbox' }),
    ...(doors.webhook ? { webhook: doors.webhook } : {}),
    backup: { ...(database.backup ? { copy: database.backup } : {}), refusal: POSTGRES_BACKUP },
  });
  const server = await listen(app, config.port, config.host);
  const port = (server.address() as AddressInfo).port;
  const url = config.port === 0 ? `http://127.0.0.1:${port}` : config.baseUrl;
  const serverFile = join(config.dataDir, SERVER_FILE);
  // Written whole, then renamed into place: the CLI and the tests that poll for the file never read
  // half of it (a CI run once read it mid-write and failed).
  const partial = `${serverFile}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${port}` }), {
    mode: 0o600,
  });
  renameSync(partial, serverFile);

  return {
    url,
    services,
    database,
    inbound: [
      doors.smtp
        ? `SMTP listener on ${doors.smtp.host}:${doors.smtp.port} for orders+…@${config.mailDomain}`
        : null,
      doors.webhook ? 'POST /inbound/mime' : null,
      doors.imap ? 'IMAP poller' : null,
    ].filter((d): d is string => d !== null),
    inboundSmtpPort: doors.smtp?.port ?? null,
    pictures,
    mailGoesTo: hold ? `${transport.describe} (held by a test hook)` : transport.describe,
    async close() {
      clearInterval(beating);
      try {
        await doors.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections?.();
        await sender.stop();
        await sweeper.stop();
        await bots.stop();
        // The database may be gone (its thread died): what holds the process is released all the same.
        await retireInstance(database.db, instance).catch((err) => log(`retire: ${(err as Error).message}`));
      } finally {
        transport.close();
        await pictures.close();
        await stopResolutionThread();
        rmSync(serverFile, { force: true });
        await database.close();
      }
    },
  };
}

export function startupBanner(config: Config, running: RunningServer): string {
  const d = describeConfig(config);
  return [
    `Despatch is running at ${running.url}`,
    `  database: ${String(d.database)}`,
    `  mail goes to: ${running.mailGoesTo}`,
    `  replies by mail: ${running.inbound.join(', ') || 'off (set INBOUND_SMTP_PORT, INBOUND_SECRET or IMAP_URL)'}`,
    `  new games: ${running.url}/admin  or  despatch game new --game <id> --side <side>=<email> ...`,
    ...config.generated.map((g) => `  generated ${g}`),
    ...(config.baseUrl.startsWith('http:') && !isLoopbackUrl(config.baseUrl)
      ? [
          `  WARNING: BASE_URL ${config.baseUrl} is plain http on a name other machines reach: it works, but players' order links and the admin sign-in travel in clear; serve it over https (a reverse proxy with a certificate)`,
        ]
      : []),
    ...(config.inboundAuth === 'none'
      ? [
          "  WARNING: INBOUND_AUTH=none: replies are not checked against the player's address; anyone who holds a reply address acts for that side",
        ]
      : []),
  ].join('\n');
}
