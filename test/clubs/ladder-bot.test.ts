// A ladder's bot member: the organiser adds the bot to a ladder; a member challenges it as `bot` and
// it accepts at once, the game starting with the bot's seat played by the bot; its games leave
// ratings alone or move them, as the organiser set.
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const ann = 'ann@club.example';
const BOT = 'bot@despatch.invalid';

describe.each(databases())("a ladder's bot member on %s", (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    t = await testServices(open);
    await t.services.clubs.create({ name: 'Bots welcome', organisers: [ann] });
  });
  afterAll(async () => {
    await t.close();
  });

  const record = async (ladderId: number, email: string) =>
    (await t.services.clubs.standings(ladderId)).find((r) => r.email === email);

  async function botGame(name: string, rated?: boolean) {
    const clubs = t.services.clubs;
    const ladder = await clubs.createLadder({ club: 'Bots welcome', name, game: 'travel-battle' });
    await expect(clubs.challenge({ ladder: ladder.id, from: ann, to: 'bot' })).rejects.toThrow(
      /no bot member/,
    );
    expect(await clubs.addBot({ ladder: ladder.id, ...(rated === undefined ? {} : { rated }) })).toEqual({
      ladder: ladder.id,
      bot: { level: 'normal', rated: rated ?? false },
    });
    const c = await clubs.challenge({ ladder: ladder.id, from: ann, to: 'bot' });
    const started = c.started!;
    expect(Object.values(started.sides).sort()).toEqual([ann, BOT]);
    const botSide = Object.entries(started.sides).find(([, e]) => e === BOT)![0];
    const sides = await t.db
      .selectFrom('game_sides')
      .select(['side', 'bot_level'])
      .where('game_id', '=', started.gameId)
      .execute();
    expect(Object.fromEntries(sides.map((s) => [s.side, s.bot_level]))).toEqual(
      Object.fromEntries(Object.keys(started.sides).map((s) => [s, s === botSide ? 'normal' : null])),
    );
    // The person resigns: the game ends with the bot the winner.
    const mine = Object.keys(started.sides).find((s) => s !== botSide)!;
    await t.services.timeCommand({
      gameId: started.gameId,
      side: mine,
      command: { kind: 'resign-confirmed' },
    });
    return ladder;
  }

  test('when the bot member is unrated (the default), a member challenges "bot", it accepts at once and the game moves no rating', async () => {
    const ladder = await botGame('Practice');
    expect(await record(ladder.id, ann)).toMatchObject({ games: 0, rating: 1500 });
  });

  test('when the organiser rates the bot member, its games move ratings like any other', async () => {
    const ladder = await botGame('Rated practice', true);
    expect(await record(ladder.id, ann)).toMatchObject({ games: 1, losses: 1 });
    expect((await record(ladder.id, ann))?.rating).toBeLessThan(1500);
    expect(await record(ladder.id, BOT)).toMatchObject({ games: 1, wins: 1 });
  });

  test('a ladder of side bids has no bot member', async () => {
    const clubs = t.services.clubs;
    const ladder = await clubs.createLadder({
      club: 'Bots welcome',
      name: 'Bids',
      game: 'sharpsburg',
      settings: { sides: 'bid' },
    });
    await expect(clubs.addBot({ ladder: ladder.id })).rejects.toThrow(/cannot bid/);
  });
});
