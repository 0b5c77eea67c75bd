// Raw MIME -> ParsedInbound: headers, addresses, the reply token, the loop verdict and only the
// new text of the reply. mailparser decodes transfer encodings and charsets; the HTML part is
// turned into text here (no word wrap, so long one-line phone replies stay one line).
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { convert } from 'html-to-text';
import { classifyRecipient, normaliseAddress } from './address';
import { extractNewText } from './extract';
import { detectAutomatic } from './loop';
import type { InboundAddressing, InboundMeta, MailAddress, ParsedInbound } from './types';

/** HTML -> text the way a reader sees it: blockquotes keep their `> `, links their words only. */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'head', format: 'skip' },
    ],
  });
}

function headerMap(mail: ParsedMail): Map<string, string[]> {
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

function addressesOf(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const out: MailAddress[] = [];
  const walk = (list: AddressObject['value']): void => {
    for (const a of list) {
      if (a.group) walk(a.group);
      else if (a.address) out.push({ address: normaliseAddress(a.address), name: (a.name ?? '').trim() });
    }
  };
  for (const o of objects) walk(o.value);
  return out;
}

function returnPathOf(headers: Map<string, string[]>, meta?: InboundMeta): string | null {
  if (meta?.envelope) return normaliseAddress(meta.envelope.mailFrom);
  const top = headers.get('return-path')?.[0];
  return top === undefined ? null : normaliseAddress(top);
}

function bodyText(mail: ParsedMail): string {
  if (mail.text !== undefined && mail.text.trim() !== '') return mail.text;
  return mail.html ? htmlToText(mail.html) : '';
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
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
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
  const fullText = bodyText(mail);
  const references = mail.references === undefined ? [] : [mail.references].flat();
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
    date: mail.date ?? null,
    text: extractNewText(fullText),
    fullText,
    isAutomatic: verdict.isAutomatic,
    why: verdict.why,
    attachmentCount: mail.attachments.length,
    returnPath,
    sizeBytes: raw.length,
  };
}
