// #16: standings and tie-breaks against examples worked by hand.
import { crosstable } from '../../src/app/tournaments/crosstable';
import { tieBreakStandings, type PlayedPairing } from '../../src/app/tournaments/tie-breaks';

const game = (round: number, a: number, b: number | null, scoreA: number | null): PlayedPairing => ({
  round,
  a,
  b,
  scoreA,
  scoreB: scoreA === null || b === null ? null : 1 - scoreA,
});
const seeds = (n: number) => Array.from({ length: n }, (_, i) => ({ playerId: i + 1, seed: i + 1 }));

describe('tournament tie-breaks', () => {
  test('#16: a round robin of four: points, Buchholz and Sonneborn-Berger as worked by hand', () => {
    // A=1 B=2 C=3 D=4. R1: A beats B, C draws D. R2: A draws C, B beats D. R3: A beats D, B beats C.
    const played = [
      game(1, 1, 2, 1),
      game(1, 3, 4, 0.5),
      game(2, 1, 3, 0.5),
      game(2, 2, 4, 1),
      game(3, 1, 4, 1),
      game(3, 2, 3, 1),
    ];
    const rows = tieBreakStandings(seeds(4), played);
    // Points 2.5, 2, 1, 0.5. Buchholz: A 2+1+0.5, B 2.5+0.5+1, C 0.5+2.5+2, D 1+2+2.5.
    // Sonneborn-Berger: A 2 + 1/2 + 0.5, B 0.5 + 1, C 0.5/2 + 2.5/2, D 1/2.
    expect(rows.map((r) => [r.playerId, r.points, r.buchholz, r.sonnebornBerger])).toEqual([
      [1, 2.5, 3.5, 3],
      [2, 2, 4, 1.5],
      [3, 1, 5, 1.5],
      [4, 0.5, 5.5, 0.5],
    ]);
    expect(rows[0]).toMatchObject({ wins: 2, draws: 1, losses: 0, played: 3, byes: 0 });
  });

  test('#16: equal points go by Buchholz, then by Sonneborn-Berger, then by seed', () => {
    // X=1 Y=2 P=3 Q=4 Z=5 W=6.
    const played = [
      game(1, 1, 3, 1), // X beats P
      game(1, 2, 4, 1), // Y beats Q
      game(1, 5, 6, 1), // Z beats W
      game(2, 4, 1, 1), // Q beats X
      game(2, 3, 2, 1), // P beats Y
      game(2, 6, 5, 0.5),
      game(3, 3, 6, 1), // P beats W
      game(3, 4, 5, 0.5),
      game(3, 1, 2, 0.5),
    ];
    const rows = tieBreakStandings(seeds(6), played);
    // X, Y and Q have 1.5 and Buchholz 5; Sonneborn-Berger X 2 + 0.75, Q 1.5 + 1, Y 1.5 + 0.75.
    // P and Z have 2: Buchholz P 1.5+1.5+0.5 = 3.5, Z 0.5+0.5+1.5 = 2.5; Sonneborn-Berger
    // P 1.5 + 0.5, Z 0.5 + 0.5/2 + 1.5/2. W met Z twice and P: Buchholz 2+2+2, S-B 2/2.
    expect(rows.map((r) => [r.playerId, r.points, r.buchholz, r.sonnebornBerger])).toEqual([
      [3, 2, 3.5, 2],
      [5, 2, 2.5, 1.5],
      [1, 1.5, 5, 2.75],
      [4, 1.5, 5, 2.5],
      [2, 1.5, 5, 2.25],
      [6, 0.5, 6, 1],
    ]);
    const level = tieBreakStandings(seeds(2), [game(1, 2, 1, 0.5)]);
    expect(level.map((r) => r.playerId)).toEqual([1, 2]);
  });

  test('#16: a bye scores a win and adds nothing to the tie-breaks; the crosstable marks games going on', () => {
    const played = [game(1, 1, 2, 1), game(1, 3, null, 1), game(2, 3, 1, null), game(2, 2, null, 1)];
    const rows = tieBreakStandings(seeds(3), played);
    expect(rows.map((r) => [r.playerId, r.points, r.buchholz, r.byes])).toEqual([
      [1, 1, 1, 0],
      [2, 1, 1, 1],
      [3, 1, 0, 1],
    ]);
    expect(crosstable([1, 2, 3], played)).toEqual([
      { playerId: 1, cells: ['×', '1', '…'], byes: 0 },
      { playerId: 2, cells: ['0', '×', ''], byes: 1 },
      { playerId: 3, cells: ['…', '', '×'], byes: 1 },
    ]);
  });
});
