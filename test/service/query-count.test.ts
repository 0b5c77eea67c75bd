// One resolution reads each fact once: the game, its sides, its clock. The number of queries of one
// resolution is held here (issue "The house in order": at most half of the 19 it took before; issue
// 12: the step, its reminders and the mails to compose in one statement).
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  RootOperationNode,
} from 'kysely';
import { createServices } from '../../src/app/index';
import { currentState, moduleOf, requireGame } from '../../src/app/base/load';
import { resolveStep } from '../../src/app/turns/resolve-step';
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

const MAX_QUERIES_PER_RESOLUTION = 7;

describe.each(databases())('queries of one resolution on %s', (_name, open) => {
  test('a Sharpsburg step resolves in at most 7 queries (19 before; the report mails are composed after it)', async () => {
    const opened = await open();
    try {
      const counter = new QueryCounter();
      const services = createServices({ db: opened.db.withPlugin(counter), config: testConfig() });
      const { gameId } = await services.createGame({
        game: 'sharpsburg',
        players: { union: 'u@example.com', confederate: 'c@example.com' },
      });
      const game = await requireGame(opened.db, gameId);
      const module = moduleOf(services.ctx, game.game_type);
      const state = await currentState(opened.db, game);
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
