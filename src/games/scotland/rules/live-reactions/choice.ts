// Live owner's choices (option liveReactions): where a side's withdrawing units go (STB-7.2,
// STB-AMB-25), where its displaced units go (STB-11.3f, STB-AMB-73), which of its units forage away
// (STB-6.0c, STB-AMB-30). The turn stops and the owner answers with the lines of the standing-order
// grammar, read and checked by the very parsers and checks of the standing orders (rules/choices).
import type { Problem } from '../../../core/contract';
import { lineProblem, splitOrderLines, type OrderLine } from '../../../core/order-text';
import { translateLines } from '../../../core/order-words';
import { japaneseOrderWords } from '../../japanese';
import type { Rng } from '../../../core/rng';
import { resolveLeader } from '../../names';
import { CITIES } from '../../data';
import type { SideId, State } from '../../state';
import { parseStandingSplitLine } from '../battle/plan';
import type { BattleHooks, SplitPlacement } from '../battle/types';
import { defaultChoices } from '../battle';
import { choiceChecks } from '../choices/checks';
import { parseDisplace } from '../choices/displace-text';
import { parseForageChoice } from '../choices/forage-text';
import type { AskForage, ForageChoice } from '../forage';
import type { AskDisplace, DisplaceChoice } from '../nobles';
import { sideName } from '../markers/hand';
import { inPlace, placeName } from '../../names';
import type { LiveAsk, Question } from './ask';

export type ChoiceQuestion = NonNullable<Question['choice']>;
export type ChoiceKind = ChoiceQuestion['kind'];

/** The public words of the question: in the step title both sides read. */
export function choiceMoment(side: SideId, c: Pick<ChoiceQuestion, 'kind' | 'hex'>): string {
  if (c.kind === 'withdraw') return `where the ${sideName(side)} withdrawing from ${placeName(c.hex)} go`;
  if (c.kind === 'displace') return `where the ${sideName(side)} displaced from ${placeName(c.hex)} go`;
  return `which ${sideName(side)} units forage away ${inPlace('in', c.hex)}`;
}

/** What one answer line reads as, for the place where the rule acts. */
export type ChoiceRead =
  | { kind: 'withdraw'; split: SplitPlacement[] }
  | { kind: 'displace'; displace: DisplaceChoice }
  | { kind: 'forage'; forage: ForageChoice };

const named = (c: ChoiceQuestion, id: string): boolean =>
  c.ids.includes(id) || c.ids.includes(resolveLeader(id) ?? id);

/** One answer line, read by the standing-order parsers with the question's pieces and hexes. */
function readLine(
  state: State,
  side: SideId,
  c: ChoiceQuestion,
  line: OrderLine,
  displaceRule: DisplaceChoice['rule'],
): ChoiceRead | Problem {
  const head = line.tokens[0]?.replace(/:+$/, '');
  if (head !== c.kind) return lineProblem(line, `answer with '${example(c)}', 'pass' or 'standing'`);
  const words = line.tokens
    .slice(1)
    .map((t) => t.replace(/:$/, ''))
    .filter((t) => t !== ':');
  if (c.kind === 'withdraw') {
    const at = words[0] === c.hex ? words : [c.hex, ...words];
    const standing = defaultChoices();
    const problem = parseStandingSplitLine(
      standing,
      { ...line, tokens: ['withdraw', ...at] },
      {
        units: c.ids,
        leaders: c.ids,
        places: Object.fromEntries(CITIES.map((x) => [x.name.toLowerCase(), x.hex])),
        splitHexes: (_, to) =>
          c.hexes.includes(to)
            ? undefined
            : `${to} is not open to your withdrawal from ${c.hex}: choose among ${c.hexes.join(', ')} (STB-7.2, STB-AMB-25)`,
        notInStack: (_, id) => (named(c, id) ? undefined : `${id} is not in the stack in ${c.hex}`),
      },
    );
    if (problem) return problem;
    const split = (standing.withdrawTo.split ?? []).filter((p) => p.at === c.hex);
    if (!split.length) return lineProblem(line, `name where your units go, e.g. '${example(c)}'`);
    return { kind: 'withdraw', split };
  }
  const checks = choiceChecks(state, side);
  if (c.kind === 'displace') {
    const read = parseDisplace({ rule: displaceRule, to: [] }, line, words, {
      ...checks,
      piece: (id) =>
        checks.piece?.(id) ?? (named(c, id) ? undefined : `${id} is not in the stack in ${c.hex}`),
    });
    return 'message' in read ? read : { kind: 'displace', displace: read };
  }
  const read = parseForageChoice(line, words, checks);
  if (!read) return lineProblem(line, `expected 'forage ${c.hex}: remove IDS', e.g. '${example(c)}'`);
  if ('message' in read) return read;
  if (read.hex !== c.hex) return lineProblem(line, `the question is about ${c.hex}, not ${read.hex}`);
  return { kind: 'forage', forage: read };
}

/** Every line of a choice answer read, or the problems found. Several lines add up (withdraw,
 *  displace); a forage answer is one line. */
export function readChoice(
  state: State,
  side: SideId,
  c: ChoiceQuestion,
  lines: readonly string[],
  displaceRule: DisplaceChoice['rule'] = 'friends',
): { read?: ChoiceRead; problems: Problem[] } {
  const reads: ChoiceRead[] = [];
  const problems: Problem[] = [];
  for (const line of translateLines(splitOrderLines(lines.join('\n')), japaneseOrderWords())) {
    const r = readLine(state, side, c, line, displaceRule);
    if ('message' in r) problems.push(r);
    else reads.push(r);
  }
  if (problems.length || !reads.length) return { problems };
  if (c.kind === 'forage' && reads.length > 1)
    return { problems: [{ message: `write one 'forage ${c.hex}: remove ...' line` }] };
  const first = reads[0]!;
  if (first.kind === 'withdraw')
    return {
      read: { kind: 'withdraw', split: reads.flatMap((r) => (r.kind === 'withdraw' ? r.split : [])) },
      problems,
    };
  if (first.kind === 'displace') {
    const to = reads.flatMap((r) => (r.kind === 'displace' ? r.displace.to : []));
    return { read: { kind: 'displace', displace: { rule: displaceRule, to } }, problems };
  }
  return { read: first, problems };
}

/** The pieces by id (a leader is listed by id and by name). */
const pieceIds = (c: ChoiceQuestion): string[] =>
  c.ids.filter((id) => !resolveLeader(id) || id === resolveLeader(id));

/** A legal line for this question: every piece to the first open hex, or the first units to go. */
export function example(c: ChoiceQuestion): string {
  if (c.kind === 'forage') return `forage ${c.hex}: remove ${c.ids.slice(-(c.loss ?? 1)).join(' ')}`;
  const ids = pieceIds(c).join(' ');
  return c.kind === 'withdraw'
    ? `withdraw ${c.hex}: ${ids} to ${c.hexes[0]}`
    : `displace: ${ids} to ${c.hexes[0]}`;
}

/** What the orders page lets the owner tap to build his answer line (Prompt.tapChoice). */
export function tapChoice(c: ChoiceQuestion): { head: string; pieces: string[]; places: string[] } {
  if (c.kind === 'forage')
    return { head: `forage ${c.hex}: remove`, pieces: c.ids.filter((id) => !resolveLeader(id)), places: [] };
  const head = c.kind === 'withdraw' ? `withdraw ${c.hex}:` : 'displace:';
  return { head, pieces: pieceIds(c), places: [...c.hexes] };
}

/** A random answer line for self-play: one piece to one open hex, or some units to forage away. */
export function sampleChoiceLine(c: ChoiceQuestion, rng: Rng): string {
  const units = c.ids.filter((id) => !resolveLeader(id));
  if (c.kind === 'forage')
    return `forage ${c.hex}: remove ${rng
      .shuffle(units)
      .slice(0, c.loss ?? 1)
      .join(' ')}`;
  const piece = rng.pick(pieceIds(c));
  return c.kind === 'withdraw'
    ? `withdraw ${c.hex}: ${piece} to ${rng.pick(c.hexes)}`
    : `displace: ${piece} to ${rng.pick(c.hexes)}`;
}

/**
 * The owner's live choice here, or undefined when the game does not ask (option off, the moving
 * player's own withdrawal, which his battle plan decides, no real choice) or leaves it to his
 * standing orders (no answer, `standing`, `pass`).
 */
export function liveChoice(
  live: LiveAsk | undefined,
  state: State,
  phasing: SideId | null,
  side: SideId,
  c: ChoiceQuestion,
  standing: string,
  displaceRule?: DisplaceChoice['rule'],
): ChoiceRead | undefined {
  if (!live || side === phasing) return undefined;
  const a = live.answer({ side, moment: choiceMoment(side, c), markers: [], standing, choice: c });
  if (a === 'standing' || Array.isArray(a)) return undefined;
  return readChoice(state, side, c, a.lines, displaceRule).read;
}

/** The three places' askers for one run of a step (turn.ts passes them where the rules act). */
export function choiceAskers(
  live: LiveAsk | undefined,
  state: State,
  phasing: SideId | null,
  displaceRules: Record<SideId, DisplaceChoice>,
): {
  withdrawalSplit: NonNullable<BattleHooks['withdrawalSplit']>;
  displace: AskDisplace;
  forage: (side: SideId) => AskForage;
} {
  return {
    withdrawalSplit(hex, side, pieces, open, to) {
      const c = { kind: 'withdraw' as const, hex, ids: [...pieces], hexes: [...open] };
      const standing = `withdraw ${hex}: ${pieceIds(c).join(' ')} to ${to}`;
      const read = liveChoice(live, state, phasing, side, c, standing);
      return read?.kind === 'withdraw' ? read.split : undefined;
    },
    displace(side, hex, ids, open, to) {
      const c = { kind: 'displace' as const, hex, ids: [...ids], hexes: [...open] };
      const rule = displaceRules[side];
      const standing = `displace: ${ids.join(' ')} to ${to}`;
      const read = liveChoice(live, state, phasing, side, c, standing, rule.rule);
      return read?.kind === 'displace' ? read.displace : undefined;
    },
    forage: (side) => (hex, ids, loss, byRule) => {
      const c = { kind: 'forage' as const, hex, ids: [...ids], hexes: [], loss };
      const standing = `forage ${hex}: remove ${byRule.join(' ')}`;
      const read = liveChoice(live, state, phasing, side, c, standing);
      return read?.kind === 'forage' ? read.forage : undefined;
    },
  };
}
