// A tournament's page for the organiser (/admin/tournaments/:id): the standings with their
// tie-breaks, the crosstable and each round's pairings. Needs the organiser's session. In the
// browser's language.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { pointsText } from '../../app/tournaments/points-text';
import { translator } from '../../i18n/index';
import { acceptedLang } from '../page-lang';
import { renderPage } from '../views';
import { signedIn, type DeskAccess } from './desk';

export function tournamentsRouter(services: Services, access: DeskAccess): Router {
  const router = Router();
  router.get('/admin/tournaments/:id', async (req, res) => {
    signedIn(access, req);
    const lang = acceptedLang(req);
    const say = translator(lang);
    const t = await services.tournaments.table(String(req.params.id));
    const game = services.clubs.gameNames(t.gameType, lang).title;
    const rows = t.standings.map((r) => ({
      ...r,
      points: pointsText(r.points),
      buchholz: pointsText(r.buchholz),
      sonnebornBerger: pointsText(r.sonnebornBerger),
    }));
    const points = new Map(rows.map((r) => [r.email, r.points]));
    const cross = t.crosstable.map((r) => ({ ...r, points: points.get(r.email) }));
    res.send(
      renderPage('tournament', {
        title: `${t.club}: ${t.name} (${game})`,
        lang,
        t,
        format: say(`tournament.format.${t.format}`),
        rows,
        cross,
        places: t.crosstable.map((r) => r.place),
        // 'bye' and 'playing' are words; a score stays as written.
        rounds: [...t.pairings].reverse().map((r) => ({
          ...r,
          pairings: r.pairings.map((p) => ({
            ...p,
            result: p.result === 'bye' || p.result === 'playing' ? say(`tournament.${p.result}`) : p.result,
          })),
        })),
      }),
    );
  });
  return router;
}
