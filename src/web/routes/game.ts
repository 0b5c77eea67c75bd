// The read-only side page: the current map and every past report, as this side may see them.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { saidError } from '../errors';
import { diceModel, gamePage } from '../pages';
import { limiter } from '../security';
import { renderPageBytes } from '../views';
import { claimsOf } from './link';
import { timeForms } from './time';

export function gameRouter(services: Services, config: { secret: string }): Router {
  const router = Router();
  router.get('/game/:token', limiter(300), async (req, res) => {
    const claims = await claimsOf(services, config.secret, req);
    const [v, reports, dice] = await Promise.all([
      services.getSideView({ gameId: claims.gameId, side: claims.side }),
      services.listReports({ gameId: claims.gameId, side: claims.side }),
      services.gameDice(claims.gameId),
    ]);
    const time = timeForms(config.secret, String(req.params.token), v.game.status);
    res.type('html').send(
      renderPageBytes('game', {
        ...gamePage(v, reports),
        time,
        diceStats: diceModel(dice),
        replay: `/replay/${encodeURIComponent(String(req.params.token))}`,
      }),
    );
  });

  // The whole record (orders, rolls, states, the seed) once the game is over: the final mail links here.
  router.get('/game/:token/record', limiter(60), async (req, res) => {
    const claims = await claimsOf(services, config.secret, req);
    const v = await services.getSideView({ gameId: claims.gameId, side: claims.side });
    if (v.game.status !== 'finished') {
      throw saidError(409, 'not-finished', {
        title: { key: 'web.errors.title.notYet' },
        message: { key: 'web.errors.notFinished' },
      });
    }
    const record = await services.exportGame(claims.gameId);
    res.attachment(`despatch-${v.game.type}-${v.game.number}.json`).json(record);
  });
  return router;
}
