// One error type for the web layer. Routes throw WebError (or the service's ServiceError, or a link
// failure); one middleware maps every one of them to a page, or to JSON under /api.
import type { NextFunction, Request, Response } from 'express';
import { httpStatus, ServiceError, type ServiceErrorCode } from '../app/base/errors';
import type { TokenError } from '../security/tokens';
import { renderPage } from './views';

export class WebError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    message: string,
    /** What the reader can do about it. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'WebError';
  }
}

export const LINK_HINT =
  'Use the link in the newest mail from Despatch for this game, or simply reply to that mail with your orders. ' +
  'If you have no such mail, ask the person who created the game.';

export function linkError(error: TokenError): WebError {
  const messages: Record<TokenError, string> = {
    expired: 'This link has expired.',
    forged: 'This link is not valid: it may have been cut short or changed when it was copied.',
    malformed: 'This link is not valid: it may have been cut short or changed when it was copied.',
  };
  return new WebError(403, `link-${error}`, 'This link cannot be used', messages[error], LINK_HINT);
}

/** What a reader can do next, for each refusal of the service. */
const NEXT_STEP: Record<ServiceErrorCode, string> = {
  'not-found': 'Check the address, or use the link in the newest mail from Despatch for this game.',
  'stale-step': `Nothing was stored. ${LINK_HINT}`,
  'not-awaited': 'You will get a mail when your side has orders to give.',
  'game-over': 'The game page shows the result and every report.',
  'bad-request': 'Correct the request and send it again.',
  unavailable: 'Please try again in a minute.',
};

function toWebError(err: unknown): WebError {
  if (err instanceof WebError) return err;
  if (err instanceof ServiceError) {
    const status = httpStatus[err.code] ?? 500;
    const title = status === 404 ? 'Not found' : status === 409 ? 'Not possible now' : 'Request refused';
    return new WebError(status, err.code, title, sentence(err.message), NEXT_STEP[err.code]);
  }
  // Body parser errors (too large, bad JSON) carry their own 4xx status.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new WebError(status, 'bad-request', 'Request refused', 'The request could not be read.');
  }
  return new WebError(
    500,
    'internal',
    'Something went wrong',
    'An unexpected error happened on our side.',
    'Please try again in a minute.',
  );
}

export function errorMiddleware(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  const e = toWebError(err);
  // Never log request URLs here: they carry signed links.
  if (e.status >= 500) console.error('web: internal error', err instanceof Error ? err.stack : err);
  res.status(e.status);
  if (req.path.startsWith('/api/')) {
    res.json({ error: e.code, message: e.message, ...(e.hint ? { next: e.hint } : {}) });
    return;
  }
  res.type('html').send(renderPage('error', { title: e.title, error: e }));
}

/** The service's messages are clauses ("the game is over"): a page shows them as sentences. */
export const sentence = (m: string) => {
  // An address stays as written: "bob@example.org is not a member...".
  const t = /^\S+@/.test(m) ? m : m.charAt(0).toUpperCase() + m.slice(1);
  // A Japanese clause ends with the Japanese full stop.
  if (/[.!?。！？]$/.test(t)) return t;
  return /[\u3040-\u30ff\u4e00-\u9fff]/.test(t) ? `${t}。` : `${t}.`;
};

export function notFound(): never {
  throw new WebError(404, 'not-found', 'Not found', 'There is no page here.');
}

export function badRequest(message: string): never {
  throw new WebError(400, 'bad-request', 'Request refused', message);
}
