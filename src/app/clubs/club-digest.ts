// The organisers' weekly club digest (Mondays 07:00 UTC): the week's ladder results with the new
// ratings, ladder games overdue (a deadline passed with orders missing), open challenges, and the top
// of each ladder. One club at a time (base/sweep-claimed.ts): the next week's due time is set in the
// transaction that queues the mails. Each organiser reads it in their language and time zone (the
// week is told once per language and zone).
import type { Db } from '../../db/repos/games';
import { clubMembers, laddersOfClub } from '../../db/repos/clubs';
import { enqueueMails } from '../../db/repos/outbox';
import { currentSubmissions } from '../../db/repos/submissions';
import { composeClubDigest, type ClubDigestLadder } from '../../mail/compose/index';
import type { AppContext } from '../base/context';
import { sweepClaimed } from '../base/sweep-claimed';
import { gameTitleIn, memberReader, momentOf, type MemberReader } from './member-reader';
import { moduleOf } from '../base/load';
import { standings } from './ladders';
import { ratingHistoryOf } from '../../db/repos/clubs/rating-history';
import { ratingChart } from '../../render/rating-chart';
import {
  claimClubDigestDue,
  emailsOfSides,
  ladderGamesPastDeadline,
  ladderGamesRatedBetween,
  openChallengesOfLadder,
  setClubDigestDue,
  sidesWithRatingAfter,
} from '../../db/repos/clubs/club-week';

const WEEK_MS = 7 * 86400_000;
const DIGEST_HOUR_UTC = 7;
const TOP = 5;

/** The next Monday 07:00 UTC after `now`. */
export function nextClubDigest(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  if (d <= now) d.setUTCDate(d.getUTCDate() + 7);
  return d;
}

/** Sends the due club digests; returns how many mails were queued. */
export async function sweepClubDigests(ctx: AppContext, limit = 20): Promise<number> {
  return sweepClaimed(ctx, 'weekly digest of club', limit, claimClubDigestDue, async (trx, club, now) => {
    await setClubDigestDue(trx, club.id, nextClubDigest(now));
    if (!club.digestDueAt) return 0; // just scheduled
    const since = new Date(club.digestDueAt.getTime() - WEEK_MS);
    const week = new Map<string, Awaited<ReturnType<typeof weekOfLadders>>>();
    const weekFor = async (reader: MemberReader) => {
      const key = `${reader.t.lang} ${reader.timeZone}`;
      if (!week.has(key)) week.set(key, await weekOfLadders(ctx, trx, reader, club.id, since, now));
      return week.get(key) ?? [];
    };
    const organisers = (await clubMembers(trx, club.id)).filter((m) => m.role === 'organiser');
    const mails = [];
    for (const o of organisers) {
      const reader = await memberReader(trx, o.email);
      const ladders = await weekFor(reader);
      // The same week in every language: nothing to tell one organiser is nothing to tell any.
      if (!ladders.some((l) => l.results.length || l.overdue.length || l.challenges.length)) return 0;
      const ids = new Map(ladders.map((l) => [l.name, l.id]));
      mails.push(
        composeClubDigest({
          to: o.email,
          from: ctx.config.mailFrom,
          mailDomain: ctx.config.mailDomain,
          lang: reader.t.lang,
          club: club.name,
          clubId: club.id,
          weekTo: now.toISOString().slice(0, 10),
          ladders,
          standingsUrl: (name) => `${ctx.config.baseUrl}/admin/ladders/${ids.get(name)}`,
        }),
      );
    }
    await enqueueMails(trx, null, 'club-digest', mails, now);
    return mails.length;
  });
}

async function weekOfLadders(
  ctx: AppContext,
  db: Db,
  reader: MemberReader,
  clubId: number,
  since: Date,
  now: Date,
): Promise<(ClubDigestLadder & { id: number })[]> {
  const ladders = await laddersOfClub(db, clubId);
  const out: (ClubDigestLadder & { id: number })[] = [];
  for (const l of ladders) {
    const leaders = (await standings(ctx, l.id, db)).filter((r) => r.games > 0).slice(0, TOP);
    const top = leaders.map(
      (r) => `${r.place}. ${r.email} ${r.rating} ±${r.rd} (${r.wins}-${r.losses}-${r.draws})`,
    );
    const leader = leaders[0]?.email;
    const history = leader ? await ratingHistoryOf(db, l.id, leader) : [];
    const t = reader.t;
    const module = moduleOf(ctx, l.gameType);
    out.push({
      id: l.id,
      name: l.name,
      gameTitle: gameTitleIn(reader, module),
      results: await results(db, reader, module, l.id, since, now),
      overdue: await overdue(db, reader, l.id, now),
      challenges: await openChallenges(db, reader, l.id),
      top,
      ...(leader && history.length
        ? {
            chart: {
              svg: ratingChart(
                history.map((h) => ({ at: new Date(h.at), rating: h.rating, rd: h.rd })),
                t('club.digest.chartTitle', { leader, ladder: l.name }),
              ),
              alt: t('club.digest.chartAlt', { leader, ladder: l.name }),
            },
          }
        : {}),
    });
  }
  return out;
}

/** "Battle of Sharpsburg #12: ann@x beat bob@x (resignation); now 1662 and 1338." */
async function results(
  db: Db,
  reader: MemberReader,
  module: ReturnType<typeof moduleOf>,
  ladderId: number,
  since: Date,
  now: Date,
): Promise<string[]> {
  const t = reader.t;
  const games = await ladderGamesRatedBetween(db, ladderId, since, now);
  const lines: string[] = [];
  for (const g of games) {
    const result = g.result as { winner: string | null; level: string } | null;
    if (!result || result.level === 'abandoned') {
      lines.push(t('club.digest.noResult', { number: g.number }));
      continue;
    }
    const sides = await sidesWithRatingAfter(db, g.id);
    const rated = (s: (typeof sides)[number]) =>
      s.rating === null ? s.email : t('club.digest.rated', { email: s.email, rating: Math.round(s.rating) });
    const winner = sides.find((s) => s.side === result.winner);
    const loser = sides.find((s) => s.side !== result.winner);
    const how = module.texts && t.lang !== 'en' ? module.texts.sentence(t.lang, result.level) : result.level;
    lines.push(
      winner && loser
        ? t('club.digest.beat', { number: g.number, winner: rated(winner), loser: rated(loser), how })
        : t('club.digest.drew', {
            number: g.number,
            players: sides.map(rated).join(t('common.listLast')),
            how,
          }),
    );
  }
  return lines;
}

/** Ladder games waiting on a side whose deadline has passed, or was extended after a miss. */
async function overdue(db: Db, reader: MemberReader, ladderId: number, now: Date): Promise<string[]> {
  const t = reader.t;
  const late = await ladderGamesPastDeadline(db, ladderId, now);
  const lines: string[] = [];
  for (const g of late) {
    const sent = new Set((await currentSubmissions(db, g.id, g.seq)).map((s) => s.side));
    const missing = (g.awaiting as string[]).filter((s) => !sent.has(s));
    if (!missing.length) continue;
    const who = await emailsOfSides(db, g.id, missing);
    const due = g.deadline ? momentOf(reader, g.deadline.toISOString()) : t('common.none');
    const when = t(g.deadline && g.deadline < now ? 'club.digest.since' : 'club.digest.extended', { due });
    const players = who.join(t('common.listLast'));
    lines.push(t('club.digest.overdue', { number: g.number, players, when }));
  }
  return lines;
}

async function openChallenges(db: Db, reader: MemberReader, ladderId: number): Promise<string[]> {
  const open = await openChallengesOfLadder(db, ladderId);
  return open.map((c) =>
    reader.t('club.digest.challenge', {
      from: c.from,
      to: c.to,
      by: momentOf(reader, c.answerBy.toISOString()),
    }),
  );
}
