// Services over a fresh database with the real games (never a stand-in engine), for the integration
// tests; and the shortest real game to the end, for tests about what happens when a game ends.
import type { Kysely } from 'kysely';
import { createContext, type AppContext } from '../../src/app/base/context';
import { composeWaiting } from '../../src/app/turns/report-requests';
import { createServices } from '../../src/app/index';
import { currentState, moduleOf, requireGame } from '../../src/app/base/load';
import type { Database } from '../../src/db/schema';
import type { Rng } from '../../src/games/core/rng';
import type { Services } from '../../src/app/index';
import { loadConfig } from '../../src/config';
import type { Opener } from './databases';

export function testConfig(extra: Record<string, string> = {}) {
  return loadConfig({
    SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    BASE_URL: 'http://127.0.0.1:3999',
    MAIL_DOMAIN: 'despatch.test',
    DATA_DIR: '/tmp/despatch-unused',
    // One address sends dozens of replies a minute in these tests; the cap has tests of its own.
    ANSWERS_PER_HOUR: '10000',
    ...extra,
  });
}

export async function testServices(open: Opener, opts: { now?: () => Date } = {}) {
  const opened = await open();
  const services = createServices({ db: opened.db, config: testConfig(), ...opts });
  return { ...opened, services };
}

/** A player's brain: random legal orders of `side` for the open step, written as a player types them. */
export async function ordersText(ctx: AppContext, gameId: string, side: string, rng: Rng): Promise<string> {
  const game = await requireGame(ctx.db, gameId);
  const module = moduleOf(ctx, game.game_type);
  const state = await currentState(ctx.db, module, game);
  const orders = module.legalOrders(state as never, side, rng);
  return orders.map((o) => module.formatOrder(o)).join('\n') || 'pass';
}

/** The reports resolutions queued, composed now as the sender composes them before it sends them
 *  (with the test config: tests that read the outbox without a sender). */
export async function composeQueuedReports(db: Kysely<Database>, gameId?: string): Promise<void> {
  await composeWaiting(createContext(db, testConfig()), gameId);
}

/** The outbox rows of one kind of a game ('start', 'report', 'final', 'answer' ...), oldest first. */
export async function outboxOf(db: Kysely<Database>, gameId: string, kind: string) {
  await composeQueuedReports(db, gameId);
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** Travel Battle's quick set-up for each side: a board and a preset; the rest takes its defaults. */
export const QUICK_SETUP = { red: 'board A\npreset 1', blue: 'board B\npreset 2' } as const;

/**
 * A real game to its end in three steps: Travel Battle with quickSetup, then a draw offered and
 * answered by an offer in the next player turn (TB-AMB-24). Returns the number of steps played.
 */
export async function playQuickDraw(services: Services, gameId: string): Promise<number> {
  for (let steps = 0; steps < 6; steps++) {
    const v = await services.getSideView({ gameId, side: 'red' });
    if (v.game.status === 'finished') return steps;
    for (const side of v.step.awaiting) {
      const text = v.step.seq === 1 ? QUICK_SETUP[side as 'red' | 'blue'] : 'offer draw';
      const res = await services.submitOrders({ gameId, side, step: v.step.seq, text, channel: 'web' });
      if (!res.ok) throw new Error(`${side}: ${JSON.stringify(res.problems)}`);
    }
  }
  throw new Error(`game ${gameId} did not end with a draw`);
}
