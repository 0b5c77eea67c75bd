// A whole game of Sharpsburg played only by email, on both databases: both players read each mail
// that asks for orders in the mailbox of a running service, reply to its Reply-To over SMTP with the
// engine's legal orders written as text, make a few mistakes on the way (a typo, a greeting, a reply
// to an old mail, help and status), read each answer, and correct themselves, until the final mail.
import { createRng } from '../../src/games/core/rng';
import { legalText, PLAYERS } from './support';
import {
  ADMIN,
  mailbox,
  replyTo,
  runningService,
  sendSmtp,
  serviceVariants,
  waitForMail,
  type MailboxItem,
  type RunningService,
} from './service-support';

const SIDE_OF: Record<string, string> = { [PLAYERS.union]: 'union', [PLAYERS.confederate]: 'confederate' };
/** The game's own mails (prompts, reports, finals) as opposed to answers to our replies. */
const isGameMail = (m: MailboxItem) => m.headers['Auto-Submitted'] === 'auto-generated';

describe.each(serviceVariants())('a whole Sharpsburg game by email on %s', (_name, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  });
  afterAll(async () => {
    await service.close();
  });

  /** Replies to `mail` and returns the answer that comes back (threaded on the reply). */
  async function reply(mail: MailboxItem, text: string): Promise<MailboxItem> {
    const id = await sendSmtp(service.smtpPort, replyTo(mail, mail.to, text));
    const answer = await waitForMail(service, (m) => m.headers['In-Reply-To'] === id, `answer to ${id}`);
    expect(answer.to).toBe(mail.to);
    return answer;
  }

  test('EMAIL-GAME-1: both players play to the end by replying; mistakes are answered and corrected', async () => {
    const res = await fetch(`${service.server.url}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'sharpsburg', players: PLAYERS }),
    });
    const { gameId, number } = (await res.json()) as { gameId: string; number: number };
    const ours = (m: MailboxItem) => isGameMail(m) && m.subject.includes(` #${number} `);
    const rng = createRng(`email-game-${number}`);
    const answered = new Set<string>();
    let first: MailboxItem | undefined;
    let steps = 0;
    for (; steps < 60; steps++) {
      const mail = await waitForMail(
        service,
        (m) =>
          ours(m) &&
          (/Game over/.test(m.subject) ||
            (!!m.headers['Reply-To'] && !answered.has(m.headers['Message-ID'] ?? ''))),
        `the mail asking for orders after ${steps} steps`,
      );
      if (/Game over/.test(mail.subject)) break;
      answered.add(mail.headers['Message-ID'] ?? '');
      first ??= mail;
      const side = SIDE_OF[mail.to] ?? '';
      // What the player's own head (here: the engine) would order in this position.
      const orders = await legalText(service.server.services, gameId, side, rng);
      expect(mail.subject).toMatch(new RegExp(`^\\[Despatch\\] Battle of Sharpsburg #${number} — `));
      if (steps === 0) {
        // A typo: the whole submission is refused, every bad line listed, nothing changed.
        const refused = await reply(mail, `mvoe I to 0401\n${orders}`);
        expect(refused.text).toMatch(/NOT accepted:\n {2}line 1 "mvoe I to 0401": [^\n]+\n/);
        expect(refused.text).toMatch(/Nothing was changed/);
        expect(refused.headers['Reply-To']).toBe(mail.headers['Reply-To']);
        // help: the grammar of this step, with examples.
        expect((await reply(mail, 'help')).text).toMatch(
          /Orders, one a line[\s\S]*Examples for this position/,
        );
      }
      if (steps === 3) {
        // A reply to the very first mail, long resolved: the current situation and a fresh link.
        const stale = await reply(first, 'pass');
        expect(stale.text).toMatch(/Step 1 is no longer open for your orders, so nothing was changed/);
      }
      // Sign off like a person; ask for the status in the same mail.
      const signed = steps % 2 === 1 ? `${orders}\n\nThanks,\nBob` : `status\n${orders}`;
      const answer = await reply(mail, signed);
      expect(answer.text).toMatch(/Orders accepted\. As we read them:/);
      for (const line of orders.split('\n')) expect(answer.text).toContain(`  ${line}`);
      if (steps % 2 === 1) expect(answer.text).toMatch(/"Thanks,", "Bob" as a greeting/);
    }
    const finals = (await mailbox(service)).filter((m) => ours(m) && /Game over/.test(m.subject));
    await waitForMail(
      service,
      (m) => ours(m) && /Game over/.test(m.subject) && m.to !== finals[0]?.to,
      'both finals',
    );
    const view = await service.server.services.getSideView({ gameId, side: 'union' });
    expect(view.game.status).toBe('finished');
    expect(steps).toBeGreaterThan(10);
    // Every submission came by mail.
    const channels = await service.server.services.ctx.db
      .selectFrom('submissions')
      .select('channel')
      .distinct()
      .where('game_id', '=', gameId)
      .execute();
    expect(channels.map((c) => c.channel)).toEqual(['email']);
    const record = await service.server.services.exportGame(gameId);
    expect(service.server.services.verifyGame(record)).toMatchObject({ ok: true });
  }, 300_000);
});
