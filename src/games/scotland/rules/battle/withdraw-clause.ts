// The withdrawal clauses (STB-7.1.7, STB-7.2, STB-DEC-11, STB-DEC-12): when to try, with whom, and
// where to go.
import { parseHex } from '../../../core/hex';
import { suggest } from '../../../core/order-text';
import { FILLER, name } from './words';
import type { BattleOrderContext, Parse } from './words';
import type { BattleChoices, SplitPlacement, WithdrawCondition, WithdrawTargetPolicy } from './types';

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

/** Words that open a withdrawal condition, so a clause starting otherwise and holding 'to' is a split. */
const CONDITION_WORDS = new Set(['never', 'no', 'once', 'always', 'now', 'immediately', 'asap', 'losing']);
const isSplit = (words: readonly string[]): boolean =>
  words.includes('to') &&
  !CONDITION_WORDS.has(words[0] ?? '') &&
  !['if', 'when', 'at', 'whenever', 'after', 'from', 'with', 'outnumbered', 'fewer', 'less'].includes(
    words[0] ?? '',
  );

export const withdraw: Parse = (choices, words, ctx) => {
  if (['to', 'into'].includes(words[0] ?? '')) return withdrawTo(choices, words.slice(1), ctx);
  if (TOWARD.includes(words[0] ?? '')) return withdrawTo(choices, words, ctx);
  if (isSplit(words)) return withdrawSplit(choices, words, ctx);
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

/** STB-7.2, STB-AMB-25: `withdraw s1 wallace to 0604, s2 to 0505`: each group to its hex. */
export function parseSplit(
  words: readonly string[],
  ctx: BattleOrderContext,
  at?: string,
): SplitPlacement[] | string {
  const split: SplitPlacement[] = [];
  let ids: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (FILLER.has(w) || w === 'and' || w === 'with') continue;
    if (w !== 'to') {
      const unit = name(w, ctx.units, 'units');
      const leader = 'ok' in unit ? unit : name(w, ctx.leaders, 'leaders');
      if ('error' in leader) return `'${w}' is not one of your units or leaders`;
      const away = at ? ctx.notInStack?.(at, leader.ok.toLowerCase()) : undefined;
      if (away) return away;
      ids.push(leader.ok.toLowerCase());
      continue;
    }
    const dest = words[i + 1] ?? '';
    const hex = parseHex(dest) ? dest : ctx.places?.[dest];
    if (!hex) return `'${dest}' is not a hex number: write e.g. 'withdraw s1 wallace to 0604, s2 to 0505'`;
    const bad = ctx.splitHexes && at ? ctx.splitHexes(at, hex) : undefined;
    if (bad) return bad;
    split.push({ ids, to: hex, ...(at ? { at } : {}) });
    ids = [];
    i += 1;
  }
  if (ids.length || !split.length)
    return "expected '... to HEX', e.g. 'withdraw s1 wallace to 0604, s2 to 0505'";
  return split;
}

function withdrawSplit(choices: BattleChoices, words: string[], ctx: BattleOrderContext): string | undefined {
  const split = parseSplit(words, ctx, ctx.battleHex);
  if (typeof split === 'string') return split;
  const kept = (choices.withdrawTo.split ?? []).filter((p) => p.at !== ctx.battleHex);
  choices.withdrawTo = { ...choices.withdrawTo, split: [...kept, ...split] };
  return undefined;
}

function withdrawTo(choices: BattleChoices, words: string[], ctx: BattleOrderContext): string | undefined {
  const policy: WithdrawTargetPolicy = {
    rule: choices.withdrawTo.rule,
    prefer: [],
    ...(choices.withdrawTo.split ? { split: choices.withdrawTo.split } : {}),
  };
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
