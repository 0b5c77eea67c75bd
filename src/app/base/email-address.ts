// A player's address, checked once at creation so that the player actually gets mail: a real relay
// refuses what RFC 5321 does not allow, and control or invisible characters would make one address
// look like another. Internationalised domains are kept in their ASCII (punycode) form.
import { domainToASCII } from 'node:url';

const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/i;
/** C0 and C1 controls, zero-width and bidirectional marks, the BOM, and the next-line mark: the
 * Unicode classes Cc (controls) and Cf (format characters), and the line and paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** The address in its kept form, or the reason it cannot be one. */
export function checkEmailAddress(raw: string): { ok: true; address: string } | { ok: false; why: string } {
  const text = raw.trim();
  if (INVISIBLE.test(text)) return { ok: false, why: 'it contains a control or invisible character' };
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return { ok: false, why: 'it is not of the form name@domain' };
  const local = text.slice(0, at);
  const domain = domainToASCII(text.slice(at + 1).toLowerCase());
  if (local.length > 64) return { ok: false, why: 'the part before @ is longer than 64 characters' };
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return { ok: false, why: 'the part before @ has characters mail servers refuse' };
  if (!domain || (!domain.includes('.') && domain !== 'localhost') || domain.length > 253)
    return { ok: false, why: 'the domain is not a valid mail domain' };
  const address = `${local.toLowerCase()}@${domain}`;
  if (address.length > 254) return { ok: false, why: 'it is longer than 254 characters' };
  return { ok: true, address };
}
