// #44: notices on each player's own channel, exactly once through the outbox. A local HTTP server
// stands in for Discord, Slack, Telegram and a generic webhook; the real service, database, sender
// and reply handler do the rest.
import { publicGameUrl } from '../../src/app/base/links';
import { sweep } from '../../src/app/time/sweep';
import { handlePlayerReply } from '../../src/app/replies/player-reply';
import { splitCommands } from '../../src/mail/inbound/commands';
import type { ParsedInbound } from '../../src/mail/inbound/types';
import { setPlayerSettings } from '../../src/app/time/player-settings';
import { signatureMatches } from '../../src/mail/notify/signature';
import type { OutgoingMail } from '../../src/mail/compose/types';
import { databases } from '../support/databases';
import { DAY, HOUR, reply, type TimeWorld } from '../time/support';
import { noticeRows, noticeWorld, TELEGRAM_TOKEN, type NoticeWorld } from './support';

// Each test has players of its own, so that one test's channels are not another's.
let round = 0;
let ann = '';
let bob = '';

describe.each(databases())('notices on players’ own channels on %s', (_name, open) => {
  let t: NoticeWorld;
  beforeAll(async () => {
    t = await noticeWorld(open);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    t.receiver.posts.length = 0;
    t.receiver.answers.length = 0;
    round++;
    ann = `ann-${round}@example.org`;
    bob = `bob-${round}@example.org`;
  });

  const sharpsburg = () =>
    t.services.createGame({
      game: 'sharpsburg',
      players: { union: ann, confederate: bob },
      turnTimeSeconds: 3 * 86400,
    });
  const passUnion = async (gameId: string) => {
    const res = await t.services.submitOrders({
      gameId,
      side: 'union',
      step: 1,
      text: 'pass',
      channel: 'web',
    });
    expect(res).toMatchObject({ ok: true, resolved: true });
  };

  test('#44: a player sets a Discord webhook by mail; the turn and report notices arrive once each, with no signed link', async () => {
    const { gameId } = await sharpsburg();
    const world = t as unknown as TimeWorld;
    const answer = await reply(
      world,
      gameId,
      'union',
      `notify discord ${t.receiver.url}/discord/1234/SECRETtokenXYZ`,
    );
    expect(answer.text).toContain('Notices now also go to Discord');
    expect(answer.text).toContain('never your orders link');
    expect(answer.text).toContain('Reminders before a deadline: 1 day, 6 hours, 1 hour.');
    await reply(world, gameId, 'confederate', `notify slack ${t.receiver.url}/slack/XyZ`);
    await passUnion(gameId);
    await t.sendAll();
    await t.sendAll(); // nothing more
    const discord = t.receiver.posts.filter((p) => p.path === '/discord/1234/SECRETtokenXYZ');
    const slack = t.receiver.posts.filter((p) => p.path === '/slack/XyZ');
    expect(discord).toHaveLength(1);
    expect(slack).toHaveLength(1);
    const toAnn = JSON.parse(discord[0]?.body ?? '{}') as { content: string; allowed_mentions: unknown };
    expect(toAnn.content).toMatch(/^Battle of Sharpsburg #\d+: .* is resolved; the report is in your mail\./);
    expect(toAnn.allowed_mentions).toEqual({ parse: [] });
    const toBob = JSON.parse(slack[0]?.body ?? '{}') as { text: string };
    expect(toBob.text).toContain('your turn, Confederate');
    expect(toBob.text).toContain('Deadline:');
    for (const p of [...discord, ...slack]) {
      expect(p.body).not.toContain('/orders/');
      expect(p.body).not.toContain('orders+');
      expect(p.headers['idempotency-key']).toMatch(
        new RegExp(`^notice:${gameId}/\\d+/(union|confederate)/(turn|report)/\\d+$`),
      );
    }
    const [channel] = await t.services.notify.channels(ann);
    expect(channel).toMatchObject({ kind: 'discord', enabled: true, lastStatus: '200', lastError: null });
    expect(channel?.target).not.toContain('SECRETtoken'); // the hook's key is not shown whole
    // Mail stays the record: the reports went as before.
    expect(
      (
        await t.db
          .selectFrom('outbox')
          .select('id')
          .where('game_id', '=', gameId)
          .where('kind', '=', 'report')
          .execute()
      ).length,
    ).toBe(2);
  });

  test('#44: a generic webhook gets the documented JSON signed with HMAC-SHA256; a private one also the orders link', async () => {
    const shared = await t.services.notify.set(ann, {
      kind: 'webhook',
      target: `${t.receiver.url}/hook/shared`,
    });
    await t.services.notify.set(bob, {
      kind: 'webhook',
      target: `${t.receiver.url}/hook/private`,
      private: true,
    });
    expect(shared.secret).toMatch(/^[\w-]{20,}$/);
    const { gameId } = await sharpsburg();
    await passUnion(gameId);
    await t.sendAll();
    // Ann's first notice was "your turn" as the game began; the second tells the step resolved.
    const post = t.receiver.posts.find(
      (p) => p.path === '/hook/shared' && (JSON.parse(p.body) as { kind: string }).kind === 'report',
    );
    const body = post?.body ?? '';
    expect(
      signatureMatches(shared.secret as string, body, String(post?.headers['x-despatch-signature'])),
    ).toBe(true);
    expect(post?.headers['x-despatch-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    const json = JSON.parse(body) as Record<string, unknown>;
    expect(json).toMatchObject({
      version: 1,
      kind: 'report',
      key: post?.headers['idempotency-key'],
      game: { id: gameId, title: 'Battle of Sharpsburg' },
      side: { id: 'union', name: 'Union' },
      awaiting: ['Confederate'],
      url: publicGameUrl(t.services.config, gameId),
    });
    expect(json).not.toHaveProperty('ordersUrl');
    const mine = JSON.parse(t.receiver.posts.find((p) => p.path === '/hook/private')?.body ?? '{}') as Record<
      string,
      unknown
    >;
    expect(mine).toMatchObject({ kind: 'turn', side: { id: 'confederate' } });
    expect(String(mine.ordersUrl)).toContain('/orders/');
    expect(String(mine.deadline)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('#44: a receiver that answers 500 twice then 200 gets the notice once, under one key', async () => {
    const { gameId } = await sharpsburg();
    await t.services.notify.set(ann, { kind: 'slack', target: `${t.receiver.url}/flaky` });
    t.receiver.answers.push(500, 500);
    await passUnion(gameId);
    await t.sendAll();
    const posts = t.receiver.posts.filter((p) => p.path === '/flaky');
    expect(posts.map((p) => p.status)).toEqual([500, 500, 200]);
    expect(new Set(posts.map((p) => p.headers['idempotency-key'])).size).toBe(1);
    const delivered = t.receiver.delivered();
    expect([...delivered.values()].map((bodies) => bodies.length)).toEqual([1]);
    const [row] = await noticeRows(t, gameId);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    const [channel] = await t.services.notify.channels(ann);
    expect(channel).toMatchObject({ enabled: true, failures: 0, lastStatus: '200', lastError: null });
  });

  test('#44: a receiver that answers 410 is switched off at once and the player is told by mail', async () => {
    await t.services.notify.set(ann, { kind: 'discord', target: `${t.receiver.url}/gone` });
    const { gameId } = await sharpsburg();
    t.receiver.answers.push(410);
    await passUnion(gameId);
    await t.sendAll();
    expect(t.receiver.posts.filter((p) => p.path === '/gone')).toHaveLength(1);
    const [row] = await noticeRows(t, gameId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    const [channel] = await t.services.notify.channels(ann);
    expect(channel).toMatchObject({ enabled: false, lastStatus: '410' });
    expect(channel?.lastError).toContain('HTTP 410');
    const told = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'notify-off')
      .where('to_addr', '=', ann)
      .execute();
    expect(told).toHaveLength(1);
    const mail = told[0]?.mail as OutgoingMail;
    expect(mail.subject).toContain('switched off');
    expect(mail.text).toContain('Your mails keep coming');
    // A channel that is off gets nothing more.
    const next = await sharpsburg();
    await passUnion(next.gameId);
    expect(await noticeRows(t, next.gameId)).toHaveLength(0);
  });

  test('#44: ten failures in a row switch a channel off; the player is told in their language', async () => {
    await t.services.notify.set(bob, { kind: 'webhook', target: `${t.receiver.url}/down` });
    const bobId = (
      await t.db.selectFrom('players').select('id').where('email', '=', bob).executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('member_preferences')
      .values({ player_id: bobId, games: '[]', lang: 'ja' })
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ lang: 'ja' }))
      .execute();
    const { gameId } = await sharpsburg();
    t.receiver.answers.push(...Array<number>(10).fill(503));
    await passUnion(gameId);
    await t.sendAll();
    expect(t.receiver.posts.filter((p) => p.path === '/down').map((p) => p.status)).toEqual(
      Array(10).fill(503),
    );
    const [channel] = await t.services.notify.channels(bob);
    expect(channel).toMatchObject({ enabled: false, failures: 10 });
    const told = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'notify-off')
      .where('to_addr', '=', bob)
      .execute();
    expect(told).toHaveLength(1);
    expect((told[0]?.mail as OutgoingMail).subject).toContain('通知をオフにしました');
  });

  test('#44: a Telegram chat gets the notice through the Bot API at the configured address', async () => {
    await t.services.notify.set(bob, { kind: 'telegram', target: '123456789' });
    const { gameId } = await sharpsburg();
    await passUnion(gameId);
    await t.sendAll();
    const post = t.receiver.posts.find((p) => p.path.startsWith('/telegram/'));
    expect(post?.path).toBe(`/telegram/bot${TELEGRAM_TOKEN}/sendMessage`);
    const body = JSON.parse(post?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ chat_id: '123456789', disable_web_page_preview: true });
    expect(String(body.text)).toMatch(/Confederate|南軍/);
  });

  test('#44: reminders repeat on the channel (24 h, 6 h, 1 h before), none once orders are in, none on vacation', async () => {
    await t.services.notify.set(ann, { kind: 'slack', target: `${t.receiver.url}/remind/ann` });
    await t.services.notify.set(bob, { kind: 'slack', target: `${t.receiver.url}/remind/bob` });
    const { gameId } = await t.services.createGame({
      game: 'travel-battle',
      players: { red: ann, blue: bob },
      turnTimeSeconds: 3 * 86400,
    });
    const reminded = async (who: string) => {
      await t.sendAll();
      return t.receiver.posts
        .filter((p) => p.path === `/remind/${who}`)
        .map((p) => (JSON.parse(p.body) as { text: string }).text)
        .filter((text) => text.includes('a reminder'));
    };
    // Bob is away from the second day on: his reminders do not go.
    const bobId = (
      await t.db.selectFrom('players').select('id').where('email', '=', bob).executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('vacations')
      .values({
        player_id: bobId,
        starts_at: new Date(t.clock.now().getTime() + DAY),
        ends_at: new Date(t.clock.now().getTime() + 10 * DAY),
      })
      .execute();
    t.clock.advance(2 * DAY + 5 * 60_000);
    await sweep(t.ctx);
    expect(await reminded('ann')).toHaveLength(1);
    t.clock.advance(18 * HOUR);
    await sweep(t.ctx);
    expect(await reminded('ann')).toHaveLength(2);
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'board A', channel: 'web' });
    t.clock.advance(5 * HOUR);
    await sweep(t.ctx);
    expect(await reminded('ann')).toHaveLength(2);
    expect(await reminded('bob')).toHaveLength(0);
    const keys = t.receiver.posts
      .map((p) => String(p.headers['idempotency-key']))
      .filter((k) => k.startsWith(`notice:${gameId}/`) && k.includes('/reminder-'));
    expect(keys).toEqual([
      expect.stringMatching(new RegExp(`^notice:${gameId}/1/red/reminder-86400s-r0/\\d+$`)),
      expect.stringMatching(new RegExp(`^notice:${gameId}/1/red/reminder-21600s-r0/\\d+$`)),
    ]);
  });

  test('#44: a new game tells the side that moves first; a resignation tells both the result', async () => {
    await t.services.notify.set(ann, { kind: 'slack', target: `${t.receiver.url}/start/ann` });
    await t.services.notify.set(bob, { kind: 'slack', target: `${t.receiver.url}/start/bob` });
    const { gameId } = await sharpsburg();
    await t.sendAll();
    const texts = (who: string) =>
      t.receiver.posts
        .filter((p) => p.path === `/start/${who}`)
        .map((p) => (JSON.parse(p.body) as { text: string }).text);
    expect(texts('ann')).toEqual([expect.stringContaining('your turn, Union')]);
    expect(texts('bob')).toEqual([]);
    await t.services.timeCommand({ gameId, side: 'confederate', command: { kind: 'resign-confirmed' } });
    await t.sendAll();
    expect(texts('ann')[1]).toMatch(/is over\. .*Union wins/);
    expect(texts('bob')).toEqual([expect.stringMatching(/is over\. .*Union wins/)]);
  });

  test('#44: a channel that takes club notices is told of a challenge, naming no address', async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: `Notice club ${round}`, organisers: [ann] });
    await clubs.addMember({ club: `Notice club ${round}`, email: bob });
    const ladder = await clubs.createLadder({
      club: `Notice club ${round}`,
      name: `Ladder ${round}`,
      game: 'sharpsburg',
    });
    await t.services.notify.set(bob, {
      kind: 'discord',
      target: `${t.receiver.url}/club/bob`,
      kinds: ['club'],
    });
    await clubs.challenge({ ladder: ladder.id, from: ann, to: bob });
    await t.sendAll();
    const [post] = t.receiver.posts.filter((p) => p.path === '/club/bob');
    const content = (JSON.parse(post?.body ?? '{}') as { content: string }).content;
    expect(content).toContain(
      `You are challenged on the ladder Ladder ${round} of Notice club ${round}: answer by`,
    );
    expect(post?.body).not.toContain('@example.org');
    expect(post?.headers['idempotency-key']).toMatch(/^notice:challenge-\d+\/0\/\d+\/club\/\d+$/);
  });

  test('#44: a channel that takes the digest gets the daily digest beside its mail', async () => {
    await setPlayerSettings(t.ctx, ann, { digest: true, timeZone: 'Europe/Paris' });
    await t.services.notify.set(ann, {
      kind: 'slack',
      target: `${t.receiver.url}/digest/ann`,
      kinds: ['digest'],
    });
    await sharpsburg();
    t.clock.advance(DAY + 60_000); // past the next 07:00 in Paris
    await sweep(t.ctx);
    await t.sendAll();
    const texts = t.receiver.posts
      .filter((p) => p.path === '/digest/ann')
      .map((p) => (JSON.parse(p.body) as { text: string }).text);
    expect(texts).toEqual([
      expect.stringMatching(/^1 game waits for your orders:\nBattle of Sharpsburg #\d+, Union: due /),
    ]);
  });

  test('#44: notify off by mail switches every channel off; mail goes on', async () => {
    await t.services.notify.set(ann, { kind: 'slack', target: `${t.receiver.url}/a` });
    await t.services.notify.set(ann, { kind: 'discord', target: `${t.receiver.url}/b` });
    const { gameId } = await sharpsburg();
    const answer = await reply(t as unknown as TimeWorld, gameId, 'union', '通知 オフ');
    expect(answer.text).toContain('2 notice channels are switched off');
    expect((await t.services.notify.channels(ann)).every((c) => !c.enabled)).toBe(true);
    const listed = await reply(t as unknown as TimeWorld, gameId, 'union', 'notify');
    expect(listed.text).toContain('Your notice channels:');
  });

  test('#44: notify off discord pauses that channel only, kept with its choices; notify on discord resumes it', async () => {
    await t.services.notify.set(ann, { kind: 'slack', target: `${t.receiver.url}/keep` });
    await t.services.notify.set(ann, { kind: 'discord', target: `${t.receiver.url}/pause`, kinds: ['turn'] });
    const { gameId } = await sharpsburg();
    const world = t as unknown as TimeWorld;
    const paused = await reply(world, gameId, 'union', 'notify off discord');
    expect(paused.text).toContain('Your Discord notices are paused; the channel keeps its choices.');
    await t.sendAll();
    const before = t.receiver.posts.length;
    await passUnion(gameId);
    await t.sendAll();
    const after = t.receiver.posts.slice(before).map((p) => p.path);
    expect(after).toEqual(['/keep']);
    const ja = await reply(world, gameId, 'union', '通知 ディスコード 再開');
    expect(ja.text).toContain('Discord');
    const channels = await t.services.notify.channels(ann);
    expect(channels.map((c) => [c.kind, c.enabled, c.kinds])).toEqual([
      ['slack', true, ['turn', 'reminder', 'report', 'result']],
      ['discord', true, ['turn']],
    ]);
    const none = await reply(world, gameId, 'union', 'notify off telegram');
    expect(none.text).toContain('You have no Telegram channel to change');
  });

  test('#44: a reply to the player’s own address (the switch-off mail’s Reply-To) sets a channel again', async () => {
    await sharpsburg(); // makes the players
    const split = splitCommands(`notify discord ${t.receiver.url}/again`);
    const parsed = { references: [], text: '' } as unknown as ParsedInbound;
    const outcome = await handlePlayerReply(t.ctx, {
      target: { kind: 'player', player: ann },
      orders: split.orders,
      commands: split.commands,
      messageId: `<again-${round}@players.example>`,
      parsed,
    });
    expect(outcome).toBe('notify');
    expect(await t.services.notify.channels(ann)).toEqual([
      expect.objectContaining({ kind: 'discord', enabled: true }),
    ]);
    const answer = await t.db
      .selectFrom('outbox')
      .select('mail')
      .where('to_addr', '=', ann)
      .where('kind', '=', 'answer')
      .executeTakeFirstOrThrow();
    expect((answer.mail as OutgoingMail).subject).toBe('Re: [Despatch] Notices');
    expect((answer.mail as OutgoingMail).text).toContain('Notices now also go to Discord');
  });

  test('#44: a bad channel is refused politely and nothing changes', async () => {
    const { gameId } = await sharpsburg();
    const world = t as unknown as TimeWorld;
    expect((await reply(world, gameId, 'union', 'notify pigeon https://example.org/x')).text).toContain(
      "'pigeon' is not a kind of channel",
    );
    expect((await reply(world, gameId, 'union', 'notify telegram my-chat')).text).toContain(
      'is not a Telegram chat',
    );
    expect((await reply(world, gameId, 'union', 'notify discord ftp://example.org/x')).text).toContain(
      'is not an address this service posts to',
    );
  });
});
