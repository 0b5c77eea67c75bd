// The organiser's desk in the admin JSON API (behind the admin token, see adminApi in server.ts):
// the games list and the actions on one game, every body checked by a zod schema.
import type { Router } from 'express';
import { handled, parsed } from './api-body';
import { z } from 'zod';
import type { Services } from '../../app/index';

const listQuery = z.object({
  status: z.enum(['active', 'late', 'paused', 'finished']).optional(),
  player: z.string().max(320).optional(),
  game: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
const reason = z.string().trim().min(1).max(500);
const extendBody = z
  .object({
    seconds: z
      .number()
      .int()
      .positive()
      .max(60 * 86400),
    reason,
  })
  .strict();
const resendBody = z.object({ side: z.string().min(1).max(40), reason }).strict();
const replaceBody = z
  .object({
    side: z.string().min(1).max(40),
    email: z.string().min(3).max(320),
    reason,
    oneForBothSides: z.boolean().optional(),
  })
  .strict();
const endBody = z.object({ outcome: z.string().min(1).max(40), reason }).strict();
const reasonBody = z.object({ reason }).strict();
const shareBody = z.object({ public: z.boolean(), reason }).strict();
const turnTimeBody = z
  .object({
    seconds: z
      .number()
      .int()
      .positive()
      .max(30 * 86400),
    reason,
  })
  .strict();

export function deskApiRoutes(router: Router, services: Services): void {
  router.get(
    '/api/admin/games',
    handled(async (req, res) => {
      const q = parsed(listQuery, req.query, res);
      if (q) res.json(await services.desk.listGames(q));
    }),
  );
  router.post(
    '/api/admin/games/:id/extend',
    handled(async (req, res) => {
      const b = parsed(extendBody, req.body, res);
      if (b) res.json(await services.desk.extendDeadline({ gameId: String(req.params.id), ...b }));
    }),
  );
  router.post(
    '/api/admin/games/:id/resend',
    handled(async (req, res) => {
      const b = parsed(resendBody, req.body, res);
      if (b) res.json(await services.desk.resendPrompt({ gameId: String(req.params.id), ...b }));
    }),
  );
  router.post(
    '/api/admin/games/:id/replace',
    handled(async (req, res) => {
      const b = parsed(replaceBody, req.body, res);
      if (b) res.json(await services.desk.replacePlayer({ gameId: String(req.params.id), ...b }));
    }),
  );
  router.post(
    '/api/admin/games/:id/end',
    handled(async (req, res) => {
      const b = parsed(endBody, req.body, res);
      if (b) res.json(await services.desk.endGame({ gameId: String(req.params.id), ...b }));
    }),
  );
  router.post(
    '/api/admin/games/:id/pause',
    handled(async (req, res) => {
      const b = parsed(reasonBody, req.body, res);
      if (b) res.json(await services.desk.pause({ gameId: String(req.params.id), ...b }));
    }),
  );
  router.post(
    '/api/admin/games/:id/resume',
    handled(async (req, res) => {
      const b = parsed(reasonBody, req.body, res);
      if (b) res.json(await services.desk.resume({ gameId: String(req.params.id), ...b }));
    }),
  );
  router.post(
    '/api/admin/games/:id/replay',
    handled(async (req, res) => {
      const b = parsed(shareBody, req.body, res);
      if (b) res.json(await services.desk.shareReplay({ gameId: String(req.params.id), ...b }));
    }),
  );
  router.post(
    '/api/admin/games/:id/turn-time',
    handled(async (req, res) => {
      const b = parsed(turnTimeBody, req.body, res);
      if (b) res.json(await services.desk.changeTurnTime({ gameId: String(req.params.id), ...b }));
    }),
  );
}
