// The words of the levy from the north (STB-14.1.1, STB-DEC-19): the Scots' order in their own turn
// and the standing order for the English turn.
//   north levy infantry at 0101, cavalry at 0301     two levies (one may be cavalry)
//   north levy at 0101                               both infantry, in 0101
//   north levy: when an English stack is within 2 of Scone [at 0301[, 0401]] [with cavalry]
//   north levy: never                                the default: not in the English turn
import type { Problem } from '../../../core/contract';
import { lineProblem, type OrderLine } from '../../../core/order-text';
import type { HexId } from '../../../core/hex';
import { cityAt } from '../../data';
import { PLACE_WORDS, resolveHex } from '../../names';
import { NORTH_LEVY_COUNT, type NorthLevy, type NorthLevyStanding } from './north-levy';

const KINDS = ['infantry', 'cavalry'] as const;
const placeName = (hex: HexId) => cityAt(hex)?.name ?? hex;
const words = (line: OrderLine) => line.tokens.map((t) => t.replace(/:+$/, '')).filter((t) => t !== '');

/** True for a line that starts `north levy`. */
export function isNorthLevyLine(line: OrderLine): boolean {
  const [a, b] = words(line);
  return a === 'north' && b === 'levy';
}

/** `north levy [KIND] [at] HEX [, [KIND] [at] HEX]`; a single levy written means the second is
 *  infantry in the same hex. */
export function parseNorthLevyOrder(line: OrderLine): NorthLevy[] | Problem {
  const rest = words(line).slice(2);
  const levies: NorthLevy[] = [];
  let kind: NorthLevy['unitKind'] = 'infantry';
  for (const w of rest) {
    if (w === 'at' || w === 'and' || w === 'in') continue;
    if ((KINDS as readonly string[]).includes(w)) {
      kind = w as NorthLevy['unitKind'];
      continue;
    }
    const hex = resolveHex(w);
    if (!hex)
      return lineProblem(
        line,
        `'${w}' is not a hex (CCRR) or a city: write 'north levy infantry at 0101, cavalry at 0301'`,
        {
          word: w,
          candidates: [...KINDS, ...PLACE_WORDS],
        },
      );
    levies.push({ unitKind: kind, hex });
    kind = 'infantry';
  }
  if (!levies.length) return lineProblem(line, "write where: 'north levy infantry at 0101, cavalry at 0301'");
  if (levies.length === 1) levies.push({ unitKind: 'infantry', hex: levies[0]!.hex });
  if (levies.length > NORTH_LEVY_COUNT)
    return lineProblem(line, `the levy from the north is ${NORTH_LEVY_COUNT} levies (STB-14.1.1)`);
  return levies;
}

export function formatNorthLevyOrder(levies: readonly NorthLevy[]): string {
  return `north levy ${levies.map((l) => `${l.unitKind} at ${l.hex}`).join(', ')}`;
}

/** A `north levy:` standing line: the rule, null for `never`, or a problem. */
export function parseNorthLevyStanding(line: OrderLine): NorthLevyStanding | null | Problem {
  const w = words(line).slice(2);
  if (w.length === 1 && (w[0] === 'never' || w[0] === 'none')) return null;
  const i = w.indexOf('within');
  const within = Number.parseInt(w[i + 1] ?? '', 10);
  const of = w[i + 2] === 'of' ? resolveHex(w[i + 3] ?? '') : undefined;
  if (i < 0 || !Number.isInteger(within) || within < 0 || !of)
    return lineProblem(
      line,
      "expected 'north levy: when an English stack is within N of PLACE [at HEX[, HEX]] [with cavalry]' or 'north levy: never' (STB-DEC-19)",
    );
  const at: HexId[] = [];
  const atIndex = w.indexOf('at');
  if (atIndex >= 0)
    for (const x of w.slice(atIndex + 1)) {
      const hex = resolveHex(x);
      if (!hex) break;
      at.push(hex);
    }
  return { within, of, at: at.slice(0, NORTH_LEVY_COUNT), cavalry: w.includes('cavalry') };
}

export function formatNorthLevyStanding(rule: NorthLevyStanding): string {
  const at = rule.at.length ? ` at ${rule.at.join(', ')}` : '';
  return `north levy: when an English stack is within ${rule.within} of ${placeName(rule.of)}${at}${rule.cavalry ? ' with cavalry' : ''}`;
}
