// Draws by agreement: `offer draw` by one side, `accept draw` (or an offer of its own) by the other
// ends the game as a draw. An offer stands until accepted or until the other side plays on (submits
// orders), which declines it; the offering side is then told.
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import { proposeOrAgree } from './agreement';
import { closeProposals, lapseOthersProposals, openProposals } from '../../db/repos/pending-actions';
import type { AppContext } from '../base/context';
import { endGame } from './end-game';
import { lockLiveGame, moduleOf } from '../base/load';
import { tellSides } from '../notices/notices';
import type { Said } from '../notices/words';

interface Target {
  gameId: string;
  side: string;
}

async function drawn(ctx: AppContext, trx: Transaction<Database>, game: GameRow): Promise<Said> {
  await endGame(ctx, trx, game, { kind: 'draw', sides: [...moduleOf(ctx, game.game_type).sides] });
  return (w) => w.t('clock.draw.drawn');
}

export async function offerDraw(ctx: AppContext, t: Target): Promise<Said> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    const now = ctx.now();
    const outcome = await proposeOrAgree(trx, game.id, t.side, 'draw', now);
    if (outcome === 'agreed') return drawn(ctx, trx, game);
    if (outcome === 'already') return (w) => w.t('clock.draw.alreadyOffered');
    const title: Said = (w) => w.t('clock.draw.offeredTitle');
    await tellSides(ctx, trx, game, `draw-offer-${now.getTime()}`, title, (side) =>
      side === t.side ? null : (w) => w.t('clock.draw.offeredTheirs', { who: w.side(t.side) }),
    );
    return (w) => w.t('clock.draw.offeredMine');
  });
}

export async function acceptDraw(ctx: AppContext, t: Target): Promise<Said> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    const offers = await openProposals(trx, game.id, 'draw', ctx.now());
    if (!offers.some((o) => o.side !== t.side)) return (w) => w.t('clock.draw.noOffer');
    await closeProposals(trx, game.id, 'draw', ctx.now());
    return drawn(ctx, trx, game);
  });
}

/** A side that submits orders plays on: the other sides' draw offers lapse, and they are told. */
export async function declineByPlayingOn(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  side: string,
): Promise<void> {
  const now = ctx.now();
  const declined = await lapseOthersProposals(trx, game.id, 'draw', now, side);
  if (declined.length === 0) return;
  const title: Said = (w) => w.t('clock.draw.lapsedTitle');
  await tellSides(ctx, trx, game, `draw-declined-${now.getTime()}`, title, (s) =>
    declined.includes(s) ? (w) => w.t('clock.draw.lapsed', { who: w.side(side) }) : null,
  );
}
