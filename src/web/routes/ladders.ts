// A ladder's standings page for the organiser (/admin/ladders/:id): place, rating and deviation,
// games and the win-loss-draw record, boot camp marked. Needs the organiser's session.
import { Router } from 'express';
import type { Services } from '../../app/index';
import { renderPage } from '../views';
import { signedIn, type DeskAccess } from './desk';

export function laddersRouter(services: Services, access: DeskAccess): Router {
  const router = Router();
  router.get('/admin/ladders/:id', async (req, res) => {
    signedIn(access, req);
    const rows = await services.clubs.standings(String(req.params.id));
    res.send(renderPage('ladder', { title: `Ladder ${String(req.params.id)}: standings`, rows }));
  });
  return router;
}
