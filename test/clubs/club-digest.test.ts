// #16: the organisers' weekly digest of a club: the week's results with new ratings, overdue games,
// open challenges and the top of each ladder; Mondays 07:00 UTC, once, only when there is news.
import { nextClubDigest } from '../../src/app/clubs/club-digest';
import { createSender } from '../../src/mail/outbox/sender';
import type { Transport } from '../../src/mail/outbox/transport';
import type { OutgoingMail } from '../../src/mail/compose/types';
import { createRenderPool } from '../../src/render/pool';
import { sweep } from '../../src/app/time/sweep';
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const ann = 'ann@digest.example';
const bob = 'bob@digest.example';
const cat = 'cat@digest.example';
const dan = 'dan@digest.example';
const HOUR = 3600_000;

test('#16 club digest: due the next Monday at 07:00 UTC', () => {
  expect(nextClubDigest(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
  expect(nextClubDigest(new Date('2026-11-30T06:59:00Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
  expect(nextClubDigest(new Date('2026-11-30T07:00:00Z')).toISOString()).toBe('2026-12-07T07:00:00.000Z');
  expect(nextClubDigest(new Date('2026-12-06T23:00:00Z')).toISOString()).toBe('2026-12-07T07:00:00.000Z');
});

describe.each(databases())('the weekly club digest on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let clock = new Date('2026-11-25T10:00:00Z'); // a Wednesday
  beforeAll(async () => {
    t = await testServices(open, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const digests = () =>
    t.db.selectFrom('outbox').selectAll().where('kind', '=', 'club-digest').orderBy('id').execute();

  test('#16 club digest: the organisers (not the members) get the results, overdue games, open challenges and standings, once a week', async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Rye Wargamers', organisers: [ann] });
    for (const m of [bob, cat, dan]) await clubs.addMember({ club: 'Rye Wargamers', email: m });
    const ladder = await clubs.createLadder({
      club: 'Rye Wargamers',
      name: 'TB',
      game: 'travel-battle',
      settings: { turnTimeSeconds: 86400 },
    });
    expect((await sweep(t.services.ctx)).clubDigests).toBe(0); // scheduled for Monday, nothing sent

    // The week: Bob beats Cat; Dan and Ann start a game that Dan lets run late; Cat challenges Dan.
    const first = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: bob, to: cat })).id,
    });
    const bobSide = Object.entries(first.sides).find(([, e]) => e === bob)?.[0] as string;
    await t.services.desk.endGame({ gameId: first.gameId, outcome: bobSide, reason: 'Cat left' });
    const late = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: dan, to: ann })).id,
    });
    const number = (
      await t.db.selectFrom('games').select('number').where('id', '=', late.gameId).executeTakeFirstOrThrow()
    ).number;
    await clubs.challenge({ ladder: ladder.id, from: cat, to: dan });

    clock = new Date('2026-11-30T07:00:00Z'); // Monday
    // The late game's deadline has passed: the sweep also deals with it; the digest lists what is overdue.
    await sweep(t.services.ctx);
    const sent = await digests();
    expect(sent.map((m) => m.to_addr)).toEqual([ann]);
    const mail = sent[0]!.mail as { subject: string; text: string };
    expect(mail.subject).toBe('[Despatch] Rye Wargamers: the week to 2026-11-30');
    expect(mail.text).toMatch(
      new RegExp(`${bob} \\(now \\d+\\) beat ${cat} \\(now \\d+\\) \\(adjudicated\\)`),
    );
    expect(mail.text).toContain(`${cat} challenged ${dan}: answer by`);
    // Nobody sent the set-up: the deadline was extended once after the miss.
    expect(mail.text).toMatch(
      new RegExp(`#${number}: waiting for .*${dan}.*, missed a deadline; extended to`),
    );
    expect(mail.text).toMatch(new RegExp(`1\\. ${bob} \\d+ ±\\d+ \\(1-0-0\\)`));
    expect(mail.text).toContain(`/admin/ladders/${ladder.id}`);

    // The leader's rating chart rides along as an inline PNG: named in the outbox row, drawn in a
    // render worker by the sender (the outbox holds the mail until it is drawn), shown by its cid.
    const queued = sent[0]!.mail as OutgoingMail;
    const chart = queued.attachments.find((a) => a.filename === 'rating-1.png');
    expect(chart).toMatchObject({ contentType: 'image/png', contentBase64: '' });
    expect(queued.html).toContain(`cid:${chart?.cid}`);
    const pool = createRenderPool();
    const delivered: OutgoingMail[] = [];
    const transport: Transport = {
      describe: 'test',
      transactional: false,
      deliver: async (m) => (delivered.push(m), 'id'),
      close: () => {},
    };
    try {
      const sender = createSender({
        db: t.db,
        transport,
        now: () => clock,
        render: (svg, width) => pool.render({ svg, width }),
      });
      while ((await sender.runOnce()) > 0);
    } finally {
      await pool.close();
    }
    const digest = delivered.find((m) => m.subject.includes('the week to'));
    const png = digest?.attachments.find((a) => a.filename === 'rating-1.png');
    expect(
      Buffer.from(png?.contentBase64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    // Later the same Monday: nothing more. A week with no news: no mail either.
    clock = new Date(clock.getTime() + HOUR);
    await sweep(t.services.ctx);
    expect(await digests()).toHaveLength(1);
  }, 120_000);
});
