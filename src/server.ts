// One process: the web app, the admin JSON API the CLI talks to, the outbox sender and the sweeper.
import { timingSafeEqual, createHash } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import express from 'express';
import { z } from 'zod';
import {
  createServices,
  ServiceError,
  httpStatus,
  stopResolutionThread,
  warmResolutionThread,
  type Services,
} from './app/index';
import { exportGame } from './app/records/record';
import { sweep } from './app/time/sweep';
import type { AppContext } from './app/base/context';
import { describeConfig, type Config } from './config';
import { openDatabase, type OpenDatabase } from './db/connect';
import { BEAT_MS, beat, registerInstance, retireInstance } from './db/repos/instances';
import { addressingFrom, openInboundDoors } from './mail/inbound/doors';
import { createInboundPipeline } from './mail/inbound/pipeline';
import { createInboundPorts } from './app/replies/inbound-ports';
import { createSender } from './mail/outbox/sender';
import { createRenderPool } from './render/pool';
import { transportFor } from './mail/outbox/transport';
import { createWebApp } from './web/app';
import { listen } from './web/listen';
import { limiter } from './web/security';
import { deskApiRoutes } from './web/routes/desk-api';
import { clubsApiRoutes } from './web/routes/clubs-api';
import { tournamentsApiRoutes } from './web/routes/tournaments-api';
import { SERVER_FILE } from './server-file';

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
  close(): Promise<void>;
}

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const createGameBody = z.object({
  game: z.string().min(1),
  scenario: z.string().min(1).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  players: z.record(z.string(), z.string()),
  turnTimeSeconds: z.number().int().positive().optional(),
  /** Side -> 'en' | 'ja' (issue #17). */
  langs: z.record(z.string(), z.string()).optional(),
  timeControls: z
    .object({
      reminders: z.array(z.number().int().positive()).optional(),
      weekendsOff: z.boolean().optional(),
      maxMisses: z.number().int().optional(),
    })
    .strict()
    .optional(),
});

/** The admin JSON API used by `despatch game new|export` while the server holds the database. */
export function adminApi(services: Services, ctx: AppContext, adminToken: string): express.Router {
  const router = express.Router();
  // Wrong tokens cannot be tried by the thousand; the desk's own use stays far below this.
  router.use('/api/admin', limiter(300));
  router.use('/api/admin', express.json({ limit: '100kb' }), (req, res, next) => {
    const auth = req.get('authorization') ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), adminToken)) {
      res.status(401).json({ error: 'unauthorized', message: 'an admin token is required' });
      return;
    }
    next();
  });
  deskApiRoutes(router, services);
  clubsApiRoutes(router, services);
  tournamentsApiRoutes(router, services);
  router.post('/api/admin/games', async (req, res, next) => {
    const input = createGameBody.safeParse(req.body);
    if (!input.success) {
      const issue = input.error.issues[0];
      res
        .status(400)
        .json({ error: 'bad-request', message: `${issue?.path.join('.') || 'body'}: ${issue?.message}` });
      return;
    }
    try {
      res.status(201).json(await services.createGame(input.data));
    } catch (err) {
      next(err);
    }
  });
  router.get('/api/admin/games/:id/verify', async (req, res, next) => {
    try {
      res.json(await services.verifyStoredGame(req.params.id));
    } catch (err) {
      next(err);
    }
  });
  router.get('/api/admin/games/:id/export', async (req, res, next) => {
    try {
      res.json(await exportGame(ctx, req.params.id, { withPlayers: true }));
    } catch (err) {
      next(err);
    }
  });
  router.use(
    '/api/admin',
    (err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (!(err instanceof ServiceError)) return next(err);
      res.status(httpStatus[err.code]).json({ error: err.code, message: err.message });
    },
  );
  return router;
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
  } = {},
): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const progress = opts.progress ?? (() => {});
  const d = describeConfig(config);
  // Loaded beside the database's opening, so the first resolution after a (re)start does not wait.
  void warmResolutionThread().then(() => progress('resolution thread ready'));
  progress(`opening the database (${String(d.database)}) and applying its migrations`);
  // PGlite's statements run on a thread of their own, off the event loop the pages share.
  const database = await openDatabase(config, { ownThread: true });
  progress(`database ready; mail goes to ${String(d.mail)}`);
  // This process's claims (inbound mail, outbox rows) carry its id; restarted under the same id it
  // takes them back at once, and others take them once it stops beating.
  const instance = instanceIdFor(config);
  const { freed } = await registerInstance(database.db, instance, new Date());
  if (freed > 0) progress(`took back ${freed} claim(s) left by this instance before it stopped`);
  const beating = setInterval(() => {
    beat(database.db, instance, new Date()).catch((err) => log(`instance beat: ${(err as Error).message}`));
  }, BEAT_MS);
  const services = createServices({
    db: database.db,
    pageDb: database.pageDb,
    config,
    instance,
    resolveOffThread: true,
  });
  const transport = transportFor(config);
  // Pictures are drawn in child processes, never on this event loop (a page never waits for one).
  const pictures = createRenderPool({ size: 1 });
  const sender = createSender({
    db: database.db,
    transport,
    log,
    render: (svg, width) => pictures.render({ svg, width }),
    compose: services.composeQueued,
    instance,
    // A burst of submissions goes first: its players wait for their answers, nobody waits for a mail
    // to the second. At most a second a mail, so a steady stream of submissions never stops the mail.
    yieldTo: () => services.submissionsQuiet(SENDER_YIELDS_MS),
  });
  const hold = opts.hooks?.holdOutbox === true;
  if (!hold) sender.start(config.outboxIntervalMs);

  let sweeping: Promise<unknown> = Promise.resolve();
  const sweeper = setInterval(() => {
    sweeping = sweep(services.ctx).catch((err) => log(`sweeper: ${(err as Error).message}`));
  }, config.sweepIntervalMs);

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
  const doors = await openInboundDoors(config, inbound, { log });

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy === true ? 1 : config.trustProxy);
  app.use(adminApi(services, services.ctx, config.adminToken));
  if (doors.webhook) app.use(doors.webhook);
  app.use(
    createWebApp(services, config, {
      // The embedded mailbox's "reply as this player": the same pipeline as a real reply.
      mailboxReply: (raw) => inbound(raw, { door: 'mailbox' }),
    }),
  );
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
      doors.smtp ? `SMTP listener on port ${doors.smtp.port} for orders+…@${config.mailDomain}` : null,
      doors.webhook ? 'POST /inbound/mime' : null,
      doors.imap ? 'IMAP poller' : null,
    ].filter((d): d is string => d !== null),
    inboundSmtpPort: doors.smtp?.port ?? null,
    mailGoesTo: hold ? `${transport.describe} (held by a test hook)` : transport.describe,
    async close() {
      clearInterval(sweeper);
      clearInterval(beating);
      try {
        await doors.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections?.();
        await sender.stop();
        await sweeping;
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
    ...(config.inboundAuth === 'none'
      ? [
          "  WARNING: INBOUND_AUTH=none: replies are not checked against the player's address; anyone who holds a reply address acts for that side",
        ]
      : []),
  ].join('\n');
}
