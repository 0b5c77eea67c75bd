// Who sent it: the From against the player on file, and DKIM/DMARC under INBOUND_AUTH=dmarc.
// Messages are signed here with a throwaway key; DNS answers come from a table (no network).
import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth';
import { checkAuthentication, checkSender } from '../../src/mail/inbound/sender-check';
import { mailboxKey, sameMailbox } from '../../src/mail/inbound/address';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicB64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

const DNS: Record<string, string[][]> = {
  'TXT sel1._domainkey.hooker.example': [[`v=DKIM1; k=rsa; p=${publicB64}`]],
  'TXT _dmarc.hooker.example': [['v=DMARC1; p=reject']],
  'TXT sel1._domainkey.evil.example': [[`v=DKIM1; k=rsa; p=${publicB64}`]],
};
const resolver = async (name: string, type: string): Promise<string[][]> => {
  const hit = DNS[`${type} ${name}`];
  if (hit) return hit;
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

const message = (from: string, body = 'move 1/I/1 0912 1013\r\n'): string =>
  [
    `From: Alice Hooker <${from}>`,
    'To: orders+k7m2q4xwrhbdpz3vna5e@despatch.example',
    'Subject: Re: [Despatch] Sharpsburg #12',
    'Date: Fri, 20 Nov 2026 10:21:07 +0000',
    'Message-ID: <signed.1@hooker.example>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    body,
  ].join('\r\n');

async function signed(raw: string, domain: string): Promise<string> {
  // mailauth signs with the entries of signatureData (its typings also allow top-level keys,
  // which it ignores).
  const { signatures, errors } = await dkimSign(raw, {
    signingDomain: domain,
    selector: 'sel1',
    privateKey: privatePem,
    signatureData: [{ signingDomain: domain, selector: 'sel1', privateKey: privatePem }],
  });
  expect(signatures).toMatch(/^DKIM-Signature:/);
  expect(errors).toEqual([]);
  return signatures + raw;
}

describe('sender check', () => {
  test('IN-SENDER-1: the From must be the side player; case is ignored, +tags are not', () => {
    expect(checkSender('alice@hooker.example', 'Alice@Hooker.Example')).toEqual({ ok: true });
    expect(checkSender('alice+despatch@hooker.example', 'alice@hooker.example')).toMatchObject({
      ok: false,
      reason: 'wrong-sender',
    });
    expect(checkSender('mallory@evil.example', 'alice@hooker.example')).toMatchObject({
      ok: false,
      reason: 'wrong-sender',
    });
    expect(checkSender(null, 'alice@hooker.example')).toMatchObject({ ok: false, reason: 'no-from' });
  });

  test('IN-SENDER-2: Gmail dots and googlemail.com are the same mailbox; other domains keep their dots', () => {
    expect(sameMailbox('Alice.Hooker@gmail.com', 'alicehooker@googlemail.com')).toBe(true);
    expect(mailboxKey('a.b@gmail.com')).toBe('ab@gmail.com');
    expect(sameMailbox('alice.hooker@hooker.example', 'alicehooker@hooker.example')).toBe(false);
  });
});

describe('INBOUND_AUTH=dmarc', () => {
  test('IN-AUTH-1: a DKIM signature of the From domain passes', async () => {
    const raw = await signed(message('alice@hooker.example'), 'hooker.example');
    const verdict = await checkAuthentication(Buffer.from(raw), 'alice@hooker.example', { resolver });
    expect(verdict).toMatchObject({ ok: true, detail: 'dkim=pass (hooker.example, aligned)' });
    expect(verdict.authenticationResults).toMatch(/dkim=pass/);
  });

  test('IN-AUTH-2: a body altered after signing fails (DKIM fail, DMARC fail)', async () => {
    const raw = await signed(message('alice@hooker.example'), 'hooker.example');
    const tampered = raw.replace('move 1/I/1 0912 1013', 'move 1/I/1 0912 0101');
    const verdict = await checkAuthentication(Buffer.from(tampered), 'alice@hooker.example', { resolver });
    expect(verdict.ok).toBe(false);
    expect(verdict.detail).toMatch(/dkim=(fail|neutral)/);
    expect(verdict.detail).toMatch(/dmarc=fail/);
  });

  test('IN-AUTH-3: a valid signature of another domain is not aligned with the From', async () => {
    const raw = await signed(message('alice@hooker.example'), 'evil.example');
    const verdict = await checkAuthentication(Buffer.from(raw), 'alice@hooker.example', { resolver });
    expect(verdict.ok).toBe(false);
    expect(verdict.detail).toMatch(/dkim=pass/);
    expect(verdict.detail).toMatch(/dmarc=fail/);
  });

  test('IN-AUTH-4: an unsigned mail is not authenticated', async () => {
    const verdict = await checkAuthentication(
      Buffer.from(message('alice@hooker.example')),
      'alice@hooker.example',
      { resolver },
    );
    expect(verdict).toMatchObject({ ok: false });
    expect(verdict.detail).toMatch(/dkim=none/);
  });
});
