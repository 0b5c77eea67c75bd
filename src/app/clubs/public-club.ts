// A club's public page, when its organiser turns it on: the ladders' standings for anyone to read,
// with players by their display names or as "Member N" — never an address (a page for the world
// must not hand out the members' mail).
import type { AppContext } from '../base/context';
import { moduleOf } from '../base/load';
import type { Lang } from '../../i18n/index';
import { requireClub } from './clubs';
import { laddersOfClub, membersInJoiningOrder, setClubPublic as savePublic } from '../../db/repos/clubs';
import { gameTitleIn, readerIn } from './member-reader';
import { refusal } from '../base/refusal';
import { standings } from './ladders';
import { clubWideStandings } from './club-wide/standings';

export interface PublicStandingsRow {
  place: number;
  name: string;
  rating: number;
  rd: number;
  wins: number;
  losses: number;
  draws: number;
  provisional: boolean;
}

export interface PublicClub {
  name: string;
  ladders: { name: string; game: string; rows: PublicStandingsRow[] }[];
  /** Each game's club-wide ratings, from the results of all the club's ladders of it. */
  games: { game: string; rows: Omit<PublicStandingsRow, 'provisional'>[] }[];
}

export async function setClubPublic(
  ctx: AppContext,
  input: { club: string; public: boolean },
): Promise<{ club: string; public: boolean }> {
  const club = await requireClub(ctx, input.club);
  await savePublic(ctx.db, club.id, input.public);
  return { club: club.name, public: input.public };
}

const shownName = (name: string | null) => {
  const n = name?.trim();
  return n && !/[@＠]/.test(n) ? n : undefined;
};

/** The public view of a club by id or name; "not found" while it is private (it does not exist to
 *  the world). */
/** The page in the reader's language (`lang`: the browser's): game titles and unnamed members. */
export async function publicClub(ctx: AppContext, idOrName: string, lang: Lang = 'en'): Promise<PublicClub> {
  const reader = readerIn(lang);
  const t = reader.t;
  const club = await requireClub(ctx, idOrName).catch(() => undefined);
  if (!club?.public) throw refusal('club.refused.noPage', undefined, 'not-found');
  const members = await membersInJoiningOrder(ctx.db, club.id);
  const nameOf = new Map(
    members.map(
      // A name that looks like an address (stored before such names were refused) is never shown.
      (m, i) => [m.email, shownName(m.displayName) ?? t('club.public.member', { n: i + 1 })] as const,
    ),
  );
  const ladders = await laddersOfClub(ctx.db, club.id);
  const out: PublicClub['ladders'] = [];
  for (const l of ladders) {
    const rows = (await standings(ctx, l.id)).map(({ email, ...r }) => ({
      place: r.place,
      name: nameOf.get(email) ?? t('club.public.aMember'),
      rating: r.rating,
      rd: r.rd,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      provisional: r.provisional,
    }));
    out.push({ name: l.name, game: gameTitleIn(reader, moduleOf(ctx, l.gameType)), rows });
  }
  const games = (await clubWideStandings(ctx, club.id)).map((w) => ({
    game: gameTitleIn(reader, moduleOf(ctx, w.gameType)),
    rows: w.rows.map((r) => ({
      place: r.place,
      name: nameOf.get(r.email) ?? t('club.public.aMember'),
      rating: r.rating,
      rd: r.rd,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
    })),
  }));
  return { name: club.name, ladders: out, games };
}
