// A whole submission checked at once, so that one answer names every problem: the lines that can be
// read are checked against the position even when other lines cannot be read. A rule problem on a
// line that may depend on an unreadable earlier line (the two name the same unit or hex) says so, and
// problems of the submission as a whole wait until every line can be read (they may only come from
// the missing lines).
import type { GameModule, Problem } from './contract';

/** Words that link nothing: order words and small words every order has. */
const LINKING = new Set(['to', 'with', 'at', 'from', 'and', 'then', 'by', 'of', 'the', '->', '-', ':']);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[\s,;:]+/)
      .filter((w) => w.length > 0 && !LINKING.has(w)),
  );
}

export function checkSubmission<S, O>(
  module: Pick<GameModule<never, O>, 'parseOrders' | 'validate' | 'formatOrder'>,
  state: S,
  side: string,
  text: string,
): { orders: O[]; problems: Problem[] } {
  const parsed = module.parseOrders(state as never, side, text);
  const rules = module.validate(state as never, side, parsed.orders);
  if (parsed.problems.length === 0) return { orders: parsed.orders, problems: rules };
  const unreadable = parsed.problems.filter((p) => p.line !== undefined);
  const lines = text.split(/\r?\n/);
  const linked = (p: Problem): Problem => {
    const order = parsed.orders.find((o) => (o as { line?: number }).line === p.line);
    if (!order || p.line === undefined) return p;
    const mine = words(module.formatOrder(order));
    mine.delete(module.formatOrder(order).split(/\s+/)[0]?.toLowerCase() ?? '');
    const before = unreadable.find(
      (u) =>
        (u.line as number) < (p.line as number) &&
        [...words(lines[(u.line as number) - 1] ?? '')].some((w) => mine.has(w)),
    );
    if (!before) return p;
    return {
      ...p,
      message: `${p.message} (this line is checked as if line ${before.line}, which could not be read, were not there)`,
    };
  };
  const onLines = rules.filter((p) => p.line !== undefined).map(linked);
  const problems = [...parsed.problems, ...onLines].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { orders: parsed.orders, problems };
}
