// The SMTP door, driven by real SMTP clients: nodemailer, a raw dialogue, and Debian's swaks.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { dialogue, listener, REPLY } from './smtp-support';

const send = (port: number, message: SendMailOptions, extra: Record<string, unknown> = {}) => {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ...extra });
  return transport.sendMail(message).finally(() => transport.close());
};
/** Whether a Debian command is on this machine (tests that drive it skip otherwise). */
function installed(command: string, versionFlag: string): boolean {
  try {
    execFileSync(command, [versionFlag], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const ORDERS = 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912';

describe('SMTP listener', () => {
  test('IN-SMTP-1: nodemailer delivers a reply; the handler gets the raw mail, the envelope and a Return-Path', async () => {
    const { smtp, received } = await listener();
    try {
      const info = await send(smtp.port, {
        from: 'alice@hooker.example',
        to: REPLY,
        subject: 'Re: turn 3',
        text: ORDERS,
      });
      expect(info.accepted).toEqual([REPLY]);
      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail?.raw.toString()).toMatch(/^Return-Path: <alice@hooker\.example>\r\n/);
      expect(mail?.raw.toString()).toContain('move 2/I/1 0811 0912');
      expect(mail?.meta).toMatchObject({
        door: 'smtp',
        remoteAddress: '127.0.0.1',
        envelope: { mailFrom: 'alice@hooker.example', rcptTo: [REPLY] },
      });
    } finally {
      await smtp.close();
    }
  });

  test('IN-SMTP-2: no open relay: a foreign recipient, a malformed token and an unknown token get 550 at RCPT', async () => {
    const { smtp, received } = await listener();
    try {
      for (const to of [
        'someone@elsewhere.example',
        'admin@despatch.example',
        'orders+abc@despatch.example',
        'orders+aaaaaaaaaaaaaaaaaaaa@despatch.example',
      ]) {
        await expect(
          send(smtp.port, { from: 'mallory@evil.example', to, subject: 'x', text: 'x' }),
        ).rejects.toMatchObject({
          responseCode: 550,
        });
      }
      const replies = await dialogue(smtp.port, [
        'EHLO client.example\r\n',
        'MAIL FROM:<mallory@evil.example>\r\n',
        'RCPT TO:<victim@elsewhere.example>\r\n',
        'QUIT\r\n',
      ]);
      expect(replies[3]).toMatch(/^550 5\.7\.1 Relaying denied/);
      expect(received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  test('IN-SMTP-3: SIZE is advertised, STARTTLS and AUTH are not (no certificate configured)', async () => {
    const { smtp } = await listener({ maxBytes: 1024 * 1024 });
    try {
      const [, ehlo] = await dialogue(smtp.port, ['EHLO client.example\r\n', 'QUIT\r\n']);
      expect(ehlo).toMatch(/250[- ]SIZE 1048576/);
      expect(ehlo).not.toMatch(/STARTTLS/);
      expect(ehlo).not.toMatch(/AUTH/);
    } finally {
      await smtp.close();
    }
  });

  test('IN-SMTP-4: an oversize mail is refused with 552, declared (SIZE=) or not', async () => {
    const { smtp, received } = await listener({ maxBytes: 64 * 1024 });
    try {
      const big = 'move 1/I/1 0912 1013\n'.repeat(8000);
      await expect(
        send(smtp.port, { from: 'alice@hooker.example', to: REPLY, subject: 'big', text: big }),
      ).rejects.toMatchObject({
        responseCode: 552,
      });
      const body = `Subject: big\r\n\r\n${'x'.repeat(998)}\r\n`.repeat(80);
      const replies = await dialogue(smtp.port, [
        'EHLO client.example\r\n',
        'MAIL FROM:<alice@hooker.example>\r\n',
        `RCPT TO:<${REPLY}>\r\n`,
        'DATA\r\n',
        `${body}.\r\n`,
        'QUIT\r\n',
      ]);
      expect(replies[5]).toMatch(/^552 /);
      expect(received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  test('IN-SMTP-5: a failing handler gives 451 so the sender retries later', async () => {
    const { smtp } = await listener({
      handler: async () => {
        throw new Error('database unavailable');
      },
      log: () => undefined,
    });
    try {
      await expect(
        send(smtp.port, { from: 'alice@hooker.example', to: REPLY, subject: 'x', text: ORDERS }),
      ).rejects.toMatchObject({
        responseCode: 451,
      });
    } finally {
      await smtp.close();
    }
  });

  test('IN-SMTP-6: a null return path is passed on as mailFrom ""', async () => {
    const { smtp, received } = await listener();
    try {
      await send(smtp.port, {
        envelope: { from: '', to: REPLY },
        from: 'MAILER-DAEMON@mx.example',
        to: REPLY,
        subject: 'bounce',
        text: 'x',
      });
      expect(received[0]?.meta.envelope?.mailFrom).toBe('');
      expect(received[0]?.raw.toString()).toMatch(/^Return-Path: <>\r\n/);
    } finally {
      await smtp.close();
    }
  });

  const openssl = installed('openssl', 'version');
  (openssl ? test : test.skip)('IN-SMTP-7: with a certificate, STARTTLS is offered and used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'despatch-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
      const { smtp, received } = await listener({ tls });
      try {
        const [, ehlo] = await dialogue(smtp.port, ['EHLO client.example\r\n', 'QUIT\r\n']);
        expect(ehlo).toMatch(/STARTTLS/);
        await send(
          smtp.port,
          { from: 'alice@hooker.example', to: REPLY, subject: 'x', text: ORDERS },
          { requireTLS: true, tls: { rejectUnauthorized: false } },
        );
        expect(received).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const swaks = installed('swaks', '--version');
  if (!swaks)
    console.warn('IN-SMTP-8 skipped: swaks is not installed (apt-get install swaks; .ci/run installs it)');
  (swaks ? test : test.skip)('IN-SMTP-8: Debian swaks delivers a reply to the listener', async () => {
    const { smtp, received } = await listener();
    try {
      const { stdout } = await promisify(execFile)(
        'swaks',
        [
          '--server',
          '127.0.0.1',
          '--port',
          String(smtp.port),
          '--from',
          'alice@hooker.example',
          '--to',
          REPLY,
          '--header',
          'Subject: Re: turn 3',
          '--body',
          'move 1/I/1 0912 1013; move 2/I/1 0811 0912',
        ],
        { timeout: 20000 },
      );
      expect(stdout).toMatch(/<- {2}250 OK: message queued/);
      expect(received).toHaveLength(1);
      expect(received[0]?.raw.toString()).toContain('move 1/I/1 0912 1013; move 2/I/1 0811 0912');
    } finally {
      await smtp.close();
    }
  });
});
