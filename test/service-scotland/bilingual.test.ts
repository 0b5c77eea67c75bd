// Issue #17: a whole Toom Tabard game (the shortest scenario) with the Scots in Japanese and the
// English in English, the Scots playing by the links in their mails and by replies, the English by
// replies. Each player receives only their own language: no Japanese in the English player's mails,
// and no English sentence in the Japanese player's beyond order text, unit ids and hexes. On PGlite
// only: languages do not depend on the database (play.test.ts plays both).
import { createRng } from '../../src/games/core/rng';
import ordersJa from '../../src/games/scotland/data/orders-ja.json' with { type: 'json' };
import { inbox, latestPrompt, legalText, replyMime } from '../email/support';
import { databases } from '../support/databases';
import { form, formTokenIn } from '../web/http';
import { webWorld } from '../email/web-world';

const players = { scots: 'balliol@example.org', english: 'edward@example.net' };
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** An order echoed in the reader's words starts with a Japanese order verb ("戦闘 0913: 撤退 if losing"). */
const JAPANESE_VERB = new RegExp(`^\\s*(?:${Object.keys(ordersJa.verbs).join('|')})[\\s:]`);

/**
 * English prose in a Japanese mail: three English words in a row, once the order text is set aside
 * (quoted 「...」, lines written in the grammar: examples, the echo of the orders, the help's syntax),
 * with addresses, links, clause ids and the command that verifies the record.
 */
function englishIn(text: string): string[] {
  const ORDER_LINE =
    /^\s*(?:[-*]\s*)?(?:march|lead|battle|play|pass|advance|levy|garrison|post|start|default|standing|north|Balliol at|cancel|vacillate|reroll|on defence|defend|displace|forage|reinforce|before battles|after battles)\b/;
  return text
    .split('\n')
    .filter((l) => !ORDER_LINE.test(l) && !JAPANESE_VERB.test(l) && !/\b(?:HEX|MARKER|IDS|LEADER)\b/.test(l))
    .map((l) =>
      l
        .replace(/「[^」]*」/g, '')
        .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+|STB-[\w.-]+|\bdespatch verify \w+/g, '')
        .replace(/\[[^\]]*\]/g, ''),
    )
    .flatMap((l) => l.match(/[A-Za-z]{2,}(?:[ ,'-]+[A-Za-z]{2,}){2,}/g) ?? []);
}

describe.each(databases().slice(0, 1))('a bilingual Scotland game on %s', (_name, open) => {
  const t = webWorld(open);

  async function reply(side: 'scots' | 'english', gameId: string, body: string): Promise<string> {
    const mail = await latestPrompt(t.world, players[side], gameId);
    if (!mail?.mail.replyTo) throw new Error(`no reply address in the ${side}' prompt`);
    await t.world.handle(Buffer.from(replyMime({ from: players[side], to: mail.mail.replyTo, body })), {
      door: 'smtp',
    });
    return (
      (await inbox(t.world, players[side], gameId)).filter((m) => m.kind === 'answer').at(-1)?.mail.text ?? ''
    );
  }

  async function byLink(gameId: string, orders: string): Promise<void> {
    const mail = await latestPrompt(t.world, players.scots, gameId);
    const path = /\/orders\/[\w.-]+/.exec(mail?.mail.text ?? '')?.[0];
    if (!path) throw new Error(`no orders link in the Scots' latest mail: ${mail?.mail.subject}`);
    const page = await (await fetch(`${t.web.base}${path}`)).text();
    expect(page.includes('<html lang="ja">') && page.includes('スコットランド・ザ・ブレイブ')).toBe(true);
    const res = await fetch(
      `${t.web.base}${path}`,
      form({ orders, standing: '', formToken: formTokenIn(page) }),
    );
    expect([res.status, /<h1>命令を受け付けました<\/h1>/.test(await res.text())]).toEqual([200, true]);
  }

  test('STB-13.0: the Japanese Scots and the English each read the whole game in their own language only', async () => {
    const { gameId } = await t.world.services.createGame({
      game: 'scotland',
      players,
      scenario: 'toom-tabard',
      langs: { scots: 'ja' },
    });
    // A wrong order first: the problem and its near miss come back in Japanese.
    const refused = await reply('scots', gameId, 'Balliol at Sterling');
    expect(refused).toMatch(/「sterling」はヘクス\(CCRR\)でも都市でもありません/);
    expect(refused).toMatch(/「stirling」のことですか/);
    expect(await reply('scots', gameId, 'help')).toMatch(/命令は1行に1つ/);
    // Orders in Japanese words (a full-width space too) are read and echoed in the grammar.
    expect(await reply('scots', gameId, '開始　スターリング')).toMatch(/命令を受け付けました[^]*0504 開始/);

    const rng = createRng('scotland-bilingual');
    for (let step = 0; step < 80; step++) {
      const v = await t.world.services.getSideView({ gameId, side: 'scots' });
      if (v.game.status === 'finished') break;
      for (const side of v.step.awaiting as ('scots' | 'english')[]) {
        const orders = await legalText(t.world.services, gameId, side, rng);
        if (side === 'english') expect(await reply(side, gameId, orders)).toMatch(/Orders accepted/);
        else if (step % 2) await byLink(gameId, orders);
        else expect(await reply(side, gameId, orders)).toMatch(/命令を受け付けました/);
      }
    }
    expect((await t.world.services.getSideView({ gameId, side: 'scots' })).game.status).toBe('finished');

    const english = await inbox(t.world, players.english, gameId);
    const japanese = await inbox(t.world, players.scots, gameId);
    expect(english.length).toBeGreaterThan(10);
    expect(japanese.length).toBeGreaterThan(10);
    for (const m of english)
      expect({
        subject: m.mail.subject,
        japanese: JAPANESE.test(`${m.mail.subject}\n${m.mail.text}`),
      }).toEqual({
        subject: m.mail.subject,
        japanese: false,
      });
    for (const m of japanese) {
      expect(m.mail.subject).toMatch(JAPANESE);
      expect({ subject: m.mail.subject, english: englishIn(m.mail.text) }).toEqual({
        subject: m.mail.subject,
        english: [],
      });
    }
    // The reports tell the battles and the final mail the result in Japanese.
    const reports = japanese.filter((m) => m.kind === 'report').map((m) => m.mail.text);
    expect(reports.join('\n')).toMatch(/ベイリャルとカミンが正規歩兵4個・正規騎兵1個とともにスターリング/);
    // The game's dice are its own secret's, so it may end on points or by a sudden death.
    expect(japanese.at(-1)?.mail.text).toMatch(
      /ゲーム終了: [^\n]*(?:スコットランド軍|イングランド軍|引き分け)/,
    );
  }, 300_000);
});
