// Draws by agreement: `offer draw` by one side, `accept draw` (or an offer of its own) by the other
// ends the game as a draw. An offer stands until accepted or until the other side plays on (submits
// orders), which declines it; the offering side is then told.
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import { sideName } from '../../mail/compose/format';
import { closeProposals, openProposals, proposeOrAgree } from './agreement';
import type { AppContext } from '../base/context';
import { endGame } from './end-game';
import { lockLiveGame, moduleOf } from '../base/load';
import { tellSides } from '../notices/notices';

interface Target {
  gameId: string;
  side: string;
}

const DRAWN =
  'Both sides agreed a draw: the game is over. The final mail with the result and the seed is on its way.';

async function drawn(ctx: AppContext, trx: Transaction<Database>, game: GameRow): Promise<string> {
  await endGame(ctx, trx, game, { kind: 'draw', sides: [...moduleOf(ctx, game.game_type).sides] });
  return DRAWN;
}

export async function offerDraw(ctx: AppContext, t: Target): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    const now = ctx.now();
    const outcome = await proposeOrAgree(trx, game.id, t.side, 'draw', now);
    if (outcome === 'agreed') return drawn(ctx, trx, game);
    if (outcome === 'already') return 'You have offered a draw already; your opponent has not answered yet.';
    await tellSides(ctx, trx, game, `draw-offer-${now.getTime()}`, 'A draw is offered', (side) =>
      side === t.side
        ? null
        : `${sideName(t.side)} offers a draw. Reply "accept draw" to accept it and end the game as a draw; sending your orders instead declines it.`,
    );
    return 'Your draw offer is sent. It stands until your opponent accepts it or plays on.';
  });
}

export async function acceptDraw(ctx: AppContext, t: Target): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    const offers = await openProposals(trx, game.id, 'draw', ctx.now());
    if (!offers.some((o) => o.side !== t.side))
      return 'There is no draw offer from your opponent to accept. Reply "offer draw" to offer one.';
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
  const offers = await openProposals(trx, game.id, 'draw', now);
  const declined = offers.filter((o) => o.side !== side).map((o) => o.side);
  if (declined.length === 0) return;
  await closeProposals(trx, game.id, 'draw', now, declined);
  await tellSides(ctx, trx, game, `draw-declined-${now.getTime()}`, 'Your draw offer lapsed', (s) =>
    declined.includes(s) ? `${sideName(side)} played on: your draw offer has lapsed.` : null,
  );
}
