// A game that ends outside the rules: a side resigns, forfeits after too many missed deadlines, or
// both agree a draw. The open step is closed without the engine: the position stays as it was, the
// step's `ending` says why (so replays and `despatch verify` know not to resolve it), one event tells
// the story, and both sides get the final mail: result, final map, score, the revealed seed and how
// to verify it, and a link to the whole record. The caller holds the game row lock.
import type { Notice } from '../notices/words';
import type { Transaction } from 'kysely';
import { gameSides, gameSidesAt } from '../../db/repos/games';
import { enqueueMails, enqueueNotices } from '../../db/repos/outbox';
import { resolutionNoticeRows } from '../notify/which-notices';
import { closeStepAtEnd, finishGame } from '../../db/repos/game-end';
import { closeAllPending } from '../../db/repos/pending-actions';
import { getStep, saveEvents, saveState } from '../../db/repos/steps';
import type { Database, GameRow, StepEnding } from '../../db/schema';
import type { BaseState, Result } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import { listNames, sideName } from '../../mail/compose/format';
import type { AppContext, AnyGame } from '../base/context';
import { currentState, gameFacts, moduleOf } from '../base/load';
import { reportMails } from '../notices/mails';
import { rateLadderGame } from '../clubs/rate-game';
import { scoreTournamentGame } from '../tournaments/score-game';
import { ENDING_LEVEL } from './levels';

/** The score at the moment of the ending: the engine's victory points when its view shows them. */
function scoreOf(module: AnyGame, state: BaseState): Record<string, number> {
  const vp = (module.view(state, null) as { vp?: unknown }).vp;
  return vp && typeof vp === 'object' ? (vp as Record<string, number>) : {};
}

/** What ended the game, in words, and the level of the result. */
function howItEnded(ending: StepEnding): { text: string; level: string } {
  const who = listNames(ending.sides);
  switch (ending.kind) {
    case 'draw':
      return { text: 'Both sides agreed a draw.', level: ENDING_LEVEL.draw };
    case 'resign':
      return { text: `${who} resigned.`, level: ENDING_LEVEL.resign };
    case 'forfeit':
      return {
        text: `${who} forfeited: ${ending.reason ?? 'too many deadlines missed in a row.'}`,
        level: ENDING_LEVEL.forfeit,
      };
    case 'adjudicated':
      return {
        text: `The organiser adjudicated the game: ${ending.reason ?? ''}`.trim(),
        level: 'adjudicated',
      };
    case 'abandoned':
      return {
        text: `The organiser ended the game without a result: ${ending.reason ?? ''}`.trim(),
        level: 'abandoned',
      };
  }
}

function resultOf(
  module: AnyGame,
  state: BaseState,
  ending: StepEnding,
): { result: Result; event: GameEvent } {
  const others = module.sides.filter((s) => !ending.sides.includes(s));
  const named = ending.kind === 'adjudicated' ? (ending.winner ?? null) : undefined;
  const winner =
    named !== undefined
      ? named
      : ending.kind === 'draw' || ending.kind === 'abandoned' || others.length !== 1
        ? null
        : (others[0] as string);
  const { text, level } = howItEnded(ending);
  const summary = winner
    ? `${text} ${sideName(winner)} wins.`
    : ending.kind === 'abandoned'
      ? `${text} No result.`
      : `${text} The game is drawn.`;
  return {
    result: { winner, level, score: scoreOf(module, state), summary },
    event: { kind: ending.kind, text, sides: ending.sides },
  };
}

export async function endGame(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  ending: StepEnding,
  notices: (string | Notice)[] = [],
): Promise<Result> {
  const module = moduleOf(ctx, game.game_type);
  const step = await getStep(trx, game.id, game.current_step);
  if (!step || step.resolved_at || game.status === 'finished')
    throw new Error(`game ${game.id} has no open step`);
  const now = ctx.now();
  const state = await currentState(trx, module, game);
  const { result, event } = resultOf(module, state, ending);
  const standing = Object.fromEntries((await gameSides(trx, game.id)).map((s) => [s.side, s.standing]));
  await saveEvents(trx, game.id, step.seq, [event]);
  await saveState(trx, game.id, step.seq, state, []);
  await closeStepAtEnd(trx, game.id, step.seq, { at: now, standing, ending });
  await finishGame(trx, game.id, { at: now, result, version: game.version + 1 });
  await closeAllPending(trx, game.id, now);
  await rateLadderGame(trx, game.id, result, now);
  await scoreTournamentGame(trx, game.id, result, now);
  const sides = await gameSidesAt(trx, game.id, now);
  const facts = await gameFacts(ctx, trx, { ...game, status: 'finished' }, sides);
  const done = { seq: step.seq, title: step.title, events: [event], state, notices };
  await enqueueMails(trx, game.id, 'final', reportMails(ctx, facts, done, null, result), now);
  // The result on the players' own channels too, in the same transaction (app/notify).
  await enqueueNotices(trx, resolutionNoticeRows(ctx.config, facts, sides, done, null, result, now));
  return result;
}
