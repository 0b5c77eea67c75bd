// The whole record of a game as plain JSON (`despatch game export`): enough to replay it and check
// every roll and every state with `despatch verify`. The seed is in it only once the game is over.
import { organiserActions } from '../../db/repos/desk';
import { gameSides } from '../../db/repos/games';
import { allStates, listSteps, loadEvents } from '../../db/repos/steps';
import { allSubmissions } from '../../db/repos/submissions';
import type { StepEnding } from '../../db/schema';
import type { Roll } from '../../games/core/dice';
import type { GameEvent } from '../../games/core/events';
import { withClauses } from '../../games/core/clauses';
import type { NewSubmission } from '../../db/repos/submissions';
import type { AppContext } from '../base/context';
import type { GameSummary } from '../base/facts';
import { gameSummary, moduleOf, requireGame } from '../base/load';
import { checkedState } from '../base/game-state';
import { canonical } from '../base/canonical';

/** A submission as the record carries it: as stored (NewSubmission), its time as ISO text. */
export type RecordSubmission = Omit<NewSubmission, 'gameId' | 'seq' | 'receivedAt'> & {
  receivedAt: string;
  superseded: boolean;
};

export interface RecordStep {
  seq: number;
  title: string;
  awaiting: string[];
  openedAt: string;
  deadline: string | null;
  resolvedAt: string | null;
  standingUsed: Record<string, string> | null;
  /** Deadlines passed with these sides' orders missing (their 'timeout' submissions are below). */
  lateSides: string[];
  /** The step had the game's one automatic extension. */
  extended: boolean;
  /** The game ended in this step without the engine: the position is unchanged. */
  ending: StepEnding | null;
  submissions: RecordSubmission[];
  events: GameEvent[];
  rolls: Roll[];
  state: unknown;
  /** The state after the step as the game's position file (POSITION.md); null while unresolved. */
  position: string | null;
}

export interface GameRecord {
  format: 'despatch-game-record';
  version: 1;
  game: GameSummary & {
    options: Record<string, unknown>;
    rulesVersion: number;
    /** 1 (or absent): each step's dice from the seed alone; 2: from the seed and the step's contributions. */
    diceScheme?: number;
    finishedAt: string | null;
    result: unknown;
  };
  /** `player` is null in the record players see: the addresses are for the organiser only. */
  sides: { side: string; player: string | null; standing: string }[];
  setup: { rolls: Roll[]; state: unknown; position: string | null };
  steps: RecordStep[];
  /** What the organiser did to the game (more time, a resent mail, an adjudication), with why. */
  organiserActions: { at: string; action: string; reason: string }[];
}

export async function exportGame(
  ctx: AppContext,
  idOrNumber: string,
  /** withSeed: for the replay inside verifyStoredGame only; never handed out before the end. */
  opts: { withSeed?: boolean; withPlayers?: boolean } = {},
): Promise<GameRecord> {
  const game = await requireGame(ctx.db, idOrNumber);
  const module = moduleOf(ctx, game.game_type);
  const states = await allStates(ctx.db, game.id);
  const stateOf = (seq: number) => states.find((s) => s.step_seq === seq);
  const events = await loadEvents(ctx.db, game.id);
  const subs = await allSubmissions(ctx.db, game.id);
  const steps = await listSteps(ctx.db, game.id);
  // In the canonical key order the engines see (canonical.ts): a file written from it reads the same
  // whichever database stored the state, and the same as the replay's.
  const positionOf = (state: unknown) =>
    state ? module.position.write(checkedState(module, canonical(state))) : null;
  return {
    format: 'despatch-game-record',
    version: 1,
    game: {
      ...gameSummary(game, module, opts.withSeed),
      options: game.options,
      rulesVersion: game.rules_version,
      diceScheme: game.dice_scheme,
      finishedAt: game.finished_at?.toISOString() ?? null,
      result: game.result,
    },
    sides: (await gameSides(ctx.db, game.id)).map((s) => ({
      side: s.side,
      player: opts.withPlayers ? s.email : null,
      standing: s.standing,
    })),
    setup: {
      rolls: (stateOf(0)?.rolls ?? []) as Roll[],
      state: stateOf(0)?.state ?? null,
      position: positionOf(stateOf(0)?.state),
    },
    steps: steps.map((s) => ({
      seq: s.seq,
      title: s.title,
      awaiting: s.awaiting,
      openedAt: s.opened_at.toISOString(),
      deadline: s.deadline?.toISOString() ?? null,
      resolvedAt: s.resolved_at?.toISOString() ?? null,
      standingUsed: s.standing_used,
      lateSides: s.late_sides ?? [],
      extended: s.extended,
      ending: s.ending,
      submissions: subs
        .filter((x) => x.step_seq === s.seq)
        .map((x) => ({
          side: x.side,
          text: x.text,
          normal: x.normal,
          orders: x.orders,
          standing: x.standing,
          channel: x.channel,
          messageId: x.message_id,
          contribution: x.contribution,
          receivedAt: x.received_at.toISOString(),
          superseded: x.superseded,
        })),
      // Each with the clause that decided it (the clauses are the rules', not stored with the events).
      events: withClauses(module.clauses, events.get(s.seq) ?? []),
      rolls: (stateOf(s.seq)?.rolls ?? []) as Roll[],
      state: s.resolved_at ? (stateOf(s.seq)?.state ?? null) : null,
      position: s.resolved_at ? positionOf(stateOf(s.seq)?.state) : null,
    })),
    organiserActions: (await organiserActions(ctx.db, game.id)).map((a) => ({
      at: a.at.toISOString(),
      action: a.action,
      reason: a.reason,
    })),
  };
}
