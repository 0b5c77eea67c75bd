// Rules cases: small hand-written maps and position files, orders as players write them, dice
// forced with FixedDice.
import { FixedDice } from '../../src/games/core/dice';
import type { Problem } from '../../src/games/core/contract';
import type { GameEvent } from '../../src/games/core/events';
import { formatHex } from '../../src/games/core/hex';
import { sharpsburg } from '../../src/games/sharpsburg';
import type { State } from '../../src/games/sharpsburg/state';
import type { Order } from '../../src/games/sharpsburg/order-types';

export interface MapOptions {
  cols?: number;
  rows?: number;
  /** Hex -> 'W' or 'T'; the town defaults to 0708 0808. */
  terrain?: Record<string, string>;
  /** Extra feature lines (creek, bridge, ford, ridge, road ...). */
  features?: string;
  town?: [string, string];
}

/** An all-clear test map (8 x 8 by default) with a two-hex town, plus the given features. */
export function testMap(o: MapOptions = {}): string {
  const cols = o.cols ?? 8;
  const rows = o.rows ?? 8;
  const town = o.town ?? ['0708', '0808'];
  const terrain: Record<string, string> = { [town[0]]: 'T', [town[1]]: 'T', ...(o.terrain ?? {}) };
  const grid = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => terrain[formatHex(c + 1, r + 1)] ?? '.').join(' '),
  );
  return (
    [`size ${cols} ${rows}`, 'terrain', ...grid, o.features ?? '', `town Sharpsburg: ${town.join(' ')}`].join(
      '\n',
    ) + '\n'
  );
}

export interface PositionOptions {
  turn?: number;
  side?: 'union' | 'confederate';
  corpsDie?: number;
  map?: MapOptions;
  extra?: string;
}

/** A position from unit lines ("I 0404", "A1 0606 limbered", "XII off-map enter 0801 turn 2"). */
export function position(units: string, o: PositionOptions = {}): State {
  const side = o.side ?? 'union';
  const lines = [
    'game sharpsburg',
    `turn ${o.turn ?? 3}`,
    `side ${side}`,
    ...(side === 'union' ? [`corps-die ${o.corpsDie ?? 1}`] : []),
    ...units
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => `unit ${l}`),
    o.extra ?? '',
    'map',
    testMap(o.map),
    'end map',
  ];
  return sharpsburg.position.read(lines.join('\n'));
}

export interface Played {
  state: State;
  events: GameEvent[];
  text: string[];
  problems: Problem[];
}

/** Parse and validation problems of a submission. */
export function check(state: State, orders: string): { orders: Order[]; problems: Problem[] } {
  const side = state.side as string;
  const parsed = sharpsburg.parseOrders(state, side, orders);
  const problems = parsed.problems.length ? parsed.problems : sharpsburg.validate(state, side, parsed.orders);
  return { orders: parsed.orders, problems };
}

/** Parses, validates and (when legal) resolves one player turn of orders. */
export function play(
  state: State,
  orders: string,
  dice: number[] = [],
  standing: Record<string, string> = {},
): Played {
  const side = state.side as string;
  const { orders: parsedOrders, problems } = check(state, orders);
  if (problems.length) return { state, events: [], text: [], problems };
  const parsed = { orders: parsedOrders };
  const res = sharpsburg.resolve(state, { orders: { [side]: parsed.orders }, standing }, new FixedDice(dice));
  return { state: res.state, events: res.events, text: res.events.map((e) => e.text), problems: [] };
}

/** The problems of a submission, as text. */
export function problemsOf(state: State, orders: string): string[] {
  return check(state, orders).problems.map((p) => p.message);
}

export function at(state: State, id: string): string | undefined {
  return state.units[id]?.at;
}
