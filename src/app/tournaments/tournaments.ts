// A club's tournament for one game: round robin or Swiss, its entrants (members of the club) and its
// settings; optionally a ladder of the club whose ratings its results move.
import { clubMembers } from '../../db/repos/clubs';
import {
  addEntrant,
  findTournament,
  findTournamentByName,
  insertTournament,
} from '../../db/repos/tournaments';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { rowIdOf } from '../../db/row-id';
import { moduleOf } from '../base/load';
import { addressOf, requireClub } from '../clubs/clubs';
import { requireLadder } from '../clubs/ladders';
import { tournamentSettingsSchema, type TournamentSettings } from './tournament-settings';

export const FORMATS = ['swiss', 'round-robin'] as const;
export type Format = (typeof FORMATS)[number];

export interface NewTournament {
  club: string;
  name: string;
  game: string;
  format: string;
  /** Swiss only: how many rounds (by default enough for one perfect score). */
  rounds?: number;
  /** A ladder of the same club and game whose ratings the results move. */
  ladder?: number | string;
  settings?: Partial<TournamentSettings>;
}

function checkSettings(settings: unknown): TournamentSettings {
  const parsed = tournamentSettingsSchema.safeParse(settings ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ServiceError('bad-request', `tournament settings: ${issue?.path.join('.')}: ${issue?.message}`);
}

export async function createTournament(ctx: AppContext, input: NewTournament) {
  const club = await requireClub(ctx, input.club);
  const module = moduleOf(ctx, input.game);
  const name = input.name.trim();
  if (!name || name.length > 80)
    throw new ServiceError('bad-request', 'a tournament name has 1 to 80 characters');
  if (!FORMATS.includes(input.format as Format))
    throw new ServiceError(
      'bad-request',
      `the format is swiss or round-robin, not ${JSON.stringify(input.format)}`,
    );
  if (input.rounds !== undefined) {
    if (input.format !== 'swiss')
      throw new ServiceError(
        'bad-request',
        'a round robin has as many rounds as it needs: give rounds for a Swiss only',
      );
    if (!Number.isInteger(input.rounds) || input.rounds < 1 || input.rounds > 50)
      throw new ServiceError('bad-request', 'rounds is a whole number from 1 to 50');
  }
  let ladderId: number | null = null;
  if (input.ladder !== undefined && input.ladder !== '') {
    const ladder = await requireLadder(ctx, input.ladder);
    if (ladder.club_id !== club.id || ladder.game_type !== module.id)
      throw new ServiceError(
        'bad-request',
        `ladder ${ladder.id} is not a ${module.title} ladder of ${club.name}`,
      );
    ladderId = ladder.id;
  }
  const settings = checkSettings(input.settings);
  if (await findTournamentByName(ctx.db, club.id, name))
    throw new ServiceError('bad-request', `${club.name} has a tournament named ${name} already`);
  const row = await insertTournament(ctx.db, {
    clubId: club.id,
    name,
    gameType: module.id,
    format: input.format,
    rounds: input.rounds ?? null,
    ladderId,
    settings,
    at: ctx.now(),
  });
  return {
    id: row.id,
    name: row.name,
    game: row.game_type,
    format: row.format,
    rounds: row.rounds,
    ladder: ladderId,
    settings,
  };
}

export async function requireTournament(ctx: AppContext, id: number | string) {
  const rowId = rowIdOf(id);
  const t = rowId !== null ? await findTournament(ctx.db, rowId) : undefined;
  if (!t) throw new ServiceError('not-found', `no tournament ${String(id)}`);
  return { ...t, format: t.format as Format, settings: tournamentSettingsSchema.parse(t.settings) };
}

/** Enters a member of the tournament's club, before the tournament starts. */
export async function enterTournament(
  ctx: AppContext,
  input: { tournament: number | string; email: string },
) {
  const t = await requireTournament(ctx, input.tournament);
  const email = addressOf(input.email);
  if (t.status !== 'entry')
    throw new ServiceError('bad-request', `tournament ${t.id} has started: entries are closed`);
  const member = (await clubMembers(ctx.db, t.club_id)).find((m) => m.email === email);
  if (!member) throw new ServiceError('bad-request', `${email} is not a member of this tournament's club`);
  await addEntrant(ctx.db, t.id, member.playerId);
  return { tournament: t.id, email };
}
