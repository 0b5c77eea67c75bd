// Times as players read them: a deadline as a date in UTC and in their own zone, and how long is left
// ("Thu 26 Nov 2026 18:00 UTC, in 2 days"); never an ISO timestamp.
const DEADLINE_PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};
const DEADLINE = new Intl.DateTimeFormat('en-GB', { ...DEADLINE_PARTS, timeZone: 'UTC' });

/** "Tue 24 Nov 2026, 18:00 UTC"; null for no deadline. */
export function formatDeadline(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DEADLINE.format(date).replace(',', '')} UTC`;
}

const zoned = new Map<string, Intl.DateTimeFormat>();

/** "Tue 24 Nov 2026, 19:00 Europe/Paris": the deadline in a player's own zone. */
export function formatDeadlineIn(iso: string, timeZone: string): string {
  let f = zoned.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { ...DEADLINE_PARTS, timeZone });
    zoned.set(timeZone, f);
  }
  return `${f.format(new Date(iso)).replace(',', '')} ${timeZone}`;
}

/** The deadline in UTC, and in the player's zone too when that is not UTC. */
export function formatDeadlineFor(iso: string | null | undefined, timeZone?: string): string | null {
  const utc = formatDeadline(iso);
  if (!utc || !iso || !timeZone || timeZone === 'UTC') return utc;
  return `${utc} (${formatDeadlineIn(iso, timeZone)})`;
}

/** "1 day 12 hours", "2 hours", "45 minutes": the two largest units, rounded to the minute. */
export function durationInWords(seconds: number): string {
  const units: [string, number][] = [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  let left = Math.max(60, Math.round(seconds / 60) * 60);
  const parts: string[] = [];
  for (const [name, size] of units) {
    const n = Math.floor(left / size);
    left -= n * size;
    if (n > 0 && parts.length < 2) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
  }
  return parts.join(' ');
}

/** "in 2 days 3 hours", "in 40 minutes", "passed": how long until a time, from now. */
export function timeLeft(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  return seconds < 60 ? (seconds < 0 ? 'passed' : 'in less than a minute') : `in ${durationInWords(seconds)}`;
}

/** The deadline as formatDeadlineFor gives it, then how long is left when `now` is known. */
export function deadlineWords(
  iso: string | null | undefined,
  { timeZone, now }: { timeZone?: string; now?: Date } = {},
): string | null {
  const when = formatDeadlineFor(iso, timeZone);
  if (!when || !iso || !now) return when;
  const left = timeLeft(iso, now);
  return left ? `${when}, ${left}` : when;
}
