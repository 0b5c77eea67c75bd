// Percentiles of a list of durations, the way every bench prints them.
export interface StageFigures {
  n: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

export function stats(ms: number[]): StageFigures {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return {
    n: s.length,
    p50: at(0.5),
    p99: at(0.99),
    mean: s.reduce((a, b) => a + b, 0) / (s.length || 1),
    max: s.at(-1) ?? 0,
  };
}
