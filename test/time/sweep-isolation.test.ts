// The sweeper runs every kind of due work even when one kind fails: a game it cannot load must not
// keep the reminders of the others from going out. The failure still reaches the caller's log.
import { sweep } from '../../src/app/time/sweep';
import { sweepDeadlines } from '../../src/app/time/missed-turn';
import { sweepReminders } from '../../src/app/time/reminders';
import { databases } from '../support/databases';
import { DAY, HOUR, newSharpsburg, outbox, type TimeWorld, useTimeWorld } from './support';

describe.each(databases())('the sweeper on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));
  // The world is shared by the tests: a game broken by one is mended for the next.
  afterEach(async () => {
    await t.db
      .updateTable('games')
      .set({ game_type: 'sharpsburg' })
      .where('game_type', '=', 'no-such-game')
      .execute();
  });

  test('a failing kind of work (a passed deadline in a game it cannot load) does not stop the reminders; the error is thrown after', async () => {
    const broken = await newSharpsburg(t, { turnTimeSeconds: (3 * HOUR) / 1000 });
    const fine = await newSharpsburg(t, { turnTimeSeconds: DAY / 1000 });
    // A game whose type no engine knows: loading it throws, as a damaged row would.
    await t.db
      .updateTable('games')
      .set({ game_type: 'no-such-game' })
      .where('id', '=', broken.gameId)
      .execute();
    await t.db.deleteFrom('reminders').where('game_id', '=', broken.gameId).execute();
    t.clock.advance(23 * HOUR); // past the broken game's deadline; the other's 2-hour reminder is due

    await expect(sweep(t.ctx)).rejects.toThrow(/no-such-game/);
    expect((await outbox(t, fine.gameId, 'reminder')).map((m) => m.to)).toEqual(['ann@example.org']);
  });

  test('a passed deadline that fails (its game cannot be loaded) is passed over: the next game past its deadline is still extended, and the failure names the broken game', async () => {
    const broken = await newSharpsburg(t, { turnTimeSeconds: (3 * HOUR) / 1000 });
    // Other players: a mail to ann or bob would name their other games, the broken one among them.
    const fine = await newSharpsburg(t, {
      turnTimeSeconds: (4 * HOUR) / 1000,
      players: { union: 'cy@example.org', confederate: 'di@example.org' },
    });
    await t.db
      .updateTable('games')
      .set({ game_type: 'no-such-game' })
      .where('id', '=', broken.gameId)
      .execute();
    t.clock.advance(5 * HOUR); // both deadlines have passed; the broken game's came first

    await expect(sweepDeadlines(t.ctx)).rejects.toThrow(
      new RegExp(`deadline of game ${broken.gameId} failed: .*no-such-game`),
    );
    expect((await outbox(t, fine.gameId, 'extension')).map((m) => m.to).sort()).toEqual([
      'cy@example.org',
      'di@example.org',
    ]);
    // The broken game was rolled back and stays due: the next pass tries it again, and only it.
    await expect(sweepDeadlines(t.ctx)).rejects.toThrow(
      new RegExp(`^deadline of game ${broken.gameId} failed: [^(]*\\(known: [^)]*\\)$`),
    );
    expect(await outbox(t, fine.gameId, 'extension')).toHaveLength(2);
  });

  test('a reminder that fails is passed over: the reminders due after it still go', async () => {
    const broken = await newSharpsburg(t, { turnTimeSeconds: DAY / 1000 });
    t.clock.advance(HOUR);
    const fine = await newSharpsburg(t, { turnTimeSeconds: DAY / 1000 });
    await t.db
      .updateTable('games')
      .set({ game_type: 'no-such-game' })
      .where('id', '=', broken.gameId)
      .execute();
    t.clock.advance(22 * HOUR); // both games' 2-hour reminders are due, the broken game's first

    await expect(sweepReminders(t.ctx)).rejects.toThrow(/^reminder \d+ failed: .*no-such-game/);
    expect((await outbox(t, fine.gameId, 'reminder')).map((m) => m.to)).toEqual(['ann@example.org']);
  });
});
