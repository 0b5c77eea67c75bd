// The admin page: a login form (ADMIN_TOKEN, kept as an httpOnly session cookie) and a new-game form
// that creates the game through the service and shows the players' links.
import express, { Router, type Request, type Response } from 'express';
import { createHmac } from 'node:crypto';
import { parseDuration } from '../../app/base/duration';
import type { Services } from '../../app/index';
import { WebError } from '../errors';
import { checkFormToken, constantTimeEqual, formToken, limiter, readCookie, sameOrigin } from '../security';
import { renderPage } from '../views';
import { deskList, deskRouter } from './desk';

const COOKIE = 'despatch_admin';

export interface AdminConfig {
  secret: string;
  baseUrl: string;
  adminToken?: string;
}

/** The organiser's session: a cookie holding a MAC of the admin token (never the token itself;
 * changing ADMIN_TOKEN logs out), or the token itself as a Bearer header for scripts. */
export function adminSession(config: { secret: string; adminToken?: string }) {
  const session = createHmac('sha256', config.secret)
    .update(`admin\n${config.adminToken ?? ''}`)
    .digest('base64url');
  const loggedIn = (req: Request): boolean => {
    if (!config.adminToken) return false;
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (bearer) return constantTimeEqual(bearer, config.adminToken);
    return constantTimeEqual(readCookie(req, COOKIE) ?? '', session);
  };
  return { session, loggedIn };
}

export function adminRouter(services: Services, config: AdminConfig): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const { session, loggedIn } = adminSession(config);
  const secure = config.baseUrl.startsWith('https:');

  async function newGameForm(
    req: Request,
    res: Response,
    status = 200,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    const games = services.gameTypes().map((g) => ({ ...g, sideList: g.sides.map((s) => ({ id: s })) }));
    res.status(status).send(
      renderPage('admin', {
        title: 'Games',
        desk: await deskList(services, req),
        games,
        formToken: formToken(config.secret, 'admin', session),
        ...extra,
      }),
    );
  }

  router.get('/admin', async (req, res) => {
    if (!loggedIn(req)) return void res.send(renderPage('admin-login', { title: 'Admin sign-in' }));
    await newGameForm(req, res);
  });

  router.post('/admin/login', limiter(10), sameOrigin(config.baseUrl), form, (req, res) => {
    if (!config.adminToken || !constantTimeEqual(String(req.body?.token ?? ''), config.adminToken)) {
      return void res.status(403).send(renderPage('admin-login', { title: 'Admin sign-in', failed: true }));
    }
    res.cookie(COOKIE, session, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/', // the mailbox on a public address asks for it too
      maxAge: 12 * 3600_000,
    });
    res.redirect(303, '/admin');
  });

  router.post('/admin/logout', sameOrigin(config.baseUrl), (_req, res) => {
    res.clearCookie(COOKIE, { path: '/' });
    res.redirect(303, '/admin');
  });

  router.post('/admin/games', limiter(30), sameOrigin(config.baseUrl), form, async (req, res) => {
    if (!loggedIn(req))
      throw new WebError(
        403,
        'admin',
        'Sign in first',
        'Only the administrator can create games.',
        'Sign in at /admin.',
      );
    checkFormToken(config.secret, 'admin', session, req.body?.formToken);
    const body = req.body as Record<string, string | undefined>;
    const type = services.gameTypes().find((g) => g.id === body.game);
    if (!type) return newGameForm(req, res, 400, { error: 'Choose a game.' });
    const turnTimeSeconds = parseDuration(body.turnTime ?? '3d');
    if (!turnTimeSeconds)
      return newGameForm(req, res, 400, { error: 'Turn time: write e.g. 3d, 12h or 1d12h.' });
    const players = Object.fromEntries(type.sides.map((s) => [s, (body[`player_${s}`] ?? '').trim()]));
    // Checkboxes: a ticked one sends 'true', an unticked one sends nothing.
    const options = Object.fromEntries(type.options.map((o) => [o.id, body[`option_${o.id}`] === 'true']));
    const created = await services.createGame({
      game: type.id,
      scenario: body.scenario || undefined,
      options,
      players,
      turnTimeSeconds,
    });
    const links = Object.entries(created.links).map(([side, url]) => ({ side, url, player: players[side] }));
    res.status(201).send(
      renderPage('admin-created', {
        title: `${type.title} #${created.number} created`,
        type,
        created,
        links,
      }),
    );
  });

  router.use(
    deskRouter(services, {
      secret: config.secret,
      baseUrl: config.baseUrl,
      session: (req) => (loggedIn(req) ? session : null),
    }),
  );

  return router;
}
