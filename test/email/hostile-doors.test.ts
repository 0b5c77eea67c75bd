// #24: mail that can never be read, sent through the real SMTP listener and the webhook of a running
// service: a permanent refusal (554 / 422), kept for the organiser, never "try again later"; and a
// 10 MB mail does not hold up the pages (it is read in a worker thread, off the event loop).
import nodemailer from 'nodemailer';
import { PLAYERS } from './support';
import {
  mailboxJson,
  runningService,
  serviceVariants,
  waitForMail,
  type RunningService,
} from './service-support';
import { until } from '../support/until';

const SECRET = 'webhook-secret-hostile-0123';
let sent = 0;

function mime(to: string, contentType: string, body: string): string {
  return [
    `From: ${PLAYERS.union}`,
    `To: ${to}`,
    'Subject: Re: orders',
    `Message-ID: <hostile.${process.pid}.${++sent}@example.org>`,
    'MIME-Version: 1.0',
    `Content-Type: ${contentType}`,
    '',
    body,
  ].join('\r\n');
}

/** 3000 tiny attachments. */
function manyParts(to: string): string {
  const parts = Array.from(
    { length: 3000 },
    (_, i) =>
      `--b\r\nContent-Type: text/plain; name="a${i}.txt"\r\nContent-Disposition: attachment\r\n\r\nx\r\n`,
  );
  return mime(to, 'multipart/mixed; boundary="b"', `${parts.join('')}--b--\r\n`);
}

/** Multiparts nested 2000 deep. */
function deepMime(to: string): string {
  let body = 'Content-Type: text/plain\r\n\r\nmove I to 0401\r\n';
  for (let i = 0; i < 2000; i++)
    body = `Content-Type: multipart/mixed; boundary="d${i}"\r\n\r\n--d${i}\r\n${body}--d${i}--\r\n`;
  const [head, ...rest] = body.split('\r\n\r\n');
  return mime(to, (head ?? '').replace('Content-Type: ', ''), rest.join('\r\n\r\n'));
}

async function sendRaw(port: number, to: string, raw: string): Promise<number | null> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: PLAYERS.union, to: [to] }, raw });
    return 250;
  } catch (err) {
    return (err as { responseCode?: number }).responseCode ?? null;
  } finally {
    transport.close();
  }
}

describe.each(serviceVariants())('hostile mail at the doors of a running service on %s', (_name, pgUrl) => {
  let service: RunningService;
  let to: string;
  beforeAll(async () => {
    service = await runningService(pgUrl, { INBOUND_SECRET: SECRET });
    const { number } = await service.server.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    const prompt = await waitForMail(
      service,
      (m) => m.to === PLAYERS.union && m.subject.includes(`#${number} `),
      'the Union prompt',
    );
    to = prompt.headers['Reply-To'] ?? '';
  }, 60_000);
  afterAll(async () => {
    await service.close();
  });

  const unreadable = () =>
    service.server.services.ctx.db
      .selectFrom('inbound_mail')
      .select(['outcome', 'detail'])
      .where('outcome', '=', 'unreadable')
      .execute();

  test('3000 attachments and MIME 2000 deep get a permanent 554, and are kept for the organiser', async () => {
    expect(await sendRaw(service.smtpPort, to, manyParts(to))).toBe(554);
    expect(await sendRaw(service.smtpPort, to, deepMime(to))).toBe(554);
    const kept = await unreadable();
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(kept)).toMatch(/3000 MIME parts|3001 MIME parts/);
  }, 60_000);

  test('HTML 50,000 deep is read or refused for good, never "try again later"', async () => {
    const html = `${'<div>'.repeat(50_000)}move I to 0401${'</div>'.repeat(50_000)}`;
    const code = await sendRaw(service.smtpPort, to, mime(to, 'text/html; charset=utf-8', html));
    expect([250, 554]).toContain(code);
  }, 60_000);

  test('the webhook refuses an unreadable mail with 422 (providers do not retry it)', async () => {
    const res = await fetch(`${service.server.url}/inbound/mime`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'message/rfc822' },
      body: manyParts(to),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe('unreadable mail');
  }, 60_000);

  test('a 10 MB mail does not hold up the pages: /healthz is answered while it is read', async () => {
    const big = mime(
      to,
      'text/plain; charset=utf-8',
      `move I to 0401\r\n${'x'.repeat(76)}\r\n`.repeat(120_000),
    );
    const sending = sendRaw(service.smtpPort, to, big);
    const pages: number[] = [];
    for (let i = 0; i < 10; i++) pages.push((await fetch(`${service.server.url}/healthz`)).status);
    expect(pages).toEqual(Array(10).fill(200));
    expect([250, 552]).toContain(await sending);
  }, 120_000);

  test("a stranger's spam to a reply address is refused to the player only, under our subject; auto-replies get nothing; by SMTP and by webhook", async () => {
    const spam = (from: string, subject: string, extra: string[] = []) =>
      [
        `From: ${from}`,
        `To: ${to}`,
        `Subject: ${subject}`,
        `Message-ID: <hostile.${process.pid}.${++sent}@example.org>`,
        ...extra,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'pass',
      ].join('\r\n');
    const before = (await mailboxJson(service)).length;
    expect(
      await sendRaw(
        service.smtpPort,
        to,
        spam('spammer@elsewhere.example', 'BUY CHEAP PILLS http://x.example'),
      ),
    ).toBe(250);
    const hooked = await fetch(`${service.server.url}/inbound/mime`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'message/rfc822' },
      body: spam('spammer@elsewhere.example', 'CHEAP PILLS AGAIN'),
    });
    expect(hooked.status).toBe(202);
    for (const [subject, extra] of [
      ['Automatic reply: Re: orders', []],
      ['自動応答: Re: orders', []],
      ['Re: orders', ['X-Autogenerated: Reply']],
      ['Re: orders', ['Precedence: auto_reply']],
      ['Re: orders', ['X-Auto-Response-Suppress: All']],
    ] as [string, string[]][])
      expect(await sendRaw(service.smtpPort, to, spam(PLAYERS.union, subject, extra))).toBe(250);
    const newer = async () => {
      const all = await mailboxJson(service);
      return all.slice(0, all.length - before);
    };
    const refusals = await until('the refusals', async () => {
      const found = (await newer()).filter((m) => m.subject === 'Re: [Despatch] Your mail was not accepted');
      return found.length >= 2 ? found : undefined;
    });
    expect(refusals.map((m) => m.to)).toEqual([PLAYERS.union, PLAYERS.union]);
    for (const m of refusals) {
      expect(m.subject).toBe('Re: [Despatch] Your mail was not accepted');
      expect(m.text).not.toMatch(/PILLS/);
    }
    const all = await newer();
    expect(all.some((m) => m.to.includes('spammer'))).toBe(false);
    // Nothing answers the auto-replies (their ids are the last five sent).
    const autoIds = Array.from({ length: 5 }, (_, i) => `<hostile.${process.pid}.${sent - i}@example.org>`);
    expect(all.filter((m) => autoIds.includes(m.headers['In-Reply-To'] ?? ''))).toEqual([]);
  }, 60_000);
});
