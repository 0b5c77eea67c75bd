// issue #17: the hub of a Japanese member, on PGlite only (languages do not depend on the database):
// the page, its game list and dates in Japanese and her time zone, a refusal in Japanese, and the
// page's language buttons switching it (and her club mails) to English. Joining by an invite link in a
// Japanese browser: the page, the confirmation mail and the new member's language.
import { hubUrl } from '../../src/app/base/links';
import { databases } from '../support/databases';
import { form, formTokenIn, pathOf, webHarness } from '../web/http';

const ann = 'ann@hubja.example';
const hana = 'hana@hubja.example';
const [pglite] = databases();

describe('the hub of a Japanese member on pglite', () => {
  const h = webHarness((pglite as NonNullable<typeof pglite>)[1]);

  test('#17: when Hana prefers Japanese, then her hub is Japanese; the English button turns it back', async () => {
    const { clubs, hub } = h.t.services;
    await clubs.create({ name: 'Rye', organisers: [ann] });
    await clubs.addMember({ club: 'Rye', email: hana });
    const ladder = await clubs.createLadder({ club: 'Rye', name: 'Antietam', game: 'sharpsburg' });
    await hub.preferences({ email: hana, lang: 'ja' });
    await h.t.db.updateTable('players').set({ time_zone: 'Asia/Tokyo' }).where('email', '=', hana).execute();
    await clubs.challenge({ ladder: ladder.id, from: ann, to: hana });

    const link = pathOf(hubUrl(h.t.services.ctx.config, hana, h.t.services.ctx.now()));
    const html = await (await h.get(link)).text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<title>あなたの対局とクラブ · Despatch</title>');
    expect(html).toContain(`${ann} から Antietam で挑戦が届いています`);
    expect(html).toMatch(
      /\d{4}年\d{1,2}月\d{1,2}日\(.\) \d\d:\d\d UTC \(\d{4}年.* Asia\/Tokyo\)までに返答してください/,
    );
    expect(html).toContain('<button type="submit" name="answer" value="accept">受諾する</button>');
    expect(html).toContain('シャープスバーグの戦い');
    expect(html).toContain('まだ手番がありません');
    // No English sentence left in the page's own text (addresses, names and command words aside; the
    // other games' titles come from their own texts, Japanese once those land).
    const text = html
      .replace(/<code>[^<]*<\/code>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(
        /[\w.+-]+@[\w.-]+|Antietam|Rye|Despatch|English|UTC|Asia\/Tokyo|Glicko-2|Travel Battle|Scotland the Brave/g,
        '',
      );
    expect(text.match(/[A-Za-z]{3,} [A-Za-z]{3,}.{0,40}/g) ?? []).toEqual([]);

    // A refusal in her language, what she typed kept.
    const token = formTokenIn(html);
    const refused = await h.get(
      `${link}/challenge`,
      form({ ladder: String(ladder.id), to: 'zed@x.example', formToken: token }),
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('zed@x.example はこのラダーのクラブの会員ではありません。');

    // The English button: the page and her preference in English.
    const english = await h.get(`${link}/language`, form({ lang: 'en', formToken: token }));
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain('From now on your page and your club mails are in English.');
    expect((await hub.view(hana)).lang).toBe('en');
  }, 60_000);

  test('#17: an invite opened by a Japanese browser: the page, the mail and the new member are Japanese', async () => {
    const { clubs, invites, hub } = h.t.services;
    const kumi = 'kumi@hubja.example';
    await clubs.create({ name: 'Lydd', organisers: [ann] });
    const invite = pathOf((await invites.newLink('Lydd')).url);
    const ja = { 'Accept-Language': 'ja,en;q=0.8' };
    const page = await (await h.get(invite, { headers: ja })).text();
    expect(page).toContain('<h1>Lydd に参加する</h1>');
    const asked = form({ email: kumi, name: '', formToken: formTokenIn(page) });
    const sent = await h.get(invite, { ...asked, headers: { ...(asked.headers as object), ...ja } });
    expect(await sent.text()).toContain(`${kumi} にメールをお送りしました。`);
    const row = await h.t.db
      .selectFrom('outbox')
      .select('mail')
      .where('to_addr', '=', kumi)
      .executeTakeFirstOrThrow();
    const mail = row.mail as { subject: string; text: string };
    expect(mail.subject).toBe('[Despatch] Lydd への参加を確認してください');
    expect(mail.text).toContain('3日以内に下のリンクを開いて');
    const confirm = pathOf(/Lydd に参加する: (\S+)/.exec(mail.text)?.[1] as string);
    const shown = await (await h.get(confirm)).text();
    const joined = await (await h.get(confirm, form({ formToken: formTokenIn(shown) }))).text();
    expect(joined).toContain('ようこそ。Lydd の会員になりました。');
    expect((await hub.view(kumi)).lang).toBe('ja');
  }, 60_000);
});
