// Tournaments in the admin JSON API (behind the admin token, beside the clubs API): every body
// checked by a zod schema; the same use-cases as `despatch tournament`.
import type { Request, Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../app/index';
import { handled, parsed } from './api-body';

const tournamentBody = z
  .object({
    club: z.string().min(1).max(80),
    name: z.string().min(1).max(80),
    game: z.string().min(1).max(40),
    format: z.string().min(1).max(20),
    rounds: z.number().int().optional(),
    ladder: z.union([z.number().int(), z.string().max(20)]).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
const entrantBody = z.object({ email: z.string().min(3).max(320) }).strict();

const id = (req: Request) => String(req.params.id);

export function tournamentsApiRoutes(router: Router, services: Services): void {
  const tournaments = services.tournaments;
  router.post(
    '/api/admin/tournaments',
    handled(async (req, res) => {
      const b = parsed(tournamentBody, req.body, res);
      if (b) res.status(201).json(await tournaments.create(b));
    }),
  );
  router.post(
    '/api/admin/tournaments/:id/entrants',
    handled(async (req, res) => {
      const b = parsed(entrantBody, req.body, res);
      if (b) res.json(await tournaments.enter({ tournament: id(req), ...b }));
    }),
  );
  router.post(
    '/api/admin/tournaments/:id/start',
    handled(async (req, res) => {
      res.json(await tournaments.start({ tournament: id(req) }));
    }),
  );
  router.get(
    '/api/admin/tournaments/:id',
    handled(async (req, res) => {
      res.json(await tournaments.table(id(req)));
    }),
  );
}
