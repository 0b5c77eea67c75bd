// #22 item 3, option liveReactions, through the service: a turn stops for the other side's answer;
// the reaction prompt reaches the holder alone (with his hand), a reply answers it and the turn's
// report reaches both sides; a missed answer leaves it to the standing orders and is no missed turn.
import { createRng } from '../../src/games/core/rng';
import { sweep } from '../../src/app/time/sweep';
import { emailWorld, inbox, latestPrompt, legalText, replyMime, type EmailWorld } from '../email/support';
import { databases } from '../support/databases';
import { DAY, TestClock } from '../time/support';

const players = { scots: 'wallace@example.org', english: 'edward@example.net' };
type SideId = keyof typeof players;
const other = (s: SideId): SideId => (s === 'scots' ? 'english' : 'scots');

describe.each(databases())('live reactions through the service on %s', (_name, open) => {
  let world: EmailWorld;
  const clock = new TestClock();
  beforeAll(async () => {
    world = await emailWorld(open, { now: clock.now });
  });
  afterAll(async () => {
    await world.close();
  });

  /** Plays random legal orders until a reaction step is open; its holder. */
  async function untilReaction(gameId: string, rng: ReturnType<typeof createRng>): Promise<SideId> {
    for (let i = 0; i < 120; i++) {
      const v = await world.services.getSideView({ gameId, side: 'scots' });
      if (v.game.status === 'finished') throw new Error('the game ended before any reaction');
      for (const side of v.step.awaiting as SideId[]) {
        const mine = await world.services.getSideView({ gameId, side });
        if (mine.prompt?.step === 'reaction') return side;
        const text = await legalText(world.services, gameId, side, rng);
        await world.services.submitOrders({ gameId, side, step: v.step.seq, text, channel: 'web' });
      }
    }
    throw new Error('no reaction step in 120 steps');
  }

  test('#22: the holder is asked by mail, answers by reply, and both sides read the turn', async () => {
    const { gameId } = await world.services.createGame({
      game: 'scotland',
      players,
      options: { markers: true, liveReactions: true },
    });
    const rng = createRng('live-reactions-service');
    const holder = await untilReaction(gameId, rng);
    const enemy = other(holder);
    const prompt = (await latestPrompt(world, players[holder], gameId))!;
    expect(prompt.mail.subject).toMatch(/reaction/);
    expect(prompt.mail.text).toContain('The turn is stopped for your answer');
    expect(prompt.mail.text).toMatch(/Your strategy markers: /); // his own hand, to him only
    const enemyMails = await inbox(world, players[enemy], gameId);
    expect(enemyMails.at(-1)?.kind).toBe('report'); // the turn so far, up to the pause
    for (const m of enemyMails) expect(m.mail.text).not.toContain('The turn is stopped for your answer');

    // The holder replies `pass`; the turn goes on and its rest reaches both sides.
    const reports = async (side: SideId) =>
      (await inbox(world, players[side], gameId)).filter((m) => m.kind === 'report').length;
    const before = { holder: await reports(holder), enemy: await reports(enemy) };
    const seq = (await world.services.getSideView({ gameId, side: holder })).step.seq;
    await world.handle(
      Buffer.from(replyMime({ from: players[holder], to: prompt.mail.replyTo!, body: 'pass' })),
      { door: 'smtp' },
    );
    const answer = (await inbox(world, players[holder], gameId)).filter((m) => m.kind === 'answer').at(-1);
    expect(answer?.mail.text).toContain('Orders accepted');
    const after = await world.services.getSideView({ gameId, side: holder });
    expect(after.step.seq).toBeGreaterThan(seq);
    expect(await reports(holder)).toBe(before.holder + 1);
    expect(await reports(enemy)).toBe(before.enemy + 1);
    expect(await world.services.verifyStoredGame(gameId)).toMatchObject({ ok: true });
  }, 300_000);

  test('#22: a missed reaction leaves it to the standing orders at the deadline: no extension, no missed turn', async () => {
    const { gameId } = await world.services.createGame({
      game: 'scotland',
      players,
      options: { markers: true, liveReactions: true },
    });
    const rng = createRng('live-reactions-miss');
    const late = await untilReaction(gameId, rng);
    const open = (await world.services.getSideView({ gameId, side: late })).step.seq;
    clock.advance(30 * DAY);
    const swept = await sweep(world.services.ctx);
    const moved = await world.services.getSideView({ gameId, side: late });
    // The standing orders may finish the turn and the game with it (a reaction in the last turn;
    // each game's dice differ): then the step stays the last one and the game is over. Seen twice
    // in CI before this was allowed; anything else says everything the sweep saw.
    const ended = moved.game.status === 'finished';
    if (moved.step.seq <= open && !ended) {
      const steps = await world.db
        .selectFrom('steps')
        .select(['seq', 'awaiting', 'deadline', 'resolved_at'])
        .where('game_id', '=', gameId)
        .orderBy('seq')
        .execute();
      const game = await world.db.selectFrom('games').selectAll().where('id', '=', gameId).execute();
      throw new Error(
        `the deadline sweep left step ${open}: ${JSON.stringify({ now: clock.now(), swept, game, steps: steps.slice(-3) })}`,
      );
    }
    const sides = await world.db
      .selectFrom('game_sides')
      .select(['side', 'misses'])
      .where('game_id', '=', gameId)
      .execute();
    expect(sides.find((s) => s.side === late)?.misses).toBe(0);
    const report = (await inbox(world, players[other(late)], gameId))
      .filter((m) => m.kind === (ended ? 'final' : 'report'))
      .at(-1);
    expect(report?.mail.text).toContain('their standing orders decided. This is not a missed turn.');
    expect(await world.services.verifyStoredGame(gameId)).toMatchObject({ ok: true });
  }, 300_000);

  test("issue 41 (STB-7.2, STB-11.3f, STB-6.0c): an owner's choice is asked live, answered by reply, then by the page", async () => {
    const { gameId } = await world.services.createGame({
      game: 'scotland',
      players,
      options: { liveReactions: true },
    });
    const rng = createRng('live-choices-service');
    // By reply: the example line of the question (the standing-order grammar).
    const holder = await untilReaction(gameId, rng);
    const view = await world.services.getSideView({ gameId, side: holder });
    expect(view.prompt?.text).toMatch(/The turn is stopped for your answer: (where|which)/);
    const line = view.prompt!.examples[0]!;
    expect(line).toMatch(/^(withdraw|displace|forage) /);
    const prompt = (await latestPrompt(world, players[holder], gameId))!;
    await world.handle(
      Buffer.from(replyMime({ from: players[holder], to: prompt.mail.replyTo!, body: line })),
      { door: 'smtp' },
    );
    const answer = (await inbox(world, players[holder], gameId)).filter((m) => m.kind === 'answer').at(-1);
    expect(answer?.mail.text).toContain('Orders accepted');
    expect((await world.services.getSideView({ gameId, side: holder })).step.seq).toBeGreaterThan(
      view.step.seq,
    );
    // By the page: the next question answered through the web channel.
    const next = await untilReaction(gameId, rng);
    const page = await world.services.getSideView({ gameId, side: next });
    await world.services.submitOrders({
      gameId,
      side: next,
      step: page.step.seq,
      text: page.prompt!.examples[0]!,
      channel: 'web',
    });
    expect((await world.services.getSideView({ gameId, side: next })).step.seq).toBeGreaterThan(
      page.step.seq,
    );
    expect(await world.services.verifyStoredGame(gameId)).toMatchObject({ ok: true });
  }, 300_000);
});
