// What one side's page needs of its game, read in one statement: the game row, the step it is at,
// this side's orders on file for that step, the sides, and the step a link names (when it names
// one). A page read once waited for four statements, each a round trip that a burst of
// submissions could hold up.
import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { GameRow, StepRow, SubmissionRow } from '../schema';
import { currentStepJson, currentSubmissionsOf } from './game-parts';
import { gameNamed, sidesQuery, type Db, type SideRow } from './games';
import { stepFromJson, submissionFromJson } from './json-rows';

export interface SideRead {
  game: GameRow;
  /** The step the game is at (null only for a game without steps). */
  step: StepRow | null;
  /** This side's current submission for that step, if it has one. */
  sub: SubmissionRow | null;
  sides: SideRow[];
  /** The step `asked` names, if there is one. */
  asked: StepRow | null;
}

/** Null when there is no such game (by id or by number). */
export async function readSide(
  db: Db,
  idOrNumber: string,
  side: string,
  asked?: number,
): Promise<SideRead | null> {
  const row = await db
    .selectFrom('games')
    .selectAll('games')
    .select((eb) => [
      currentStepJson(eb).as('current'),
      jsonObjectFrom(
        currentSubmissionsOf(eb)
          .selectAll('submissions')
          .where('submissions.side', '=', side)
          .orderBy('submissions.id', 'desc')
          .limit(1),
      ).as('sub'),
      // A part of this statement: the plugins see it there, with the rest.
      jsonArrayFrom(
        sidesQuery(db.withoutPlugins()).where('game_sides.game_id', '=', sql.ref<string>('games.id')),
      ).as('sides'),
      // One shape of statement whether or not a step is asked for (it is prepared once).
      jsonObjectFrom(
        eb
          .selectFrom('steps')
          .selectAll('steps')
          .whereRef('steps.game_id', '=', 'games.id')
          .where('steps.seq', '=', asked ?? -1),
      ).as('asked'),
    ])
    .where(gameNamed(idOrNumber))
    .executeTakeFirst();
  if (!row) return null;
  const { current, sub, sides, asked: askedStep, ...game } = row;
  return {
    game,
    step: current && stepFromJson(current),
    sub: sub && submissionFromJson(sub),
    sides,
    asked: askedStep && stepFromJson(askedStep),
  };
}
