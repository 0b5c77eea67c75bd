// Missed deadlines, graduated: one extension per game, then the defaults, then a forfeit; every
// miss is in the record and the game still verifies.
import { sweep } from '../../src/app/time/sweep';
import { databases } from '../support/databases';
import { attachment, DAY, HOUR, newSharpsburg, outbox, type TimeWorld, useTimeWorld } from './support';

describe.each(databases())('missed turns on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  const step = async (gameId: string) => (await t.services.getSideView({ gameId, side: 'union' })).step;

  test('a side that never answers: extension, then the defaults, then a forfeit; the game verifies', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 86400 });

    // First miss of the game: one extension of half the turn time, both sides told.
    t.clock.advance(DAY + HOUR);
    await sweep(t.ctx);
    expect(await step(gameId)).toMatchObject({
      seq: 1,
      status: 'open',
      deadline: '2026-11-24T22:00:00.000Z',
    });
    const ext = await outbox(t, gameId, 'extension');
    expect(ext.map((m) => m.to).sort()).toEqual(['ann@example.org', 'bob@example.org']);
    const toUnion = ext.find((m) => m.to === 'ann@example.org')!.mail;
    expect(toUnion.text).toContain('extended once, by 12 hours');
    expect(toUnion.text).toContain('Orders are due by Tue 24 Nov 2026, 22:00 UTC');
    expect(attachment(toUnion, 'deadline.ics')).toContain('SEQUENCE:1\r\n');
    expect(ext.find((m) => m.to === 'bob@example.org')!.mail.text).toContain('Union missed the deadline');

    // A further miss: the step resolves with the Union's standing orders and the defaults.
    t.clock.advance(13 * HOUR);
    await sweep(t.ctx);
    expect(await step(gameId)).toMatchObject({ seq: 2, awaiting: ['confederate'] });
    const reports = await outbox(t, gameId, 'report');
    expect(reports).toHaveLength(2);
    for (const r of reports) expect(r.mail.text).toContain('No orders received from Union by the deadline');
    const timeouts = await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute();
    expect(timeouts.map((s) => [s.step_seq, s.side, s.channel, s.text])).toEqual([
      [1, 'union', 'timeout', ''],
    ]);

    // The Confederates play on; the Union misses again: a third miss in a row forfeits.
    await t.services.submitOrders({ gameId, side: 'confederate', step: 2, text: 'pass', channel: 'web' });
    t.clock.advance(DAY + HOUR);
    await sweep(t.ctx);
    const over = await t.services.getSideView({ gameId, side: 'confederate' });
    expect(over.game.status).toBe('finished');
    expect(over.result).toMatchObject({ winner: 'confederate', level: 'forfeit' });
    expect(over.result?.score).toEqual({ union: 0, confederate: 0 });
    const finals = await outbox(t, gameId, 'final');
    expect(finals.map((m) => m.to).sort()).toEqual(['ann@example.org', 'bob@example.org']);
    const final = finals[0]!.mail;
    expect(final.subject).toContain('Game over: Confederate wins (forfeit)');
    expect(final.text).toContain('No orders received from Union: 3 deadlines missed in a row.');
    expect(final.text).toContain(over.game.seed as string);
    expect(final.text).toContain(`despatch verify ${gameId}`);
    expect(final.attachments.map((a) => a.filename)).toContain('map.png');

    const record = await t.services.exportGame(gameId);
    expect(record.steps.map((s) => [s.seq, s.lateSides, s.extended, s.ending])).toEqual([
      [1, ['union'], true, null],
      [2, [], false, null],
      [3, ['union'], false, { kind: 'forfeit', sides: ['union'] }],
    ]);
    expect(t.services.verifyGame(record)).toMatchObject({ ok: true, steps: 3 });
    // Nothing is left to do, however often the sweeper runs.
    t.clock.advance(10 * DAY);
    expect(await sweep(t.ctx)).toEqual({
      resolved: 0,
      deadlines: 0,
      reminders: 0,
      digests: 0,
      challenges: 0,
      lapsedSeeks: 0,
      tournaments: 0,
      clubDigests: 0,
      bots: 0,
    });
  });

  test('a submission ends a run of misses, and the extension is used once per game', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 86400 });
    t.clock.advance(DAY + HOUR);
    await sweep(t.ctx); // extension
    await t.services.submitOrders({ gameId, side: 'union', step: 1, text: 'pass', channel: 'email' });
    const sides = await t.db.selectFrom('game_sides').selectAll().where('game_id', '=', gameId).execute();
    expect(sides.map((s) => [s.side, s.misses, s.consecutive_misses])).toEqual(
      expect.arrayContaining([
        ['union', 1, 0],
        ['confederate', 0, 0],
      ]),
    );
    // The Confederates' first miss is not the game's first: no extension, the defaults at once.
    t.clock.advance(DAY + HOUR);
    await sweep(t.ctx);
    expect(await step(gameId)).toMatchObject({ seq: 3, awaiting: ['union'] });
    expect(await outbox(t, gameId, 'extension')).toHaveLength(2);
  });

  test('two sweepers racing over one passed deadline handle it once', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 86400 });
    t.clock.advance(DAY + HOUR);
    const both = await Promise.all([sweep(t.ctx), sweep(t.ctx)]);
    expect(both.map((r) => r.deadlines).sort()).toEqual([0, 1]);
    expect(await outbox(t, gameId, 'extension')).toHaveLength(2);
    const revision = await t.db
      .selectFrom('steps')
      .select('deadline_revision')
      .where('game_id', '=', gameId)
      .executeTakeFirstOrThrow();
    expect(revision.deadline_revision).toBe(1);
  });
});
