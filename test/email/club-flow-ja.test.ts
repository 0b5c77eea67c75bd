// issue #17: a club flow by mail in Japanese, on PGlite only (languages do not depend on the database):
// a Japanese member is challenged, reads the notice in Japanese, answers 受諾 by reply, and the ladder
// game starts with her seat in Japanese while the English challenger keeps English; `language en` to
// her own address turns her club mails back. A tournament's games start in each entrant's language too.
import { databases } from '../support/databases';
import { emailWorld, inbox, replyMime, type EmailWorld } from './support';

const ann = 'ann@kent.example';
const hana = 'hana@kent.example';
const [pglite] = databases();

describe('a club flow by mail in Japanese on pglite', () => {
  let world: EmailWorld;
  beforeAll(async () => {
    world = await emailWorld((pglite as NonNullable<typeof pglite>)[1]);
  });
  afterAll(async () => {
    await world.close();
  });

  const lastOf = async (to: string, kind: string) =>
    (await inbox(world, to)).filter((m) => m.kind === kind).at(-1)?.mail;

  test('when Hana prefers Japanese and answers 受諾, then the notice, the answer and her seat are Japanese', async () => {
    const { clubs, hub } = world.services;
    await clubs.create({ name: 'Kent', organisers: [ann] });
    await clubs.addMember({ club: 'Kent', email: hana });
    const ladder = await clubs.createLadder({ club: 'Kent', name: 'Antietam', game: 'sharpsburg' });
    await hub.preferences({ email: hana, lang: 'ja' });

    const made = await hub.challenge({ email: ann, ladder: ladder.id, to: hana });
    const notice = await lastOf(hana, 'challenge');
    expect(notice?.subject).toBe(`[Despatch] ${ann} から Antietam で挑戦が届きました`);
    expect(notice?.text).toContain(`シャープスバーグの戦いの対局の挑戦が届きました(挑戦番号 ${made.id})`);

    // 受諾 to the notice's Reply-To (her own reply address).
    const own = notice?.replyTo as string;
    await world.handle(Buffer.from(replyMime({ from: hana, to: own, body: '受諾' })), { door: 'smtp' });
    const answer = await lastOf(hana, 'answer');
    expect(answer?.subject).toBe('Re: [Despatch] 挑戦を受諾');
    expect(answer?.text).toMatch(
      /Antietam での ann@kent\.example からの挑戦を受諾しました。対局 #1 が始まりました/,
    );
    expect(answer?.text).not.toMatch(/challenge|accepted/i);

    const seats = await world.db
      .selectFrom('game_sides')
      .innerJoin('players', 'players.id', 'game_sides.player_id')
      .select(['players.email', 'game_sides.lang'])
      .execute();
    expect(Object.fromEntries(seats.map((s) => [s.email, s.lang]))).toEqual({ [ann]: 'en', [hana]: 'ja' });
    // The game's first mails: each in its reader's language.
    const hanaGame = (await inbox(world, hana)).find((m) =>
      m.mail.subject.includes('シャープスバーグの戦い #1'),
    );
    const annGame = (await inbox(world, ann)).find((m) => m.mail.subject.includes('Battle of Sharpsburg #1'));
    expect(hanaGame?.mail.text).toMatch(/北軍|南軍/);
    expect(annGame?.mail.text).toMatch(/Union|Confederate/);
    expect(annGame?.mail.text).not.toMatch(/[\u3040-\u30ff]/);

    // `language en` to her own address: the confirmation, and her hub, in English.
    await world.handle(Buffer.from(replyMime({ from: hana, to: own, body: 'language en' })), {
      door: 'smtp',
    });
    expect((await lastOf(hana, 'answer'))?.text).toMatch(
      /^From now on your club mails and your page are in English/,
    );
    expect((await hub.view(hana)).lang).toBe('en');
  }, 60_000);

  test('#17: a tournament game starts with each entrant in the language of their preference', async () => {
    const { clubs, hub, tournaments } = world.services;
    await clubs.create({ name: 'Deal', organisers: [ann] });
    await clubs.addMember({ club: 'Deal', email: hana });
    await hub.preferences({ email: hana, lang: 'ja' });
    const made = await tournaments.create({
      club: 'Deal',
      name: 'Cup',
      game: 'sharpsburg',
      format: 'round-robin',
    });
    for (const m of [ann, hana]) await tournaments.enter({ tournament: made.id, email: m });
    await tournaments.start({ tournament: made.id });
    const seats = await world.db
      .selectFrom('tournament_pairings')
      .innerJoin('game_sides', 'game_sides.game_id', 'tournament_pairings.game_id')
      .innerJoin('players', 'players.id', 'game_sides.player_id')
      .select(['players.email', 'game_sides.lang'])
      .execute();
    expect(Object.fromEntries(seats.map((s) => [s.email, s.lang]))).toEqual({ [ann]: 'en', [hana]: 'ja' });
  }, 60_000);
});
