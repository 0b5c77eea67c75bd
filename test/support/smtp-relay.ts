// A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed with mailparser.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Relay {
  url: string;
  received: { raw: string; parsed: ParsedMail }[];
  /** Reject the next n messages with a temporary failure. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startRelay(): Promise<Relay> {
  const received: Relay['received'] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
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
        simpleParser(raw)
          .then((parsed) => {
            received.push({ raw, parsed });
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A client killed mid-session (the crash test, the soak) resets its connection: not our failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n) => (failures = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
