// A DKIM key for tests (never used elsewhere) and a DNS table for it: mailauth signs and verifies with
// no network. The key and the signing time are fixed, so a signature is the same at every run: with a
// new key each run, one CI run in some hundreds saw mailauth refuse a signature it had just made
// ("bad signature"), which no later run reproduced (0 of 300 tries with new keys).
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dkimSign } from 'mailauth';

const KEY = readFileSync(new URL('../fixtures/dkim/test-key.pem', import.meta.url), 'utf8');
/** When every test mail is signed (the test mails' own Date). */
const SIGNED_AT = new Date('2026-11-20T10:21:07Z');

export interface DkimLab {
  /** Prepends a DKIM-Signature by `domain` (the key's DNS record must be published there). */
  sign(raw: string, domain: string): Promise<string>;
  /** DNS answers for mailauth: the key under every published domain, and `p=reject` DMARC. */
  resolver(name: string, type: string): Promise<string[][]>;
}

export function dkimLab(selector: string, domains: string[]): DkimLab {
  const pem = KEY;
  const publicKey = createPublicKey(createPrivateKey(KEY));
  const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  const dns = new Map<string, string[][]>();
  for (const d of domains) {
    dns.set(`TXT ${selector}._domainkey.${d}`, [[record]]);
    dns.set(`TXT _dmarc.${d}`, [['v=DMARC1; p=reject']]);
  }
  return {
    async sign(raw, domain) {
      // mailauth signs with the entries of signatureData (its typings also list top-level keys).
      const entry = { signingDomain: domain, selector, privateKey: pem };
      const { signatures, errors } = await dkimSign(raw, {
        ...entry,
        signatureData: [entry],
        signTime: SIGNED_AT,
      });
      if (errors.length > 0 || !signatures.startsWith('DKIM-Signature:'))
        throw new Error(`signing failed: ${String(errors)}`);
      return signatures + raw;
    },
    async resolver(name, type) {
      const hit = dns.get(`${type} ${name}`);
      if (hit) return hit;
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    },
  };
}
