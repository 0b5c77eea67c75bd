// Joining a club by its invite link: /join/:token asks for an address and a display name and mails
// a confirmation link there; /join/confirm/:token shows whom it joins, and its button joins (a
// button, not the GET, so a mail scanner opening the link joins nobody). Forms carry a form token
// bound to their link; a refusal shows the form again with the reason and what was typed.
import express, { Router, type Request } from 'express';
import { ServiceError } from '../../app/base/errors';
import type { Services } from '../../app/index';
import { sentence } from '../errors';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
import { renderPage } from '../views';

const PURPOSE = 'club-join';

export function clubJoinRouter(services: Services, config: { secret: string; baseUrl: string }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const token = (req: Request) => String(req.params.token ?? '');
  const page = (req: Request, club: string, model: Record<string, unknown>) =>
    renderPage('join', {
      title: `Join ${club}`,
      club,
      formToken: formToken(config.secret, PURPOSE, token(req)),
      ...model,
    });

  router.get('/join/:token', limiter(60), async (req, res) => {
    const { club } = await services.invites.invitation(token(req));
    res.send(page(req, club, { ask: { email: '', name: '' } }));
  });

  router.post('/join/:token', limiter(10), sameOrigin(config.baseUrl), form, async (req, res) => {
    checkFormToken(config.secret, PURPOSE, token(req), req.body?.formToken);
    const typed = { email: String(req.body?.email ?? '').trim(), name: String(req.body?.name ?? '') };
    try {
      const done = await services.invites.request({ token: token(req), ...typed });
      res.send(page(req, done.club, { sent: done.email }));
    } catch (err) {
      if (!(err instanceof ServiceError) || err.code !== 'bad-request') throw err;
      const { club } = await services.invites.invitation(token(req));
      res.status(422).send(page(req, club, { ask: typed, error: sentence(err.message) }));
    }
  });

  router.get('/join/confirm/:token', limiter(60), async (req, res) => {
    const pending = await services.invites.pending(token(req));
    res.send(page(req, pending.club, { confirm: pending }));
  });

  router.post('/join/confirm/:token', limiter(20), sameOrigin(config.baseUrl), form, async (req, res) => {
    checkFormToken(config.secret, PURPOSE, token(req), req.body?.formToken);
    const joined = await services.invites.confirm(token(req));
    res.send(page(req, joined.club, { joined }));
  });

  return router;
}
