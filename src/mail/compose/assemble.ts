// From a rendered mail model to the OutgoingMail the outbox stores: thread ids, the headers that keep
// robots from answering, the map picture (when the mail has one) and the deadline as a calendar event
// (when the mail asks for orders).
import { createHash } from 'node:crypto';
import type { PictureSource } from '../../db/outgoing-mail';
import { replyAddress } from '../../security/tokens';
import { say, translator } from '../../i18n/index';
import { calendarAttachment } from './calendar';
import { gameName } from './format';
import { renderMail, type MailModel } from './render';
import { MAP_CID } from './sections';
import { threadIds } from './thread';
import type { ActionContext, MailAttachment, MailBase, OutgoingMail } from './types';

/** A mail of a game; `map` may be left out for short notices. */
export type MailHead = Omit<MailBase, 'map'> & { map?: MailBase['map'] };

/** Map pictures are drawn 1000 px wide: legible on a phone, small as a palette PNG. */
export const MAP_WIDTH = 1000;

/** A close-up (close-up.ts) is shown about 332 CSS px wide on a phone: twice that in pixels is sharp
 *  on a phone's screen, and every pixel more is drawing time for each of a report's close-ups. */
export const CLOSE_UP_WIDTH = 664;

/** A picture to send beside the map, drawn from its SVG by the sender. */
export interface ExtraPicture {
  cid: string;
  filename: string;
  svg: string;
  width: number;
}

/** An SVG is only named here (by hash): the sender draws it later (outbox/pictures.ts). */
export function svgAttachment(
  cid: string,
  filename: string,
  svg: string,
  width: number,
): { attachment: MailAttachment; picture: PictureSource } {
  const hash = createHash('sha256').update(`${width}\n${svg}`).digest('hex');
  return {
    attachment: { filename, contentType: 'image/png', cid, contentBase64: '', picture: hash },
    picture: { hash, svg, width },
  };
}

/** The map as an attachment. */
function mapAttachment(map: MailBase['map']): { attachment: MailAttachment; picture?: PictureSource } {
  if ('png' in map)
    return {
      attachment: {
        filename: 'map.png',
        contentType: 'image/png',
        cid: MAP_CID,
        contentBase64: Buffer.from(map.png).toString('base64'),
      },
    };
  return svgAttachment(MAP_CID, 'map.png', map.svg, MAP_WIDTH);
}

function deadlineAttachment(ctx: MailHead, a: ActionContext): MailAttachment[] {
  if (!a.calendar || !a.deadline) return [];
  return [
    calendarAttachment({
      gameId: ctx.gameId,
      side: ctx.side,
      step: a.calendar.step,
      sequence: a.calendar.sequence,
      deadline: a.deadline,
      stamp: a.calendar.stamp,
      summary: translator(ctx.lang)('mail.actions.calendar', {
        game: gameName(translator(ctx.lang), ctx),
        step: a.prompt.title,
      }),
      description: translator(ctx.lang)('mail.actions.calendarDescription', { url: a.orderUrl }),
      url: a.orderUrl,
      mailDomain: ctx.mailDomain,
    }),
  ];
}

/** The notices of a mail as its first section. */
export function withNotices(ctx: MailHead, model: MailModel): MailModel {
  if (!ctx.notices?.length) return model;
  const t = translator(ctx.lang);
  return { ...model, sections: [{ paragraphs: ctx.notices.map((n) => say(t, n)) }, ...model.sections] };
}

export function assemble(
  ctx: MailHead,
  subject: string,
  model: MailModel,
  action?: ActionContext,
  extra: readonly ExtraPicture[] = [],
): OutgoingMail {
  const { html, text } = renderMail(withNotices(ctx, model));
  const map = ctx.map ? mapAttachment(ctx.map) : null;
  const extras = extra.map((p) => svgAttachment(p.cid, p.filename, p.svg, p.width));
  const pictures = [...(map?.picture ? [map.picture] : []), ...extras.map((e) => e.picture)];
  return {
    to: ctx.to,
    ...(ctx.from ? { from: ctx.from } : {}),
    ...(action ? { replyTo: replyAddress(action.replyToken, ctx.mailDomain) } : {}),
    subject,
    text,
    html,
    ...threadIds(ctx.gameId, ctx.side, ctx.mailKey, ctx.mailDomain),
    // Auto-Submitted keeps out-of-office responders from answering (RFC 3834); the X- headers let
    // the inbound pipeline and a human reading raw mail place the message.
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Despatch-Game': ctx.gameId,
      'X-Despatch-Side': ctx.side,
    },
    attachments: [
      ...(map ? [map.attachment] : []),
      ...extras.map((e) => e.attachment),
      ...(action ? deadlineAttachment(ctx, action) : []),
    ],
    ...(pictures.length ? { pictures } : {}),
  };
}
