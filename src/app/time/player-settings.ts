// A player's own settings, kept across all their games: the time zone their deadlines are shown
// in and their weekends counted in, and whether they want one daily digest instead of reminders.
import { setPlayerTimeSettings } from '../../db/repos/time';
import { refusal } from '../base/refusal';
import { upsertPlayer } from '../../db/repos/games';
import { canonicalTimeZone } from '../base/clock';
import type { AppContext } from '../base/context';
import { cancelDigest, scheduleDigest } from './digest';

export interface PlayerSettings {
  timeZone?: string;
  digest?: boolean;
}

export async function setPlayerSettings(
  ctx: AppContext,
  email: string,
  settings: PlayerSettings,
): Promise<{ timeZone: string; digest: boolean }> {
  const timeZone = settings.timeZone === undefined ? undefined : canonicalTimeZone(settings.timeZone);
  if (timeZone === null) {
    throw refusal('clock.refused.badZone', { zone: settings.timeZone ?? '' });
  }
  return ctx.db.transaction().execute(async (trx) => {
    const id = await upsertPlayer(trx, email.trim().toLowerCase());
    const changes = {
      ...(timeZone ? { time_zone: timeZone } : {}),
      ...(settings.digest !== undefined ? { digest: settings.digest } : {}),
    };
    const row = await setPlayerTimeSettings(trx, id, changes);
    if (row.digest) await scheduleDigest(trx, id, row.time_zone, ctx.now());
    else await cancelDigest(trx, id);
    return { timeZone: row.time_zone, digest: row.digest };
  });
}
