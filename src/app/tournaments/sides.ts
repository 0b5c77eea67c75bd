// Who takes the game's first side: the player who has had it less often; on equal counts the one who
// had the second side last time (so sides alternate round by round where they can).
export type Seat = 1 | -1;

/** Games on the first side less games on the second. */
export const sideBalance = (seats: Seat[]) => seats.reduce<number>((sum, s) => sum + s, 0);

/** [first side, second side] for players `a` and `b` with their seats so far (1 first, -1 second). */
export function assignSides(a: number, b: number, seatsOf: (id: number) => Seat[]): [number, number] {
  const sa = seatsOf(a);
  const sb = seatsOf(b);
  const byBalance = sideBalance(sa) - sideBalance(sb);
  if (byBalance !== 0) return byBalance < 0 ? [a, b] : [b, a];
  const lastA = sa.at(-1) ?? 0;
  const lastB = sb.at(-1) ?? 0;
  if (lastA !== lastB) return lastA < lastB ? [a, b] : [b, a];
  return [a, b];
}
