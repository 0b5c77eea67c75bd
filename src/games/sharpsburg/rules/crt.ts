// The Combat Results Table (SH-CRT-1..7, SH-COMBAT-5/6, SH-AMB-2) from data/crt.json.
import { crtData } from '../data';
import type { CrtResult } from '../data';

export type { CrtResult };

const ratios = new Map<string, number>();

/** "a-d" column label to its ratio a/d (worked out once a column). */
function ratio(column: string): number {
  let r = ratios.get(column);
  if (r === undefined) {
    const [a, d] = column.split('-').map(Number);
    ratios.set(column, (r = (a as number) / (d as number)));
  }
  return r;
}

/**
 * SH-COMBAT-5, SH-AMB-2: the odds column, rounded down in the defender's favour; odds outside the
 * table use its lowest or highest column.
 */
export function oddsColumn(attack: number, defence: number): string {
  const columns = crtData().columns;
  const r = defence === 0 ? Infinity : attack / defence;
  let chosen = columns[0] as string;
  for (const c of columns) if (ratio(c) <= r) chosen = c;
  return chosen;
}

/** SH-COMBAT-6: the result for a die roll in a column. */
export function crtResult(column: string, die: number): CrtResult {
  const row = crtData().results[column];
  const result = row?.[die - 1];
  if (!result) throw new Error(`no CRT entry for ${column}, die ${die}`);
  return result;
}
