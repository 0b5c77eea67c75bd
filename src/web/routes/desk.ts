// The organiser's desk on /admin: the games list (filtered by status or player) and a page per game
// with its actions (more time, send a prompt again, end the game), each confirmed by its own form
// with a reason, then shown in the game's log. Behind the admin session of routes/admin.ts.
import express, { Router, type Request, type Response } from 'express';
import { parseDuration } from '../../app/base/duration';
import { sideName } from '../../mail/compose/format';
import type { Services } from '../../app/index';
import { WebError } from '../errors';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
import { renderPage } from '../views';

const STATUSES = ['active', 'late', 'paused', 'finished'] as const;
type Status = (typeof STATUSES)[number];

export interface DeskAccess {
  secret: string;
  baseUrl: string;
  /** The session value when the request is signed in, else null. */
  session(req: Request): string | null;
}

export function signedIn(access: DeskAccess, req: Request): string {
  const session = access.session(req);
  if (!session)
    throw new WebError(
      403,
      'admin',
      'Sign in first',
      'Only the organiser can do this.',
      'Sign in at /admin.',
    );
  return session;
}

/** The games list for the /admin page, by the query's filters. */
export async function deskList(services: Services, req: Request) {
  const status = STATUSES.find((s) => s === req.query.status) as Status | undefined;
  const player =
    typeof req.query.player === 'string' && req.query.player.trim() ? req.query.player.trim() : undefined;
  const games = await services.desk.listGames({
    ...(status ? { status } : {}),
    ...(player ? { player } : {}),
  });
  const filters = [
    { id: '', label: 'All' },
    ...STATUSES.map((s) => ({ id: s, label: s[0]?.toUpperCase() + s.slice(1) })),
  ];
  return {
    games,
    filters: filters.map((f) => ({ ...f, current: (status ?? '') === f.id })),
    player: player ?? '',
  };
}

export function deskRouter(services: Services, access: DeskAccess): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  async function page(req: Request, res: Response, status = 200, notice?: string): Promise<void> {
    const session = signedIn(access, req);
    const game = await services.desk.game(String(req.params.id));
    res.status(status).send(
      renderPage('desk-game', {
        title: `${game.title} #${game.number}`,
        // Not `game`: the layout's header shows a string of that name on the players' pages.
        entry: game,
        notice,
        open: game.status !== 'finished',
        outcomes: [
          ...game.sides.map((s) => ({ id: s, label: `${sideName(s)} wins` })),
          { id: 'draw', label: 'a draw' },
          { id: 'abandoned', label: 'abandoned, no result' },
        ],
        formToken: formToken(access.secret, 'desk', `${session}/${game.id}`),
      }),
    );
  }

  router.get('/admin/games/:id', async (req, res) => page(req, res));

  router.post('/admin/games/:id/:action', limiter(60), sameOrigin(access.baseUrl), form, async (req, res) => {
    const session = signedIn(access, req);
    const game = await services.desk.game(String(req.params.id));
    checkFormToken(access.secret, 'desk', `${session}/${game.id}`, req.body?.formToken);
    const body = req.body as Record<string, string | undefined>;
    const reason = (body.reason ?? '').trim();
    if (!reason) return page(req, res, 400, 'Give a reason: it is logged and told to the players.');
    const gameId = game.id;
    // The two actions that cannot be undone are confirmed by a ticked box (the form requires it).
    const final = req.params.action === 'end' || req.params.action === 'replace';
    if (final && body.confirm !== 'yes')
      return page(req, res, 400, 'Tick the box to confirm: this cannot be undone.');
    switch (req.params.action) {
      case 'extend': {
        const seconds = parseDuration(body.by ?? '');
        if (!seconds) return page(req, res, 400, 'More time: write e.g. 2d, 12h or 1d12h.');
        await services.desk.extendDeadline({ gameId, seconds, reason });
        return page(req, res, 200, 'The deadline has moved; both players are told.');
      }
      case 'resend':
        await services.desk.resendPrompt({ gameId, side: body.side ?? '', reason });
        return page(req, res, 200, 'The prompt is on its way again.');
      case 'replace': {
        const done = await services.desk.replacePlayer({
          gameId,
          side: body.side ?? '',
          email: body.email ?? '',
          reason,
          oneForBothSides: body.oneForBothSides === 'true',
        });
        return page(req, res, 200, `${done.player} now plays this side; all three players are told.`);
      }
      case 'end':
        await services.desk.endGame({ gameId, outcome: body.outcome ?? '', reason });
        return page(req, res, 200, 'The game is over; both players get the final mail.');
      case 'pause':
        await services.desk.pause({ gameId, reason });
        return page(req, res, 200, 'The game is paused; both players are told.');
      case 'resume':
        await services.desk.resume({ gameId, reason });
        return page(req, res, 200, 'The game goes on; the deadline moved on by the pause.');
      case 'replay-public': {
        const done = await services.desk.shareReplay({ gameId, public: true, reason });
        return page(req, res, 200, `The replay is public: ${done.url ?? ''}`);
      }
      case 'replay-private':
        await services.desk.shareReplay({ gameId, public: false, reason });
        return page(req, res, 200, 'The replay is private again: its public link shows nothing.');
      case 'turn-time': {
        const seconds = parseDuration(body.turnTime ?? '');
        if (!seconds) return page(req, res, 400, 'Turn time: write e.g. 3d, 36h or 1d12h.');
        await services.desk.changeTurnTime({ gameId, seconds, reason });
        return page(req, res, 200, 'The new turn time counts from the next turn; both players are told.');
      }
      case 'notify': {
        const words = await services.desk.setChannel({
          gameId,
          side: body.side ?? '',
          kind: body.kind ?? '',
          target: body.target ?? '',
          private: body.private === 'on',
          reason,
        });
        return page(req, res, 200, `Notices now also go to ${words}.`);
      }
      case 'notify-off': {
        const count = await services.desk.channelsOff({ gameId, side: body.side ?? '', reason });
        return page(req, res, 200, `${count} notice channel(s) switched off; mail goes on.`);
      }
      default:
        throw new WebError(404, 'not-found', 'Not found', 'There is no such action.');
    }
  });

  return router;
}
