// Turn times as people write them: "3d", "12h", "90m", "45s", "1d12h", "3 days", or plain seconds.
const UNIT_SECONDS: Record<string, number> = { w: 604800, d: 86400, h: 3600, m: 60, s: 1 };
const PART = /(\d+)\s*(weeks?|w|days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])/g;

/** Seconds, or null when the text is not a duration. */
export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  if (t === '' || t.replace(PART, '').replace(/[\s,]|and/g, '') !== '') return null;
  let total = 0;
  for (const m of t.matchAll(PART)) total += Number(m[1]) * (UNIT_SECONDS[(m[2] ?? 's')[0] as string] ?? 0);
  return total;
}

export function formatDuration(seconds: number): string {
  for (const [unit, size] of Object.entries(UNIT_SECONDS)) {
    if (seconds >= size && seconds % size === 0) return `${seconds / size}${unit}`;
  }
  return `${seconds}s`;
}
