// Reading a game for the use-cases: the row, its module, its sides and its current state.
import { handicapWords } from './handicap';
import type { Db } from '../../db/repos/games';
import { findGame, gameSides, lockGame, type SideRow } from '../../db/repos/games';
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import { parseLang } from '../../i18n/index';
import { keptState } from './kept-states';
import type { AnyGame, AppContext } from './context';
import type { BaseState } from '../../games/core/contract';
import { ServiceError } from './errors';
import type { GameFacts, GameSummary } from './facts';

export function moduleOf(ctx: AppContext, type: string): AnyGame {
  try {
    return ctx.games(type);
  } catch (err) {
    throw new ServiceError('bad-request', (err as Error).message);
  }
}

export async function requireGame(db: Db, idOrNumber: string): Promise<GameRow> {
  const game = await findGame(db, idOrNumber);
  if (!game) throw new ServiceError('not-found', `no game ${idOrNumber}`);
  return game;
}

/** The game row, locked for the transaction; a finished game cannot change any more. */
export async function lockLiveGame(trx: Transaction<Database>, gameId: string): Promise<GameRow> {
  const game = await lockGame(trx, gameId);
  if (!game) throw new ServiceError('not-found', `no game ${gameId}`);
  if (game.status === 'finished') throw new ServiceError('game-over', 'the game is over');
  return game;
}

/** The step whose state is the game's latest: the last resolved (current_step - 1), or the final one. */
export function stateSeq(game: Pick<GameRow, 'status' | 'current_step'>): number {
  return game.status === 'finished' ? game.current_step : game.current_step - 1;
}

/** The latest state, the caller's own copy (a check may change what it is given). */
export async function currentState(db: Db, module: AnyGame, game: GameRow): Promise<BaseState> {
  return structuredClone(await keptState(db, module, game.id, stateSeq(game)));
}

/** What the mails need; `sides` when the caller has read them already (one read per fact). */
export async function gameFacts(
  ctx: AppContext,
  db: Db,
  game: GameRow,
  sides?: readonly SideRow[],
): Promise<GameFacts> {
  sides ??= await gameSides(db, game.id);
  return {
    id: game.id,
    number: game.number,
    module: moduleOf(ctx, game.game_type),
    players: Object.fromEntries(sides.map((s) => [s.side, s.email])),
    standing: Object.fromEntries(sides.map((s) => [s.side, s.standing])),
    timeZones: Object.fromEntries(sides.map((s) => [s.side, s.timeZone])),
    seats: Object.fromEntries(sides.map((s) => [s.side, s.seat])),
    langs: Object.fromEntries(sides.map((s) => [s.side, parseLang(s.lang) ?? 'en'])),
    seed: game.seed,
    seedHash: game.seed_hash,
    turnTimeSeconds: game.turn_time_seconds,
    handicap: game.handicap,
  };
}

/** The facts about a game every page and record shows; the seed only once the game is over. */
export function gameSummary(game: GameRow, module: AnyGame, revealSeed = false): GameSummary {
  return {
    id: game.id,
    number: game.number,
    type: game.game_type,
    title: module.title,
    scenario: game.scenario,
    status: game.status,
    turnTimeSeconds: game.turn_time_seconds,
    seedHash: game.seed_hash,
    seed: game.status === 'finished' || revealSeed ? game.seed : null,
    createdAt: game.created_at.toISOString(),
    ...(game.handicap?.points ? { handicap: handicapWords(module, game.handicap) } : {}),
  };
}
