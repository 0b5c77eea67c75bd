// Random legal games through legalOrders/resolve, checking the invariants after every step.
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { sharpsburg } from '../../src/games/sharpsburg';

const GAMES = Number(process.env.SELFPLAY_GAMES ?? 200);
const SEED = '5eed5eed5eed5eed';
/** Games take turns with no standing orders and with each kind of standing order (SH-DEC-1/2). */
const STANDING: Record<string, string>[] = [
  {},
  { confederate: 'retreat away', union: 'retreat order I II' },
  { confederate: 'retreat prefer 0709 0609\nretreat order DH', union: 'retreat away' },
];

test(`${GAMES} random legal games keep every invariant and reach a result`, () => {
  const tally = { steps: 0, battles: 0, moves: 0, union: 0, confederate: 0, draw: 0 };
  for (let g = 0; g < GAMES; g++) {
    const rng = createRng(`selfplay-${g}`);
    let state = sharpsburg.setup({}, new SeededDice(SEED, `game-${g}`, 0));
    for (let step = 1; state.side !== null; step++) {
      const side = state.side;
      const orders = sharpsburg.legalOrders(state, side, rng);
      // legalOrders checks its sample with validate(), and resolve() refuses illegal orders.
      const res = sharpsburg.resolve(
        state,
        { orders: { [side]: orders }, standing: STANDING[g % STANDING.length]! },
        new SeededDice(SEED, `game-${g}`, step),
      );
      state = res.state;
      tally.steps++;
      tally.battles += res.events.filter((e) => e.kind === 'battle').length;
      tally.moves += res.events.filter((e) => e.kind === 'move').length;
      const violations = sharpsburg.invariants(state);
      if (violations.length) throw new Error(`game ${g} step ${step}: ${violations.join('; ')}`);
    }
    const result = sharpsburg.result(state);
    tally[(result?.winner ?? 'draw') as 'union' | 'confederate' | 'draw']++;
  }
  expect(tally.steps).toBe(GAMES * 20);
  expect(tally.battles).toBeGreaterThan(GAMES * 5);
  expect(tally.moves).toBeGreaterThan(GAMES * 50);
  // Random play is lopsided, but each side must be able to win.
  expect(tally.union + tally.confederate + tally.draw).toBe(GAMES);
  if (GAMES >= 50) expect(Math.min(tally.union, tally.confederate)).toBeGreaterThan(0);
});
