// issue #17: a whole Travel Battle game by email and links with one Japanese and one English player.
// Each receives only their own language: no Japanese in the English player's mails, and in the
// Japanese player's mails no English sentence, of the message files or of the game, beyond unit
// ids, squares and order words. Quick set-up, a few random turns, then a draw by agreement: as short
// as the game allows while every kind of mail (prompt, report, answer, help, problem, final) is sent.
// Blue's second turn and Red's acceptance of the draw go by the orders page of the mail's link.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createRng } from '../../src/games/core/rng';
import { legalText } from './support';
import { expectOwnLanguages, JAPANESE, ordersByLink, reply } from './bilingual';
import {
  ADMIN,
  mailbox,
  runningService,
  serviceVariants,
  waitForMail,
  type MailboxItem,
  type RunningService,
} from './service-support';

const PLAYERS = { red: 'rita.red@example.org', blue: 'ben.blue@example.net' };
/** Player turns played with random legal orders before both sides agree a draw. */
const TURNS = 4;
const isGameMail = (m: MailboxItem) => m.headers['Auto-Submitted'] === 'auto-generated';

/** Words a Japanese mail may keep in Latin letters: the game's order words, the service's reply
 *  commands (each shown with its Japanese), the service's name and UTC. */
const ALLOWED = new Set(
  (
    'board side orient brigade preset deploy move fire square unsquare attack pair pass offer draw ' +
    'reroll pushback flee brigadier stacked to at with if losing by prefer never left right straight ' +
    'first help status clear standing resign accept pause resume vacation timezone digest on off ' +
    'language Despatch UTC'
  ).split(' '),
);

/** The English words left in a Japanese mail: 3+ Latin letters that are no id, link, digest, time
 *  zone, shell command (the dice check) or order word. */
function englishIn(text: string): string[] {
  const rest = text
    .replace(/https?:\/\/\S+|\S+@\S+|\b[0-9a-f]{64}\b|SHA-256|\b[A-Z][a-z]+\/[A-Z][a-z_]+/g, '')
    .replace(/printf .*|despatch verify \S+|\bUnix\b/g, '')
    .replace(/TB-[A-Z]+-[\d/]+/g, '')
    .replace(/「[^」]*」|"[^"]*"/g, '');
  return [...new Set((rest.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !ALLOWED.has(w)))];
}

/** Travel Battle's orders page: its title, and the map's own in the same language. */
const tbPage = (title: RegExp) => ({
  gameType: 'travel-battle',
  title,
  mapTitle: JAPANESE.test(title.source) ? /<text[^>]*>トラベル・バトル — / : /<text[^>]*>Travel Battle — /,
});

// On PGlite only, as the Sharpsburg one: languages do not depend on the database.
describe.each(serviceVariants().slice(0, 1))('a bilingual Travel Battle game on %s', (_db, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  });
  afterAll(async () => {
    await service.close();
  });

  test('when Blue reads Japanese, each player receives only their own language', async () => {
    const res = await fetch(`${service.server.url}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'travel-battle',
        players: PLAYERS,
        options: { quickSetup: true },
        langs: { blue: 'ja' },
      }),
    });
    const { gameId, number } = (await res.json()) as { gameId: string; number: number };
    const sideOf: Record<string, string> = { [PLAYERS.red]: 'red', [PLAYERS.blue]: 'blue' };
    const ours = (m: MailboxItem) => isGameMail(m) && m.subject.includes(` #${number} `);
    const over = (m: MailboxItem) => ours(m) && /Game over|ゲーム終了/.test(m.subject);
    const rng = createRng(`bilingual-tb-${number}`);
    const answered = new Set<string>();
    const turns: Record<string, number> = { red: 0, blue: 0 };
    let offered = false;
    for (let steps = 0; steps < 40; steps++) {
      const mail = await waitForMail(
        service,
        (m) =>
          over(m) || (ours(m) && !!m.headers['Reply-To'] && !answered.has(m.headers['Message-ID'] ?? '')),
        `the mail asking for orders after ${steps} replies`,
      );
      if (over(mail)) break;
      answered.add(mail.headers['Message-ID'] ?? '');
      const side = sideOf[mail.to] as string;
      const japanese = side === 'blue';
      const turn = (turns[side] = (turns[side] ?? 0) + 1);
      // After the set-up and a few turns Blue offers a draw in the game's own Japanese order words
      // (TB-AMB-24) and Red answers with the same offer on the orders page: the game is drawn.
      if (!japanese && offered) {
        await ordersByLink(service, mail, 'offer draw', tbPage(/Player turn \d+/));
        continue;
      }
      offered = japanese && turn > 1 + TURNS / 2;
      const orders = offered ? '引き分け提案' : await legalText(service.server.services, gameId, side, rng);
      if (japanese && turn === 1) {
        const refused = await reply(service, mail, `移動 L1 z99\n${orders}`);
        expect(refused.text).toMatch(/「z99」は戦場のマスではありません/);
        expect((await reply(service, mail, 'help')).text).toMatch(/命令は1行に1つ/);
      }
      if (japanese && turn === 2) {
        await ordersByLink(service, mail, orders, tbPage(/第\d+プレイヤーターン/));
        continue;
      }
      const answer = await reply(service, mail, japanese && turn === 3 ? `status\n${orders}` : orders);
      expect(answer.text).toMatch(japanese ? /命令を受け付けました/ : /Orders accepted/);
    }
    for (const to of Object.values(PLAYERS))
      await waitForMail(service, (m) => over(m) && m.to === to, `the final mail to ${to}`);

    const all = (await mailbox(service)).filter((m) => m.subject.includes(` #${number} `));
    const english = all.filter((m) => m.to === PLAYERS.red);
    const japanese = all.filter((m) => m.to === PLAYERS.blue);
    expectOwnLanguages({ english, japanese }, { atLeast: 5, moreEnglish: englishIn });
    // The final mail names the result in Japanese.
    expect(japanese.find(over)?.text).toMatch(/合意による引き分け/);
    expect(english.find(over)?.text).toMatch(/Drawn by agreement/);
  }, 120_000);
});
