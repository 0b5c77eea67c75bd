// The admin page: a login form (ADMIN_TOKEN, kept as an httpOnly session cookie) and a new-game form
// that creates the game through the service and shows the players' links.
import { demoPlayers } from '../../app/base/demo-players';
import express, { Router, type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { parseDuration } from '../../app/base/duration';
import { ServiceError, type Services } from '../../app/index';
import { readTimeControls } from '../../app/base/time-controls';
import { WebError, sentence } from '../errors';
import { checkFormToken, constantTimeEqual, formToken, limiter, readCookie, sameOrigin } from '../security';
import { renderPage } from '../views';
import { deskList, deskRouter } from './desk';
import { laddersRouter } from './ladders';
import { tournamentsRouter } from './tournaments';
import { clubsAdminRouter } from './clubs-admin';

const COOKIE = 'despatch_admin';

export interface AdminConfig {
  secret: string;
  baseUrl: string;
  adminToken?: string;
}

/** Signed-in organisers: a random id per sign-in, void at sign-out or after SESSION_MS. Kept in this
 * process (one serve per database in the embedded default; behind a load balancer, sign in again). */
const sessions = new Map<string, number>();
const SESSION_MS = 12 * 3600_000;

/** The organiser's session: the cookie's random id (never the token), or the token itself as a
 * Bearer header for scripts. `current` is the session id of a request, null when not signed in. */
export function adminSession(config: { adminToken?: string }) {
  const current = (req: Request): string | null => {
    if (!config.adminToken) return null;
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (bearer) return constantTimeEqual(bearer, config.adminToken) ? 'bearer' : null;
    const id = readCookie(req, COOKIE);
    const until = id ? sessions.get(id) : undefined;
    if (!id || until === undefined) return null;
    if (until < Date.now()) {
      sessions.delete(id);
      return null;
    }
    return id;
  };
  return {
    current,
    loggedIn: (req: Request) => current(req) !== null,
    start(): string {
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, Date.now() + SESSION_MS);
      return id;
    },
    end(req: Request): void {
      const id = readCookie(req, COOKIE);
      if (id) sessions.delete(id);
    },
  };
}

export function adminRouter(services: Services, config: AdminConfig): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const admin = adminSession(config);
  const { loggedIn } = admin;
  /** The session id the forms' tokens are bound to ('' when not signed in: any token fails). */
  const session = (req: Request) => admin.current(req) ?? '';
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
        // What is degraded, as /healthz says it: the organiser sees a relay down or mail waiting.
        health: await services.health().catch(() => null),
        games,
        formToken: formToken(config.secret, 'admin', session(req)),
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
    res.cookie(COOKIE, admin.start(), {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/', // the mailbox on a public address asks for it too
      maxAge: SESSION_MS,
    });
    res.redirect(303, '/admin');
  });

  router.post('/admin/logout', sameOrigin(config.baseUrl), (req, res) => {
    admin.end(req); // the old cookie is void, even if a copy of it is kept somewhere
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
    checkFormToken(config.secret, 'admin', session(req), req.body?.formToken);
    const body = req.body as Record<string, string | undefined>;
    const type = services.gameTypes().find((g) => g.id === body.game);
    if (!type) return newGameForm(req, res, 400, { error: 'Choose a game.' });
    const turnTimeSeconds = parseDuration(body.turnTime ?? '3d');
    if (!turnTimeSeconds)
      return newGameForm(req, res, 400, { error: 'Turn time: write e.g. 3d, 12h or 1d12h.' });
    // A side given to the bot names its level as its player ('bot:normal'); it has no address.
    const players = Object.fromEntries(
      type.sides.map((s) => [
        s,
        body[`bot_${s}`] ? `bot:${body[`bot_${s}`]}` : (body[`player_${s}`] ?? '').trim(),
      ]),
    );
    const langs = Object.fromEntries(type.sides.map((s) => [s, body[`lang_${s}`] || 'en']));
    // Checkboxes: a ticked one sends 'true', an unticked one sends nothing.
    const options = Object.fromEntries(type.options.map((o) => [o.id, body[`option_${o.id}`] === 'true']));
    try {
      const input = {
        game: type.id,
        scenario: body.scenario || undefined,
        options,
        players,
        langs,
        oneForBothSides: body.oneForBothSides === 'true',
        turnTimeSeconds,
        timeControls: readTimeControls({
          reminders: body.reminders,
          weekendsOff: body.weekendsOff === 'true',
          maxMisses: body.maxMisses,
          autopilot: body.autopilot,
        }),
      };
      if (body.preview) {
        // The same fields again, hidden, so "Create" sends exactly what was previewed.
        const fields = Object.entries(body)
          .filter(([k, v]) => k !== 'preview' && k !== 'formToken' && typeof v === 'string')
          .map(([name, value]) => ({ name, value }));
        const mails = (await services.previewGame(input)).map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          svg: m.pictures?.[0]?.svg ?? '',
        }));
        return res.send(
          renderPage('admin-preview', {
            title: `Preview: ${type.title}`,
            type,
            mails,
            fields,
            formToken: formToken(config.secret, 'admin', session(req)),
          }),
        );
      }
      const created = await services.createGame(input);
      const links = Object.entries(created.links).map(([side, url]) => ({
        side,
        url,
        player: players[side],
      }));
      res.status(201).send(
        renderPage('admin-created', {
          title: `${type.title} #${created.number} created`,
          type,
          created,
          links,
        }),
      );
    } catch (err) {
      // A value the service refuses (an address, a reminder) comes back on the form, in words.
      if (err instanceof ServiceError && err.code === 'bad-request')
        return newGameForm(req, res, 400, { error: `${type.title}: ${sentence(err.message)}` });
      throw err;
    }
  });

  // A newcomer's first game: they play the first side from the local mailbox, the bot the other.
  router.post('/admin/demo', limiter(30), sameOrigin(config.baseUrl), form, async (req, res) => {
    if (!loggedIn(req))
      throw new WebError(
        403,
        'admin',
        'Sign in first',
        'Only the administrator can start games.',
        'Sign in at /admin.',
      );
    checkFormToken(config.secret, 'admin', session(req), req.body?.formToken);
    const type = services.gameTypes().find((g) => g.id === req.body?.game);
    if (!type) return newGameForm(req, res, 400, { error: 'Choose a game.' });
    const mine = type.sides[0] as string;
    const players = demoPlayers(type.sides, { level: 'normal', mine });
    const created = await services.createGame({ game: type.id, players });
    const links = Object.entries(created.links).map(([side, url]) => ({ side, url, player: players[side] }));
    res.status(201).send(
      renderPage('admin-created', {
        title: `${type.title} #${created.number} against the bot`,
        type,
        created,
        links,
        demo: { mine, level: 'normal' },
      }),
    );
  });

  const access = {
    secret: config.secret,
    baseUrl: config.baseUrl,
    session: (req: Request) => admin.current(req),
  };
  router.use(deskRouter(services, access));
  router.use(laddersRouter(services, access));
  router.use(tournamentsRouter(services, access));
  router.use(clubsAdminRouter(services, access));

  return router;
}
