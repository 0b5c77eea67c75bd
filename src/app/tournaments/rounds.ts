// A tournament's rounds: the first when the organiser starts it, each next one when the last game of
// the round before has ended, or by the calendar where the settings say so (round-dates.ts); the
// sweeper looks for such tournaments. The whole round — its games, with their first mails, and its
// bye — in one transaction on the locked tournament row.
import type { Transaction } from 'kysely';
import {
  finishTournament,
  setRoundDue,
  setRoundStarted,
  setTournamentRunning,
  insertPairing,
  lockTournament,
  tournamentEntrants,
  tournamentPairings,
  tournamentsDueForRound,
} from '../../db/repos/tournaments';
import type { Database } from '../../db/schema';
import { languagesOf } from '../../db/repos/clubs/preferences';
import { addLadderGame } from '../../db/repos/clubs';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { moduleOf } from '../base/load';
import { prepareGame, storeGame } from '../turns/create-game';
import {
  defaultSwissRounds,
  maxSwissRounds,
  roundRobinRound,
  roundRobinRounds,
  swissRound,
  type Pair,
} from './pairings';
import type { Seat } from './sides';
import { asPlayed, tieBreakStandings } from './tie-breaks';
import { requireTournament } from './tournaments';
import { tournamentSettingsSchema } from './tournament-settings';
import { forfeitLateGames, nextRoundStart } from './round-dates';

type Trx = Transaction<Database>;
type TournamentRow = NonNullable<Awaited<ReturnType<typeof lockTournament>>>;

/** Who meets whom in `round`, from the results so far. */
async function pairRound(trx: Trx, t: TournamentRow, round: number): Promise<Pair[]> {
  const entrants = await tournamentEntrants(trx, t.id);
  const played = await tournamentPairings(trx, t.id);
  const seats = new Map<number, Seat[]>(entrants.map((e) => [e.playerId, []]));
  for (const p of played)
    if (p.second_player !== null) {
      seats.get(p.first_player)?.push(1);
      seats.get(p.second_player)?.push(-1);
    }
  const seatsOf = (id: number) => seats.get(id) ?? [];
  if (t.format === 'round-robin')
    return roundRobinRound(
      entrants.map((e) => e.playerId),
      round,
      seatsOf,
    );
  const points = new Map(
    tieBreakStandings(entrants, played.map(asPlayed)).map((r) => [r.playerId, r.points]),
  );
  return swissRound(
    entrants.map((e) => ({
      id: e.playerId,
      points: points.get(e.playerId) ?? 0,
      opponents: played.flatMap((p) =>
        p.first_player === e.playerId && p.second_player !== null
          ? [p.second_player]
          : p.second_player === e.playerId
            ? [p.first_player]
            : [],
      ),
      hadBye: played.some((p) => p.first_player === e.playerId && p.second_player === null),
      seats: seatsOf(e.playerId),
    })),
    round,
  );
}

/** Starts `round`: a game for each pair with the tournament's settings, a scored bye for the odd one. */
async function startRound(ctx: AppContext, trx: Trx, t: TournamentRow, round: number): Promise<void> {
  const module = moduleOf(ctx, t.game_type);
  const settings = tournamentSettingsSchema.parse(t.settings);
  const emails = new Map((await tournamentEntrants(trx, t.id)).map((e) => [e.playerId, e.email]));
  const now = ctx.now();
  for (const pair of await pairRound(trx, t, round)) {
    if (pair.second === null) {
      await insertPairing(trx, {
        tournamentId: t.id,
        round,
        first: pair.first,
        second: null,
        gameId: null,
        firstSide: null,
        byeAt: now,
      });
      continue;
    }
    const players = {
      [module.sides[0] as string]: emails.get(pair.first) as string,
      [module.sides[1] as string]: emails.get(pair.second) as string,
    };
    const langOf = await languagesOf(trx, Object.values(players));
    const game = prepareGame(ctx, {
      game: module.id,
      players,
      langs: Object.fromEntries(Object.entries(players).map(([s, e]) => [s, langOf.get(e) ?? 'en'])),
      turnTimeSeconds: settings.turnTimeSeconds,
      timeControls: settings.timeControls,
    });
    const created = await storeGame(ctx, trx, game);
    await insertPairing(trx, {
      tournamentId: t.id,
      round,
      first: pair.first,
      second: pair.second,
      gameId: created.gameId,
      firstSide: module.sides[0] as string,
    });
    if (t.ladder_id !== null) await addLadderGame(trx, created.gameId, t.ladder_id);
  }
  const dueAt = nextRoundStart(settings, { current_round: round, round_started_at: now });
  await setRoundStarted(trx, t.id, { round, at: now, dueAt });
}

/** When the tournament is next due by the calendar (null: when its current round's games end). */
async function dueAgainAt(trx: Trx, id: number, at: Date | null): Promise<void> {
  await setRoundDue(trx, id, at);
}

/** The organiser closes the entries: the number of rounds is fixed and round 1 starts. */
export async function startTournament(ctx: AppContext, input: { tournament: number | string }) {
  const t = await requireTournament(ctx, input.tournament);
  if (t.status !== 'entry') throw new ServiceError('bad-request', `tournament ${t.id} has started already`);
  const module = moduleOf(ctx, t.game_type);
  const players = (await tournamentEntrants(ctx.db, t.id)).length;
  if (players < 2) throw new ServiceError('bad-request', 'a tournament needs at least two entrants');
  if (module.sides.length !== 2)
    throw new ServiceError('bad-request', `${module.title} is not a game for two`);
  let rounds = roundRobinRounds(players);
  if (t.format === 'swiss') {
    rounds = t.rounds ?? defaultSwissRounds(players);
    if (rounds > maxSwissRounds(players))
      throw new ServiceError(
        'bad-request',
        `a Swiss of ${players} players has at most ${maxSwissRounds(players)} rounds (so that nobody meets an opponent twice)`,
      );
  }
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockTournament(trx, t.id);
    if (!locked || locked.status !== 'entry')
      throw new ServiceError('bad-request', `tournament ${t.id} has started already`);
    await setTournamentRunning(trx, t.id, rounds);
    await startRound(ctx, trx, { ...locked, rounds }, 1);
  });
  return { tournament: t.id, rounds, round: 1 };
}

/**
 * Tournaments whose round is over (its last game ended, or by the calendar its time is up): the next
 * round starts, or after the last one the tournament is finished. Returns how many moved on.
 */
export async function advanceTournaments(ctx: AppContext, limit = 20): Promise<number> {
  let moved = 0;
  for (const { id } of await tournamentsDueForRound(ctx.db, ctx.now(), limit)) {
    await ctx.db.transaction().execute(async (trx) => {
      const t = await lockTournament(trx, id);
      if (!t || t.status !== 'running') return; // another instance moved it meanwhile
      const settings = tournamentSettingsSchema.parse(t.settings);
      const start = nextRoundStart(settings, t);
      // All ended early: the round waits for its date.
      if (start && ctx.now() < start) return dueAgainAt(trx, id, start);
      const going = async () =>
        (await tournamentPairings(trx, id)).some((p) => p.round === t.current_round && !p.ended_at);
      if (start && settings.lateGames === 'forfeit' && (await going()))
        await forfeitLateGames(ctx, trx, id, t.current_round);
      // Late games left to the organiser: the round waits until they are adjudicated at the desk,
      // and the tournament is due again when its last game ends, not at every sweep.
      if (await going()) return dueAgainAt(trx, id, null);
      if (t.current_round >= (t.rounds ?? 0)) await finishTournament(trx, id, ctx.now());
      else await startRound(ctx, trx, t, t.current_round + 1);
      moved++;
    });
  }
  return moved;
}
