import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { sharpsburg } from '../../src/games/sharpsburg';

test('smoke: a few random turns', () => {
  let state = sharpsburg.setup({}, new SeededDice('00ff', 'g', 0));
  const rng = createRng(1);
  console.log(sharpsburg.awaiting(state));
  for (let step = 1; step <= 20 && state.side; step++) {
    const orders = sharpsburg.legalOrders(state, state.side, rng);
    const res = sharpsburg.resolve(
      state,
      { orders: { [state.side]: orders }, standing: {} },
      new SeededDice('00ff', 'g', step),
    );
    if (step < 4)
      console.log(orders.map(sharpsburg.formatOrder).join('\n'), res.events.map((e) => e.text).join('\n'));
    state = res.state;
    expect(sharpsburg.invariants(state)).toEqual([]);
  }
});
