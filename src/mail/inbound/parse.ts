// Raw MIME -> ParsedInbound: headers, addresses, the reply token, the loop verdict and only the
// new text of the reply. The mail itself is read off the event loop (mime-reader.ts: mailparser
// decodes transfer encodings and charsets, the HTML part becomes text without word wrap).
import { classifyRecipient, normaliseAddress } from './address';
import { extractNewText } from './extract';
import { detectAutomatic } from './loop';
import { readMime, type MimeAddress, type MimeFields } from './mime-reader';
import type { InboundAddressing, InboundMeta, MailAddress, ParsedInbound } from './types';

function headerMap(mail: MimeFields): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { key, line } of mail.headerLines) {
    const colon = line.indexOf(':');
    const value = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  }
  return map;
}

const addressesOf = (list: MimeAddress[]): MailAddress[] =>
  list.map((a) => ({ address: normaliseAddress(a.address), name: a.name.trim() }));

function returnPathOf(headers: Map<string, string[]>, meta?: InboundMeta): string | null {
  if (meta?.envelope) return normaliseAddress(meta.envelope.mailFrom);
  const top = headers.get('return-path')?.[0];
  return top === undefined ? null : normaliseAddress(top);
}

function firstToken(candidates: string[], addressing: InboundAddressing): string | null {
  for (const c of candidates) {
    const r = classifyRecipient(c, addressing);
    if (r.kind === 'reply') return r.token;
  }
  return null;
}

export async function parseInbound(
  raw: Buffer,
  addressing: InboundAddressing,
  meta?: InboundMeta,
): Promise<ParsedInbound> {
  const mail = await readMime(raw);
  const headers = headerMap(mail);
  const from = addressesOf(mail.from)[0] ?? null;
  const to = addressesOf(mail.to).map((a) => a.address);
  const cc = addressesOf(mail.cc).map((a) => a.address);
  const deliveredTo = [
    ...(meta?.envelope?.rcptTo ?? []),
    ...(headers.get('delivered-to') ?? []),
    ...(headers.get('x-original-to') ?? []),
  ].map(normaliseAddress);
  const messageId = mail.messageId?.trim() || null;
  const returnPath = returnPathOf(headers, meta);
  const verdict = detectAutomatic({
    headers,
    from: from?.address ?? null,
    returnPath,
    messageId,
    addressing,
  });
  const fullText = mail.text;
  const references = mail.references;
  return {
    messageId,
    from,
    to,
    cc,
    deliveredTo,
    replyToken: firstToken([...deliveredTo, ...to, ...cc], addressing),
    subject: mail.subject ?? '',
    inReplyTo: mail.inReplyTo?.trim() || null,
    references,
    date: mail.date ? new Date(mail.date) : null,
    text: extractNewText(fullText),
    fullText,
    isAutomatic: verdict.isAutomatic,
    why: verdict.why,
    attachmentCount: mail.attachmentCount,
    returnPath,
    sizeBytes: raw.length,
  };
}
