// Pictures off the resolution's path (issue "Pictures off the hot path"): a resolution composes and
// renders nothing (its rows name what to compose); composing stores the SVG; the sender draws each distinct picture once, in the render pool, before
// the first mail that needs it; a worker that crashes every time costs only the picture.
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import { PICTURE_ATTEMPTS } from '../../src/mail/outbox/pictures';
import { createRenderPool } from '../../src/render/pool';
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const game = 'sharpsburg';
const players = { union: 'pic-union@example.com', confederate: 'pic-csa@example.com' };

describe.each(databases())('pictures of mails on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  const pool = createRenderPool({ size: 1 });
  beforeAll(async () => {
    t = await testServices(open);
  });
  afterAll(async () => {
    await pool.close();
    await t.close();
  });

  async function resolvedGame(): Promise<string> {
    const { gameId } = await t.services.createGame({ game, players });
    const res = await t.services.submitOrders({
      gameId,
      side: 'union',
      step: 1,
      text: 'pass',
      channel: 'web',
    });
    expect(res).toMatchObject({ ok: true, resolved: true });
    return gameId;
  }

  test('a resolution commits its mails as what to compose; composed, they name their picture, not drawn; both sides share one picture', async () => {
    const gameId = await resolvedGame();
    const queued = await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'report').execute();
    expect(queued.filter((r) => r.game_id === gameId).map((r) => Object.keys(r.mail as object))).toEqual([
      ['compose'],
      ['compose'],
    ]);
    await t.services.composeWaiting(gameId);
    const rows = await t.db.selectFrom('outbox').selectAll().where('game_id', '=', gameId).execute();
    type Attachment = { contentType: string; picture?: string; contentBase64: string };
    const maps = rows
      .flatMap((r) => (r.mail as { attachments: Attachment[] }).attachments)
      .filter((a) => a.contentType === 'image/png');
    expect(maps.length).toBeGreaterThan(0);
    expect(maps.filter((a) => !(a.picture && a.contentBase64 === ''))).toEqual([]);
    const hashes = [...new Set(maps.map((a) => a.picture))];
    const pictures = await t.db
      .selectFrom('pictures')
      .selectAll()
      .where('hash', 'in', hashes as string[])
      .execute();
    expect(pictures).toHaveLength(hashes.length);
    expect(pictures.every((p) => p.png === null && p.svg.includes('<svg'))).toBe(true);
    // The report after the Union's turn shows both sides the same map: one picture for two mails.
    expect(hashes.length).toBeLessThan(maps.length);
  });

  test('when a queued report is composed again (a crash before the composed mail was kept), then it is the same mail', async () => {
    const gameId = await resolvedGame();
    const rows = () =>
      t.db.selectFrom('outbox').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
    const requests = (await rows()).filter((r) => r.kind === 'report');
    await t.services.composeWaiting(gameId);
    const first = (await rows()).filter((r) => r.kind === 'report').map((r) => r.mail);
    for (const r of requests)
      await t.db
        .updateTable('outbox')
        .set({ mail: JSON.stringify(r.mail) })
        .where('id', '=', r.id)
        .execute();
    expect(await t.services.composeWaiting(gameId)).toBe(requests.length);
    const again = (await rows()).filter((r) => r.kind === 'report');
    expect(again.map((r) => r.mail)).toEqual(first);
    expect(again.map((r) => (r.mail as { messageId: string }).messageId)).toEqual(
      requests.map((r) => r.message_id),
    );
  });

  test('the sender draws each distinct picture once, in the render pool, and every mail carries it (the mailbox keeps its bytes once, in the pictures table)', async () => {
    await resolvedGame();
    await t.services.composeWaiting();
    const pending = await t.db.selectFrom('outbox').selectAll().where('status', '=', 'pending').execute();
    let drawn = 0;
    const sender = createSender({
      db: t.db,
      transport: mailboxTransport('http://127.0.0.1:3999'),
      render: (svg, width) => {
        drawn++;
        return pool.render({ svg, width });
      },
      compose: t.services.composeQueued,
    });
    while ((await sender.runOnce()) > 0);
    const hashes = new Set(
      pending.flatMap((r) =>
        (r.mail as { attachments: { picture?: string }[] }).attachments.flatMap((a) => a.picture ?? []),
      ),
    );
    expect(drawn).toBe(hashes.size);
    // Read as the mailbox shows them: the bytes of each picture are kept once, in the pictures table.
    const box = (await t.services.mailbox!.page({ limit: 500 })).filter((m) =>
      Object.values(players).includes(m.to),
    );
    expect(box.length).toBeGreaterThan(0);
    const stored = await t.db
      .selectFrom('mailbox')
      .select('mail')
      .where('to_addr', 'in', Object.values(players))
      .execute();
    const kept = stored.flatMap(
      (r) => (r.mail as { attachments: { picture?: string; contentBase64: string }[] }).attachments,
    );
    expect(kept.filter((a) => a.picture).every((a) => a.contentBase64 === '')).toBe(true);
    for (const m of box) {
      const png = m.attachments.find((a) => a.contentType === 'image/png');
      expect(
        Buffer.from(png?.contentBase64 ?? '', 'base64')
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
  });

  // #47: the fault soak saw a picture fail while the database restarted, and both the picture and
  // its mail spent a try on what was neither's fault.
  test('when the database goes away while a picture is drawn, neither the picture nor its mail spends a try, and the mail goes with its picture next time', async () => {
    const gameId = await resolvedGame();
    await t.db.deleteFrom('mailbox').execute();
    await t.db.updateTable('pictures').set({ png: null, attempts: 0 }).execute();
    let clock = Date.now();
    let cutOff = 1;
    const sender = createSender({
      db: t.db,
      transport: mailboxTransport('http://127.0.0.1:3999'),
      now: () => new Date(clock),
      batch: 1,
      // The first picture meets the database going away, as pg reports it mid-query.
      render: async (svg, width) => {
        if (cutOff-- > 0) throw new Error('Connection terminated unexpectedly');
        return pool.render({ svg, width });
      },
      compose: t.services.composeQueued,
    });
    const rows = () =>
      t.db.selectFrom('outbox').select(['status', 'attempts']).where('game_id', '=', gameId).execute();
    await sender.runOnce();
    expect((await rows()).filter((r) => r.status === 'pending').every((r) => r.attempts === 0)).toBe(true);
    const tried = await t.db.selectFrom('pictures').select('attempts').where('attempts', '>', 0).execute();
    expect(tried).toEqual([]);
    for (let i = 0; i < 10 && (await rows()).some((r) => r.status !== 'sent'); i++) {
      clock += 3600_000;
      await sender.runOnce();
    }
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
    const box = await t.db.selectFrom('mailbox').selectAll().execute();
    expect(box.length).toBeGreaterThan(0);
    for (const m of box.map((b) => b.mail as { text: string; attachments: { contentType: string }[] }))
      if (m.attachments.length > 0) {
        expect(m.attachments.some((a) => a.contentType === 'image/png')).toBe(true);
        expect(m.text).not.toContain('The map picture could not be drawn');
      }
  }, 240_000);

  test('when the render worker crashes every time, the mail still goes out, saying the picture could not be drawn', async () => {
    const gameId = await resolvedGame();
    await t.db.deleteFrom('mailbox').execute();
    // The same position draws the same picture in every game: forget the ones drawn above.
    await t.db.updateTable('pictures').set({ png: null, attempts: 0 }).execute();
    let clock = Date.now();
    const lines: string[] = [];
    const sender = createSender({
      db: t.db,
      transport: mailboxTransport('http://127.0.0.1:3999'),
      now: () => new Date(clock),
      backoffMs: 1000,
      log: (l) => lines.push(l),
      render: (svg, width) => pool.render({ svg, width, crash: true }),
      compose: t.services.composeQueued,
    });
    // Each try fails; the mail waits out its backoff and tries again, PICTURE_ATTEMPTS times in all.
    for (let i = 0; i <= PICTURE_ATTEMPTS + 1; i++) {
      await sender.runOnce();
      clock += 3600_000;
    }
    const rows = await t.db.selectFrom('outbox').selectAll().where('game_id', '=', gameId).execute();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const box = await t.db.selectFrom('mailbox').selectAll().execute();
    const reports = box.map(
      (m) => m.mail as { text: string; html: string; attachments: { contentType: string }[] },
    );
    expect(reports.length).toBe(rows.length);
    for (const m of reports) {
      expect(m.attachments.some((a) => a.contentType === 'image/png')).toBe(false);
      expect(m.text).toContain('The map picture could not be drawn');
      expect(m.html).not.toContain('cid:map');
    }
    expect(lines.some((l) => /goes without its picture/.test(l))).toBe(true);
    // A report has its map and its close-ups: each try of each starts a worker that crashes.
  }, 240_000);
});
