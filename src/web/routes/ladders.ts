// A ladder's standings page for the organiser (/admin/ladders/:id): place, rating and deviation,
// games and the win-loss-draw record, boot camp marked, each player's share of turns on time.
// Needs the organiser's session.
import { Router } from 'express';
import { countingWords } from '../../app/clubs/ladder-settings';
import { onTimeWords } from '../../app/clubs/reliability';
import type { Services } from '../../app/index';
import { renderPage } from '../views';
import { signedIn, type DeskAccess } from './desk';

export function laddersRouter(services: Services, access: DeskAccess): Router {
  const router = Router();
  router.get('/admin/ladders/:id', async (req, res) => {
    signedIn(access, req);
    const ladder = await services.clubs.ladder(String(req.params.id));
    const rows = (await services.clubs.standings(ladder.id)).map((r) => ({
      ...r,
      onTime: onTimeWords(r.reliability),
    }));
    const title = `${ladder.club}: ${ladder.name} (${ladder.game})`;
    const advantage = await services.clubs.sideAdvantage(ladder.id);
    const signed = `${advantage.points >= 0 ? '+' : '−'}${Math.abs(Math.round(advantage.points))}`;
    const counting = countingWords(ladder.settings.counting);
    const clubWide = await services.clubs.clubWide(ladder.id);
    res.send(
      renderPage('ladder', {
        title,
        club: ladder.club,
        rows,
        rated: ladder.settings.rated,
        advantage,
        signed,
        counting,
        clubWide,
      }),
    );
  });
  return router;
}
