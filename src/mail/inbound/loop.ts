// Mail loops, in one place: which mails must never be answered. Answering an auto-reply, a bounce
// or a list would start a mail loop (RFC 3834 §2, RFC 5321 §4.5.5), so such mails are recorded and
// dropped silently. Every rule returns the reason, which the pipeline logs and stores.
import { domainOf, isOwnAddress, localPartOf } from './address';
import type { InboundAddressing } from './types';

export interface LoopInput {
  /** Header values by lower-case name, unfolded, in message order. */
  headers: Map<string, string[]>;
  /** Normalised From address, or null. */
  from: string | null;
  /** '' for the null return path `<>`, null when unknown (no envelope, no Return-Path header). */
  returnPath: string | null;
  messageId: string | null;
  addressing: InboundAddressing;
}

export interface LoopVerdict {
  isAutomatic: boolean;
  why: string | null;
}

type Rule = (input: LoopInput) => string | null;

const first = (input: LoopInput, name: string): string | undefined => input.headers.get(name)?.[0];

const autoSubmitted: Rule = (input) => {
  const value = first(input, 'auto-submitted');
  if (value === undefined) return null;
  const keyword = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return keyword === 'no' ? null : `Auto-Submitted: ${keyword || '(empty)'}`;
};

const precedence: Rule = (input) => {
  const value = first(input, 'precedence')?.trim().toLowerCase();
  return value === 'bulk' || value === 'list' || value === 'junk' ? `Precedence: ${value}` : null;
};

const autoReplyHeaders: Rule = (input) => {
  for (const name of ['x-autoreply', 'x-autorespond', 'x-autoresponder']) {
    const value = first(input, name);
    if (value !== undefined && value.trim().toLowerCase() !== 'no') return `${name}: ${value.trim()}`;
  }
  return null;
};

const mailingList: Rule = (input) => {
  const listId = first(input, 'list-id');
  return listId !== undefined ? `List-Id: ${listId.trim()}` : null;
};

const nullReturnPath: Rule = (input) => (input.returnPath === '' ? 'empty return path <>' : null);

const systemSender: Rule = (input) => {
  if (input.from === null) return null;
  const local = localPartOf(input.from).toLowerCase();
  return local === 'mailer-daemon' || local === 'postmaster' ? `From ${local}` : null;
};

const deliveryReport: Rule = (input) => {
  const type = first(input, 'content-type')?.toLowerCase() ?? '';
  return type.startsWith('multipart/report') ? 'multipart/report (delivery or read report)' : null;
};

const ownMail: Rule = (input) => {
  if (input.from !== null && isOwnAddress(input.from, input.addressing))
    return `From our own address ${input.from}`;
  // Our own mail coming back (a forward rule, a misconfigured relay): it carries our Message-ID.
  const id = input.messageId?.replace(/^<|>$/g, '') ?? '';
  if (id.startsWith('despatch.') && domainOf(id) === input.addressing.mailDomain.toLowerCase()) {
    return `our own Message-ID ${input.messageId}`;
  }
  return null;
};

const RULES: Rule[] = [
  autoSubmitted,
  precedence,
  autoReplyHeaders,
  mailingList,
  nullReturnPath,
  systemSender,
  deliveryReport,
  ownMail,
];

/** The first loop rule that applies, or `{ isAutomatic: false }`. */
export function detectAutomatic(input: LoopInput): LoopVerdict {
  for (const rule of RULES) {
    const why = rule(input);
    if (why !== null) return { isAutomatic: true, why };
  }
  return { isAutomatic: false, why: null };
}
