import * as backoff from '../../src/mail/outbox/backoff';
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport, smtpTransport } from '../../src/mail/outbox/transport';
import { databases } from '../support/databases';
import { until } from '../support/until';
import { relayedServices } from '../support/relayed';

// Sharpsburg: the Union moves first (a prompt), the Confederates wait (a start mail).
const game = 'sharpsburg';
const players = { union: 'union@example.com', confederate: 'csa@example.com' };

describe.each(databases())('the outbox on %s', (_name, open) => {
  const t = relayedServices(open);

  test('when mails are sent over SMTP, then the relay gets real MIME: threading headers, text part, inline PNG by cid', async () => {
    t.relay.received.length = 0;
    const { gameId } = await t.services.createGame({ game, players });
    const res = await t.services.submitOrders({
      gameId,
      side: 'union',
      step: 1,
      text: 'pass',
      channel: 'web',
    });
    expect(res).toMatchObject({ ok: true, resolved: true });
    const transport = smtpTransport(t.relay.url, 'Despatch <despatch@despatch.test>');
    const sender = createSender({ db: t.db, transport, compose: t.services.composeQueued });
    expect(await sender.runOnce()).toBe(4);
    expect(await sender.runOnce()).toBe(0);
    transport.close();

    const toUnion = t.relay.received.filter(
      (r) => r.parsed.to && JSON.stringify(r.parsed.to).includes('union@'),
    );
    expect(toUnion.length).toBe(2);
    const [start, report] = toUnion.map((r) => r.parsed);
    const raw = toUnion[1]?.raw ?? '';
    expect(start?.messageId).toMatch(new RegExp(`^<despatch\\.${gameId}\\.union\\.start@despatch\\.test>$`));
    expect(report?.inReplyTo).toBe(start?.messageId);
    expect(report?.references).toContain(start?.messageId as string);
    expect(report?.text).toBeTruthy();
    const png = report?.attachments.find((a) => a.contentType === 'image/png');
    expect(png?.cid).toBeTruthy();
    // mailparser inlines cid: images as data URIs, so the reference is checked in the raw MIME.
    expect(raw).toContain(`cid:${png?.cid}`);
    expect(raw).toMatch(new RegExp(`Content-ID: <${png?.cid}>`, 'i'));
    expect(png?.content.subarray(1, 4).toString()).toBe('PNG');
    const rows = await t.db.selectFrom('outbox').selectAll().where('game_id', '=', gameId).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  test('when the relay refuses for a while, then all sending waits out a growing backoff, no attempt is spent, and each mail goes once', async () => {
    t.relay.received.length = 0;
    let clock = new Date('2026-11-21T10:00:00Z');
    const now = () => clock;
    const { gameId } = await t.services.createGame({ game, players });
    await t.db.updateTable('outbox').set({ next_attempt_at: clock }).where('game_id', '=', gameId).execute();
    t.relay.failNext(3);
    const transport = smtpTransport(t.relay.url, 'Despatch <despatch@despatch.test>');
    const lines: string[] = [];
    const sender = createSender({
      db: t.db,
      transport,
      now,
      compose: t.services.composeQueued,
      random: () => 0, // the shortest jitter: pauses of 2.5 s, 5 s, 10 s
      log: (line) => lines.push(line),
    });
    const rowsNow = () => t.db.selectFrom('outbox').selectAll().where('game_id', '=', gameId).execute();
    const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
    expect(await sender.runOnce()).toBe(0); // the first refused; the second waits untried
    let rows = await rowsNow();
    expect(rows.map((r) => r.next_attempt_at.getTime() - clock.getTime())).toEqual([2500, 2500]);
    expect(rows.map((r) => r.attempts)).toEqual([0, 0]);
    expect(sender.relay()).toMatchObject({ ok: false, downSince: clock });
    advance(2499);
    expect(await sender.runOnce()).toBe(0); // paused: nothing tried
    advance(1);
    expect(await sender.runOnce()).toBe(0); // second refusal: 5 s
    advance(5000);
    expect(await sender.runOnce()).toBe(0); // third refusal: 10 s
    advance(9999);
    expect(await sender.runOnce()).toBe(0);
    advance(1);
    expect(await sender.runOnce()).toBe(2);
    transport.close();
    rows = await rowsNow();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(t.relay.received.length).toBe(2);
    expect(sender.relay().ok).toBe(true);
    // Told once when it went down, once when it came back.
    expect(lines.filter((l) => /relay fails/.test(l)).length).toBe(1);
    expect(lines.filter((l) => /relay works again/.test(l)).length).toBe(1);
  });

  test('the relay backoff grows with jitter and never passes ten minutes', () => {
    const { jitteredBackoff } = backoff;
    expect(jitteredBackoff(1, 5000, 600_000, () => 0)).toBe(2500);
    expect(jitteredBackoff(1, 5000, 600_000, () => 1)).toBe(5000);
    expect(jitteredBackoff(3, 5000, 600_000, () => 0.5)).toBe(15_000);
    for (const attempt of [8, 9, 20, 1000]) {
      expect(jitteredBackoff(attempt, 5000, 600_000, () => 1)).toBe(600_000);
      expect(jitteredBackoff(attempt, 5000, 600_000, () => 0)).toBe(300_000);
    }
  });

  test('when a claimed mail is never marked sent (a crashed sender), then another sender takes it after the lease', async () => {
    let clock = new Date('2026-11-21T12:00:00Z');
    const { gameId } = await t.services.createGame({ game, players });
    await t.db.updateTable('outbox').set({ next_attempt_at: clock }).where('game_id', '=', gameId).execute();
    const { claimOutboxDue } = await import('../../src/db/repos/outbox');
    const claimed = await claimOutboxDue(t.db, clock, 60_000, 100);
    expect(claimed.filter((r) => r.game_id === gameId).length).toBe(2);
    const sender = createSender({ db: t.db, transport: mailboxTransport('http://x'), now: () => clock });
    expect(await sender.runOnce()).toBe(0); // still leased
    clock = new Date(clock.getTime() + 60_000);
    expect(await sender.runOnce()).toBeGreaterThanOrEqual(2);
    const inBox = await t.db
      .selectFrom('mailbox')
      .innerJoin('outbox', 'outbox.id', 'mailbox.outbox_id')
      .select('mailbox.id')
      .where('outbox.game_id', '=', gameId)
      .execute();
    expect(inBox.length).toBe(2);
  });

  test('when the embedded mailbox is the transport, then every mail is stored once and listed', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    const sender = createSender({ db: t.db, transport: mailboxTransport('http://x') });
    await sender.runOnce();
    await sender.runOnce();
    const list = await t.services.mailbox!.list();
    const mine = list.filter((m) => m.subject.includes('Battle of Sharpsburg'));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const msg = await t.services.mailbox!.get(mine[0]!.id);
    expect(msg?.attachments[0]?.contentType).toBe('image/png');
    expect(msg?.messageId).toContain('despatch.');
    const rows = await t.db
      .selectFrom('mailbox')
      .innerJoin('outbox', 'outbox.id', 'mailbox.outbox_id')
      .select('mailbox.id')
      .where('outbox.game_id', '=', gameId)
      .execute();
    expect(rows.length).toBe(2);
  });

  test('issue 12: when submissions are being taken, then the sender waits for them before each mail', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    const pending = () =>
      t.db
        .selectFrom('outbox')
        .select('status')
        .where('game_id', '=', gameId)
        .where('status', '=', 'pending')
        .execute();
    let asked = 0;
    let release: () => void = () => undefined;
    const sender = createSender({
      db: t.db,
      transport: mailboxTransport('http://x'),
      yieldTo: () => {
        asked++;
        return asked === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
      },
    });
    const sending = sender.runOnce();
    await until('the sender to yield before its first mail', () => (asked === 1 ? true : undefined));
    expect((await pending()).length).toBe(2); // nothing goes while it yields
    release();
    expect(await sending).toBe(2);
    expect(asked).toBe(2); // once before each mail
    expect(await pending()).toEqual([]);
  });
});
