// Golden replays: whole games from stored orders and a dice seed. The orders files are the input;
// the .out files (final state hash, result and every event line) are compared. Update on purpose:
//   UPDATE_GOLDEN=1 ...jest test/sharpsburg/golden          (rewrite the .out files)
//   UPDATE_GOLDEN=orders ...jest test/sharpsburg/golden     (also re-sample the orders files)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { sharpsburg } from '../../src/games/sharpsburg';
import type { State } from '../../src/games/sharpsburg/state';

const DIR = new URL('./golden/', import.meta.url);
const SEED = '9e1d00c0ffee1862';
const UPDATE = process.env.UPDATE_GOLDEN;

const GAMES: { id: string; standing: Record<string, string> }[] = [
  { id: 'game-1', standing: {} },
  { id: 'game-2', standing: {} },
  {
    id: 'game-3',
    standing: { confederate: 'retreat away\nretreat order DH', union: 'retreat prefer 1207 1110' },
  },
];

function sampleOrders(id: string, standing: Record<string, string>): string {
  const rng = createRng(id);
  let state = sharpsburg.setup({}, new SeededDice(SEED, id, 0));
  const out: string[] = [];
  for (let step = 1; state.side; step++) {
    const orders = sharpsburg.legalOrders(state, state.side, rng);
    out.push(`=== step ${step} ${state.side}`, ...orders.map(sharpsburg.formatOrder));
    state = sharpsburg.resolve(
      state,
      { orders: { [state.side]: orders }, standing },
      new SeededDice(SEED, id, step),
    ).state;
  }
  return out.join('\n') + '\n';
}

function replay(id: string, ordersText: string, standing: Record<string, string>): string {
  let state: State = sharpsburg.setup({}, new SeededDice(SEED, id, 0));
  const lines = [`corps die at setup: ${state.corpsDie}`];
  const steps = ordersText.split(/^=== /m).filter(Boolean);
  steps.forEach((chunk, i) => {
    const [head = '', ...body] = chunk.split('\n');
    const side = state.side as string;
    expect(head).toBe(`step ${i + 1} ${side}`);
    const parsed = sharpsburg.parseOrders(state, side, body.join('\n'));
    expect(parsed.problems).toEqual([]);
    expect(sharpsburg.validate(state, side, parsed.orders)).toEqual([]);
    const res = sharpsburg.resolve(
      state,
      { orders: { [side]: parsed.orders }, standing },
      new SeededDice(SEED, id, i + 1),
    );
    state = res.state;
    expect(sharpsburg.invariants(state)).toEqual([]);
    lines.push(...res.events.map((e) => e.text));
  });
  const hash = createHash('sha256').update(JSON.stringify(state)).digest('hex');
  return (
    [`final state sha256 ${hash}`, `result: ${sharpsburg.result(state)?.summary}`, ...lines].join('\n') + '\n'
  );
}

describe('golden replays', () => {
  for (const game of GAMES) {
    test(`${game.id}: stored orders and seed replay to the stored final state and report`, () => {
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
