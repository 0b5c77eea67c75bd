// A running service takes replies over SMTP: a real client (nodemailer, and Debian's swaks) delivers
// to the listener, and the answer appears in the embedded mailbox, on both databases. The config is
// the embedded default plus INBOUND_SMTP_PORT (MAIL_DOMAIN is the host of BASE_URL: localhost).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { PLAYERS } from './support';
import {
  mailbox,
  mailboxJson,
  replyTo,
  runningService,
  sendSmtp,
  serviceVariants,
  waitForMail,
  type MailboxItem,
  type RunningService,
} from './service-support';

const run = promisify(execFile);
const SWAKS = ['/usr/bin/swaks', '/usr/local/bin/swaks'].find((p) => existsSync(p));

describe.each(serviceVariants())('replies over SMTP to a running service on %s', (_name, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  });
  afterAll(async () => {
    await service.close();
  });

  async function newGame() {
    const { gameId, number } = await service.server.services.createGame({
      game: 'sharpsburg',
      players: PLAYERS,
    });
    const prompt = await waitForMail(
      service,
      (m) => m.to === PLAYERS.union && m.subject.includes(`#${number} `),
      'the Union prompt',
    );
    return { gameId, number, prompt };
  }
  const answerTo = (messageId: string) => (m: MailboxItem) => m.headers['In-Reply-To'] === messageId;

  test('EMAIL-SMTP-1: the prompt asks for a reply to orders+<token>@MAIL_DOMAIN with game and turn in the subject; a reply through nodemailer is answered in the mailbox', async () => {
    const { number, prompt } = await newGame();
    expect(prompt.headers['Reply-To']).toMatch(/^orders\+[a-z2-7]{20,24}@localhost$/);
    expect(prompt.subject).toBe(`[Despatch] Battle of Sharpsburg #${number} — Turn 1, Union to move`);
    // A phone reply: orders on top, the quoted prompt below.
    const quoted = prompt.text
      .split('\n')
      .slice(0, 5)
      .map((l) => `> ${l}`)
      .join('\n');
    const body = `move I to 0401\n\nOn Sat, 21 Nov 2026 at 10:00, Despatch <despatch@localhost> wrote:\n${quoted}\n`;
    const id = await sendSmtp(service.smtpPort, replyTo(prompt, PLAYERS.union, body));
    const answer = await waitForMail(service, answerTo(id), 'the answer');
    expect(answer.to).toBe(PLAYERS.union);
    expect(answer.subject).toBe(
      `Re: ${prompt.subject.replace(' — ', ' — Orders accepted, turn resolved: ')}`,
    );
    expect(answer.text).toMatch(/Orders accepted\. As we read them:\n {2}move I to 0401\n/);
    expect(answer.headers['Auto-Submitted']).toBe('auto-replied');
    // All awaited sides are in: the step resolved and the Confederate has a report that asks for orders.
    const report = await waitForMail(
      service,
      (m) => m.to === PLAYERS.confederate && m.subject.includes(`#${number} — Turn 1, Confederate`),
      'the Confederate prompt',
    );
    expect(report.headers['Reply-To']).toMatch(/^orders\+[a-z2-7]+@localhost$/);
    expect(report.headers['Reply-To']).not.toBe(prompt.headers['Reply-To']);
    // The browser's view, /mailbox.json, shows the same answer.
    const json = (await mailboxJson(service)).find((m) => m.id === answer.id);
    expect(json).toMatchObject({ subject: answer.subject, text: answer.text });
    expect(json?.headers['In-Reply-To']).toBe(id);
  }, 60_000);

  test('EMAIL-SMTP-2: the listener is no open relay: other recipients and unknown tokens are refused at RCPT; it listens where the web server does (HOST, loopback by default)', async () => {
    expect(service.config.host).toBe('127.0.0.1');
    expect(service.server.inbound.join()).toContain(`SMTP listener on 127.0.0.1:${service.smtpPort} `);
    const { prompt } = await newGame();
    const reply = replyTo(prompt, PLAYERS.union, 'pass');
    for (const to of ['someone@example.com', 'orders+aaaaaaaaaaaaaaaaaaaa@localhost']) {
      await expect(sendSmtp(service.smtpPort, { ...reply, to })).rejects.toMatchObject({ responseCode: 550 });
    }
  });

  test('EMAIL-SMTP-4 (#39): a 10 MB mail of 1.6 million lines gets a polite answer and changes nothing; the mail is kept whole; a reply under a 9 MB quote is read', async () => {
    const { gameId, prompt } = await newGame();
    const huge = await sendSmtp(service.smtpPort, replyTo(prompt, PLAYERS.union, 'pass\n'.repeat(1_600_000)));
    const answer = await waitForMail(service, answerTo(huge), 'the answer to the huge mail', 60_000);
    expect(answer.to).toBe(PLAYERS.union);
    expect(answer.subject).toContain('Mail too long, nothing changed');
    expect(answer.text).toContain(
      'Your mail is longer than we read: at most 500 lines of your own text, each of at most 1000 characters',
    );
    expect(answer.text).toContain('nothing was changed');
    const db = service.server.database.db;
    const kept = await db
      .selectFrom('inbound_mail')
      .select([sql<number>`octet_length(raw)`.as('bytes'), 'outcome'])
      .where('message_id', '=', huge)
      .executeTakeFirstOrThrow();
    expect(Number(kept.bytes)).toBeGreaterThan(9_000_000);
    expect(kept.outcome).toBe('handled');
    const submitted = await db.selectFrom('submissions').select('id').where('game_id', '=', gameId).execute();
    expect(submitted).toEqual([]);

    // Bottom posting under a quote of 9 MB: the quote is not read, the orders are.
    const quote = `> ${'pass;'.repeat(15)}\n`.repeat(120_000);
    const body = `On Sat, 28 Nov 2026 at 10:00, Despatch <despatch@localhost> wrote:\n${quote}\nmove I to 0401\n-- \nAnn`;
    const under = await sendSmtp(service.smtpPort, replyTo(prompt, PLAYERS.union, body));
    const accepted = await waitForMail(service, answerTo(under), 'the answer under the quote', 60_000);
    expect(accepted.text).toMatch(/Orders accepted\. As we read them:\n {2}move I to 0401\n/);
  }, 180_000);

  (SWAKS ? test : test.skip)(
    'EMAIL-SMTP-3: swaks (as the docs show) delivers a reply and the answer appears in the mailbox',
    async () => {
      const { prompt } = await newGame();
      const before = (await mailbox(service)).length;
      const { stdout } = await run(SWAKS ?? 'swaks', [
        '--server',
        `127.0.0.1:${service.smtpPort}`,
        '--from',
        PLAYERS.union,
        '--to',
        prompt.headers['Reply-To'] ?? '',
        '--header',
        `Subject: Re: ${prompt.subject}`,
        '--body',
        'status\nmove I to 0401',
      ]);
      expect(stdout).toMatch(/<- {2}250 OK: message queued/);
      const answer = await waitForMail(
        service,
        (m) => m.to === PLAYERS.union && /Union to move[\s\S]*Orders accepted/.test(m.text),
        'the answer to swaks',
      );
      expect(answer.text).toMatch(/Turn 1, Union to move[\s\S]*Orders accepted/);
      expect((await mailbox(service)).length).toBeGreaterThan(before);
    },
    60_000,
  );
  if (!SWAKS) {
    test('EMAIL-SMTP-3 is skipped: swaks is not installed (apt-get install swaks)', () => undefined);
  }
});
