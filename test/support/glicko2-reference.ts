// An independent Glicko-2 for the tests, written from the paper (Glickman, "Example of the Glicko-2
// system", 2013, steps 1 to 8) without the glicko2 package the service uses, so that a test checks
// the service's ratings against a second calculation.
export interface RefRating {
  rating: number;
  rd: number;
  vol: number;
}

const SCALE = 173.7178;
const TAU = 0.5;
const EPSILON = 0.000001;

/** One rating period of `me` against opponents with scores; the paper's steps 2 to 8. */
export function refRatePeriod(me: RefRating, games: { opponent: RefRating; score: number }[]): RefRating {
  const mu = (me.rating - 1500) / SCALE;
  const phi = me.rd / SCALE;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + me.vol * me.vol);
    return { ...me, rd: grown * SCALE };
  }
  const g = (p: number) => 1 / Math.sqrt(1 + (3 * p * p) / (Math.PI * Math.PI));
  const parts = games.map(({ opponent, score }) => {
    const muJ = (opponent.rating - 1500) / SCALE;
    const gJ = g(opponent.rd / SCALE);
    const e = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    return { gJ, e, score };
  });
  const v = 1 / parts.reduce((s, p) => s + p.gJ * p.gJ * p.e * (1 - p.e), 0);
  const sum = parts.reduce((s, p) => s + p.gJ * (p.score - p.e), 0);
  const delta = v * sum;
  // Step 5: the new volatility by the Illinois algorithm.
  const a = Math.log(me.vol * me.vol);
  const f = (x: number) =>
    (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) / (2 * (phi * phi + v + Math.exp(x)) ** 2) -
    (x - a) / (TAU * TAU);
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA = fA / 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}

export const REF_NEW: RefRating = { rating: 1500, rd: 350, vol: 0.06 };

/** One game as its own rating period for both, with A's side worth `points` (shared half each). */
export function refRateGame(
  a: RefRating,
  b: RefRating,
  scoreOfA: number,
  points = 0,
): [RefRating, RefRating] {
  const half = points / 2;
  const shift = (r: RefRating, by: number) => ({ ...r, rating: r.rating + by });
  const a2 = refRatePeriod(shift(a, half), [{ opponent: shift(b, -half), score: scoreOfA }]);
  const b2 = refRatePeriod(shift(b, -half), [{ opponent: shift(a, half), score: 1 - scoreOfA }]);
  return [shift(a2, -half), shift(b2, half)];
}

/** A side's worth from a tally of played-out results, as the rule in docs/organisers.md states it: a
 *  logistic score with 10 imagined draws added, capped at ±200, to a tenth of a point. */
export function refSideAdvantage(t: { wins: number; losses: number; draws: number }): number {
  const n = t.wins + t.losses + t.draws;
  const share = (t.wins + t.draws / 2 + 5) / (n + 10);
  const points = Math.max(-200, Math.min(200, 400 * Math.log10(share / (1 - share))));
  return Math.round(points * 10) / 10;
}
