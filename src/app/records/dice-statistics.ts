// The dice statistics a finished game's page and a player's hub show (issue #45): every die of the
// finished games, counted per face and tested against a fair die. A running game's dice stay unsaid,
// as its seed does.
import { gamesOfPlayer } from '../../db/repos/hub/games-of-player';
import { rollsOfGames } from '../../db/repos/steps';
import type { AppContext } from '../base/context';
import { requireGame } from '../base/load';
import { diceStats, type DieKindStats } from './dice-stats';

/** A finished game's dice; null while it is played. */
export async function gameDice(ctx: AppContext, gameId: string): Promise<DieKindStats[] | null> {
  const game = await requireGame(ctx.db, gameId);
  if (game.status !== 'finished') return null;
  return diceStats(await rollsOfGames(ctx.db, [game.id]));
}

/** The dice of every finished game an address played, with how many games they come from. */
export async function playerDice(
  ctx: AppContext,
  email: string,
): Promise<{ games: number; kinds: DieKindStats[] }> {
  const ids = [
    ...new Set(
      (await gamesOfPlayer(ctx.db, email)).filter((g) => g.status === 'finished').map((g) => g.gameId),
    ),
  ];
  return { games: ids.length, kinds: diceStats(await rollsOfGames(ctx.db, ids)) };
}
