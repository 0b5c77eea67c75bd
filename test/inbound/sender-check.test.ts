// Who sent it: the From against the player on file, and DKIM/DMARC under INBOUND_AUTH=dmarc.
// Messages are signed here with a throwaway key; DNS answers come from a table (no network).
import { checkAuthentication, checkSender } from '../../src/mail/inbound/sender-check';
import { mailboxKey, sameMailbox } from '../../src/mail/inbound/address';
import { dkimLab } from './dkim-support';

// hooker.example publishes the key, and so does evil.example (a valid but foreign signature).
const lab = dkimLab('sel1', ['hooker.example', 'evil.example']);
const resolver = lab.resolver;
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

const signed = (raw: string, domain: string) => lab.sign(raw, domain);

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
