// The games list of the organiser's desk: a page of games, newest first, each with whose turn it is,
// the deadline, the misses of each side and a status an organiser reads at a glance.
import { publicReplayUrl } from '../base/links';
import { isBotAddress } from '../../db/bot-player';
import {
  gameMails,
  gameReplies,
  listGamesPage,
  organiserActions,
  type GamesListQuery,
} from '../../db/repos/desk';
import { listSteps } from '../../db/repos/steps';
import { currentSubmissions } from '../../db/repos/submissions';
import { deskChannels } from './notify-channels';
import type { AppContext } from '../base/context';
import { moduleOf, requireGame, stateSeq } from '../base/load';
import { keptState } from '../base/kept-states';
import { drawingOf } from '../turns/drawings';

export type DeskStatus = 'waiting' | 'late' | 'paused' | 'finished';

export interface GameListEntry {
  id: string;
  number: number;
  game: string;
  title: string;
  players: { side: string; email: string; misses: number }[];
  step: string | null;
  awaiting: string[];
  deadline: string | null;
  status: DeskStatus;
  result: string | null;
}

export interface GamesListFilter {
  id?: string;
  status?: GamesListQuery['status'];
  player?: string;
  game?: string;
  page?: number;
}

export const GAMES_PER_PAGE = 50;

export async function listGames(ctx: AppContext, f: GamesListFilter = {}): Promise<GameListEntry[]> {
  const now = ctx.now();
  const rows = await listGamesPage(ctx.db, {
    ...(f.id ? { id: f.id } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.player ? { player: f.player } : {}),
    ...(f.game ? { gameType: f.game } : {}),
    now,
    limit: GAMES_PER_PAGE,
    offset: Math.max(0, (f.page ?? 1) - 1) * GAMES_PER_PAGE,
  });
  return rows.map((r) => {
    const open = r.status !== 'finished' && !r.resolved_at;
    const late = r.status === 'active' && open && r.deadline !== null && r.deadline < now;
    return {
      id: r.id,
      number: r.number,
      game: r.game_type,
      title: moduleOf(ctx, r.game_type).title,
      // The bot's seats show as the bot, not as its undeliverable address.
      players: r.sides.map((p) => (isBotAddress(p.email) ? { ...p, email: 'the bot' } : p)),
      step: open ? r.step_title : null,
      awaiting: open ? (r.awaiting ?? []) : [],
      deadline: open && r.deadline ? r.deadline.toISOString() : null,
      status:
        r.status === 'finished' ? 'finished' : r.status === 'paused' ? 'paused' : late ? 'late' : 'waiting',
      result: (r.result as { summary?: string } | null)?.summary ?? null,
    };
  });
}

/** One game as the desk shows it, with the log of the organiser's actions on it. */
/** How many of a game's latest mails and replies its desk page shows. */
const SHOWN = 50;

export async function deskGame(ctx: AppContext, idOrNumber: string) {
  const game = await requireGame(ctx.db, idOrNumber);
  const [entry] = await listGames(ctx, { id: game.id });
  const actions = (await organiserActions(ctx.db, game.id)).map((a) => ({
    at: a.at.toISOString(),
    action: a.action,
    reason: a.reason,
  }));
  const mails = (await gameMails(ctx.db, game.id, SHOWN)).map((m) => ({
    kind: m.kind,
    to: m.to_addr,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    error: m.last_error,
    at: (m.sent_at ?? m.created_at).toISOString(),
  }));
  const replies = (await gameReplies(ctx.db, game.id, SHOWN)).map((r) => ({
    from: r.from_addr,
    side: r.side,
    door: r.door,
    outcome: r.result ?? r.outcome ?? 'being handled',
    at: r.received_at.toISOString(),
  }));
  const module = moduleOf(ctx, game.game_type);
  // The map as both sides may see it (view for nobody): never a hidden position or a hand.
  const seq = stateSeq(game);
  const svg = await drawingOf(ctx, module, {
    gameId: game.id,
    seq,
    viewer: '(desk)',
    state: await keptState(ctx.db, module, game.id, seq),
    events: [],
    lang: 'en',
  });
  const steps = (await listSteps(ctx.db, game.id)).reverse();
  const open = steps[0] && !steps[0].resolved_at ? steps[0] : undefined;
  // Who has sent orders for the open step, when and how; never what (the orders are sealed).
  const onFile = open ? await currentSubmissions(ctx.db, game.id, open.seq) : [];
  const submissions = (open?.awaiting ?? []).map((side) => {
    const sub = onFile.find((x) => x.side === side);
    return { side, at: sub?.received_at.toISOString() ?? null, channel: sub?.channel ?? null };
  });
  const timeline = steps.slice(0, SHOWN).map((st) => ({
    seq: st.seq,
    title: st.title,
    openedAt: st.opened_at.toISOString(),
    resolvedAt: st.resolved_at?.toISOString() ?? null,
    late: (st.late_sides as string[] | null) ?? [],
  }));
  return {
    ...(entry as GameListEntry),
    sides: module.sides,
    svg,
    submissions,
    timeline,
    actions,
    mails,
    replies,
    channels: await deskChannels(ctx, game.id),
    /** The finished game's public replay, once the organiser made it public. */
    publicReplay: game.replay_public ? publicReplayUrl(ctx.config, game.id) : null,
  };
}
