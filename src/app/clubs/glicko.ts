// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) through the glicko2 package: each
// finished ladder game is a rating period of its own for its two players, as correspondence ladders
// rate (a game lasts weeks; waiting for a batch would hold results back for months).
import glicko2 from 'glicko2';

export interface Rating {
  rating: number;
  rd: number;
  vol: number;
}

/** A new player's rating: 1500, deviation 350, volatility 0.06 (the paper's defaults). */
export const NEW_RATING: Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** The system constant: the paper's example uses 0.5 ("reasonable choices are 0.3 to 1.2"). */
export const TAU = 0.5;

/**
 * One rating period: `player` against each opponent with a score (1 win, 0.5 draw, 0 loss).
 * The opponents' own ratings are not changed here.
 */
export function ratePeriod(player: Rating, games: { opponent: Rating; score: number }[]): Rating {
  const system = new glicko2.Glicko2({ tau: TAU });
  const me = system.makePlayer(player.rating, player.rd, player.vol);
  const matches = games.map(
    (g) =>
      [me, system.makePlayer(g.opponent.rating, g.opponent.rd, g.opponent.vol), g.score] as [
        typeof me,
        typeof me,
        number,
      ],
  );
  system.updateRatings(matches);
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

/** Both players of one game, each rated against the other's rating before the game. */
export function rateGame(a: Rating, b: Rating, scoreOfA: number): [Rating, Rating] {
  return [
    ratePeriod(a, [{ opponent: b, score: scoreOfA }]),
    ratePeriod(b, [{ opponent: a, score: 1 - scoreOfA }]),
  ];
}

/** The expected score of `a` against `b` (the paper's E function, on the Glicko scale). */
export function expectedScore(a: Rating, b: Rating): number {
  const q = Math.log(10) / 400;
  const g = 1 / Math.sqrt(1 + (3 * q * q * b.rd * b.rd) / (Math.PI * Math.PI));
  return 1 / (1 + 10 ** ((-g * (a.rating - b.rating)) / 400));
}

/** Glicko-2 with A's side worth `points`: each is rated as if half of it were on their rating. */
export function rateWithAdvantage(
  [a, b]: [Rating, Rating],
  scoreOfA: number,
  points: number,
): [Rating, Rating] {
  const half = points / 2;
  const shift = (r: Rating, by: number): Rating => ({ ...r, rating: r.rating + by });
  const [a2, b2] = rateGame(shift(a, half), shift(b, -half), scoreOfA);
  return [shift(a2, -half), shift(b2, half)];
}
