// The step-through replay (/replay/:token?step=N), reached by the side's signed game link: prev and
// next are plain links, so it works without scripts. A running game shows its resolved steps as the
// side saw them; a finished one, everything.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { limiter } from '../security';
import { renderPage } from '../views';
import { claimsOf } from './link';
import { translator } from '../../i18n/index';
import { reportParts, sideName } from '../../mail/compose/format';

export function replayRouter(services: Services, config: { secret: string }): Router {
  const router = Router();
  router.get('/replay/:token', limiter(300), async (req, res) => {
    const claims = await claimsOf(services, config.secret, req);
    const asked =
      typeof req.query.step === 'string' && /^\d+$/.test(req.query.step) ? Number(req.query.step) : undefined;
    const r = await services.replayStep({
      gameId: claims.gameId,
      side: claims.side,
      ...(asked === undefined ? {} : { step: asked }),
    });
    const t = translator(r.lang);
    const names = r.sideNames ?? undefined;
    const here = `/replay/${encodeURIComponent(String(req.params.token))}`;
    res.send(
      renderPage('replay', {
        title: t('web.replay.title', { game: t('common.game', { title: r.title, number: r.number }) }),
        lang: r.lang,
        rulesGame: r.gameType,
        sideNames: r.sideNames,
        step: r.step,
        last: r.last,
        heading: r.step === 0 ? t('web.replay.setup') : r.stepTitle,
        prev: r.step > 0 ? `${here}?step=${r.step - 1}` : null,
        next: r.step < r.last ? `${here}?step=${r.step + 1}` : null,
        hidden: !r.finished,
        svg: r.svg,
        orders: r.orders.map((o) => ({ side: sideName(o.side, names), lines: o.lines })),
        dice: r.dice,
        report: reportParts(r.events),
      }),
    );
  });
  return router;
}
