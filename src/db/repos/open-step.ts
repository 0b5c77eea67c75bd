// What a submission needs to know of its game, read in one statement without a lock: the game row,
// its open step, the orders on file, whether another side's draw offer stands (playing
// on declines it), and the sides with their running vacations (for the resolution it may complete).
// The write that follows is guarded by the game's version (submissions.ts storeSubmission), so a
// game that moved on in between is read again.
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { currentStepJson, currentSubmissionsOf } from './game-parts';
import type { Database, GameRow, StepRow } from '../schema';
import { keptStatement } from '../kept-statement';
import { sidesAtQuery, type Db, type SideAtRow } from './games';
import { dateOrNull, stepFromJson } from './json-rows';

export interface OpenStepRead {
  game: GameRow;
  /** The step the game is at (null only for a game without steps). */
  step: StepRow | null;
  /** The step's current submissions: whose, their orders and their contributions to the dice. */
  subs: { side: string; orders: unknown[]; contribution: string | null }[];
  /** Another side's draw offer stands: this side's orders decline it. */
  offerToDecline: boolean;
  sides: SideAtRow[];
}

/** The statement, kept compiled (kept-statement.ts). */
const openStepStatement = keptStatement((db: Kysely<Database>, gameId: string, side: string, at: Date) =>
  db
    .selectFrom('games')
    .selectAll('games')
    .select((eb) => [
      currentStepJson(eb).as('open_step'),
      jsonArrayFrom(
        currentSubmissionsOf(eb).select([
          'submissions.side',
          'submissions.orders',
          'submissions.contribution',
        ]),
      ).as('subs'),
      eb
        .exists(
          eb
            .selectFrom('pending_actions')
            .select('pending_actions.id')
            .whereRef('pending_actions.game_id', '=', 'games.id')
            .where('pending_actions.action', '=', 'draw')
            .where(sql.ref('pending_actions.done_at'), 'is', null)
            .where('pending_actions.expires_at', '>', at)
            .where('pending_actions.side', '<>', side),
        )
        .as('offer_to_decline'),
      // A part of this statement: the plugins see it there, with the rest.
      jsonArrayFrom(sidesAtQuery(db.withoutPlugins(), at).where('game_sides.game_id', '=', gameId)).as(
        'sides',
      ),
    ])
    .where('games.id', '=', gameId),
);

export async function readOpenStep(
  db: Db,
  gameId: string,
  side: string,
  at: Date,
): Promise<OpenStepRead | null> {
  const [row] = await openStepStatement(db, gameId, side, at);
  if (!row) return null;
  const { open_step, subs, offer_to_decline, sides, ...game } = row;
  return {
    game,
    step: open_step && stepFromJson(open_step),
    subs,
    offerToDecline: Boolean(offer_to_decline),
    sides: sides.map((s) => ({ ...s, vacationEndsAt: dateOrNull(s.vacationEndsAt) })),
  };
}
