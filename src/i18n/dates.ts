// Moments as a player reads them, in their language and time zone (Intl): a deadline in UTC and in the
// player's own zone, and how long is left. English keeps the house form ("Tue 24 Nov 2026 18:00 UTC");
// Japanese reads "2026年11月24日(火) 18:00 UTC".
import { Kept } from '../games/core/kept';
import type { Lang } from '../games/core/lang';
import { translator } from './index';

const LOCALE: Record<Lang, string> = { en: 'en-GB', ja: 'ja-JP' };

const PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang} ${timeZone}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE[lang], { ...PARTS, timeZone });
    formats.set(key, f);
  }
  return f;
}

/** Moments already written: Intl's formatting is slow, and every page of a game shows its deadline. */
const moments = new Kept<string>(5_000);

/** A moment in one zone, named after it: "Tue 24 Nov 2026 19:00 Europe/Paris". */
export function momentIn(lang: Lang, iso: string, timeZone = 'UTC'): string {
  return moments.keep(`${lang} ${timeZone} ${iso}`, () => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    const text = format(lang, timeZone).format(date);
    return `${lang === 'en' ? text.replace(',', '') : text} ${timeZone}`;
  });
}

/** The moment in UTC, and in the player's zone too when that is not UTC. */
export function momentFor(lang: Lang, iso: string, timeZone?: string): string {
  const utc = momentIn(lang, iso);
  return !timeZone || timeZone === 'UTC' ? utc : `${utc} (${momentIn(lang, iso, timeZone)})`;
}

/** "1 day 12 hours" / "1日12時間": the two largest units, rounded to the minute. */
export function durationIn(lang: Lang, seconds: number): string {
  const t = translator(lang);
  const units: [string, number][] = [
    ['time.day', 86400],
    ['time.hour', 3600],
    ['time.minute', 60],
  ];
  let left = Math.max(60, Math.round(seconds / 60) * 60);
  const parts: string[] = [];
  for (const [key, size] of units) {
    const n = Math.floor(left / size);
    left -= n * size;
    if (n > 0 && parts.length < 2) parts.push(t(key, { count: n }));
  }
  return parts.join(t('time.joiner'));
}

/** "in 2 days 3 hours" / "あと2日3時間", "passed" / "期限切れ". */
export function leftIn(lang: Lang, iso: string, now: Date): string {
  const t = translator(lang);
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  if (seconds < 0) return t('time.passed');
  if (seconds < 60) return t('time.lessThanMinute');
  return t('time.left', { duration: durationIn(lang, seconds) });
}

/** A deadline as the mails and pages show it: in UTC, the player's zone, and how long is left. */
export function deadlineIn(
  lang: Lang,
  iso: string | null | undefined,
  { timeZone, now }: { timeZone?: string; now?: Date } = {},
): string | null {
  if (!iso) return null;
  const when = momentFor(lang, iso, timeZone);
  const left = now ? leftIn(lang, iso, now) : '';
  return left ? translator(lang)('time.whenLeft', { when, left }) : when;
}
