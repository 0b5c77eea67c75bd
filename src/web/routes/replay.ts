// The step-through replay (/replay/:token?step=N), reached by the side's signed game link: prev and
// next are plain links, so it works without scripts. A running game shows its resolved steps as the
// side saw them; a finished one, everything. A finished game's organiser may make its replay public:
// then /g/<public token>/replay?step=N shows it to anyone, in the browser's language.
import { Router, type Request } from 'express';
import type { Services } from '../../app/index';
import type { ReplayStep } from '../../app/records/replay';
import { ServiceError } from '../../app/base/errors';
import { limiter } from '../security';
import { renderPage } from '../views';
import { claimsOf } from './link';
import { translator } from '../../i18n/index';
import { reportParts, sideName } from '../../mail/compose/format';
import { acceptedLang } from '../page-lang';
import { saidError } from '../errors';

const askedStep = (req: Request): number | undefined =>
  typeof req.query.step === 'string' && /^\d+$/.test(req.query.step) ? Number(req.query.step) : undefined;

function replayPage(r: ReplayStep, here: string): string {
  const t = translator(r.lang);
  const names = r.sideNames ?? undefined;
  return renderPage('replay', {
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
    shared: r.side === 'public',
    svg: r.svg,
    orders: r.orders.map((o) => ({
      side: sideName(o.side, names),
      lines: o.lines,
      contribution: o.contribution,
    })),
    dice: r.dice,
    report: reportParts(r.events),
  });
}

export function replayRouter(services: Services, config: { secret: string }): Router {
  const router = Router();
  router.get('/replay/:token', limiter(300), async (req, res) => {
    const claims = await claimsOf(services, config.secret, req);
    const asked = askedStep(req);
    const r = await services.replayStep({
      gameId: claims.gameId,
      side: claims.side,
      ...(asked === undefined ? {} : { step: asked }),
    });
    res.send(replayPage(r, `/replay/${encodeURIComponent(String(req.params.token))}`));
  });
  // A finished game's public replay: a polite "not found" while the game runs or its replay is private.
  router.get('/g/:token/replay', limiter(300), async (req, res) => {
    const asked = askedStep(req);
    const lang = acceptedLang(req);
    const r = await services
      .publicReplayStep({
        token: String(req.params.token),
        lang,
        ...(asked === undefined ? {} : { step: asked }),
      })
      .catch((e: unknown) => {
        if (e instanceof ServiceError && e.code === 'not-found')
          throw saidError(404, 'not-found', {
            title: { key: 'web.errors.title.notFound' },
            message: { key: 'web.errors.replayPrivate' },
            hint: { key: 'web.errors.next.replayPrivate' },
          });
        throw e;
      });
    res.send(replayPage(r, `/g/${encodeURIComponent(String(req.params.token))}/replay`));
  });
  return router;
}
