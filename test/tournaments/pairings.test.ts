// #16: tournament pairings without I/O. The pairing is deterministic; the results are random from a
// seeded generator, so a failure can be replayed.
import {
  maxSwissRounds,
  roundRobinRound,
  roundRobinRounds,
  swissRound,
  type Pair,
} from '../../src/app/tournaments/pairings';
import { floatForSides } from '../../src/app/tournaments/side-floats';
import { assignSides, sideBalance, type Seat } from '../../src/app/tournaments/sides';
import { createRng } from '../../src/games/core/rng';

/** Plays `rounds` rounds among players 1..n with random results; what each player met and sat. */
function tournament(n: number, rounds: number, pair: (round: number, t: Played) => Pair[], seed: string) {
  const rng = createRng(seed);
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const t: Played = {
    ids,
    points: new Map(ids.map((i) => [i, 0])),
    opponents: new Map(ids.map((i) => [i, [] as number[]])),
    seats: new Map(ids.map((i) => [i, [] as Seat[]])),
    byes: new Map(ids.map((i) => [i, 0])),
  };
  const add = (m: Map<number, number>, id: number, by: number) => m.set(id, (m.get(id) ?? 0) + by);
  for (let round = 1; round <= rounds; round++) {
    const pairs = pair(round, t);
    expect(
      pairs
        .flatMap((p) => [p.first, p.second])
        .filter((x) => x !== null)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    for (const { first, second } of pairs) {
      if (second === null) {
        add(t.byes, first, 1);
        add(t.points, first, 1);
        continue;
      }
      t.seats.get(first)?.push(1);
      t.seats.get(second)?.push(-1);
      t.opponents.get(first)?.push(second);
      t.opponents.get(second)?.push(first);
      const r = rng.next();
      if (r < 0.45) add(t.points, first, 1);
      else if (r < 0.9) add(t.points, second, 1);
      else for (const p of [first, second]) add(t.points, p, 0.5);
    }
  }
  return t;
}

interface Played {
  ids: number[];
  points: Map<number, number>;
  opponents: Map<number, number[]>;
  seats: Map<number, Seat[]>;
  byes: Map<number, number>;
}

const swiss = (round: number, t: Played) =>
  swissRound(
    t.ids.map((id) => ({
      id,
      points: t.points.get(id) ?? 0,
      opponents: t.opponents.get(id) ?? [],
      hadBye: (t.byes.get(id) ?? 0) > 0,
      seats: t.seats.get(id) ?? [],
    })),
    round,
  );

const neverRepeats = (t: Played) =>
  t.ids.every((id) => new Set(t.opponents.get(id)).size === t.opponents.get(id)?.length);

describe('tournament pairings', () => {
  test('#16: a Swiss of 8 never pairs two players twice, gives no bye, and keeps sides within one game of even after 4 rounds', () => {
    expect(maxSwissRounds(8)).toBe(4);
    for (let k = 0; k < 40; k++) {
      const t = tournament(8, 4, swiss, `swiss8-${k}`);
      expect(neverRepeats(t)).toBe(true);
      expect([...t.byes.values()].every((b) => b === 0)).toBe(true);
      for (const id of t.ids) expect(Math.abs(sideBalance(t.seats.get(id) ?? []))).toBeLessThanOrEqual(2);
    }
  });

  test('#16: a Swiss of 8 in 3 rounds keeps every player within one game of even sides', () => {
    for (let k = 0; k < 40; k++) {
      const t = tournament(8, 3, swiss, `swiss8x3-${k}`);
      expect(neverRepeats(t)).toBe(true);
      for (const id of t.ids) expect(Math.abs(sideBalance(t.seats.get(id) ?? []))).toBeLessThanOrEqual(1);
    }
  });

  test('#16: two leaders who both had the first side twice float against the next group rather than one of them having it a third time', () => {
    const entrant = (id: number, points: number, seats: Seat[], opponents: number[]) => ({
      id,
      points,
      seats,
      opponents,
      hadBye: false,
    });
    const [a, b, c, d] = [1, 2, 3, 4];
    const field = [
      entrant(a, 2, [1, 1], [5, 6]),
      entrant(b, 2, [1, 1], [7, 8]),
      entrant(c, 1, [-1, -1], [5, 7]),
      entrant(d, 1, [-1, -1], [6, 8]),
    ];
    const score = [
      { first: a, second: b },
      { first: c, second: d },
    ];
    expect(floatForSides(score, field)).toEqual([
      { first: c, second: a },
      { first: d, second: b },
    ]);
    // Where A has met C, the other swap.
    field[0]?.opponents.push(c);
    field[2]?.opponents.push(a);
    expect(floatForSides(score, field)).toEqual([
      { first: d, second: a },
      { first: c, second: b },
    ]);
  });

  test('#16: a Swiss of 7 gives one bye a round, never twice to one player, and never repeats', () => {
    for (let k = 0; k < 40; k++) {
      const t = tournament(7, maxSwissRounds(7), swiss, `swiss7-${k}`);
      expect(neverRepeats(t)).toBe(true);
      expect([...t.byes.values()].reduce((a, b) => a + b, 0)).toBe(4);
      expect(Math.max(...t.byes.values())).toBe(1);
    }
  });

  test('#16: a round robin meets everyone once; with an odd number each player has one bye; sides alternate within one game', () => {
    for (const n of [8, 7, 4]) {
      const seated = (round: number, t: Played) =>
        roundRobinRound(t.ids, round, (id) => t.seats.get(id) ?? []);
      const t = tournament(n, roundRobinRounds(n), seated, `rr${n}`);
      for (const id of t.ids) {
        expect([...(t.opponents.get(id) ?? [])].sort((a, b) => a - b)).toEqual(t.ids.filter((x) => x !== id));
        expect(t.byes.get(id)).toBe(n % 2);
        expect(Math.abs(sideBalance(t.seats.get(id) ?? []))).toBeLessThanOrEqual(1);
      }
    }
  });

  test('#16: a round robin of 2 to 16 players meets everyone once, a bye each when odd, sides within one game', () => {
    for (let n = 2; n <= 16; n++) {
      const seated = (round: number, t: Played) =>
        roundRobinRound(t.ids, round, (id) => t.seats.get(id) ?? []);
      const t = tournament(n, roundRobinRounds(n), seated, `rr-all${n}`);
      for (const id of t.ids) {
        expect([...(t.opponents.get(id) ?? [])].sort((a, b) => a - b)).toEqual(t.ids.filter((x) => x !== id));
        expect(t.byes.get(id)).toBe(n % 2);
        expect(Math.abs(sideBalance(t.seats.get(id) ?? []))).toBeLessThanOrEqual(1);
      }
    }
  });

  test('#16: a Swiss round is deterministic, pairs equal points, gives the bye to the lowest-ranked without one, and refuses a repeat', () => {
    const entrant = (id: number, points: number, hadBye = false, opponents: number[] = []) => ({
      id,
      points,
      opponents,
      hadBye,
      seats: [] as Seat[],
    });
    // 5 and 4 have the fewest points; 5 (the later seed) had a bye, so 4 has it.
    const field = [
      entrant(1, 2),
      entrant(2, 2),
      entrant(3, 1),
      entrant(6, 1),
      entrant(4, 0),
      entrant(5, 0, true),
    ];
    const odd = field.filter((e) => e.id !== 6);
    const pairs = swissRound(odd, 3);
    expect(swissRound(odd, 3)).toEqual(pairs);
    expect(pairs.filter((p) => p.second === null)).toEqual([{ first: 4, second: null }]);
    // Even: the two 2s, the two 1s and the two 0s meet.
    const games = swissRound(field, 3).map((p) => [p.first, p.second].sort());
    expect(games.sort()).toEqual([
      [1, 2],
      [3, 6],
      [4, 5],
    ]);
    expect(() => swissRound([entrant(1, 1, false, [2]), entrant(2, 0, false, [1])], 2)).toThrow(
      /round 2 cannot be paired without a repeat/,
    );
  });

  test('#16: the first side goes to who had it less, then to who had the second side last', () => {
    const seats: Record<number, Seat[]> = { 1: [1, 1], 2: [1, -1], 3: [-1, 1], 4: [] };
    const of = (id: number) => seats[id] ?? [];
    expect(assignSides(1, 2, of)).toEqual([2, 1]);
    expect(assignSides(2, 3, of)).toEqual([2, 3]); // level; 2 had the second side last
    expect(assignSides(3, 2, of)).toEqual([2, 3]);
    expect(assignSides(4, 1, of)).toEqual([4, 1]);
  });
});
