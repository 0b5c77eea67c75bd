// Clubs and ladders in the admin JSON API (behind the admin token, like the desk): every body
// checked by a zod schema; the same use-cases as `despatch club|ladder`.
import type { Request, Response, Router } from 'express';
import { handled, parsed } from './api-body';
import { z } from 'zod';
import type { Services } from '../../app/index';

const email = z.string().min(3).max(320);
const clubBody = z
  .object({ name: z.string().min(1).max(80), organisers: z.array(email).min(1).max(20) })
  .strict();
const publicBody = z.object({ public: z.boolean() }).strict();
const memberBody = z.object({ email, role: z.enum(['member', 'organiser']).optional() }).strict();
const ladderBody = z
  .object({
    club: z.string().min(1).max(80),
    name: z.string().min(1).max(80),
    game: z.string().min(1).max(40),
    settings: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
const challengeBody = z.object({ from: email, to: email }).strict();
const botBody = z
  .object({ level: z.enum(['easy', 'normal', 'hard']).optional(), rated: z.boolean().optional() })
  .strict();

const body = <T>(schema: z.ZodType<T>, req: Request, res: Response): T | null =>
  parsed(schema, req.body, res);

const id = (req: Request) => Number(req.params.id);

export function clubsApiRoutes(router: Router, services: Services): void {
  const clubs = services.clubs;
  router.post(
    '/api/admin/clubs',
    handled(async (req, res) => {
      const b = body(clubBody, req, res);
      if (b) res.status(201).json(await clubs.create(b));
    }),
  );
  router.post(
    '/api/admin/clubs/:club/members',
    handled(async (req, res) => {
      const b = body(memberBody, req, res);
      if (b) res.json(await clubs.addMember({ club: String(req.params.club), ...b }));
    }),
  );
  router.post(
    '/api/admin/clubs/:club/public',
    handled(async (req, res) => {
      const b = body(publicBody, req, res);
      if (b) res.json(await clubs.setPublic({ club: String(req.params.club), public: b.public }));
    }),
  );
  router.post(
    '/api/admin/clubs/:club/invite',
    handled(async (req, res) => {
      res.status(201).json(await services.invites.newLink(String(req.params.club)));
    }),
  );
  router.post(
    '/api/admin/ladders',
    handled(async (req, res) => {
      const b = body(ladderBody, req, res);
      if (b) res.status(201).json(await clubs.createLadder(b as Parameters<typeof clubs.createLadder>[0]));
    }),
  );
  router.post(
    '/api/admin/ladders/:id/bot',
    handled(async (req, res) => {
      const b = body(botBody, req, res);
      if (b) res.status(201).json(await clubs.addBot({ ladder: id(req), ...b }));
    }),
  );
  router.get(
    '/api/admin/ladders/:id/standings',
    handled(async (req, res) => {
      res.json(await clubs.standings(id(req)));
    }),
  );
  router.post(
    '/api/admin/ladders/:id/challenges',
    handled(async (req, res) => {
      const b = body(challengeBody, req, res);
      if (b) res.status(201).json(await clubs.challenge({ ladder: id(req), ...b }));
    }),
  );
  router.post(
    '/api/admin/challenges/:id/:answer',
    handled(async (req, res) => {
      if (req.params.answer === 'accept') res.json(await clubs.accept({ id: id(req) }));
      else if (req.params.answer === 'decline') res.json(await clubs.decline({ id: id(req) }));
      else res.status(404).json({ error: 'not-found', message: 'accept or decline' });
    }),
  );
}
