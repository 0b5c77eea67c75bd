// The CPU part of the bot's turn: its orders for one side at the open step, from the stored state.
// Pure, so a server computes it on the resolution thread (resolution-thread.ts), off the pages'
// event loop; the search of `normal` and `hard` takes up to a couple of seconds.
import { botOrders, type BotLevel } from '../../games/bot';
import type { BaseState } from '../../games/core/contract';
import type { AnyGame } from '../base/context';

export interface BotOrdersInput {
  gameType: string;
  state: unknown;
  side: string;
  level: BotLevel;
  /** The bot's seed for this step: the same game and step always give the same orders. */
  seed: string;
}

export function computeBotOrders(games: (id: string) => AnyGame, input: BotOrdersInput): string {
  const module = games(input.gameType);
  return botOrders(module, input.state as BaseState, input.side, input.level, input.seed);
}
