// A game's public page (/g/<token>): what anyone reading a shared channel may see. The game, whose
// turn, the deadline, the last report and the map as a neutral observer sees them (the game's
// `view(state, null)` and the events visible to no side in particular): no hidden unit, no orders
// link, no address. The token only names the game, signed so that game ids cannot be walked.
import { getStep } from '../../db/repos/steps';
import type { Result } from '../../games/core/contract';
import { eventsFor, type GameEvent } from '../../games/core/events';
import type { Lang } from '../../i18n/index';
import { listNames } from '../../mail/compose/format';
import { translator } from '../../i18n/index';
import { keptState, keptStepRecord } from '../base/kept-states';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { gameIdOfPublicToken } from '../base/links';
import { moduleOf, requireGame, stateSeq } from '../base/load';
import { drawingOf } from '../turns/drawings';
import { readerOf } from '../notices/reader';

export interface PublicGame {
  lang: Lang;
  game: string;
  status: 'active' | 'paused' | 'finished';
  step: { title: string; deadline: string | null; awaiting: string | null } | null;
  lastReport: { seq: number; title: string; resolvedAt: string; events: GameEvent[] } | null;
  result: Result | null;
  svg: string;
  asOf: string;
  /** The finished game's public replay (relative to this page), once its organiser made it public. */
  replay: string | null;
}

export async function publicGame(ctx: AppContext, token: string, lang: Lang): Promise<PublicGame> {
  const gameId = gameIdOfPublicToken(ctx.config, token);
  if (!gameId) throw new ServiceError('not-found', 'no such game page');
  const game = await requireGame(ctx.db, gameId);
  const module = moduleOf(ctx, game.game_type);
  const reader = readerOf({ module, langs: { public: lang } }, 'public');
  const t = translator(reader.lang);
  const seq = stateSeq(game);
  const [state, record, step] = await Promise.all([
    keptState(ctx.db, module, game.id, seq),
    seq >= 1 ? keptStepRecord(ctx.db, game.id, seq) : null,
    game.status === 'finished' ? undefined : getStep(ctx.db, game.id, game.current_step),
  ]);
  const seen = record ? eventsFor(record.events, null) : [];
  const open = step && !step.resolved_at ? step : null;
  return {
    lang: reader.lang,
    game: t('common.game', { title: reader.title, number: game.number }),
    status: game.status,
    step: open && {
      title: reader.sentence(open.title),
      deadline: open.deadline?.toISOString() ?? null,
      awaiting: open.awaiting.length > 0 ? listNames(open.awaiting, reader.sideNames, t) : null,
    },
    lastReport: record && {
      seq: record.seq,
      title: reader.sentence(record.title),
      resolvedAt: record.resolvedAt.toISOString(),
      events: reader.events(seen),
    },
    result: game.result ? reader.result(game.result as Result) : null,
    // The observer's map: kept per step and language like a side's (drawings.ts), under no side's key.
    svg: await drawingOf(ctx, module, {
      gameId: game.id,
      seq,
      viewer: '(public)',
      state,
      events: seen,
      lang: reader.lang,
    }),
    asOf: ctx.now().toISOString(),
    replay: game.status === 'finished' && game.replay_public ? `/g/${token}/replay` : null,
  };
}
