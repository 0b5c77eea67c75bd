// One error type for the web layer. Routes throw WebError (or the service's ServiceError, or a link
// failure); one middleware maps every one of them to a page, or to JSON under /api. The page is in the
// language of the seat a link names, else the browser's (Accept-Language), else English (issue #17):
// an error the web layer writes carries its message keys (`words`), in English as `title`/`message`.
import type { NextFunction, Request, Response } from 'express';
import { httpStatus, isUnavailable, ServiceError, type ServiceErrorCode } from '../app/base/errors';
import { translator, type Lang, type Message } from '../i18n/index';
import type { TokenError } from '../security/tokens';
import { renderPage } from './views';

/** An error's sentences as message keys, for a reader of any language. */
export interface ErrorWords {
  title: Message;
  message: Message;
  hint?: Message;
}

export class WebError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    message: string,
    /** What the reader can do about it. */
    readonly hint?: string,
    readonly words?: ErrorWords,
  ) {
    super(message);
    this.name = 'WebError';
  }
}

const key = (k: string, vars?: Message['vars']): Message => ({
  key: `web.errors.${k}`,
  ...(vars ? { vars } : {}),
});

/** A WebError written from its message keys; its English is the message files' English. */
export function saidError(status: number, code: string, words: ErrorWords): WebError {
  const en = translator('en');
  const say = (m: Message) => en(m.key, m.vars);
  return new WebError(
    status,
    code,
    say(words.title),
    say(words.message),
    words.hint && say(words.hint),
    words,
  );
}

export const LINK_HINT = translator('en')('web.errors.hint.link');

export function linkError(error: TokenError): WebError {
  const messages: Record<TokenError, string> = {
    expired: 'expired',
    forged: 'invalid',
    malformed: 'invalid',
  };
  return saidError(403, `link-${error}`, {
    title: key('title.link'),
    message: key(`link.${messages[error]}`),
    hint: key('hint.link'),
  });
}

/** The title of a refusal of the service, by its HTTP status. */
const titleOf = (status: number) =>
  key(status === 404 ? 'title.notFound' : status === 409 ? 'title.notNow' : 'title.refused');

function toWebError(err: unknown): WebError {
  if (err instanceof WebError) return err;
  if (err instanceof ServiceError) {
    const status = httpStatus[err.code] ?? 500;
    const code: ServiceErrorCode = err.code;
    const words = { title: titleOf(status), message: key(`service.${code}`), hint: key(`next.${code}`) };
    const en = translator('en');
    // The service's own clause in English ("the game is over"); its code's sentence in other languages.
    return new WebError(status, code, en(words.title.key), sentence(err.message), en(words.hint.key), words);
  }
  // The database is restarting or out of reach: nothing was stored, and a moment later it works.
  if (isUnavailable(err)) {
    return saidError(503, 'unavailable', {
      title: key('title.unavailable'),
      message: key('databaseDown'),
      hint: key('next.unavailable'),
    });
  }
  // Body parser errors (too large, bad JSON) carry their own 4xx status.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = key(status === 413 ? 'tooLarge' : 'unreadable');
    return saidError(status, 'bad-request', { title: key('title.refused'), message });
  }
  return saidError(500, 'internal', {
    title: key('title.internal'),
    message: key('internal'),
    hint: key('next.unavailable'),
  });
}

/** The reader's language: the seat's when a link named one (res.locals.seat), else the browser's. */
async function readerLang(req: Request, res: Response, seatLang?: SeatLang): Promise<Lang> {
  const seat = res.locals.seat as { gameId: string; side: string } | undefined;
  if (seat && seatLang) {
    const lang = await seatLang(seat.gameId, seat.side).catch(() => null);
    if (lang) return lang;
  }
  return req.acceptsLanguages('en', 'ja') === 'ja' ? 'ja' : 'en';
}

/** The error as a reader of `lang` reads it: English as written, other languages from its keys. */
function inLang(e: WebError, lang: Lang): { title: string; message: string; hint?: string } {
  if (lang === 'en' || !e.words)
    return { title: e.title, message: e.message, ...(e.hint ? { hint: e.hint } : {}) };
  const t = translator(lang);
  const { title, message, hint } = e.words;
  return {
    title: t(title.key, title.vars),
    message: t(message.key, message.vars),
    ...(hint ? { hint: t(hint.key, hint.vars) } : {}),
  };
}

/** Seconds a client is asked to wait after a 503: a PostgreSQL restart takes a few. */
const RETRY_AFTER_S = 10;

export type SeatLang = (gameId: string, side: string) => Promise<Lang>;

export function errorMiddleware(seatLang?: SeatLang) {
  return (err: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(err);
    const e = toWebError(err);
    // Never log request URLs here: they carry signed links.
    if (e.status === 503) {
      console.error(`web: answered "try again in a moment": ${(err as Error).message}`);
      res.set('Retry-After', String(RETRY_AFTER_S));
    } else if (e.status >= 500) console.error('web: internal error', err instanceof Error ? err.stack : err);
    readerLang(req, res, seatLang)
      .then((lang) => {
        const said = inLang(e, lang);
        res.status(e.status);
        if (req.path.startsWith('/api/')) {
          res.json({ error: e.code, message: said.message, ...(said.hint ? { next: said.hint } : {}) });
          return;
        }
        res.type('html').send(renderPage('error', { lang, title: said.title, error: said }));
      })
      .catch(next);
  };
}

/** When even the error page failed: a short text of our own, never express's page (which shows the
 *  stack and file paths unless NODE_ENV is production). */
export function lastResort(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  console.error('web: error page failed', err instanceof Error ? err.stack : err);
  if (res.headersSent) return void res.end();
  res.status(500).type('text/plain').send('Internal error: the service could not answer.\n');
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
  throw saidError(404, 'not-found', { title: key('title.notFound'), message: key('noPage') });
}

/** A refused request; `message` is English detail, other languages read the general sentence. */
export function badRequest(message: string): never {
  const title = key('title.refused');
  throw new WebError(400, 'bad-request', translator('en')(title.key), message, undefined, {
    title,
    message: key('service.bad-request'),
  });
}
