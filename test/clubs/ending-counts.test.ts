// #16: a ladder counts resignations, forfeits and agreed draws as its settings say: by default as a
// loss and a draw; set 'unrated', the game moves nobody's rating or record. The ladder page says how.
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const ann = 'ann@count.example';
const bob = 'bob@count.example';

describe.each(databases())('how a ladder counts endings outside the rules on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    t = await testServices(open, { now: () => new Date('2026-12-01T12:00:00Z') });
    await t.services.clubs.create({ name: 'Counting', organisers: [ann] });
    await t.services.clubs.addMember({ club: 'Counting', email: bob });
  });
  afterAll(async () => {
    await t.close();
  });

  async function ladderGame(name: string, counting: Record<string, string>) {
    const clubs = t.services.clubs;
    const ladder = await clubs.createLadder({
      club: 'Counting',
      name,
      game: 'travel-battle',
      settings: { counting } as never,
    });
    const game = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).id,
    });
    const sideOf = (email: string) => Object.entries(game.sides).find(([, e]) => e === email)?.[0] as string;
    return { ladder, gameId: game.gameId, sideOf };
  }

  const record = async (ladderId: number, email: string) =>
    (await t.services.clubs.standings(ladderId)).find((r) => r.email === email);

  test('#16: by default a resignation is a loss; a ladder that leaves it unrated moves nothing', async () => {
    const counted = await ladderGame('Counted', {});
    await t.services.timeCommand({
      gameId: counted.gameId,
      side: counted.sideOf(bob),
      command: { kind: 'resign-confirmed' },
    });
    expect(await record(counted.ladder.id, ann)).toMatchObject({ wins: 1, games: 1 });
    expect((await record(counted.ladder.id, bob))?.rating).toBeLessThan(1500);

    const unrated = await ladderGame('Resignations unrated', { resign: 'unrated' });
    await t.services.timeCommand({
      gameId: unrated.gameId,
      side: unrated.sideOf(bob),
      command: { kind: 'resign-confirmed' },
    });
    expect(await record(unrated.ladder.id, bob)).toMatchObject({ games: 0, rating: 1500, provisional: true });
    const history = await t.db
      .selectFrom('rating_history')
      .select('id')
      .where('ladder_id', '=', unrated.ladder.id)
      .execute();
    expect(history).toEqual([]);
  }, 120_000);

  test('#16: an agreed draw counts as a draw, or not at all where the ladder says so', async () => {
    const draw = async (name: string, counting: Record<string, string>) => {
      const g = await ladderGame(name, counting);
      for (const [who, kind] of [
        [ann, 'offer-draw'],
        [bob, 'accept-draw'],
      ] as const)
        await t.services.timeCommand({ gameId: g.gameId, side: g.sideOf(who), command: { kind } });
      return g.ladder.id;
    };
    expect(await record(await draw('Draws count', {}), ann)).toMatchObject({ draws: 1, games: 1 });
    expect(await record(await draw('Draws unrated', { agreedDraw: 'unrated' }), ann)).toMatchObject({
      draws: 0,
      games: 0,
    });
  }, 120_000);

  test('#16: settings out of their words are refused with the field named', async () => {
    await expect(
      t.services.clubs.createLadder({
        club: 'Counting',
        name: 'Bad',
        game: 'travel-battle',
        settings: { counting: { resign: 'win' } } as never,
      }),
    ).rejects.toThrow(/counting\.resign/);
  });
});
