// Golden replays: whole Rebellion games from stored orders and a dice seed. The orders files are the
// input; the .out files (final position, result and every event line) are compared. Update on purpose:
//   UPDATE_GOLDEN=1 ...jest test/scotland/golden          (rewrite the .out files)
//   UPDATE_GOLDEN=orders ...jest test/scotland/golden     (also re-sample the orders files)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { scotland } from '../../src/games/scotland';
import type { Order } from '../../src/games/scotland/order-types';
import type { State } from '../../src/games/scotland/state';

const DIR = new URL('./golden/', import.meta.url);
const SEED = '5c071a4d1297';
const UPDATE = process.env.UPDATE_GOLDEN;

const GAMES: { id: string; standing: Record<string, string> }[] = [
  { id: 'game-1', standing: {} },
  {
    id: 'game-2',
    standing: {
      scots: 'defend: withdraw if losing\nlevy: cavalry',
      english: 'displace: city\nforage: cavalry first',
    },
  },
];

function sampleOrders(id: string, standing: Record<string, string>): string {
  const rng = createRng(id);
  let state = scotland.setup({}, new SeededDice(SEED, id, 0));
  const out: string[] = [];
  for (let step = 1; scotland.awaiting(state).length; step++) {
    const orders: Record<string, Order[]> = {};
    for (const p of scotland.awaiting(state)) {
      orders[p.side] = scotland.legalOrders(state, p.side, rng);
      out.push(`=== step ${step} ${p.side}`, ...orders[p.side]!.map(scotland.formatOrder));
    }
    state = scotland.resolve(state, { orders, standing }, new SeededDice(SEED, id, step)).state;
  }
  return out.join('\n') + '\n';
}

function replay(id: string, ordersText: string, standing: Record<string, string>): string {
  let state: State = scotland.setup({}, new SeededDice(SEED, id, 0));
  const lines: string[] = [];
  const bySteps = new Map<number, Record<string, string>>();
  for (const chunk of ordersText.split(/^=== /m).filter(Boolean)) {
    const [head = '', ...body] = chunk.split('\n');
    const [, n, side] = head.split(' ');
    bySteps.set(Number(n), { ...(bySteps.get(Number(n)) ?? {}), [side!]: body.join('\n') });
  }
  for (const [step, texts] of bySteps) {
    expect(Object.keys(texts).sort()).toEqual(
      scotland
        .awaiting(state)
        .map((p) => p.side)
        .sort(),
    );
    const orders: Record<string, Order[]> = {};
    for (const [side, text] of Object.entries(texts)) {
      const parsed = scotland.parseOrders(state, side, text);
      expect(parsed.problems).toEqual([]);
      expect(scotland.validate(state, side, parsed.orders)).toEqual([]);
      orders[side] = parsed.orders;
    }
    const res = scotland.resolve(state, { orders, standing }, new SeededDice(SEED, id, step));
    state = res.state;
    expect(scotland.invariants(state)).toEqual([]);
    lines.push(...res.events.map((e) => e.text));
  }
  return (
    [scotland.position.write(state), `result: ${scotland.result(state)?.summary}`, ...lines].join('\n') + '\n'
  );
}

describe('golden replays', () => {
  for (const game of GAMES) {
    test(`${game.id}: stored orders and seed replay to the stored final position and report`, () => {
      const ordersFile = new URL(`${game.id}.orders.txt`, DIR);
      const outFile = new URL(`${game.id}.out.txt`, DIR);
      if (UPDATE === 'orders' || !existsSync(ordersFile))
        writeFileSync(ordersFile, sampleOrders(game.id, game.standing));
      const out = replay(game.id, readFileSync(ordersFile, 'utf8'), game.standing);
      if (UPDATE || !existsSync(outFile)) writeFileSync(outFile, out);
      expect(out).toBe(readFileSync(outFile, 'utf8'));
    });
  }
});
