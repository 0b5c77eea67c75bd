// Replies by mail through the inbound pipeline wired to the service's ports, on both databases, in
// Travel Battle's first step (both sides choose a board at once).
import { createInboundPorts } from '../../src/app/replies/inbound-ports';
import { createInboundPipeline } from '../../src/mail/inbound/pipeline';
import { replyAddress } from '../../src/security/tokens';
import { replyToken } from '../../src/app/base/links';
import { databases } from '../support/databases';
import { outboxOf, testServices } from '../support/services';

const players = { red: 'red@example.com', blue: 'blue@example.com' };
let counter = 0;

function mime(
  from: string,
  to: string,
  body: string,
  messageId = `<reply.${++counter}@example.com>`,
): Buffer {
  return Buffer.from(
    [
      `From: Player <${from}>`,
      `To: ${to}`,
      'Subject: Re: [Despatch] Travel Battle #1 — Choose your board',
      `Message-ID: ${messageId}`,
      'Date: Sat, 21 Nov 2026 10:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
      '',
    ].join('\r\n'),
  );
}

describe.each(databases())('replies by mail on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let handle: ReturnType<typeof createInboundPipeline>;
  beforeAll(async () => {
    t = await testServices(open);
    handle = createInboundPipeline({
      addressing: { mailDomain: 'despatch.test', ownAddresses: ['despatch@despatch.test'] },
      ports: createInboundPorts(t.services.ctx),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function answers(gameId: string) {
    const rows = await outboxOf(t.db, gameId, 'answer');
    return rows.map((r) => r.mail as { text: string; inReplyTo: string; to: string });
  }

  test('when a player replies with orders, then they are stored (channel email) and the answer echoes them, once', async () => {
    const { gameId, number } = await t.services.createGame({ game: 'travel-battle', players });
    const to = replyAddress(replyToken(t.services.config, number, 0, 1), 'despatch.test');
    const raw = mime('red@example.com', to, 'BOARD a\n\nOn Fri, Nov 20, Despatch wrote:\n> old text');
    await handle(raw, { door: 'webhook' });
    await handle(raw, { door: 'webhook' });
    const subs = await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute();
    expect(subs.map((s) => [s.side, s.text.trim(), s.channel])).toEqual([['red', 'BOARD a', 'email']]);
    const [answer, ...more] = await answers(gameId);
    expect(more).toEqual([]);
    expect(answer?.to).toBe('red@example.com');
    expect(answer?.text).toMatch(/Orders accepted[\s\S]*board A/);
    expect(answer?.inReplyTo).toMatch(/^<reply\.\d+@example\.com>$/);
    const inbound = await t.db.selectFrom('inbound_mail').selectAll().where('game_id', '=', gameId).execute();
    expect(inbound.map((i) => [i.outcome, i.side, i.step_seq])).toEqual([['handled', 'red', 1]]);
  });

  test('when a reply has a bad line, then nothing is stored and the answer lists it', async () => {
    const { gameId, number } = await t.services.createGame({ game: 'travel-battle', players });
    const to = replyAddress(replyToken(t.services.config, number, 1, 1), 'despatch.test');
    await handle(mime('blue@example.com', to, 'board B; charge!'), { door: 'smtp' });
    expect(await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute()).toEqual(
      [],
    );
    const [answer] = await answers(gameId);
    expect(answer?.text).toMatch(/NOT accepted[\s\S]*charge[\s\S]*Nothing was changed/);
  });

  test('when the reply comes from someone else, then nothing is stored and no answer goes to the game', async () => {
    const { gameId, number } = await t.services.createGame({ game: 'travel-battle', players });
    const to = replyAddress(replyToken(t.services.config, number, 0, 1), 'despatch.test');
    await handle(mime('mallory@example.com', to, 'board A'), { door: 'smtp' });
    expect(await t.db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute()).toEqual(
      [],
    );
    const inbound = await t.db.selectFrom('inbound_mail').selectAll().where('game_id', '=', gameId).execute();
    expect(inbound[0]?.outcome).toBe('wrong-sender');
  });

  test('when both sides reply, then the step resolves; a late reply for that step is answered as stale; status and standing work', async () => {
    const { gameId, number } = await t.services.createGame({ game: 'travel-battle', players });
    const red1 = replyAddress(replyToken(t.services.config, number, 0, 1), 'despatch.test');
    const blue1 = replyAddress(replyToken(t.services.config, number, 1, 1), 'despatch.test');
    await handle(mime('red@example.com', red1, 'board A'), { door: 'imap' });
    await handle(mime('blue@example.com', blue1, 'standing reroll never\nboard B'), { door: 'imap' });
    const view = await t.services.getSideView({ gameId, side: 'blue' });
    expect(view.step.seq).toBe(2);
    expect(view.standing).toBe('reroll never');
    await handle(mime('red@example.com', red1, 'board B\nstatus'), { door: 'imap' });
    const last = (await answers(gameId)).at(-1);
    expect(last?.text).toMatch(/no longer open[\s\S]*nothing was changed/);
    expect(last?.text).toMatch(/now: Left or right/);
  });
});
