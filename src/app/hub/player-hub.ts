// The player's hub: everything of one address on one page — their games (whose turn, the deadline,
// a link to their orders or to the game page with the last report), their clubs, the ladders of
// those clubs with their place and rating, the open challenges to and from them, their reliability
// and their preferences for club play. In the member's language and time zone (issue #17).
import { laddersOfClubs, clubsOfPlayer } from '../../db/repos/clubs/player';
import { gamesOfPlayer } from '../../db/repos/hub/games-of-player';
import { listNames } from '../../mail/compose/format';
import type { Lang } from '../../i18n/index';
import { readerOf } from '../notices/reader';
import { CHANNEL_KINDS, DEFAULT_NOTICES, notifyChannelsOf, type ChannelView } from '../notify/channels';
import { channelWords } from '../notify/channel-words';
import { NOTICE_KINDS } from '../../db/notice';
import type { AppContext } from '../base/context';
import { gameUrl, orderUrl } from '../base/links';
import { moduleOf } from '../base/load';
import { addressOf } from '../clubs/clubs';
import { standings } from '../clubs/ladders';
import { biddingOf, openChallengesOf, type OpenChallenge } from '../clubs/player-challenges';
import { reliabilityOf, reliabilityWords, type Reliability } from '../clubs/reliability';
import { openSeeksOf } from '../clubs/seeks';
import { ratingHistoryOf } from '../../db/repos/clubs/rating-history';
import { ratingChart } from '../../render/rating-chart';
import { listGames } from '../../games/index';
import { formatDuration } from '../base/duration';
import { preferencesFor } from '../clubs/preferences';
import { clubWideTable } from '../clubs/club-wide/standings';
import { gameTitleIn, memberReader, sideIn, type MemberReader } from '../clubs/member-reader';

/** Finished games shown: the most recent few; the rest are in the player's mail. */
const FINISHED_SHOWN = 10;

export interface HubGame {
  title: string;
  side: string;
  /** "Your orders are due", "Waiting for Confederate", "Over: Union wins" ... */
  state: string;
  yourTurn: boolean;
  deadline: string | null;
  url: string;
  linkLabel: string;
}

export interface HubLadder {
  id: number;
  name: string;
  club: string;
  game: string;
  place: number;
  of: number;
  rating: number;
  rd: number;
  provisional: boolean;
  /** Club-mates this player may name in a challenge on this ladder. */
  opponents: string[];
  /** The rating over time as an SVG, once a rated game has ended (null before). */
  chart: string | null;
  /** The player's club-wide rating in the ladder's game (all the club's ladders of it), once rated. */
  clubWide: { rating: number; rd: number; place: number; of: number } | null;
}

export interface PlayerHub {
  email: string;
  /** The member's language (the page's) and time zone (its dates). */
  lang: Lang;
  timeZone: string;
  asOf: string;
  games: HubGame[];
  clubs: { name: string; role: string }[];
  ladders: HubLadder[];
  incoming: OpenChallenge[];
  outgoing: OpenChallenge[];
  /** The player's open seeks, each waiting for another seeker until it lapses. */
  seeks: { id: number; ladder: string; lapseAt: string }[];
  reliability: Reliability;
  reliabilityText: string;
  /** Accepted challenges waiting for this player's side bid (or the other's). */
  bidding: Awaited<ReturnType<typeof biddingOf>>;
  /** The games they want to play (every game, each marked), most games at once, turn time. */
  preferences: {
    games: { id: string; title: string; chosen: boolean }[];
    maxGames: number | null;
    turnTime: string;
  };
  /** Their notice channels besides mail, each with its last delivery, and what a channel may get. */
  notify: {
    channels: (ChannelView & { described: string })[];
    kinds: { id: string; label: string }[];
    notices: { id: string; label: string; chosen: boolean }[];
  };
}

type GameRow = Awaited<ReturnType<typeof gamesOfPlayer>>[number];

/** The game's state in the reader's language; the game's own sentences (step, result) through its texts. */
function stateOf(ctx: AppContext, reader: MemberReader, g: GameRow): { state: string; yourTurn: boolean } {
  const t = reader.t;
  const game = readerOf({ module: moduleOf(ctx, g.gameType), langs: { [g.side]: t.lang } }, g.side);
  if (g.status === 'finished') {
    const summary = (g.result as { summary?: string } | null)?.summary;
    return {
      state: summary ? t('hub.game.overWith', { summary: game.sentence(summary) }) : t('hub.game.over'),
      yourTurn: false,
    };
  }
  if (g.status === 'paused') return { state: t('hub.game.paused'), yourTurn: false };
  const step = game.sentence(g.stepTitle ?? '');
  const awaiting = (g.awaiting as string[] | null) ?? [];
  const open = g.resolvedAt === null && awaiting.includes(g.side);
  if (open && g.submitted === null) return { state: t('hub.game.due', { step }), yourTurn: true };
  const others = awaiting.filter((s) => s !== g.side);
  const waiting = others.length
    ? t('hub.game.waitingFor', { sides: listNames(others, game.sideNames, t) })
    : t('hub.game.resolving');
  return {
    state: open ? t('hub.game.ordersIn', { waiting }) : t('hub.game.stepWaiting', { step, waiting }),
    yourTurn: false,
  };
}

async function hubGames(ctx: AppContext, reader: MemberReader, email: string): Promise<HubGame[]> {
  const rows = await gamesOfPlayer(ctx.db, email);
  const shown = [
    ...rows.filter((g) => g.status !== 'finished'),
    ...rows.filter((g) => g.status === 'finished').slice(0, FINISHED_SHOWN),
  ];
  const now = ctx.now();
  const games = shown.map((g) => {
    const { state, yourTurn } = stateOf(ctx, reader, g);
    const target = { gameId: g.gameId, side: g.side, step: g.step, seat: g.seat };
    const module = moduleOf(ctx, g.gameType);
    return {
      title: reader.t('common.game', { title: gameTitleIn(reader, module), number: g.number }),
      side: sideIn(reader, module, g.side),
      state,
      yourTurn,
      deadline: g.status === 'active' && g.deadline ? new Date(g.deadline).toISOString() : null,
      url: yourTurn
        ? orderUrl(ctx.config, target, now, g.turnTimeSeconds)
        : gameUrl(ctx.config, target, now, g.turnTimeSeconds),
      linkLabel: reader.t(yourTurn ? 'hub.game.write' : 'hub.game.page'),
    };
  });
  // The games waiting for this player first.
  return [...games.filter((g) => g.yourTurn), ...games.filter((g) => !g.yourTurn)];
}

async function hubLadders(
  ctx: AppContext,
  reader: MemberReader,
  email: string,
  clubIds: number[],
): Promise<HubLadder[]> {
  const out: HubLadder[] = [];
  for (const l of await laddersOfClubs(ctx.db, clubIds)) {
    const table = await standings(ctx, l.id);
    const me = table.find((r) => r.email === email);
    if (!me) continue;
    const history = await ratingHistoryOf(ctx.db, l.id, email);
    const wide = await clubWideTable(ctx, l.club_id, l.game_type);
    const mine = wide.rows.find((r) => r.email === email);
    out.push({
      id: l.id,
      name: l.name,
      club: l.club,
      game: gameTitleIn(reader, moduleOf(ctx, l.game_type)),
      place: me.place,
      of: table.length,
      rating: me.rating,
      rd: me.rd,
      provisional: me.provisional,
      opponents: table.filter((r) => r.email !== email).map((r) => r.email),
      chart: history.length
        ? ratingChart(
            history.map((h) => ({ at: new Date(h.at), rating: h.rating, rd: h.rd })),
            reader.t('hub.ladders.chartTitle', { ladder: l.name }),
          )
        : null,
      clubWide: mine ? { rating: mine.rating, rd: mine.rd, place: mine.place, of: wide.rows.length } : null,
    });
  }
  return out;
}

async function hubPreferences(
  ctx: AppContext,
  reader: MemberReader,
  email: string,
): Promise<PlayerHub['preferences']> {
  const p = await preferencesFor(ctx, email);
  return {
    games: listGames().map((g) => ({
      id: g.id,
      title: gameTitleIn(reader, g),
      chosen: p.games.includes(g.id),
    })),
    maxGames: p.maxGames,
    turnTime: p.turnTimeSeconds === null ? '' : formatDuration(p.turnTimeSeconds),
  };
}

async function hubNotify(ctx: AppContext, reader: MemberReader, email: string): Promise<PlayerHub['notify']> {
  const t = reader.t;
  return {
    channels: (await notifyChannelsOf(ctx, email)).map((c) => ({ ...c, described: channelWords(c, t) })),
    kinds: CHANNEL_KINDS.map((id) => ({ id, label: t(`notify.kind.${id}`) })),
    notices: NOTICE_KINDS.map((id) => ({
      id,
      label: t(`notify.notice.${id}`),
      chosen: DEFAULT_NOTICES.includes(id),
    })),
  };
}

export async function playerHub(ctx: AppContext, rawEmail: string): Promise<PlayerHub> {
  const email = addressOf(rawEmail);
  const reader = await memberReader(ctx.db, email);
  const clubs = await clubsOfPlayer(ctx.db, email);
  const { incoming, outgoing } = await openChallengesOf(ctx, email);
  const reliability = await reliabilityOf(ctx, email);
  return {
    email,
    lang: reader.t.lang,
    timeZone: reader.timeZone,
    asOf: ctx.now().toISOString(),
    games: await hubGames(ctx, reader, email),
    clubs: clubs.map((c) => ({ name: c.name, role: c.role })),
    ladders: await hubLadders(
      ctx,
      reader,
      email,
      clubs.map((c) => c.id),
    ),
    incoming,
    outgoing,
    seeks: (await openSeeksOf(ctx, email)).map((s) => ({
      id: s.id,
      ladder: s.ladder,
      lapseAt: new Date(s.lapseAt).toISOString(),
    })),
    reliability,
    reliabilityText: reliabilityWords(reliability, reader.t),
    preferences: await hubPreferences(ctx, reader, email),
    bidding: await biddingOf(ctx, email, reader),
    notify: await hubNotify(ctx, reader, email),
  };
}
