// What the organiser reads after each round: the standings with their tie-breaks, the crosstable and
// every round's pairings with their results.
import { tournamentEntrants, tournamentPairings } from '../../db/repos/tournaments';
import { clubName } from '../../db/repos/clubs';
import type { AppContext } from '../base/context';
import { moduleOf } from '../base/load';
import { crosstable } from './crosstable';
import { pointsText } from './points-text';
import { asPlayed, tieBreakStandings } from './tie-breaks';
import { requireTournament } from './tournaments';
import { nextRoundStart } from './round-dates';

export interface TournamentStandingsRow {
  place: number;
  email: string;
  points: number;
  buchholz: number;
  sonnebornBerger: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
}

export async function tournamentTable(ctx: AppContext, id: number | string) {
  const t = await requireTournament(ctx, id);
  const entrants = await tournamentEntrants(ctx.db, t.id);
  const played = await tournamentPairings(ctx.db, t.id);
  const email = new Map(entrants.map((e) => [e.playerId, e.email]));
  const results = played.map(asPlayed);
  const rows = tieBreakStandings(entrants, results);
  const standings: TournamentStandingsRow[] = rows.map((r, i) => ({
    place: i + 1,
    email: email.get(r.playerId) ?? '',
    points: r.points,
    buchholz: r.buchholz,
    sonnebornBerger: r.sonnebornBerger,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    byes: r.byes,
  }));
  const order = rows.map((r) => r.playerId);
  const cross = crosstable(order, results).map((c, i) => ({
    place: i + 1,
    email: email.get(c.playerId) ?? '',
    cells: c.cells,
    byes: c.byes,
  }));
  // The standings once a round's last game has ended: points only, in the order they had then.
  const standingsAfter = (round: number) => {
    const upTo = played.filter((p) => p.round <= round);
    if (upTo.some((p) => p.ended_at === null)) return null;
    return tieBreakStandings(entrants, upTo.map(asPlayed)).map((r, i) => ({
      place: i + 1,
      email: email.get(r.playerId) ?? '',
      points: pointsText(r.points),
    }));
  };
  const rounds = [...new Set(played.map((p) => p.round))].map((round) => ({
    round,
    after: standingsAfter(round),
    pairings: played
      .filter((p) => p.round === round)
      .map((p) => ({
        first: email.get(p.first_player) ?? '',
        second: p.second_player === null ? null : (email.get(p.second_player) ?? ''),
        gameId: p.game_id,
        gameNumber: p.gameNumber,
        result:
          p.second_player === null
            ? 'bye'
            : p.ended_at
              ? `${pointsText(p.first_score ?? 0)}–${pointsText(p.second_score ?? 0)}`
              : 'playing',
      })),
  }));
  return {
    id: t.id,
    name: t.name,
    club: await clubName(ctx.db, t.club_id),
    game: moduleOf(ctx, t.game_type).title,
    gameType: t.game_type,
    format: t.format,
    status: t.status,
    round: t.current_round,
    rounds: t.rounds,
    /** Rounds by the calendar: when the next one starts (its games still going are then late). */
    lateGames: t.settings.lateGames ?? 'organiser',
    nextRoundAt: t.status === 'running' ? (nextRoundStart(t.settings, t)?.toISOString() ?? null) : null,
    ladder: t.ladder_id,
    standings,
    crosstable: cross,
    pairings: rounds,
  };
}

export type TournamentTable = Awaited<ReturnType<typeof tournamentTable>>;
