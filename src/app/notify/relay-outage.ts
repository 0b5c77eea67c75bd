// The organiser told of a mail relay outage on their own channels (issue #47): mail cannot say that
// mail does not go, so a notice to each channel of ORGANISER_EMAIL that is on says it, once per
// outage (the key names the outage's start, so a repeat of the call queues nothing more).
import { playerByEmail } from '../../db/repos/players';
import { momentIn } from '../../i18n/dates';
import { translator } from '../../i18n/index';
import type { AppContext } from '../base/context';
import { queuePlayerNotice } from '../base/player-notice';
import { addressOf } from '../clubs/clubs';

/** Queues the notice; returns on how many channels (0: no organiser address or no channel on). */
export async function tellOrganiserRelayDown(
  ctx: AppContext,
  outage: { downSince: Date; lastError: string },
): Promise<number> {
  const email = ctx.config.organiserEmail;
  if (!email) return 0;
  const player = await playerByEmail(ctx.db, addressOf(email));
  if (!player) return 0;
  const t = translator('en');
  return ctx.db.transaction().execute((trx) =>
    queuePlayerNotice(ctx, trx, {
      playerId: player.id,
      kind: 'club',
      anyKind: true,
      about: `relay-down-${outage.downSince.getTime()}`,
      lang: t.lang,
      summary: t('notify.relayDown', {
        since: momentIn(t.lang, outage.downSince.toISOString(), player.timeZone),
        error: outage.lastError.slice(0, 200),
      }),
      now: ctx.now(),
    }),
  );
}
