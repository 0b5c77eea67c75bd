// One resolution reads each fact once: the game, its sides, its clock. The number of queries of one
// resolution is held here (issue "The house in order": at most half of the 19 it took before; issue
// 12: the step, its reminders and the mails to compose in one statement). An orders page reads the
// game, its sides, its open step and the side's orders in one statement: what a resolved step left
// (its state, title and events) is read once and kept, so a page never reads more as the game grows
// longer. A submission
// reads once and writes once (no lock, a version check), with the resolution it completes.
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  RootOperationNode,
} from 'kysely';
import { createServices } from '../../src/app/index';
import type { Database } from '../../src/db/schema';
import { currentState, moduleOf, requireGame } from '../../src/app/base/load';
import { autoplayStep } from '../../src/app/turns/autoplay';
import { resolveStep } from '../../src/app/turns/resolve-step';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { testConfig } from '../support/services';

class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/** A new Sharpsburg game, with services whose every statement is counted. */
async function countedGame(db: Kysely<Database>) {
  const counter = new QueryCounter();
  const services = createServices({ db: db.withPlugin(counter), config: testConfig() });
  const { gameId } = await services.createGame({
    game: 'sharpsburg',
    players: { union: 'u@example.com', confederate: 'c@example.com' },
  });
  return { counter, services, gameId };
}

const MAX_QUERIES_PER_RESOLUTION = 7;

describe.each(databases())('queries of one resolution on %s', (_name, open) => {
  test('a Sharpsburg step resolves in at most 7 queries (19 before; the report mails are composed after it)', async () => {
    const opened = await open();
    try {
      const { counter, services, gameId } = await countedGame(opened.db);
      const game = await requireGame(opened.db, gameId);
      const module = moduleOf(services.ctx, game.game_type);
      const state = await currentState(opened.db, module, game);
      const [side] = module.awaiting(state as never).map((p) => p.side);
      await opened.db
        .insertInto('submissions')
        .values({
          game_id: gameId,
          step_seq: game.current_step,
          side: side as string,
          text: 'pass',
          normal: '[]',
          orders: '[]',
          standing: null,
          channel: 'web',
          message_id: null,
        })
        .execute();
      counter.count = 0;
      const out = await resolveStep(services.ctx, gameId);
      expect(out.resolved).toBe(true);
      expect(counter.count).toBeLessThanOrEqual(MAX_QUERIES_PER_RESOLUTION);
    } finally {
      await opened.close();
    }
  });
});

const MAX_QUERIES_PER_SUBMISSION = 2;

describe.each(databases())('statements of one submission on %s', (_name, open) => {
  test('issue 12: a submission that completes a Sharpsburg step makes 2 statements (read; store with the resolution), 10 before', async () => {
    const opened = await open();
    try {
      const { counter, services, gameId } = await countedGame(opened.db);
      const rng = createRng('submission-queries');
      const counts: number[] = [];
      const hooks = {
        beforeSubmit: () => void (counter.count = 0),
        afterSubmit: () => void counts.push(counter.count),
      };
      for (let n = 0; n < 6; n++) await autoplayStep(services.ctx, gameId, rng, hooks);
      // Each Sharpsburg step awaits one side: every submission completes its step and resolves it.
      expect(counts).toHaveLength(6);
      for (const c of counts) expect(c).toBeLessThanOrEqual(MAX_QUERIES_PER_SUBMISSION);
      const game = await requireGame(opened.db, gameId);
      expect(game.current_step).toBe(7);
    } finally {
      await opened.close();
    }
  });
});

const PAGE_QUERIES_WARM = 1;
const PAGE_QUERIES_COLD = 4;

describe.each(databases())('queries of one orders page on %s', (_name, open) => {
  test('issue 12: an orders page reads 1 statement once its step is kept (4 before), at most 4 the first time, however long the game', async () => {
    const opened = await open();
    try {
      const { counter, services, gameId } = await countedGame(opened.db);
      const rng = createRng('page-queries');
      const counts: { cold: number; warm: number }[] = [];
      for (let n = 0; n < 6; n++) {
        await autoplayStep(services.ctx, gameId, rng);
        const game = await requireGame(opened.db, gameId);
        const side =
          (await services.getSideView({ gameId, side: 'union' }, { withMap: false })).step.awaiting[0] ??
          'union';
        counter.count = 0;
        await services.getSideView({ gameId, side, step: game.current_step });
        const cold = counter.count;
        counter.count = 0;
        await services.getSideView({ gameId, side, step: game.current_step });
        counts.push({ cold, warm: counter.count });
      }
      for (const c of counts) {
        expect(c.cold).toBeLessThanOrEqual(PAGE_QUERIES_COLD);
        expect(c.warm).toBe(PAGE_QUERIES_WARM);
      }
    } finally {
      await opened.close();
    }
  });
});

describe.each(databases())('the lane a read waits in on %s', (_name, open) => {
  test("issue 12: a page reads in the pages' lane; a form's answer and its seat check read with the work", async () => {
    const opened = await open();
    try {
      const work = new QueryCounter();
      const page = new QueryCounter();
      const services = createServices({
        db: opened.db.withPlugin(work),
        pageDb: opened.pageDb.withPlugin(page),
        config: testConfig(),
      });
      const { gameId } = await services.createGame({
        game: 'sharpsburg',
        players: { union: 'u@example.com', confederate: 'c@example.com' },
      });
      const counted = async (read: () => Promise<unknown>) => {
        work.count = page.count = 0;
        await read();
        return { work: work.count, page: page.count };
      };
      const loaded = await counted(() => services.getSideView({ gameId, side: 'union' }));
      expect(loaded.work).toBe(0);
      expect(loaded.page).toBeGreaterThan(0);
      const answered = await counted(() =>
        services.getSideView({ gameId, side: 'union' }, { withMap: false, lane: 'work' }),
      );
      expect(answered.page).toBe(0);
      expect(answered.work).toBeGreaterThan(0);
      expect(await counted(() => services.seatOf(gameId, 'union'))).toEqual({ work: 0, page: 1 });
      expect(await counted(() => services.seatOf(gameId, 'union', 'work'))).toEqual({ work: 1, page: 0 });
    } finally {
      await opened.close();
    }
  });
});
