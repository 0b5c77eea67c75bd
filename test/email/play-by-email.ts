// Playing a whole game only by email against a running service: both players read each mail that
// asks for orders in its mailbox, reply to its Reply-To over SMTP with the engine's legal orders
// written as text, make a few mistakes on the way (a typo, help, a greeting, status, a reply to an
// old mail), read each answer, and correct themselves, until the final mails.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createRng } from '../../src/games/core/rng';
import { legalText, PLAYERS } from './support';
import {
  ADMIN,
  replyTo,
  runningService,
  sendSmtp,
  serviceVariants,
  waitForMail,
  type MailboxItem,
  type RunningService,
} from './service-support';

/** The game's own mails (prompts, reports, finals) as opposed to answers to our replies. */
const isGameMail = (m: MailboxItem) => m.headers['Auto-Submitted'] === 'auto-generated';

export interface GameSpec {
  game: string;
  title: string;
  players: Record<string, string>;
  options?: Record<string, unknown>;
  /** The `help` answer of the first step. */
  help: RegExp;
}

export const SHARPSBURG: GameSpec = {
  game: 'sharpsburg',
  title: 'Battle of Sharpsburg',
  players: PLAYERS,
  help: /Orders, one a line[\s\S]*Examples for this position/,
};
export const TRAVEL_BATTLE: GameSpec = {
  game: 'travel-battle',
  title: 'Travel Battle',
  players: { red: 'rita.red@example.org', blue: 'ben.blue@example.net' },
  options: { quickSetup: true },
  help: /Quick set-up[\s\S]*Squares are named like a chessboard/,
};

/** Replies to `mail` and returns the answer that comes back (threaded on the reply). */
async function reply(service: RunningService, mail: MailboxItem, text: string): Promise<MailboxItem> {
  const id = await sendSmtp(service.smtpPort, replyTo(mail, mail.to, text));
  const answer = await waitForMail(service, (m) => m.headers['In-Reply-To'] === id, `answer to ${id}`);
  expect(answer.to).toBe(mail.to);
  return answer;
}

/** The mistakes of the first mail: a typo refused with nothing changed, then `help`. */
async function firstMistakes(
  service: RunningService,
  spec: GameSpec,
  mail: MailboxItem,
  orders: string,
): Promise<void> {
  const refused = await reply(service, mail, `mvoe I to 0401\n${orders}`);
  expect(refused.text).toMatch(/NOT accepted:\n {2}line 1 "mvoe I to 0401": [^\n]+\n/);
  expect(refused.text).toMatch(/Nothing was changed/);
  expect(refused.headers['Reply-To']).toBe(mail.headers['Reply-To']);
  expect((await reply(service, mail, 'help')).text).toMatch(spec.help);
}

/** Plays `spec` to its final mails by replying only; returns the game and the replies accepted. */
export async function playByEmail(service: RunningService, spec: GameSpec) {
  const res = await fetch(`${service.server.url}/api/admin/games`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ game: spec.game, players: spec.players, options: spec.options }),
  });
  const { gameId, number } = (await res.json()) as { gameId: string; number: number };
  const sideOf = Object.fromEntries(Object.entries(spec.players).map(([side, to]) => [to, side]));
  const ours = (m: MailboxItem) => isGameMail(m) && m.subject.includes(` #${number} `);
  const over = (m: MailboxItem) => ours(m) && /Game over/.test(m.subject);
  const rng = createRng(`email-game-${spec.game}-${number}`);
  const answered = new Set<string>();
  let first: MailboxItem | undefined;
  let steps = 0;
  for (; steps < 400; steps++) {
    const mail = await waitForMail(
      service,
      (m) => over(m) || (ours(m) && !!m.headers['Reply-To'] && !answered.has(m.headers['Message-ID'] ?? '')),
      `the mail asking for orders after ${steps} replies`,
    );
    if (over(mail)) break;
    answered.add(mail.headers['Message-ID'] ?? '');
    first ??= mail;
    expect(mail.subject).toMatch(new RegExp(`^\\[Despatch\\] ${spec.title} #${number} — `));
    // What the player's own head (here: the engine) would order in this position.
    const orders = await legalText(service.server.services, gameId, sideOf[mail.to] ?? '', rng);
    if (steps === 0) await firstMistakes(service, spec, mail, orders);
    if (steps === 3) {
      // A reply to the very first mail, long resolved: the current situation and a fresh link.
      const stale = await reply(service, first, 'pass');
      // Named as the player saw it in the subject, never by our step number.
      expect(stale.text).toMatch(/\S is no longer open for your orders, so nothing was changed/);
      expect(stale.text).not.toMatch(/Step \d/);
    }
    // Sign off like a person, or ask for the status in the same mail.
    const answer = await reply(
      service,
      mail,
      steps % 2 === 1 ? `${orders}\n\nThanks,\nBob` : `status\n${orders}`,
    );
    expect(answer.text).toMatch(/Orders accepted\. As we read them:/);
    for (const line of orders.split('\n')) expect(answer.text).toContain(`  ${line}`);
    if (steps % 2 === 1) expect(answer.text).toMatch(/"Thanks,", "Bob" as a greeting/);
  }
  for (const to of Object.values(spec.players))
    await waitForMail(service, (m) => over(m) && m.to === to, `the final mail to ${to}`);
  // A reply after the end is still answered: the result, and nothing changed.
  if (first) {
    const late = await reply(service, first, 'pass');
    // #24: once over, the reply address gets one answer saying so, then silence.
    expect(late.text).toMatch(/ is over: [\s\S]*Nothing was changed\. This reply address no longer acts/);
    expect(late.headers['Reply-To']).toBeUndefined();
  }
  return { gameId, steps };
}

export async function expectPlayedByEmail(service: RunningService, gameId: string): Promise<void> {
  const { services } = service.server;
  const game = await services.ctx.db
    .selectFrom('games')
    .select('status')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  expect(game.status).toBe('finished');
  const channels = await services.ctx.db
    .selectFrom('submissions')
    .select('channel')
    .distinct()
    .where('game_id', '=', gameId)
    .execute();
  expect(channels.map((c) => c.channel)).toEqual(['email']);
  expect(services.verifyGame(await services.exportGame(gameId))).toMatchObject({ ok: true });
}

/**
 * One test file per game: a running service and one whole game played by email, on one database:
 * `first` PGlite, `last` PostgreSQL when the run has it (else PGlite). Sharpsburg's game plays on the
 * first and Travel Battle's on the last, so that between them the mail path is proven on both, and
 * CI plays two long games rather than three.
 */
export function describeGameByEmail(
  spec: GameSpec,
  name: string,
  opts: { minReplies: number; timeoutMs: number; database: 'first' | 'last' },
): void {
  const variants = serviceVariants();
  describe.each(opts.database === 'last' ? variants.slice(-1) : variants.slice(0, 1))(
    `a whole ${spec.title} game by email on %s`,
    (_db, pgUrl) => {
      let service: RunningService;
      beforeAll(async () => {
        service = await runningService(pgUrl);
      });
      afterAll(async () => {
        await service.close();
      });

      test(
        name,
        async () => {
          const { gameId, steps } = await playByEmail(service, spec);
          expect(steps).toBeGreaterThan(opts.minReplies);
          await expectPlayedByEmail(service, gameId);
        },
        opts.timeoutMs,
      );
    },
  );
}
