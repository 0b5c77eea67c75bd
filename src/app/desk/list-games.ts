// The games list of the organiser's desk: a page of games, newest first, each with whose turn it is,
// the deadline, the misses of each side and a status an organiser reads at a glance.
import { listGamesPage, type GamesListQuery } from '../../db/repos/desk';
import type { AppContext } from '../base/context';
import { moduleOf } from '../base/load';

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
  status?: GamesListQuery['status'];
  player?: string;
  game?: string;
  page?: number;
}

export const GAMES_PER_PAGE = 50;

export async function listGames(ctx: AppContext, f: GamesListFilter = {}): Promise<GameListEntry[]> {
  const now = ctx.now();
  const rows = await listGamesPage(ctx.db, {
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
      players: r.sides,
      step: open ? r.step_title : null,
      awaiting: open ? (r.awaiting ?? []) : [],
      deadline: open && r.deadline ? r.deadline.toISOString() : null,
      status:
        r.status === 'finished' ? 'finished' : r.status === 'paused' ? 'paused' : late ? 'late' : 'waiting',
      result: (r.result as { summary?: string } | null)?.summary ?? null,
    };
  });
}
