// Golden replays: two whole games (orders + dice -> events and final position). The orders were
// drawn once by the random player; the test replays them through parse/validate/resolve.
// Regenerate on purpose with UPDATE_GOLDEN=1.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { travelBattle as game } from '../../src/games/travel-battle';
import type { TbState } from '../../src/games/travel-battle/state';

const DIR = new URL('./golden/', import.meta.url).pathname;
const SEED = 'c0ffee00d15ea5e5';

function transcript(name: string, quickSetup: boolean, recorded?: string[][]): string {
  const rng = createRng(name);
  let s: TbState = game.setup({ options: { quickSetup } }, new SeededDice(SEED, name, 0));
  const out = [`# Travel Battle golden replay ${name} (quickSetup ${quickSetup}); dice seed ${SEED}`];
  for (let step = 1; step < 3000; step++) {
    const prompts = game.awaiting(s);
    if (prompts.length === 0) break;
    out.push(`== step ${step}: ${prompts.map((p) => `${p.side} ${p.step}`).join(', ')}`);
    const orders: Record<string, ReturnType<typeof game.parseOrders>['orders']> = {};
    prompts.forEach((p, i) => {
      const text = recorded
        ? (recorded[step - 1]?.[i] ?? '')
        : game.legalOrders(s, p.side, rng).map(game.formatOrder).join('; ');
      out.push(`> ${p.side}: ${text}`);
      const parsed = game.parseOrders(s, p.side, text.replace(/; /g, '\n'));
      const problems = [...parsed.problems, ...game.validate(s, p.side, parsed.orders)];
      if (problems.length > 0) throw new Error(`step ${step}: ${problems.map((x) => x.message).join('; ')}`);
      orders[p.side] = parsed.orders;
    });
    const r = game.resolve(s, { orders, standing: {} }, new SeededDice(SEED, name, step));
    for (const e of r.events) out.push(`< ${e.text}`);
    s = r.state;
  }
  const position = game.position.write(s);
  out.push(
    '== final',
    `winner ${s.winner}`,
    `hash ${createHash('sha256').update(position).digest('hex')}`,
    '',
  );
  return out.join('\n');
}

function recordedOrders(text: string): string[][] {
  const steps: string[][] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('== step')) steps.push([]);
    else if (line.startsWith('> ')) steps[steps.length - 1]?.push(line.replace(/^> \w+: /, ''));
  }
  return steps;
}

describe('golden replays', () => {
  for (const [name, quick] of [
    ['game-1', false],
    ['game-2', true],
  ] as const) {
    test(`${name}: replaying the recorded orders gives the same events and final position`, () => {
      const file = `${DIR}${name}.txt`;
      if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, transcript(name, quick));
      const golden = readFileSync(file, 'utf8');
      expect(transcript(name, quick, recordedOrders(golden))).toBe(golden);
    });
  }
});
