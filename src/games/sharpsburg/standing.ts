// Standing orders (ARCHITECTURE.md, "The Game contract"; SH-DEC-1/2): how a side answers the retreat
// decisions the rules give it during the opponent's turn. Kept per side by the service; normal form is
// one line per rule.
//   retreat prefer 1208 1209   hexes in order of preference; the rule below breaks ties
//   retreat toward friends     the default rule: next to the most friendly units
//   retreat away               furthest from enemy units, then toward friends
//   retreat order DH HO        SH-DEC-2: these units choose their hexes first
import type { Problem } from '../core/contract';
import { parseHex } from '../core/hex';
import { lineProblem, splitOrderLines } from '../core/order-text';
import { aliases, unit } from './units';
import type { SideId } from './units';

export interface RetreatPolicy {
  prefer: string[];
  rule: 'friends' | 'away';
  order: string[];
}

export const DEFAULT_POLICY: RetreatPolicy = { prefer: [], rule: 'friends', order: [] };

export function isDefaultPolicy(p: RetreatPolicy): boolean {
  return p.prefer.length === 0 && p.rule === 'friends' && p.order.length === 0;
}

export function formatPolicy(p: RetreatPolicy): string {
  const lines: string[] = [];
  if (p.prefer.length) lines.push(`retreat prefer ${p.prefer.join(' ')}`);
  if (p.rule === 'away') lines.push('retreat away');
  if (p.order.length) lines.push(`retreat order ${p.order.join(' ')}`);
  return lines.join('\n');
}

export function parsePolicy(side: SideId, text: string): { policy: RetreatPolicy; problems: Problem[] } {
  const policy: RetreatPolicy = { prefer: [], rule: 'friends', order: [] };
  const problems: Problem[] = [];
  const names = aliases();
  for (const line of splitOrderLines(text)) {
    const [verb, how, ...rest] = line.tokens;
    if (verb !== 'retreat') {
      problems.push(
        lineProblem(line, "expected a standing order starting with 'retreat'", {
          word: verb ?? '',
          candidates: ['retreat'],
        }),
      );
    } else if (how === 'prefer') {
      const bad = rest.filter((h) => !parseHex(h));
      if (bad.length || !rest.length)
        problems.push(
          lineProblem(line, `expected hex numbers after 'retreat prefer', e.g. 'retreat prefer 1208 1209'`),
        );
      else policy.prefer = rest;
    } else if (how === 'toward' || how === 'towards') policy.rule = 'friends';
    else if (how === 'away') policy.rule = 'away';
    else if (how === 'order') {
      const ids = rest.map((w) => names.get(w));
      const badIndex = ids.findIndex((id) => !id || unit(id).side !== side);
      if (badIndex >= 0 || !rest.length) {
        problems.push(
          lineProblem(line, `expected your units after 'retreat order', e.g. 'retreat order DH HO'`),
        );
      } else policy.order = ids as string[];
    } else {
      problems.push(
        lineProblem(
          line,
          "expected 'retreat prefer <hexes>', 'retreat toward friends', 'retreat away' or 'retreat order <units>'",
          {
            word: how ?? '',
            candidates: ['prefer', 'toward', 'away', 'order'],
          },
        ),
      );
    }
  }
  return { policy, problems };
}
