// Autopilot, a time control: after N missed deadlines the bot plays the late side instead of a
// forfeit; both sides are told, each report of a step it played says so, and the player takes the
// side back by sending orders again.
import { readTimeControls } from '../../src/app/base/time-controls';
import { sweep } from '../../src/app/time/sweep';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { ordersText } from '../support/services';
import { DAY, HOUR, newSharpsburg, outbox, type TimeWorld, useTimeWorld } from './support';

test('autopilot as written: N, N:LEVEL (level normal unless given), off', () => {
  expect(readTimeControls({ autopilot: '2' })).toEqual({ autopilot: { after: 2, level: 'normal' } });
  expect(readTimeControls({ autopilot: '1:hard' })).toEqual({ autopilot: { after: 1, level: 'hard' } });
  expect(readTimeControls({ autopilot: 'off' })).toEqual({});
  expect(() => readTimeControls({ autopilot: 'soon' })).toThrow('autopilot');
});

describe.each(databases())('autopilot on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  const view = (gameId: string, side: string) => t.services.getSideView({ gameId, side });
  const botLevel = async (gameId: string) =>
    (
      await t.db
        .selectFrom('game_sides')
        .select('bot_level')
        .where('game_id', '=', gameId)
        .where('side', '=', 'union')
        .executeTakeFirstOrThrow()
    ).bot_level;
  const channels = async (gameId: string) =>
    (
      await t.db
        .selectFrom('submissions')
        .select(['step_seq', 'side', 'channel'])
        .where('game_id', '=', gameId)
        .where('superseded', '=', false)
        .orderBy('step_seq')
        .execute()
    ).map((s) => [s.step_seq, s.side, s.channel]);

  test('when a deadline is missed with autopilot N=1, the bot plays the late side; the player takes it back by link', async () => {
    const { gameId } = await newSharpsburg(t, {
      turnTimeSeconds: 86400,
      timeControls: { autopilot: { after: 1, level: 'easy' } },
    });

    // The Union misses its first deadline: the bot takes the side (no extension, no forfeit) and
    // plays the step in the same sweep; both players are told.
    t.clock.advance(DAY + HOUR);
    const swept = await sweep(t.ctx);
    expect(swept).toMatchObject({ deadlines: 1, bots: 1 });
    expect(await botLevel(gameId)).toBe('easy');
    expect((await view(gameId, 'confederate')).step).toMatchObject({ seq: 2, awaiting: ['confederate'] });
    expect(await channels(gameId)).toEqual([[1, 'union', 'bot']]);
    const told = await outbox(t, gameId, 'autopilot');
    expect(told.map((m) => m.to).sort()).toEqual(['ann@example.org', 'bob@example.org']);
    expect(told.find((m) => m.to === 'ann@example.org')!.mail.text).toContain('now plays your side, Union');
    expect(told.find((m) => m.to === 'bob@example.org')!.mail.text).toContain(
      'Union missed several deadlines',
    );
    const reports = await outbox(t, gameId, 'report');
    expect(reports.map((m) => m.to).sort()).toEqual(['ann@example.org', 'bob@example.org']);
    for (const r of reports) expect(r.mail.text).toContain('Union is played by the bot (level: easy)');

    // The Confederates play on; the bot answers the Union's next step too.
    await t.services.submitOrders({ gameId, side: 'confederate', step: 2, text: 'pass', channel: 'web' });
    await sweep(t.ctx);
    await t.services.submitOrders({ gameId, side: 'confederate', step: 4, text: 'pass', channel: 'web' });
    expect((await view(gameId, 'union')).step).toMatchObject({ seq: 5, awaiting: ['union'] });

    // The Union's player comes back and sends orders from the orders link: the side is theirs again.
    const text = await ordersText(t.ctx, gameId, 'union', createRng('autopilot'));
    const res = await t.services.submitOrders({ gameId, side: 'union', step: 5, text, channel: 'web' });
    expect(res.ok).toBe(true);
    expect(await botLevel(gameId)).toBeNull();
    const back = await outbox(t, gameId, 'autopilot-off');
    expect(back.map((m) => m.to).sort()).toEqual(['ann@example.org', 'bob@example.org']);
    expect(back.find((m) => m.to === 'bob@example.org')!.mail.text).toContain(
      'The player of Union sent orders again',
    );
    // The report of the step the player sent says nothing of the bot; the bot plays no more.
    const last = (await outbox(t, gameId, 'report')).at(-1)!;
    expect(last.mail.text).not.toContain('played by the bot');
    await t.services.submitOrders({ gameId, side: 'confederate', step: 6, text: 'pass', channel: 'web' });
    await sweep(t.ctx);
    expect(await channels(gameId)).toEqual([
      [1, 'union', 'bot'],
      [2, 'confederate', 'web'],
      [3, 'union', 'bot'],
      [4, 'confederate', 'web'],
      [5, 'union', 'web'],
      [6, 'confederate', 'web'],
    ]);
    expect((await view(gameId, 'union')).step).toMatchObject({ seq: 7, awaiting: ['union'] });
    // The bot's steps are not the player's turns sent on time; the desk shows who plays the seat.
    expect(await t.services.clubs.reliability('ann@example.org')).toMatchObject({ onTime: 1 });
    expect(await t.services.verifyStoredGame(gameId)).toMatchObject({ ok: true });
  });
});
