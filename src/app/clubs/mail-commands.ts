// The club commands a player sends by mail (`challenge bob@example.org [LADDER]`, `accept [N]`,
// `decline [N]`, `standings [LADDER]`, `seek [LADDER]`, `prefer GAMES`, `max games N`,
// `turn time 3d`, `bid 3 union [N]`), carried out for the sender and answered in a paragraph: what was done, or
// precisely why not. A ladder may be named by its name, its number or its game;
// left out, it is the ladder of the game the mail answers, the sender's only ladder, or the only
// one of the games they prefer. Answered in the reader's language: the seat's when the mail answers a
// game, else the member's preference.
import { clubsOfPlayer, laddersOfClubs } from '../../db/repos/clubs/player';
import { ladderGameEntry } from '../../db/repos/clubs/ladder-results';
import type { Lang } from '../../i18n/index';
import type { ClubCommandText } from '../../mail/inbound/commands';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { memberReader, momentOf, readerIn, type MemberReader } from './member-reader';
import { refusal, refusalIn } from '../base/refusal';
import { challenge } from './challenges';
import { standings } from './ladders';
import { answerChallengeAs, biddingOf, challengeAnswerWords, openChallengesOf } from './player-challenges';
import { describeBid, placeBid } from './bids';
import { onTimeWords } from './reliability';
import { postSeek, seekWords } from './seeks';
import { preferencesFor, preferencesWords, setPreferences } from './preferences';

/** What a club command did, in the order an answer's subject names them (club.headline.* keys). */
export const CLUB_OUTCOMES = [
  'club-refused',
  'accept-challenge',
  'decline-challenge',
  'challenge',
  'standings',
  'seek',
  'preferences',
  'bid',
] as const;

export interface ClubAnswer {
  ok: boolean;
  text: string;
}

/** Rows a standings answer shows, besides the sender's own. */
const STANDINGS_ROWS = 30;

type Ladder = Awaited<ReturnType<typeof laddersOfClubs>>[number];

const named = (l: Ladder) => `${l.name} (${l.club})`;

async function ladderFor(
  ctx: AppContext,
  reader: MemberReader,
  email: string,
  written: string,
  gameId: string | undefined,
  example: string,
): Promise<Ladder> {
  const clubs = await clubsOfPlayer(ctx.db, email);
  const ladders = await laddersOfClubs(
    ctx.db,
    clubs.map((c) => c.id),
  );
  if (ladders.length === 0)
    throw clubs.length ? refusal('club.refused.noLadder') : refusal('club.refused.noClub', { email });
  const list = ladders.map(named).join(reader.t('common.listSeparator'));
  const want = written.trim().toLowerCase();
  if (want) {
    const hits = ladders.filter(
      (l) => String(l.id) === want || l.name.toLowerCase() === want || l.game_type === want,
    );
    if (hits.length === 1) return hits[0] as Ladder;
    throw hits.length
      ? refusal('club.refused.ambiguousLadder', {
          written,
          ladders: hits.map((l) => `${l.id}: ${named(l)}`).join(', '),
        })
      : refusal('club.refused.noSuchLadder', { written, ladders: list });
  }
  const ofGame = gameId ? await ladderGameEntry(ctx.db, gameId) : undefined;
  const fromGame = ladders.find((l) => l.id === ofGame?.ladderId);
  if (fromGame) return fromGame;
  if (ladders.length === 1) return ladders[0] as Ladder;
  // The one ladder of the games the player prefers, when there is one.
  const preferred = (await preferencesFor(ctx, email)).games;
  const liked = ladders.filter((l) => preferred.includes(l.game_type));
  if (liked.length === 1) return liked[0] as Ladder;
  throw refusal('club.refused.whichLadder', { example: `${example} ${ladders[0]?.name}`, ladders: list });
}

async function standingsText(ctx: AppContext, t: MemberReader['t'], email: string, ladder: Ladder) {
  const table = await standings(ctx, ladder.id);
  const shown = table.filter((r) => r.place <= STANDINGS_ROWS || r.email === email);
  const rows = shown.map(
    (r) =>
      `  ${r.place}. ${r.email} ${r.rating} ±${r.rd}, ${r.wins}-${r.losses}-${r.draws}, ${onTimeWords(r.reliability, t)}${r.provisional ? t('club.standings.bootCamp') : ''}${r.email === email ? t('club.standings.you') : ''}`,
  );
  return `${t('club.standings.heading', { ladder: named(ladder), count: table.length })}\n${rows.join('\n')}`;
}

async function answerChallenge(
  ctx: AppContext,
  reader: MemberReader,
  email: string,
  c: { kind: 'accept-challenge' | 'decline-challenge'; id: number | null },
): Promise<string> {
  const verb = c.kind === 'accept-challenge' ? 'accept' : 'decline';
  let id = c.id;
  if (id === null) {
    const { incoming } = await openChallengesOf(ctx, email);
    if (incoming.length === 0) throw refusal('club.refused.noOpenChallenge');
    if (incoming.length > 1)
      throw refusal('club.refused.whichChallenge', {
        count: incoming.length,
        which: incoming
          .map((x) =>
            reader.t('club.which', { command: `${verb} ${x.id}`, opponent: x.opponent, ladder: x.ladder }),
          )
          .join(reader.t('common.listSeparator')),
      });
    id = (incoming[0] as { id: number }).id;
  }
  return challengeAnswerWords(await answerChallengeAs(ctx, { email, id, answer: verb }), reader);
}

async function preferencesAnswer(
  ctx: AppContext,
  t: MemberReader['t'],
  email: string,
  c: Extract<ClubCommandText, { kind: 'preferences' }>,
): Promise<string> {
  const any = (v: string) => /^(any|none|no limit)$/i.test(v.trim());
  const most = c.maxGames;
  if (most !== undefined && !any(most) && !/^\d{1,3}$/.test(most))
    throw refusal('club.refused.maxGamesWord', { written: most });
  const change = {
    email,
    ...(c.games ? { games: c.games } : {}),
    ...(most !== undefined ? { maxGames: any(most) ? null : Number(most) } : {}),
    ...(c.turnTime !== undefined ? { turnTime: any(c.turnTime) ? null : c.turnTime } : {}),
  };
  const changed = Object.keys(change).length > 1;
  const now = changed ? await setPreferences(ctx, change) : await preferencesFor(ctx, email);
  return t(changed ? 'club.prefs.now' : 'club.prefs.are', { words: preferencesWords(now, t) });
}

async function bidAnswer(
  ctx: AppContext,
  reader: MemberReader,
  email: string,
  c: Extract<ClubCommandText, { kind: 'bid' }>,
): Promise<string> {
  let id = c.id;
  if (id === null) {
    const waiting = await biddingOf(ctx, email);
    if (waiting.length === 0) throw refusal('club.refused.noBidWaiting');
    if (waiting.length > 1)
      throw refusal('club.refused.whichBid', {
        count: waiting.length,
        which: waiting
          .map((w) =>
            reader.t('club.which', {
              command: `bid ${c.points} ${c.side} ${w.id}`,
              opponent: w.opponent,
              ladder: w.ladder,
            }),
          )
          .join(reader.t('common.listSeparator')),
      });
    id = (waiting[0] as { id: number }).id;
  }
  return describeBid(ctx, reader, await placeBid(ctx, { email, id, points: c.points, side: c.side }));
}

async function run(
  ctx: AppContext,
  reader: MemberReader,
  email: string,
  gameId: string | undefined,
  c: ClubCommandText,
): Promise<string> {
  const t = reader.t;
  switch (c.kind) {
    case 'challenge': {
      const ladder = await ladderFor(ctx, reader, email, c.ladder, gameId, `challenge ${c.to}`);
      const made = await challenge(ctx, { ladder: ladder.id, from: email, to: c.to });
      return t('club.challenge.made', {
        to: c.to.toLowerCase(),
        ladder: named(ladder),
        id: made.id,
        by: momentOf(reader, made.answerBy),
      });
    }
    case 'accept-challenge':
    case 'decline-challenge':
      return answerChallenge(ctx, reader, email, c);
    case 'standings':
      return standingsText(ctx, t, email, await ladderFor(ctx, reader, email, c.ladder, gameId, 'standings'));
    case 'preferences':
      return preferencesAnswer(ctx, t, email, c);
    case 'bid':
      return bidAnswer(ctx, reader, email, c);
    case 'seek': {
      const ladder = await ladderFor(ctx, reader, email, c.ladder, gameId, 'seek');
      const done = await postSeek(ctx, { email, ladder: ladder.id });
      return seekWords(named(ladder), done, reader);
    }
  }
}

/** Runs one club command for the sender; a refusal is an answer too, never an error. The answer is
 *  in `lang` when given (the seat's, answering a game's mail), else in the member's language. */
export async function runClubCommand(
  ctx: AppContext,
  input: { email: string; gameId?: string; command: ClubCommandText; lang?: Lang },
): Promise<ClubAnswer> {
  const member = await memberReader(ctx.db, input.email);
  const reader = input.lang ? readerIn(input.lang, member.timeZone) : member;
  try {
    return { ok: true, text: await run(ctx, reader, input.email, input.gameId, input.command) };
  } catch (err) {
    if (!(err instanceof ServiceError) || err.code === 'unavailable') throw err;
    const t = reader.t;
    return {
      ok: false,
      text: t('club.refused.frame', {
        what: t(`club.refused.what.${input.command.kind}`),
        why: refusalIn(t, err),
      }),
    };
  }
}
