import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { sharpsburg } from '../../src/games/sharpsburg';

test('smoke: one random game', () => {
  const t = { legal: 0, resolve: 0, inv: 0 };
  for (let g = 0; g < 3; g++) {
    let state = sharpsburg.setup({}, new SeededDice('00ff', 'g', 0));
    const rng = createRng(g);
    for (let step = 1; step <= 40 && state.side; step++) {
      let t0 = performance.now();
      const orders = sharpsburg.legalOrders(state, state.side, rng);
      t.legal += performance.now() - t0;
      t0 = performance.now();
      const res = sharpsburg.resolve(
        state,
        { orders: { [state.side]: orders }, standing: {} },
        new SeededDice('00ff', 'g', step),
      );
      t.resolve += performance.now() - t0;
      state = res.state;
      t0 = performance.now();
      expect(sharpsburg.invariants(state)).toEqual([]);
      t.inv += performance.now() - t0;
    }
  }
  console.log(t);
});
