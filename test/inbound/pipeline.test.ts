// The pipeline with fake ports: the security rules (forged token, wrong sender, the same mail
// twice, loops, DKIM fail under dmarc) and the hand-over to the service layer.
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import {
  createInboundPipeline,
  type InboundOutcome,
  type InboundPorts,
  type Refusal,
  type ReplyRequest,
  type ReplyTarget,
} from '../../src/mail/inbound/pipeline';
import { startSmtpListener } from '../../src/mail/inbound/smtp-listener';
import type { InboundAddressing } from '../../src/mail/inbound/types';
import { dkimLab } from './dkim-support';

const ADDRESSING: InboundAddressing = {
  mailDomain: 'despatch.example',
  ownAddresses: ['turns@despatch.example'],
};
const TOKEN = 'k7m2q4xwrhbdpz3vna5e';
const REPLY = `orders+${TOKEN}@despatch.example`;
const TARGET: ReplyTarget = {
  gameId: 'g3k9x2m7qa',
  side: 'union',
  step: 3,
  player: 'alice.hooker@gmail.com',
};
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.eml`, import.meta.url));

function fakePorts(over: Partial<InboundPorts> = {}) {
  const finished = new Map<string, InboundOutcome>();
  const acted: ReplyRequest[] = [];
  const refused: { to: string; refusal: Refusal }[] = [];
  const ports: InboundPorts = {
    resolveToken: async (t) => (t === TOKEN ? TARGET : null),
    record: async ({ key }) => !finished.has(key.messageId),
    finish: async (key, outcome) => void finished.set(key.messageId, outcome),
    act: async (req) => {
      acted.push(req);
      return 'accepted';
    },
    refuse: async (to, refusal) => void refused.push({ to, refusal }),
    ...over,
  };
  return { ports, finished, acted, refused };
}

const only = <T>(m: Map<string, T>): T => {
  expect(m.size).toBe(1);
  return [...m.values()][0] as T;
};

describe('inbound pipeline', () => {
  test('IN-PIPE-1: a reply reaches the service with its orders and commands, line numbers kept', async () => {
    const f = fakePorts();
    await createInboundPipeline({ addressing: ADDRESSING, ports: f.ports })(fixture('gmail-web-top'), {
      door: 'webhook',
    });
    expect(f.acted).toHaveLength(1);
    expect(f.acted[0]).toMatchObject({
      target: TARGET,
      orders: 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912\nattack 1114 with 1/I/1, 2/I/1',
      commands: [],
      messageId: '<CAFq3X7m+8sV2oZ0jE5xJp1Nw-kLq9tQ7n=YdA@mail.gmail.com>',
    });
    expect(only(f.finished)).toEqual({ kind: 'handled', result: 'accepted', target: TARGET });
  });

  test('IN-SEC-1: the same Message-ID twice is handled once', async () => {
    const f = fakePorts();
    const handle = createInboundPipeline({ addressing: ADDRESSING, ports: f.ports });
    await handle(fixture('gmail-web-top'), { door: 'smtp' });
    await handle(fixture('gmail-web-top'), { door: 'imap' });
    expect(f.acted).toHaveLength(1);
  });

  test('IN-SEC-2: a forged token is recorded and never acted on nor answered (no backscatter)', async () => {
    const f = fakePorts({ resolveToken: async () => null });
    await createInboundPipeline({ addressing: ADDRESSING, ports: f.ports })(fixture('gmail-web-top'), {
      door: 'webhook',
    });
    expect(only(f.finished)).toEqual({ kind: 'bad-token', token: TOKEN });
    expect(f.acted).toHaveLength(0);
    expect(f.refused).toHaveLength(0);
  });

  test('IN-SEC-3: a reply from someone else than the side player is refused to the player, never to its sender', async () => {
    const f = fakePorts({ resolveToken: async () => ({ ...TARGET, player: 'bob@longstreet.example' }) });
    await createInboundPipeline({ addressing: ADDRESSING, ports: f.ports })(fixture('gmail-web-top'), {
      door: 'webhook',
    });
    expect(only(f.finished)).toMatchObject({ kind: 'wrong-sender' });
    expect(f.refused).toEqual([
      { to: 'bob@longstreet.example', refusal: expect.objectContaining({ reason: 'wrong-sender' }) },
    ]);
    expect(f.acted).toHaveLength(0);
  });

  test('IN-SEC-4: loops: an auto-reply and a bounce are recorded, never acted on or answered', async () => {
    const f = fakePorts();
    const handle = createInboundPipeline({ addressing: ADDRESSING, ports: f.ports });
    await handle(fixture('gmail-vacation'), { door: 'smtp' });
    await handle(fixture('bounce-dsn'), { door: 'smtp' });
    expect([...f.finished.values()].map((o) => o.kind)).toEqual(['automatic', 'automatic']);
    expect(f.acted).toHaveLength(0);
    expect(f.refused).toHaveLength(0);
  });

  test('IN-SEC-5: a temporary failure leaves the mail unfinished, so the retry runs it again', async () => {
    let fail = true;
    const f = fakePorts({
      act: async () => {
        if (fail) throw new Error('database unavailable');
        return 'accepted';
      },
    });
    const handle = createInboundPipeline({ addressing: ADDRESSING, ports: f.ports });
    await expect(handle(fixture('gmail-web-top'), { door: 'smtp' })).rejects.toThrow('database unavailable');
    expect(f.finished.size).toBe(0);
    fail = false;
    await handle(fixture('gmail-web-top'), { door: 'smtp' });
    expect(only(f.finished)).toEqual({ kind: 'handled', result: 'accepted', target: TARGET });
  });

  test('IN-SEC-6: under INBOUND_AUTH=dmarc a body altered after DKIM signing is refused to the player', async () => {
    const lab = dkimLab('s1', ['hooker.example']);
    const resolver = lab.resolver;
    const raw = `From: Alice <alice@hooker.example>\r\nTo: ${REPLY}\r\nSubject: Re: turn 3\r\nMessage-ID: <dk1@hooker.example>\r\nDate: Fri, 20 Nov 2026 10:00:00 +0000\r\n\r\nmove 1/I/1 0912 1013\r\n`;
    const signed = await lab.sign(raw, 'hooker.example');
    const player = { ...TARGET, player: 'alice@hooker.example' };

    const good = fakePorts({ resolveToken: async () => player });
    await createInboundPipeline({ addressing: ADDRESSING, ports: good.ports, auth: 'dmarc', resolver })(
      Buffer.from(signed),
      { door: 'webhook' },
    );
    expect(only(good.finished)).toEqual({ kind: 'handled', result: 'accepted', target: player });

    const bad = fakePorts({ resolveToken: async () => player });
    const tampered = signed.replace('0912 1013', '0912 0101');
    await createInboundPipeline({ addressing: ADDRESSING, ports: bad.ports, auth: 'dmarc', resolver })(
      Buffer.from(tampered),
      { door: 'webhook' },
    );
    expect(only(bad.finished)).toMatchObject({ kind: 'not-authenticated' });
    expect(bad.refused).toEqual([
      { to: 'alice@hooker.example', refusal: expect.objectContaining({ reason: 'not-authenticated' }) },
    ]);
    expect(bad.acted).toHaveLength(0);
  });

  test('IN-PIPE-2: SMTP door -> pipeline: nodemailer delivers a one-line phone reply with a command', async () => {
    const f = fakePorts({ resolveToken: async () => ({ ...TARGET, player: 'alice@hooker.example' }) });
    const smtp = await startSmtpListener({
      port: 0,
      host: '127.0.0.1',
      addressing: ADDRESSING,
      isKnownToken: (t) => t === TOKEN,
      handler: createInboundPipeline({ addressing: ADDRESSING, ports: f.ports }),
    });
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port });
    try {
      await transport.sendMail({
        from: 'Alice <Alice@Hooker.example>',
        to: REPLY,
        subject: 'Re: turn 3',
        text: 'status; move 1/I/1 0912 1013; move 2/I/1 0811 0912\n\nSent from my iPhone',
      });
      expect(f.acted[0]).toMatchObject({
        orders: 'move 1/I/1 0912 1013; move 2/I/1 0811 0912',
        commands: [{ kind: 'status', line: 1 }],
      });
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
