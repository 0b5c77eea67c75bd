// A throwaway DKIM key and a DNS table for it: mailauth signs and verifies with no network.
import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth';

export interface DkimLab {
  /** Prepends a DKIM-Signature by `domain` (the key's DNS record must be published there). */
  sign(raw: string, domain: string): Promise<string>;
  /** DNS answers for mailauth: the key under every published domain, and `p=reject` DMARC. */
  resolver(name: string, type: string): Promise<string[][]>;
}

export function dkimLab(selector: string, domains: string[]): DkimLab {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
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
      const { signatures, errors } = await dkimSign(raw, { ...entry, signatureData: [entry] });
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
