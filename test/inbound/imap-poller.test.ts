// The IMAP door against a real IMAP server (Dovecot, started per suite on 127.0.0.1).
import { ImapFlow } from 'imapflow';
import { createImapPoller, parseImapUrl } from '../../src/mail/inbound/imap-poller';
import type { InboundHandler } from '../../src/mail/inbound/types';
import { dovecotAvailable, startDovecot, type Dovecot } from './dovecot';

const mail = (n: number): string =>
  `From: alice@hooker.example\r\nTo: orders+k7m2q4xwrhbdpz3vna5e@despatch.example\r\nSubject: reply ${n}\r\nMessage-ID: <r${n}@hooker.example>\r\n\r\nmove ${n}\r\n`;

async function withClient<T>(url: string, fn: (c: ImapFlow) => Promise<T>): Promise<T> {
  const t = parseImapUrl(url);
  const client = new ImapFlow({
    host: t.host,
    port: t.port,
    secure: false,
    auth: { user: t.user, pass: t.pass },
    logger: false,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.logout();
  }
}
const count = (url: string, box: string) =>
  withClient(url, async (c) => {
    const status = await c.status(box, { messages: true });
    return status ? status.messages : undefined;
  });

test('IN-IMAP-0: IMAP_URL parsing', () => {
  expect(parseImapUrl('imaps://club%40x.example:p%40ss@mail.x.example/Orders')).toEqual({
    host: 'mail.x.example',
    port: 993,
    secure: true,
    user: 'club@x.example',
    pass: 'p@ss',
    mailbox: 'Orders',
  });
  expect(parseImapUrl('imap://u:p@127.0.0.1:1143').mailbox).toBe('INBOX');
  expect(() => parseImapUrl('http://x')).toThrow(/imap/);
});

if (!dovecotAvailable()) {
  console.warn(
    'IN-IMAP tests skipped: Dovecot is not installed (apt-get install dovecot-imapd; .ci/run installs it)',
  );
}
(dovecotAvailable() ? describe : describe.skip)('IMAP poller against Dovecot', () => {
  let dovecot: Dovecot;
  beforeAll(async () => {
    dovecot = await startDovecot();
  });
  afterAll(async () => {
    await dovecot?.stop();
  });

  test('IN-IMAP-1: each unseen mail is handled once and moved to Despatch/Handled; seen mails are left', async () => {
    await withClient(dovecot.url, async (c) => {
      for (const n of [1, 2, 3]) await c.append('INBOX', mail(n));
      await c.append('INBOX', mail(99), ['\\Seen']);
    });
    const got: string[] = [];
    const handler: InboundHandler = async (raw, meta) => {
      expect(meta.door).toBe('imap');
      got.push(/Subject: (.*)\r\n/.exec(raw.toString())?.[1] ?? '');
    };
    const poller = createImapPoller({ url: dovecot.url, handler, maxPerPoll: 2 });
    expect(await poller.pollOnce()).toEqual({ handled: 2, failed: 0, givenUp: 0 });
    expect(await poller.pollOnce()).toEqual({ handled: 1, failed: 0, givenUp: 0 });
    expect(await poller.pollOnce()).toEqual({ handled: 0, failed: 0, givenUp: 0 });
    expect(got).toEqual(['reply 1', 'reply 2', 'reply 3']);
    expect(await count(dovecot.url, 'Despatch/Handled')).toBe(3);
    expect(await count(dovecot.url, 'INBOX')).toBe(1);
  });

  test('IN-IMAP-2: a failing mail stays unseen for the next poll, then goes to Despatch/Failed', async () => {
    await withClient(dovecot.url, (c) => c.append('INBOX', mail(7)));
    let calls = 0;
    const poller = createImapPoller({
      url: dovecot.url,
      maxAttempts: 2,
      log: () => undefined,
      handler: async () => {
        calls++;
        throw new Error('database unavailable');
      },
    });
    expect(await poller.pollOnce()).toEqual({ handled: 0, failed: 1, givenUp: 0 });
    expect(await poller.pollOnce()).toEqual({ handled: 0, failed: 0, givenUp: 1 });
    expect(calls).toBe(2);
    expect(await count(dovecot.url, 'Despatch/Failed')).toBe(1);
  });

  test('IN-IMAP-3: start/stop polls on a timer and stops cleanly', async () => {
    await withClient(dovecot.url, (c) => c.append('INBOX', mail(8)));
    let seen = 0;
    const poller = createImapPoller({ url: dovecot.url, intervalMs: 50, handler: async () => void seen++ });
    poller.start();
    const deadline = Date.now() + 10_000;
    while (seen === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await poller.stop();
    expect(seen).toBe(1);
  });

  test('IN-IMAP-4: the first poll comes at start, not one interval later', async () => {
    await withClient(dovecot.url, (c) => c.append('INBOX', mail(9)));
    let seen = 0;
    const poller = createImapPoller({
      url: dovecot.url,
      intervalMs: 3_600_000,
      handler: async () => void seen++,
    });
    poller.start();
    const deadline = Date.now() + 10_000;
    while (seen === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await poller.stop();
    expect(seen).toBe(1);
  });
});
