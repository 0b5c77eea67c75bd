// A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed with mailparser.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Relay {
  url: string;
  received: { raw: string; parsed: ParsedMail }[];
  /** Messages answered 250 but not yet in `received` (answerBeforeParsing). */
  parsing(): number;
  /** Reject the next n messages with a temporary failure. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export interface RelayOptions {
  /**
   * Like a queueing relay (Postfix writes the bytes to its queue and says 250; it never reads the
   * MIME first): answer at once and parse afterwards. The default parses before answering, so a
   * test that has seen "sent" finds the mail in `received`.
   */
  answerBeforeParsing?: boolean;
  /** A given port (a relay started again where the service sends); else a free one. */
  port?: number;
  /** Received messages go into this list (kept across a relay stopped and started again). */
  received?: Relay['received'];
  /** How long close() lets open sessions finish before it cuts them (smtp-server's 30 s). */
  closeTimeoutMs?: number;
}

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const received: Relay['received'] = options.received ?? [];
  let failures = 0;
  let parsing = 0;
  const server = new SMTPServer({
    authOptional: true,
    ...(options.closeTimeoutMs !== undefined ? { closeTimeout: options.closeTimeoutMs } : {}),
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const err = Object.assign(new Error('try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        if (options.answerBeforeParsing) callback();
        parsing++;
        simpleParser(raw)
          .then((parsed) => {
            received.push({ raw, parsed });
            if (!options.answerBeforeParsing) callback();
          })
          .catch((err: Error) => (options.answerBeforeParsing ? undefined : callback(err)))
          .finally(() => parsing--);
      });
    },
  });
  // A client killed mid-session (the crash test, the soak) resets its connection: not our failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    parsing: () => parsing,
    failNext: (n) => (failures = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
