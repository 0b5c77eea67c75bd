// #16: side bids on a ladder, on both databases: only a game whose end is a count of points may have
// them; an accepted challenge opens the bidding (a mail to each player); bids by mail and on the
// hub; the higher bid takes its side and the other side gets it as a handicap kept on the game,
// said in every mail and on the game page, and the game rated without the side advantage; a bid
// not made in time counts as 0 for either side; two seeks matched open the bidding too.
import { NEW_RATING, rateGame } from '../../src/app/clubs/glicko';
import { runClubCommand } from '../../src/app/clubs/mail-commands';
import { sideAdvantage } from '../../src/app/clubs/side-advantage';
import { sweep } from '../../src/app/time/sweep';
import { splitCommands } from '../../src/mail/inbound/commands';
import type { OutgoingMail } from '../../src/mail/compose/types';
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const [ann, bob, cat] = ['ann', 'bob', 'cat'].map((n) => `${n}@bids.example`) as [string, string, string];

describe.each(databases())('side bids on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let clock = new Date('2026-12-01T12:00:00Z');
  beforeAll(async () => {
    t = await testServices(open, { now: () => clock });
    await t.services.clubs.create({ name: 'Bidders', organisers: [ann] });
    for (const m of [bob, cat]) await t.services.clubs.addMember({ club: 'Bidders', email: m });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  const mail = async (email: string, text: string) =>
    runClubCommand(t.services.ctx, { email, command: splitCommands(text).commands[0] as never });

  test('#16: bids by mail and on the hub; the higher bid takes its side and gives its VP', async () => {
    const clubs = t.services.clubs;
    await expect(
      clubs.createLadder({ club: 'Bidders', name: 'TB', game: 'travel-battle', settings: { sides: 'bid' } }),
    ).rejects.toThrow(
      /side bids need a game whose end is a count of points \(Battle of Sharpsburg, Scotland the Brave\)/,
    );
    const ladder = await clubs.createLadder({
      club: 'Bidders',
      name: 'Sharpsburg auction',
      game: 'sharpsburg',
      settings: { sides: 'bid' },
    });
    const c = await clubs.challenge({ ladder: ladder.id, from: ann, to: bob });
    await expect(clubs.accept({ id: c.id })).rejects.toThrow(/ladder of side bids/);
    const accepted = await t.services.hub.answer({ email: bob, id: c.id, answer: 'accept' });
    expect(accepted).toMatchObject({ answer: 'accept', bidding: true });
    const asked = await t.db
      .selectFrom('outbox')
      .select(['to_addr', 'mail'])
      .where('kind', '=', 'bid-request')
      .execute();
    expect(asked.map((m) => m.to_addr).sort()).toEqual([ann, bob]);
    expect((asked[0]?.mail as OutgoingMail).text).toContain('bid 3 union');

    expect((await mail(cat, 'bid 3 union')).text).toMatch(
      /NOT made: you have no challenge waiting for a bid/,
    );
    expect((await mail(ann, 'bid 3 martians')).text).toContain('the sides are union and confederate');
    const first = await mail(ann, 'bid 3 Union');
    expect(first.text).toBe(
      `Your bid is in; the game starts when ${bob} has bid too (you may change yours until then).`,
    );
    const hub = await t.services.hub.view(bob);
    expect(hub.bidding).toEqual([
      expect.objectContaining({ id: c.id, opponent: ann, myBid: null, mySide: null }),
    ]);
    const done = await t.services.hub.bid({ email: bob, id: c.id, points: 2, side: 'union' });
    expect(done).toMatchObject({
      done: true,
      handicap: { side: 'confederate', points: 3 },
      sides: { union: ann, confederate: bob },
    });
    const game = await t.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', (done as { gameId: string }).gameId)
      .executeTakeFirstOrThrow();
    expect(game.handicap).toEqual({ side: 'confederate', points: 3 });
    const start = await t.db
      .selectFrom('outbox')
      .select('mail')
      .where('game_id', '=', game.id)
      .where('to_addr', '=', bob)
      .executeTakeFirstOrThrow();
    expect((start.mail as OutgoingMail).text).toContain(
      'Side bid: Confederate receives 3 VP at the end of the game.',
    );
    const view = await t.services.getSideView({ gameId: game.id, side: 'union' });
    expect(view.game.handicap).toBe('Side bid: Confederate receives 3 VP at the end of the game.');
    const challenge = await t.db
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect([challenge.status, challenge.game_id]).toEqual(['accepted', game.id]);
    await expect(t.services.hub.bid({ email: bob, id: c.id, points: 5, side: 'union' })).rejects.toThrow(
      /not waiting for bids/,
    );

    // The Union has won every other game of Sharpsburg, yet Ann's win with it is rated without the
    // side advantage: the bid priced the side.
    const players = { union: 'x@bids.example', confederate: 'y@bids.example' };
    for (let i = 0; i < 6; i++) {
      const other = await t.services.createGame({ game: 'sharpsburg', players });
      await t.services.desk.endGame({ gameId: other.gameId, outcome: 'union', reason: 'test' });
    }
    expect((await sideAdvantage(t.db, 'sharpsburg', 'union')).points).toBeGreaterThan(0);
    await t.services.desk.endGame({ gameId: game.id, outcome: 'union', reason: 'test' });
    const annRow = (await clubs.standings(ladder.id)).find((r) => r.email === ann);
    expect(annRow?.rating).toBe(Math.round(rateGame(NEW_RATING, NEW_RATING, 1)[0].rating));
  }, 120_000);

  test('#16: a bid not made by the time counts as 0 for either side; the game starts with the bid made', async () => {
    const ladder = await t.services.clubs.createLadder({
      club: 'Bidders',
      name: 'Scotland auction',
      game: 'scotland',
      settings: { sides: 'bid', answerSeconds: 86400 },
    });
    const c = await t.services.clubs.challenge({ ladder: ladder.id, from: cat, to: ann });
    await t.services.hub.answer({ email: ann, id: c.id, answer: 'accept' });
    await t.services.hub.bid({ email: cat, id: c.id, points: 1, side: 'english' });
    clock = new Date(clock.getTime() + 86400_000 + 1000);
    await sweep(t.services.ctx);
    const row = await t.db
      .selectFrom('challenges')
      .select(['status', 'game_id'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
    const sides = await t.db
      .selectFrom('game_sides')
      .innerJoin('players', 'players.id', 'game_sides.player_id')
      .select(['side', 'email'])
      .where('game_id', '=', row.game_id as string)
      .execute();
    expect(Object.fromEntries(sides.map((s) => [s.side, s.email]))).toEqual({ english: cat, scots: ann });
    const game = await t.db
      .selectFrom('games')
      .select('handicap')
      .where('id', '=', row.game_id as string)
      .executeTakeFirstOrThrow();
    expect(game.handicap).toEqual({ side: 'scots', points: 1 });
  }, 120_000);

  test('#16: two seeks matched on a ladder of side bids open the bidding, as an accepted challenge does', async () => {
    const ladder = await t.services.clubs.createLadder({
      club: 'Bidders',
      name: 'Seek auction',
      game: 'sharpsburg',
      settings: { sides: 'bid' },
    });
    expect(await t.services.hub.seek({ email: bob, ladder: ladder.id })).toMatchObject({ matched: false });
    const matched = await t.services.hub.seek({ email: cat, ladder: ladder.id });
    expect(matched).toMatchObject({ matched: 'bidding', opponent: bob });
    const id = (matched as { challengeId: number }).challengeId;
    const c = await t.db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(c.status).toBe('bidding');
    const asked = await t.db
      .selectFrom('outbox')
      .select('to_addr')
      .where('kind', '=', 'bid-request')
      .where('to_addr', 'in', [bob, cat])
      .execute();
    expect(asked.length).toBeGreaterThanOrEqual(2);
    await t.services.hub.bid({ email: bob, id, points: 0, side: 'union' });
    const done = await t.services.hub.bid({ email: cat, id, points: 0, side: 'confederate' });
    expect(done).toMatchObject({ done: true, handicap: null });
  }, 120_000);
});
