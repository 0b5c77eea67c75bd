// The use-cases on both databases with the real engines: Travel Battle's board choice is the
// simultaneous first step (both sides at once), its quick set-up and an agreed draw the shortest
// whole game.
import { createServices, ServiceError } from '../../src/app/index';
import type { AnyGame } from '../../src/app/base/context';
import { currentState, requireGame } from '../../src/app/base/load';
import { resolveStep } from '../../src/app/turns/resolve-step';
import { sweep } from '../../src/app/time/sweep';
import { stepComplete } from '../../src/app/turns/check-orders';
import { bumpVersion } from '../../src/db/repos/games';
import { getStep } from '../../src/db/repos/steps';
import { getGame } from '../../src/games/index';
import { databases } from '../support/databases';
import { outboxOf, playQuickDraw, testConfig, testServices } from '../support/services';

const players = { red: 'Red@Example.com', blue: 'blue@example.com' };
const game = 'travel-battle';

describe.each(databases())('use-cases on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    t = await testServices(open);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A valid submission stored the way submitOrders stores it, without triggering the resolution. */
  async function storeOnly(gameId: string, side: string, text: string): Promise<void> {
    const row = await requireGame(t.db, gameId);
    const module = getGame(row.game_type);
    const { orders } = module.parseOrders(await currentState(t.db, module, row), side, text);
    await t.db
      .insertInto('submissions')
      .values({
        game_id: gameId,
        step_seq: row.current_step,
        side,
        text,
        normal: JSON.stringify(orders.map((o) => module.formatOrder(o))),
        orders: JSON.stringify(orders),
        standing: null,
        channel: 'web',
        message_id: null,
        received_at: new Date(),
      })
      .execute();
    const step = await getStep(t.db, gameId, row.current_step);
    await bumpVersion(t.db, gameId, await stepComplete(t.db, gameId, row.current_step, step?.awaiting ?? []));
  }

  test('when a game is created, then step 1 is open, the seed is committed and the first mails are queued', async () => {
    const { gameId, number, links } = await t.services.createGame({ game, players });
    expect(number).toBeGreaterThan(0);
    expect(Object.keys(links)).toEqual(['red', 'blue']);
    expect(links.red).toMatch(/^http:\/\/127\.0\.0\.1:3999\/orders\//);
    const view = await t.services.getSideView({ gameId, side: 'red' });
    expect(view.step).toMatchObject({ seq: 1, status: 'open', awaiting: ['red', 'blue'] });
    expect(view.player).toBe('red@example.com');
    expect(view.game.seed).toBeNull();
    expect(view.game.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const mails = await t.db.selectFrom('outbox').selectAll().where('game_id', '=', gameId).execute();
    expect(mails.map((m) => m.to_addr).sort()).toEqual(['blue@example.com', 'red@example.com']);
    expect(JSON.stringify(mails[0]?.mail)).toContain(view.game.seedHash);
  });

  test('when a submission has a bad line, then nothing is stored (all or nothing)', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    const res = await t.services.submitOrders({
      gameId,
      side: 'red',
      step: 1,
      text: 'board A\nfly away',
      channel: 'web',
    });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.problems[0]).toMatchObject({ line: 2 });
    const subs = await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute();
    expect(subs).toEqual([]);
  });

  test('when a side submits twice, then the last wins and the first is kept as superseded', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'board a', channel: 'web' });
    const res = await t.services.submitOrders({
      gameId,
      side: 'red',
      step: 1,
      text: 'BOARD B',
      channel: 'email',
      messageId: '<m1@x>',
    });
    expect(res).toMatchObject({ ok: true, normal: ['board B'], resolved: false, currentStep: 1 });
    const subs = await t.db
      .selectFrom('submissions')
      .selectAll()
      .where('game_id', '=', gameId)
      .orderBy('id')
      .execute();
    expect(subs.map((s) => [s.text, s.superseded, s.channel])).toEqual([
      ['board a', true, 'web'],
      ['BOARD B', false, 'email'],
    ]);
    const view = await t.services.getSideView({ gameId, side: 'red', step: 1 });
    expect(view.submitted).toMatchObject({ normal: ['board B'], channel: 'email' });
  });

  test('when orders are checked, then problems come back and nothing is stored', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    const res = await t.services.checkOrders({
      gameId,
      side: 'blue',
      step: 1,
      text: 'move L1 c4',
      standing: 'dance',
    });
    expect(res.ok).toBe(false);
    expect(res.problems).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining('board') }),
    ]);
    expect(res.standingProblems.length).toBe(1);
    expect(await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute()).toEqual(
      [],
    );
  });

  test('when a checked text has an unreadable line and an illegal one, then both problems come back at once', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    const res = await t.services.checkOrders({ gameId, side: 'red', step: 1, text: 'bord A\nboard Z' });
    expect(res.problems).toEqual([
      expect.objectContaining({ line: 1, suggestion: expect.stringMatching(/board/) }),
      expect.objectContaining({ line: 2, message: 'there is no board Z' }),
    ]);
  });

  test('when the last awaited side submits, then the step resolves once and a second resolver finds nothing', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'board A', channel: 'web' });
    const res = await t.services.submitOrders({
      gameId,
      side: 'blue',
      step: 1,
      text: 'board B',
      channel: 'web',
    });
    expect(res).toMatchObject({ ok: true, resolved: true, currentStep: 2 });
    expect(await t.services.resolveStep(gameId)).toEqual({ resolved: false });
    await expect(
      t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'board B', channel: 'web' }),
    ).rejects.toMatchObject({ code: 'stale-step' });
    const reports = await outboxOf(t.db, gameId, 'report');
    expect(reports.length).toBe(2);
  });

  test('when two resolvers race, then exactly one resolves', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'board A', channel: 'web' });
    await storeOnly(gameId, 'blue', 'board B');
    const results = await Promise.all([t.services.resolveStep(gameId), t.services.resolveStep(gameId)]);
    expect(results.filter((r) => r.resolved).length).toBe(1);
    const states = await t.db.selectFrom('states').select('step_seq').where('game_id', '=', gameId).execute();
    expect(states.length).toBe(2);
  });

  test('issue 12: when submissions of one step cross (no lock: a version check), then each is stored once and the step resolves once', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    const submit = (side: string, text: string) =>
      t.services.submitOrders({ gameId, side, step: 1, text, channel: 'web' });
    // The same side twice at once: both are taken, one after the other; one stays current.
    const twice = await Promise.all([submit('red', 'board A'), submit('red', 'board B')]);
    expect(twice.every((r) => r.ok)).toBe(true);
    const reds = await t.db
      .selectFrom('submissions')
      .select(['superseded'])
      .where('game_id', '=', gameId)
      .where('side', '=', 'red')
      .execute();
    expect(reds.map((r) => r.superseded).sort()).toEqual([false, true]);
    // Both sides of a new game at once: whichever is written second reads again, finds the other's
    // orders and completes the step; it is resolved once.
    const both = await t.services.createGame({ game, players });
    const answers = await Promise.all(
      (['red', 'blue'] as const).map((side) =>
        t.services.submitOrders({ gameId: both.gameId, side, step: 1, text: 'board A', channel: 'web' }),
      ),
    );
    expect(answers.every((r) => r.ok)).toBe(true);
    expect(answers.filter((r) => r.ok && r.resolved)).toHaveLength(1);
    const states = await t.db
      .selectFrom('states')
      .select('step_seq')
      .where('game_id', '=', both.gameId)
      .execute();
    expect(states.map((r) => r.step_seq).sort()).toEqual([0, 1]);
    const current = await t.db
      .selectFrom('submissions')
      .select('side')
      .where('game_id', '=', both.gameId)
      .where('step_seq', '=', 1)
      .where('superseded', '=', false)
      .execute();
    expect(current.map((r) => r.side).sort()).toEqual(['blue', 'red']);
    expect((await requireGame(t.db, both.gameId)).current_step).toBe(2);
  });

  test('issue 12: when the engine fails on the submission that completes a step, then its orders are kept and the sweeper resolves the step', async () => {
    const real = getGame(game);
    let failing = true;
    const faulty: AnyGame = {
      ...real,
      resolve: (...args: Parameters<AnyGame['resolve']>) => {
        if (failing) throw new Error('engine fault');
        return real.resolve(...args);
      },
    };
    const services = createServices({
      db: t.db,
      config: testConfig(),
      games: (id) => (id === game ? faulty : getGame(id)),
    });
    const { gameId } = await services.createGame({ game, players });
    await services.submitOrders({ gameId, side: 'red', step: 1, text: 'board A', channel: 'web' });
    await expect(
      services.submitOrders({ gameId, side: 'blue', step: 1, text: 'board B', channel: 'web' }),
    ).rejects.toThrow('engine fault');
    expect(await stepComplete(t.db, gameId, 1, ['red', 'blue'])).toBe(true);
    failing = false;
    await sweep(services.ctx);
    expect((await requireGame(t.db, gameId)).current_step).toBe(2);
  });

  test('when all orders are in but the step was never resolved (a crash), then the sweeper resolves it once', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    await storeOnly(gameId, 'red', 'board A');
    await storeOnly(gameId, 'blue', 'board B');
    const first = await sweep(t.services.ctx);
    expect(first.resolved).toBeGreaterThanOrEqual(1);
    expect((await t.services.getSideView({ gameId, side: 'red' })).step.seq).toBe(2);
    expect(await sweep(t.services.ctx)).toMatchObject({ resolved: 0 });
  });

  test('when standing orders change while a resolution is being planned, then it is planned again with them', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'board A', channel: 'web' });
    await storeOnly(gameId, 'blue', 'board B');
    const attempts: number[] = [];
    let standing = '';
    const rowsOf = async () =>
      Promise.all(
        (['states', 'events', 'steps', 'outbox', 'reminders'] as const).map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where('game_id', '=', gameId)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await rowsOf();
    const res = await resolveStep(t.services.ctx, gameId, async (attempt) => {
      attempts.push(attempt);
      // The first plan, made from the game's old version, wrote nothing: no state, event, step,
      // mail or reminder (the resolution's one statement moves the game row first or does nothing).
      if (attempt > 0) return expect(await rowsOf()).toEqual(before);
      const set = await t.services.setStanding({ gameId, side: 'blue', text: 'Reroll never' });
      if (set.ok) standing = set.normal;
    });
    expect(res).toEqual({ resolved: true, seq: 1 });
    expect(attempts).toEqual([0, 1]);
    expect(standing).toBe('reroll never');
    const step = await t.db
      .selectFrom('steps')
      .select('standing_used')
      .where('game_id', '=', gameId)
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    expect(step.standing_used).toEqual({ red: '', blue: standing });
  });

  test('when the link names a side that is not awaited, then submitOrders says so', async () => {
    const { gameId } = await t.services.createGame({ game, players });
    await expect(
      t.services.submitOrders({ gameId, side: 'green', step: 1, text: 'pass', channel: 'web' }),
    ).rejects.toBeInstanceOf(ServiceError);
  });

  test('when a game is played to the end, then the final mail reveals the seed and verify replays it', async () => {
    const { gameId } = await t.services.createGame({ game, players, options: { quickSetup: true } });
    await t.services.setStanding({ gameId, side: 'blue', text: 'Reroll never' });
    const steps = await playQuickDraw(t.services, gameId);
    const view = await t.services.getSideView({ gameId, side: 'blue' });
    expect(view.game.status).toBe('finished');
    expect(view.result).toMatchObject({ winner: null, level: 'draw' });
    expect(view.game.seed).toMatch(/^[0-9a-f]{64}$/);
    const finals = await outboxOf(t.db, gameId, 'final');
    expect(finals.length).toBe(2);
    expect(JSON.stringify(finals[0]?.mail)).toContain(view.game.seed);
    const reports = await t.services.listReports({ gameId, side: 'red' });
    expect(reports.length).toBe(steps);
    expect(reports.at(-1)?.result).not.toBeNull();

    const record = await t.services.exportGame(gameId);
    expect(record.steps[1]?.standingUsed).toMatchObject({ blue: 'reroll never' });
    expect(t.services.verifyGame(record)).toMatchObject({ ok: true, steps });
    // The quick set-up rolls dice (left or right, orientation, first deployment and first player).
    const tampered = JSON.parse(JSON.stringify(record));
    const roll = tampered.steps[0].rolls[0];
    roll.value = roll.value === 6 ? 1 : roll.value + 1;
    const bad = t.services.verifyGame(tampered);
    expect(bad.ok).toBe(false);
    expect(bad.difference).toMatchObject({ step: 1 });
    expect(bad.difference?.what).toMatch(/roll 1/);
  });
});
