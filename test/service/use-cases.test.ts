import { ServiceError } from '../../src/app/index';
import { resolveStep } from '../../src/app/resolve-step';
import { sweep } from '../../src/app/sweep';
import { databases } from '../support/databases';
import { toyServices } from '../support/services';

const players = { red: 'Red@Example.com', blue: 'blue@example.com' };

describe.each(databases())('use-cases on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof toyServices>>;
  beforeAll(async () => {
    t = await toyServices(open);
  });
  afterAll(async () => {
    await t.close();
  });

  test('when a game is created, then step 1 is open, the seed is committed and the first mails are queued', async () => {
    const { gameId, number, links } = await t.services.createGame({ game: 'toy', players });
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
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    const res = await t.services.submitOrders({
      gameId,
      side: 'red',
      step: 1,
      text: 'deploy 3\nfly away',
      channel: 'web',
    });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.problems[0]).toMatchObject({ line: 2 });
    const subs = await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute();
    expect(subs).toEqual([]);
  });

  test('when a side submits twice, then the last wins and the first is kept as superseded', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'deploy 3', channel: 'web' });
    const res = await t.services.submitOrders({
      gameId,
      side: 'red',
      step: 1,
      text: 'DEPLOY 4',
      channel: 'email',
      messageId: '<m1@x>',
    });
    expect(res).toMatchObject({ ok: true, normal: ['deploy 4'], resolved: false, currentStep: 1 });
    const subs = await t.db
      .selectFrom('submissions')
      .selectAll()
      .where('game_id', '=', gameId)
      .orderBy('id')
      .execute();
    expect(subs.map((s) => [s.text, s.superseded, s.channel])).toEqual([
      ['deploy 3', true, 'web'],
      ['DEPLOY 4', false, 'email'],
    ]);
    const view = await t.services.getSideView({ gameId, side: 'red', step: 1 });
    expect(view.submitted).toMatchObject({ normal: ['deploy 4'], channel: 'email' });
  });

  test('when orders are checked, then problems come back and nothing is stored', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    const res = await t.services.checkOrders({
      gameId,
      side: 'blue',
      step: 1,
      text: 'attack 2',
      standing: 'dance',
    });
    expect(res.ok).toBe(false);
    expect(res.problems.length).toBe(1);
    expect(res.standingProblems.length).toBe(1);
    expect(await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute()).toEqual(
      [],
    );
  });

  test('when the last awaited side submits, then the step resolves once and a second resolver finds nothing', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'deploy 1', channel: 'web' });
    const res = await t.services.submitOrders({
      gameId,
      side: 'blue',
      step: 1,
      text: 'deploy 2',
      channel: 'web',
    });
    expect(res).toMatchObject({ ok: true, resolved: true, currentStep: 2 });
    expect(await t.services.resolveStep(gameId)).toEqual({ resolved: false });
    await expect(
      t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'deploy 5', channel: 'web' }),
    ).rejects.toMatchObject({ code: 'stale-step' });
    const reports = await t.db
      .selectFrom('outbox')
      .select('kind')
      .where('game_id', '=', gameId)
      .where('kind', '=', 'report')
      .execute();
    expect(reports.length).toBe(2);
  });

  test('when two resolvers race, then exactly one resolves', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'deploy 1', channel: 'web' });
    // Store blue's orders without triggering the resolution, then race two resolvers.
    await t.db
      .insertInto('submissions')
      .values({
        game_id: gameId,
        step_seq: 1,
        side: 'blue',
        text: 'deploy 2',
        normal: '["deploy 2"]',
        orders: '[{"kind":"deploy","hex":2}]',
        standing: null,
        channel: 'web',
        message_id: null,
        received_at: new Date(),
      })
      .execute();
    const results = await Promise.all([t.services.resolveStep(gameId), t.services.resolveStep(gameId)]);
    expect(results.filter((r) => r.resolved).length).toBe(1);
    const states = await t.db.selectFrom('states').select('step_seq').where('game_id', '=', gameId).execute();
    expect(states.length).toBe(2);
  });

  test('when all orders are in but the step was never resolved (a crash), then the sweeper resolves it once', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    for (const [side, hex] of [
      ['red', 1],
      ['blue', 2],
    ] as const) {
      await t.db
        .insertInto('submissions')
        .values({
          game_id: gameId,
          step_seq: 1,
          side,
          text: `deploy ${hex}`,
          normal: `["deploy ${hex}"]`,
          orders: `[{"kind":"deploy","hex":${hex}}]`,
          standing: null,
          channel: 'web',
          message_id: null,
          received_at: new Date(),
        })
        .execute();
    }
    const first = await sweep(t.services.ctx);
    expect(first.resolved).toBeGreaterThanOrEqual(1);
    expect((await t.services.getSideView({ gameId, side: 'red' })).step.seq).toBe(2);
    expect(await sweep(t.services.ctx)).toMatchObject({ resolved: 0 });
  });

  test('when standing orders change while a resolution is being planned, then it is planned again with them', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'deploy 1', channel: 'web' });
    await t.db
      .insertInto('submissions')
      .values({
        game_id: gameId,
        step_seq: 1,
        side: 'blue',
        text: 'deploy 2',
        normal: '["deploy 2"]',
        orders: '[{"kind":"deploy","hex":2}]',
        standing: null,
        channel: 'web',
        message_id: null,
        received_at: new Date(),
      })
      .execute();
    const attempts: number[] = [];
    const res = await resolveStep(t.services.ctx, gameId, async (attempt) => {
      attempts.push(attempt);
      if (attempt === 0) await t.services.setStanding({ gameId, side: 'blue', text: 'retreat' });
    });
    expect(res).toEqual({ resolved: true, seq: 1 });
    expect(attempts).toEqual([0, 1]);
    const step = await t.db
      .selectFrom('steps')
      .select('standing_used')
      .where('game_id', '=', gameId)
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    expect(step.standing_used).toEqual({ red: '', blue: 'retreat' });
  });

  test('when the link names a side that is not awaited, then submitOrders says so', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    await expect(
      t.services.submitOrders({ gameId, side: 'green', step: 1, text: 'pass', channel: 'web' }),
    ).rejects.toBeInstanceOf(ServiceError);
  });

  test('when a game is played to the end, then the final mail reveals the seed and verify replays it', async () => {
    const { gameId } = await t.services.createGame({ game: 'toy', players });
    await t.services.setStanding({ gameId, side: 'blue', text: 'Retreat' });
    for (let guard = 0; guard < 20; guard++) {
      const red = await t.services.getSideView({ gameId, side: 'red' });
      if (red.game.status === 'finished') break;
      for (const side of red.step.awaiting) {
        const text = red.step.seq === 1 ? `deploy ${side === 'red' ? 1 : 2}` : 'attack 3';
        const res = await t.services.submitOrders({ gameId, side, step: red.step.seq, text, channel: 'web' });
        expect(res.ok).toBe(true);
      }
    }
    const view = await t.services.getSideView({ gameId, side: 'blue' });
    expect(view.game.status).toBe('finished');
    expect(view.result).not.toBeNull();
    expect(view.game.seed).toMatch(/^[0-9a-f]{64}$/);
    const finals = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('kind', '=', 'final')
      .execute();
    expect(finals.length).toBe(2);
    expect(JSON.stringify(finals[0]?.mail)).toContain(view.game.seed);
    const reports = await t.services.listReports({ gameId, side: 'red' });
    expect(reports.length).toBe(5);
    expect(reports.at(-1)?.result).not.toBeNull();

    const record = await t.services.exportGame(gameId);
    expect(t.services.verifyGame(record)).toMatchObject({ ok: true, steps: 5 });
    const tampered = JSON.parse(JSON.stringify(record));
    const roll = tampered.steps[1].rolls[0];
    roll.value = roll.value === 6 ? 1 : roll.value + 1;
    const bad = t.services.verifyGame(tampered);
    expect(bad.ok).toBe(false);
    expect(bad.difference).toMatchObject({ step: 2 });
    expect(bad.difference?.what).toMatch(/roll 1/);
  });
});
