// What every way into a ladder game shares (an accepted challenge, two matched seeks): both players
// have room under the ladder's and their own most games at once and the record it asks for; the
// game starts with the ladder's settings, sides drawn at random, and is entered on the ladder.
import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { activeLadderGames, addLadderGame } from '../../db/repos/clubs';
import { languagesOf } from '../../db/repos/clubs/preferences';
import type { Database } from '../../db/schema';
import type { AppContext } from '../base/context';
import { translator, type T } from '../../i18n/index';
import { moduleOf } from '../base/load';
import { createGame } from '../turns/create-game';
import type { Handicap } from '../../games/core/contract';
import type { requireLadder } from './ladders';
import { requireRoomByPreference } from './preferences';
import { requireReliable } from './reliability';
import { refusal } from '../base/refusal';
import { isBotAddress } from '../../db/bot-player';
import { seatOf } from './ladder-bot';

type Ladder = Awaited<ReturnType<typeof requireLadder>>;

/** Both players have room under the ladder's most games at once and their own, and the record the
 *  ladder asks for. */
export async function requireRoomAndRecord(
  ctx: AppContext,
  ladder: Ladder,
  players: [email: string, id: number][],
): Promise<void> {
  for (const [email, id] of players) {
    if (isBotAddress(email)) continue; // the bot member has room for every challenge
    if ((await activeLadderGames(ctx.db, ladder.id, id)) >= ladder.settings.maxGames)
      throw refusal('club.refused.ladderBusy', { email, count: ladder.settings.maxGames });
    await requireRoomByPreference(ctx, email, id);
    await requireReliable(ctx, email, ladder.settings.minReliability);
  }
}

export interface StartedGame {
  gameId: string;
  number: number;
  sides: Record<string, string>;
}

/** "game #12 has started...", or both of a pair: for the hub and answers by mail. */
export function gamesStarted(g: StartedGame & { pair?: StartedGame }, t: T = translator('en')): string {
  return g.pair
    ? t('club.started.pair', { number: g.number, pair: g.pair.number })
    : t('club.started.one', { number: g.number });
}

/**
 * Starts the ladder's game between two addresses (on a ladder of paired games, a second one too
 * with the sides the other way round: `pair`; after a side auction, `bid`, in the sides' order
 * with the handicap the bids gave); `enter` records why (the challenge accepted, the
 * seeks matched) with the first game, in the transaction that enters the games on the ladder.
 */
export async function startLadderGame(
  ctx: AppContext,
  ladder: Ladder,
  pair: [string, string],
  enter: (trx: Transaction<Database>, gameId: string) => Promise<void>,
  bid?: { handicap: Handicap | null },
): Promise<StartedGame & { pair?: StartedGame }> {
  const sides = moduleOf(ctx, ladder.game_type).sides;
  // Sides settled by bids: `pair` in the order of the sides. Else at random: the first player
  // takes the first side or the second with even chances.
  const order = bid || randomInt(2) === 0 ? pair : [pair[1], pair[0]];
  const orders = ladder.settings.sides === 'paired' && !bid ? [order, [...order].reverse()] : [order];
  const started: StartedGame[] = [];
  // Each seat in the language its player chose for club play.
  const langOf = await languagesOf(ctx.db, pair);
  for (const seats of orders) {
    const players = Object.fromEntries(sides.map((s, i) => [s, seats[i] as string]));
    const created = await createGame(ctx, {
      game: ladder.game_type,
      players: Object.fromEntries(sides.map((s) => [s, seatOf(ladder.settings, players[s] as string)])),
      langs: Object.fromEntries(sides.map((s, i) => [s, langOf.get(seats[i] as string) ?? 'en'])),
      turnTimeSeconds: ladder.settings.turnTimeSeconds,
      timeControls: ladder.settings.timeControls,
      ...(bid?.handicap ? { handicap: bid.handicap } : {}),
    });
    started.push({ gameId: created.gameId, number: created.number, sides: players });
  }
  const [first, second] = started as [StartedGame, StartedGame | undefined];
  await ctx.db.transaction().execute(async (trx) => {
    for (const g of started) await addLadderGame(trx, g.gameId, ladder.id);
    await enter(trx, first.gameId);
  });
  return { ...first, ...(second ? { pair: second } : {}) };
}
