// Test helpers: a battle position on the standard field (Red's board A on files a-j, Blue's board B on
// k-t, both at orientation 1; see the map in DATA.md), presets 1 for both armies.
import type { Problem } from '../../src/games/core/contract';
import { FixedDice } from '../../src/games/core/dice';
import type { GameEvent } from '../../src/games/core/events';
import { travelBattle as game } from '../../src/games/travel-battle';
import { brigadeLines, assignBrigades } from '../../src/games/travel-battle/rules/deploy';
import { initialState } from '../../src/games/travel-battle/rules/setup';
import type { TbSide, TbState, Unit } from '../../src/games/travel-battle/state';

export { game };

/** Lines like "red L1 c3", "blue G1 d4 formed reversed@1 halted@1". Unlisted units stay in reserve. */
export function battle(placed: string, phasing: TbSide = 'red', playerTurn = 3): TbState {
  const s = initialState({});
  s.boards = { red: { board: 'A', orient: 1 }, blue: { board: 'B', orient: 1 } };
  s.leftOwner = 'red';
  for (const side of ['red', 'blue'] as const)
    assignBrigades(s, side, brigadeLines([{ kind: 'preset', n: 1 }]));
  for (const line of placed
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [side, id, at, ...flags] = line.split(/\s+/);
    const u = s.units.find((x) => x.side === side && x.id === id) as Unit;
    if (!u) throw new Error(`no unit ${line}`);
    u.at = at as string;
    for (const f of flags) {
      if (f === 'formed') u.formed = true;
      else if (f.startsWith('reversed@')) u.reversedAt = Number(f.slice(9));
      else if (f.startsWith('halted@')) u.haltedAt = Number(f.slice(7));
      else if (f === 'removed') {
        u.removed = true;
        u.at = null;
      }
    }
  }
  s.step = 'turn';
  s.first = 'red';
  s.phasing = phasing;
  s.playerTurn = playerTurn;
  return s;
}

export function unit(s: TbState, side: TbSide, id: string): Unit {
  return s.units.find((u) => u.side === side && u.id === id) as Unit;
}

/** Problems of a submission for the side to move (parse + validate). */
export function problems(s: TbState, side: TbSide, text: string): Problem[] {
  const p = game.parseOrders(s, side, text);
  return [...p.problems, ...game.validate(s, side, p.orders)];
}

export interface Played {
  state: TbState;
  events: GameEvent[];
  text: string;
  dice: FixedDice;
}

/** Resolves the step with the given orders (parsed), standing orders and forced dice. */
export function play(
  s: TbState,
  orders: Partial<Record<TbSide, string>>,
  dice: number[] = [],
  standing: Partial<Record<TbSide, string>> = {},
): Played {
  const parsed: Partial<Record<TbSide, ReturnType<typeof game.parseOrders>['orders']>> = {};
  for (const [side, text] of Object.entries(orders) as [TbSide, string][]) {
    const p = game.parseOrders(s, side, text);
    if (p.problems.length > 0) throw new Error(p.problems.map((x) => x.message).join('; '));
    parsed[side] = p.orders;
  }
  const fixed = new FixedDice(dice);
  const r = game.resolve(s, { orders: parsed, standing }, fixed);
  return { state: r.state, events: r.events, text: r.events.map((e) => e.text).join('\n'), dice: fixed };
}

/** A new game, before the boards are chosen. */
export const fresh = (quickSetup = false): TbState =>
  game.setup({ options: { quickSetup } }, new FixedDice([]));

/** Plays board and side steps: Red board A, Blue board B, Red wins the roll and goes left. */
export function placed(orientDice: [number, number] = [1, 1]): TbState {
  const b = play(fresh(), { red: 'board A', blue: 'board B' }, [5, 2]);
  return play(b.state, { red: 'side left' }, orientDice).state;
}

/** Red preset 1, Blue preset 2, Red to deploy first. */
export function brigadesFormed(): TbState {
  return play(placed(), { red: 'preset 1', blue: 'preset 2' }, [6, 1]).state;
}
