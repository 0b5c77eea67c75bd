// The admin JSON API the CLI (and scripts) call with the admin token as a Bearer header: games,
// the desk, clubs, ladders and tournaments. Mounted by createWebApp (app.ts) before the pages, so its
// answers carry the same security headers and its errors reach the same error middleware.
import { createHash, timingSafeEqual } from 'node:crypto';
import express from 'express';
import { z } from 'zod';
import { httpStatus, ServiceError, type Services } from '../../app/index';
import { limiter } from '../security';
import { handled, parsed } from './api-body';
import { deskApiRoutes } from './desk-api';
import { clubsApiRoutes } from './clubs-api';
import { tournamentsApiRoutes } from './tournaments-api';
import { notifyApiRoutes } from './notify-api';

export interface BackupDoor {
  /** The embedded database as gzipped tar bytes; absent on PostgreSQL. */
  copy?: () => Promise<Uint8Array>;
  /** What to say when there is no copy to give (pg_dump guidance). */
  refusal: string;
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
  /** One person plays every side: said explicitly, or the same address twice is refused. */
  oneForBothSides: z.boolean().optional(),
  timeControls: z
    .object({
      reminders: z.array(z.number().int().positive()).optional(),
      weekendsOff: z.boolean().optional(),
      maxMisses: z.number().int().optional(),
      autopilot: z
        .object({ after: z.number().int(), level: z.enum(['easy', 'normal', 'hard']) })
        .nullable()
        .optional(),
    })
    .strict()
    .optional(),
});

/**
 * The admin JSON API used by `despatch game new|export|backup…` while the server holds the database;
 * `backup` copies the embedded database (PostgreSQL has pg_dump: the answer says so).
 */
export function adminApi(services: Services, adminToken: string, backup?: BackupDoor): express.Router {
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
  notifyApiRoutes(router, services);
  router.post(
    '/api/admin/games',
    handled(async (req, res) => {
      const b = parsed(createGameBody, req.body, res);
      if (b) res.status(201).json(await services.createGame(b));
    }),
  );
  router.get(
    '/api/admin/games/:id/verify',
    handled(async (req, res) => {
      res.json(await services.verifyStoredGame(String(req.params.id)));
    }),
  );
  router.get(
    '/api/admin/games/:id/export',
    handled(async (req, res) => {
      res.json(await services.exportGame(String(req.params.id), { withPlayers: true }));
    }),
  );
  router.get(
    '/api/admin/backup',
    handled(async (_req, res) => {
      if (!backup?.copy) {
        res.status(409).json({ error: 'postgres', message: backup?.refusal ?? 'no backup here' });
        return;
      }
      res.type('application/gzip').send(Buffer.from(await backup.copy()));
    }),
  );
  router.use(
    '/api/admin',
    (err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (!(err instanceof ServiceError)) return next(err);
      res.status(httpStatus[err.code]).json({ error: err.code, message: err.message });
    },
  );
  return router;
}
