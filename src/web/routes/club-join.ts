// Joining a club by its invite link: /join/:token asks for an address and a display name and mails
// a confirmation link there; /join/confirm/:token shows whom it joins, and its button joins (a
// button, not the GET, so a mail scanner opening the link joins nobody). Forms carry a form token
// bound to their link; a refusal shows the form again with the reason and what was typed. The invite
// page is in the browser's language; the mail and the confirmation follow the language it was in.
import express, { Router, type Request } from 'express';
import { ServiceError } from '../../app/base/errors';
import { refusalIn } from '../../app/base/refusal';
import type { Services } from '../../app/index';
import { translator, type Lang } from '../../i18n/index';
import { acceptedLang } from '../page-lang';
import { sentence } from '../errors';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
import { renderPage } from '../views';

const PURPOSE = 'club-join';

export function clubJoinRouter(services: Services, config: { secret: string; baseUrl: string }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const token = (req: Request) => String(req.params.token ?? '');
  const page = (req: Request, lang: Lang, club: string, model: Record<string, unknown>) =>
    renderPage('join', {
      title: translator(lang)('join.title', { club }),
      lang,
      club,
      formToken: formToken(config.secret, PURPOSE, token(req)),
      ...model,
    });

  router.get('/join/:token', limiter(60), async (req, res) => {
    const { club } = await services.invites.invitation(token(req));
    res.send(page(req, acceptedLang(req), club, { ask: { email: '', name: '' } }));
  });

  router.post('/join/:token', limiter(10), sameOrigin(config.baseUrl), form, async (req, res) => {
    checkFormToken(config.secret, PURPOSE, token(req), req.body?.formToken);
    const typed = { email: String(req.body?.email ?? '').trim(), name: String(req.body?.name ?? '') };
    const lang = acceptedLang(req);
    try {
      const done = await services.invites.request({ token: token(req), ...typed, lang });
      res.send(page(req, lang, done.club, { sent: done.email }));
    } catch (err) {
      if (!(err instanceof ServiceError) || err.code !== 'bad-request') throw err;
      const { club } = await services.invites.invitation(token(req));
      const error = sentence(refusalIn(translator(lang), err));
      res.status(422).send(page(req, lang, club, { ask: typed, error }));
    }
  });

  router.get('/join/confirm/:token', limiter(60), async (req, res) => {
    const pending = await services.invites.pending(token(req));
    res.send(page(req, pending.lang, pending.club, { confirm: pending }));
  });

  router.post('/join/confirm/:token', limiter(20), sameOrigin(config.baseUrl), form, async (req, res) => {
    checkFormToken(config.secret, PURPOSE, token(req), req.body?.formToken);
    const joined = await services.invites.confirm(token(req));
    res.send(page(req, joined.lang, joined.club, { joined }));
  });

  return router;
}
