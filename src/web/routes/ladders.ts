// A ladder's standings page for the organiser (/admin/ladders/:id): place, rating and deviation,
// games and the win-loss-draw record, boot camp marked, each player's share of turns on time.
// Needs the organiser's session. In the browser's language.
import { Router } from 'express';
import { countingWords } from '../../app/clubs/ladder-settings';
import { onTimeWords } from '../../app/clubs/reliability';
import type { Services } from '../../app/index';
import { translator } from '../../i18n/index';
import { acceptedLang } from '../page-lang';
import { renderPage } from '../views';
import { signedIn, type DeskAccess } from './desk';

export function laddersRouter(services: Services, access: DeskAccess): Router {
  const router = Router();
  router.get('/admin/ladders/:id', async (req, res) => {
    signedIn(access, req);
    const lang = acceptedLang(req);
    const t = translator(lang);
    const ladder = await services.clubs.ladder(String(req.params.id));
    const names = services.clubs.gameNames(ladder.gameType, lang);
    const rows = (await services.clubs.standings(ladder.id)).map((r) => ({
      ...r,
      onTime: onTimeWords(r.reliability, t),
    }));
    const title = `${ladder.club}: ${ladder.name} (${names.title})`;
    const found = await services.clubs.sideAdvantage(ladder.id);
    const advantage = { ...found, sideName: names.sideNames[found.side] ?? found.sideName };
    const signed = `${advantage.points >= 0 ? '+' : '−'}${Math.abs(Math.round(advantage.points))}`;
    const counting = countingWords(ladder.settings.counting, t);
    const clubWide = { ...(await services.clubs.clubWide(ladder.id)), game: names.title };
    res.send(
      renderPage('ladder', {
        title,
        lang,
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
