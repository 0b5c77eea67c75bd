// The time controls on the web, for the side a signed link belongs to: vacation, pause, resume,
// offer or accept a draw (one form, answered on a page of its own), and resign, which asks for a
// confirmation on a page first. Every form carries a form token bound to the link.
import express, { Router, type Request, type Response } from 'express';
import type { Services } from '../../app/index';
import type { TimeCommand } from '../../app/time/time-commands';
import { saidError } from '../errors';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
import { renderPage } from '../views';
import { translator } from '../../i18n/index';
import { claimsOf } from './link';

const PURPOSE = 'time';

/** What the time-control forms on the orders and game pages need. */
export function timeForms(secret: string, gameToken: string, status: string) {
  return {
    url: `/game/${gameToken}`,
    formToken: formToken(secret, PURPOSE, gameToken),
    paused: status === 'paused',
    over: status === 'finished',
  };
}

function commandOf(body: Record<string, unknown>): TimeCommand {
  const action = String(body.action ?? '');
  if (action === 'vacation') return { kind: 'vacation', duration: `${String(body.days ?? '').trim()}d` };
  if (action === 'pause' || action === 'resume' || action === 'offer-draw' || action === 'accept-draw')
    return { kind: action };
  throw saidError(400, 'bad-action', {
    title: { key: 'web.errors.title.badAction' },
    message: { key: 'web.errors.badAction' },
  });
}

/** Runs a command for the link's side and shows the answer. */
async function answer(services: Services, secret: string, req: Request, res: Response, command: TimeCommand) {
  const claims = await claimsOf(services, secret, req);
  const token = String(req.params.token);
  checkFormToken(secret, PURPOSE, token, req.body?.formToken);
  const a = await services.timeCommand({ gameId: claims.gameId, side: claims.side, command });
  const lang = a.lang ?? 'en';
  const title = translator(lang)(
    command.kind === 'resign-confirmed' ? 'web.time.resigned' : 'web.time.title',
  );
  res
    .status(a.ok ? 200 : 422)
    .send(renderPage('time-done', { lang, title, answer: a, gameUrl: `/game/${token}` }));
}

export function timeRouter(services: Services, config: { secret: string; baseUrl: string }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const token = (req: Request) => String(req.params.token);

  router.post('/game/:token/time', limiter(30), sameOrigin(config.baseUrl), form, (req, res) =>
    answer(services, config.secret, req, res, commandOf(req.body ?? {})),
  );

  router.get('/game/:token/resign', limiter(30), async (req, res) => {
    const claims = await claimsOf(services, config.secret, req);
    const v = await services.getSideView({ gameId: claims.gameId, side: claims.side });
    const t = translator(v.lang);
    const game = t('common.game', { title: v.game.title, number: v.game.number });
    res.send(
      renderPage('resign', {
        lang: v.lang,
        title: t('web.resign.title', { game }),
        game,
        over: v.game.status === 'finished',
        gameUrl: `/game/${token(req)}`,
        formToken: formToken(config.secret, PURPOSE, token(req)),
      }),
    );
  });

  router.post('/game/:token/resign', limiter(10), sameOrigin(config.baseUrl), form, (req, res) =>
    answer(services, config.secret, req, res, { kind: 'resign-confirmed' }),
  );
  return router;
}
