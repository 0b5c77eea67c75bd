// Battle plans (the attacker's, one per battle, in the turn's orders) and standing battle orders
// (the defender's, kept until changed): parsing and normal form. Syntax and defaults: BATTLES.md.
//
//   battle 0913: lineup strongest against weakest concentrate; leaders Wallace on safest
//   battle 0913: withdraw if losing after round 2 with Wallace; withdraw to 0914 then friends
//   battle 0913: hits spread sparing leaders; advance none
//   defend: lineup strongest; withdraw if fewer than half; withdraw to city; advance best
//
// Clauses on one line after `battle HEX` or `defend` belong to it; a clause may also be written on
// its own line with the prefix again (`battle 0913 hits weakest`). Every choice not written keeps
// its default (defaults.ts, STB-DEC-6/7/8/11/12/13).
import type { Problem } from '../../../core/contract';
import { parseHex } from '../../../core/hex';
import { lineProblem, splitOrderLines } from '../../../core/order-text';
import type { OrderLine } from '../../../core/order-text';
import { applyClause, clauseTokens } from './clauses';
import type { BattleOrderContext } from './clauses';
import { defaultChoices } from './defaults';
import { formatChoices, formatSplit } from './format';
import type { BattlePlan, BattleStanding } from './types';

export type { BattleOrderContext } from './clauses';
export { DEFAULT_CHOICES, defaultChoices } from './defaults';
export { formatChoices, describeChoice } from './format';

export interface BattlePlansParse {
  plans: BattlePlan[];
  problems: Problem[];
  /** The lines that are not battle plans, for the engine's own grammar. */
  rest: OrderLine[];
}

/** Picks the battle plans out of a turn's order lines (each `battle HEX ...` and the clauses after it on its line). */
export function parseBattlePlanLines(
  lines: readonly OrderLine[],
  ctx: BattleOrderContext = {},
): BattlePlansParse {
  const plans = new Map<string, BattlePlan>();
  const problems: Problem[] = [];
  const rest: OrderLine[] = [];
  let open: { plan: BattlePlan; line: number } | undefined;
  for (const line of lines) {
    const words = asBattleLine(clauseTokens(line.tokens));
    if (words[0] === 'battle') {
      const hex = words[1] ?? '';
      if (!parseHex(hex)) {
        problems.push(
          lineProblem(line, `expected a hex number after 'battle', e.g. 'battle 0913: hits spread'`),
        );
        open = undefined;
        continue;
      }
      const plan = plans.get(hex) ?? { hex, ...defaultChoices() };
      plans.set(hex, plan);
      open = { plan, line: line.line };
      const problem =
        words.length > 2 ? applyClause(plan, words.slice(2), line, { ...ctx, battleHex: hex }) : undefined;
      if (problem) problems.push(problem);
    } else if (open && open.line === line.line) {
      const problem = applyClause(open.plan, words, line, { ...ctx, battleHex: open.plan.hex });
      if (problem) problems.push(problem);
    } else {
      open = undefined;
      rest.push(line);
    }
  }
  return { plans: [...plans.values()], problems, rest };
}

/** `withdraw 0504: s1 wallace to 0604, s2 to 0505` is that battle's split (STB-AMB-25). */
function asBattleLine(words: string[]): string[] {
  return words[0] === 'withdraw' && parseHex(words[1] ?? '')
    ? ['battle', words[1]!, 'withdraw', ...words.slice(2)]
    : words;
}

/** One battle's plan from text such as `battle 0913: lineup strongest; withdraw if losing`. */
export function parseBattlePlan(
  text: string,
  ctx: BattleOrderContext = {},
): { plan?: BattlePlan; plans: BattlePlan[]; problems: Problem[] } {
  const { plans, problems, rest } = parseBattlePlanLines(splitOrderLines(text), ctx);
  for (const line of rest) {
    problems.push(
      lineProblem(line, "expected a battle plan starting with 'battle HEX'", {
        word: line.tokens[0] ?? '',
        candidates: ['battle'],
      }),
    );
  }
  return { ...(plans[0] ? { plan: plans[0] } : {}), plans, problems };
}

const DEFEND = new Set(['defend', 'defence', 'defense', 'defending']);

/**
 * Standing battle orders out of a side's standing-order lines: each `defend ...` line and the clauses
 * after it on its line. With `bare`, lines without the prefix are battle clauses too.
 */
export function parseBattleStandingLines(
  lines: readonly OrderLine[],
  ctx: BattleOrderContext = {},
  bare = false,
): { standing: BattleStanding; problems: Problem[]; rest: OrderLine[] } {
  const standing = defaultChoices();
  const problems: Problem[] = [];
  const rest: OrderLine[] = [];
  let openLine: number | undefined;
  for (const line of lines) {
    const words = clauseTokens(line.tokens);
    let clause: string[] | undefined;
    if (DEFEND.has(words[0] ?? '')) {
      openLine = line.line;
      clause = words.slice(1);
    } else if (bare || openLine === line.line) clause = words;
    else {
      openLine = undefined;
      rest.push(line);
      continue;
    }
    const problem = clause.length ? applyClause(standing, clause, line, ctx) : undefined;
    if (problem) problems.push(problem);
  }
  return { standing, problems, rest };
}

/** Standing battle orders from text such as `defend: lineup strongest; withdraw if fewer than half`. */
export function parseBattleStanding(
  text: string,
  ctx: BattleOrderContext = {},
): { standing: BattleStanding; problems: Problem[] } {
  const { standing, problems } = parseBattleStandingLines(splitOrderLines(text), ctx, true);
  return { standing, problems };
}

/** Normal form of a plan: `battle 0913: ...` with the choices that differ from the defaults. */
export function formatBattlePlan(plan: BattlePlan): string {
  const clauses = formatChoices(plan, false);
  return clauses.length ? `battle ${plan.hex}: ${clauses.join('; ')}` : `battle ${plan.hex}`;
}

/** Standing `withdraw HEX: ...` lines: a split for the battle in one hex (STB-AMB-25). */
export function parseStandingSplitLine(
  standing: BattleStanding,
  line: OrderLine,
  ctx: BattleOrderContext,
): Problem | undefined | false {
  const words = clauseTokens(line.tokens);
  if (words[0] !== 'withdraw' || !parseHex(words[1] ?? '')) return false;
  return applyClause(
    standing,
    words.filter((_, i) => i !== 1),
    line,
    { ...ctx, battleHex: words[1] },
  );
}

/** Normal form of standing battle orders: `defend: ...` and a `withdraw HEX: ...` line for each
 *  battle hex a split names, or '' when every choice is the default. */
export function formatBattleStanding(standing: BattleStanding): string {
  const split = standing.withdrawTo.split ?? [];
  const anywhere = split.filter((p) => !p.at);
  const clauses = formatChoices(
    { ...standing, withdrawTo: { ...standing.withdrawTo, split: anywhere } },
    false,
  );
  const hexes = [...new Set(split.flatMap((p) => (p.at ? [p.at] : [])))];
  return [
    clauses.length ? `defend: ${clauses.join('; ')}` : '',
    ...hexes.map((h) => `withdraw ${h}: ${formatSplit(split.filter((p) => p.at === h))}`),
  ]
    .filter((l) => l !== '')
    .join('\n');
}
