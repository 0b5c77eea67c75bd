// What the mail thread hands the event loop (#39): the new text of a reply, read within bounds
// whatever the body, and a result whose size does not follow the mail's.
import { decodeFlowed } from '../../src/mail/inbound/flowed';
import { readMail } from '../../src/mail/inbound/read-mail';
import { MAX_LINE_CHARS, MAX_LINES, replyText } from '../../src/mail/inbound/reply-text';
import type { InboundAddressing } from '../../src/mail/inbound/types';

const ADDRESSING: InboundAddressing = { mailDomain: 'despatch.example', ownAddresses: [] };
const REPLY = 'orders+k7m2q4xwrhbdpz3vna5e@despatch.example';
const TEN_MB = 10 * 1024 * 1024;

describe('the new text of a reply, within bounds', () => {
  test('IN-CAP-1: one line of 10 MB or two million lines are not read: too long, and nothing of them kept', () => {
    expect(replyText('pass;'.repeat(TEN_MB / 5))).toEqual({ text: '', tooLong: true });
    expect(replyText('pass\n'.repeat(2_000_000))).toEqual({ text: '', tooLong: true });
  });

  test('IN-CAP-2: the bounds are MAX_LINES lines of MAX_LINE_CHARS characters of the own text', () => {
    expect(replyText('pass\n'.repeat(MAX_LINES)).text.split('\n')).toHaveLength(MAX_LINES);
    expect(replyText('pass\n'.repeat(MAX_LINES + 1)).tooLong).toBe(true);
    const longest = `move ${'x'.repeat(MAX_LINE_CHARS - 5)}`;
    expect(replyText(longest)).toEqual({ text: longest, tooLong: false });
    expect(replyText(`${longest}x`).tooLong).toBe(true);
  });

  test('IN-CAP-3: quotes and signatures of any size do not count: a reply under a huge quote is read', () => {
    const quote = `> ${'pass;'.repeat(15)}\n`.repeat(200_000);
    expect(replyText(`On Sat, 28 Nov 2026, Despatch <d@x.example> wrote:\n${quote}\npass\n-- \nDan`)).toEqual(
      {
        text: 'pass',
        tooLong: false,
      },
    );
    expect(replyText(`> ${'x'.repeat(TEN_MB)}\npass`).text).toBe('pass');
    expect(replyText(`pass\n-- \n${'x'.repeat(TEN_MB)}\n${'junk\n'.repeat(100_000)}`).text).toBe('pass');
  });

  test('IN-CAP-4: what the mail thread sends back of a 10 MB mail with 2000 recipients and 1000 references is small', async () => {
    const to = Array.from({ length: 2000 }, (_, i) => `p${i}@example.org`).join(', ');
    const refs = Array.from({ length: 1000 }, (_, i) => `<r${i}@example.org>`).join(' ');
    const head = `From: Ann <ann@example.org>\r\nTo: ${REPLY}, ${to}\r\nSubject: ${'Re: '.repeat(5000)}x\r\nReferences: ${refs}\r\nMessage-ID: <big@example.org>\r\nContent-Type: text/plain\r\n\r\n`;
    for (const body of ['pass;'.repeat(TEN_MB / 5), 'pass\r\n'.repeat(TEN_MB / 6)]) {
      const read = await readMail({ raw: Buffer.from(head + body), addressing: ADDRESSING });
      if (!('parsed' in read)) throw new Error(`unreadable: ${read.unreadable}`);
      expect(read.parsed).toMatchObject({ text: '', tooLong: true, replyToken: 'k7m2q4xwrhbdpz3vna5e' });
      expect(read.parsed.sizeBytes).toBeGreaterThan(TEN_MB);
      expect(JSON.stringify(read).length).toBeLessThan(16 * 1024);
    }
  });
});

describe('format=flowed (RFC 3676)', () => {
  test('IN-FLOWED-1: a soft break joins lines of one quote depth only; space-stuffing and "-- " are kept right', () => {
    const flowed = [
      '> Reply with your ',
      '> orders, one per line. ',
      'pass; move ',
      ' a b',
      '-- ',
      'Dan',
    ].join('\r\n');
    expect(decodeFlowed(flowed)).toBe('> Reply with your orders, one per line. \npass; move a b\n-- \nDan');
    expect(decodeFlowed('move a \r\nb', true)).toBe('move ab');
  });
});
