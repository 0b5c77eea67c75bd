// The organiser's desk through the use-cases, on both databases: the games list finds a late game
// among others; the organiser gives it more time, sends a lost prompt again and adjudicates a
// stalled game; every action is logged with its reason, in the record, and told to the players.
import { ServiceError } from '../../src/app/index';
import { databases } from '../support/databases';
import { outboxOf, testServices } from '../support/services';

const players = { union: 'desk-u@example.com', confederate: 'desk-c@example.com' };

describe.each(databases())('the organiser desk on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let clock = new Date('2026-12-01T12:00:00Z');
  beforeAll(async () => {
    t = await testServices(open, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const newGame = () => t.services.createGame({ game: 'sharpsburg', players, turnTimeSeconds: 86400 });

  test('the games list shows whose turn it is, the deadline and the status; a late game is found by its filter', async () => {
    const onTime = await newGame();
    clock = new Date(clock.getTime() + 2 * 86400_000); // both games' first deadlines have passed...
    const fresh = await newGame(); // ...but not this one's
    const all = await t.services.desk.listGames();
    const row = all.find((g) => g.id === onTime.gameId);
    expect(row).toMatchObject({
      game: 'sharpsburg',
      status: 'late',
      awaiting: ['union'],
      step: 'Turn 1, Union to move',
    });
    expect(row?.players.map((p) => p.email)).toEqual([players.confederate, players.union]);
    const late = await t.services.desk.listGames({ status: 'late' });
    expect(late.map((g) => g.id)).toContain(onTime.gameId);
    expect(late.map((g) => g.id)).not.toContain(fresh.gameId);
    expect((await t.services.desk.listGames({ player: 'DESK-U@example.com' })).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(await t.services.desk.listGames({ player: 'nobody@example.com' })).toEqual([]);
  });

  test('extending the deadline moves it on, tells both sides why, and is in the record', async () => {
    const { gameId } = await newGame();
    const before = (await t.services.getSideView({ gameId, side: 'union' })).step.deadline as string;
    const { deadline } = await t.services.desk.extendDeadline({
      gameId,
      seconds: 2 * 86400,
      reason: 'Bob is ill',
    });
    expect(new Date(deadline).getTime() - new Date(before).getTime()).toBe(2 * 86400_000);
    const notices = await outboxOf(t.db, gameId, 'notice');
    expect(notices.map((n) => n.to_addr).sort()).toEqual([players.confederate, players.union].sort());
    expect(JSON.stringify(notices[0]?.mail)).toContain(
      'The organiser gave this turn 2 days more: Bob is ill',
    );
    const record = await t.services.exportGame(gameId);
    expect(record.organiserActions).toEqual([
      expect.objectContaining({ action: 'extend', reason: 'Bob is ill' }),
    ]);
    await expect(t.services.desk.extendDeadline({ gameId, seconds: 3600, reason: '  ' })).rejects.toThrow(
      ServiceError,
    );
  });

  test('a lost prompt is sent again to the side that owes orders, with the same kind of links', async () => {
    const { gameId } = await newGame();
    const prompts = async () =>
      (await outboxOf(t.db, gameId, 'prompt')).filter((r) => r.to_addr === players.union);
    const n = (await prompts()).length;
    await t.services.desk.resendPrompt({ gameId, side: 'union', reason: 'mail lost' });
    const after = await prompts();
    expect(after.length).toBe(n + 1);
    expect(JSON.stringify(after.at(-1)?.mail)).toContain('/orders/');
    await expect(t.services.desk.resendPrompt({ gameId, side: 'confederate', reason: 'x' })).rejects.toThrow(
      /no orders to give now/,
    );
  });

  test('a stalled game is adjudicated: both sides get the final mail saying who decided it and why; it verifies', async () => {
    const { gameId } = await newGame();
    const result = await t.services.desk.endGame({
      gameId,
      outcome: 'confederate',
      reason: 'Union player left the club',
    });
    expect(result).toMatchObject({ winner: 'confederate', level: 'adjudicated' });
    expect(result.summary).toBe(
      'The organiser adjudicated the game: Union player left the club Confederate wins.',
    );
    const finals = await outboxOf(t.db, gameId, 'final');
    expect(finals.map((f) => f.to_addr).sort()).toEqual([players.confederate, players.union].sort());
    expect(JSON.stringify(finals[0]?.mail)).toContain('The organiser adjudicated the game');
    const record = await t.services.exportGame(gameId);
    expect(record.organiserActions.map((a) => a.action)).toEqual(['end']);
    expect(t.services.verifyGame(record)).toMatchObject({ ok: true });
    expect(
      (await t.services.desk.listGames({ status: 'finished' })).find((g) => g.id === gameId)?.result,
    ).toMatch(/adjudicated/);
    await expect(t.services.desk.endGame({ gameId, outcome: 'draw', reason: 'again' })).rejects.toThrow(
      /over/,
    );
  });

  test('an abandoned game ends without a result; an unknown outcome is refused', async () => {
    const { gameId } = await newGame();
    await expect(t.services.desk.endGame({ gameId, outcome: 'martians', reason: 'x' })).rejects.toThrow(
      /outcome/,
    );
    const result = await t.services.desk.endGame({ gameId, outcome: 'abandoned', reason: 'club closed' });
    expect(result).toMatchObject({ winner: null, level: 'abandoned' });
    expect(result.summary).toMatch(/without a result: club closed No result\./);
  });

  test('#15: the organiser pauses a game at once, resumes it (the deadline moves on by the pause), and sets a new turn time; all logged and told', async () => {
    const { gameId } = await newGame();
    const before = new Date(
      (await t.services.getSideView({ gameId, side: 'union' })).step.deadline as string,
    );
    await t.services.desk.pause({ gameId, reason: 'club holiday' });
    expect((await t.services.getSideView({ gameId, side: 'union' })).game.status).toBe('paused');
    await expect(t.services.desk.pause({ gameId, reason: 'again' })).rejects.toThrow(/paused already/);
    clock = new Date(clock.getTime() + 3 * 86400_000);
    await t.services.desk.resume({ gameId, reason: 'back from holiday' });
    const after = new Date((await t.services.getSideView({ gameId, side: 'union' })).step.deadline as string);
    expect(after.getTime() - before.getTime()).toBe(3 * 86400_000);
    await t.services.desk.changeTurnTime({ gameId, seconds: 2 * 86400, reason: 'longer turns' });
    await expect(
      t.services.desk.changeTurnTime({ gameId, seconds: 60, reason: 'too short' }),
    ).rejects.toThrow();
    const told = (await outboxOf(t.db, gameId, 'notice'))
      .map((r) => (r.mail as { text: string }).text)
      .join('\n');
    expect(told).toMatch(/The organiser paused the game: club holiday/);
    expect(told).toMatch(
      /The organiser resumed the game: back from holiday The deadline of Turn 1, Union to move moved on/,
    );
    expect(told).toMatch(/set the time for each turn to 2 days, from the next turn on/);
    const game = await t.services.desk.game(gameId);
    expect(game.actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['pause', 'resume', 'turn-time']),
    );
    // The next step's deadline counts the new turn time.
    await t.services.submitOrders({ gameId, side: 'union', step: 1, text: 'pass', channel: 'web' });
    const next = await t.services.getSideView({ gameId, side: 'confederate' });
    expect(new Date(next.step.deadline as string).getTime() - clock.getTime()).toBe(2 * 86400_000);
  });
});
