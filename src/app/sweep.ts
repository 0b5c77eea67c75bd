// The sweeper: work that is due without anyone asking. For now, steps whose orders are all in but
// that were not resolved (the process stopped between storing the last orders and resolving).
// Deadlines and reminders (issue 5) join here, swept the same way from due-time rows.
import type { AppContext } from './context';
import { resolveStep } from './resolve-step';

export async function sweep(ctx: AppContext, limit = 50): Promise<{ resolved: number }> {
  const open = await ctx.db
    .selectFrom('games')
    .innerJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select(['games.id', 'steps.seq', 'steps.awaiting'])
    .where('games.status', '=', 'active')
    .where('steps.resolved_at', 'is', null)
    .where((eb) =>
      eb(
        eb
          .selectFrom('submissions')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('submissions.game_id', '=', 'games.id')
          .whereRef('submissions.step_seq', '=', 'steps.seq')
          .where('submissions.superseded', '=', false),
        '>=',
        eb.fn<number>('jsonb_array_length', ['steps.awaiting']),
      ),
    )
    .limit(limit)
    .execute();
  let resolved = 0;
  for (const row of open) if ((await resolveStep(ctx, row.id)).resolved) resolved++;
  return { resolved };
}
