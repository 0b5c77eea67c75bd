// Issue 45, point 4: a report ends each line with the clause that decided it ("[SH-CRT-4]"); in the
// HTML mail that clause is a link to the game's rules summary on the service's public base URL,
// anchored by the clause id (in the reader's language); the text mail keeps the id in brackets.
import { autoplayStep } from '../../src/app/turns/autoplay';
import type { GameEvent } from '../../src/games/core/events';
import { createRng } from '../../src/games/core/rng';
import { composeReport } from '../../src/mail/compose';
import { databases } from '../support/databases';
import { outboxOf, testServices } from '../support/services';
import { report } from '../mail-compose/fixtures';

const cited: GameEvent[] = [
  { kind: 'move', text: 'XII Corps moved 1001 → 1003.', clause: 'SH-MOVE-1' },
  { kind: 'battle', text: 'I Corps attack Jackson at 0806 <odds 2-1>.', clause: 'SH-CRT-1' },
  { kind: 'roll', text: 'Die for CRT 2-1 attack on 0806: 5.', clause: 'SH-CRT-2' },
  { kind: 'result', text: 'Result DR: the defender retreats one hex.', clause: 'SH-CRT-4' },
  { kind: 'reinforcement', text: 'McLaws arrives next turn.' },
];

describe('clause ids in report mails', () => {
  test('issue 45: in the HTML mail each clause id links to /rules/<game>#ID on the rules URL; the text mail keeps [ID]', () => {
    const mail = composeReport({
      ...report,
      events: cited,
      rulesUrl: 'https://despatch.example.org/rules/sharpsburg',
    });
    for (const id of ['SH-MOVE-1', 'SH-CRT-1', 'SH-CRT-2', 'SH-CRT-4'])
      expect(mail.html).toContain(
        `<a class="clause" href="https://despatch.example.org/rules/sharpsburg#${id}"`,
      );
    // The line itself is still escaped; a line without a clause has no link.
    expect(mail.html).toContain('I Corps attack Jackson at 0806 &lt;odds 2-1&gt;.');
    expect(mail.html).toContain('McLaws arrives next turn.</li>');
    expect(mail.text).toContain('Result DR: the defender retreats one hex. [SH-CRT-4]');
    expect(mail.text).not.toContain('/rules/');
    // No rules URL: the ids stay in brackets, unlinked.
    const plain = composeReport({ ...report, events: cited });
    expect(plain.html).not.toContain('class="clause"');
    expect(plain.html).toContain('[SH-CRT-4]');
  });
});

describe.each(databases().slice(-1))('report mails of a game on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    t = await testServices(open);
  });
  afterAll(async () => {
    await t.close();
  });

  test('issue 45: a played step’s report links its clauses to the rules summary on the public base URL, in the reader’s language', async () => {
    const { gameId } = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'rules-u@example.com', confederate: 'rules-c@example.com' },
      langs: { confederate: 'ja' },
    });
    const rng = createRng('clause-links');
    for (let i = 0; i < 2; i++) expect(await autoplayStep(t.services.ctx, gameId, rng)).toBe(true);
    const reports = await outboxOf(t.db, gameId, 'report');
    const base = t.services.ctx.config.baseUrl;
    const html = (to: string) =>
      reports
        .filter((r) => r.to_addr === to)
        .map((r) => (r.mail as { html?: string }).html ?? '')
        .join('\n');
    expect(html('rules-u@example.com')).toMatch(
      new RegExp(`<a class="clause" href="${base}/rules/sharpsburg#SH-[A-Z0-9.-]+"`),
    );
    expect(html('rules-c@example.com')).toMatch(
      new RegExp(`<a class="clause" href="${base}/rules/sharpsburg\\?lang=ja#SH-[A-Z0-9.-]+"`),
    );
  });
});
