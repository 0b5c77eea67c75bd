// The organiser's view of a game's players' notice channels (issue #44): each with its last delivery
// and error, and the organiser's own setting of a channel for a player who asked (a club's Discord
// set up for them) or switching a player's channels off. Logged with the reason like every action.
import { logOrganiserAction } from '../../db/repos/desk';
import { gameSides } from '../../db/repos/games';
import { translator } from '../../i18n/index';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { refusalIn } from '../base/refusal';
import { requireGame } from '../base/load';
import { channelWords } from '../notify/channel-words';
import { notifyChannelsOf, setNotifyChannel, switchOffNotify, type ChannelInput } from '../notify/channels';
import { reasonOf } from './actions';

const en = translator('en');

/** Each side's player and their channels, in the desk's words (English). */
export async function deskChannels(ctx: AppContext, gameId: string) {
  const sides = await gameSides(ctx.db, gameId);
  return Promise.all(
    sides.map(async (s) => ({
      side: s.side,
      email: s.email,
      channels: (await notifyChannelsOf(ctx, s.email)).map((c) => ({ ...c, described: channelWords(c, en) })),
    })),
  );
}

async function playerOf(
  ctx: AppContext,
  gameId: string,
  side: string,
): Promise<{ id: string; email: string }> {
  const game = await requireGame(ctx.db, gameId);
  const player = (await gameSides(ctx.db, game.id)).find((s) => s.side === side);
  if (!player) throw new ServiceError('bad-request', `no side ${JSON.stringify(side)} in this game`);
  return { id: game.id, email: player.email };
}

/** Sets a channel for the side's player; a refusal says why in English (the desk's language). */
export async function setChannelByOrganiser(
  ctx: AppContext,
  input: ChannelInput & { gameId: string; side: string; reason: string },
): Promise<string> {
  const reason = reasonOf(input.reason);
  const { id, email } = await playerOf(ctx, input.gameId, input.side);
  try {
    const set = await setNotifyChannel(ctx, email, input);
    await logOrganiserAction(ctx.db, {
      gameId: id,
      action: 'notify',
      reason,
      detail: { side: input.side, kind: set.kind, target: set.target },
      at: ctx.now(),
    });
    return channelWords({ kind: set.kind, target: set.target }, en);
  } catch (err) {
    if (err instanceof ServiceError && err.code === 'bad-request' && err.details?.message)
      throw new ServiceError('bad-request', refusalIn(en, err));
    throw err;
  }
}

/** Switches off every channel of the side's player; how many were on. */
export async function switchOffByOrganiser(
  ctx: AppContext,
  input: { gameId: string; side: string; reason: string },
): Promise<number> {
  const reason = reasonOf(input.reason);
  const { id, email } = await playerOf(ctx, input.gameId, input.side);
  const count = await switchOffNotify(ctx, email);
  await logOrganiserAction(ctx.db, {
    gameId: id,
    action: 'notify-off',
    reason,
    detail: { side: input.side },
    at: ctx.now(),
  });
  return count;
}
