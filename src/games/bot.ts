// The bot: a player for any game, at three levels, behind the Game contract. It sees only what its
// side may see (the game's `determinize` hides the rest behind a canonical guess) and is
// deterministic for a given seed, so a game it played still verifies. `easy` is random legal play;
// `normal` and `hard` search (bot/search.ts) with each game's evaluation (bot/evaluations.ts).
// docs/bots.md says how each level and evaluation works.
import type { BaseState, GameModule, Side } from './core/contract';
import { createRng } from './core/rng';
import { searchOrders } from './bot/search';

import type { BotLevel } from './bot-levels';

export { BOT_LEVELS, isBotLevel, type BotLevel } from './bot-levels';

/** The position as `side` may know it: hidden information replaced by the game's canonical guess. */
export function botState(game: GameModule, state: BaseState, side: Side): BaseState {
  return game.determinize ? game.determinize(state, side) : state;
}

/**
 * The whole submission a player of `side` would send at the open step: one order a line, 'pass'
 * when none, accepted by the game's parseOrders and validate. Reads only `side`'s knowledge.
 */
export function botOrders(
  game: GameModule,
  state: BaseState,
  side: Side,
  level: BotLevel,
  seed: string,
): string {
  const known = botState(game, state, side);
  const rng = createRng(`despatch-bot/${level}/${side}/${seed}`);
  const orders =
    level === 'easy' ? game.legalOrders(known, side, rng) : searchOrders(game, known, side, level, rng);
  return orders.map((o) => game.formatOrder(o)).join('\n') || 'pass';
}

/**
 * Standing orders for `side` (its answers in the other side's turn), or null to keep each topic's
 * documented default. The defaults are the rules' sensible choices (retreat away from the enemy,
 * take the reroll), which is what every level plays.
 */
export function botStanding(
  _game: GameModule,
  _state: BaseState,
  _side: Side,
  _level: BotLevel,
  _seed: string,
): string | null {
  return null;
}
