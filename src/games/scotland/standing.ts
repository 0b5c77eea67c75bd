// Standing orders of Scotland the Brave: choices a player makes outside his own player turn, kept
// until changed. Each line is `topic: choice`; anything unwritten takes its documented default.
//   defend: ...                 battle orders as defender (STB-DEC-6..13, see BATTLES.md)
//   displace: friends | city    STB-DEC-4 (default friends: most friendly units, then nearest city)
//   displace: s3 to 0405, s4 to 0406   STB-AMB-73: named units and leaders each to a hex, the rest by the rule
//   advance: best | none        STB-DEC-15 (default best: the most advanced unit that can advance)
//   levy: infantry | cavalry    STB-DEC-16 (default infantry)
//   forage: infantry first | cavalry first   STB-DEC-17 (default infantry first, levies before regulars)
//   forage HEX: remove IDS      STB-6.0c: these units of that stack go first; the rest by the rule above
//   reinforce: HEX              STB-AMB-38 entry hex for reinforcements (default: nearest own units)
//   north levy: when an English stack is within N of PLACE [at HEX[, HEX]] [with cavalry] | never
//                               STB-DEC-19, option northLevies (default never)
//   cancel:, vacillate:, reroll:, on defence:, zero:, noble lost:, surrender:, return:,
//   before battles:, after battles:   strategy markers (rules/markers/standing.ts)
import type { Problem } from '../core/contract';
import { lineProblem, splitOrderLines } from '../core/order-text';
import { translateLines } from '../core/order-words';
import { japaneseOrderWords } from './japanese';
import {
  formatBattleStanding,
  parseBattleStandingLines,
  parseStandingSplitLine,
  type BattleChoices,
  type BattleOrderContext,
} from './rules/battle';
import type { DisplaceChoice } from './rules/nobles';
import { formatDisplace, parseDisplace } from './rules/choices/displace-text';
import type { ChoiceChecks } from './rules/choices/checks';
import { formatForageChoice, parseForageChoice } from './rules/choices/forage-text';
import type { ForageChoice } from './rules/forage';
import { resolveHex } from './names';
import {
  MARKER_TOPICS,
  defaultMarkerStanding,
  formatMarkerStanding,
  readMarkerStanding,
  type MarkerStanding,
} from './rules/markers/standing';
import type { NorthLevyStanding } from './rules/advanced/north-levy';
import {
  formatNorthLevyStanding,
  isNorthLevyLine,
  parseNorthLevyStanding,
} from './rules/advanced/north-levy-text';

export interface Standing {
  battle: BattleChoices;
  displace: DisplaceChoice;
  advance: 'best' | 'none';
  levy: 'infantry' | 'cavalry';
  forageCavalryFirst: boolean;
  /** STB-6.0c: `forage HEX: remove IDS`, the units of that stack to go first. */
  forageChosen: ForageChoice[];
  reinforce?: string;
  markers: MarkerStanding;
  /** STB-DEC-19: when the Scots raise the levy from the north in the English turn; absent: never. */
  northLevy?: NorthLevyStanding;
}

const TOPICS = ['defend', 'displace', 'advance', 'levy', 'forage', 'reinforce', 'north', ...MARKER_TOPICS];

export function parseStandingText(
  text: string,
  ctx: BattleOrderContext = {},
  checks: ChoiceChecks = {},
): { standing: Standing; problems: Problem[] } {
  const {
    standing: battle,
    problems,
    rest,
  } = parseBattleStandingLines(translateLines(splitOrderLines(text), japaneseOrderWords()), ctx);
  const out: Standing = {
    battle,
    displace: { rule: 'friends', to: [] },
    advance: 'best',
    levy: 'infantry',
    forageCavalryFirst: false,
    forageChosen: [],
    markers: defaultMarkerStanding(),
  };
  for (const line of rest) {
    const split = parseStandingSplitLine(out.battle, line, ctx); // `withdraw HEX: ...` (STB-AMB-25)
    if (split !== false) {
      if (split) problems.push(split);
      continue;
    }
    if (isNorthLevyLine(line)) {
      const rule = parseNorthLevyStanding(line);
      if (rule && 'message' in rule) problems.push(rule);
      else if (rule) out.northLevy = rule;
      else delete out.northLevy;
      continue;
    }
    const marker = readMarkerStanding(out.markers, line);
    if (marker !== undefined) {
      if (marker) problems.push(marker);
      continue;
    }
    const [topic, ...words] = line.tokens.map((t) => t.replace(/:$/, '')).filter((t) => t !== ':');
    const value = words.join(' ');
    if (topic === 'displace' && words.includes('to')) {
      const read = parseDisplace(out.displace, line, words, checks);
      if ('message' in read) problems.push(read);
      else out.displace = read;
    } else if (topic === 'forage' && resolveHex(words[0] ?? '')) {
      const read = parseForageChoice(line, words, checks);
      if (read && 'message' in read) problems.push(read);
      else if (read) out.forageChosen = [...out.forageChosen.filter((c) => c.hex !== read.hex), read];
    } else if (topic === 'displace' && (value === 'friends' || value === 'city'))
      out.displace = { ...out.displace, rule: value };
    else if (topic === 'advance' && (value === 'best' || value === 'none')) out.advance = value;
    else if (topic === 'levy' && (value === 'infantry' || value === 'cavalry')) out.levy = value;
    else if (topic === 'forage' && /^(infantry|cavalry)( first)?$/.test(value))
      out.forageCavalryFirst = value.startsWith('cavalry');
    else if (topic === 'reinforce' && resolveHex(words.join(' ')))
      out.reinforce = resolveHex(words.join(' '))!;
    else
      problems.push(
        lineProblem(
          line,
          `expected one of: displace: friends|city; displace: IDS to HEX, IDS to HEX; advance: best|none; levy: infantry|cavalry; forage: infantry first|cavalry first; forage HEX: remove IDS; reinforce: HEX; north levy: when an English stack is within N of PLACE; defend: ...; or a marker order (${MARKER_TOPICS.join(', ')}: ...)`,
          {
            word: topic ?? '',
            candidates: TOPICS,
          },
        ),
      );
  }
  return { standing: out, problems };
}

export function formatStanding(s: Standing): string {
  const lines = [formatBattleStanding(s.battle)];
  lines.push(...formatDisplace(s.displace));
  if (s.advance !== 'best') lines.push(`advance: ${s.advance}`);
  if (s.levy !== 'infantry') lines.push(`levy: ${s.levy}`);
  if (s.forageCavalryFirst) lines.push('forage: cavalry first');
  lines.push(...s.forageChosen.map(formatForageChoice));
  if (s.reinforce) lines.push(`reinforce: ${s.reinforce}`);
  if (s.northLevy) lines.push(formatNorthLevyStanding(s.northLevy));
  lines.push(...formatMarkerStanding(s.markers));
  return lines.filter((l) => l !== '').join('\n');
}
