// Resolve the open step once every awaited side has submitted. One transaction with the game row
// locked: check the step is still open and complete, run the engine with the step's dice and every
// side's standing orders, store events and the new state, open the next step (or end the game) and
// queue the mails. A second resolver finds the step resolved and does nothing.
import type { Transaction } from 'kysely';
import { json } from '../db/json';
import { gameSides, lockGame } from '../db/repos/games';
import { enqueueMails } from '../db/repos/outbox';
import { getStep, openStep, saveEvents, saveState } from '../db/repos/steps';
import { currentSubmissions } from '../db/repos/submissions';
import type { Database, GameRow, StepRow } from '../db/schema';
import { SeededDice } from '../games/core/dice';
import { canonical } from './canonical';
import type { AppContext } from './context';
import { currentState, gameFacts, moduleOf } from './load';
import { reportMails } from './mails';

export async function resolveStep(
  ctx: AppContext,
  gameId: string,
): Promise<{ resolved: boolean; seq?: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, gameId);
    if (!game || game.status !== 'active') return { resolved: false };
    const step = await getStep(trx, gameId, game.current_step);
    if (!step || step.resolved_at) return { resolved: false };
    const subs = await currentSubmissions(trx, gameId, step.seq);
    if (!step.awaiting.every((side) => subs.some((s) => s.side === side))) return { resolved: false };
    const orders = Object.fromEntries(subs.map((s) => [s.side, canonical(s.orders)]));
    await resolveWith(ctx, trx, game, step, orders);
    return { resolved: true, seq: step.seq };
  });
}

/** Runs the engine on the locked game and writes everything the resolution produces. */
export async function resolveWith(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  step: StepRow,
  orders: Record<string, unknown[]>,
): Promise<void> {
  const module = moduleOf(ctx, game.game_type);
  const now = ctx.now();
  const state = await currentState(trx, game);
  const standing = Object.fromEntries((await gameSides(trx, game.id)).map((s) => [s.side, s.standing]));
  const dice = new SeededDice(game.seed, game.id, step.seq);
  const out = module.resolve(state as never, { orders, standing }, dice);
  const nextState = canonical(JSON.parse(JSON.stringify(out.state)));

  await saveEvents(trx, game.id, step.seq, out.events);
  await saveState(trx, game.id, step.seq, nextState, dice.rolls);
  await trx
    .updateTable('steps')
    .set({ resolved_at: now, standing_used: json(standing) })
    .where('game_id', '=', game.id)
    .where('seq', '=', step.seq)
    .execute();

  const prompts = module.awaiting(nextState as never);
  const result = module.result(nextState as never);
  const over = prompts.length === 0;
  const next = over
    ? null
    : { seq: step.seq + 1, prompts, deadline: new Date(now.getTime() + game.turn_time_seconds * 1000) };
  if (next) await openStep(trx, { gameId: game.id, ...next, openedAt: now });
  await trx
    .updateTable('games')
    .set({
      current_step: next ? next.seq : step.seq,
      version: game.version + 1,
      ...(over ? { status: 'finished' as const, finished_at: now, result: json(result) } : {}),
    })
    .where('id', '=', game.id)
    .execute();

  const facts = await gameFacts(ctx, trx, { ...game, status: over ? 'finished' : game.status });
  const done = { seq: step.seq, title: step.title, events: out.events, state: nextState };
  await enqueueMails(
    trx,
    game.id,
    over ? 'final' : 'report',
    reportMails(ctx, facts, done, next, result),
    now,
  );
}
