// Who sent it, and mail that must change nothing: a forged token, a wrong sender, a stale step, the
// same Message-ID twice (one after the other and at the same moment), a DKIM failure under
// INBOUND_AUTH=dmarc, and loops. Each gets the right answer or silence, on both databases.
import { createRng } from '../../src/games/core/rng';
import { InboundBusyError } from '../../src/mail/inbound/pipeline';
import { replyAddress, signReplyToken } from '../../src/security/tokens';
import { dkimLab } from '../inbound/dkim-support';
import { databases } from '../support/databases';
import {
  emailWorld,
  inbox,
  legalText,
  outboxCount,
  PLAYERS,
  replyMime,
  replyTo,
  snapshot,
  type EmailWorld,
} from './support';

const lab = dkimLab('sel1', ['example.org', 'example.net']);

describe.each(databases())('reply security on %s', (_name, open) => {
  let world: EmailWorld;
  let strict: EmailWorld; // INBOUND_AUTH=dmarc, sharing nothing with `world`
  beforeAll(async () => {
    world = await emailWorld(open);
    strict = await emailWorld(open, { auth: 'dmarc', resolver: lab.resolver });
  });
  afterAll(async () => {
    await world.close();
    await strict.close();
  });

  const newGame = (w = world) => w.services.createGame({ game: 'sharpsburg', players: PLAYERS });
  const inboundRow = (w: EmailWorld, messageId: string) =>
    w.db.selectFrom('inbound_mail').selectAll().where('message_id', '=', messageId).executeTakeFirst();

  /** Delivers `raw`, and returns what changed: the game, and how many mails were queued. */
  async function deliver(w: EmailWorld, gameId: string, raw: string, envelopeFrom?: string) {
    const before = { game: await snapshot(w, gameId), mails: await outboxCount(w) };
    await w.handle(Buffer.from(raw), {
      door: 'smtp',
      ...(envelopeFrom !== undefined ? { envelope: { mailFrom: envelopeFrom, rcptTo: [] } } : {}),
    });
    const game = await snapshot(w, gameId);
    return {
      changed: JSON.stringify(game) !== JSON.stringify(before.game),
      mails: (await outboxCount(w)) - before.mails,
    };
  }

  test('EMAIL-SEC-1: a forged or foreign token is recorded and never answered (no backscatter)', async () => {
    const { gameId, number } = await newGame();
    const real = replyTo(world, number, 'union', 1);
    const flipped = real.replace(/\+(.)/, (_m, c: string) => `+${c === 'a' ? 'b' : 'a'}`);
    const foreign = replyAddress(
      signReplyToken('another-secret-another-secret-0123456', { gameNumber: number, sideIndex: 0, step: 1 }),
      'despatch.test',
    );
    for (const [n, to] of [flipped, foreign].entries()) {
      const messageId = `<forged.${n}.${gameId}@example.org>`;
      const r = await deliver(world, gameId, replyMime({ from: PLAYERS.union, to, body: 'pass', messageId }));
      expect(r).toEqual({ changed: false, mails: 0 });
      expect((await inboundRow(world, messageId))?.outcome).toBe('bad-token');
    }
  });

  test('EMAIL-SEC-2: a reply from anyone but the side player changes nothing; the refusal goes to the player, never to that sender, under our subject', async () => {
    const { gameId, number } = await newGame();
    const to = replyTo(world, number, 'union', 1);
    // The other player, with a valid token of the Union: still not the Union player.
    for (const from of ['mallory@evil.example', PLAYERS.confederate]) {
      const before = (await inbox(world, PLAYERS.union)).length;
      const r = await deliver(
        world,
        gameId,
        replyMime({ from, to, body: 'pass', subject: 'BUY CHEAP PILLS http://spam.example' }),
      );
      expect(r).toEqual({ changed: false, mails: 1 });
      expect((await inbox(world, from)).filter((m) => m.kind === 'refusal')).toEqual([]);
      const refusal = (await inbox(world, PLAYERS.union)).slice(before).at(-1);
      expect(refusal?.kind).toBe('refusal');
      expect(refusal?.mail.subject).toBe('Re: [Despatch] Your mail was not accepted');
      expect(refusal?.mail.text).toMatch(
        /from an address this game does not have for you[\s\S]*Nothing was changed/,
      );
      expect(refusal?.mail.text).not.toContain('PILLS');
    }
  });

  test('EMAIL-SEC-3: a reply for a step already resolved gets the current situation and the new link, and changes nothing', async () => {
    const { gameId, number } = await newGame();
    const rng = createRng('sec-3');
    await world.services.submitOrders({
      gameId,
      side: 'union',
      step: 1,
      text: await legalText(world.services, gameId, 'union', rng),
      channel: 'web',
    });
    await world.services.submitOrders({
      gameId,
      side: 'confederate',
      step: 2,
      text: await legalText(world.services, gameId, 'confederate', rng),
      channel: 'web',
    });
    const r = await deliver(
      world,
      gameId,
      replyMime({ from: PLAYERS.union, to: replyTo(world, number, 'union', 1), body: 'pass' }),
    );
    expect(r).toEqual({ changed: false, mails: 1 });
    const answer = (await inbox(world, PLAYERS.union, gameId)).at(-1)?.mail;
    expect(answer?.text).toMatch(
      /Turn 1, \w+ to move is no longer open for your orders, so nothing was changed/,
    );
    expect(answer?.text).toMatch(/now: Turn 2, Union to move/);
    expect(answer?.text).toMatch(/Your orders page: http:\/\/127\.0\.0\.1:3999\/orders\/\S+/);
    expect(answer?.replyTo).toBe(replyTo(world, number, 'union', 3));
  });

  test('EMAIL-SEC-4: the same Message-ID twice, one after the other: handled once, answered once', async () => {
    const { gameId, number } = await newGame();
    const raw = replyMime({
      from: PLAYERS.union,
      to: replyTo(world, number, 'union', 1),
      body: 'move I to 0401',
    });
    const first = await deliver(world, gameId, raw);
    expect(first).toEqual({ changed: true, mails: 3 }); // the answer, and a report to each side
    // The same mail again, through another door (a provider's webhook and the SMTP listener).
    await world.handle(Buffer.from(raw), { door: 'webhook' });
    expect(await deliver(world, gameId, raw)).toEqual({ changed: false, mails: 0 });
    expect((await snapshot(world, gameId)).subs).toHaveLength(1);
  });

  test('EMAIL-SEC-5: the same Message-ID delivered twice at the same moment is acted on once; the other waits and is then a duplicate', async () => {
    const { gameId, number } = await newGame();
    const raw = Buffer.from(
      replyMime({
        from: PLAYERS.union,
        to: replyTo(world, number, 'union', 1),
        body: 'move I to 0401\nstatus',
      }),
    );
    const results = await Promise.allSettled([
      world.handle(raw, { door: 'smtp' }),
      world.handle(raw, { door: 'imap' }),
      world.handle(raw, { door: 'webhook' }),
    ]);
    // A delivery that finds another one at work fails temporarily (451 / 503 / left in the inbox).
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InboundBusyError);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    // The sender's retry, later: a duplicate, silently taken.
    await world.handle(raw, { door: 'smtp' });
    expect((await snapshot(world, gameId)).subs).toHaveLength(1);
    expect((await inbox(world, PLAYERS.union, gameId)).filter((m) => m.kind === 'answer')).toHaveLength(1);
  });

  test('EMAIL-SEC-6: INBOUND_AUTH=dmarc: a DKIM failure is refused to the player on file and changes nothing; a valid signature passes', async () => {
    const { gameId, number } = await newGame(strict);
    const to = replyTo(strict, number, 'union', 1);
    const signed = await lab.sign(
      replyMime({ from: PLAYERS.union, to, body: 'move I to 0401' }),
      'example.org',
    );
    const tampered = signed.replace('move I to 0401', 'move I to 0402');
    const refused = await deliver(
      strict,
      gameId,
      tampered.replace(/Message-ID: <[^>]+>/, 'Message-ID: <tampered.1@example.org>'),
    );
    expect(refused).toEqual({ changed: false, mails: 1 });
    expect((await inbox(strict, PLAYERS.union)).at(-1)?.mail.text).toMatch(
      /did not pass the DKIM\/DMARC checks/,
    );
    expect((await inboundRow(strict, '<tampered.1@example.org>'))?.outcome).toBe('not-authenticated');
    // Unsigned: refused too.
    expect(await deliver(strict, gameId, replyMime({ from: PLAYERS.union, to, body: 'pass' }))).toEqual({
      changed: false,
      mails: 1,
    });
    // The untouched signed mail is accepted.
    expect(await deliver(strict, gameId, signed)).toEqual({ changed: true, mails: 3 }); // answer + reports
  });

  test('EMAIL-SEC-7: loops are never answered and change nothing', async () => {
    const { gameId, number } = await newGame();
    const to = replyTo(world, number, 'union', 1);
    const base = { from: PLAYERS.union, to, body: 'pass' };
    const loops: [string, string | undefined][] = [
      [replyMime({ ...base, headers: ['Auto-Submitted: auto-replied'] }), undefined],
      [replyMime({ ...base, headers: ['Precedence: bulk'] }), undefined],
      [replyMime({ ...base, headers: ['X-Autoreply: yes'] }), undefined],
      [replyMime(base), ''], // null return path <>: a bounce
      [replyMime({ ...base, from: 'MAILER-DAEMON@example.org' }), undefined],
      [replyMime({ ...base, from: 'despatch@despatch.test' }), undefined], // our own MAIL_FROM
      [replyMime({ ...base, messageId: '<despatch.answer.abc@despatch.test>' }), undefined],
    ];
    for (const [raw, envelopeFrom] of loops) {
      expect(await deliver(world, gameId, raw, envelopeFrom)).toEqual({ changed: false, mails: 0 });
    }
    const rows = await world.db
      .selectFrom('inbound_mail')
      .select('outcome')
      .where('to_addr', '=', to)
      .execute();
    expect(rows.map((r) => r.outcome)).toEqual(Array(loops.length).fill('automatic'));
  });

  test("EMAIL-SEC-8 (#24): a stranger's refused mail never hides the player's genuine mail with the same Message-ID", async () => {
    const { gameId, number } = await newGame();
    const to = replyTo(world, number, 'union', 1);
    const messageId = `<squat.${number}@example.org>`;
    const squat = replyMime({ from: 'mallory@elsewhere.example', to, body: 'pass', messageId });
    expect(await deliver(world, gameId, squat)).toEqual({ changed: false, mails: 1 }); // the player is told
    const genuine = replyMime({ from: PLAYERS.union, to, body: 'move I to 0401', messageId });
    expect((await deliver(world, gameId, genuine)).changed).toBe(true);
    expect((await snapshot(world, gameId)).subs).toHaveLength(1);
    const rows = await world.db
      .selectFrom('inbound_mail')
      .select(['sender_key', 'outcome'])
      .where('message_id', '=', messageId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { sender_key: 'mallory@elsewhere.example', outcome: 'wrong-sender' },
      { sender_key: PLAYERS.union, outcome: 'handled' },
    ]);
  });

  test('EMAIL-SEC-9 (#24): a reply whose process died after storing its orders is answered "accepted" on retry, at once, and applied once', async () => {
    const { gameId, number } = await newGame();
    const messageId = `<killed.${number}@example.org>`;
    const raw = replyMime({
      from: PLAYERS.union,
      to: replyTo(world, number, 'union', 1),
      body: 'move I to 0401',
      messageId,
    });
    await deliver(world, gameId, raw);
    // As if the process was killed after the orders were stored (the step resolved too) but before
    // the mail was marked handled and its answer queued: the claim names an instance that stopped beating.
    const long = new Date(Date.now() - 3600_000);
    await world.db
      .insertInto('instances')
      .values({ id: 'killed-instance', started_at: long, beat_at: long })
      .execute();
    await world.db
      .updateTable('inbound_mail')
      .set({ handled_at: null, outcome: null, claimed_at: new Date(), claimed_by: 'killed-instance' })
      .where('message_id', '=', messageId)
      .execute();
    await world.db.deleteFrom('outbox').where('kind', '=', 'answer').where('game_id', '=', gameId).execute();
    const retry = await deliver(world, gameId, raw); // no 451: the holder stopped beating
    expect(retry.changed).toBe(false);
    const answers = (await inbox(world, PLAYERS.union, gameId)).filter((m) => m.kind === 'answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]?.mail.text).toMatch(/Orders accepted\. As we read them:\n {2}move I to 0401/);
    expect(answers[0]?.mail.text).toMatch(/That completed the step/);
    expect(answers[0]?.mail.subject).toMatch(/Orders accepted, turn resolved: Turn 1, Union to move$/);
    expect((await snapshot(world, gameId)).subs).toHaveLength(1);
    expect((await inboundRow(world, messageId))?.detail).toEqual({ result: 'accepted-resolved' });
  });
});
