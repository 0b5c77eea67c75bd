// Decisions the rules give to a player during resolution (TB-DEC-6..10): answered by an order line
// of this submission, else the side's standing orders, else the documented default. The report says
// which applied.
import type { GameEvent } from '../../core/events';
import type { Policy } from '../order-types';
import { parseTbOrders } from '../orders';
import { sideName } from '../state';
import type { TbSide } from '../state';

export type Source = 'order' | 'standing' | 'default';

export interface Decisions {
  side: TbSide;
  /** Rules from the orders of this step first, then standing orders. */
  rules: { rule: Policy; source: Source }[];
}

export function decisionsFor(
  side: TbSide,
  standingText: string | undefined,
  orderRules: Policy[],
): Decisions {
  const standing = standingText ? standingRules(standingText) : [];
  return {
    side,
    rules: [
      ...orderRules.map((rule) => ({ rule, source: 'order' as const })),
      ...standing.map((rule) => ({ rule, source: 'standing' as const })),
    ],
  };
}

/** Standing-order text -> its rules; lines that do not parse are ignored (parseStanding reports them). */
export function standingRules(text: string): Policy[] {
  return parseTbOrders('turn', text).orders.flatMap((o) => (o.kind === 'standing' ? [o.rule] : []));
}

/** The first rule of the kind (and, for brigadier rules, of that brigadier or of any). */
export function pick<K extends Policy['policy']>(
  d: Decisions,
  kind: K,
  match?: (r: Extract<Policy, { policy: K }>) => boolean,
): { rule: Extract<Policy, { policy: K }>; source: Source } | undefined {
  for (const r of d.rules) {
    if (r.rule.policy !== kind) continue;
    const rule = r.rule as Extract<Policy, { policy: K }>;
    if (!match || match(rule)) return { rule, source: r.source };
  }
  return undefined;
}

/** "Standing order applied: ..." / "Default applied: ..." (ARCHITECTURE.md). */
export function decisionEvent(side: TbSide, source: Source, what: string, dec: string): GameEvent {
  const head =
    source === 'default'
      ? 'Default applied'
      : source === 'standing'
        ? 'Standing order applied'
        : 'Order applied';
  return { kind: 'decision', text: `${head} (${sideName(side)}, ${dec}): ${what}.`, side, source, dec };
}
