// A club's public page (/clubs/:club), for anyone, when the organiser has turned it on: the ladders'
// standings, read-only, with no addresses. A private club's page does not exist. In the browser's
// language.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { acceptedLang } from '../page-lang';
import { renderPage } from '../views';

export function publicClubRouter(services: Services): Router {
  const router = Router();
  router.get('/clubs/:club', async (req, res) => {
    const lang = acceptedLang(req);
    const club = await services.clubs.publicView(String(req.params.club), lang);
    res.send(renderPage('public-club', { title: club.name, lang, ...club }));
  });
  return router;
}
