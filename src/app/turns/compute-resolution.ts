// The CPU part of a resolution: the engine's turn, the next prompts and deadline, from facts already
// read. Pure (no database, no clock but `now`), so it can run on a worker thread
// (resolution-thread.ts) as well as inline. The report mails are composed after the commit
// (report-requests.ts).
import type { SideAtRow } from '../../db/repos/games';
import type { GameRow } from '../../db/schema';
import type { BaseState, Handicap, Prompt, Result } from '../../games/core/contract';
import { stepDice, type Roll } from '../../games/core/dice';
import type { GameEvent } from '../../games/core/events';
import { canonical } from '../base/canonical';
import type { AnyGame } from '../base/context';
import { deadlineFor } from '../time/deadlines';

export interface ResolutionInput {
  now: Date;
  game: GameRow;
  step: { seq: number; title: string };
  state: BaseState;
  orders: Record<string, unknown[]>;
  /** The players' contributions to the step's dice (the current submissions'). */
  contributions: string[];
  sides: SideAtRow[];
}

export interface ResolutionOutput {
  standing: Record<string, string>;
  events: GameEvent[];
  rolls: readonly Roll[];
  state: BaseState;
  next: { seq: number; prompts: Prompt[]; deadline: Date } | null;
  result: Result | null;
}

/** The rules' result; with a ladder's side bid, the game's count with the bid in it. */
function endResult(module: AnyGame, state: BaseState, h: Handicap | null): Result | null {
  return h && h.points && module.handicap ? module.handicap.result(state, h) : module.result(state);
}

export function computeResolution(games: (id: string) => AnyGame, input: ResolutionInput): ResolutionOutput {
  const { game, step, sides, now } = input;
  const module = games(game.game_type);
  const standing = Object.fromEntries(sides.map((s) => [s.side, s.standing]));
  const dice = stepDice(game.seed, game.id, step.seq, game.dice_scheme, input.contributions);
  const out = module.resolve(input.state, { orders: input.orders, standing }, dice);
  const nextState = canonical(JSON.parse(JSON.stringify(out.state)));
  // Stored without their examples: a mail or a page makes them when it shows the prompt.
  const prompts = module.awaiting(nextState, { examples: false });
  const result = prompts.length === 0 ? endResult(module, nextState, game.handicap) : null;
  const next =
    prompts.length === 0
      ? null
      : {
          seq: step.seq + 1,
          prompts,
          deadline: deadlineFor(
            game,
            sides,
            prompts.map((p) => p.side),
            now,
          ),
        };
  return { standing, events: out.events, rolls: dice.rolls, state: nextState, next, result };
}
