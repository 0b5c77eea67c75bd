// Pearson's chi-square test of observed counts against a fair die: the statistic and its p-value, the
// chance that a fair die would scatter at least this much (upper tail of the chi-square
// distribution with faces - 1 degrees of freedom, through the regularized incomplete gamma function).

/** ln Γ(x) by the Lanczos approximation (g = 7, n = 9): enough for p-values. */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(s, x) = Γ(s, x) / Γ(s): a series below s + 1, a continued fraction above (Numerical Recipes 6.2). */
function upperGamma(s: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + s * Math.log(x) - lnGamma(s));
  if (x < s + 1) {
    let sum = 1 / s;
    let term = sum;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (s + n);
      sum += term;
    }
    return 1 - sum * lead;
  }
  let b = x + 1 - s;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return lead * h;
}

export interface ChiSquare {
  statistic: number;
  degrees: number;
  pValue: number;
}

/** The test of `counts` (one per face) against equal chances; null without a roll or with one face. */
export function chiSquareFair(counts: readonly number[]): ChiSquare | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0 || counts.length < 2) return null;
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
  const degrees = counts.length - 1;
  return { statistic, degrees, pValue: Math.min(1, Math.max(0, upperGamma(degrees / 2, statistic / 2))) };
}
