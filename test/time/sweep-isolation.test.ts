// The sweeper runs every kind of due work even when one kind fails: a game it cannot load must not
// keep the reminders of the others from going out. The failure still reaches the caller's log.
import { sweep } from '../../src/app/time/sweep';
import { databases } from '../support/databases';
import { DAY, HOUR, newSharpsburg, outbox, type TimeWorld, useTimeWorld } from './support';

describe.each(databases())('the sweeper on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

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
});
