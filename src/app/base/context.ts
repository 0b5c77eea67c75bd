// What every use-case receives: the database, the parts of the config it needs, the game registry
// and the clock (injectable so tests and the time-control sweeper can move time).
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { BaseState, GameModule } from '../../games/core/contract';
import { getGame } from '../../games/index';

export type AnyGame = GameModule<BaseState, unknown>;

/**
 * Where a read waits for the database. A page a person loads reads in the pages' lane, which goes
 * first; a form's answer (a submission's confirmation, its seat check) reads in the work lane, with
 * the work it asked for: fifty players submitting at once then queue their reads behind their own
 * submissions, not ahead of someone loading a page.
 */
export type ReadLane = 'page' | 'work';

export function readsIn(ctx: AppContext, lane: ReadLane): Kysely<Database> {
  return lane === 'page' ? ctx.pageDb : ctx.db;
}

export type AppConfig = Pick<Config, 'baseUrl' | 'secret' | 'mailFrom' | 'mailDomain'> & {
  smtpUrl?: string | undefined;
  /** Default 1 hour (issue 5); tests and demos may lower it (MIN_TURN_TIME_SECONDS). */
  minTurnTimeSeconds?: number;
  /** The answer cap (app/replies/answer-cap.ts); default 6. */
  answersPerHour?: number;
  /** Notices may go to loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivate?: boolean;
  /** A player may have Telegram notices only when the organiser has set a bot. */
  telegramBotToken?: string | undefined;
  /** The organiser's address (ORGANISER_EMAIL): told on their channels of a mail relay outage. */
  organiserEmail?: string | undefined;
};

export interface AppContext {
  db: Kysely<Database>;
  /** The same database for reads a person is waiting on (a page, the live check): they go first. */
  pageDb: Kysely<Database>;
  config: AppConfig;
  games: (id: string) => AnyGame;
  now: () => Date;
  /** The running instance (instances.ts) that claims work in this process; null outside a server. */
  instance: string | null;
  /** A server computes resolutions on a worker thread, off the event loop its pages share. */
  resolveOffThread: boolean;
  /**
   * Throws 'unavailable' ("try again in a moment") while the embedded database's disk has no room
   * for new work (health/disk-room.ts); absent outside a server on the embedded database.
   */
  room?: () => Promise<void>;
  /** Told after a commit that opened a step a bot side may owe (a server wakes the bot: app/bots/wake.ts;
   *  elsewhere the sweeper's pass plays it). */
  stepOpened?: (() => void) | undefined;
}

export function createContext(
  db: Kysely<Database>,
  config: AppConfig,
  opts: {
    games?: (id: string) => AnyGame;
    now?: () => Date;
    instance?: string;
    resolveOffThread?: boolean;
    pageDb?: Kysely<Database>;
    room?: () => Promise<void>;
  } = {},
): AppContext {
  return {
    db,
    pageDb: opts.pageDb ?? db,
    config,
    games: opts.games ?? getGame,
    now: opts.now ?? (() => new Date()),
    instance: opts.instance ?? null,
    // The thread knows only the registered games.
    resolveOffThread: (opts.resolveOffThread ?? false) && opts.games === undefined,
    ...(opts.room ? { room: opts.room } : {}),
  };
}
