// How much more often one side of a game wins, as rating points, so a rating is not moved by the
// side a player drew. Estimated from every finished game of that game (not only the ladder's: the
// balance is the game's, not the club's) that was played out (a forfeit says who left, not which
// side is stronger), shrunk towards none while the sample is small.
import type { Db } from '../../db/repos/games';
import { playedOutResults } from '../../db/repos/clubs/ladder-results';

export interface SideAdvantage {
  /** The side the figure is for: the game's first side (the other has the same, negated). */
  side: string;
  /** Rating points the first side is worth; 0 = balanced. */
  points: number;
  /** Finished games it was estimated from. */
  games: number;
}

/** Imagined drawn games added to every estimate: 10 real games move it only part of the way. */
const PRIOR_GAMES = 10;
/** No side is ever worth more than this: the estimate is a correction, not a verdict. */
const MAX_POINTS = 200;

/** The first side's advantage from its wins, losses and draws (a logistic score, as Elo's). */
export function estimateSideAdvantage(
  side: string,
  tally: { wins: number; losses: number; draws: number },
): SideAdvantage {
  const games = tally.wins + tally.losses + tally.draws;
  const share = (tally.wins + tally.draws / 2 + PRIOR_GAMES / 2) / (games + PRIOR_GAMES);
  const points = 400 * Math.log10(share / (1 - share));
  const capped = Math.max(-MAX_POINTS, Math.min(MAX_POINTS, points));
  return { side, points: Math.round(capped * 10) / 10, games };
}

/** The advantage of `firstSide` in `gameType`, from every game of it finished with a result. */
export async function sideAdvantage(
  db: Db,
  gameType: string,
  firstSide: string,
  except?: string,
): Promise<SideAdvantage> {
  const tally = { wins: 0, losses: 0, draws: 0 };
  for (const row of await playedOutResults(db, gameType, except)) {
    if (row.winner === null) tally.draws += row.games;
    else if (row.winner === firstSide) tally.wins += row.games;
    else tally.losses += row.games;
  }
  return estimateSideAdvantage(firstSide, tally);
}
