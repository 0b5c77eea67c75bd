// Raw MIME -> ParsedInbound: headers, addresses, the reply token, the loop verdict and only the new
// text of the reply, capped. All of it is read on the mail thread (mime-reader.ts, read-mail.ts);
// the event loop gets the small result, never the mail's text.
import { readMime } from './mime-reader';
import type { InboundAddressing, InboundMeta, ParsedInbound } from './types';

export async function parseInbound(
  raw: Buffer,
  addressing: InboundAddressing,
  meta?: InboundMeta,
): Promise<ParsedInbound> {
  const parsed = await readMime({ raw, addressing, envelope: meta?.envelope });
  // Made here: a Date cloned from another thread fails `instanceof Date` in a vm context (jest's).
  return { ...parsed, date: parsed.date === null ? null : new Date(parsed.date) };
}
