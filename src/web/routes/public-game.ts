// A game's public page (/g/<token>), for anyone: the link a notice to a shared channel carries
// (Discord, Slack, a group chat). What a neutral observer sees, with no orders link; in the browser's
// language.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { reportParts } from '../../mail/compose/format';
import { acceptedLang } from '../page-lang';
import { limiter } from '../security';
import { renderPageBytes } from '../views';

export function publicGameRouter(services: Services): Router {
  const router = Router();
  router.get('/g/:token', limiter(300), async (req, res) => {
    const g = await services.publicGame(String(req.params.token), acceptedLang(req));
    const report = g.lastReport && { ...g.lastReport, ...reportParts(g.lastReport.events) };
    res
      .type('html')
      .send(
        renderPageBytes('public-game', { ...g, title: g.game, lastReport: report, deadlineAsOf: g.asOf }),
      );
  });
  return router;
}
