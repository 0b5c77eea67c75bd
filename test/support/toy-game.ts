// A tiny game for service tests: a simultaneous deployment step (both sides), then alternating
// turns of "attack N" / "pass", dice decide hits, standing orders "retreat" roll a die on a hit.
import { z } from 'zod';
import type { BaseState, GameModule, Problem, Prompt } from '../../src/games/core/contract';
import { EventLog } from '../../src/games/core/events';

type Side = 'red' | 'blue';
interface ToyState extends BaseState {
  turn: number;
  toMove: Side;
  hp: Record<Side, number>;
  deployed: Record<Side, number>;
  maxTurns: number;
}
type ToyOrder = { kind: 'attack'; strength: number } | { kind: 'pass' } | { kind: 'deploy'; hex: number };

const other = (s: Side): Side => (s === 'red' ? 'blue' : 'red');

function prompt(side: Side, step: string, title: string, kinds: string[]): Prompt {
  return { side, step, title, text: `${title}.`, orderKinds: kinds, examples: kinds.map((k) => `${k} 1`) };
}

export const toyGame: GameModule<ToyState, ToyOrder> = {
  id: 'toy',
  title: 'Toy Skirmish',
  sides: ['red', 'blue'],
  rulesVersion: 1,
  scenarios: [{ id: 'short', title: 'Short', description: 'Four turns' }],
  options: [],
  stateSchema: z.any() as unknown as z.ZodType<ToyState>,
  orderSchema: z.any() as unknown as z.ZodType<ToyOrder>,
  setup(input, dice) {
    const first: Side = dice.roll('who moves first') <= 3 ? 'red' : 'blue';
    return {
      game: 'toy',
      rulesVersion: 1,
      scenario: input.scenario ?? 'short',
      options: input.options ?? {},
      turn: 0,
      toMove: first,
      hp: { red: 5, blue: 5 },
      deployed: { red: 0, blue: 0 },
      maxTurns: Number(input.options?.turns ?? 4),
    };
  },
  awaiting(s) {
    if (s.turn === 0)
      return (['red', 'blue'] as Side[]).map((side) => prompt(side, 'deploy', 'Deployment', ['deploy']));
    if (s.turn > s.maxTurns || s.hp.red <= 0 || s.hp.blue <= 0) return [];
    return [prompt(s.toMove, 'turn', `Turn ${s.turn}, ${s.toMove} to move`, ['attack', 'pass'])];
  },
  parseOrders(_s, _side, text) {
    const orders: ToyOrder[] = [];
    const problems: Problem[] = [];
    text.split(/\n|;/).forEach((raw, i) => {
      const line = raw.replace(/#.*/, '').trim().toLowerCase();
      if (!line) return;
      const m = /^(attack|deploy)\s+(\d+)$/.exec(line);
      if (line === 'pass') orders.push({ kind: 'pass' });
      else if (m?.[1] === 'attack') orders.push({ kind: 'attack', strength: Number(m[2]) });
      else if (m?.[1] === 'deploy') orders.push({ kind: 'deploy', hex: Number(m[2]) });
      else
        problems.push({
          line: i + 1,
          text: raw,
          message: 'expected "attack N", "deploy N" or "pass"',
          suggestion: 'pass',
        });
    });
    return { orders, problems };
  },
  validate(s, _side, orders) {
    const problems: Problem[] = [];
    if (orders.length === 0) problems.push({ message: 'give at least one order' });
    for (const o of orders) {
      if (s.turn === 0 && o.kind !== 'deploy')
        problems.push({ message: 'only "deploy N" in the deployment' });
      if (s.turn > 0 && o.kind === 'deploy') problems.push({ message: 'deployment is over' });
      if (o.kind === 'attack' && (o.strength < 1 || o.strength > 3))
        problems.push({ message: 'strength 1 to 3' });
    }
    return problems;
  },
  parseStanding(_s, _side, text) {
    const t = text.trim().toLowerCase();
    if (t === '' || t === 'hold' || t === 'retreat') return { normal: t, problems: [] };
    return { normal: t, problems: [{ line: 1, text, message: 'standing orders are "hold" or "retreat"' }] };
  },
  resolve(state, input, dice) {
    const s: ToyState = JSON.parse(JSON.stringify(state));
    const log = new EventLog(dice);
    if (s.turn === 0) {
      for (const side of ['red', 'blue'] as Side[]) {
        const o = input.orders[side]?.[0];
        if (o?.kind === 'deploy') s.deployed[side] = o.hex;
        log.push({ kind: 'deploy', text: `${side} deployed at ${s.deployed[side]}.`, visibleTo: [side] });
      }
      s.turn = 1;
      return { state: s, events: log.events };
    }
    const side = s.toMove;
    for (const o of input.orders[side] ?? []) {
      if (o.kind !== 'attack') continue;
      const die = log.roll(`${side} attack ${o.strength}`);
      if (die <= o.strength + 2) {
        const target = other(side);
        const saved = input.standing[target] === 'retreat' && log.roll(`${target} retreat`) >= 5;
        if (!saved) s.hp[target] -= 1;
        log.push({ kind: 'battle', text: saved ? `${target} retreated.` : `${target} lost a step.` });
      }
    }
    s.toMove = other(side);
    s.turn += 1;
    return { state: s, events: log.events };
  },
  view: (s, side) => ({ game: 'toy', side, turn: s.turn, hp: s.hp }),
  legalOrders: (s, _side, rng) =>
    s.turn === 0 ? [{ kind: 'deploy', hex: rng.int(9) + 1 }] : [{ kind: 'attack', strength: rng.int(3) + 1 }],
  formatOrder: (o) =>
    o.kind === 'pass' ? 'pass' : o.kind === 'attack' ? `attack ${o.strength}` : `deploy ${o.hex}`,
  result(s) {
    if (toyGame.awaiting(s).length > 0) return null;
    const winner: Side | null = s.hp.red === s.hp.blue ? null : s.hp.red > s.hp.blue ? 'red' : 'blue';
    return {
      winner,
      level: winner ? 'marginal' : 'draw',
      score: { ...s.hp },
      summary: `hp ${s.hp.red}-${s.hp.blue}`,
    };
  },
  draw: (view) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text x="10" y="50" font-family="DejaVu Sans">${JSON.stringify(view.hp)}</text></svg>`,
  help: () => 'attack N | pass',
  invariants: () => [],
  position: { read: (t) => JSON.parse(t), write: (s) => JSON.stringify(s) },
};

export const toyGames = (id: string) => {
  if (id !== 'toy') throw new Error(`unknown game '${id}'`);
  return toyGame as unknown as GameModule<BaseState, unknown>;
};
