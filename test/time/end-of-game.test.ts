// The end of a game outside the rules' end: resign (two replies with a code), a draw offered and
// accepted, a draw declined by playing on; the final mail to both sides; the record verifies.
import { databases } from '../support/databases';
import { newSharpsburg, outbox, reply, type TimeWorld, useTimeWorld } from './support';

describe.each(databases())('the end of a game on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  const finalMails = (gameId: string) => outbox(t, gameId, 'final');

  test('resign by mail takes a second reply with the code; then both sides get the final mail', async () => {
    const { gameId } = await newSharpsburg(t);
    // The Confederates do not act in step 1, yet the answer can be replied to.
    const asked = await reply(t, gameId, 'confederate', 'resign');
    const code = /resign ([a-z2-7]{6})/.exec(asked.text)?.[1] as string;
    expect(code).toBeDefined();
    expect(asked.replyTo).toMatch(/^orders\+/);
    expect((await reply(t, gameId, 'confederate', 'resign zzzzzz')).text).toContain(
      'is not the code we sent',
    );
    expect((await t.services.getSideView({ gameId, side: 'union' })).game.status).toBe('active');

    const done = await reply(t, gameId, 'confederate', `Resign ${code.toUpperCase()}`);
    expect(done.text).toContain('You have resigned');
    const view = await t.services.getSideView({ gameId, side: 'union' });
    expect(view.game.status).toBe('finished');
    expect(view.result).toMatchObject({ winner: 'union', level: 'resignation' });
    const finals = await finalMails(gameId);
    expect(finals.map((f) => f.to).sort()).toEqual(['ann@example.org', 'bob@example.org']);
    const text = finals[0]?.mail.text ?? '';
    expect(text).toContain('Confederate resigned. Union wins.');
    expect(text).toContain(view.game.seed as string);
    expect(text).toContain('/record');
    expect(text).toMatch(/Score[\s\S]*Union: 0/);
    const record = await t.services.exportGame(gameId);
    expect(record.steps[0]?.ending).toEqual({ kind: 'resign', sides: ['confederate'] });
    expect(t.services.verifyGame(record)).toMatchObject({ ok: true, steps: 1 });
    // #24: the finished game's reply address has no power left: one answer says so, then silence,
    // and it cannot start a vacation across the player's other games.
    const over = await reply(t, gameId, 'union', 'vacation 3d');
    expect(over.subject).toMatch(/This game is over$/);
    expect(over.text).toContain('is over: Confederate resigned. Union wins.');
    const mails = async () => (await t.db.selectFrom('outbox').select('id').execute()).length;
    const before = await mails();
    await reply(t, gameId, 'union', 'offer draw');
    await reply(t, gameId, 'union', 'vacation 3d');
    expect(await mails()).toBe(before);
    expect(await t.db.selectFrom('vacations').selectAll().execute()).toEqual([]);
    expect(
      (await t.services.timeCommand({ gameId, side: 'union', command: { kind: 'vacation', duration: '3d' } }))
        .text,
    ).toMatch(/This game is over, so nothing has changed/);
  });

  test('a draw offered by one side and accepted by the other ends the game as a draw', async () => {
    const { gameId } = await newSharpsburg(t);
    const offered = await reply(t, gameId, 'union', 'offer draw\npass');
    expect(offered.text).toContain('Your draw offer is sent');
    expect(offered.text).toContain('Orders accepted');
    const notice = (await outbox(t, gameId, 'notice')).find((m) => m.to === 'bob@example.org');
    expect(notice?.mail.text).toContain('Union offers a draw. Reply "accept draw"');
    const accepted = await reply(t, gameId, 'confederate', 'accept draw');
    expect(accepted.text).toContain('Both sides agreed a draw');
    const view = await t.services.getSideView({ gameId, side: 'confederate' });
    expect(view.result).toMatchObject({ winner: null, level: 'draw by agreement' });
    expect((await finalMails(gameId)).map((f) => f.mail.subject)).toEqual([
      expect.stringContaining('Game over: A draw (draw by agreement)'),
      expect.stringContaining('Game over: A draw (draw by agreement)'),
    ]);
    expect(t.services.verifyGame(await t.services.exportGame(gameId))).toMatchObject({ ok: true });
  });

  test('a side that plays on declines the draw offer, and the offering side is told', async () => {
    const { gameId } = await newSharpsburg(t);
    await reply(t, gameId, 'union', 'offer draw\npass');
    await reply(t, gameId, 'confederate', 'pass');
    const lapsed = (await outbox(t, gameId, 'notice')).find((m) => m.mail.subject.includes('lapsed'));
    expect(lapsed?.to).toBe('ann@example.org');
    expect(lapsed?.mail.text).toContain('Confederate played on: your draw offer has lapsed.');
    expect((await reply(t, gameId, 'confederate', 'accept draw')).text).toContain('no draw offer');
    expect((await t.services.getSideView({ gameId, side: 'union' })).game.status).toBe('active');
  });
});
