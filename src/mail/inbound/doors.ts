// Opens the inbound doors the configuration asks for, all feeding one handler: the SMTP listener
// (INBOUND_SMTP_PORT), the webhook router (INBOUND_SECRET) and the IMAP poller (IMAP_URL).
// src/server.ts calls this once; `close()` shuts every door.
import type { Router } from 'express';
import { isTokenError, verifyPlayerReplyToken, verifyReplyToken } from '../../security/tokens';
import { normaliseAddress } from './address';
import { createImapPoller, type ImapPoller } from './imap-poller';
import { startSmtpListener, type SmtpListener } from './smtp-listener';
import type { InboundAddressing, InboundHandler } from './types';
import { createInboundWebhook } from './webhook';

/** The part of src/config.ts the doors read (structural, so tests pass plain objects). */
export interface InboundConfig {
  secret: string;
  mailDomain: string;
  mailFrom: string;
  inboundSmtpPort?: number;
  imapUrl?: string;
  inboundSecret?: string;
  /** PEM key and certificate for STARTTLS on the SMTP door. */
  inboundTls?: { key: string | Buffer; cert: string | Buffer };
  /** Largest mail accepted by the SMTP door and the webhook, in bytes (default 10 MB). */
  inboundMaxBytes?: number;
  imapIntervalMs?: number;
}

export interface InboundDoors {
  smtp: SmtpListener | null;
  /** Mount it on the web app (`app.use(doors.webhook)`); null without INBOUND_SECRET. */
  webhook: Router | null;
  imap: ImapPoller | null;
  close(): Promise<void>;
}

/** MAIL_DOMAIN and our own sender address, from "Despatch <despatch@example.org>" or a bare address. */
export function addressingFrom(config: Pick<InboundConfig, 'mailDomain' | 'mailFrom'>): InboundAddressing {
  const from = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return { mailDomain: config.mailDomain, ownAddresses: [normaliseAddress(from)] };
}

/**
 * RCPT-time check: a token we signed, a game's (any step: stale replies are accepted and answered)
 * or a player's own (club mails).
 */
export function knownTokenCheck(secret: string): (token: string) => boolean {
  return (token) =>
    !isTokenError(verifyReplyToken(secret, token)) || !isTokenError(verifyPlayerReplyToken(secret, token));
}

export async function openInboundDoors(
  config: InboundConfig,
  handler: InboundHandler,
  opts: { host?: string; log?: (message: string) => void } = {},
): Promise<InboundDoors> {
  const smtp =
    config.inboundSmtpPort === undefined
      ? null
      : await startSmtpListener({
          port: config.inboundSmtpPort,
          host: opts.host,
          addressing: addressingFrom(config),
          isKnownToken: knownTokenCheck(config.secret),
          handler,
          maxBytes: config.inboundMaxBytes,
          tls: config.inboundTls,
          log: opts.log,
        });
  const webhook = config.inboundSecret
    ? createInboundWebhook({
        secret: config.inboundSecret,
        handler,
        maxBytes: config.inboundMaxBytes,
        log: opts.log,
      })
    : null;
  const imap = config.imapUrl
    ? createImapPoller({ url: config.imapUrl, handler, intervalMs: config.imapIntervalMs, log: opts.log })
    : null;
  imap?.start();
  return {
    smtp,
    webhook,
    imap,
    async close() {
      await Promise.all([smtp?.close(), imap?.stop()]);
    },
  };
}
