// Normal form of each battle choice, as a player would write it (BATTLES.md).
import { DEFAULT_CHOICES } from './defaults';
import type { BattleChoices, SplitPlacement, WithdrawCondition } from './types';

type Key = keyof BattleChoices;
export const CHOICE_KEYS: readonly Key[] = ['lineup', 'leaders', 'hits', 'withdraw', 'withdrawTo', 'advance'];

const cap = (name: string): string => (/^[a-z]+$/.test(name) ? name[0]?.toUpperCase() + name.slice(1) : name);

function condition(when: WithdrawCondition): string {
  switch (when.kind) {
    case 'never':
      return 'never';
    case 'always':
      return 'at once';
    case 'losing':
      return 'if losing';
    case 'losses':
      return `after losing ${when.steps} step${when.steps === 1 ? '' : 's'}`;
    case 'outnumbered':
      if (when.ratio === 0.5) return 'if fewer than half';
      if (when.ratio === 1) return 'if outnumbered';
      return `if outnumbered ${Math.round(1 / when.ratio)} to 1`;
  }
}

/** One clause in normal form. */
export function formatChoice(c: BattleChoices, key: Key): string {
  switch (key) {
    case 'lineup': {
      const first = c.lineup.first.length ? `${c.lineup.first.join(' ')} then ` : '';
      return `lineup ${first}${c.lineup.rank} against ${c.lineup.against} ${c.lineup.surplus}`;
    }
    case 'leaders':
      return ['leaders', ...c.leaders.order.map(cap), 'on', c.leaders.on].join(' ');
    case 'hits':
      return `hits ${c.hits.order}${c.hits.spareLeaders ? ' sparing leaders' : ''}`;
    case 'withdraw': {
      const w = c.withdraw;
      const round = w.fromRound > 1 && w.when.kind !== 'never' ? ` after round ${w.fromRound}` : '';
      return `withdraw ${condition(w.when)}${round}${w.leader ? ` with ${cap(w.leader)}` : ''}`;
    }
    case 'withdrawTo': {
      const prefer = c.withdrawTo.prefer.length ? `${c.withdrawTo.prefer.join(' ')} then ` : '';
      const toward = c.withdrawTo.toward ? `toward ${c.withdrawTo.toward} then ` : '';
      const split = c.withdrawTo.split?.length ? `; withdraw ${formatSplit(c.withdrawTo.split)}` : '';
      return `withdraw to ${prefer}${toward}${c.withdrawTo.rule}${split}`;
    }
    case 'advance':
      if (c.advance.rule === 'none') return 'advance none';
      return `advance ${c.advance.prefer.length ? `${c.advance.prefer.join(' ')} then ` : ''}best`;
  }
}

/** `s1 Wallace to 0604, s2 to 0505` (STB-AMB-25, STB-AMB-73). */
export function formatSplit(split: readonly Pick<SplitPlacement, 'ids' | 'to'>[]): string {
  return split.map((p) => [...p.ids.map(cap), 'to', p.to].join(' ')).join(', ');
}

export function isDefaultChoice(c: BattleChoices, key: Key): boolean {
  return formatChoice(c, key) === formatChoice(DEFAULT_CHOICES, key);
}

/** The clauses in normal form: all of them, or only those that differ from the defaults. */
export function formatChoices(c: BattleChoices, all: boolean): string[] {
  return CHOICE_KEYS.filter((k) => all || !isDefaultChoice(c, k)).map((k) => formatChoice(c, k));
}

const MEANING: Record<Key, string> = {
  lineup: 'line-up',
  leaders: 'leader placement',
  hits: 'hits taken',
  withdraw: 'withdrawal',
  withdrawTo: 'withdrawal hex',
  advance: 'advancement',
};

/** "withdrawal: withdraw if fewer than half (default)" for the report. */
export function describeChoice(c: BattleChoices, key: Key): string {
  return `${MEANING[key]}: ${formatChoice(c, key)}${isDefaultChoice(c, key) ? ' (default)' : ''}`;
}
