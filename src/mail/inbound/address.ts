// Address handling shared by the parser, the SMTP listener and the sender check.
import type { InboundAddressing } from './types';

/** Reply tokens (src/security/tokens.ts) are lower-case RFC 4648 base32, 20..24 chars; leave slack. */
const TOKEN_SHAPE = /^[a-z2-7]{8,32}$/;

export function normaliseAddress(address: string): string {
  return address.trim().replace(/^<|>$/g, '').trim().toLowerCase();
}

export function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? '' : address.slice(at + 1).toLowerCase();
}

export function localPartOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : address.slice(0, at);
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for comparing a From with a player's registered address.
 * Case is ignored (no provider delivers by case, and phones capitalise). `+tags` are kept on
 * purpose: `alice+x@` is an address the player chose, and we accept only the address on file.
 * Gmail alone is documented to ignore dots in the local part and to treat googlemail.com as
 * gmail.com, so those two variants (and only those) are folded: they are provably one mailbox.
 */
export function mailboxKey(address: string): string {
  const a = normaliseAddress(address);
  const domain = domainOf(a);
  if (!GMAIL_DOMAINS.has(domain)) return a;
  return `${localPartOf(a).replace(/\./g, '')}@gmail.com`;
}

export function sameMailbox(a: string, b: string): boolean {
  return mailboxKey(a) === mailboxKey(b);
}

export type ReplyAddress = { kind: 'reply'; token: string } | { kind: 'malformed' } | { kind: 'other' };

/**
 * Classifies a recipient: a well-formed `orders+<token>@MAIL_DOMAIN`, a reply address of ours
 * with a malformed token, or any other address.
 */
export function classifyRecipient(address: string, addressing: InboundAddressing): ReplyAddress {
  const a = normaliseAddress(address);
  if (domainOf(a) !== addressing.mailDomain.toLowerCase()) return { kind: 'other' };
  const local = localPartOf(a);
  const prefix = `${(addressing.ordersLocalPart ?? 'orders').toLowerCase()}+`;
  if (!local.startsWith(prefix)) return { kind: 'other' };
  const token = local.slice(prefix.length);
  return TOKEN_SHAPE.test(token) ? { kind: 'reply', token } : { kind: 'malformed' };
}

/** True for our own addresses: MAIL_FROM and friends, and any reply address of ours. */
export function isOwnAddress(address: string, addressing: InboundAddressing): boolean {
  const a = normaliseAddress(address);
  if ((addressing.ownAddresses ?? []).some((own) => normaliseAddress(own) === a)) return true;
  if (domainOf(a) !== addressing.mailDomain.toLowerCase()) return false;
  const orders = (addressing.ordersLocalPart ?? 'orders').toLowerCase();
  const local = localPartOf(a);
  return local === orders || local.startsWith(`${orders}+`);
}
