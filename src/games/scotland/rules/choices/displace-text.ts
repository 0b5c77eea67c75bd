// STB-11.3f, STB-AMB-73, STB-DEC-4: the standing order for displaced units. `displace: friends|city`
// is the rule for every one; `displace: s3 to 0405, s4 wallace to 0406` names a hex for some units
// and leaders, the rest following the rule. Each name is checked when written (ChoiceChecks).
import type { Problem } from '../../../core/contract';
import { lineProblem, type OrderLine } from '../../../core/order-text';
import { resolveHex, resolveLeader } from '../../names';
import type { DisplaceChoice } from '../nobles';
import type { ChoiceChecks } from './checks';

export function parseDisplace(
  current: DisplaceChoice,
  line: OrderLine,
  words: readonly string[],
  checks: ChoiceChecks = {},
): DisplaceChoice | Problem {
  const to: DisplaceChoice['to'] = [];
  let ids: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'and' || w === 'with') continue;
    if (w !== 'to') {
      const id = resolveLeader(w) ?? w;
      const bad = checks.piece?.(id);
      if (bad) return lineProblem(line, bad);
      ids.push(id);
      continue;
    }
    const hex = resolveHex(words[i + 1] ?? '');
    if (!hex) return lineProblem(line, `'${words[i + 1] ?? ''}' is not a hex (CCRR) or a city`);
    for (const id of ids) {
      const bad = checks.beside?.(id, hex);
      if (bad) return lineProblem(line, bad);
    }
    if (!ids.length)
      return lineProblem(line, "name the units before 'to', e.g. 'displace: s3 to 0405, s4 to 0406'");
    to.push({ ids, to: hex });
    ids = [];
    i += 1;
  }
  if (ids.length || !to.length)
    return lineProblem(
      line,
      "expected 'displace: IDS to HEX, IDS to HEX', e.g. 'displace: s3 to 0405, s4 to 0406'",
    );
  const named = new Set(to.flatMap((p) => p.ids));
  return {
    rule: current.rule,
    to: [
      ...current.to
        .map((p) => ({ ...p, ids: p.ids.filter((id) => !named.has(id)) }))
        .filter((p) => p.ids.length),
      ...to,
    ],
  };
}

/** Normal form: the rule if not the default, and the named placements. */
export function formatDisplace(d: DisplaceChoice): string[] {
  return [
    ...(d.rule !== 'friends' ? [`displace: ${d.rule}`] : []),
    ...(d.to.length ? [`displace: ${d.to.map((p) => `${p.ids.join(' ')} to ${p.to}`).join(', ')}`] : []),
  ];
}
