// The orders page reached by a signed link: the map, the prompt, the order box with live checking,
// the standing orders; submit; confirmation. Stale links explain what happened and never act.
import { randomBytes } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { ServiceError } from '../../app/base/errors';
import { badRequest } from '../errors';
import type { Services, SideView, SideViewOptions } from '../../app/index';
import type { LinkClaims } from '../../security/tokens';
import { confirmationPage, ordersPage, stalePage, type OrdersForm } from '../pages';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
import { renderPage, renderPageBytes } from '../views';
import { claimsOf, inSeatLanguage, relink, replacedLink, seatChecked, signedClaims } from './link';
import { timeForms } from './time';
import { CONTRIBUTION } from '../../games/core/dice';

/** The browser's share of the dice (orders.js); a page without its script gets one made here. */
function contributionOf(field: unknown): string {
  return typeof field === 'string' && CONTRIBUTION.test(field) ? field : randomBytes(16).toString('hex');
}

export interface RouteConfig {
  secret: string;
  baseUrl: string;
}

const STALE_CODES = new Set(['stale-step', 'not-awaited', 'game-over']);

/** The live check's body: two texts, nothing else (a deep or odd JSON body is a 400, never a 500). */
const checkBody = z
  .object({ orders: z.string().max(64_000), standing: z.string().max(64_000).optional() })
  .strict();

function isOpenFor(v: SideView, claims: LinkClaims): boolean {
  return (
    v.game.status === 'active' && v.step.status === 'open' && v.step.seq === claims.step && v.prompt !== null
  );
}

export function ordersRouter(services: Services, config: RouteConfig): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '64kb' });
  const json = express.json({ limit: '64kb' });
  const token = (req: Request) => String(req.params.token);

  async function viewFor(claims: LinkClaims, opts: SideViewOptions = {}): Promise<SideView> {
    return services.getSideView({ gameId: claims.gameId, side: claims.side, step: claims.step }, opts);
  }

  function showOrders(res: Response, req: Request, v: SideView, claims: LinkClaims, f?: OrdersForm): void {
    const urls = {
      action: `/orders/${token(req)}`,
      check: `/api/orders/${token(req)}/check`,
      game: `/game/${relink(config.secret, claims, v.step.seq)}`,
      language: `/orders/${token(req)}/language`,
    };
    const gameToken = relink(config.secret, claims, v.step.seq);
    const model = {
      ...ordersPage(v, urls, formToken(config.secret, 'orders', token(req)), f, v.help),
      time: timeForms(config.secret, gameToken, v.game.status),
    };
    res
      .status(f?.problems?.length || f?.standingProblems?.length ? 422 : 200)
      .type('html')
      .send(renderPageBytes('orders', model));
  }

  function showStale(res: Response, v: SideView, claims: LinkClaims, status = 200): void {
    const gameUrl = `/game/${relink(config.secret, claims, v.step.seq)}`;
    res
      .status(status)
      .type('html')
      .send(renderPageBytes('stale', stalePage(v, gameUrl)));
  }

  router.get('/orders/:token', limiter(300), async (req, res) => {
    // The seat is checked from the side the page reads: one wait for the database, not two.
    const signed = signedClaims(config.secret, req);
    const v = await viewFor(signed);
    const claims = seatChecked(signed, v.seat, req);
    if (isOpenFor(v, claims)) showOrders(res, req, v, claims);
    else showStale(res, v, claims);
  });

  router.post('/orders/:token', limiter(60), sameOrigin(config.baseUrl), form, async (req, res) => {
    // The submission checks the seat from what it reads anyway (seat-taken): one statement less.
    const claims = inSeatLanguage(signedClaims(config.secret, req), req);
    checkFormToken(config.secret, 'orders', token(req), req.body?.formToken);
    // A form without the orders field is not "pass": it is a broken request.
    if (typeof req.body?.orders !== 'string') badRequest('the form has no orders field: send the page again');
    const orders = req.body.orders as string;
    const standing = typeof req.body?.standing === 'string' ? req.body.standing : undefined;
    const input = {
      contribution: contributionOf(req.body?.contribution),
      gameId: claims.gameId,
      side: claims.side,
      step: claims.step,
      text: orders,
      standing,
      channel: 'web' as const,
      seat: claims.seat ?? 0,
    };
    try {
      const result = await services.submitOrders(input);
      // The answer to a form reads with the work it asked for, not before the pages (context.ts).
      if (!result.ok) {
        const v = await viewFor(claims, { lane: 'work' });
        return showOrders(res, req, v, claims, { orders, standing: standing ?? v.standing, ...result });
      }
      // The confirmation shows no map: fifty of them at once must not draw fifty.
      const v = await viewFor(claims, { withMap: false, lane: 'work' });
      const urls = {
        orders: `/orders/${token(req)}`,
        game: `/game/${relink(config.secret, claims, v.step.seq)}`,
      };
      const shown = services.ordersIn(v.game.type, v.lang, result.normal);
      res.send(renderPage('confirmed', confirmationPage(v, { ...result, normal: shown }, urls)));
    } catch (err) {
      if (err instanceof ServiceError && err.code === 'seat-taken') throw replacedLink();
      if (!(err instanceof ServiceError && STALE_CODES.has(err.code))) throw err;
      showStale(res, await viewFor(claims, { lane: 'work' }), claims, 409);
    }
  });

  // The small language switch of the orders page: the seat's language, then the page again in it.
  router.post('/orders/:token/language', limiter(60), sameOrigin(config.baseUrl), form, async (req, res) => {
    const claims = await claimsOf(services, config.secret, req);
    checkFormToken(config.secret, 'orders', token(req), req.body?.formToken);
    await services.setLanguage({
      gameId: claims.gameId,
      side: claims.side,
      lang: String(req.body?.lang ?? ''),
    });
    res.redirect(303, `/orders/${token(req)}`);
  });

  router.post(
    '/api/orders/:token/check',
    limiter(240),
    sameOrigin(config.baseUrl),
    json,
    async (req, res) => {
      // The live check is read as the player types: a page's read, whatever its method.
      const claims = await claimsOf(services, config.secret, req, 'page');
      const body = checkBody.safeParse(req.body);
      if (!body.success) badRequest(`the body must be {"orders": text, "standing"?: text}`);
      const { orders: text, standing } = body.data;
      res.json(
        await services.checkOrders({
          gameId: claims.gameId,
          side: claims.side,
          step: claims.step,
          text,
          standing,
        }),
      );
    },
  );

  return router;
}
