// The organiser gives a side to another player (one who left, one who stopped answering). The side's
// seat goes up by one: every link and reply address the former player holds stops working, and the
// new player gets the turn's prompt (or a welcome) with links of their own.
import { logOrganiserAction } from '../../db/repos/desk';
import { bumpVersion, gameSides, giveSideTo, upsertPlayer } from '../../db/repos/games';
import { enqueueMails } from '../../db/repos/outbox';
import { getStep } from '../../db/repos/steps';
import { currentSubmissions } from '../../db/repos/submissions';
import { sideName } from '../../mail/compose/format';
import type { AppContext } from '../base/context';
import { checkEmailAddress } from '../base/email-address';
import { ServiceError } from '../base/errors';
import { openStepOf } from '../base/facts';
import { otherSideOf, playsTheOtherSide } from '../base/one-per-side';
import { currentState, gameFacts, lockLiveGame, requireGame } from '../base/load';
import { noticeMail, promptMail } from '../notices/mails';
import { reasonOf } from './actions';

export async function replacePlayer(
  ctx: AppContext,
  input: { gameId: string; side: string; email: string; reason: string; oneForBothSides?: boolean },
): Promise<{ side: string; seat: number; player: string }> {
  const reason = reasonOf(input.reason);
  const checked = checkEmailAddress(input.email);
  if (!checked.ok)
    throw new ServiceError('bad-request', `the address ${JSON.stringify(input.email)}: ${checked.why}`);
  const address = checked.address;
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, id);
    const before = await gameFacts(ctx, trx, game);
    const side = input.side;
    if (!before.module.sides.includes(side))
      throw new ServiceError('bad-request', `the sides are ${before.module.sides.join(', ')}`);
    const former = before.players[side] as string;
    if (former === address)
      throw new ServiceError('bad-request', `${address} plays ${sideName(side)} already`);
    const other = otherSideOf(before.players, side, address);
    if (other && input.oneForBothSides !== true) throw playsTheOtherSide(address, other);
    const seat = (before.seats?.[side] ?? 0) + 1;
    const playerId = await upsertPlayer(trx, address);
    // The misses and a draw offer were the former player's; the standing orders stay with the side.
    // A side the bot played is a person's from now on.
    await giveSideTo(trx, id, side, playerId, seat);
    await bumpVersion(trx, id);

    const after = await gameFacts(ctx, trx, game, await gameSides(trx, id));
    const step = await getStep(trx, id, game.current_step);
    const open = step && !step.resolved_at ? openStepOf(step) : undefined;
    const onFile =
      open && (await currentSubmissions(trx, id, open.seq)).some((s) => s.side === side)
        ? ['Orders for this turn are already on file for your side; send new ones to replace them.']
        : [];
    const key = `desk-replace-${side}-${seat}`;
    const title = `${before.module.title} #${game.number}`;
    const welcome = [
      `The organiser has given you the ${sideName(side)} side of ${title}, a game under way: ${reason}`,
      ...onFile,
    ];
    const newPlayerMail =
      (open &&
        promptMail(
          ctx,
          after,
          side,
          await currentState(trx, before.module, game),
          open,
          `${key}-new`,
          welcome,
        )) ||
      noticeMail(
        ctx,
        after,
        side,
        `${key}-new`,
        { title: 'Welcome to the game', paragraphs: welcome },
        game.current_step,
      );
    const mails = [
      noticeMail(
        ctx,
        before,
        side,
        `${key}-former`,
        {
          title: 'You no longer play this game',
          paragraphs: [
            `The organiser has given your side (${sideName(side)}) to another player: ${reason}`,
            'The links and the reply address in earlier mails of this game no longer work. Thank you for playing.',
          ],
        },
        game.current_step,
      ),
      newPlayerMail,
      ...before.module.sides
        .filter((s) => s !== side)
        .map((s) =>
          noticeMail(
            ctx,
            after,
            s,
            `${key}-${s}`,
            {
              title: 'A new opponent',
              paragraphs: [`The organiser has given the ${sideName(side)} side to another player: ${reason}`],
            },
            game.current_step,
          ),
        ),
    ];
    const now = ctx.now();
    await enqueueMails(trx, id, 'notice', mails, now);
    await logOrganiserAction(trx, {
      gameId: id,
      action: 'replace',
      reason,
      detail: { side, seat, from: former, to: address },
      at: now,
    });
    return { side, seat, player: address };
  });
}
