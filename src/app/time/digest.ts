// The daily digest: a player who chose it gets one mail a day, at 07:00 in their time zone, listing
// every game waiting for their orders, instead of a reminder per game. Each player has one pending
// digest row with a due time; the sweeper claims due rows with FOR UPDATE SKIP LOCKED, sends, and
// makes the next day's row in the same transaction.
import { addDigest, claimDueDigest, dropPendingDigest, markDigestDone } from '../../db/repos/time';
import type { Db } from '../../db/repos/games';
import { enqueueMails } from '../../db/repos/outbox';
import { currentSubmissions } from '../../db/repos/submissions';
import { awaitedSteps } from '../../db/repos/time';
import { composeDigest, type DigestGame } from '../../mail/compose/index';
import { localParts, nextLocalHour } from '../base/clock';
import type { AppContext } from '../base/context';
import { hubUrl, orderUrl } from '../base/links';
import { moduleOf } from '../base/load';
import { parseLang, translator, type Lang } from '../../i18n/index';
import { momentIn } from '../../i18n/dates';
import { queuePlayerNotice } from '../base/player-notice';
import { sideName } from '../../mail/compose/format';
import { readerOf } from '../notices/reader';
import { sweepClaimed } from '../base/sweep-claimed';

export const DIGEST_HOUR = 7;

/** Makes (or moves, after a time zone change) the player's pending digest. */
export async function scheduleDigest(db: Db, playerId: number, timeZone: string, now: Date): Promise<void> {
  const due = nextLocalHour(now, DIGEST_HOUR, timeZone);
  await cancelDigest(db, playerId);
  await addDigest(db, playerId, due);
}

export async function cancelDigest(db: Db, playerId: number): Promise<void> {
  await dropPendingDigest(db, playerId);
}

/** Sends due digests; returns how many mails were queued. */
export async function sweepDigests(ctx: AppContext, limit = 50): Promise<number> {
  return sweepClaimed(ctx, 'daily digest', limit, claimDueDigest, async (trx, row, now) => {
    const { lang, games } = row.digest
      ? await waitingGames(ctx, trx, row.playerId, now)
      : { lang: 'en' as const, games: [] };
    await markDigestDone(trx, row.id, now, games.length);
    if (!row.digest) return 0;
    await scheduleDigest(trx, row.playerId, row.time_zone, now);
    if (games.length === 0) return 0;
    const p = localParts(now.getTime(), row.time_zone);
    const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    const mail = composeDigest({
      lang,
      to: row.email,
      from: ctx.config.mailFrom,
      mailDomain: ctx.config.mailDomain,
      playerKey: `p${row.playerId}`,
      day,
      timeZone: row.time_zone,
      now,
      games,
      hubUrl: hubUrl(ctx.config, row.email, now),
    });
    await enqueueMails(trx, null, 'digest', [mail], now);
    // On the player's own channels that take the digest too (app/notify).
    await queuePlayerNotice(ctx, trx, {
      playerId: row.playerId,
      kind: 'digest',
      about: `digest-${day}`,
      lang,
      summary: digestSummary(lang, row.time_zone, games),
      now,
    });
    return 1;
  });
}

/** The digest in a few lines for a channel: each game, its side and its deadline. */
function digestSummary(lang: Lang, timeZone: string, games: readonly DigestGame[]): string {
  const t = translator(lang);
  return [
    t('notify.digestHead', { count: games.length }),
    ...games.map((g) =>
      t('notify.digestGame', {
        game: t('notify.game', { title: g.gameTitle, number: g.gameNumber }),
        side: g.side,
        due: g.deadline ? momentIn(lang, g.deadline, timeZone) : '—',
      }),
    ),
  ].join('\n');
}

/**
 * The player's active games whose open step awaits their side with nothing on file, by deadline, in
 * one language: the seat's of the game due first (the one the player will open first).
 */
async function waitingGames(
  ctx: AppContext,
  db: Db,
  playerId: number,
  now: Date,
): Promise<{ lang: Lang; games: DigestGame[] }> {
  const waiting = [];
  const steps = (await awaitedSteps(db, playerId)).filter((s) => s.status === 'active');
  for (const s of steps) {
    if ((await currentSubmissions(db, s.gameId, s.seq)).some((x) => x.side === s.side)) continue;
    waiting.push(s);
  }
  waiting.sort((a, b) => (a.deadline?.toISOString() ?? '~').localeCompare(b.deadline?.toISOString() ?? '~'));
  const lang = parseLang(waiting[0]?.lang) ?? 'en';
  const games = waiting.map((s) => {
    const module = moduleOf(ctx, s.gameType);
    const reader = readerOf({ module, langs: { [s.side]: lang } }, s.side);
    return {
      gameTitle: reader.title,
      gameNumber: s.number,
      side: sideName(s.side, reader.sideNames),
      stepTitle: reader.sentence(s.title),
      deadline: s.deadline?.toISOString() ?? null,
      orderUrl: orderUrl(
        ctx.config,
        { gameId: s.gameId, side: s.side, step: s.seq, seat: s.seat },
        now,
        s.turnTimeSeconds,
      ),
    };
  });
  return { lang, games };
}
