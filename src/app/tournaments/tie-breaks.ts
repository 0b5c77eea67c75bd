// Standings from results, without I/O: points (a win 1, a draw ½, a bye 1), then Buchholz (the sum
// of one's opponents' points), then Sonneborn-Berger (the points of the opponents one beat, plus
// half of those of the opponents one drew), then the seed. A bye has no opponent, so it adds
// nothing to either tie-break.

/** One pairing of a round with its result: scores null while the game goes on; b null for a bye. */
export interface PlayedPairing {
  round: number;
  a: number;
  b: number | null;
  scoreA: number | null;
  scoreB: number | null;
}

/** A stored pairing as the tie-breaks read it (its scores are null until the game ends). */
export function asPlayed(p: {
  round: number;
  first_player: number;
  second_player: number | null;
  first_score: number | null;
  second_score: number | null;
}): PlayedPairing {
  return {
    round: p.round,
    a: p.first_player,
    b: p.second_player,
    scoreA: p.first_score,
    scoreB: p.second_score,
  };
}

export interface TieBreakRow {
  playerId: number;
  seed: number;
  points: number;
  buchholz: number;
  sonnebornBerger: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
}

/** Each player's results as (opponent, score) pairs: a bye is (null, its score). */
function resultsByPlayer(pairings: PlayedPairing[]) {
  const out = new Map<number, { opponent: number | null; score: number }[]>();
  const add = (id: number, opponent: number | null, score: number) =>
    out.set(id, [...(out.get(id) ?? []), { opponent, score }]);
  for (const p of pairings) {
    if (p.scoreA === null) continue;
    add(p.a, p.b, p.scoreA);
    if (p.b !== null) add(p.b, p.a, p.scoreB ?? 0);
  }
  return out;
}

/** Every entrant (seed order breaks the last ties), best first. */
export function tieBreakStandings(
  entrants: { playerId: number; seed: number }[],
  pairings: PlayedPairing[],
): TieBreakRow[] {
  const results = resultsByPlayer(pairings);
  const points = new Map(
    entrants.map((e) => [e.playerId, (results.get(e.playerId) ?? []).reduce((s, r) => s + r.score, 0)]),
  );
  const pointsOf = (id: number) => points.get(id) ?? 0;
  const rows = entrants.map((e) => {
    const games = results.get(e.playerId) ?? [];
    const real = games.filter((g) => g.opponent !== null);
    return {
      playerId: e.playerId,
      seed: e.seed,
      points: pointsOf(e.playerId),
      buchholz: real.reduce((s, g) => s + pointsOf(g.opponent as number), 0),
      sonnebornBerger: real.reduce((s, g) => s + g.score * pointsOf(g.opponent as number), 0),
      played: real.length,
      wins: real.filter((g) => g.score === 1).length,
      draws: real.filter((g) => g.score === 0.5).length,
      losses: real.filter((g) => g.score === 0).length,
      byes: games.length - real.length,
    };
  });
  return rows.sort(
    (x, y) =>
      y.points - x.points ||
      y.buchholz - x.buchholz ||
      y.sonnebornBerger - x.sonnebornBerger ||
      x.seed - y.seed,
  );
}
