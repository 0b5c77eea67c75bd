// A channel switched off by the sender (ten failures in a row, or its receiver said it is gone): the
// player is told by mail, in the transaction that switched it off.
import type { Transaction } from 'kysely';
import { enqueueMails } from '../../db/repos/outbox';
import { channelFailures } from '../../db/repos/notify-channels';
import type { Database } from '../../db/schema';
import { composeChannelOff } from '../../mail/compose/channel-off';
import type { SwitchedOffChannel } from '../../mail/notify/deliver';
import { replyAddress } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { hubUrl, playerReplyToken } from '../base/links';
import { memberReader } from '../clubs/member-reader';
import { shortTarget } from './channels';

export async function tellChannelOff(
  ctx: AppContext,
  trx: Transaction<Database>,
  c: SwitchedOffChannel,
): Promise<void> {
  const now = ctx.now();
  const reader = await memberReader(trx, c.email);
  const t = reader.t;
  const failed = await channelFailures(trx, c.id);
  const mail = composeChannelOff({
    to: c.email,
    from: ctx.config.mailFrom,
    mailDomain: ctx.config.mailDomain,
    lang: t.lang,
    channelId: c.id,
    channel: t('notify.channel', { kind: t(`notify.kind.${c.kind}`), target: shortTarget(c.kind, c.target) }),
    kind: c.kind,
    error: failed.last_error ?? '',
    failures: failed.failures,
    at: now,
    replyTo: replyAddress(playerReplyToken(ctx.config, c.player_id), ctx.config.mailDomain),
    hubUrl: hubUrl(ctx.config, c.email, now),
  });
  await enqueueMails(trx, null, 'notify-off', [mail], now);
}
