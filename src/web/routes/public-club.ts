// A club's public page (/clubs/:club), for anyone, when the organiser has turned it on: the ladders'
// standings, read-only, with no addresses. A private club's page does not exist.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { renderPage } from '../views';

export function publicClubRouter(services: Services): Router {
  const router = Router();
  router.get('/clubs/:club', async (req, res) => {
    const club = await services.clubs.publicView(String(req.params.club));
    res.send(renderPage('public-club', { title: club.name, ...club }));
  });
  return router;
}
