// parseInbound beyond the corpus: a 5 MB mail, headers and the envelope, reply-text edge cases.
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseInbound } from '../../src/mail/inbound/parse';
import { extractNewText } from '../../src/mail/inbound/extract';
import { classifyRecipient } from '../../src/mail/inbound/address';
import type { InboundAddressing } from '../../src/mail/inbound/types';

const ADDRESSING: InboundAddressing = {
  mailDomain: 'despatch.example',
  ownAddresses: ['turns@despatch.example'],
};
const REPLY = 'orders+k7m2q4xwrhbdpz3vna5e@despatch.example';

function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

describe('parseInbound', () => {
  test('IN-PARSE-1: a 5 MB mail (a big photo attached) still yields its orders', async () => {
    const photo = Buffer.alloc(5 * 1024 * 1024);
    for (let i = 0; i < photo.length; i++) photo[i] = (i * 7919) & 0xff;
    const raw = await compose({
      from: 'Alice Hooker <alice@hooker.example>',
      to: REPLY,
      subject: 'Re: [Despatch] Sharpsburg #12',
      text: 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912\n\nOn Fri, Nov 20, 2026 at 10:15 AM Despatch <x@despatch.example> wrote:\n> old\n',
      attachments: [{ filename: 'table.jpg', content: photo, contentType: 'image/jpeg' }],
    });
    expect(raw.length).toBeGreaterThan(5 * 1024 * 1024);
    const parsed = await parseInbound(raw, ADDRESSING);
    expect(parsed.text).toBe('move 1/I/1 0912 1013\nmove 2/I/1 0811 0912');
    expect(parsed.attachmentCount).toBe(1);
    expect(parsed.sizeBytes).toBe(raw.length);
  });

  test('IN-PARSE-2: thread headers, date and the envelope (null return path from SMTP)', async () => {
    const raw = await compose({
      from: 'alice@hooker.example',
      to: REPLY,
      subject: 'Re: x',
      messageId: '<m1@hooker.example>',
      inReplyTo: '<despatch.g1.union.s3-prompt@despatch.example>',
      references: [
        '<despatch.g1.union.start@despatch.example>',
        '<despatch.g1.union.s3-prompt@despatch.example>',
      ],
      date: new Date('2026-11-20T10:00:00Z'),
      text: 'clear',
    });
    const parsed = await parseInbound(raw, ADDRESSING, {
      door: 'smtp',
      envelope: { mailFrom: '', rcptTo: [REPLY.toUpperCase()] },
    });
    expect(parsed).toMatchObject({
      messageId: '<m1@hooker.example>',
      inReplyTo: '<despatch.g1.union.s3-prompt@despatch.example>',
      references: [
        '<despatch.g1.union.start@despatch.example>',
        '<despatch.g1.union.s3-prompt@despatch.example>',
      ],
      replyToken: 'k7m2q4xwrhbdpz3vna5e',
      deliveredTo: [REPLY],
      returnPath: '',
      isAutomatic: true,
      why: 'empty return path <>',
      text: 'clear',
    });
    expect(parsed.date?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  test('IN-PARSE-3: reply addresses: other domains, other local parts and malformed tokens', () => {
    expect(classifyRecipient('Orders+K7M2Q4XWRHBDPZ3VNA5E@Despatch.Example', ADDRESSING)).toEqual({
      kind: 'reply',
      token: 'k7m2q4xwrhbdpz3vna5e',
    });
    expect(classifyRecipient('orders+k7m2q4xwrhbdpz3vna5e@elsewhere.example', ADDRESSING)).toEqual({
      kind: 'other',
    });
    expect(classifyRecipient('admin@despatch.example', ADDRESSING)).toEqual({ kind: 'other' });
    expect(classifyRecipient('orders+abc@despatch.example', ADDRESSING)).toEqual({ kind: 'malformed' });
    expect(classifyRecipient('orders+k7m2q4xw-rhbd@despatch.example', ADDRESSING)).toEqual({
      kind: 'malformed',
    });
  });
});

describe('extractNewText', () => {
  test.each([
    [
      'French Gmail',
      'move a\n\nLe ven. 20 nov. 2026 à 10:15, Despatch <o@d.example> a écrit :\n\n> old',
      'move a',
    ],
    [
      'Japanese Thunderbird, wrapped',
      'move a\n\n2026/11/20 10:15 に Despatch <o@d.example>\nさんが書きました:\n> old',
      'move a',
    ],
    [
      'Gmail wrapped before "wrote:"',
      'move a\n\nOn Fri, Nov 20, 2026 at 10:15 AM Despatch <o@d.example>\nwrote:\n\n> old',
      'move a',
    ],
    ['signature delimiter', 'move a\nmove b\n-- \nAlice, Rhode Island', 'move a\nmove b'],
    ['";" kept for the grammar', 'move a; move b;move c', 'move a; move b;move c'],
    ['comment kept for the grammar', 'move a # via the bridge', 'move a # via the bridge'],
    [
      'Outlook header block in bold (HTML turned text)',
      'move a\n\n**From:** Despatch\n**Sent:** Friday\n**To:** Alice\n**Subject:** x\n\nold',
      'move a',
    ],
    [
      'windows-1252 dashes and quotes labelled ISO-8859-1',
      'move 1/I/1 0912\u00961013 # \u0093ford\u0094',
      'move 1/I/1 0912–1013 # "ford"',
    ],
    ['no quote at all', 'move a\nmove b\n', 'move a\nmove b'],
    [
      'an order line that merely mentions a date is kept',
      'move 1/I/1 0912 1013\nhold 2/I/1 on 17 Sept',
      'move 1/I/1 0912 1013\nhold 2/I/1 on 17 Sept',
    ],
  ])('IN-EXTRACT: %s', (_name, body, want) => {
    expect(extractNewText(body)).toBe(want);
  });
});
