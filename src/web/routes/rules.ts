// A game's rules summary (/rules/:game), for anyone: each clause the reports cite, anchored by its id
// (/rules/scotland#STB-7.1.5c), in Despatch's own words. In the browser's language, or ?lang=.
import { Router } from 'express';
import { listGames } from '../../games/index';
import { acceptedLang } from '../page-lang';
import { renderPage } from '../views';
import { notFound } from '../errors';
import { translator, type Lang } from '../../i18n/index';

export function rulesRouter(): Router {
  const router = Router();
  router.get('/rules/:game', (req, res) => {
    const game = listGames().find((g) => g.id === req.params.game);
    if (!game) return notFound();
    const lang: Lang =
      req.query.lang === 'ja' || req.query.lang === 'en' ? req.query.lang : acceptedLang(req);
    const name = game.texts?.title(lang) ?? game.title;
    const summary = game.clauses.summary;
    res.set('Cache-Control', 'public, max-age=3600');
    res.send(
      renderPage('rules', {
        title: translator(lang)('web.rules.title', { game: name }),
        lang,
        game: name,
        about: summary.about[lang],
        clauses: summary.clauses.map((c) => ({ id: c.id, ...c[lang] })),
      }),
    );
  });
  return router;
}
