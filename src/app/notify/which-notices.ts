// Which notices go to which channel, chosen where the event happens and written in its transaction
// as outbox rows (db/notice.ts). Pure: the caller has read the sides with their channels on (the
// resolution reads them with the sides, no round trip more). One notice per channel and event:
// a side awaited next gets "your turn" on a channel that takes it, else the report; the last step
// gets the result.
import type { Prompt, Result } from '../../games/core/contract';
import { noticeKey, noticeRow, type ChannelNotice, type NoticeKind } from '../../db/notice';
import type { EnabledChannel } from '../../db/repos/notify-channels';
import { sideName } from '../../mail/compose/format';
import type { AppConfig } from '../base/context';
import type { GameFacts } from '../base/facts';
import { orderUrl, publicGameUrl } from '../base/links';
import { readerOf } from '../notices/reader';

/** A side's player with the channels on, as the sides' query gives them. */
export interface SideWithChannels {
  side: string;
  timeZone: string;
  channels: EnabledChannel[];
}

type Facts = Pick<GameFacts, 'id' | 'number' | 'module' | 'langs' | 'seats' | 'turnTimeSeconds'>;

interface NoticeAbout {
  kind: NoticeKind;
  /** Told apart in the key: a reminder's offset and the deadline's revision. */
  keyKind?: string;
  step: { seq: number; title: string };
  deadline: Date | null;
  awaiting: string[];
  summary?: string | null;
  /** The step whose orders page a private channel may link to. */
  orders?: { seq: number };
}

/** One notice of `about` to one channel of `s`. */
export function noticeOf(
  config: AppConfig,
  g: Facts,
  s: SideWithChannels,
  channelId: number,
  about: NoticeAbout,
  now: Date,
): ChannelNotice {
  const reader = readerOf(g, s.side);
  const names = reader.sideNames;
  return {
    channelId,
    kind: about.kind,
    key: noticeKey({
      gameId: g.id,
      step: about.step.seq,
      side: s.side,
      kind: about.keyKind ?? about.kind,
      channelId,
    }),
    lang: reader.lang,
    game: { id: g.id, number: g.number, title: reader.title },
    side: { id: s.side, name: sideName(s.side, names) },
    step: { seq: about.step.seq, title: about.step.title ? reader.sentence(about.step.title) : '' },
    awaiting: about.awaiting.map((a) => sideName(a, names)),
    deadline: about.deadline?.toISOString() ?? null,
    timeZone: s.timeZone,
    publicUrl: publicGameUrl(config, g.id),
    ordersUrl: about.orders
      ? orderUrl(
          config,
          { gameId: g.id, side: s.side, step: about.orders.seq, seat: g.seats?.[s.side] ?? 0 },
          now,
          g.turnTimeSeconds,
        )
      : null,
    summary: about.summary ?? null,
  };
}

/** The notices of a resolved step, as outbox rows: your turn, the report, or the result. */
export function resolutionNoticeRows(
  config: AppConfig,
  g: Facts,
  sides: readonly SideWithChannels[],
  done: { seq: number; title: string },
  next: { seq: number; prompts: Prompt[]; deadline: Date | null } | null,
  result: Result | null,
  now: Date,
) {
  const awaiting = next ? next.prompts.map((p) => p.side) : [];
  return sides.flatMap((s) =>
    s.channels.flatMap((c) => {
      const about = aboutFor(s.side, c, done, next, awaiting, result, g);
      return about ? [noticeRow(noticeOf(config, g, s, c.id, about, now), g.id, now)] : [];
    }),
  );
}

function aboutFor(
  side: string,
  c: EnabledChannel,
  done: { seq: number; title: string },
  next: { seq: number; prompts: Prompt[]; deadline: Date | null } | null,
  awaiting: string[],
  result: Result | null,
  g: Facts,
): NoticeAbout | null {
  if (!next || result) {
    if (!c.kinds.includes('result')) return null;
    const summary = result ? readerOf(g, side).result(result).summary : null;
    return { kind: 'result', step: done, deadline: null, awaiting: [], summary };
  }
  const prompt = next.prompts.find((p) => p.side === side);
  if (prompt && c.kinds.includes('turn'))
    return {
      kind: 'turn',
      step: { seq: next.seq, title: prompt.title },
      deadline: next.deadline,
      awaiting,
      orders: { seq: next.seq },
    };
  if (!c.kinds.includes('report')) return null;
  return { kind: 'report', step: done, deadline: next.deadline, awaiting };
}

/** "Your turn" only, to the sides awaited in a step that opens without a resolution (a new game). */
export function turnNoticeRows(
  config: AppConfig,
  g: Facts,
  sides: readonly SideWithChannels[],
  step: { seq: number; prompts: Prompt[]; deadline: Date | null },
  now: Date,
) {
  return resolutionNoticeRows(config, g, sides, { seq: step.seq - 1, title: '' }, step, null, now).filter(
    (row) => row.mail.notice.kind === 'turn',
  );
}
