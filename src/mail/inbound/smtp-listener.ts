// The SMTP door: a receive-only MX for MAIL_DOMAIN. Recipients are checked at RCPT time (only
// `orders+<token>@MAIL_DOMAIN` with a token we signed: no open relay, no backscatter), the size is
// advertised (SIZE) and enforced (552), STARTTLS only with a configured certificate, no AUTH.
// Each accepted message goes to the one InboundHandler; its failure is a 451 so the sender retries.
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { UnreadableMailError } from './mime-reader';
import { classifyRecipient } from './address';
import type { InboundAddressing, InboundHandler } from './types';

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

export interface SmtpListenerOptions {
  port: number;
  /** The address to listen on: the service's HOST (config.ts), loopback when not given. */
  host?: string;
  addressing: InboundAddressing;
  /** True for a token we signed (src/security/tokens.ts verifyReplyToken); stale steps are still true. */
  isKnownToken: (token: string) => boolean | Promise<boolean>;
  handler: InboundHandler;
  maxBytes?: number;
  maxRecipients?: number;
  /** PEM key and certificate: STARTTLS is offered only when both are given. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Name in the greeting and EHLO answer. */
  hostname?: string;
  log?: (message: string) => void;
}

export interface SmtpListener {
  /** The address it listens on, e.g. 127.0.0.1. */
  host: string;
  port: number;
  close(): Promise<void>;
}

type SmtpError = Error & { responseCode: number };
const smtpError = (responseCode: number, message: string): SmtpError =>
  Object.assign(new Error(message), { responseCode });

function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The final MTA records the envelope sender, as any delivery agent does (RFC 5321 §4.4). */
function withReturnPath(raw: Buffer, mailFrom: string): Buffer {
  return Buffer.concat([Buffer.from(`Return-Path: <${mailFrom}>\r\n`), raw]);
}

function envelopeOf(session: SMTPServerSession): { mailFrom: string; rcptTo: string[]; helo?: string } {
  const from = session.envelope.mailFrom;
  return {
    mailFrom: from ? from.address : '',
    rcptTo: session.envelope.rcptTo.map((r) => r.address),
    helo: session.hostNameAppearsAs,
  };
}

export async function startSmtpListener(opts: SmtpListenerOptions): Promise<SmtpListener> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const log = opts.log ?? (() => undefined);
  // Loaded when the door opens: only a service with INBOUND_SMTP_PORT needs it.
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    name: opts.hostname ?? opts.addressing.mailDomain,
    banner: 'Despatch orders by mail',
    size: maxBytes,
    authOptional: true,
    disabledCommands: opts.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(opts.tls ? { key: opts.tls.key, cert: opts.tls.cert } : {}),
    logger: false,
    closeTimeout: 2000,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= (opts.maxRecipients ?? 10)) {
        return callback(smtpError(452, '4.5.3 Too many recipients'));
      }
      const kind = classifyRecipient(address.address, opts.addressing);
      if (kind.kind === 'other')
        return callback(smtpError(550, '5.7.1 Relaying denied: we only take replies to our mails'));
      if (kind.kind === 'malformed') return callback(smtpError(550, '5.1.1 Malformed reply address'));
      Promise.resolve(opts.isKnownToken(kind.token)).then(
        (known) => callback(known ? undefined : smtpError(550, '5.1.1 Unknown reply address')),
        (err: unknown) => {
          log(`rcpt check failed: ${String(err)}`);
          callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      readStream(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded)
            throw smtpError(552, `5.3.4 Message too big: the limit is ${maxBytes} bytes`);
          const envelope = envelopeOf(session);
          await opts.handler(withReturnPath(raw, envelope.mailFrom), {
            door: 'smtp',
            remoteAddress: session.remoteAddress,
            envelope,
          });
        })
        .then(
          () => callback(),
          (err: unknown) => {
            const code = (err as Partial<SmtpError>).responseCode;
            if (code === 552) return callback(err as SmtpError);
            // A mail we can never read is refused for good: a 4xx would have it retried for days.
            if (err instanceof UnreadableMailError)
              return callback(smtpError(554, `5.6.0 We could not read this mail (${err.message})`));
            log(`inbound handler failed: ${String(err)}`);
            callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
          },
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => log(`smtp server error: ${String(err)}`));
  const { address: host, port } = server.server.address() as AddressInfo;
  return { host, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
