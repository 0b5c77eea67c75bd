// The report lines saying which battle choices each side fights by (STB-DEC-6/7/8/11/12/13): the
// attacker's plan for this battle and the defender's standing battle orders, defaults marked.
import { battleWords } from '../../names';
import { CHOICE_KEYS, describeChoice } from './format';
import { choicesOf, defenderOf, push, sideName } from './state';
import type { Battle } from './state';

export function reportChoices(b: Battle): void {
  for (const side of [b.input.attacker, defenderOf(b)]) {
    const choices = choicesOf(b, side);
    const whose =
      side === b.input.attacker ? `plan for ${battleWords(b.input.hex)}` : 'standing battle orders';
    push(b, {
      kind: 'standing-order',
      text: `${sideName(side)} ${whose}: ${CHOICE_KEYS.map((k) => describeChoice(choices, k)).join('; ')}.`,
      side,
    });
  }
}
