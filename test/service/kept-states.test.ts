// A step's state is kept per process once read (kept-states.ts): the pages, the live check and the
// submissions share it. Only a committed state may be kept: one read inside the transaction that
// wrote it could still be rolled back, and a kept copy would then outlive the row.
import type { Kysely } from 'kysely';
import { keptState } from '../../src/app/base/kept-states';
import type { Database } from '../../src/db/schema';
import { createServices } from '../../src/app/index';
import { currentState, requireGame } from '../../src/app/base/load';
import { loadState, saveState } from '../../src/db/repos/steps';
import { getGame } from '../../src/games/index';

const SHARPSBURG = getGame('sharpsburg');
import { databases } from '../support/databases';
import { testConfig } from '../support/services';

async function newGame(db: Kysely<Database>): Promise<string> {
  const services = createServices({ db, config: testConfig() });
  const { gameId } = await services.createGame({
    game: 'sharpsburg',
    players: { union: 'u@example.com', confederate: 'c@example.com' },
  });
  return gameId;
}

describe.each(databases())('kept states on %s', (_name, open) => {
  test('issue 12: a state read in the transaction that wrote it is not kept when that transaction rolls back', async () => {
    const opened = await open();
    try {
      const gameId = await newGame(opened.db);
      const rolledBack = opened.db.transaction().execute(async (trx) => {
        const written = { ...((await loadState(trx, gameId, 0)) as object), turn: 5 };
        await saveState(trx, gameId, 99, written, []);
        expect(await keptState(trx, SHARPSBURG, gameId, 99)).toMatchObject({ turn: 5 });
        throw new Error('roll back');
      });
      await expect(rolledBack).rejects.toThrow('roll back');
      await expect(keptState(opened.db, SHARPSBURG, gameId, 99)).rejects.toThrow();
    } finally {
      await opened.close();
    }
  });

  test('issue 12: a kept state is shared read-only, and each caller of currentState gets its own copy to change', async () => {
    const opened = await open();
    try {
      const gameId = await newGame(opened.db);
      const game = await requireGame(opened.db, gameId);
      const shared = (await keptState(opened.db, SHARPSBURG, gameId, 0)) as unknown as Record<
        string,
        unknown
      >;
      expect(Object.isFrozen(shared)).toBe(true);
      expect(() => {
        'use strict';
        shared.changed = true;
      }).toThrow(TypeError);
      const mine = (await currentState(opened.db, SHARPSBURG, game)) as unknown as Record<string, unknown>;
      mine.changed = true;
      expect(mine).not.toBe(shared);
      expect(
        (await currentState(opened.db, SHARPSBURG, game)) as unknown as Record<string, unknown>,
      ).not.toHaveProperty('changed');
    } finally {
      await opened.close();
    }
  });
});
