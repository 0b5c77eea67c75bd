// The club commands a player sends by mail (`challenge bob@example.org [LADDER]`, `accept [N]`,
// `decline [N]`, `standings [LADDER]`, `seek [LADDER]`, `prefer GAMES`, `max games N`,
// `turn time 3d`, `bid 3 union [N]`), carried out for the sender and answered in a paragraph: what was done, or
// precisely why not. A ladder may be named by its name, its number or its game;
// left out, it is the ladder of the game the mail answers, the sender's only ladder, or the only
// one of the games they prefer.
import { clubsOfPlayer, laddersOfClubs } from '../../db/repos/clubs/player';
import { formatDeadline } from '../../mail/compose/time-words';
import type { ClubCommandText } from '../../mail/inbound/commands';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { challenge } from './challenges';
import { standings } from './ladders';
import { answerChallengeAs, biddingOf, challengeAnswerWords, openChallengesOf } from './player-challenges';
import { bidWords, placeBid } from './bids';
import { onTimeWords } from './reliability';
import { postSeek, seekWords } from './seeks';
import { preferencesFor, preferencesWords, setPreferences } from './preferences';

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
    throw new ServiceError(
      'bad-request',
      clubs.length
        ? 'your clubs have no ladder yet'
        : `${email} is not a member of any club, so there is no ladder to use`,
    );
  const list = `your ladders: ${ladders.map(named).join(', ')}`;
  const want = written.trim().toLowerCase();
  if (want) {
    const hits = ladders.filter(
      (l) => String(l.id) === want || l.name.toLowerCase() === want || l.game_type === want,
    );
    if (hits.length === 1) return hits[0] as Ladder;
    throw new ServiceError(
      'bad-request',
      hits.length
        ? `"${written}" names more than one ladder; write its number (${hits.map((l) => `${l.id}: ${named(l)}`).join(', ')})`
        : `there is no ladder "${written}" in your clubs (${list})`,
    );
  }
  const ofGame = gameId
    ? await ctx.db
        .selectFrom('ladder_games')
        .select('ladder_id')
        .where('game_id', '=', gameId)
        .executeTakeFirst()
    : undefined;
  const fromGame = ladders.find((l) => l.id === ofGame?.ladder_id);
  if (fromGame) return fromGame;
  if (ladders.length === 1) return ladders[0] as Ladder;
  // The one ladder of the games the player prefers, when there is one.
  const preferred = (await preferencesFor(ctx, email)).games;
  const liked = ladders.filter((l) => preferred.includes(l.game_type));
  if (liked.length === 1) return liked[0] as Ladder;
  throw new ServiceError('bad-request', `say which ladder, e.g. "${example} ${ladders[0]?.name}" (${list})`);
}

async function standingsText(ctx: AppContext, email: string, ladder: Ladder): Promise<string> {
  const table = await standings(ctx, ladder.id);
  const shown = table.filter((r) => r.place <= STANDINGS_ROWS || r.email === email);
  const rows = shown.map(
    (r) =>
      `  ${r.place}. ${r.email} ${r.rating} ±${r.rd}, ${r.wins}-${r.losses}-${r.draws}, ${onTimeWords(r.reliability)}${r.provisional ? ', boot camp' : ''}${r.email === email ? '  <- you' : ''}`,
  );
  return `Standings of ${named(ladder)}, ${table.length} players (rating ± deviation, won-lost-drawn):\n${rows.join('\n')}`;
}

async function answerChallenge(
  ctx: AppContext,
  email: string,
  c: { kind: 'accept-challenge' | 'decline-challenge'; id: number | null },
): Promise<string> {
  const verb = c.kind === 'accept-challenge' ? 'accept' : 'decline';
  let id = c.id;
  if (id === null) {
    const { incoming } = await openChallengesOf(ctx, email);
    if (incoming.length === 0) throw new ServiceError('bad-request', 'you have no open challenge to answer');
    if (incoming.length > 1)
      throw new ServiceError(
        'bad-request',
        `you have ${incoming.length} open challenges; say which: ${incoming.map((x) => `"${verb} ${x.id}" (${x.opponent} on ${x.ladder})`).join(', ')}`,
      );
    id = (incoming[0] as { id: number }).id;
  }
  return challengeAnswerWords(await answerChallengeAs(ctx, { email, id, answer: verb }));
}

async function preferencesAnswer(
  ctx: AppContext,
  email: string,
  c: Extract<ClubCommandText, { kind: 'preferences' }>,
): Promise<string> {
  const any = (v: string) => /^(any|none|no limit)$/i.test(v.trim());
  const most = c.maxGames;
  if (most !== undefined && !any(most) && !/^\d{1,3}$/.test(most))
    throw new ServiceError('bad-request', `"max games" takes a number or "any", not "${most}"`);
  const change = {
    email,
    ...(c.games ? { games: c.games } : {}),
    ...(most !== undefined ? { maxGames: any(most) ? null : Number(most) } : {}),
    ...(c.turnTime !== undefined ? { turnTime: any(c.turnTime) ? null : c.turnTime } : {}),
  };
  const changed = Object.keys(change).length > 1;
  const now = changed ? await setPreferences(ctx, change) : await preferencesFor(ctx, email);
  return `${changed ? 'Your preferences are now' : 'Your preferences'}: ${preferencesWords(now)}.`;
}

async function bidAnswer(
  ctx: AppContext,
  email: string,
  c: Extract<ClubCommandText, { kind: 'bid' }>,
): Promise<string> {
  let id = c.id;
  if (id === null) {
    const waiting = await biddingOf(ctx, email);
    if (waiting.length === 0)
      throw new ServiceError('bad-request', 'you have no challenge waiting for a bid');
    if (waiting.length > 1)
      throw new ServiceError(
        'bad-request',
        `you have ${waiting.length} challenges waiting for bids; say which: ${waiting.map((w) => `"bid ${c.points} ${c.side} ${w.id}" (${w.opponent} on ${w.ladder})`).join(', ')}`,
      );
    id = (waiting[0] as { id: number }).id;
  }
  return bidWords(await placeBid(ctx, { email, id, points: c.points, side: c.side }));
}

async function run(
  ctx: AppContext,
  email: string,
  gameId: string | undefined,
  c: ClubCommandText,
): Promise<string> {
  switch (c.kind) {
    case 'challenge': {
      const ladder = await ladderFor(ctx, email, c.ladder, gameId, `challenge ${c.to}`);
      const made = await challenge(ctx, { ladder: ladder.id, from: email, to: c.to });
      return `Your challenge to ${c.to.toLowerCase()} on ${named(ladder)} is made (number ${made.id}); they have until ${formatDeadline(made.answerBy)} to answer.`;
    }
    case 'accept-challenge':
    case 'decline-challenge':
      return answerChallenge(ctx, email, c);
    case 'standings':
      return standingsText(ctx, email, await ladderFor(ctx, email, c.ladder, gameId, 'standings'));
    case 'preferences':
      return preferencesAnswer(ctx, email, c);
    case 'bid':
      return bidAnswer(ctx, email, c);
    case 'seek': {
      const ladder = await ladderFor(ctx, email, c.ladder, gameId, 'seek');
      const done = await postSeek(ctx, { email, ladder: ladder.id });
      return seekWords(named(ladder), done, (iso) => formatDeadline(iso) ?? iso);
    }
  }
}

const WHAT: Record<ClubCommandText['kind'], string> = {
  challenge: 'Your challenge was NOT made',
  'accept-challenge': 'The challenge was NOT accepted',
  'decline-challenge': 'The challenge was NOT declined',
  standings: 'No standings',
  seek: 'Your seek was NOT posted',
  preferences: 'Your preferences were NOT changed',
  bid: 'Your bid was NOT made',
};

/** Runs one club command for the sender; a refusal is an answer too, never an error. */
export async function runClubCommand(
  ctx: AppContext,
  input: { email: string; gameId?: string; command: ClubCommandText },
): Promise<ClubAnswer> {
  try {
    return { ok: true, text: await run(ctx, input.email, input.gameId, input.command) };
  } catch (err) {
    if (!(err instanceof ServiceError) || err.code === 'unavailable') throw err;
    return { ok: false, text: `${WHAT[input.command.kind]}: ${err.message}. Nothing was changed.` };
  }
}
