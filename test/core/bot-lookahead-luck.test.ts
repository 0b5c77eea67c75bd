// The search takes the dice's luck off every step it plays, the lookahead's as well as the
// candidate's (docs/bots.md): with the luck known exactly, a candidate's score is what it can expect,
// so the better candidate wins whatever the imagined dice roll. A toy game of two steps: the searching
// side picks a value (1 or 2), then the other side's step rolls one die per point of that value, each
// swinging the score by 10 × (die - 3.5), zero on average.
import { searchOrders } from '../../src/games/bot/search';
import type { BaseState, GameModule } from '../../src/games/core/contract';
import type { GameEvent } from '../../src/games/core/events';
import { createRng } from '../../src/games/core/rng';

interface Toy extends BaseState {
  step: 'pick' | 'roll' | 'over';
  value: number;
  score: number;
}

const swing = (d: number) => 10 * (d - 3.5);

const toy = {
  id: 'toy',
  sides: ['x', 'y'],
  awaiting: (s: Toy) => (s.step === 'pick' ? [{ side: 'x' }] : s.step === 'roll' ? [{ side: 'y' }] : []),
  legalOrders: (s: Toy, _side: string, rng: { next(): number }) =>
    s.step === 'pick' ? [{ v: rng.next() < 0.5 ? 1 : 2 }] : [{ v: 0 }],
  formatOrder: (o: { v: number }) => `value ${o.v}`,
  resolve: (
    s: Toy,
    input: { orders: Record<string, { v: number }[]> },
    dice: { roll(p: string): number },
  ) => {
    if (s.step === 'pick') {
      const v = input.orders.x![0]!.v;
      return { state: { ...s, step: 'roll', value: v, score: v }, events: [] };
    }
    const events: GameEvent[] = [];
    let score = s.score;
    for (let i = 0; i < s.value; i++) {
      const d = dice.roll('swing');
      score += swing(d);
      events.push({ kind: 'swing', text: `rolled ${d}`, d });
    }
    return { state: { ...s, step: 'over', score }, events };
  },
  evaluate: (s: Toy) => s.score,
  botLuck: (_after: Toy, events: readonly GameEvent[]) =>
    events.reduce((sum, e) => sum + swing(e.d as number), 0),
  result: () => null,
} as unknown as GameModule;

describe('bot search: luck taken off the lookahead', () => {
  it('keeps the better candidate whatever the imagined dice of the reply roll', () => {
    const start: Toy = { step: 'pick', value: 0, score: 0 } as Toy;
    const budget = { candidates: 8, trials: 1, lookahead: 1, work: 1_000 };
    const picks = Array.from({ length: 20 }, (_, i) =>
      searchOrders(toy, start, 'x', 'normal', createRng(`toy-${i}`), budget),
    );
    expect(picks.map((orders) => (orders[0] as { v: number }).v)).toEqual(picks.map(() => 2));
  });
});
