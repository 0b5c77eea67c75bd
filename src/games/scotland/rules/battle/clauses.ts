// One clause of a battle plan or of standing battle orders (BATTLES.md): `lineup ...`, `leaders ...`,
// `hits ...`, `withdraw ...`, `withdraw to ...`, `advance ...`. Forgiving: filler words are skipped,
// hyphens split words ("strongest-first"), near misses get a "did you mean".
import type { Problem } from '../../../core/contract';
import { parseHex } from '../../../core/hex';
import { lineProblem, suggest } from '../../../core/order-text';
import type { OrderLine } from '../../../core/order-text';
import type { BattleChoices, RankRule, WithdrawCondition } from './types';

/** What the parser may check names against; without it any name is accepted as written. */
export interface BattleOrderContext {
  /** Ids of the writer's combat units. */
  units?: readonly string[];
  /** Names (or ids) of the writer's leaders. */
  leaders?: readonly string[];
  /** Place names the writer may use for hexes, lower-case name -> hex id, e.g. stirling -> 0504. */
  places?: Readonly<Record<string, string>>;
}

export const CLAUSE_VERBS = ['lineup', 'leaders', 'hits', 'withdraw', 'advance'] as const;
const VERB_ALIASES: Record<string, (typeof CLAUSE_VERBS)[number]> = {
  lineup: 'lineup',
  line: 'lineup',
  leaders: 'leaders',
  leader: 'leaders',
  hits: 'hits',
  hit: 'hits',
  withdraw: 'withdraw',
  withdrawal: 'withdraw',
  retreat: 'withdraw',
  advance: 'advance',
  advancement: 'advance',
};
const FILLER = new Set([
  'up',
  'first',
  'then',
  'the',
  'units',
  'unit',
  'surplus',
  'a',
  'on',
  'by',
  'my',
  'step',
]);
const RANK: Record<string, RankRule> = { strongest: 'strongest', strong: 'strongest', best: 'strongest' };
Object.assign(RANK, { weakest: 'weakest', weak: 'weakest', worst: 'weakest' });
const KEYWORDS = [
  ...Object.keys(VERB_ALIASES),
  ...Object.keys(RANK),
  'against',
  'facing',
  'spread',
  'concentrate',
  'safest',
  'sparing',
  'leaders',
  'never',
  'once',
  'always',
  'losing',
  'outnumbered',
  'fewer',
  'half',
  'after',
  'round',
  'with',
  'friends',
  'city',
  'none',
  'to',
];

/** Splits "strongest-first" and "0913:" the way players write them. */
export function clauseTokens(tokens: readonly string[]): string[] {
  return tokens.flatMap((t) => t.split(/[-:.]+/)).filter((t) => t !== '');
}

export function clauseVerb(word: string | undefined): (typeof CLAUSE_VERBS)[number] | undefined {
  return word ? VERB_ALIASES[word] : undefined;
}

type Parse = (choices: BattleChoices, words: string[], ctx: BattleOrderContext) => string | undefined;

/** A name the context knows, or any word when there is no context; a near miss of a keyword is an error. */
function name(
  word: string,
  known: readonly string[] | undefined,
  what: string,
): { ok: string } | { error: string } {
  if (known) {
    const hit = known.find((k) => k.toLowerCase() === word);
    if (hit) return { ok: hit };
    const near = suggest(word, known);
    return { error: `'${word}' is not one of your ${what}${near ? ` (did you mean '${near}'?)` : ''}` };
  }
  const near = suggest(word, KEYWORDS);
  if (near && near !== word) return { error: `'${word}' is not understood here (did you mean '${near}'?)` };
  return { ok: word };
}

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

const withdraw: Parse = (choices, words, ctx) => {
  if (['to', 'into', 'toward', 'towards'].includes(words[0] ?? ''))
    return withdrawTo(choices, words.slice(1), ctx);
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
  const policy = { ...choices.withdrawTo, prefer: [] as string[] };
  for (const w of words) {
    if (FILLER.has(w) || w === 'hex' || w === 'or') continue;
    if (['friends', 'friendly', 'friend', 'most'].includes(w)) policy.rule = 'friends';
    else if (['city', 'cities', 'town'].includes(w)) policy.rule = 'city';
    else if (parseHex(w)) policy.prefer.push(w);
    else if (ctx.places?.[w]) policy.prefer.push(ctx.places[w]);
    else {
      const near = suggest(w, [...Object.keys(ctx.places ?? {}), 'friends', 'city']);
      return `'${w}' is not a hex number${near ? ` (did you mean '${near}'?)` : ''}: write e.g. 'withdraw to 0914 then friends'`;
    }
  }
  choices.withdrawTo = policy;
  return undefined;
}

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
