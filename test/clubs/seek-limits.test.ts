// #16: seeks keep the ladder's limits, on both databases: a seeker whose games would go over the
// ladder's share against one opponent is passed over (the next seeker matches instead), and a seek
// that lapses unmatched brings its player one short notice mail, once, however often the sweeper runs.
import { sweep } from '../../src/app/time/sweep';
import type { OutgoingMail } from '../../src/mail/compose/types';
import { DAY, useTimeWorld, type TimeWorld } from '../time/support';
import { databases } from '../support/databases';

const [ann, bob, cat] = ['ann', 'bob', 'cat'].map((n) => `${n}@limits.example`) as [string, string, string];

describe.each(databases())('seek limits on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  const lapseNotices = async () =>
    (
      await t.db
        .selectFrom('outbox')
        .select(['to_addr', 'mail'])
        .where('kind', '=', 'seek-lapsed')
        .orderBy('id')
        .execute()
    ).map((r) => ({ to: r.to_addr, mail: r.mail as OutgoingMail }));

  test('#16 seeks: the max share against one opponent passes a seeker over; a lapsed seek is told once', async () => {
    const { clubs, hub, desk } = t.services;
    await clubs.create({ name: 'Deal', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Deal', email: m });
    const ladder = await clubs.createLadder({
      club: 'Deal',
      name: 'Sharpsburg',
      game: 'sharpsburg',
      settings: { answerSeconds: DAY / 1000, maxShareVsOne: 0.5, maxGames: 5 },
    });
    // Ann and Bob draw four games: their ratings stay equal, and all their games are against each other.
    for (let i = 0; i < 4; i++) {
      const g = await clubs.accept({
        id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).id,
      });
      await desk.endGame({ gameId: g.gameId, outcome: 'draw', reason: 'for the test' });
    }

    expect(await hub.seek({ email: ann, ladder: ladder.id })).toMatchObject({ matched: false });
    // Bob's seek would make his fifth game against Ann: 5 of 5, over the half the ladder allows.
    expect(await hub.seek({ email: bob, ladder: ladder.id })).toMatchObject({ matched: false });
    // Cat has played nobody: she meets the older of the two open seeks of the same rating, Ann's.
    const matched = await hub.seek({ email: cat, ladder: ladder.id });
    expect(matched).toMatchObject({ matched: true, opponent: ann });

    // Bob's seek lapses after a day: one notice, with the reply that seeks again.
    t.clock.advance(DAY - 1000);
    await sweep(t.ctx);
    expect(await lapseNotices()).toEqual([]);
    t.clock.advance(2000);
    expect((await sweep(t.ctx)).lapsedSeeks).toBe(1);
    const notices = await lapseNotices();
    expect(notices.map((n) => n.to)).toEqual([bob]);
    expect(notices[0]?.mail.subject).toBe('[Despatch] Your seek on Sharpsburg lapsed');
    expect(notices[0]?.mail.text).toContain('seek Sharpsburg');
    expect(notices[0]?.mail.text).toContain('/hub/');
    t.clock.advance(DAY);
    expect((await sweep(t.ctx)).lapsedSeeks).toBe(0);
    expect(await lapseNotices()).toHaveLength(1);
    // The matched seeks are never told they lapsed.
    expect((await hub.view(bob)).seeks).toEqual([]);
  }, 120_000);
});
