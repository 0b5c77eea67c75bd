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

  type Rng = ReturnType<typeof createRng>;
  type Options = { markers?: boolean; liveReactions: boolean };

  /** Plays random legal orders until a reaction step is open: its holder, or null if the game ended. */
  async function untilReaction(gameId: string, rng: Rng): Promise<SideId | null> {
    for (let i = 0; i < 120; i++) {
      const v = await world.services.getSideView({ gameId, side: 'scots' });
      if (v.game.status === 'finished') return null;
      for (const side of v.step.awaiting as SideId[]) {
        const mine = await world.services.getSideView({ gameId, side });
        if (mine.prompt?.step === 'reaction') return side;
        const text = await legalText(world.services, gameId, side, rng);
        await world.services.submitOrders({ gameId, side, step: v.step.seq, text, channel: 'web' });
      }
    }
    throw new Error('no reaction step in 120 steps');
  }

  /** A new game played up to its first reaction step (each game's dice differ: one may end first). */
  async function reactionGame(options: Options, rng: Rng): Promise<{ gameId: string; holder: SideId }> {
    for (let tries = 0; tries < 5; tries++) {
      const { gameId } = await world.services.createGame({ game: 'scotland', players, options });
      const holder = await untilReaction(gameId, rng);
      if (holder) return { gameId, holder };
    }
    throw new Error('five games ended before any reaction');
  }

  /** The answer moved the game on: to a later step, or to its end (the last step stays the one). */
  async function expectMovedOn(gameId: string, side: SideId, seq: number): Promise<void> {
    const after = await world.services.getSideView({ gameId, side });
    if (after.game.status === 'finished') expect(after.step.seq).toBe(seq);
    else expect(after.step.seq).toBeGreaterThan(seq);
  }

  test('#22: the holder is asked by mail, answers by reply, and both sides read the turn', async () => {
    const rng = createRng('live-reactions-service');
    const { gameId, holder } = await reactionGame({ markers: true, liveReactions: true }, rng);
    const enemy = other(holder);
    const prompt = (await latestPrompt(world, players[holder], gameId))!;
    expect(prompt.mail.subject).toMatch(/reaction/);
    expect(prompt.mail.text).toContain('The turn is stopped for your answer');
    expect(prompt.mail.text).toMatch(/Your strategy markers: /); // his own hand, to him only
    const enemyMails = await inbox(world, players[enemy], gameId);
    expect(enemyMails.at(-1)?.kind).toBe('report'); // the turn so far, up to the pause
    for (const m of enemyMails) expect(m.mail.text).not.toContain('The turn is stopped for your answer');

    // The holder replies `pass`; the turn goes on and its rest reaches both sides.
    // A report, or the final one: the rest of the turn may end the game (a leader lost in the
    // battle the reaction came before: STB-12.3.4's sudden death). Seen once in CI at step 4.
    const reports = async (side: SideId) =>
      (await inbox(world, players[side], gameId)).filter((m) => m.kind === 'report' || m.kind === 'final')
        .length;
    const before = { holder: await reports(holder), enemy: await reports(enemy) };
    const seq = (await world.services.getSideView({ gameId, side: holder })).step.seq;
    await world.handle(
      Buffer.from(replyMime({ from: players[holder], to: prompt.mail.replyTo!, body: 'pass' })),
      { door: 'smtp' },
    );
    const answer = (await inbox(world, players[holder], gameId)).filter((m) => m.kind === 'answer').at(-1);
    expect(answer?.mail.text).toContain('Orders accepted');
    await expectMovedOn(gameId, holder, seq);
    expect(await reports(holder)).toBe(before.holder + 1);
    expect(await reports(enemy)).toBe(before.enemy + 1);
    expect(await world.services.verifyStoredGame(gameId)).toMatchObject({ ok: true });
  }, 300_000);

  test('#22: a missed reaction leaves it to the standing orders at the deadline: no extension, no missed turn', async () => {
    const rng = createRng('live-reactions-miss');
    const { gameId, holder: late } = await reactionGame({ markers: true, liveReactions: true }, rng);
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
    const rng = createRng('live-choices-service');
    // By reply: the example line of the question (the standing-order grammar).
    const first = await reactionGame({ liveReactions: true }, rng);
    const { holder } = first;
    let { gameId } = first;
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
    await expectMovedOn(gameId, holder, view.step.seq);
    // By the page: the next question answered through the web channel (in a new game if that
    // answer's turn ended this one: each game's dice differ).
    let next = await untilReaction(gameId, rng);
    if (!next) ({ gameId, holder: next } = await reactionGame({ liveReactions: true }, rng));
    const page = await world.services.getSideView({ gameId, side: next });
    await world.services.submitOrders({
      gameId,
      side: next,
      step: page.step.seq,
      text: page.prompt!.examples[0]!,
      channel: 'web',
    });
    await expectMovedOn(gameId, next, page.step.seq);
    for (const id of new Set([first.gameId, gameId]))
      expect(await world.services.verifyStoredGame(id)).toMatchObject({ ok: true });
  }, 300_000);
});
