// Before a mail goes out, the pictures it names are drawn (once each: the PNG is kept with the SVG)
// and put into its attachments. Drawing happens in the render pool when the service runs, never in
// the resolution that queued the mail. A picture that cannot be drawn after a few tries is left out,
// and the mail says so instead of waiting forever.
import { pictureFailed, pictureSvg, pictureToSend, storePicturePng } from '../../db/repos/pictures';
import type { Db } from '../../db/repos/games';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { MailAttachment, OutgoingMail } from '../compose/types';

export type Renderer = (svg: string, width: number) => Promise<Buffer>;

/** Tries per picture before the mail goes without it. */
export const PICTURE_ATTEMPTS = 3;

const MISSING_TEXT = 'The map picture could not be drawn for this mail; the game page shows the map.';

export class PictureNotReady extends Error {
  constructor(hash: string, reason: string) {
    super(`picture ${hash.slice(0, 12)} not drawn yet: ${reason}`);
    this.name = 'PictureNotReady';
  }
}

async function drawn(db: Db, a: MailAttachment, render: Renderer, now: Date): Promise<string | null> {
  const hash = a.picture as string;
  const row = await pictureToSend(db, hash);
  if (!row) return null;
  if (row.pngBase64) return row.pngBase64;
  try {
    const png = await render(await pictureSvg(db, { svg: row.svg ?? '', base: row.base }), row.width);
    await storePicturePng(db, hash, png, now);
    return png.toString('base64');
  } catch (err) {
    // The database away (restarting) is neither the picture's fault nor the mail's: no try spent.
    if (isDatabaseUnavailable(err)) throw err;
    const attempts = await pictureFailed(db, hash, (err as Error).message);
    if (attempts < PICTURE_ATTEMPTS) throw new PictureNotReady(hash, (err as Error).message);
    return null;
  }
}

/** The mail as it is delivered: every named picture drawn and inlined, or left out with a line. */
export async function withPictures(
  db: Db,
  mail: OutgoingMail,
  render: Renderer,
  now: Date,
  log: (line: string) => void = () => {},
): Promise<OutgoingMail> {
  const pending = mail.attachments.filter((a) => a.picture && !a.contentBase64);
  if (pending.length === 0) return mail;
  const attachments: MailAttachment[] = [];
  let html = mail.html;
  let text = mail.text;
  // Every picture is tried at each try of the mail, not the first alone: a mail of seven pictures
  // that cannot be drawn goes without them after PICTURE_ATTEMPTS tries, not seven times that.
  let notReady: PictureNotReady | null = null;
  for (const a of mail.attachments) {
    if (!pending.includes(a)) {
      attachments.push(a);
      continue;
    }
    let png: string | null;
    try {
      png = await drawn(db, a, render, now);
    } catch (err) {
      if (!(err instanceof PictureNotReady)) throw err;
      notReady ??= err;
      continue;
    }
    if (png) {
      attachments.push({ ...a, contentBase64: png });
      continue;
    }
    log(`outbox: mail ${mail.messageId} to ${mail.to} goes without its picture ${a.picture}`);
    html = html.replace(
      new RegExp(`<img[^>]*cid:${escape(a.cid ?? '')}[^>]*>`, 'g'),
      `<p>${MISSING_TEXT}</p>`,
    );
    text = `${text.trimEnd()}\n\n${MISSING_TEXT}\n`;
  }
  if (notReady) throw notReady;
  return { ...mail, html, text, attachments };
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
