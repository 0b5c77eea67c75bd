// The webhook door: POST /inbound/mime with the raw MIME message as the body, which is what
// inbound-mail providers post. A shared secret (Authorization: Bearer, or X-Despatch-Secret)
// is checked in constant time before the body is read; 202 once the pipeline has the mail.
import { rateLimit } from 'express-rate-limit';
import { UnreadableMailError } from './mime-reader';
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { DEFAULT_MAX_BYTES } from './smtp-listener';
import type { InboundHandler } from './types';

export interface InboundWebhookOptions {
  secret: string;
  handler: InboundHandler;
  maxBytes?: number;
  log?: (message: string) => void;
}

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
export function secretMatches(given: string, secret: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b) && secret !== '';
}

function presentedSecret(req: Request): string {
  const auth = req.get('authorization') ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(auth);
  return bearer?.[1]?.trim() ?? req.get('x-despatch-secret') ?? '';
}

export function createInboundWebhook(opts: InboundWebhookOptions): Router {
  if (opts.secret === '') throw new Error('the inbound webhook needs a non-empty shared secret');
  const log = opts.log ?? (() => undefined);
  const router = express.Router();
  router.post(
    '/inbound/mime',
    // A provider posts one mail at a time; wrong secrets cannot be tried by the thousand.
    rateLimit({ windowMs: 60_000, limit: 300, standardHeaders: 'draft-8', legacyHeaders: false }),
    (req, res, next) => {
      if (secretMatches(presentedSecret(req), opts.secret)) return next();
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'bad or missing secret' });
    },
    express.raw({ type: () => true, limit: opts.maxBytes ?? DEFAULT_MAX_BYTES }),
    async (req, res) => {
      const raw: unknown = req.body;
      if (!Buffer.isBuffer(raw) || raw.length === 0) {
        res.status(400).json({ error: 'the body must be the raw MIME message' });
        return;
      }
      try {
        await opts.handler(raw, { door: 'webhook', remoteAddress: req.ip });
        res.status(202).json({ accepted: true });
      } catch (err) {
        if (err instanceof UnreadableMailError) {
          // Permanent: providers must not retry a mail that can never be read.
          res.status(422).json({ error: 'unreadable mail', message: err.message });
          return;
        }
        log(`inbound handler failed: ${String(err)}`);
        // 5xx: providers retry later, as an SMTP sender would after a 451.
        res.status(503).set('Retry-After', '60').json({ error: 'temporary failure, retry later' });
      }
    },
  );
  router.use('/inbound/mime', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status === 413) return void res.status(413).json({ error: 'message too large' });
    if (status === 400) return void res.status(400).json({ error: 'unreadable body' });
    next(err);
  });
  return router;
}
