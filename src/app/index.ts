// The Services object: every use-case bound to one context. The web app, the inbound pipeline, the
// CLI and the tests all go through it.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { listGames } from '../games/index';
import { checkOrders } from './check-orders';
import { createContext, type AnyGame, type AppContext } from './context';
import { createGame } from './create-game';
import { orderUrl } from './links';
import { mailboxService } from './mailbox';
import { exportGame } from './record';
import { resolveStep } from './resolve-step';
import { setStanding } from './set-standing';
import { getSideView, listReports } from './side-view';
import { submitOrders } from './submit-orders';
import { timeCommandFor } from './time-commands';
import type { Services } from './types';
import { verifyRecord } from './verify-game';

export type * from './types';
export { ServiceError, httpStatus, type ServiceErrorCode } from './errors';
export type { GameRecord } from './record';
export type { VerifyResult } from './verify-game';

export interface ServiceDeps {
  db: Kysely<Database>;
  config: Config;
  games?: (id: string) => AnyGame;
  gameList?: () => readonly AnyGame[];
  now?: () => Date;
}

export function createServices(deps: ServiceDeps): Services & { ctx: AppContext } {
  const ctx = createContext(deps.db, deps.config, deps);
  const gameList = deps.gameList ?? listGames;
  return {
    ctx,
    config: deps.config,
    gameTypes: () =>
      gameList().map((m) => ({
        id: m.id,
        title: m.title,
        sides: m.sides,
        scenarios: m.scenarios.map((s) => ({ id: s.id, title: s.title })),
        options: m.options,
      })),
    createGame: (input) => createGame(ctx, input),
    submitOrders: (input) => submitOrders(ctx, input),
    checkOrders: (input) => checkOrders(ctx, input),
    setStanding: (input) => setStanding(ctx, input),
    getSideView: (input) => getSideView(ctx, input),
    listReports: (input) => listReports(ctx, input),
    resolveStep: (gameId) => resolveStep(ctx, gameId),
    exportGame: (id) => exportGame(ctx, id),
    verifyGame: (record) => verifyRecord(record, ctx.games),
    mailbox: deps.config.smtpUrl ? null : mailboxService(deps.db),
    timeCommand: (input) => timeCommandFor(ctx, input),
    orderLink: (gameId, side, step) => orderUrl(ctx.config, { gameId, side, step }, ctx.now(), 3 * 86400),
  };
}
