// One check of a submission for every door (orders page, mail replies, `engine step`): every line
// that can be read is judged against the position, even when other lines cannot be read, so one
// answer names every problem. An order that names a unit of an unreadable line above it is not
// judged on its own (its meaning hangs on the line we could not read): it says so instead.
import type { BaseState, GameModule, Problem, Side } from './contract';

export interface Checked<O> {
  orders: O[];
  problems: Problem[];
}

/** Lines that could not be read, with the units each one names (when the game can tell). */
interface Unreadable {
  line: number;
  units: Set<string>;
}

function unreadableLines<S extends BaseState, O>(
  game: GameModule<S, O>,
  state: S,
  side: Side,
  text: string,
  problems: Problem[],
): Unreadable[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const numbers = [...new Set(problems.flatMap((p) => (p.line === undefined ? [] : [p.line])))];
  return numbers.map((line) => ({
    line,
    units: new Set(game.unitsNamed?.(state, side, lines[line - 1] ?? '') ?? []),
  }));
}

/** The unreadable line above `line` that names one of `units`, if any. */
function dependsOn(line: number | undefined, units: string[], unreadable: Unreadable[]) {
  if (line === undefined) return undefined;
  return unreadable.find((u) => u.line < line && units.some((id) => u.units.has(id)));
}

/** Orders carry their 1-based line (both games' grammars set it; the contract does not demand it). */
const lineOf = (order: unknown): number | undefined => {
  const line = (order as { line?: unknown }).line;
  return typeof line === 'number' ? line : undefined;
};

export function checkSubmission<S extends BaseState, O>(
  game: GameModule<S, O>,
  state: S,
  side: Side,
  text: string,
): Checked<O> {
  const parsed = game.parseOrders(state, side, text);
  if (parsed.problems.length === 0)
    return { orders: parsed.orders, problems: game.validate(state, side, parsed.orders) };
  const unreadable = unreadableLines(game, state, side, text, parsed.problems);
  const judged: O[] = [];
  const problems = [...parsed.problems];
  for (const order of parsed.orders) {
    const line = lineOf(order);
    const units = game.orderUnits?.(order) ?? [];
    const blocker = dependsOn(line, units, unreadable);
    if (!blocker) {
      judged.push(order);
      continue;
    }
    const shared = units.filter((id) => blocker.units.has(id)).join(', ');
    problems.push({
      ...(line !== undefined ? { line } : {}),
      text: game.formatOrder(order),
      message: `not checked: it depends on line ${blocker.line} (${shared}), which could not be read; correct line ${blocker.line} and send both again`,
      says: { key: 'problem.notChecked', vars: { line: blocker.line, units: shared } },
    });
  }
  // Problems of the whole submission (a missing line, a count) judge an incomplete text: left out.
  problems.push(...game.validate(state, side, judged).filter((p) => p.line !== undefined));
  return { orders: parsed.orders, problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}
