// A small game whose map marks hexes and counters the way the orders page expects (data-hex on hex
// shapes; data-unit, data-hex, data-side on counters), so the browser test exercises tap-to-order
// independently of any one game's drawing. North: N1 N2 N3; South: S1; a 4x4 grid of square "hexes".
import { z } from 'zod';
import type { BaseState, GameModule, Problem } from '../../src/games/core/contract';
import { EventLog } from '../../src/games/core/events';
import { splitOrderLines, suggest } from '../../src/games/core/order-text';

type Side = 'north' | 'south';
interface TapState extends BaseState {
  turn: number;
  toMove: Side;
  units: Record<string, { side: Side; hex: string }>;
}
type TapOrder =
  { kind: 'move'; unit: string; to: string } | { kind: 'attack'; target: string; units: string[] };

const HEXES = ['01', '02', '03', '04'].flatMap((c) => ['01', '02', '03', '04'].map((r) => c + r));
const VERBS = ['move', 'attack', 'pass'];

function parseLine(tokens: string[]): TapOrder | 'pass' | string {
  const [verb, a, b, ...rest] = tokens;
  if (verb === 'pass' && tokens.length === 1) return 'pass';
  if (verb === 'move' && a && b === 'to' && rest.length === 1)
    return { kind: 'move', unit: a.toUpperCase(), to: rest[0] as string };
  if (verb === 'attack' && a && b === 'with' && rest.length > 0)
    return { kind: 'attack', target: a, units: rest.map((u) => u.toUpperCase()) };
  return 'expected "move U to HHHH", "attack HHHH with U, U" or "pass"';
}

export const tapGame: GameModule<TapState, TapOrder> = {
  id: 'tap',
  title: 'Tap Skirmish',
  sides: ['north', 'south'],
  rulesVersion: 1,
  scenarios: [{ id: 'only', title: 'Only', description: 'A 4x4 field' }],
  options: [],
  stateSchema: z.any() as unknown as z.ZodType<TapState>,
  orderSchema: z.any() as unknown as z.ZodType<TapOrder>,
  setup: (input) => ({
    game: 'tap',
    rulesVersion: 1,
    scenario: input.scenario ?? 'only',
    options: {},
    turn: 1,
    toMove: 'north',
    units: {
      N1: { side: 'north', hex: '0101' },
      N2: { side: 'north', hex: '0102' },
      N3: { side: 'north', hex: '0201' },
      S1: { side: 'south', hex: '0303' },
    },
  }),
  awaiting: (s) =>
    s.turn > 3
      ? []
      : [
          {
            side: s.toMove,
            step: 'turn',
            title: `Turn ${s.turn}, ${s.toMove === 'north' ? 'North' : 'South'} to move`,
            text: 'Move and attack.',
            orderKinds: VERBS,
            examples: ['move N1 to 0202', 'attack 0303 with N2'],
          },
        ],
  parseOrders(_s, _side, text) {
    const orders: TapOrder[] = [];
    const problems: Problem[] = [];
    for (const l of splitOrderLines(text)) {
      const r = parseLine(l.tokens);
      if (r === 'pass') continue;
      if (typeof r === 'string')
        problems.push({
          line: l.line,
          text: l.text,
          message: r,
          suggestion: suggest(l.tokens[0] ?? '', VERBS),
        });
      else orders.push(r);
    }
    return { orders, problems };
  },
  validate(s, side, orders) {
    const problems: Problem[] = [];
    for (const o of orders) {
      const units = o.kind === 'move' ? [o.unit] : o.units;
      for (const u of units)
        if (s.units[u]?.side !== side) problems.push({ message: `${u} is not one of your units` });
      const hex = o.kind === 'move' ? o.to : o.target;
      if (!HEXES.includes(hex)) problems.push({ message: `${hex} is not on the map` });
    }
    return problems;
  },
  parseStanding: (_s, _side, text) => ({ normal: text.trim(), problems: [] }),
  resolve(state, input, dice) {
    const s: TapState = JSON.parse(JSON.stringify(state));
    const log = new EventLog(dice);
    for (const o of (input.orders[s.toMove] ?? []) as TapOrder[]) {
      if (o.kind === 'move') {
        log.push({ kind: 'move', text: `${o.unit} moved ${s.units[o.unit]?.hex} → ${o.to}.` });
        (s.units[o.unit] as { hex: string }).hex = o.to;
      } else {
        log.push({ kind: 'battle', text: `${o.units.join(', ')} attack ${o.target}, odds 1-1.` });
        log.roll(`attack on ${o.target}`);
      }
    }
    s.toMove = s.toMove === 'north' ? 'south' : 'north';
    s.turn += 1;
    return { state: s, events: log.events };
  },
  view: (s, side) => ({ game: 'tap', side, units: s.units }),
  legalOrders: () => [],
  formatOrder: (o) =>
    o.kind === 'move' ? `move ${o.unit} to ${o.to}` : `attack ${o.target} with ${o.units.join(', ')}`,
  result: (s) =>
    s.turn > 3
      ? { winner: null, level: 'draw', score: { north: 0, south: 0 }, summary: 'Nobody won.' }
      : null,
  draw(view) {
    const units = view.units as TapState['units'];
    const at = (hex: string) => ({
      x: (Number(hex.slice(0, 2)) - 1) * 100,
      y: (Number(hex.slice(2)) - 1) * 100,
    });
    const cells = HEXES.map((h) => {
      const p = at(h);
      return `<rect data-hex="${h}" x="${p.x}" y="${p.y}" width="100" height="100" fill="#eee8cc" stroke="#998"/><text x="${p.x + 4}" y="${p.y + 14}" font-size="12">${h}</text>`;
    });
    const counters = Object.entries(units).map(([id, u]) => {
      const p = at(u.hex);
      const fill = u.side === 'north' ? '#2f5597' : '#cdb78a';
      return `<g class="unit" data-unit="${id}" data-hex="${u.hex}" data-side="${u.side}"><rect x="${p.x + 30}" y="${p.y + 30}" width="40" height="40" fill="${fill}"/><text x="${p.x + 50}" y="${p.y + 56}" font-size="14" text-anchor="middle" fill="#fff">${id}</text></g>`;
    });
    return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="DejaVu Sans">${cells.join('')}${counters.join('')}</svg>`;
  },
  help: () => 'move U to HHHH | attack HHHH with U, U | pass',
  invariants: () => [],
  position: { read: (t) => JSON.parse(t), write: (s) => JSON.stringify(s) },
};

export const tapGames = (id: string) => {
  if (id !== 'tap') throw new Error(`unknown game '${id}'`);
  return tapGame as unknown as GameModule<BaseState, unknown>;
};
