// A tournament's page for the organiser (/admin/tournaments/:id): the standings with their
// tie-breaks, the crosstable and each round's pairings. Needs the organiser's session.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { pointsText } from '../../app/tournaments/points-text';
import { renderPage } from '../views';
import { signedIn, type DeskAccess } from './desk';

export function tournamentsRouter(services: Services, access: DeskAccess): Router {
  const router = Router();
  router.get('/admin/tournaments/:id', async (req, res) => {
    signedIn(access, req);
    const t = await services.tournaments.table(String(req.params.id));
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
        title: `${t.club}: ${t.name} (${t.game})`,
        t,
        format: t.format === 'swiss' ? 'Swiss' : 'Round robin',
        rows,
        cross,
        places: t.crosstable.map((r) => r.place),
        rounds: [...t.pairings].reverse(),
      }),
    );
  });
  return router;
}
