// The stored facts a player's reliability is computed from: their seats in games, the steps that
// asked them for orders, and their first submission to each step.
import type { StepEnding } from '../../schema';
import type { Db } from '../games';

export interface SeatFacts {
  gameId: string;
  side: string;
  status: string;
  /** The step that ended the game without the engine (resign, forfeit...), if one did. */
  ending: StepEnding | null;
}

export interface AskedStep {
  gameId: string;
  side: string;
  openedAt: Date;
  deadline: Date | null;
  lateSides: string[];
  /** When the player's first orders for the step came in; null when none did. */
  firstSentAt: Date | null;
}

/** Every seat the address holds or held, with how each finished game ended. */
export async function seatsOf(db: Db, email: string): Promise<SeatFacts[]> {
  const rows = await db
    .selectFrom('game_sides')
    .innerJoin('players', 'players.id', 'game_sides.player_id')
    .innerJoin('games', 'games.id', 'game_sides.game_id')
    .leftJoin('steps', (j) => j.onRef('steps.game_id', '=', 'games.id').on('steps.ending', 'is not', null))
    .select(['games.id as gameId', 'game_sides.side', 'games.status', 'steps.ending'])
    .where('players.email', '=', email)
    .execute();
  return rows.map((r) => ({ ...r, ending: (r.ending as StepEnding | null) ?? null }));
}

/** The resolved steps of the address's games that awaited its side, engine steps only. */
export async function askedSteps(db: Db, email: string): Promise<AskedStep[]> {
  const seats = await db
    .selectFrom('game_sides')
    .innerJoin('players', 'players.id', 'game_sides.player_id')
    .select(['game_sides.game_id', 'game_sides.side'])
    .where('players.email', '=', email)
    .execute();
  if (seats.length === 0) return [];
  const gameIds = seats.map((s) => s.game_id);
  // A player may hold more than one side of a game (a club's test game): each seat counts.
  const sidesIn = (gameId: string) => seats.filter((s) => s.game_id === gameId).map((s) => s.side);
  const steps = await db
    .selectFrom('steps')
    .select(['game_id', 'seq', 'awaiting', 'opened_at', 'deadline', 'late_sides'])
    .where('game_id', 'in', gameIds)
    .where('resolved_at', 'is not', null)
    .where('ending', 'is', null)
    .execute();
  const firsts = await db
    .selectFrom('submissions')
    .select(['game_id', 'step_seq', 'side'])
    .select((eb) => eb.fn.min('received_at').as('first'))
    .where('game_id', 'in', gameIds)
    // A missed turn is written down as a 'timeout' submission: it was never sent.
    .where('channel', 'not in', ['timeout', 'bot'])
    .groupBy(['game_id', 'step_seq', 'side'])
    .execute();
  const first = new Map(firsts.map((f) => [`${f.game_id}/${f.step_seq}/${f.side}`, f.first]));
  return steps.flatMap((s) =>
    sidesIn(s.game_id)
      .filter((side) => (s.awaiting as string[]).includes(side))
      .map((side) => {
        const sent = first.get(`${s.game_id}/${s.seq}/${side}`);
        return {
          gameId: s.game_id,
          side,
          openedAt: s.opened_at,
          deadline: s.deadline,
          lateSides: (s.late_sides as string[] | null) ?? [],
          firstSentAt: sent ? new Date(sent as unknown as string) : null,
        };
      }),
  );
}
