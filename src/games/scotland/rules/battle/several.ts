// STB-7.1, STB-7.5: the attacker fights his battles one at a time, in the order he chooses. The
// engine loops over this order, finishing each battle (and applying its outcome) before the next.

/** Battle hexes in the order of the attacker's plans, then the rest in the order given. */
export function battleOrder(battleHexes: readonly string[], planned: readonly { hex: string }[]): string[] {
  const first = planned
    .map((p) => p.hex)
    .filter((h, i, all) => battleHexes.includes(h) && all.indexOf(h) === i);
  return [...first, ...battleHexes.filter((h) => !first.includes(h))];
}
