import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  composeFinal,
  composePrompt,
  composeReport,
  composeStart,
  type OutgoingMail,
} from '../../src/mail/compose';
import { base, events, prompt, report } from './fixtures';

const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');

/** Golden files, rewritten on purpose with UPDATE_GOLDEN=1. */
function golden(name: string, actual: string): void {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
  }
  if (!existsSync(file)) throw new Error(`golden file ${name} is missing: run with UPDATE_GOLDEN=1`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

function envelope(mail: OutgoingMail): string {
  const { text: _t, html: _h, attachments, ...rest } = mail;
  const names = attachments.map((a) => ({ ...a, contentBase64: `${a.contentBase64.length} chars` }));
  return JSON.stringify({ ...rest, attachments: names }, null, 2) + '\n';
}

describe('composePrompt', () => {
  const mail = composePrompt(prompt);

  test('golden: the first prompt (envelope, text and html)', () => {
    golden('prompt.json', envelope(mail));
    golden('prompt.txt', mail.text);
    golden('prompt.html', mail.html);
  });

  test('subject names the game, the number and who is to move', () => {
    expect(mail.subject).toBe('[Despatch] Sharpsburg #12 — Turn 3 (08:30), Union to move');
  });

  test('asks for orders: Reply-To carries the reply token; the link, the deadline and examples are in both parts', () => {
    expect(mail.replyTo).toBe('orders+bqdaxyzq3k5m2n7p4r6s@despatch.example');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://despatch.example/orders/ORDERTOKEN');
      expect(part).toContain('Tue 24 Nov 2026, 18:00 UTC');
      expect(part).toContain('move XII to 1010');
      expect(part).toContain(prompt.seedHash);
    }
  });

  test('html: CSS inlined, phone width, the map inline by cid', () => {
    expect(mail.html).not.toContain('<style>');
    expect(mail.html).toMatch(/max-width: ?600px/);
    expect(mail.html).toContain('src="cid:map@despatch"');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ cid: 'map@despatch', contentType: 'image/png' }),
    ]);
  });

  test('the first mail is the thread root; later mails point at it', () => {
    expect(mail.messageId).toBe('<despatch.g3k9x2m7qa.union.start@despatch.example>');
    expect(mail.inReplyTo).toBeUndefined();
    const later = composePrompt({ ...prompt, mailKey: 's5-prompt', seedHash: undefined });
    expect(later.messageId).toBe('<despatch.g3k9x2m7qa.union.s5-prompt@despatch.example>');
    expect(later.inReplyTo).toBe(mail.messageId);
    expect(later.references).toEqual([mail.messageId]);
    expect(later.text).not.toContain('SHA-256');
  });

  test('user text is escaped in html', () => {
    const evil = composePrompt({ ...prompt, situation: '<script>alert(1)</script>' });
    expect(evil.html).not.toContain('<script>');
    expect(evil.html).toContain('&lt;script&gt;');
  });

  test('an SVG map is only named: the picture (1000 px) is drawn later, by the sender', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5"><rect width="10" height="5"/></svg>';
    const withSvg = composePrompt({ ...prompt, map: { svg } });
    const [map] = withSvg.attachments;
    expect(map?.contentBase64).toBe('');
    expect(map?.picture).toMatch(/^[0-9a-f]{64}$/);
    expect(withSvg.pictures).toEqual([{ hash: map?.picture, svg, width: 1000 }]);
    // The same map for the other side is the same picture.
    expect(composePrompt({ ...prompt, to: 'other@example.com', map: { svg } }).attachments[0]?.picture).toBe(
      map?.picture,
    );
  });

  test('is plain JSON (the outbox stores it as is)', () => {
    expect(JSON.parse(JSON.stringify(mail))).toEqual(mail);
  });
});

describe('composeReport', () => {
  const mail = composeReport(report);

  test('golden: a report to the side that acts next (envelope, text and html)', () => {
    golden('report.json', envelope(mail));
    golden('report.txt', mail.text);
    golden('report.html', mail.html);
  });

  test('shows moves, the battle with odds, die, result and effects, and VP; hides the other side’s events', () => {
    expect(mail.text).toContain('XII Corps moved 1001 → 1003 → 1005.');
    expect(mail.text).toMatch(
      /\* I Corps and XII Corps attack .* odds 2-1[^\n]*\n\s+Die for CRT 1-1 attack on 0806: 5\./,
    );
    expect(mail.text).toContain('JJ retreated 0806 → 0707.');
    expect(mail.text).toContain('Union 3, Confederate 1');
    expect(mail.text).not.toContain('Stuart scouted');
    const confederate = composeReport({
      ...report,
      side: 'confederate',
      next: undefined,
      waitingFor: ['union'],
    });
    expect(confederate.text).toContain('Stuart scouted');
  });

  test('the side acting next gets the link and Reply-To; the other side does not', () => {
    expect(mail.subject).toBe('[Despatch] Sharpsburg #12 — Turn 4 (09:00), Union to move');
    expect(mail.replyTo).toMatch(/^orders\+/);
    expect(mail.text).toContain('https://despatch.example/orders/ORDERTOKEN');
    const other = composeReport({ ...report, side: 'confederate', next: undefined, waitingFor: ['union'] });
    expect(other.replyTo).toBeUndefined();
    expect(other.text).not.toContain('/orders/');
    expect(other.subject).toBe('[Despatch] Sharpsburg #12 — Report: Turn 3 (08:30), Union to move');
    expect(other.text).toContain('Now Union must act.');
    expect(other.inReplyTo).toBe('<despatch.g3k9x2m7qa.confederate.start@despatch.example>');
  });
});

describe('composeStart and composeFinal', () => {
  test('the waiting side’s first mail carries the dice commitment and no Reply-To', () => {
    const mail = composeStart({
      ...base,
      side: 'confederate',
      seedHash: 'ab'.repeat(32),
      waitingFor: ['union'],
    });
    expect(mail.text).toContain('ab'.repeat(32));
    expect(mail.text).toContain('Union moves first');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.messageId).toBe('<despatch.g3k9x2m7qa.confederate.start@despatch.example>');
  });

  test('the final mail shows the result, the score, the revealed seed and how to verify it', () => {
    const mail = composeFinal({
      ...base,
      mailKey: 'final',
      result: {
        winner: 'confederate',
        level: 'marginal',
        score: { union: 9, confederate: 12 },
        summary: 'Lee holds Sharpsburg.',
      },
      seed: 'cd'.repeat(32),
      seedHash: 'ab'.repeat(32),
      recordUrl: 'https://despatch.example/game/GAMETOKEN/record',
      events,
      stepTitle: 'Turn 12 (18:30), Confederate to move',
    });
    expect(mail.subject).toBe('[Despatch] Sharpsburg #12 — Game over: Confederate wins (marginal)');
    for (const s of [
      'Lee holds Sharpsburg.',
      'Union: 9',
      'cd'.repeat(32),
      'sha256sum',
      'despatch verify',
      '/record',
    ]) {
      expect(mail.text).toContain(s);
    }
    expect(mail.replyTo).toBeUndefined();
  });
});
