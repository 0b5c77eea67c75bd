// The withdrawal clauses (STB-7.1.7, STB-7.2, STB-DEC-11, STB-DEC-12): when to try, with whom, and
// where to go.
import { parseHex } from '../../../core/hex';
import { suggest } from '../../../core/order-text';
import { FILLER, name } from './words';
import type { BattleOrderContext, Parse } from './words';
import type { BattleChoices, WithdrawCondition, WithdrawTargetPolicy } from './types';

const TOWARD = ['toward', 'towards'];
const RATIO_WORDS: Record<string, number> = { half: 0.5, third: 1 / 3, quarter: 0.25 };

/** "if fewer than half", "if outnumbered 2 to 1", "if losing", "after losing 3 steps", "never", "at once". */
function condition(words: string[], at: number): { when: WithdrawCondition; next: number } | undefined {
  const w = words[at];
  if (w === 'never' || w === 'no') return { when: { kind: 'never' }, next: at + 1 };
  if (['once', 'always', 'now', 'immediately', 'asap'].includes(w ?? ''))
    return { when: { kind: 'always' }, next: at + 1 };
  if (w === 'losing') return { when: { kind: 'losing' }, next: at + 1 };
  if (w === 'outnumbered') {
    const n = Number(words[at + 1]);
    if (Number.isFinite(n) && n > 0 && words[at + 2] === 'to')
      return { when: { kind: 'outnumbered', ratio: 1 / n }, next: at + 4 };
    return { when: { kind: 'outnumbered', ratio: 1 }, next: at + 1 };
  }
  if (w === 'fewer' || w === 'less') {
    let i = at + 1;
    while (['than', 'a', 'the', 'enemy', 'them', 'enemies'].includes(words[i] ?? '')) i++;
    const ratio = RATIO_WORDS[words[i] ?? ''];
    return ratio
      ? { when: { kind: 'outnumbered', ratio }, next: i + 1 }
      : { when: { kind: 'outnumbered', ratio: 1 }, next: i };
  }
  return undefined;
}

export const withdraw: Parse = (choices, words, ctx) => {
  if (['to', 'into'].includes(words[0] ?? '')) return withdrawTo(choices, words.slice(1), ctx);
  if (TOWARD.includes(words[0] ?? '')) return withdrawTo(choices, words, ctx);
  const policy = { ...choices.withdraw, when: { kind: 'always' } as WithdrawCondition, fromRound: 1 };
  delete policy.leader;
  for (let i = 0; i < words.length;) {
    const w = words[i] as string;
    const round = Number(words[i + 2]);
    if (['if', 'when', 'at', 'whenever', 'once'].includes(w) && condition(words, i + 1)) i++;
    else if (
      (w === 'after' || w === 'from') &&
      words[i + 1] === 'round' &&
      Number.isInteger(round) &&
      round >= 1
    ) {
      policy.fromRound = round;
      i += 3;
    } else if (w === 'after' && words[i + 1] === 'losing' && Number.isInteger(round) && round >= 1) {
      policy.when = { kind: 'losses', steps: round };
      i += words[i + 3]?.startsWith('step') ? 4 : 3;
    } else if (w === 'with' && words[i + 1]) {
      const n = name(words[i + 1] as string, ctx.leaders, 'leaders');
      if ('error' in n) return n.error;
      policy.leader = n.ok;
      i += 2;
    } else {
      const c = condition(words, i);
      if (!c)
        return `'${w}' is not understood in a withdrawal order, e.g. 'withdraw if losing after round 2 with Wallace'`;
      policy.when = c.when;
      i = c.next;
    }
  }
  choices.withdraw = policy;
  return undefined;
};

function withdrawTo(choices: BattleChoices, words: string[], ctx: BattleOrderContext): string | undefined {
  const policy: WithdrawTargetPolicy = { rule: choices.withdrawTo.rule, prefer: [] };
  let toward = false;
  for (const w of words) {
    const hex = parseHex(w) ? w : ctx.places?.[w];
    if (FILLER.has(w) || w === 'hex' || w === 'or') continue;
    if (TOWARD.includes(w)) toward = true;
    else if (['friends', 'friendly', 'friend', 'most'].includes(w)) policy.rule = 'friends';
    else if (['city', 'cities', 'town'].includes(w)) policy.rule = 'city';
    else if (hex && toward) policy.toward = hex;
    else if (hex) policy.prefer.push(hex);
    else {
      const near = suggest(w, [...Object.keys(ctx.places ?? {}), 'friends', 'city']);
      return `'${w}' is not a hex number${near ? ` (did you mean '${near}'?)` : ''}: write e.g. 'withdraw to 0914 then friends'`;
    }
  }
  choices.withdrawTo = policy;
  return undefined;
}
