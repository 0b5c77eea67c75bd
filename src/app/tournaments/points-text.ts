// Points as tournament tables write them: 2½, ½, 3. Sonneborn-Berger counts half of a drawn
// opponent's points, so it can end in a quarter: 3¼, ¾.
const FRACTIONS: Record<number, string> = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' };

export function pointsText(points: number): string {
  const sign = points < 0 ? '-' : '';
  const abs = Math.abs(points);
  const whole = Math.floor(abs);
  const fraction = FRACTIONS[abs - whole];
  // Anything else is not a tournament score: written as a decimal rather than rounded away.
  if (fraction === undefined) return String(points);
  return `${sign}${whole === 0 && fraction ? '' : whole}${fraction}`;
}
