// The three doors of one running service lead to one pipeline: the SMTP listener (smtp-service.test),
// POST /inbound/mime behind INBOUND_SECRET, and the IMAP poller on a club mailbox (Dovecot), all
// opened by `despatch serve` from the configuration, each answered in the embedded mailbox.
import { ImapFlow } from 'imapflow';
import { parseImapUrl } from '../../src/mail/inbound/imap-poller';
import { dovecotAvailable, startDovecot, type Dovecot } from '../inbound/dovecot';
import { PLAYERS, replyMime } from './support';
import { runningService, serviceVariants, waitForMail, type RunningService } from './service-support';

const SECRET = 'webhook-secret-0123456789';

async function withImap<T>(url: string, fn: (c: ImapFlow, mailbox: string) => Promise<T>): Promise<T> {
  const t = parseImapUrl(url);
  const auth = { user: t.user, pass: t.pass };
  const client = new ImapFlow({ host: t.host, port: t.port, secure: false, auth, logger: false });
  await client.connect();
  try {
    return await fn(client, t.mailbox);
  } finally {
    await client.logout();
  }
}
const messages = (url: string, box?: string) =>
  withImap(url, async (c, inbox) => {
    const status = await c.status(box ?? inbox, { messages: true });
    return status ? status.messages : undefined;
  });

if (!dovecotAvailable())
  console.warn('EMAIL-DOORS-3 skipped: Dovecot is not installed (apt-get install dovecot-imapd)');

describe.each(serviceVariants())('the doors of a running service on %s', (_name, pgUrl) => {
  let service: RunningService;
  let dovecot: Dovecot | undefined;
  beforeAll(async () => {
    dovecot = dovecotAvailable() ? await startDovecot() : undefined;
    service = await runningService(pgUrl, {
      INBOUND_SECRET: SECRET,
      ...(dovecot ? { IMAP_URL: dovecot.url, IMAP_INTERVAL_MS: '200' } : {}),
    });
  }, 30_000);
  afterAll(async () => {
    await service.close();
    await dovecot?.stop();
  });

  async function newReply(body: string) {
    const { number } = await service.server.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    const prompt = await waitForMail(
      service,
      (m) => m.to === PLAYERS.union && m.subject.includes(`#${number} `),
      'the Union prompt',
    );
    const messageId = `<door.${number}.${service.smtpPort}@example.org>`;
    const raw = replyMime({ from: PLAYERS.union, to: prompt.headers['Reply-To'] ?? '', body, messageId });
    return { raw, messageId };
  }

  test('EMAIL-DOORS-1: serve opens every configured door', () => {
    expect(service.server.inbound).toEqual([
      expect.stringMatching(/^SMTP listener on 127\.0\.0\.1:\d+ for orders\+…@localhost$/),
      'POST /inbound/mime',
      ...(dovecot ? ['IMAP poller'] : []),
    ]);
  });

  test('EMAIL-DOORS-2: POST /inbound/mime with the secret takes the raw mail; the answer is in the mailbox', async () => {
    const { raw, messageId } = await newReply('move I to 0401');
    const post = (secret: string) =>
      fetch(`${service.server.url}/inbound/mime`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'message/rfc822' },
        body: raw,
      });
    expect((await post('wrong-secret-0123456789')).status).toBe(401);
    expect((await post(SECRET)).status).toBe(202);
    const answer = await waitForMail(service, (m) => m.headers['In-Reply-To'] === messageId, 'the answer');
    expect(answer.text).toMatch(/Orders accepted/);
  });

  (dovecotAvailable() ? test : test.skip)(
    'EMAIL-DOORS-3: a reply dropped in the club IMAP mailbox is polled, answered, and moved out of the inbox',
    async () => {
      const url = dovecot?.url ?? '';
      const { raw, messageId } = await newReply('status');
      await withImap(url, (c, inbox) => c.append(inbox, raw));
      const answer = await waitForMail(service, (m) => m.headers['In-Reply-To'] === messageId, 'the answer');
      expect(answer.text).toMatch(/Turn 1, Union to move/);
      expect(await messages(url)).toBe(0);
      expect(await messages(url, 'Despatch/Handled')).toBe(1);
    },
    30_000,
  );
});
