// issue #17: a whole Sharpsburg game by email and links with one Japanese and one English player.
// Each receives only their language: no Japanese in the English player's mails, and none of the
// English sentences of the message files in the Japanese player's mails, nor on the orders page and
// its confirmation (one of the Japanese player's turns goes by the mail's link).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createRng } from '../../src/games/core/rng';
import { legalText, PLAYERS } from './support';
import { expectOwnLanguages, ordersByLink, reply } from './bilingual';
import {
  ADMIN,
  mailbox,
  runningService,
  serviceVariants,
  waitForMail,
  type MailboxItem,
  type RunningService,
} from './service-support';

const isGameMail = (m: MailboxItem) => m.headers['Auto-Submitted'] === 'auto-generated';

// On PGlite only: the languages do not depend on the database, and CI's time is bounded.
describe.each(serviceVariants().slice(0, 1))('a bilingual Sharpsburg game by email on %s', (_db, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  });
  afterAll(async () => {
    await service.close();
  });

  test('when the Confederate player reads Japanese, each player receives only their own language', async () => {
    const res = await fetch(`${service.server.url}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'sharpsburg', players: PLAYERS, langs: { confederate: 'ja' } }),
    });
    const { gameId, number } = (await res.json()) as { gameId: string; number: number };
    const sideOf: Record<string, string> = { [PLAYERS.union]: 'union', [PLAYERS.confederate]: 'confederate' };
    const ours = (m: MailboxItem) => isGameMail(m) && m.subject.includes(` #${number} `);
    const over = (m: MailboxItem) => ours(m) && /Game over|ゲーム終了/.test(m.subject);
    const rng = createRng(`bilingual-${number}`);
    const answered = new Set<string>();
    for (let steps = 0; steps < 400; steps++) {
      const mail = await waitForMail(
        service,
        (m) =>
          over(m) || (ours(m) && !!m.headers['Reply-To'] && !answered.has(m.headers['Message-ID'] ?? '')),
        `the mail asking for orders after ${steps} replies`,
      );
      if (over(mail)) break;
      answered.add(mail.headers['Message-ID'] ?? '');
      const side = sideOf[mail.to] as string;
      const english = await legalText(service.server.services, gameId, side, rng);
      // The Japanese player's orders as the answers echo them; every other turn they write them so.
      const inJapanese = service.server.services.ordersIn('sharpsburg', 'ja', english.split('\n'));
      const orders = side === 'confederate' && steps % 4 === 2 ? inJapanese.join('\n') : english;
      // One of the Japanese player's turns goes by the orders page of the mail's link.
      if (side === 'confederate' && steps === 5) {
        await ordersByLink(service, mail, english, {
          gameType: 'sharpsburg',
          title: /シャープスバーグの戦い/,
          mapTitle: /<text[^>]*>シャープスバーグの戦い/,
        });
        continue;
      }
      // The Japanese player asks for the status in Japanese once, and for help.
      const text = side === 'confederate' && steps < 4 ? `status\n${orders}` : orders;
      const answer = await reply(service, mail, text);
      expect(answer.text).toMatch(side === 'confederate' ? /命令を受け付けました/ : /Orders accepted/);
      for (const line of side === 'confederate' ? inJapanese : english.split('\n'))
        expect(answer.text).toContain(`  ${line}\n`);
      if (steps === 1 && side === 'confederate')
        expect((await reply(service, mail, 'help')).text).toMatch(/命令は1行に1つ/);
    }
    for (const to of Object.values(PLAYERS))
      await waitForMail(service, (m) => over(m) && m.to === to, `the final mail to ${to}`);

    const all = (await mailbox(service)).filter((m) => m.subject.includes(` #${number} `));
    const english = all.filter((m) => m.to === PLAYERS.union);
    const japanese = all.filter((m) => m.to === PLAYERS.confederate);
    expectOwnLanguages({ english, japanese }, { atLeast: 10 });
    // The Japanese final mail names the result in Japanese.
    expect(japanese.find(over)?.text).toMatch(/北軍|南軍/);
  }, 400_000);
});
