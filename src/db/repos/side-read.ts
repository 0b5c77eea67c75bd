// What one side's page needs of its game, read in one statement: the game row, the step it is at,
// this side's orders on file for that step, the sides, and the step a link names (when it names
// one). A page read once waited for four statements, each a round trip that a burst of
// submissions could hold up.
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database, GameRow, StepRow, SubmissionRow } from '../schema';
import { keptStatement } from '../kept-statement';
import { currentStepJson, currentSubmissionsOf } from './game-parts';
import { gameIs, gameNumberIn, sidesQuery, type Db, type SideRow } from './games';
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

/**
 * The statement, kept compiled (kept-statement.ts): one for a game named by its id, one by its number.
 * One shape whether or not a step is asked for (-1 asks for none).
 */
function sideStatement(byNumber: boolean) {
  return keptStatement((db: Kysely<Database>, game: string | number, side: string, asked: number) =>
    db
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
        jsonObjectFrom(
          eb
            .selectFrom('steps')
            .selectAll('steps')
            .whereRef('steps.game_id', '=', 'games.id')
            .where('steps.seq', '=', asked),
        ).as('asked'),
      ])
      .where(gameIs(byNumber, game)),
  );
}

const sideById = sideStatement(false);
const sideByNumber = sideStatement(true);

/** Null when there is no such game (by id or by number). */
export async function readSide(
  db: Db,
  idOrNumber: string,
  side: string,
  asked?: number,
): Promise<SideRead | null> {
  const number = gameNumberIn(idOrNumber);
  const [row] =
    number === null
      ? await sideById(db, idOrNumber, side, asked ?? -1)
      : await sideByNumber(db, number, side, asked ?? -1);
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
