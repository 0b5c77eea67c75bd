// issue #17: a player changes the language of their seat by replying `言語 日本語` or `language en`;
// the answer confirms it in the new language, and the next mails of the game follow it.
import { createRng } from '../../src/games/core/rng';
import { splitCommands } from '../../src/mail/inbound/commands';
import { databases } from '../support/databases';
import { emailWorld, inbox, legalText, PLAYERS, replyMime, replyTo, type EmailWorld } from './support';

test('the language commands are read in English, in Japanese and in full-width', () => {
  expect(splitCommands('言語 日本語').commands).toEqual([{ kind: 'language', lang: '日本語', line: 1 }]);
  expect(splitCommands('Language: en').commands).toEqual([{ kind: 'language', lang: 'en', line: 1 }]);
  expect(splitCommands('言語　英語').commands).toEqual([{ kind: 'language', lang: '英語', line: 1 }]);
});

describe.each(databases())('the language of a seat by reply on %s', (_name, open) => {
  let world: EmailWorld;
  beforeAll(async () => {
    world = await emailWorld(open);
  });
  afterAll(async () => {
    await world.close();
  });

  const send = (to: string, body: string, from = PLAYERS.union) =>
    world.handle(Buffer.from(replyMime({ from, to, body })), { door: 'smtp' });
  const lastAnswer = async (to = PLAYERS.union) =>
    (await inbox(world, to)).filter((m) => m.kind === 'answer').at(-1)?.mail;

  test('when the Union replies 言語 日本語, then the answer and the next report are Japanese, and language en turns them back', async () => {
    const { gameId, number } = await world.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    await send(replyTo(world, number, 'union', 1), '言語 日本語');
    const answer = await lastAnswer();
    expect(answer?.text).toMatch(/今後、Despatch からのメールと画面は日本語でお届けします/);
    expect(answer?.subject).toMatch(/シャープスバーグの戦い .*表示言語/);

    const orders = await legalText(world.services, gameId, 'union', createRng('language-by-reply'));
    await send(replyTo(world, number, 'union', 1), orders);
    expect((await lastAnswer())?.text).toMatch(/命令を受け付けました/);
    const report = (await inbox(world, PLAYERS.union, gameId)).filter((m) => m.kind === 'report').at(-1);
    expect(report?.mail.subject).toMatch(/報告: 第1ターン 北軍の手番/);
    // The opponent keeps English.
    const theirs = (await inbox(world, PLAYERS.confederate, gameId))
      .filter((m) => m.kind === 'report')
      .at(-1);
    expect(theirs?.mail.subject).toMatch(/Turn 1, Confederate to move/);

    await send(replyTo(world, number, 'union', 2), 'language en');
    expect((await lastAnswer())?.text).toMatch(/From now on Despatch writes to you in English/);
  });
});
