// A player's reliability, by address, from what is stored anyway: how their games ended, whether
// their orders came before each deadline, and how long they took. Nothing is kept of its own, so it
// can never drift from the games.
import { durationIn } from '../../i18n/dates';
import { translator, type T } from '../../i18n/index';
import { askedSteps, seatsOf } from '../../db/repos/clubs/reliability';
import type { Db } from '../../db/repos/games';
import type { AppContext } from '../base/context';
import { addressOf } from './clubs';
import { refusal } from '../base/refusal';

export interface Reliability {
  /** Finished games the player saw to the end (any result but their own forfeit or resignation). */
  completed: number;
  forfeited: number;
  resigned: number;
  /** Turns the player was asked for and answered or missed (standing orders alone are not counted). */
  turns: number;
  onTime: number;
  /** onTime / turns; null before the first such turn. */
  onTimeShare: number | null;
  /** Median seconds from a step's opening to the player's first orders for it. */
  medianSeconds: number | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** `db`: the transaction the caller is in, if any (PGlite has one connection: never wait on it). */
export async function reliabilityOf(ctx: AppContext, email: string, db: Db = ctx.db): Promise<Reliability> {
  const address = addressOf(email);
  const r: Reliability = {
    completed: 0,
    forfeited: 0,
    resigned: 0,
    turns: 0,
    onTime: 0,
    onTimeShare: null,
    medianSeconds: null,
  };
  for (const seat of await seatsOf(db, address)) {
    if (seat.status !== 'finished') continue;
    const mine = seat.ending?.sides.includes(seat.side) ?? false;
    if (mine && seat.ending?.kind === 'forfeit') r.forfeited++;
    else if (mine && seat.ending?.kind === 'resign') r.resigned++;
    else if (seat.ending?.kind !== 'abandoned') r.completed++;
  }
  const waits: number[] = [];
  for (const s of await askedSteps(db, address)) {
    const late = s.lateSides.includes(s.side);
    // Standing orders that decided without a miss: the player was not asked to write anything.
    if (!s.firstSentAt && !late) continue;
    r.turns++;
    if (s.firstSentAt) waits.push((s.firstSentAt.getTime() - s.openedAt.getTime()) / 1000);
    if (s.firstSentAt && !late && (!s.deadline || s.firstSentAt <= s.deadline)) r.onTime++;
  }
  r.onTimeShare = r.turns ? r.onTime / r.turns : null;
  r.medianSeconds = median(waits);
  return r;
}

/** "92% on time", "no turns yet": the share in words, for pages and answers. */
export function onTimeWords(r: Reliability, t: T = translator('en')): string {
  return r.onTimeShare === null
    ? t('club.reliability.noTurns')
    : t('club.reliability.onTime', { percent: Math.round(r.onTimeShare * 100) });
}

/** The whole record in one line, for the hub and for answers by mail. */
export function reliabilityWords(r: Reliability, t: T = translator('en')): string {
  const turns = r.turns
    ? t('club.reliability.turns', { onTime: onTimeWords(r, t), of: r.onTime, count: r.turns })
    : t('club.reliability.noTurnsYet');
  const speed =
    r.medianSeconds === null
      ? ''
      : t('club.reliability.speed', { duration: durationIn(t.lang, r.medianSeconds) });
  return t('club.reliability.words', {
    turns,
    speed,
    completed: r.completed,
    forfeited: r.forfeited,
    resigned: r.resigned,
  });
}

/** Refuses a player whose share of turns on time is below the ladder's minimum (none yet: welcome). */
export async function requireReliable(ctx: AppContext, email: string, minimum: number | null): Promise<void> {
  if (minimum === null) return;
  const r = await reliabilityOf(ctx, email);
  if (r.onTimeShare === null || r.onTimeShare >= minimum) return;
  throw refusal('club.refused.unreliable', {
    minimum: Math.round(minimum * 100),
    email: addressOf(email),
    share: Math.round(r.onTimeShare * 100),
    onTime: r.onTime,
    turns: r.turns,
  });
}
