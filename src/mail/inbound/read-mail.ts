// One raw mail -> what the pipeline needs of it, on the mail thread (mime-worker.mjs, started by
// mime-reader.ts with time and memory limits): MIME, transfer encodings and charsets (mailparser),
// the HTML part as text, headers, addresses, the loop verdict, the reply token and the new text of
// the reply (reply-text.ts). Whatever the sender sends, what goes back to the event loop is small:
// no body, every field capped.
import { createRequire } from 'node:module';
import { convert } from 'html-to-text';
import { simpleParser, type AddressObject } from 'mailparser';
import { classifyRecipient, normaliseAddress } from './address';
import { decodeFlowed } from './flowed';
import { detectAutomatic } from './loop';
import { replyText } from './reply-text';
import type { InboundAddressing, InboundMeta, MailAddress, ParsedInbound } from './types';

// mailparser's flowed decoder joins lines across quote depths; this thread uses ours (flowed.ts).
const { Libmime } = createRequire(import.meta.url)('libmime') as {
  Libmime: { prototype: { decodeFlowed: (text: string, delSp?: boolean) => string } };
};
Libmime.prototype.decodeFlowed = decodeFlowed;

export interface MailJob {
  raw: Uint8Array;
  addressing: InboundAddressing;
  envelope?: InboundMeta['envelope'];
}

/** ParsedInbound as it crosses threads: its date as ISO text (parse.ts makes the Date again). */
export type ParsedOnWire = Omit<ParsedInbound, 'date'> & { date: string | null };

export type MailRead = { parsed: ParsedOnWire } | { unreadable: string };

/** What a mail may hold before we call it unreadable without trying (cheap counts on the raw text). */
const MAX_PARTS = 500;
const MAX_MULTIPART = 50;
/** Caps on what goes back: addresses a list, references, characters of a header field. */
const MAX_ADDRESSES = 50;
const MAX_REFERENCES = 30;
const MAX_FIELD_CHARS = 500;

function precheck(text: string): string | null {
  const parts = (text.match(/^content-type:/gim) ?? []).length;
  if (parts > MAX_PARTS) return `it has ${parts} MIME parts (we read at most ${MAX_PARTS})`;
  const multipart = (text.match(/^content-type:\s*multipart\//gim) ?? []).length;
  if (multipart > MAX_MULTIPART) return `it nests ${multipart} multiparts (we read at most ${MAX_MULTIPART})`;
  return null;
}

/** HTML -> text the way a reader sees it: blockquotes keep their `> `, links their words only. */
function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    limits: { maxDepth: 200, maxChildNodes: 20000 },
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'head', format: 'skip' },
    ],
  });
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  type Entry = AddressObject['value'][number];
  const walk = (list: Entry[]): MailAddress[] =>
    list.flatMap((a) =>
      a.group
        ? walk(a.group)
        : a.address
          ? [{ address: normaliseAddress(a.address), name: (a.name ?? '').trim().slice(0, 200) }]
          : [],
    );
  return objects.flatMap((o) => walk(o.value)).slice(0, MAX_ADDRESSES);
}

/** Header values by lower-case name, unfolded, in message order. */
function headerMap(lines: readonly { key: string; line: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { key, line } of lines) {
    const colon = line.indexOf(':');
    const value = line
      .slice(colon + 1, colon + 1 + 4 * MAX_FIELD_CHARS)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  }
  return map;
}

function firstToken(candidates: string[], addressing: InboundAddressing): string | null {
  for (const c of candidates) {
    const r = classifyRecipient(c, addressing);
    if (r.kind === 'reply') return r.token;
  }
  return null;
}

/** A Message-ID of a sensible length, or null (the pipeline then names the mail by its bytes). */
const idOf = (id: string | undefined): string | null => {
  const t = id?.trim() ?? '';
  return t === '' || t.length > MAX_FIELD_CHARS ? null : t;
};

export async function readMail(job: MailJob): Promise<MailRead> {
  const raw = Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength);
  const why = precheck(raw.toString('latin1'));
  if (why) return { unreadable: why };
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const body =
    mail.text !== undefined && mail.text.trim() !== '' ? mail.text : mail.html ? htmlToText(mail.html) : '';
  const headers = headerMap(mail.headerLines);
  const from = addressesOf(mail.from)[0] ?? null;
  const to = addressesOf(mail.to).map((a) => a.address);
  const cc = addressesOf(mail.cc).map((a) => a.address);
  const envelope = job.envelope;
  const deliveredTo = [
    ...(envelope?.rcptTo ?? []),
    ...(headers.get('delivered-to') ?? []),
    ...(headers.get('x-original-to') ?? []),
  ]
    .slice(0, MAX_ADDRESSES)
    .map(normaliseAddress);
  const messageId = idOf(mail.messageId);
  const topReturnPath = headers.get('return-path')?.[0];
  const returnPath = envelope
    ? normaliseAddress(envelope.mailFrom)
    : topReturnPath === undefined
      ? null
      : normaliseAddress(topReturnPath);
  const verdict = detectAutomatic({
    headers,
    from: from?.address ?? null,
    returnPath,
    messageId,
    addressing: job.addressing,
  });
  const { text, tooLong } = replyText(body);
  return {
    parsed: {
      messageId,
      from,
      to,
      cc,
      deliveredTo,
      replyToken: firstToken([...deliveredTo, ...to, ...cc], job.addressing),
      subject: (mail.subject ?? '').slice(0, MAX_FIELD_CHARS),
      inReplyTo: idOf(mail.inReplyTo),
      references: [mail.references ?? []]
        .flat()
        .filter((r) => r.length <= MAX_FIELD_CHARS)
        .slice(-MAX_REFERENCES),
      date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
      text,
      tooLong,
      isAutomatic: verdict.isAutomatic,
      why: verdict.why,
      attachmentCount: mail.attachments.length,
      returnPath,
      sizeBytes: raw.length,
    },
  };
}
