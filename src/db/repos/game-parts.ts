// Parts of a game that one statement reads beside its row (open-step.ts, side-read.ts): the step
// the game is at, and the orders on file for it.
import type { ExpressionBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../schema';

type Games = ExpressionBuilder<Database, 'games'>;

/** The step the game is at, as a JSON object (json-rows.ts stepFromJson gives its dates back). */
export function currentStepJson(eb: Games) {
  return jsonObjectFrom(
    eb
      .selectFrom('steps')
      .selectAll('steps')
      .whereRef('steps.game_id', '=', 'games.id')
      .whereRef('steps.seq', '=', 'games.current_step'),
  );
}

/** The current (not superseded) submissions for the step the game is at. */
export function currentSubmissionsOf(eb: Games) {
  return eb
    .selectFrom('submissions')
    .whereRef('submissions.game_id', '=', 'games.id')
    .whereRef('submissions.step_seq', '=', 'games.current_step')
    .where('submissions.superseded', '=', false);
}
