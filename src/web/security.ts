// Request-level defences: security headers, rate limits on public endpoints, and CSRF protection for
// every form (a same-origin check plus a form token bound to what the form acts on).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { saidError } from './errors';

/**
 * Security headers. Upgrading requests to https and HSTS only when the service is public over https
 * (BASE_URL https, directly or behind a TLS proxy): a club that chose plain http on its LAN would
 * otherwise get pages whose styles, script and form posts the browser sends to an https that does
 * not exist.
 */
export function securityHeaders(baseUrl: string): RequestHandler {
  const https = baseUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // Plain scripts from /static only; the mail HTML in the mailbox may use inline styles.
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // Browsers ignore (and complain of) the opener policy on an http origin that is not loopback.
    crossOriginOpenerPolicy: https,
    referrerPolicy: { policy: 'same-origin' },
  });
}

/** A per-IP limit; `limit` requests per `minutes`. */
export function limiter(limit: number, minutes = 1): RequestHandler {
  return rateLimit({
    windowMs: minutes * 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(
        saidError(429, 'rate-limited', {
          title: { key: 'web.errors.title.tooMany' },
          message: { key: 'web.errors.tooMany' },
          hint: { key: 'web.errors.next.tooMany' },
        }),
      ),
  });
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Refuses state-changing requests another site's page made the browser send. */
export function sameOrigin(baseUrl: string): RequestHandler {
  const base = hostOf(baseUrl);
  return (req: Request, _res: Response, next: NextFunction) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin') ?? req.get('referer');
    const from = hostOf(origin);
    const ok =
      site === 'same-origin' ||
      site === 'none' ||
      (site === undefined && origin === undefined) || // not a browser (curl, scripts)
      (site !== 'cross-site' && from !== null && (from === base || from === req.get('host')));
    if (ok) return next();
    next(
      saidError(403, 'cross-site', {
        title: { key: 'web.errors.title.refused' },
        message: { key: 'web.errors.crossSite' },
        hint: { key: 'web.errors.next.crossSite' },
      }),
    );
  };
}

export function formToken(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`form\n${purpose}\n${subject}`).digest('base64url');
}

export function checkFormToken(secret: string, purpose: string, subject: string, given: unknown): void {
  const expected = Buffer.from(formToken(secret, purpose, subject));
  const got = Buffer.from(typeof given === 'string' ? given : '');
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) {
    throw saidError(403, 'form-token', {
      title: { key: 'web.errors.title.refused' },
      message: { key: 'web.errors.formToken' },
      hint: { key: 'web.errors.next.formToken' },
    });
  }
}

export function constantTimeEqual(a: string, b: string): boolean {
  const x = createHmac('sha256', 'cmp').update(a).digest();
  const y = createHmac('sha256', 'cmp').update(b).digest();
  return timingSafeEqual(x, y);
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return undefined; // a malformed cookie is no cookie, never a 500
    }
  }
  return undefined;
}
