// Wall-clock arithmetic for turn times: IANA time zones checked through Intl, and adding turn time
// while the clock does not run on weekends (Saturday 00:00 to Monday 00:00 in the player's zone).
// Pure: every function takes the instants it works on.

const MS_DAY = 86_400_000;

/** The canonical name of an IANA time zone ('europe/paris' -> 'Europe/Paris'), or null if unknown. */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local calendar date and time of an instant in a zone. */
export function localParts(at: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(at))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetAt(at: number, timeZone: string): number {
  const p = localParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** The instant of local midnight starting the given local date (days may overflow the month). */
export function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** Whether `at` falls on a weekend in the zone, and the instant that window (weekday or weekend) ends. */
function weekWindow(at: number, timeZone: string): { weekend: boolean; ends: number } {
  const p = localParts(at, timeZone);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 Sunday .. 6 Saturday
  const weekend = weekday === 0 || weekday === 6;
  const daysToBoundary = weekend ? (weekday === 6 ? 2 : 1) : 6 - weekday;
  return { weekend, ends: localMidnight(p.year, p.month, p.day + daysToBoundary, timeZone) };
}

/** `start` plus `seconds` of running clock; with `weekendsOff` the clock stops over local weekends. */
export function addClockTime(
  start: Date,
  seconds: number,
  opts: { weekendsOff: boolean; timeZone: string },
): Date {
  if (!opts.weekendsOff) return new Date(start.getTime() + seconds * 1000);
  let at = start.getTime();
  let left = seconds * 1000;
  // Each pass crosses one weekday stretch or one weekend: bounded by the turn time (30 days max).
  for (let i = 0; i < 100; i++) {
    const w = weekWindow(at, opts.timeZone);
    if (!w.weekend && at + left <= w.ends) return new Date(at + left);
    if (!w.weekend) left -= w.ends - at;
    at = Math.max(w.ends, at + 1);
  }
  throw new Error(`addClockTime: ${seconds}s from ${start.toISOString()} did not converge`);
}

/** The next local `hour`:00 strictly after `after` in the zone (daily digests). */
export function nextLocalHour(after: Date, hour: number, timeZone: string): Date {
  const p = localParts(after.getTime(), timeZone);
  for (let d = 0; d < 3; d++) {
    const at = localMidnight(p.year, p.month, p.day + d, timeZone) + hour * 3_600_000;
    if (at > after.getTime()) return new Date(at);
  }
  return new Date(after.getTime() + MS_DAY);
}
