// One clause of a battle plan or of standing battle orders (BATTLES.md): `lineup ...`, `leaders ...`,
// `hits ...`, `withdraw ...`, `withdraw to ...`, `advance ...`. Forgiving: filler words are skipped,
// hyphens split words ("strongest-first"), near misses get a "did you mean".
import type { Problem } from '../../../core/contract';
import { lineProblem } from '../../../core/order-text';
import type { OrderLine } from '../../../core/order-text';
import { withdraw } from './withdraw-clause';
import { CLAUSE_VERBS, FILLER, RANK, clauseVerb, name } from './words';
import type { BattleOrderContext, Parse } from './words';
import type { BattleChoices } from './types';

export type { BattleOrderContext } from './words';
export { clauseTokens } from './words';

const lineup: Parse = (choices, words, ctx) => {
  const policy = { ...choices.lineup, first: [] as string[] };
  let facing = false;
  for (const w of words) {
    if (['against', 'facing', 'vs', 'versus', 'behind', 'opposite', 'on', 'surplus'].includes(w))
      facing = true;
    else if (FILLER.has(w)) continue;
    else if (RANK[w] && facing) policy.against = RANK[w];
    else if (RANK[w]) policy.rank = RANK[w];
    else if (['spread', 'spreading', 'even', 'evenly'].includes(w)) policy.surplus = 'spread';
    else if (['concentrate', 'concentrated', 'together', 'massed', 'mass'].includes(w))
      policy.surplus = 'concentrate';
    else {
      const n = name(w, ctx.units, 'units');
      if ('error' in n) return n.error;
      policy.first.push(n.ok);
    }
  }
  choices.lineup = policy;
  return undefined;
};

const leaders: Parse = (choices, words, ctx) => {
  const policy = { ...choices.leaders, order: [] as string[] };
  for (const w of words) {
    if (FILLER.has(w) || w === 'placed') continue;
    if (RANK[w] === 'strongest') policy.on = 'strongest';
    else if (w === 'safest' || w === 'safe') policy.on = 'safest';
    else {
      const n = name(w, ctx.leaders, 'leaders');
      if ('error' in n) return n.error;
      policy.order.push(n.ok);
    }
  }
  choices.leaders = policy;
  return undefined;
};

const hits: Parse = (choices, words) => {
  const policy = { ...choices.hits };
  for (const w of words) {
    if (FILLER.has(w) || ['leaders', 'led', 'leader', 'to', 'take'].includes(w)) continue;
    if (w === 'spread' || w === 'full') policy.order = 'spread';
    else if (RANK[w]) policy.order = RANK[w];
    else if (['sparing', 'spare', 'protect', 'protecting'].includes(w)) policy.spareLeaders = true;
    else
      return `'${w}' is not a hit rule: write 'hits spread', 'hits weakest' or 'hits strongest', and 'sparing leaders'`;
  }
  choices.hits = policy;
  return undefined;
};

const advance: Parse = (choices, words, ctx) => {
  const policy = { ...choices.advance, prefer: [] as string[], rule: 'best' as const };
  if (words.some((w) => ['none', 'no', 'never', 'nothing'].includes(w))) {
    choices.advance = { rule: 'none', prefer: [] };
    return undefined;
  }
  for (const w of words) {
    if (FILLER.has(w) || w === 'best' || w === 'highest') continue;
    const n = name(w, ctx.units, 'units');
    if ('error' in n) return n.error;
    policy.prefer.push(n.ok);
  }
  choices.advance = policy;
  return undefined;
};

const PARSERS: Record<(typeof CLAUSE_VERBS)[number], Parse> = { lineup, leaders, hits, withdraw, advance };

/** Applies one clause (verb first) to `choices`; returns a problem if it cannot be read. */
export function applyClause(
  choices: BattleChoices,
  words: string[],
  line: OrderLine,
  ctx: BattleOrderContext,
): Problem | undefined {
  const [first, ...rest] = words;
  const verb = clauseVerb(first);
  if (!verb) {
    return lineProblem(line, `expected a battle choice (${CLAUSE_VERBS.join(', ')}), not '${first ?? ''}'`, {
      word: first ?? '',
      candidates: CLAUSE_VERBS,
    });
  }
  const body = verb === 'lineup' && rest[0] === 'up' ? rest.slice(1) : rest;
  const error = PARSERS[verb](choices, body, ctx);
  return error ? lineProblem(line, error) : undefined;
}
