// The express app: security headers, the admin JSON API, the signed-link pages, the admin form, the embedded mailbox
// (only when SMTP_URL is unset) and /healthz. Mounted by src/server.ts; tests start it on port 0.
import express, { type RequestHandler } from 'express';
import type { Services } from '../app/index';
import { fromRoot } from '../paths';
import { errorMiddleware, lastResort, notFound } from './errors';
import { adminRouter } from './routes/admin';
import { adminApi, type BackupDoor } from './routes/admin-api';
import { gameRouter } from './routes/game';
import { hubRouter } from './routes/hub';
import { publicClubRouter } from './routes/public-club';
import { publicGameRouter } from './routes/public-game';
import { rulesRouter } from './routes/rules';
import { replayRouter } from './routes/replay';
import { clubJoinRouter } from './routes/club-join';
import { mailboxRouter } from './routes/mailbox';
import { ordersRouter } from './routes/orders';
import { securityHeaders } from './security';
import { timeRouter } from './routes/time';

export interface WebConfig {
  secret: string;
  baseUrl: string;
  adminToken?: string;
  smtpUrl?: string;
  /** Behind a reverse proxy (TRUST_PROXY): take the client address from X-Forwarded-For (rate limits). */
  trustProxy?: number | boolean | 'loopback';
  /** The mail domain: the mailbox's "reply as this player" signs its mails' Message-IDs with it. */
  mailDomain?: string;
}

/** What the web app may hand a raw mail to: the same inbound pipeline as the SMTP listener. */
export interface WebDoors {
  /** A reply written in the embedded mailbox as the player it was sent to. */
  mailboxReply?: (raw: Buffer) => Promise<void>;
  /** The inbound webhook (POST /inbound/mime), when INBOUND_SECRET is set. */
  webhook?: RequestHandler;
  /** `despatch backup` through the admin API: the embedded database's copy, or why there is none. */
  backup?: BackupDoor;
}

const STATIC_DIR = fromRoot('src', 'web', 'static');

export function createWebApp(
  services: Services,
  config: WebConfig,
  doors: WebDoors = {},
): express.Application {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on answers: pages are never kept by a cache (no-store below), and hashing each page costs
  // every request CPU. Static files keep theirs (express.static makes its own).
  app.set('etag', false);
  // `true` means one proxy in front: trusting every hop would let anyone choose their address.
  if (config.trustProxy) app.set('trust proxy', config.trustProxy === true ? 1 : config.trustProxy);
  app.use(securityHeaders(config.baseUrl));
  app.use('/static', express.static(STATIC_DIR, { maxAge: '1h', index: false }));

  // Pages and answers that hold a signed link (or everyone's mail) are never kept by a cache.
  app.use(
    ['/orders', '/game', '/replay', '/hub', '/api/orders', '/mailbox', '/mailbox.json', '/admin'],
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
  );
  if (config.adminToken) app.use(adminApi(services, config.adminToken, doors.backup));
  if (doors.webhook) app.use(doors.webhook);
  // 200 while the service takes work (a relay down still takes orders: mail waits); 503 when the
  // database or the disk under it cannot store anything, so a load balancer or a monitor can tell.
  app.get('/healthz', (_req, res, next) => {
    services
      .health()
      .then((h) => {
        const refusing = h.degraded.includes('database') || h.degraded.includes('disk');
        res
          .status(refusing ? 503 : 200)
          .set('Cache-Control', 'no-store')
          .json(h);
      })
      .catch(next);
  });
  app.get('/favicon.ico', (_req, res) => void res.redirect(301, '/static/favicon.svg'));
  app.get(
    '/',
    (_req, res) => void res.redirect(302, services.mailbox && !config.smtpUrl ? '/mailbox' : '/admin'),
  );
  app.use(ordersRouter(services, config));
  app.use(gameRouter(services, config));
  app.use(publicGameRouter(services));
  app.use(timeRouter(services, config));
  app.use(hubRouter(services, config));
  app.use(publicClubRouter(services));
  app.use(rulesRouter());
  app.use(replayRouter(services, config));
  app.use(clubJoinRouter(services, config));
  app.use(adminRouter(services, config));
  // The mailbox shows everyone's mail: it exists only in embedded mode.
  if (!config.smtpUrl && services.mailbox)
    app.use(mailboxRouter(services.mailbox, config, doors.mailboxReply));

  app.use(() => notFound());
  app.use(errorMiddleware(services.seatLang));
  app.use(lastResort);
  return app;
}
