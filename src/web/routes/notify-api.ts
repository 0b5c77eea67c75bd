// A player's notice channels in the admin JSON API (behind the admin token): what the desk's form
// does, for scripts, the soak and the crash test (issue #44).
import type { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../app/index';

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
  router.post('/api/admin/notify', async (req, res, next) => {
    const input = setBody.safeParse(req.body);
    if (!input.success) {
      const issue = input.error.issues[0];
      res
        .status(400)
        .json({ error: 'bad-request', message: `${issue?.path.join('.') || 'body'}: ${issue?.message}` });
      return;
    }
    try {
      const { email, ...channel } = input.data;
      res.status(201).json(await services.notify.set(email, channel));
    } catch (err) {
      next(err);
    }
  });
  router.get('/api/admin/notify', async (req, res, next) => {
    try {
      res.json(await services.notify.channels(String(req.query.email ?? '')));
    } catch (err) {
      next(err);
    }
  });
}
