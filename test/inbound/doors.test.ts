// The doors opened from configuration, with real reply tokens from src/security/tokens.ts.
import nodemailer from 'nodemailer';
import { signReplyToken } from '../../src/security/tokens';
import { addressingFrom, knownTokenCheck, openInboundDoors } from '../../src/mail/inbound/doors';
import type { InboundMeta } from '../../src/mail/inbound/types';

const SECRET = 'test-secret-for-reply-tokens';

describe('inbound doors from configuration', () => {
  test('IN-DOORS-1: our own address comes from MAIL_FROM; tokens are checked with the real verifier', () => {
    expect(
      addressingFrom({ mailDomain: 'despatch.example', mailFrom: 'Despatch <Turns@Despatch.example>' }),
    ).toEqual({
      mailDomain: 'despatch.example',
      ownAddresses: ['turns@despatch.example'],
    });
    const check = knownTokenCheck(SECRET);
    const token = signReplyToken(SECRET, { gameNumber: 12, sideIndex: 1, step: 3 });
    expect(check(token)).toBe(true);
    expect(check(signReplyToken('another-secret', { gameNumber: 12, sideIndex: 1, step: 3 }))).toBe(false);
  });

  test('IN-DOORS-2: only the configured doors open; the SMTP door takes a signed token and refuses a forged one', async () => {
    const received: InboundMeta[] = [];
    const doors = await openInboundDoors(
      {
        secret: SECRET,
        mailDomain: 'despatch.example',
        mailFrom: 'Despatch <turns@despatch.example>',
        inboundSmtpPort: 0,
      },
      async (_raw, meta) => void received.push(meta),
      { host: '127.0.0.1' },
    );
    expect(doors.webhook).toBeNull();
    expect(doors.imap).toBeNull();
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: doors.smtp?.port });
    try {
      const good = `orders+${signReplyToken(SECRET, { gameNumber: 12, sideIndex: 0, step: 3 })}@despatch.example`;
      const forged = `orders+${signReplyToken('guess', { gameNumber: 12, sideIndex: 0, step: 3 })}@despatch.example`;
      await transport.sendMail({ from: 'alice@hooker.example', to: good, subject: 'x', text: 'move a' });
      await expect(
        transport.sendMail({ from: 'alice@hooker.example', to: forged, subject: 'x', text: 'move a' }),
      ).rejects.toMatchObject({
        responseCode: 550,
      });
      expect(received).toHaveLength(1);
    } finally {
      transport.close();
      await doors.close();
    }
  });

  test('IN-DOORS-3: INBOUND_SECRET gives a webhook router', async () => {
    const doors = await openInboundDoors(
      { secret: SECRET, mailDomain: 'd.example', mailFrom: 'x@d.example', inboundSecret: 'hook' },
      async () => undefined,
    );
    expect(doors.webhook).not.toBeNull();
    expect(doors.smtp).toBeNull();
    await doors.close();
  });

  test('IN-DOORS-4: the SMTP door listens on loopback unless given the address to open (HOST)', async () => {
    const config = {
      secret: SECRET,
      mailDomain: 'despatch.example',
      mailFrom: 'x@despatch.example',
      inboundSmtpPort: 0,
    };
    const closed = await openInboundDoors(config, async () => undefined);
    const given = await openInboundDoors(config, async () => undefined, { host: '127.0.0.2' });
    try {
      expect(closed.smtp?.host).toBe('127.0.0.1');
      expect(given.smtp?.host).toBe('127.0.0.2');
    } finally {
      await Promise.all([closed.close(), given.close()]);
    }
  });
});
