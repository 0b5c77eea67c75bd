// Pausing a game by agreement, the vacation bank, and the players' own settings by mail.
import { sweep } from '../../src/app/time/sweep';
import { databases } from '../support/databases';
import {
  attachment,
  DAY,
  HOUR,
  newSharpsburg,
  outbox,
  reply,
  T0,
  type TimeWorld,
  useTimeWorld,
} from './support';

describe.each(databases())('pause and vacation on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  const deadline = async (gameId: string, side = 'union') =>
    (await t.services.getSideView({ gameId, side })).step.deadline;

  test('a pause needs both sides; while paused no deadline passes; resuming moves the deadline on', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 86400 });
    expect((await reply(t, gameId, 'union', 'pause')).text).toContain(
      'Your proposal to pause the game is sent',
    );
    expect((await outbox(t, gameId, 'notice')).map((m) => m.to)).toEqual(['bob@example.org']);
    expect((await t.services.getSideView({ gameId, side: 'union' })).game.status).toBe('active');
    t.clock.advance(HOUR);
    expect((await reply(t, gameId, 'confederate', 'pause')).text).toContain('The game is paused');
    expect((await t.services.getSideView({ gameId, side: 'union' })).game.status).toBe('paused');

    t.clock.advance(5 * DAY);
    expect(await sweep(t.ctx)).toMatchObject({ deadlines: 0, reminders: 0 });
    expect((await reply(t, gameId, 'confederate', 'resume')).text).toContain('proposal to resume is sent');
    const resumed = await reply(t, gameId, 'union', 'resume');
    expect(resumed.text).toContain('The game goes on by agreement');
    // Paused from T0+1h to T0+5d+1h: the deadline (T0+1d) moves on by 5 days.
    expect(await deadline(gameId)).toBe(new Date(T0.getTime() + 6 * DAY).toISOString());
    const rows = await t.db.selectFrom('reminders').selectAll().where('game_id', '=', gameId).execute();
    expect(rows.filter((r) => !r.done_at).map((r) => r.kind)).toEqual(['before-7200s']);
  });

  test('vacation stops the clock in all the player’s games, tells the opponents, and ends early on a submission', async () => {
    const ann = 'ann@example.org';
    const a = await newSharpsburg(t, { turnTimeSeconds: 2 * 86400 }); // Ann (Union) owes orders
    const b = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'carl@example.org', confederate: ann }, // Ann waits for Carl
      turnTimeSeconds: 2 * 86400,
    });
    const answer = await reply(t, a.gameId, 'union', 'vacation 3d');
    expect(answer.text).toContain('Your vacation runs until Thu 26 Nov 2026, 09:00 UTC');
    expect(answer.text).toContain('Vacation left this year: 11 days');
    expect(await deadline(a.gameId)).toBe(new Date(T0.getTime() + 5 * DAY).toISOString());
    expect(await deadline(b.gameId)).toBe(new Date(T0.getTime() + 2 * DAY).toISOString()); // Carl's clock runs
    const told = (await outbox(t, a.gameId, 'notice')).concat(await outbox(t, b.gameId, 'notice'));
    expect(told.map((m) => m.to).sort()).toEqual(['bob@example.org', 'carl@example.org']);
    expect(told[0]?.mail.text).toContain('is on vacation for 3 days');

    // A step that opens for Ann during her vacation starts its clock when the vacation ends.
    t.clock.advance(DAY);
    await t.services.submitOrders({ gameId: b.gameId, side: 'union', step: 1, text: 'pass', channel: 'web' });
    expect(await deadline(b.gameId, 'confederate')).toBe(new Date(T0.getTime() + 5 * DAY).toISOString());

    // Ann sends orders a day into her vacation: it ends, two days go back, her deadlines come back.
    await t.services.submitOrders({ gameId: a.gameId, side: 'union', step: 1, text: 'pass', channel: 'web' });
    const player = await t.db
      .selectFrom('players')
      .selectAll()
      .where('email', '=', ann)
      .executeTakeFirstOrThrow();
    expect(player.vacation_days_left).toBeCloseTo(13, 5);
    expect(await deadline(b.gameId, 'confederate')).toBe(new Date(T0.getTime() + 3 * DAY).toISOString());
    const reminder = await t.db
      .selectFrom('steps')
      .select('deadline_revision')
      .where('game_id', '=', b.gameId)
      .where('seq', '=', 2)
      .executeTakeFirstOrThrow();
    expect(reminder.deadline_revision).toBe(1);
  });

  test('a vacation longer than the bank is refused; the bank refills in a new year', async () => {
    const { gameId } = await newSharpsburg(t, {
      players: { union: 'dora@example.org', confederate: 'bob@example.org' },
    });
    expect((await reply(t, gameId, 'union', 'vacation 15d')).text).toContain(
      'you have 14 days of vacation left',
    );
    expect((await reply(t, gameId, 'union', 'vacation soon')).text).toContain('Write how long');
    expect((await reply(t, gameId, 'union', 'vacation 1 week')).text).toContain('left this year: 7 days');
    expect((await reply(t, gameId, 'union', 'vacation 1d')).text).toContain('on vacation until');
    t.clock.set('2027-01-04T09:00:00Z');
    expect((await reply(t, gameId, 'union', 'vacation 2d')).text).toContain('left this year: 12 days');
  });

  test('time zone and digest by mail', async () => {
    const { gameId } = await newSharpsburg(t, {
      players: { union: 'eve@example.org', confederate: 'bob@example.org' },
    });
    expect((await reply(t, gameId, 'union', 'timezone america/new_york')).text).toContain(
      'Your time zone is now America/New_York',
    );
    expect((await reply(t, gameId, 'union', 'timezone Nowhere/Land')).text).toContain('is not a time zone');
    expect((await reply(t, gameId, 'union', 'digest on')).text).toContain('one mail a day at 07:00');
    const player = await t.db
      .selectFrom('players')
      .selectAll()
      .where('email', '=', 'eve@example.org')
      .executeTakeFirstOrThrow();
    expect([player.time_zone, player.digest]).toEqual(['America/New_York', true]);
    // The next prompt shows the deadline in New York time too, with its calendar event.
    await reply(t, gameId, 'union', 'pass');
    await t.services.submitOrders({ gameId, side: 'confederate', step: 2, text: 'pass', channel: 'web' });
    const report = (await outbox(t, gameId, 'report')).filter((m) => m.to === 'eve@example.org').at(-1);
    expect(report?.mail.text).toMatch(/Orders are due by .* UTC \(.* America\/New_York\)/);
    expect(attachment(report!.mail, 'deadline.ics')).toContain('-union-s3@');
  });
});
