// Times as players read them, in English: a deadline as a date in UTC and in their own zone, and how
// long is left ("Thu 26 Nov 2026 18:00 UTC, in 2 days"); never an ISO timestamp. The words of every
// language are in i18n/dates.ts; these are its English, for the callers that write only English.
import { deadlineIn, durationIn, leftIn, momentFor, momentIn } from '../../i18n/dates';

/** "Tue 24 Nov 2026, 18:00 UTC"; null for no deadline. */
export function formatDeadline(iso: string | null | undefined): string | null {
  return iso ? momentIn('en', iso) : null;
}

/** "Tue 24 Nov 2026, 19:00 Europe/Paris": the deadline in a player's own zone. */
export function formatDeadlineIn(iso: string, timeZone: string): string {
  return momentIn('en', iso, timeZone);
}

/** The deadline in UTC, and in the player's zone too when that is not UTC. */
export function formatDeadlineFor(iso: string | null | undefined, timeZone?: string): string | null {
  return iso ? momentFor('en', iso, timeZone) : null;
}

/** "1 day 12 hours", "2 hours", "45 minutes": the two largest units, rounded to the minute. */
export function durationInWords(seconds: number): string {
  return durationIn('en', seconds);
}

/** "in 2 days 3 hours", "in 40 minutes", "passed": how long until a time, from now. */
export function timeLeft(iso: string, now: Date): string {
  return leftIn('en', iso, now);
}

/** The deadline as formatDeadlineFor gives it, then how long is left when `now` is known. */
export function deadlineWords(
  iso: string | null | undefined,
  options: { timeZone?: string; now?: Date } = {},
): string | null {
  return deadlineIn('en', iso, options);
}
