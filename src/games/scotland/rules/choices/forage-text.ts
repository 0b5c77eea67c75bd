// STB-6.0c, STB-AMB-30, STB-DEC-17: `forage 0707: remove e2 e5`: which units of a stack forage away,
// written in the Mobilization step's orders or kept as a standing order. Checked when written
// (ChoiceChecks.forage); the units not named follow `forage: infantry first|cavalry first`.
import type { Problem } from '../../../core/contract';
import { lineProblem, type OrderLine } from '../../../core/order-text';
import { resolveHex } from '../../names';
import type { ForageChoice } from '../forage';
import type { ChoiceChecks } from './checks';

/** Words after `forage`: `HEX [:] remove IDS`; undefined when they are no such choice. */
export function parseForageChoice(
  line: OrderLine,
  words: readonly string[],
  checks: ChoiceChecks = {},
): ForageChoice | Problem | undefined {
  const hex = resolveHex(words[0] ?? '');
  if (!hex) return undefined;
  const rest = words
    .slice(1)
    .filter((w) => !['remove', 'removing', 'lose', 'and', 'units', 'unit'].includes(w));
  if (!words.slice(1).some((w) => w === 'remove' || w === 'lose') || !rest.length)
    return lineProblem(line, `expected 'forage ${hex}: remove IDS', e.g. 'forage 0707: remove e2'`);
  if (new Set(rest).size !== rest.length) return lineProblem(line, 'a unit is named twice');
  const bad = checks.forage?.(hex, rest);
  return bad ? lineProblem(line, bad) : { hex, ids: rest };
}

export const formatForageChoice = (c: ForageChoice): string => `forage ${c.hex}: remove ${c.ids.join(' ')}`;
