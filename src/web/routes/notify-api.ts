// A player's notice channels in the admin JSON API (behind the admin token): what the desk's form
// does, for scripts, the soak and the crash test (issue #44).
import type { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../app/index';
import { handled, parsed } from './api-body';

const setBody = z
  .object({
    email: z.string().min(3).max(320),
    kind: z.string().min(1).max(20),
    target: z.string().min(1).max(2000),
    private: z.boolean().optional(),
    kinds: z.array(z.string().max(20)).max(10).optional(),
    reminders: z.array(z.number().int()).max(10).optional(),
  })
  .strict();

export function notifyApiRoutes(router: Router, services: Services): void {
  router.post(
    '/api/admin/notify',
    handled(async (req, res) => {
      const b = parsed(setBody, req.body, res);
      if (!b) return;
      const { email, ...channel } = b;
      res.status(201).json(await services.notify.set(email, channel));
    }),
  );
  router.get(
    '/api/admin/notify',
    handled(async (req, res) => {
      res.json(await services.notify.channels(String(req.query.email ?? '')));
    }),
  );
}
