// Notices about no one game on a player's own channels that take their kind (issue #44; the channels
// are app/notify's): a club's challenge to answer, the daily digest. Written in the transaction of the
// event, like every notice; it names no address (a channel may be shared), only what it is about.
import { noticeKey, noticeRow } from '../../db/notice';
import type { Db } from '../../db/repos/games';
import { channelsOfPlayer } from '../../db/repos/notify-channels';
import { enqueueNotices } from '../../db/repos/outbox';
import type { AppContext } from './context';
import { publicUrl } from './links';

export async function queuePlayerNotice(
  ctx: AppContext,
  db: Db,
  n: {
    playerId: number;
    kind: 'club' | 'digest';
    /** What the notice is about, once: e.g. `challenge-12`. */
    about: string;
    lang: string;
    /** The notice in the player's words. */
    summary: string;
    now: Date;
    /** To every channel that is on, whatever it chose (a service alert to the organiser). */
    anyKind?: boolean;
  },
): Promise<number> {
  const channels = (await channelsOfPlayer(db, n.playerId)).filter(
    (c) => c.enabled && (n.anyKind === true || c.kinds.includes(n.kind)),
  );
  await enqueueNotices(
    db,
    channels.map((c) =>
      noticeRow(
        {
          channelId: c.id,
          kind: n.kind,
          key: noticeKey({
            gameId: n.about,
            step: 0,
            side: String(n.playerId),
            kind: n.kind,
            channelId: c.id,
          }),
          lang: n.lang,
          game: null,
          side: null,
          step: null,
          awaiting: [],
          deadline: null,
          timeZone: 'UTC',
          publicUrl: publicUrl(ctx.config),
          ordersUrl: null,
          summary: n.summary,
        },
        null,
        n.now,
      ),
    ),
  );
  return channels.length;
}
